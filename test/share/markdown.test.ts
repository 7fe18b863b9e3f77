import { describe, expect, it } from 'vitest';
import { formatMarkdownReport } from '../../src/share/index.ts';

const report = (patch: Partial<Parameters<typeof formatMarkdownReport>[0]>) =>
  formatMarkdownReport({
    text: 'User-agent: *\nDisallow: /a\n',
    mode: 'google',
    verdicts: [],
    link: '',
    ...patch,
  });

describe('formatMarkdownReport', () => {
  it('puts the file, the verdicts and the link in order', () => {
    const md = formatMarkdownReport({
      text: 'User-agent: *\nDisallow: /a\n',
      mode: 'rfc',
      verdicts: [
        { agent: 'Googlebot', url: '/a', allowed: false, line: 2 },
        { agent: 'Googlebot', url: '/b', allowed: true },
      ],
      link: 'https://x.test/#s=v1.abc',
    });
    expect(md).toBe(
      [
        '**robots.txt**, read as RFC 9309:',
        '',
        '```text',
        'User-agent: *',
        'Disallow: /a',
        '```',
        '',
        '| User agent | URL | Verdict | Rule line |',
        '| --- | --- | --- | --- |',
        '| `Googlebot` | `/a` | disallowed | 2 |',
        '| `Googlebot` | `/b` | allowed | — |',
        '',
        '[Open in Robots Playground](<https://x.test/#s=v1.abc>)',
        '',
      ].join('\n'),
    );
  });

  it('names Google mode', () => {
    expect(report({})).toContain("read as Google's reference parser");
  });

  it('uses a fence longer than any backtick run in the file', () => {
    const text = 'a ``` b\n````\nc `` d\n';
    const md = report({ text });
    expect(md).toContain('`````text\n' + text + '`````\n');
  });

  it('closes the fence on its own line when the file has no final newline', () => {
    expect(report({ text: 'Disallow: /' })).toContain('```text\nDisallow: /\n```\n');
    expect(report({ text: '' })).toContain('```text\n```\n');
  });

  it('keeps table cells in one row, whatever the agent or URL holds', () => {
    const md = report({
      verdicts: [
        { agent: 'a|b`c', url: '/x\ny', allowed: true },
        { agent: '`', url: '', allowed: false },
      ],
    });
    expect(md).toContain('| ``a\\|b`c`` | `/x y` | allowed | — |');
    expect(md).toContain('| `` ` `` | *(empty)* | disallowed | — |');
  });

  it('leaves the table out without verdicts and the link out when it is empty', () => {
    const md = report({});
    expect(md).not.toContain('| User agent');
    expect(md).not.toContain('Open in');
  });

  it('keeps the link destination valid even with spaces or angle brackets', () => {
    expect(report({ link: 'https://x.test/a b<c>' })).toContain('(<https://x.test/a%20b%3Cc%3E>)');
  });
});
