// A store filled as the real worker would fill it, with the crawler report too:
// analysedStore (analysis + decisions) plus the `report` request, answered
// synchronously by the same pure worker session, for the Crawlers and Policy
// panel tests.

import {
  createPlaygroundStore,
  type PlaygroundInit,
  type PlaygroundStore,
} from '../../src/state/index.ts';
import { createSession } from '../../src/worker/session.ts';

/** A store for `init` with analysis, decisions and report applied; `refresh()` after edits. */
export interface ReportedStore {
  store: PlaygroundStore;
  /** Re-analyses, re-queries and re-reports the store's current state (call after setText etc.). */
  refresh(): void;
}

/** Creates a store from `init` and runs analyze, query and report on it once. */
export function reportedStore(init: PlaygroundInit = {}): ReportedStore {
  // Its own session (analysedStore's is private): a report is made against the
  // text the same session analysed.
  const session = createSession();
  let id = 0;
  const store = createPlaygroundStore(init);
  const refresh = (): void => {
    const s = store.getState();
    const analysis = session.handle({
      type: 'analyze',
      id: ++id,
      revision: s.revision,
      text: s.text,
      mode: s.mode,
    });
    if (analysis.type !== 'analysis') throw new Error(failure('analysis', analysis));
    s.applyAnalysis(analysis);
    const decisions = session.handle({
      type: 'query',
      id: ++id,
      revision: s.revision,
      agents: [...s.agents],
      urls: [...s.urls],
      modes: [s.mode, s.mode === 'google' ? 'rfc' : 'google'],
    });
    if (decisions.type !== 'decisions') throw new Error(failure('query', decisions));
    s.applyDecisions(decisions);
    const report = session.handle({
      type: 'report',
      id: ++id,
      revision: s.revision,
      urls: [...s.urls],
      mode: s.mode,
    });
    if (report.type !== 'report') throw new Error(failure('report', report));
    s.applyReport(report);
  };
  refresh();
  return { store, refresh };
}

function failure(what: string, reply: { type: string; message?: string }): string {
  return `${what} failed: ${reply.message ?? reply.type}`;
}
