// What the engine had trouble with, and how much of a long list it answered:
// read by what the page loads once there is trouble (the Verdict's note, the
// status line's engine words) and by the panels. Apart from ./selectors.ts, and
// imported from this module rather than from ./index.ts, so the first visit's
// JavaScript leaves them out.

import type { Truncation } from '../worker/protocol.ts';
import type { PlaygroundState, StoppedRequest } from './types.ts';

type Selector<T> = (state: PlaygroundState) => T;

/**
 * What the engine is doing about a failure, for the Verdict and the status line:
 * `restarting` (a fresh worker is on it), `stopped` (it gave up on the Verdict's
 * text or question, or on everything, until Retry or the next edit), or `null`.
 */
export const selectEngineTrouble: Selector<'restarting' | 'stopped' | null> = (s) => {
  if (s.worker.state === 'failed') return 'stopped';
  // What the Verdict waits for: the text read, then its one question.
  if (s.worker.stopped.some((x) => x.request === 'analyze' || x.request === 'verdict')) {
    return 'stopped';
  }
  return s.worker.state === 'restarting' ? 'restarting' : null;
};

/** The questions the engine gave up on (see StoppedRequest). */
export const selectStoppedRequests: Selector<readonly StoppedRequest[]> = (s) => s.worker.stopped;

/**
 * How much of the current query was answered when the engine cut it to stay
 * responsive (agent × URL pairs), or `null` when it answered all of it.
 */
export const selectDecisionsCut: Selector<Truncation | null> = (s) =>
  s.decisions !== null && s.decisions.revision === s.revision
    ? (s.decisions.truncated ?? null)
    : null;

/** How much of the current crawler report was answered (URLs, `/` included), or `null` when all. */
export const selectReportCut: Selector<Truncation | null> = (s) =>
  s.report !== null && s.report.revision === s.revision ? (s.report.truncated ?? null) : null;
