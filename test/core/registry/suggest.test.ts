import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CRAWLERS } from '../../../src/core/registry/index.ts';
import {
  boundedDistance,
  defaultSuggestDistance,
  suggestCrawler,
} from '../../../src/core/registry/suggest.ts';

// A plain full-table optimal-string-alignment distance to check the bounded one against.
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = v;
    }
  }
  return at(a.length, b.length);
}

describe('boundedDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['abc', 'abc', 0],
    ['ab', 'ba', 1],
    ['googlebot', 'googelbot', 1],
    ['kitten', 'sitting', 3],
    // Optimal string alignment edits no substring twice: 3, where unrestricted Damerau gives 2.
    ['ca', 'abc', 3],
  ])('%j ↔ %j = %i', (a, b, expected) => {
    expect(boundedDistance(a, b, 10)).toBe(expected);
    expect(boundedDistance(b, a, 10)).toBe(expected);
  });

  it('stops at max + 1', () => {
    expect(boundedDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedDistance('a', 'abcdefgh', 3)).toBe(4);
  });

  it('equals the full-table distance, capped at max + 1', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-'), maxLength: 12 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c', '-'), maxLength: 12 }),
        fc.integer({ min: 0, max: 6 }),
        (a, b, max) => boundedDistance(a, b, max) === Math.min(osa(a, b), max + 1),
      ),
      { numRuns: 500 },
    );
  });
});

describe('suggestCrawler', () => {
  it.each([
    ['Googlebott', 'Googlebot', 1],
    ['Googelbot', 'Googlebot', 1],
    ['googlebto', 'Googlebot', 1],
    ['ClaudBot', 'ClaudeBot', 1],
    ['GPTBott', 'GPTBot', 1],
    ['Bingbot2', 'bingbot', 1],
    ['AhrefBot', 'AhrefsBot', 1],
    ['Googlebot-Images', 'Googlebot-Image', 1],
    ['Perplexity-Bot', 'PerplexityBot', 1],
    ['meta-externalagnet', 'meta-externalagent', 1],
    ['Qwantifyy', 'Qwantify', 1],
    ['Googlebotxyz', 'Googlebot', 3],
  ])('%s → %s (%i)', (input, name, distance) => {
    const suggestion = suggestCrawler(input);
    expect(suggestion?.name).toBe(name);
    expect(suggestion?.distance).toBe(distance);
    expect(suggestion && CRAWLERS).toContain(suggestion?.crawler);
  });

  it('suggests the crawler of an alias', () => {
    expect(suggestCrawler('Qwantifyy')?.crawler.token).toBe('Qwantbot');
  });

  it.each([
    'Googlebot',
    'googlebot',
    'GPTBOT',
    'Qwantify',
    'Meta-ExternalAgent',
    'MistralAI-User/1.0',
  ])('offers nothing for %s, which names a registry crawler', (input) => {
    expect(suggestCrawler(input)).toBeNull();
  });

  // No registry crawler is called Sidewinder, and nothing is near it.
  it.each(['sidewiner', 'banana', 'Slurp', 'YandexNews', 'Claude', 'Bot', '', '*'])(
    'offers nothing for %j, which is far from every name',
    (input) => {
      expect(suggestCrawler(input)).toBeNull();
    },
  );

  it('keeps to the given edit budget', () => {
    expect(suggestCrawler('Googlebotxyz', 2)).toBeNull();
    expect(suggestCrawler('Googlebott', 0)).toBeNull();
    expect(suggestCrawler('Gogleboot', 1)).toBeNull();
    expect(suggestCrawler('Gogleboot', 2)?.name).toBe('Googlebot');
    expect(suggestCrawler('Googlebott', Number.POSITIVE_INFINITY)?.name).toBe('Googlebot');
    expect(suggestCrawler('zz', Number.NaN)).toBeNull();
  });

  it('answers the same when asked again (cached)', () => {
    expect(suggestCrawler('Googlebott')).toEqual(suggestCrawler('GOOGLEBOTT'));
  });

  it.each([
    [1, 1],
    [4, 1],
    [5, 2],
    [9, 2],
    [10, 3],
    [30, 3],
  ])('default budget for %i characters is %i', (length, budget) => {
    expect(defaultSuggestDistance(length)).toBe(budget);
  });

  it('matches what a brute-force search over every name finds', () => {
    const names = CRAWLERS.flatMap((c) => [c.token, ...c.aliases]);
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.array(fc.tuple(fc.nat(40), fc.constantFrom('a', 'o', 't', '-', '')), { maxLength: 3 }),
        (name, edits) => {
          let input = name.toLowerCase();
          for (const [at, ch] of edits) {
            const i = at % (input.length + 1);
            input = input.slice(0, i) + ch + input.slice(i + 1);
          }
          const max = defaultSuggestDistance(input.length);
          const best = Math.min(...names.map((n) => osa(input, n.toLowerCase())));
          const got = suggestCrawler(input);
          if (best === 0 || best > max) return got === null;
          return (
            got !== null && got.distance === best && osa(input, got.name.toLowerCase()) === best
          );
        },
      ),
      { numRuns: 150 },
    );
  });
});
