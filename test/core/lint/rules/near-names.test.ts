// mayBeNearCrawler must never rule out a name suggestCrawler has an answer for.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CRAWLERS, suggestCrawler } from '../../../../src/core/registry/index.ts';
import { mayBeNearCrawler } from '../../../../src/core/lint/rules/near-names.ts';

const NAMES = CRAWLERS.flatMap((c) => [c.token, ...c.aliases]).map((n) => n.toLowerCase());

/** `name` after one random edit: insert, delete, substitute or swap neighbours. */
function edit(name: string, at: number, op: number, char: string): string {
  const i = at % (name.length + 1);
  if (op === 0) return name.slice(0, i) + char + name.slice(i);
  if (op === 1) return name.slice(0, i) + name.slice(i + 1);
  if (op === 2) return name.slice(0, i) + char + name.slice(i + 1);
  return i + 1 < name.length ? name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2) : name;
}

describe('mayBeNearCrawler', () => {
  it('is true for every name suggestCrawler answers, within 1 or 2 edits', () => {
    const editArb = fc.tuple(fc.nat(40), fc.nat(3), fc.constantFrom('a', 'z', '-', '_', 'é', '1'));
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.array(editArb, { minLength: 1, maxLength: 2 }),
        (name, edits) => {
          const lower = edits.reduce((s, [at, op, c]) => edit(s, at, op, c), name);
          for (const max of [1, 2] as const) {
            if (suggestCrawler(lower, max) !== null)
              expect(mayBeNearCrawler(lower, max)).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('rules out names far from every crawler', () => {
    expect(mayBeNearCrawler('agentxyz', 1)).toBe(false);
    expect(mayBeNearCrawler('googlebott', 1)).toBe(true);
  });
});
