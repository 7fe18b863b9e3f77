import { describe, expect, it } from 'vitest';
import { lineEndName, lineEndOf, withLineEnd } from '../../src/core/line-ends.ts';

describe('lineEndOf', () => {
  it.each([
    ['', '\n'],
    ['User-agent: *', '\n'],
    ['User-agent: *\nDisallow: /\n', '\n'],
    ['User-agent: *\r\nDisallow: /\r\n', '\r\n'],
    ['User-agent: *\rDisallow: /\r', '\r'],
    // Mixed: the end most lines have.
    ['a\r\nb\r\nc\nd', '\r\n'],
    ['a\rb\rc\r\nd', '\r'],
    // A tie goes to LF, then CRLF.
    ['a\nb\r\nc', '\n'],
    ['a\r\nb\rc', '\r\n'],
  ] as const)('%j ends its lines with %j', (text, end) => {
    expect(lineEndOf(text)).toBe(end);
  });
});

describe('withLineEnd', () => {
  it('writes every kind of line end as the one asked for', () => {
    expect(withLineEnd('a\nb\r\nc\rd', '\r\n')).toBe('a\r\nb\r\nc\r\nd');
    expect(withLineEnd('a\r\nb\r\n', '\n')).toBe('a\nb\n');
    expect(withLineEnd('a\nb\n', '\r')).toBe('a\rb\r');
  });

  it('gives back what lineEndOf read, for a file with one kind of line end', () => {
    for (const text of ['x\r\ny\r\n', 'x\ry\r', 'x\ny\n']) {
      expect(withLineEnd(withLineEnd(text, '\n'), lineEndOf(text))).toBe(text);
    }
  });
});

describe('lineEndName', () => {
  it('names each line end', () => {
    expect(['\n', '\r\n', '\r'].map((e) => lineEndName(e as '\n'))).toEqual(['LF', 'CRLF', 'CR']);
  });
});
