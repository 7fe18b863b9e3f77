import { describe, expect, it } from 'vitest';
import { previewEdit } from '../../../src/panels/policy/preview.ts';

const lines = (text: string, at: number, insert: string, context?: number) =>
  previewEdit(text, { from: at, to: at, insert }, context);

describe('previewEdit', () => {
  it('marks the appended lines and numbers them in the edited file', () => {
    const text = 'a\nb\nc\nd\ne\n';
    const p = lines(text, text.length, '\nX\nY\n');
    expect(p.lines).toEqual([
      { line: 3, text: 'c', added: false },
      { line: 4, text: 'd', added: false },
      { line: 5, text: 'e', added: false },
      { line: 6, text: '', added: true },
      { line: 7, text: 'X', added: true },
      { line: 8, text: 'Y', added: true },
    ]);
    expect(p).toMatchObject({ before: 2, after: 0 });
  });

  it('keeps the last line unchanged when the text has no final line end', () => {
    const p = lines('a\nb', 3, '\n\nX\n', 1);
    expect(p.lines.map((l) => [l.text, l.added])).toEqual([
      ['b', false],
      ['', true],
      ['X', true],
    ]);
  });

  it('shows an insertion before the first group with context after it', () => {
    const text = '# top\nUser-agent: *\nDisallow: /\nx\ny\nz\nw\n';
    const at = text.indexOf('User-agent');
    const p = lines(text, at, 'User-agent: New\nDisallow: /\n\n', 2);
    expect(p.lines.map((l) => `${l.added ? '+' : ' '}${l.line} ${l.text}`)).toEqual([
      ' 1 # top',
      '+2 User-agent: New',
      '+3 Disallow: /',
      '+4 ',
      ' 5 User-agent: *',
      ' 6 Disallow: /',
    ]);
    expect(p).toMatchObject({ before: 0, after: 4 });
  });

  it('reads CRLF line ends and clamps offsets past the end', () => {
    const p = lines('a\r\nb\r\n', 99, 'X\r\n', 1);
    expect(p.lines.map((l) => [l.text, l.added])).toEqual([
      ['b', false],
      ['X', true],
    ]);
  });
});

describe('previewEdit on a large file', () => {
  it('numbers an insertion near the end of 4,000 lines and counts the rest', () => {
    const text = Array.from({ length: 4000 }, (_, i) => `Disallow: /p${i}/`).join('\n') + '\n';
    const p = lines(text, text.length, 'User-agent: New\nDisallow: /\n', 1);
    expect(p.lines.map((l) => `${l.added ? '+' : ' '}${l.line} ${l.text}`)).toEqual([
      ' 4000 Disallow: /p3999/',
      '+4001 User-agent: New',
      '+4002 Disallow: /',
    ]);
    expect(p).toMatchObject({ before: 3999, after: 0 });
  });
});
