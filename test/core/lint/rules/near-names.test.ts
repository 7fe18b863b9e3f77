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

  it('is true after any one edit of a registry name, also with its own letters repeated', () => {
    for (const name of NAMES) {
      const alphabet = [...new Set([...name, 'x', 'é'])];
      for (let at = 0; at <= name.length; at++) {
        for (let op = 0; op < 4; op++) {
          for (const char of op === 1 || op === 3 ? ['x'] : alphabet) {
            const lower = edit(name, at, op, char);
            for (const max of [1, 2] as const) {
              if (suggestCrawler(lower, max) === null) continue;
              expect(mayBeNearCrawler(lower, max), `${lower} (${max})`).toBe(true);
            }
          }
        }
      }
    }
  });

  it('is true after two edits of a registry name with its own letters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.array(fc.tuple(fc.nat(40), fc.nat(3), fc.nat(40)), { minLength: 2, maxLength: 2 }),
        (name, edits) => {
          const lower = edits.reduce(
            (s, [at, op, c]) => edit(s, at, op, name[c % name.length] ?? 'a'),
            name,
          );
          if (suggestCrawler(lower, 2) !== null) expect(mayBeNearCrawler(lower, 2)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('rules out names far from every crawler', () => {
    expect(mayBeNearCrawler('agentxyz', 1)).toBe(false);
    expect(mayBeNearCrawler('googlebott', 1)).toBe(true);
  });

  it('counts repeated letters: a letter three times is not near a name that has it twice', () => {
    // `dotbot` holds b, o and t, but `botbab` has a third `b` and an `a` it lacks: two edits at least.
    expect(suggestCrawler('botbab', 1)).toBeNull();
    expect(mayBeNearCrawler('botbab', 1)).toBe(false);
    expect(mayBeNearCrawler('dotbbot', 1)).toBe(true);
  });

  it('counts the deletes a longer name needs on top of the letters it lacks', () => {
    // Seven letters against six-letter `yandex`: one delete at least, so no letter
    // of `yandex` may be missing, and `d` is.
    expect(suggestCrawler('yanxexq', 1)).toBeNull();
    expect(mayBeNearCrawler('yanxexq', 1)).toBe(false);
    expect(mayBeNearCrawler('yandexq', 1)).toBe(true);
  });
});
