// The worker's decisions read by agent, URL and mode through maps built once per
// reply, so each URL card's check is O(1) however long the lists are (the store's
// selectDecision scans both lists on every call). Pure.

import type { Decision, Mode } from '../../core/types.ts';
import type { PlaygroundState } from '../../state/index.ts';

type Decisions = NonNullable<PlaygroundState['decisions']>;

/** Answers `agent` × `url` × `mode` from one decisions reply. */
export type DecisionLookup = (agent: string, url: string, mode: Mode) => Decision | null;

function positions<T>(list: readonly T[]): Map<T, number> {
  const out = new Map<T, number>();
  list.forEach((x, i) => {
    if (!out.has(x)) out.set(x, i);
  });
  return out;
}

/** A lookup over `decisions`; every answer is `null` before the first reply. O(agents + URLs) to build. */
export function decisionLookup(decisions: Decisions | null): DecisionLookup {
  if (decisions === null) return () => null;
  const agents = positions(decisions.agents);
  const urls = positions(decisions.urls);
  const modes = positions(decisions.modes);
  return (agent, url, mode) => {
    const a = agents.get(agent);
    const u = urls.get(url);
    const m = modes.get(mode);
    if (a === undefined || u === undefined || m === undefined) return null;
    return (
      decisions.cells[(a * decisions.urls.length + u) * decisions.modes.length + m]?.decision ??
      null
    );
  };
}
