import { describe, expect, it } from 'vitest';
import {
  selectAgentGroups,
  selectDecision,
  selectFileTokens,
  selectGroupAtLine,
  selectGroupReaders,
  selectGroupsForAgent,
  selectIsAnalysisCurrent,
  selectIsAnswerCurrent,
  selectIsDecisionsCurrent,
  selectLineKind,
  selectMatrix,
  selectPersistError,
  selectPractice,
  selectSelectedVerdict,
  selectStatusLine,
  selectVerdict,
  selectWorkerBanner,
} from '../../src/state/selectors';
import { createPlaygroundStore } from '../../src/state/store';
import type { PlaygroundInit } from '../../src/state/types.ts';
import { FILE, replies } from './fixtures';

function loaded(init: PlaygroundInit = {}) {
  const store = createPlaygroundStore({
    text: FILE,
    agents: ['Googlebot', 'Bingbot', 'DuckDuckBot'],
    urls: ['/private/x', '/private/ok', '/tmp/1', '/b'],
    ...init,
  });
  const { analysis, decisions } = replies(1);
  store.getState().applyAnalysis(analysis);
  store.getState().applyDecisions(decisions);
  return store;
}

describe('verdicts', () => {
  it.each([
    ['Googlebot', '/private/x', false, 2, 'rule'],
    ['Googlebot', '/private/ok', true, 3, 'rule'],
    ['Googlebot', '/tmp/1', false, 11, 'rule'],
    ['Bingbot', '/b', false, 9, 'rule'],
    ['Bingbot', '/private/x', true, null, 'no-matching-rule'],
    ['DuckDuckBot', '/private/x', false, 6, 'rule'],
  ] as const)('%s %s → allowed %s, line %s', (agent, url, allowed, line, reason) => {
    const state = loaded().getState();
    expect(selectVerdict(agent, url)(state)).toEqual({
      allowed,
      line,
      reason,
      mode: 'google',
      current: true,
    });
  });

  it('is null for a question the worker has not answered', () => {
    const state = loaded().getState();
    expect(selectVerdict('GPTBot', '/')(state)).toBeNull();
    expect(selectVerdict('Googlebot', '/never')(state)).toBeNull();
    expect(selectDecision('Googlebot', '/b')(createPlaygroundStore().getState())).toBeNull();
  });

  it('answers from the Verdict’s own reply while it is newer than the agents × URLs', () => {
    const store = loaded();
    // The text changes: the Verdict's own question is answered first.
    const edited = FILE.replace('Disallow: /private', 'Allow: /private');
    store.getState().setText(edited);
    const revision = store.getState().revision;
    expect(selectVerdict('Googlebot', '/private/x')(store.getState())).toMatchObject({
      allowed: false,
      current: false,
    });
    const { analysis, verdict, decisions } = replies(revision, {
      text: edited,
      verdict: { agent: 'Googlebot', url: '/private/x' },
    });
    store.getState().applyAnalysis(analysis);
    store.getState().applyVerdict(verdict);
    expect(selectVerdict('Googlebot', '/private/x')(store.getState())).toMatchObject({
      allowed: true,
      current: true,
    });
    expect(selectIsAnswerCurrent('Googlebot', '/private/x')(store.getState())).toBe(true);
    // Other cells still wait for the query, and say so.
    expect(selectIsAnswerCurrent('Bingbot', '/b')(store.getState())).toBe(false);
    store.getState().applyDecisions(decisions);
    expect(selectIsAnswerCurrent('Bingbot', '/b')(store.getState())).toBe(true);
    expect(selectDecision('Googlebot', '/private/x')(store.getState())?.allowed).toBe(true);
  });

  it('gives a registry crawler’s answer in practice beside the protocol’s, from the same reply', () => {
    const text = 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
    const store = createPlaygroundStore({
      text,
      agents: ['Googlebot-Image', 'GPTBot'],
      urls: ['/a'],
    });
    const { analysis, decisions } = replies(1, {
      text,
      agents: ['Googlebot-Image', 'GPTBot'],
      urls: ['/a'],
    });
    store.getState().applyAnalysis(analysis);
    expect(selectPractice('Googlebot-Image', '/a')(store.getState())).toBeNull();
    store.getState().applyDecisions(decisions);
    const state = store.getState();
    expect(selectDecision('Googlebot-Image', '/a')(state)?.allowed).toBe(true);
    expect(selectPractice('Googlebot-Image', '/a')(state)).toMatchObject({
      summary: { crawler: 'Googlebot-Image', via: 'fallback', token: 'Googlebot', groups: [0] },
      decision: { allowed: false, mode: 'google' },
    });
    expect(selectPractice('Googlebot-Image', '/a', 'rfc')(state)?.decision?.mode).toBe('rfc');
    expect(selectPractice('GPTBot', '/a')(state)).toBeNull();
  });

  it('reads the page mode unless told', () => {
    const store = loaded();
    expect(selectDecision('Googlebot', '/b')(store.getState())?.mode).toBe('google');
    store.getState().setMode('rfc');
    expect(selectDecision('Googlebot', '/b')(store.getState())?.mode).toBe('rfc');
    expect(selectDecision('Googlebot', '/b', 'google')(store.getState())?.mode).toBe('google');
  });

  it('gives the selected agent × URL verdict', () => {
    const store = loaded({ selectedAgent: 'Bingbot', selectedUrl: '/b' });
    expect(selectSelectedVerdict(store.getState())?.line).toBe(9);
    // The question is the Verdict's own: emptying the list keeps it and its answer.
    store.getState().setAgents([]);
    expect(selectSelectedVerdict(store.getState())?.line).toBe(9);
  });

  it('marks verdicts of an older revision as not current after an edit', () => {
    const store = loaded();
    store.getState().setText(`${FILE}\n# edit`);
    expect(selectIsDecisionsCurrent(store.getState())).toBe(false);
    expect(selectIsAnalysisCurrent(store.getState())).toBe(false);
    expect(selectVerdict('Bingbot', '/b')(store.getState())?.current).toBe(false);
  });
});

