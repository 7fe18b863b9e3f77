import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../src/core/parse.ts';
import { createLintContext } from '../../../src/core/lint/context.ts';

const FILE = [
  'User-agent: *',
  'Disallow: /private/',
  '',
  'User-agent: Alpha',
  'User-agent: Beta',
  'Disallow: /a/',
  '',
  'User-agent: beta',
  'User-agent: Gamma',
  'User-agent: gamma',
  'Disallow: /b/',
  '',
  'User-agent: *',
  'User-agent: Delta',
  'Disallow: /d/',
].join('\n');

describe('createLintContext', () => {
  const ctx = createLintContext(parseRobots(FILE));

  it('numbers keys by their first line and keeps each key’s groups', () => {
    expect(ctx.keyAgents.map((a) => a.token)).toEqual(['alpha', 'beta', 'gamma', 'delta']);
    // The first group of each key, and a list only for a key two groups name.
    expect(Array.from(ctx.keyGroup)).toEqual([1, 1, 2, 3]);
    expect(ctx.keyShared).toEqual([undefined, [1, 2], undefined, undefined]);
  });

  it('answers groupsOf for `*`, shared keys, keys of one group and unknown keys', () => {
    expect(ctx.groupsOf('*')).toEqual([0, 3]);
    expect(ctx.groupsOf('beta')).toEqual([1, 2]);
    expect(ctx.groupsOf('gamma')).toEqual([2]);
    expect(ctx.groupsOf('delta')).toEqual([3]);
    expect(ctx.groupsOf('omega')).toBeUndefined();
    expect(ctx.groupsOf('alpha')).toEqual([1]);
    // Keys a group names alone share one list (callers key caches by it), asked
    // again or by another of the group's keys.
    const pair = createLintContext(parseRobots('User-agent: A\nUser-agent: C\nDisallow: /'));
    expect(pair.groupsOf('a')).toBe(pair.groupsOf('a'));
    expect(pair.groupsOf('c')).toBe(pair.groupsOf('a'));
  });

  it('lists each group’s keys: `*` first, then each token once, in line order', () => {
    expect([0, 1, 2, 3].map((g) => ctx.keysOf(g))).toEqual([
      ['*'],
      ['alpha', 'beta'],
      ['beta', 'gamma'],
      ['*', 'delta'],
    ]);
    expect(ctx.keysOf(4)).toEqual([]);
  });

  it('marks groups that share no key, and those that name a crawler', () => {
    // Group 1 shares `beta` with group 2; groups 0 and 3 are `*` groups.
    expect(Array.from(ctx.alone)).toEqual([0, 0, 0, 0]);
    expect(Array.from(ctx.named)).toEqual([0, 1, 1, 1]);
    const single = createLintContext(
      parseRobots('User-agent: A\nDisallow: /\n\nUser-agent: B\nAllow: /'),
    );
    expect(Array.from(single.alone)).toEqual([1, 1]);
    expect(single.keyShared).toEqual([undefined, undefined]);
    expect(single.groupsOf('a')).toEqual([0]);
    // A lone `*` group is alone too; a second `*` group makes both shared.
    expect(Array.from(createLintContext(parseRobots('User-agent: *\nDisallow: /')).alone)).toEqual([
      1,
    ]);
  });
});
