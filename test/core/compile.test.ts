import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agentRules,
  compileRobots,
  isAllowedCompiled,
  parseRobots,
  type Mode,
} from '../../src/core/index';
import {
  GENERIC_KEY,
  NEVER_KEY,
  RULE_ALLOW,
  RULE_INDEX_HTML,
  orderIds,
  orderedIds,
  patternOf,
  ruleOrder,
  verdictIds,
} from '../../src/core/compile';
import { parseIndexOf } from '../../src/core/parse-index';
import {
  buildTable,
  fillMask,
  groupOf,
  samePattern,
  sourceOf,
  twinsOf,
} from '../../src/core/rule-table';

/** A line of a generated file: a rule whose value joins up to `most` of `pieces`, or a group line. */
function ruleLine(pieces: string[], most: number): fc.Arbitrary<string> {
  const value = fc.array(fc.constantFrom(...pieces), { maxLength: most }).map((c) => c.join(''));
  return fc.oneof(
    value.map((v) => `Allow: ${v}`),
    value.map((v) => `Disallow: ${v}`),
    fc.constantFrom('User-agent: a', 'User-agent: *', ''),
  );
}

describe('compileRobots: the rule table', () => {
  it('gives every rule an id in file order, an index.html rule right after its Allow', () => {
    const c = compileRobots(
      parseRobots(
        'User-agent: a\nDisallow: /x\nAllow: /d/index.html\n\nUser-agent: b\nAllow: /y\n',
      ),
    );
    const t = c.table;
    expect(Array.from(t.groupStart)).toEqual([0, 3, 4]);
    expect(Array.from(t.line)).toEqual([2, 3, 3, 6]);
    expect(Array.from(t.line, (_, id) => groupOf(t, id))).toEqual([0, 0, 0, 1]);
    expect(Array.from(t.priority)).toEqual([2, 13, 4, 2]);
    expect((t.flags[2] as number) & RULE_INDEX_HTML).toBe(RULE_INDEX_HTML);
    expect((t.flags[2] as number) & RULE_ALLOW).toBe(RULE_ALLOW);
    expect(patternOf(t, 2).source).toBe('/d/$');
    expect(Array.from(t.key)).toEqual([120, 100, 100, 121]);
  });

  it('keys a rule by the second character of its first piece', () => {
    const c = compileRobots(
      parseRobots('User-agent: *\nDisallow: /*.pdf$\nDisallow: x\nDisallow: /\nDisallow: /ab\n'),
    );
    expect(Array.from(c.table.key)).toEqual([-1, NEVER_KEY, -1, 97]);
  });

  it('rfc mode: a `%2A` in a rule is a literal `*`, keyed as such', () => {
    const c = compileRobots(parseRobots('User-agent: *\nDisallow: /%2Ax\n', { mode: 'rfc' }));
    expect(c.table.key[0]).toBe(42);
  });

  it('orders ids as agentRules sorts its rules (compareRules), for any file', () => {
    const rule = fc.record({
      kind: fc.constantFrom('Allow', 'Disallow'),
      value: fc
        .array(fc.constantFrom('/', 'a', 'b', '*', '$', 'index.html', '%2A'), { maxLength: 5 })
        .map((c) => c.join('')),
      agent: fc.constantFrom('a', 'b', '*'),
    });
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 12 }),
        fc.constantFrom<Mode>('google', 'rfc'),
        (rules, mode) => {
          const text = rules
            .map((r) => `User-agent: ${r.agent}\n${r.kind}: ${r.value}\n`)
            .join('\n');
          const c = compileRobots(parseRobots(text, { mode }));
          for (const token of ['a', 'b', '*']) {
            const order = ruleOrder(c, token);
            const objects = agentRules(c, token);
            expect(order === null).toBe(objects === null);
            if (!order || !objects) continue;
            const fromTable = Array.from(orderIds(c.table, order), (id) => [
              c.table.line[id],
              patternOf(c.table, id).source,
            ]);
            const fromObjects = objects.rules
              .filter((r) => r.key !== NEVER_KEY)
              .map((r) => [r.line, r.pattern]);
            expect(fromTable).toEqual(fromObjects);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('twinsOf gives each rule the first rule with its pattern, for any file', () => {
    const line = ruleLine(['/', 'a', 'b', '*', '$', 'index.html', '%2A', '%61'], 4);
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 20 }),
        fc.constantFrom<Mode>('google', 'rfc'),
        (lines, mode) => {
          const table = compileRobots(
            parseRobots(`User-agent: *\n${lines.join('\n')}`, { mode }),
          ).table;
          const sources = Array.from(table.priority, (_, id) => sourceOf(table, id));
          const expected = sources.map((source) => sources.indexOf(source));
          expect(Array.from(twinsOf(table))).toEqual(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('cuts lists per second character and keeps one id per pattern for verdicts', () => {
    const c = compileRobots(
      parseRobots(
        'User-agent: *\nDisallow: /a\nAllow: /a\nDisallow: /*.pdf\nDisallow: /b\nDisallow:\n',
      ),
    );
    const order = ruleOrder(c, '*');
    if (!order) throw new Error('no order');
    const lines = (ids: Int32Array): number[] => Array.from(ids, (id) => c.table.line[id] ?? 0);
    expect(lines(orderedIds(c.table, order, '/a'))).toEqual([4, 3, 2, 6]);
    expect(lines(verdictIds(c.table, order, '/a'))).toEqual([4, 3]);
    expect(lines(orderedIds(c.table, order, '/'))).toEqual([4, 6]);
    expect(lines(verdictIds(c.table, order, '/'))).toEqual([4]);
  });

  it('the table parseRobots fills equals the one built from the groups', () => {
    const value = fc
      .array(fc.constantFrom('/', 'a', '*', '$', 'index.html', '%2A', '%e9', 'é', ' '), {
        maxLength: 6,
      })
      .map((c) => c.join(''));
    const line = fc.oneof(
      value.map((v) => `Allow: ${v}`),
      value.map((v) => `Disallow: ${v}`),
      fc.constantFrom('User-agent: a', 'User-agent: *', '', '# c', 'Sitemap: /s'),
    );
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 14 }),
        fc.constantFrom<Mode>('google', 'rfc'),
        (lines, mode) => {
          const parsed = parseRobots(lines.join('\n'), { mode });
          const filled = parseIndexOf(parsed)?.table;
          const built = buildTable(parsed);
          expect(filled).toBeDefined();
          if (!filled) return;
          for (const field of ['priority', 'flags', 'key', 'groupStart', 'line'] as const) {
            expect(Array.from(filled[field])).toEqual(Array.from(built[field]));
          }
          const sources = (t: typeof built): string[] =>
            Array.from(t.priority, (_, id) => sourceOf(t, id));
          expect(sources(filled)).toEqual(sources(built));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('samePattern compares patterns as compared, in place', () => {
    const c = compileRobots(
      parseRobots(
        'User-agent: *\nAllow: /a/index.html\nDisallow: /a/$\nDisallow: /a/\nAllow: /%e9\nDisallow: /é\n',
      ),
    );
    const t = c.table;
    for (let id = 0; id < t.priority.length; id++) fillMask(t, id);
    // ids: 0 /a/index.html, 1 derived /a/$, 2 /a/$, 3 /a/, 4 /%E9, 5 /%C3%A9
    expect(Array.from(t.priority, (_, id) => sourceOf(t, id))).toEqual([
      '/a/index.html',
      '/a/$',
      '/a/$',
      '/a/',
      '/%E9',
      '/%C3%A9',
    ]);
    expect(samePattern(t, 1, 2)).toBe(true);
    expect(t.hash[1]).toBe(t.hash[2]);
    expect(samePattern(t, 2, 3)).toBe(false);
    expect(samePattern(t, 4, 5)).toBe(false);
  });

  it('a first verdict orders only the rules its path can meet', () => {
    const c = compileRobots(
      parseRobots('User-agent: *\nDisallow: /a\nAllow: /*.pdf$\nDisallow: /b\nDisallow: /*?q=\n'),
    );
    expect(isAllowedCompiled(c, 'bot', 'https://example.com/')).toBe(true);
    const order = ruleOrder(c, '*');
    if (!order) throw new Error('no order');
    // The root path meets the generic rules only: no bucket, no full order yet.
    expect(order.ids).toBeNull();
    expect(order.buckets.size).toBe(0);
    expect(Array.from(order.generic, (id) => c.table.line[id])).toEqual([3, 5]);
    expect(isAllowedCompiled(c, 'bot', 'https://example.com/a?q=1')).toBe(false);
    expect([...order.buckets.keys()]).toEqual([97]);
    expect(order.ids).toBeNull();
  });

  it('cuts the list of each path from the whole order, best first, for any file', () => {
    const line = ruleLine(['/', 'a', 'b', '*', '$', 'index.html', '%2A', 'x'], 6);
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 16 }),
        fc.constantFrom<Mode>('google', 'rfc'),
        fc.array(fc.constantFrom('/', '/a', '/b', '/x/', '/*', '/%2A', '/i'), { maxLength: 4 }),
        (lines, mode, paths) => {
          const c = compileRobots(parseRobots(lines.join('\n'), { mode }));
          for (const token of ['a', '*']) {
            const order = ruleOrder(c, token);
            if (!order) continue;
            for (const path of paths) {
              const cut = Array.from(orderedIds(c.table, order, path));
              const code = path.length < 2 ? -1 : path.charCodeAt(1);
              const whole = Array.from(orderIds(c.table, order)).filter((id) => {
                const key = c.table.key[id];
                return key === GENERIC_KEY || key === code;
              });
              expect(cut).toEqual(whole);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a parse result from elsewhere (a structured clone) gets its table built', () => {
    const parsed = structuredClone(parseRobots('User-agent: *\nAllow: /a/index.html\n'));
    expect(parseIndexOf(parsed)).toBeUndefined();
    expect(Array.from(compileRobots(parsed).table.priority)).toEqual([13, 4]);
  });
});
