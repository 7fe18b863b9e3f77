import { describe, expect, it } from 'vitest';
import { matchPathFromUrl, pathFromUrl } from '../../src/core/index';

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