describe('groups and agents', () => {
  it('lists the groups an agent selects, merged groups included', () => {
    const state = loaded().getState();
    expect(selectGroupsForAgent('Googlebot')(state).map((g) => [g.startLine, g.endLine])).toEqual([
      [1, 3],
      [10, 11],
    ]);
    expect(selectAgentGroups('Googlebot')(state)).toMatchObject({
      reason: 'merged',
      groups: [0, 3],
    });
    expect(selectAgentGroups('DuckDuckBot')(state)).toMatchObject({ reason: 'star', groups: [1] });
    expect(selectAgentGroups('DuckDuckBot')(state)?.reading?.token).toBe('DuckDuckBot');
  });

  it('falls back to the file tokens for an agent not in the query', () => {
    const state = loaded({ agents: [] }).getState();
    expect(selectAgentGroups('BINGBOT')(state)).toEqual({
      reason: 'exact',
      groups: [2],
      reading: null,
    });
    expect(selectAgentGroups('GPTBot')(state)).toBeNull();
    expect(selectGroupsForAgent('GPTBot')(state)).toEqual([]);
  });

  it('lists the tokens the file names', () => {
    expect(selectFileTokens(loaded().getState())).toEqual(['googlebot', 'bingbot']);
  });

  it('finds the group holding a line, and none between groups', () => {
    const state = loaded().getState();
    expect(selectGroupAtLine(6)(state)?.index).toBe(1);
    expect(selectGroupAtLine(11)(state)?.index).toBe(3);
    expect(selectGroupAtLine(7)(state)).toBeNull();
    expect(selectLineKind(1)(state)).toBe('user-agent');
    expect(selectLineKind(7)(state)).toBe('blank');
    expect(selectLineKind(99)(state)).toBeNull();
  });

  it('says who reads the * group and which named agents it does not reach', () => {
    const state = loaded().getState();
    expect(selectGroupReaders(1)(state)).toEqual({
      readers: ['DuckDuckBot'],
      shadowed: ['Googlebot', 'Bingbot'],
    });
    expect(selectGroupReaders(3)(state)).toEqual({ readers: ['Googlebot'], shadowed: [] });
  });
});

describe('matrix and status', () => {
  it('builds agents × URLs rows in list order', () => {
    const m = selectMatrix(loaded().getState());
    expect(m.agents).toEqual(['Googlebot', 'Bingbot', 'DuckDuckBot']);
    expect(
      m.rows.map((row) => row.map((v) => (v ? `${v.allowed ? 'A' : 'D'}${v.line ?? ''}` : '?'))),
    ).toEqual([
      ['D2', 'A3', 'D11', 'A'],
      ['A', 'A', 'A', 'D9'],
      ['D6', 'D6', 'D6', 'D6'],
    ]);
  });

  it('reports lines, bytes, time and the parse limit', () => {
    const store = createPlaygroundStore({ text: FILE });
    expect(selectStatusLine(store.getState())).toMatchObject({ lines: null, pending: true });
    const text = `${FILE}\n${'# filler\n'.repeat(10)}`;
    store.getState().setText(text);
    const { analysis } = replies(2, { text });
    store.getState().applyAnalysis(analysis);
    expect(selectStatusLine(store.getState())).toEqual({
      lines: 22, // the text ends with a line break: an empty last line
      bytes: new TextEncoder().encode(text).length,
      limitBytes: analysis.summary.limitBytes,
      lastAnalysisMs: analysis.summary.timing.totalMs,
      beyondLimit: null,
      pending: false,
    });
  });

  it('shows the worker banner until dismissed, and the save error', () => {
    const store = createPlaygroundStore();
    expect(selectWorkerBanner(store.getState())).toBeNull();
    store.getState().setWorkerStatus({ state: 'restarting', message: 'The worker stopped.' });
    expect(selectWorkerBanner(store.getState())).toBe('The worker stopped.');
    store.getState().dismissWorkerBanner();
    expect(selectWorkerBanner(store.getState())).toBeNull();
    store.getState().setPersistStatus({ state: 'failed', message: 'full' });
    expect(selectPersistError(store.getState())).toBe('full');
  });
});
