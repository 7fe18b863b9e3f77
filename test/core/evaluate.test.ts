import { describe, expect, it } from 'vitest';
import {
  compileRobots,
  evaluate,
  isAllowed,
  isAllowedCompiled,
  parseRobots,
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
