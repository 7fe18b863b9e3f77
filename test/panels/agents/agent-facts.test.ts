import { describe, expect, it } from 'vitest';
import { findCrawler } from '../../../src/core/registry/index.ts';
import {
  groupLinesText,
  joinWords,
  registryFacts,
  selectionReasonText,
  tokenNote,
  writtenToken,
} from '../../../src/panels/agents/agent-facts.ts';
import type { GroupSummary } from '../../../src/state/index.ts';

const group = (
  index: number,
  startLine: number,
  endLine: number,
  names: string[],
): GroupSummary => ({
  index,
  startLine,
  endLine,
  agents: names.map((n, i) => ({
    line: startLine + i,
    value: n,
    token: n === '*' ? '' : n.toLowerCase(),
    star: n === '*',
    validToken: true,
  })),
  star: names.includes('*'),
  ruleCount: 0,
  records: [],
});

const GROUPS = [
  group(0, 3, 5, ['Googlebot']),
  group(1, 20, 22, ['googlebot']),
  group(2, 30, 34, ['*']),
];

describe('selectionReasonText', () => {
  it.each([
    ['exact', [0], 'named exactly on line 3'],
    ['merged', [0, 1], 'named in two groups, lines 3 and 20, which merge'],
    ['star', [2], 'no group names it, so it reads the `*` group on lines 30–34'],
    ['none', [], 'no group and no `*` group: everything is allowed'],
  ] as const)('%s', (reason, groups, text) => {
    expect(selectionReasonText(reason, GROUPS, groups, 'Googlebot')).toBe(text);
  });
});

describe('words', () => {
  it('joins and names line ranges', () => {
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(groupLinesText(GROUPS, [0, 1])).toBe('lines 3–5 and 20–22');
    expect(groupLinesText(GROUPS, [])).toBe('no group');
  });

  it('counts the ranges past the fifth instead of naming thousands', () => {
    const many = Array.from({ length: 8000 }, (_, i) => group(i, 3 * i + 1, 3 * i + 3, ['*']));
    const all = many.map((g) => g.index);
    expect(groupLinesText(many, all)).toBe('lines 1–3, 4–6, 7–9, 10–12, 13–15 and 7,995 more');
    expect(groupLinesText(many, all.slice(0, 5))).toBe('lines 1–3, 4–6, 7–9, 10–12 and 13–15');
    expect(selectionReasonText('star', many, all, 'Googlebot')).toBe(
      'no group names it, so it reads the `*` groups on lines 1–3, 4–6, 7–9, 10–12, 13–15 and 7,995 more, which merge',
    );
    const named = Array.from({ length: 12 }, (_, i) => group(i, 10 * i + 1, 10 * i + 2, ['Bot']));
    expect(
      selectionReasonText(
        'merged',
        named,
        named.map((g) => g.index),
        'bot',
      ),
    ).toBe('named in 12 groups, lines 1, 11, 21, 31, 41 and 7 more, which merge');
  });
});

describe('token reading', () => {
  it('finds what was written and what it was cut to', () => {
    const reading = {
      input: 'Mozilla/5.0 (compatible; MJ12bot/v1.4; x)',
      token: 'MJ',
      valid: true,
    };
    expect(writtenToken(reading)).toBe('MJ12bot');
    expect(tokenNote(reading)).toEqual({ fullString: true, token: 'MJ', cutFrom: 'MJ12bot' });
    expect(tokenNote({ input: 'Googlebot', token: 'Googlebot', valid: true })).toBeNull();
    expect(tokenNote({ input: 'Googlebot/2.1', token: 'Googlebot', valid: true })).toEqual({
      fullString: true,
      token: 'Googlebot',
      cutFrom: null,
    });
  });
});

describe('registryFacts', () => {
  it('uses a documented fallback group only when the agent has none of its own', () => {
    const applebot = findCrawler('Applebot');
    if (!applebot) throw new Error('registry lacks Applebot');
    const tokens = [{ token: 'googlebot', reason: 'merged' as const, groups: [0, 1] }];
    const star = registryFacts(
      applebot,
      { reason: 'star', groups: [2] },
      { groups: GROUPS, tokens },
    );
    expect(star[0]?.kind).toBe('fallback');
    expect(star[0]?.groups).toEqual([0, 1]);
    const own = registryFacts(
      applebot,
      { reason: 'exact', groups: [0] },
      { groups: GROUPS, tokens },
    );
    expect(own.some((f) => f.kind === 'fallback')).toBe(false);
    const none = registryFacts(
      applebot,
      { reason: 'star', groups: [2] },
      { groups: GROUPS, tokens: [] },
    );
    expect(none[0]?.text).toContain('this file has none');
  });
});
