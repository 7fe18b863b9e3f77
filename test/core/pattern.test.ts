import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  indexHtmlPattern,
  matchPattern,
  matchWildcards,
} from '../../src/core/index';
import { bodyMask, bodyMaskAndHash, charMask, matchBody } from '../../src/core/pattern';

/** The naive reference: exponential backtracking, fine for short inputs. */
function naive(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const go = (p: number, s: number): boolean => {
    if (p === body.length) return !anchored || s === path.length;
    if (body[p] === '*') {
      for (let k = s; k <= path.length; k++) if (go(p + 1, k)) return true;
      return false;
    }
    return s < path.length && path[s] === body[p] && go(p + 1, s + 1);
  };
  return go(0, 0);
}

const matches = (pattern: string, path: string): boolean =>
  matchPattern(compilePattern(pattern), path);

describe('matchPattern (RFC 9309 §2.2.3)', () => {
  const table: [pattern: string, path: string, want: boolean][] = [
    ['/', '/anything', true],
    ['/fish', '/fish.html', true],
    ['/fish', '/Fish', false],
    ['/fish$', '/fish', true],
    ['/fish$', '/fish/', false],
    ['/*.php$', '/index.php', true],
    ['/*.php$', '/index.php?x', false],
    ['/fish*.php', '/fish/salmon.php', true],
    ['/a$b', '/a$b', true],
    ['$', '/', false],
    ['', '/x', true],
    ['*', '/x', true],
    ['/a*', '/a', true],
    ['/a*a$', '/a', false],
    ['/a*a$', '/aa', true],
    ['fish', '/fish', false],
  ];
  for (const [pattern, path, want] of table) {
    it(`${JSON.stringify(pattern)} ${want ? 'matches' : 'does not match'} ${path}`, () => {
      expect(matches(pattern, path)).toBe(want);
      expect(naive(pattern, path)).toBe(want);
    });
  }

  it('agrees with the naive matcher on generated patterns and paths', () => {
    const alphabet = fc.constantFrom('a', 'b', '/', '*', '$', '.');
    const pathChars = fc.constantFrom('a', 'b', '/', '$', '.', '*');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 10 }).map((c) => c.join('')),
        fc.array(pathChars, { maxLength: 12 }).map((c) => c.join('')),
        (pattern, path) => {
          expect(matches(pattern, path)).toBe(naive(pattern, path));
          const wild = matchWildcards(compilePattern(pattern), path);
          expect(wild !== null).toBe(naive(pattern, path));
        },
      ),
      { numRuns: 3000 },
    );
  });

  // A backtracking matcher would not finish this in the lifetime of the test run;
  // the timing itself is measured by `npm run bench`, not asserted here.
  it('never backtracks: a 4 KiB `*a` pattern against an 8 KiB path', { timeout: 10_000 }, () => {
    const pattern = compilePattern('/' + '*a'.repeat(2048) + 'b');
    const path = '/' + 'a'.repeat(8192);
    expect(matchPattern(pattern, path)).toBe(false);
    expect(matchPattern(compilePattern('/' + '*a'.repeat(2048) + '$'), path)).toBe(true);
  });
});

describe('matchBody: the pattern read in place', () => {
  const inPlace = (pattern: string, path: string): boolean => {
    const anchored = pattern.endsWith('$');
    return matchBody(pattern, anchored ? pattern.length - 1 : pattern.length, anchored, path);
  };
  it('answers as matchPattern on generated patterns and paths', () => {
    const alphabet = fc.constantFrom('a', 'b', '/', '*', '$', '.');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 10 }).map((c) => c.join('')),
        fc.array(alphabet, { maxLength: 12 }).map((c) => c.join('')),
        (pattern, path) => {
          expect(inPlace(pattern, path)).toBe(matches(pattern, path));
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('reads only the body it is given (the index.html rule of an Allow)', () => {
    // `/a/index.html` read up to its last `/`, anchored, is the derived `/a/$`.
    expect(matchBody('/a/index.html', 3, true, '/a/')).toBe(true);
    expect(matchBody('/a/index.html', 3, true, '/a/x')).toBe(false);
    expect(matchBody('/*/index.html', 3, true, '/x/')).toBe(true);
  });
  it('never backtracks: a 4 KiB `*a` pattern against an 8 KiB path', () => {
    const path = '/' + 'a'.repeat(8192);
    expect(inPlace('/' + '*a'.repeat(2048) + 'b', path)).toBe(false);
    expect(inPlace('/' + '*a'.repeat(2048) + '$', path)).toBe(true);
  });
  it('bodyMask is the compiled mask and tells whether there is a `*`', () => {
    const out: [number, number] = [0, 0];
    for (const pattern of ['/a*b.php$', '/plain', '*', '', '/é*%7E']) {
      const end = pattern.endsWith('$') ? pattern.length - 1 : pattern.length;
      const stars = bodyMask(pattern, end, out);
      const compiled = compilePattern(pattern);
      expect(out).toEqual([compiled.maskLo, compiled.maskHi]);
      expect(stars).toBe(pattern.slice(0, end).includes('*'));
    }
    charMask('/a', 0, 2, out);
    expect(out[0]).not.toBe(0);
  });
  it('bodyMaskAndHash gives bodyMask and equal hashes for equal bodies, read in place', () => {
    const out: [number, number, number] = [0, 0, 0];
    const mask: [number, number] = [0, 0];
    const hashes = new Map<string, number>();
    for (const body of ['/a*b.php', '/plain', '*', '', '/é*%7E', '/plaim']) {
      bodyMaskAndHash('xx' + body + 'yy', 2, body.length, out);
      bodyMask(body, body.length, mask);
      expect([out[0], out[1]]).toEqual(mask);
      bodyMaskAndHash(body, 0, body.length, out);
      hashes.set(body, out[2]);
    }
    bodyMaskAndHash('Disallow: /plain\n', 10, 6, out);
    expect(out[2]).toBe(hashes.get('/plain'));
    expect(hashes.get('/plaim')).not.toBe(hashes.get('/plain'));
  });
});

describe('matchWildcards', () => {
  it('reports what each * consumed in the leftmost match', () => {
    expect(matchWildcards(compilePattern('/a*/b*.php$'), '/a/x/b/y.php')).toEqual(['/x', '/y']);
    expect(matchWildcards(compilePattern('/a*'), '/abc')).toEqual(['bc']);
    expect(matchWildcards(compilePattern('/a'), '/abc')).toEqual([]);
    expect(matchWildcards(compilePattern('/z*'), '/abc')).toBeNull();
  });
  it('rfc mode: %2A and %24 are literal characters, not wildcards', () => {
    const p = compilePattern('/a%2Ab%24', 'rfc');
    expect(p.pieces).toEqual(['/a*b$']);
    expect(matchPattern(p, '/a*b$')).toBe(true);
    expect(matchPattern(p, '/axb$')).toBe(false);
  });
});

describe('indexHtmlPattern (google-specific)', () => {
  it('derives …/$ from Allow patterns ending in /index.htm…', () => {
    expect(indexHtmlPattern('/a/index.html')).toBe('/a/$');
    expect(indexHtmlPattern('/index.htm')).toBe('/$');
    expect(indexHtmlPattern('/*/index.html')).toBe('/*/$');
    expect(indexHtmlPattern('/a/index.php')).toBeNull();
    expect(indexHtmlPattern('/a/index.html/b')).toBeNull();
  });
});
