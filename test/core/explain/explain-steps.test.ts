import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots } from '../../../src/core/index.ts';
import { explainDecision, firstMatch } from '../../../src/core/explain/index.ts';

const FILE = 'User-agent: *\nDisallow: /a\nAllow: /a/b\n';

describe('firstMatch', () => {
  it('takes the first matching rule in file order, unlike the longest match', () => {
    const parsed = parseRobots(FILE);
    const compiled = compileRobots(parsed);
    const d = evaluate(compiled, 'x', '/a/b/c');
    expect(d.allowed).toBe(true);
    expect(firstMatch(d, parsed.groups)).toMatchObject({ allowed: false, rule: { line: 2 } });
    const none = evaluate(compiled, 'x', '/z');
    expect(firstMatch(none, parsed.groups)).toEqual({ rule: null, allowed: true });
  });
});

describe('explainDecision', () => {
  it('splits the selected groups into matching and other rules, with the notes', () => {
    const compiled = compileRobots(parseRobots(FILE));
    const e = explainDecision(compiled, 'x', '/a/b/c', 'google');
    expect(e.decision.allowed).toBe(true);
    expect(e.matched.map((r) => [r.rule.line, r.decides])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(e.unmatched).toEqual([]);
    expect(e.unmatchedTotal).toBe(0);
    expect(e.notes.map((n) => n.id)).toEqual(['rule-order']);
    // Only the plain fields of a rule travel to the page.
    expect(Object.keys(e.matched[0]?.rule ?? {}).sort()).toEqual(
      ['kind', 'line', 'pattern', 'priority', 'value'].sort(),
    );
  });

  it('lists at most maxUnmatched of the rules that do not match, and counts them all', () => {
    const rules = Array.from({ length: 5000 }, (_, i) => `Disallow: /p/${i}/`).join('\n');
    const compiled = compileRobots(parseRobots(`User-agent: *\n${rules}\n`));
    const e = explainDecision(compiled, 'x', '/p/7/x', 'google', { maxUnmatched: 50 });
    expect(e.matched.map((r) => r.rule.line)).toEqual([9]);
    expect(e.unmatched).toHaveLength(50);
    expect(e.unmatchedTotal).toBe(4999);
    expect(e.decision.allowed).toBe(false);
  });

  it('reads the file in the requested mode', () => {
    const compiled = compileRobots(parseRobots('User-agent: *\nDisalow: /x\n'));
    expect(explainDecision(compiled, 'x', '/x', 'google').decision.allowed).toBe(false);
    expect(explainDecision(compiled, 'x', '/x', 'rfc').decision.allowed).toBe(true);
  });
});
