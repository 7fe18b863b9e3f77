import { describe, expect, it } from 'vitest';
import { matchPathFromUrl, pathFromUrl, sentPathFromUrl, urlOfPath } from '../../src/core/index';

describe('pathFromUrl (google-specific GetPathParamsQuery behaviour)', () => {
  const table: [url: string, path: string][] = [
    ['', '/'],
    ['http://www.example.com', '/'],
    ['http://www.example.com/', '/'],
    ['http://www.example.com/a', '/a'],
    ['http://www.example.com/a/', '/a/'],
    ['http://www.example.com/a/b?c=http://d.e/', '/a/b?c=http://d.e/'],
    ['http://www.example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['example.com', '/'],
    ['example.com/', '/'],
    ['example.com/a', '/a'],
    ['example.com/a/', '/a/'],
    ['example.com/a/b?c=d&e=f#fragment', '/a/b?c=d&e=f'],
    ['a', '/'],
    ['a/', '/'],
    ['/a', '/a'],
    ['a/b', '/b'],
    ['example.com?a', '/?a'],
    ['example.com/a;b#c', '/a;b'],
    ['//a/b/c', '/b/c'],
    ['http://example.com#/a', '/'],
    ['http://example.com/a b/%7e/../é', '/a b/%7e/../é'],
    ['x/a://b', '/a://b'],
  ];
  for (const [url, path] of table) {
    it(`${JSON.stringify(url)} → ${path}`, () => {
      expect(pathFromUrl(url)).toBe(path);
    });
  }
});

describe('matchPathFromUrl', () => {
  it('google mode leaves the path untouched', () => {
    expect(matchPathFromUrl('https://a.example/%7e/é', 'google')).toBe('/%7e/é');
  });
  it('rfc mode normalises it (RFC 9309 §2.2.2)', () => {
    expect(matchPathFromUrl('https://a.example/%7e/é/%2a%2f a', 'rfc')).toBe('/~/%C3%A9/*%2F%20a');
  });
});

describe('sentPathFromUrl (the path as a crawler requests it, WHATWG URL serialisation)', () => {
  const table: [url: string, sent: string | null][] = [
    ['/café', '/caf%C3%A9'],
    ['https://example.com/café?q=é#top', '/caf%C3%A9?q=%C3%A9'],
    ['example.com/café', '/caf%C3%A9'],
    ['/a b', '/a%20b'],
    ['/a/./b/../c', '/a/c'],
    ['/café?', '/caf%C3%A9?'],
    ['/caf%C3%A9', null],
    ['/%7e', null],
    ['/a..b', null],
    ['//x/y', null],
    ['/', null],
  ];
  for (const [url, sent] of table) {
    it(`${JSON.stringify(url)} → ${String(sent)}`, () => {
      expect(sentPathFromUrl(url)).toBe(sent);
    });
  }

  it('urlOfPath gives back the path through pathFromUrl, a leading // too', () => {
    for (const path of ['/a', '//x/y', '/caf%C3%A9?q'])
      expect(pathFromUrl(urlOfPath(path))).toBe(path);
  });
});
