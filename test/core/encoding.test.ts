import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePatternGoogle, normalizeRfc, utf8Length } from '../../src/core/index';
import { asciiCodes, utf8Size } from '../../src/core/encoding.ts';

describe('escapePatternGoogle (google-specific MaybeEscapePattern behaviour)', () => {
  const table: [value: string, pattern: string][] = [
    ['/plain', '/plain'],
    ['/a%2fb', '/a%2Fb'],
    ['/a%zz%4', '/a%zz%4'],
    ['/SanJoséSellers', '/SanJos%C3%A9Sellers'],
    ['/ツ', '/%E3%83%84'],
    ['/😀', '/%F0%9F%98%80'],
    ['/a b~', '/a b~'],
    ['/\uD800', '/%EF%BF%BD'],
  ];
  for (const [value, pattern] of table) {
    it(`${JSON.stringify(value)} → ${pattern}`, () => {
      expect(escapePatternGoogle(value)).toBe(pattern);
    });
  }
});

describe('normalizeRfc (RFC 9309 §2.2.2)', () => {
  it('reads a value with nothing to change as one with something to change is read', () => {
    // `%41` (A) takes the long way at the end of any value: what comes before it
    // must come out as the value alone does, whether it is returned as it is or not.
    const piece = fc.constantFrom(
      '/',
      'a',
      'Z',
      '9',
      '-',
      '*',
      '$',
      '?',
      '=',
      '&',
      ':',
      '@',
      '[',
      ' ',
      '"',
      '<',
      '{',
      '|',
      '%',
      '%2a',
      'é',
      '~',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        fc.constantFrom<'rule' | 'path'>('rule', 'path'),
        (pieces, side) => {
          const value = pieces.join('');
          expect(normalizeRfc(`${value}%41`, side)).toBe(`${normalizeRfc(value, side)}A`);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('encodes non-ASCII and decodes unreserved characters', () => {
    expect(normalizeRfc('/foo/bar/%62%61%7A', 'rule')).toBe('/foo/bar/baz');
    expect(normalizeRfc('/foo/bar/ツ', 'path')).toBe('/foo/bar/%E3%83%84');
    expect(normalizeRfc('/%e3%83%84', 'path')).toBe('/%E3%83%84');
  });
  it('keeps encoded reserved characters encoded', () => {
    expect(normalizeRfc('/a%2fb%3F', 'path')).toBe('/a%2Fb%3F');
  });
  it('encodes gen-delims inside the query (figure 4)', () => {
    expect(normalizeRfc('/foo/bar?baz=https://foo.bar', 'rule')).toBe(
      '/foo/bar?baz=https%3A%2F%2Ffoo.bar',
    );
  });
  it('keeps %2A / %24 encoded in rules and decodes them in paths (figure 6)', () => {
    expect(normalizeRfc('/a-%2a%24*$', 'rule')).toBe('/a-%2A%24*$');
    expect(normalizeRfc('/a-%2a%24', 'path')).toBe('/a-*$');
  });
  it('encodes characters not allowed in a URI and stray %', () => {
    expect(normalizeRfc('/a b"%', 'path')).toBe('/a%20b%22%25');
  });
});

describe('utf8Length', () => {
  it('counts UTF-8 bytes of UTF-16 text', () => {
    for (const s of ['', 'abc', 'é', 'ツ', '😀', 'a\uD800b', 'x😀y€']) {
      expect(utf8Length(s)).toBe(Buffer.byteLength(s, 'utf8'));
    }
  });
});

describe('utf8Size', () => {
  it('counts like utf8Length and TextEncoder, across chunk boundaries', () => {
    const pair = '\u{1F600}';
    const cases = [
      '',
      'abc',
      'é€',
      'a'.repeat(16383) + pair + 'b',
      'x'.repeat(16384) + '\uD800' + 'y',
      '\uDC00' + 'é'.repeat(40000) + pair.repeat(9000),
    ];
    for (const text of cases) {
      expect(utf8Size(text)).toBe(utf8Length(text));
      expect(utf8Size(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe('asciiCodes', () => {
  it('gives the codes of a pure ASCII text as bytes', () => {
    const codes = asciiCodes('Disallow: /a\0\x7f');
    expect(codes && Array.from(codes.subarray(0, 14))).toEqual([
      68, 105, 115, 97, 108, 108, 111, 119, 58, 32, 47, 97, 0, 127,
    ]);
    expect(asciiCodes('')).not.toBeNull();
  });
  it('gives null when any character is not ASCII, wherever it is', () => {
    for (const t of [
      'é',
      '/a\u0080',
      'x'.repeat(5000) + 'ツ',
      '/\uD800',
      '😀/a',
      '\uFEFFUser-agent: *',
    ])
      expect(asciiCodes(t)).toBeNull();
  });
  it('reads a shorter text after a longer one from the same bytes', () => {
    asciiCodes('User-agent: *\nDisallow: /private/');
    const codes = asciiCodes('Allow: é');
    expect(codes).toBeNull();
    const again = asciiCodes('Allow:');
    expect(again && String.fromCharCode(...again.subarray(0, 6))).toBe('Allow:');
  });
});
