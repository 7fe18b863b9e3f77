// A store filled as the real worker would fill it, for panel tests: the pure
// worker session answers synchronously, so panels see real analyses, findings,
// decisions, the Verdict's answer and narrations without a Worker.

import {
  createPlaygroundStore,
  type PlaygroundInit,
  type PlaygroundState,
  type PlaygroundStore,
} from '../../src/state/index.ts';
import { createSession } from '../../src/worker/session.ts';

/** A store for `init`, analysed and queried in both modes, with `refresh()` after edits. */
export interface AnalysedStore {
  store: PlaygroundStore;
  /** Re-analyses and re-queries the store's current state (call after setText etc.). */
  refresh(): void;
}

/** Creates a store from `init` and runs the worker session on it once. */
export function analysedStore(init: PlaygroundInit = {}): AnalysedStore {
  const store = createPlaygroundStore(init);
  const session = createSession();
  let id = 0;
  const refresh = (): void => {
    const s = store.getState();
    const analysis = session.handle({
      type: 'analyze',
      id: ++id,
      revision: s.revision,
      text: s.text,
      mode: s.mode,
    });
    if (analysis.type === 'analysis') store.getState().applyAnalysis(analysis);
    else throw new Error(`analysis failed: ${analysis.type === 'error' ? analysis.message : ''}`);
    const lint = session.handle({ type: 'lint', id: ++id, revision: s.revision });
    if (lint.type === 'lint') store.getState().applyLint(lint);
    else throw new Error(`lint failed: ${lint.type === 'error' ? lint.message : ''}`);
    const decisions = session.handle({
      type: 'query',
      id: ++id,
      revision: s.revision,
      agents: [...s.agents],
      urls: [...s.urls],
      modes: [s.mode, s.mode === 'google' ? 'rfc' : 'google'],
    });
    if (decisions.type === 'decisions') store.getState().applyDecisions(decisions);
    else throw new Error(`query failed: ${decisions.type === 'error' ? decisions.message : ''}`);
    asked = '';
    explained = '';
    checked = null;
    ask();
  };
  // The page checks the expectations whenever they or the text change; so does this store.
  let checked: { revision: number; list: PlaygroundState['expectations'] } | null = null;
  const check = (): void => {
    const s = store.getState();
    if (s.analysisRevision !== s.revision || s.expectations.length === 0) return;
    if (checked && checked.revision === s.revision && checked.list === s.expectations) return;
    checked = { revision: s.revision, list: s.expectations };
    const reply = session.handle({
      type: 'expect',
      id: ++id,
      revision: s.revision,
      expectations: [...s.expectations],
      mode: s.mode,
    });
    if (reply.type === 'expect') store.getState().applyExpect(reply);
  };
  // The page asks for the Verdict's answer and the narration of its agent and URL
  // (the Explain panel's) whenever either changes; so does this store, synchronously.
  let asked = '';
  let explained = '';
  const ask = (): void => {
    check();
    const s = store.getState();
    if (s.selectedAgent === null || s.selectedUrl === null) return;
    const key = [s.revision, s.selectedAgent, s.selectedUrl, s.mode].join('\u0000');
    if (s.analysisRevision !== s.revision) return;
    if (key !== asked) {
      asked = key;
      const verdict = session.handle({
        type: 'verdict',
        id: ++id,
        revision: s.revision,
        agent: s.selectedAgent,
        url: s.selectedUrl,
        modes: [s.mode],
      });
      if (verdict.type === 'verdict') store.getState().applyVerdict(verdict);
    }
    if (key === explained) return;
    explained = key;
    const reply = session.handle({
      type: 'explain',
      id: ++id,
      revision: s.revision,
      agent: s.selectedAgent,
      url: s.selectedUrl,
      mode: s.mode,
    });
    if (reply.type === 'explanation') store.getState().applyExplanation(reply);
  };
  refresh();
  store.subscribe(ask);
  return { store, refresh };
}
