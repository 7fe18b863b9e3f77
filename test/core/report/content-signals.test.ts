import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../src/core/index.ts';
import { contentSignals, readContentSignal } from '../../../src/core/report/index.ts';
import { file } from './helpers.ts';

describe('readContentSignal', () => {
  it('reads key=value pairs, lower-cased, first value winning', () => {
    expect(readContentSignal(3, 'Search=Yes, ai-train = no ,search=no, use=reference')).toEqual({
      line: 3,
      raw: 'Search=Yes, ai-train = no ,search=no, use=reference',
      values: { search: 'yes', 'ai-train': 'no', use: 'reference' },
      other: [],
      invalid: [],
    });
  });

  it('keeps unknown keys and pieces that are not pairs apart', () => {
    const r = readContentSignal(1, 'ai-input=yes, train-ai=n, nonsense, =yes,,');
    expect(r.values).toEqual({ 'ai-input': 'yes' });
    expect(r.other).toEqual([{ key: 'train-ai', value: 'n' }]);
    expect(r.invalid).toEqual(['nonsense', '=yes']);
  });
});

describe('contentSignals', () => {
  const text = file(
    'Content-Signal: search=yes',
    'User-agent: *',
    'Content-Signal: search=yes, ai-input=yes, ai-train=no',
    'Allow: /',
    '',
    'User-agent: GPTBot',
    'User-agent: CCBot',
    'content-signal: ai-train=no',
    'Content-Signal: ai-train=yes, use=immediate',
    'Disallow: /',
    '',
    'User-agent: Googlebot',
    'Disallow: /x',
  );

  for (const mode of ['google', 'rfc'] as const) {
    it(`groups records by the group they sit in (${mode})`, () => {
      const groups = contentSignals(parseRobots(text, { mode }));
      expect(
        groups.map((g) => [g.group, g.agents, g.records.map((r) => r.line), g.values]),
      ).toEqual([
        [null, [], [1], { search: 'yes' }],
        [0, ['*'], [3], { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' }],
        [1, ['GPTBot', 'CCBot'], [8, 9], { 'ai-train': 'no', use: 'immediate' }],
      ]);
    });
  }

  it('is empty for a file without Content-Signal', () => {
    expect(contentSignals(parseRobots(file('User-agent: *', 'Disallow: /')))).toEqual([]);
  });
});
