import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots, selectGroups } from '../../src/core/index';
import { chooseGroups, selectOrder } from '../../src/core/select';

const FILE =
  'User-agent: A\nDisallow: /a\n\nUser-agent: *\nUser-agent: B\nDisallow: /\n\nuser-agent: a\nAllow: /\n';

describe('selectGroups (RFC 9309 §2.2.1)', () => {
  const compiled = compileRobots(parseRobots(FILE));
  it('merges the groups naming the agent', () => {
    expect(selectGroups(compiled, 'A')).toMatchObject({ reason: 'merged', groups: [0, 2] });
  });
  it('selects one group exactly', () => {
    expect(selectGroups(compiled, 'b')).toMatchObject({ reason: 'exact', groups: [1] });
  });
  it('falls back to * for others; an empty token names nobody', () => {
    expect(selectGroups(compiled, 'C')).toMatchObject({ reason: 'star', groups: [1] });
    expect(selectGroups(compiled, '')).toMatchObject({ reason: 'star', groups: [1] });
  });
  it('none without a * group', () => {
    const plain = compileRobots(parseRobots('User-agent: A\nDisallow: /\n'));
    expect(selectGroups(plain, 'C')).toEqual({ reason: 'none', groups: [], rules: null });
  });
  it('the merged rules are sorted best first', () => {
    const rules = selectGroups(compiled, 'a').rules?.rules.map((r) => [r.line, r.priority]);
    expect(rules).toEqual([
      [2, 2],
      [9, 1],
    ]);
  });
  it('chooseGroups picks the same groups for the same reason, in both modes', () => {
    const plain = compileRobots(parseRobots('User-agent: A\nDisallow: /\n'));
    const rfc = compileRobots(parseRobots(FILE, { mode: 'rfc' }));
    for (const c of [compiled, plain, rfc]) {
      for (const token of ['A', 'a', 'b', 'C', '', '*']) {
        const { reason, groups } = selectGroups(c, token);
        expect(chooseGroups(c, token)).toEqual({ reason, groups });
      }
    }
  });
  it('selectOrder picks the same groups for the same reason', () => {
    const plain = compileRobots(parseRobots('User-agent: A\nDisallow: /\n'));
    for (const c of [compiled, plain]) {
      for (const token of ['A', 'a', 'b', 'C', '', '*']) {
        const groups = selectGroups(c, token);
        const order = selectOrder(c, token);
        expect(order.reason).toBe(groups.reason);
        expect(order.order?.groups ?? []).toEqual(groups.groups);
      }
    }
  });
});
