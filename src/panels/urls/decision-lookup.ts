// The worker's decisions read by agent, URL and mode through maps built once per
// reply, so each URL card's check is O(1) however long the lists are (the store's
// selectDecision scans both lists on every call). Pure.

import type { Decision, Mode } from '../../core/types.ts';
import type { PlaygroundState, PracticeSummary, QueryCell } from '../../state/index.ts';

type Decisions = NonNullable<PlaygroundState['decisions']>;

/** What one agent × URL × mode check shows: the worker's cell and the agent's practice. */
export interface Check {
  /** The protocol's decision, or `null` when evaluate threw. */
  decision: Decision | null;
  /** The path a crawler requests when it differs from the typed one (QueryCell.sent). */
  sent?: string;
  /** How the registry crawler reads the file in practice, when that differs. */
  practice?: { summary: PracticeSummary; decision: Decision | null };
}

/** Answers `agent` × `url` × `mode` from one decisions reply (`null`: not answered). */
export type DecisionLookup = (agent: string, url: string, mode: Mode) => Check | null;

function positions<T>(list: readonly T[]): Map<T, number> {
  const out = new Map<T, number>();
  list.forEach((x, i) => {
    if (!out.has(x)) out.set(x, i);
  });
  return out;
}

function checkOf(cell: QueryCell, summary: PracticeSummary | undefined): Check {
  const check: Check = { decision: cell.decision };
  if (cell.sent !== undefined) check.sent = cell.sent;
  if (summary !== undefined && cell.practice !== undefined) {
    check.practice = { summary, decision: cell.practice };
  }
  return check;
}

/** A lookup over `decisions`; every answer is `null` before the first reply. O(agents + URLs) to build. */
export function decisionLookup(decisions: Decisions | null): DecisionLookup {
  if (decisions === null) return () => null;
  const agents = positions(decisions.agents);
  const urls = positions(decisions.urls);
  const modes = positions(decisions.modes);
  const practice = new Map<string, PracticeSummary>();
  for (const s of decisions.selections) {
    if (s.practice) practice.set(`${s.mode} ${s.agent}`, s.practice);
  }
  return (agent, url, mode) => {
    const a = agents.get(agent);
    const u = urls.get(url);
    const m = modes.get(mode);
    if (a === undefined || u === undefined || m === undefined) return null;
    const cell = decisions.cells[(a * decisions.urls.length + u) * decisions.modes.length + m];
    return cell ? checkOf(cell, practice.get(`${mode} ${agent}`)) : null;
  };
}
