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
import type { GroupSummary, PracticeSummary } from '../../../src/state/index.ts';

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
  const applebot = findCrawler('Applebot');
  if (!applebot) throw new Error('registry lacks Applebot');
  const viaGooglebot: PracticeSummary = {
    crawler: 'Applebot',
    operator: 'Apple',
    via: 'fallback',
    token: 'Googlebot',
    groups: [0, 1],
    source: null,
  };

  it('names the fallback group the worker found, when the agent has none of its own', () => {
    const star = registryFacts(
      applebot,
      { reason: 'star', groups: [2], practice: viaGooglebot },
      { groups: GROUPS },
    );
    expect(star[0]).toEqual({
      kind: 'fallback',
      text: 'Apple documents that Applebot uses the Googlebot group when no group names Applebot, so Applebot obeys lines 3–5 and 20–22 here, not the `*` group.',
      groups: [0, 1],
    });
  });

  it('takes the groups from the worker’s reading, not from a reading of its own', () => {
    const one = registryFacts(
      applebot,
      { reason: 'star', groups: [2], practice: { ...viaGooglebot, groups: [1] } },
      { groups: GROUPS },
    );
    expect(one[0]?.groups).toEqual([1]);
    expect(one[0]?.text).toContain('obeys lines 20–22 here');
  });

  it('says the file has no fallback group when the worker found no other reading', () => {
    const none = registryFacts(applebot, { reason: 'star', groups: [2] }, { groups: GROUPS });
    expect(none[0]?.kind).toBe('fallback');
    expect(none[0]?.groups).toEqual([]);
    expect(none[0]?.text).toContain('this file has none');
  });

  it('has no fallback fact for an agent with a group of its own', () => {
    const own = registryFacts(applebot, { reason: 'exact', groups: [0] }, { groups: GROUPS });
    expect(own.some((f) => f.kind === 'fallback')).toBe(false);
  });
});
