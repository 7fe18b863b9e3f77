import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentRules, compileRobots, ruleOrder } from '../../src/core/compile';
import { evaluate } from '../../src/core/evaluate';
import { parseRobots } from '../../src/core/parse';
import { matchPattern } from '../../src/core/pattern';
import { matchPathFromUrl } from '../../src/core/url';
import { candidateIds, INDEXED_FROM } from '../../src/core/verdict-index';
import type { Mode } from '../../src/core/types';

// The rules that match `url` for the `*` groups, best first, read the slow way:
// every compiled rule of the merged set tested on its own (google-specific: a
// derived index.html rule counts only when its own Allow does not match).
function oracle(text: string, url: string, mode: Mode): string[] {
  const compiled = compileRobots(parseRobots(text, { mode }));
  const path = matchPathFromUrl(url, mode);
  const rules = agentRules(compiled, '*')?.rules ?? [];
  const out: string[] = [];
  for (const r of rules) {
    if (!matchPattern(r.matcher, path)) continue;
    if (r.via) {
      const own = rules.find((o) => o.line === r.line && !o.via);
      if (own && matchPattern(own.matcher, path)) continue;
    }
    out.push(`${r.line} ${r.kind} ${r.priority}${r.via ? ' via' : ''}`);
  }
  return out;
}

describe('verdict index: the candidates of a rule set', () => {
  // Few characters, so that many rules share first pieces, hashes meet and
  // patterns match: `*`, `$`, an escaped letter and index.html rules included.
  // Most rules start `/a`, so that a path starting so meets enough of them for
  // the index to be used, beside generic (`*…`, `/*…`) and empty ones.
  const part = fc.constantFrom('/', 'a', 'b', '*', '$', '%61', '%2A', 'index.html');
  const value = fc.oneof(
    { weight: 8, arbitrary: fc.array(part, { maxLength: 5 }).map((p) => '/a' + p.join('')) },
    {
      weight: 1,
      arbitrary: fc.array(part, { minLength: 1, maxLength: 5 }).map((p) => '/' + p.join('')),
    },
    { weight: 1, arbitrary: fc.array(part, { maxLength: 4 }).map((p) => '*' + p.join('')) },
    { weight: 1, arbitrary: fc.constant('') },
  );
  const rule = fc.record({ allow: fc.boolean(), value });
  const path = fc
    .array(fc.constantFrom('/', 'a', 'b', 'index.html', '*', '%61'), { maxLength: 8 })
    .map((parts) => '/a' + parts.join(''));

  const sizes = [
    ['a large', INDEXED_FROM + 300, INDEXED_FROM + 500],
    // Below the size from which evaluate shares the test of rules with one pattern.
    ['a small', 1, 60],
  ] as const;
  it.each(sizes)(
    'lists every matching rule of %s set, best first, as a walk over every rule does',
    (_, min, max) => {
      fc.assert(
        fc.property(
          fc.array(rule, { minLength: min, maxLength: max }),
          fc.array(path, { minLength: 2, maxLength: 5 }),
          fc.constantFrom<Mode>('google', 'rfc'),
          (rules, urls, mode) => {
            const body = rules.map((r) => `${r.allow ? 'Allow' : 'Disallow'}: ${r.value}`);
            // Two `*` groups, merged: the set spans groups.
            const half = body.length >> 1;
            const text = `User-agent: *\n${body.slice(0, half).join('\n')}\n\nUser-agent: *\n${body.slice(half).join('\n')}\n`;
            const compiled = compileRobots(parseRobots(text, { mode }));
            for (const url of urls) {
              const d = evaluate(compiled, 'X', url, { mode });
              const got = d.candidates.map(
                (c) => `${c.line} ${c.kind} ${c.priority}${c.via ? ' via' : ''}`,
              );
              expect(got).toEqual(oracle(text, url, mode));
            }
          },
        ),
        // No shrinking: a failing case of over a thousand rules would take minutes to shrink.
        { numRuns: 40, endOnFailure: true },
      );
    },
  );

  it('cuts a large set to the rules that match from the second path on, and walks a small one', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `Disallow: /s${i}/*.php$`);
    const large = compileRobots(parseRobots(`User-agent: *\n${many.join('\n')}\n`));
    const order = ruleOrder(large, '*');
    if (!order) throw new Error('no * order');
    // The first path (a Verdict's one question) walks the rules keyed to its second character…
    expect(candidateIds(large.table, order, '/s17/x.php').length).toBe(2000);
    // …and a second builds the index, which leaves only the rules that match.
    const ids = candidateIds(large.table, order, '/s17/x.php');
    expect(Array.from(ids, (id) => large.table.line[id])).toEqual([19]);

    const small = compileRobots(parseRobots('User-agent: *\nDisallow: /a\nDisallow: /b\n'));
    const smallOrder = ruleOrder(small, '*');
    if (!smallOrder) throw new Error('no * order');
    // Walked whole: the rules keyed to the path's second character and the generic ones.
    expect(candidateIds(small.table, smallOrder, '/a/x').length).toBe(1);
  });
});
