import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileRobots,
  evaluate,
  isAllowed,
  isAllowedCompiled,
  parseRobots,
  type Mode,
} from '../../src/core/index';

const FILE = [
  'User-agent: FooBot',
  'Disallow: /private',
  'Allow: /private/open',
  '',
  'User-agent: *',
  'Disallow: /',
].join('\n');

describe('evaluate', () => {
  it('explains a deciding rule', () => {
    const d = evaluate(compileRobots(parseRobots(FILE)), 'FooBot', 'https://example.com/private/x');
    expect(d.allowed).toBe(false);
    expect(d.reason).toBe('rule');
    expect(d.rule).toMatchObject({ line: 2, kind: 'disallow', pattern: '/private', priority: 8 });
    expect(d.selection).toEqual({ reason: 'exact', groups: [0] });
    expect(d.path).toBe('/private/x');
  });

  it('lists candidates best first', () => {
    const d = evaluate(compileRobots(parseRobots(FILE)), 'foobot', '/private/open/1');
    expect(d.allowed).toBe(true);
    expect(d.candidates.map((c) => c.line)).toEqual([3, 2]);
  });

  it('falls back to the * group', () => {
    const d = evaluate(compileRobots(parseRobots(FILE)), 'OtherBot', '/x');
    expect(d.selection.reason).toBe('star');
    expect(d.allowed).toBe(false);
  });

  it('isAllowed and isAllowedCompiled agree with evaluate', () => {
    const compiled = compileRobots(parseRobots(FILE));
    for (const url of ['/', '/private', '/private/open', '/other']) {
      for (const agent of ['FooBot', 'BarBot']) {
        const want = evaluate(compiled, agent, url).allowed;
        expect(isAllowedCompiled(compiled, agent, url)).toBe(want);
        expect(isAllowed(FILE, agent, url)).toBe(want);
      }
    }
  });
});

describe('evaluate: rules sharing a pattern', () => {
  it('lists each of them, best first, with wildcards of its own', () => {
    const text =
      'User-agent: a\nDisallow: /*.pdf\nAllow: /*.pdf\n\nUser-agent: a\nDisallow: /*.pdf\n';
    const compiled = compileRobots(parseRobots(text));
    const d = evaluate(compiled, 'a', '/x/y.pdf');
    expect(d.candidates.map((c) => [c.line, c.kind])).toEqual([
      [3, 'allow'],
      [2, 'disallow'],
      [6, 'disallow'],
    ]);
    expect(d.candidates.map((c) => c.wildcards)).toEqual([['x/y'], ['x/y'], ['x/y']]);
    expect(d.candidates[0]?.wildcards).not.toBe(d.candidates[1]?.wildcards);
    expect(d.allowed).toBe(true);
    // The next call on another path does not reuse this one's results.
    expect(evaluate(compiled, 'a', '/x/y.txt').candidates).toEqual([]);
  });
});

describe('evaluate: modes', () => {
  it('answers for the other mode from a google-compiled file', () => {
    const text = 'User-agent: *\nDisallow: /\nAllow: /%7Ea\n';
    const compiled = compileRobots(parseRobots(text));
    expect(evaluate(compiled, 'X', '/robots.txt').allowed).toBe(false);
    const rfc = evaluate(compiled, 'X', '/robots.txt', { mode: 'rfc' });
    expect(rfc).toMatchObject({ mode: 'rfc', allowed: true, reason: 'robots-txt' });
    expect(evaluate(compiled, 'X', '/~a', { mode: 'rfc' }).allowed).toBe(true);
    expect(evaluate(compiled, 'X', '/~a').allowed).toBe(false);
    expect(isAllowedCompiled(compiled, 'X', '/~a', 'rfc')).toBe(true);
    expect(compiled.alternate?.mode).toBe('rfc');
  });
  it('reports the agent reading and the wildcards', () => {
    const compiled = compileRobots(parseRobots('User-agent: FooBot\nDisallow: /*/x*.pdf$\n'));
    const d = evaluate(
      compiled,
      'Mozilla/5.0 (compatible; FooBot/1.0)',
      'https://a.example/a/b/x1.pdf#top',
    );
    expect(d.agent).toEqual({
      input: 'Mozilla/5.0 (compatible; FooBot/1.0)',
      token: 'FooBot',
      valid: true,
    });
    expect(d.path).toBe('/a/b/x1.pdf');
    expect(d.rule).toMatchObject({ line: 2, wildcards: ['a/b', '1'] });
  });
});

describe('evaluate: properties', () => {
  const rule = fc.record({
    kind: fc.constantFrom('Allow', 'Disallow'),
    value: fc
      .array(fc.constantFrom('/', 'a', 'b', '*', '$', '.', '?', '%61'), { maxLength: 6 })
      .map((c) => c.join('')),
  });
  const path = fc
    .array(fc.constantFrom('/', 'a', 'b', '.', '?', 'x'), { maxLength: 8 })
    .map((c) => '/' + c.join(''));

  it('reordering the rules of a group never changes a verdict', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        path,
        fc.constantFrom<Mode>('google', 'rfc'),
        (rules, p, _mode) => {
          const lines = rules.map((r) => `${r.kind}: ${r.value}`);
          const a = `User-agent: *\n${lines.join('\n')}\n`;
          const b = `User-agent: *\n${[...lines].reverse().join('\n')}\n`;
          for (const mode of ['google', 'rfc'] as const) {
            expect(isAllowed(a, 'X', p, { mode })).toBe(isAllowed(b, 'X', p, { mode }));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the fast verdict always equals the explained one', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        path,
        fc.constantFrom<Mode>('google', 'rfc'),
        (rules, p, mode) => {
          const text = `User-agent: *\n${rules.map((r) => `${r.kind}: ${r.value}`).join('\n')}\n`;
          const compiled = compileRobots(parseRobots(text, { mode }));
          const d = evaluate(compiled, 'X', p);
          expect(isAllowedCompiled(compiled, 'X', p)).toBe(d.allowed);
          // candidates are sorted best first.
          for (let i = 1; i < d.candidates.length; i++) {
            const prev = d.candidates[i - 1];
            const cur = d.candidates[i];
            if (!prev || !cur) continue;
            expect(prev.priority).toBeGreaterThanOrEqual(cur.priority);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
