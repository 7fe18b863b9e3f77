// The agent list's selections read through maps built once per worker reply: the
// store's selectAgentGroups scans every selection (and every file token) on each
// call, which the list would do once per row and the cursor's group once per name
// on every store change. Same answers, O(1) each. Pure.

import type { Mode } from '../../core/types.ts';
import { agentGroupsOf } from '../../state/index.ts';
import type {
  AgentGroups,
  AnalysisSummary,
  GroupReaders,
  PlaygroundState,
} from '../../state/index.ts';

type Decisions = PlaygroundState['decisions'];

/** How `agent` reads the file in the lookup's mode (as selectAgentGroups answers), or `null`. */
export type AgentLookup = (agent: string) => AgentGroups | null;

/**
 * A lookup of `mode`'s selections: the worker's answer for the agent list first,
 * else the file's own token list (exact, lower-cased) when the analysis is of `mode`.
 */
export function agentLookup(
  decisions: Decisions,
  analysis: AnalysisSummary | null,
  mode: Mode,
): AgentLookup {
  const answered = new Map<string, AgentGroups>();
  for (const x of decisions?.selections ?? []) {
    if (x.mode === mode && !answered.has(x.agent)) {
      answered.set(x.agent, agentGroupsOf(x));
    }
  }
  const tokens = new Map<string, AgentGroups>();
  if (analysis?.mode === mode) {
    for (const t of analysis.tokens) {
      if (!tokens.has(t.token)) {
        tokens.set(t.token, { reason: t.reason, groups: t.groups, reading: null });
      }
    }
  }
  return (agent) => answered.get(agent) ?? tokens.get(agent.trim().toLowerCase()) ?? null;
}

/**
 * Who reads group `index` (as selectGroupReaders answers): the listed agents, then
 * file tokens not in the list, that select it; for a `*` group, the named agents
 * it misses because they have their own group. O(names).
 */
export function groupReaders(
  lookup: AgentLookup,
  index: number,
  agents: readonly string[],
  analysis: AnalysisSummary | null,
): GroupReaders {
  const readers: string[] = [];
  const shadowed: string[] = [];
  const isStar = analysis?.groups[index]?.star ?? false;
  const seen = new Set<string>();
  for (const name of [...agents, ...(analysis?.tokens ?? []).map((t) => t.token)]) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const selection = lookup(name);
    if (!selection) continue;
    if (selection.groups.includes(index)) readers.push(name);
    else if (isStar && (selection.reason === 'exact' || selection.reason === 'merged')) {
      shadowed.push(name);
    }
  }
  return { readers, shadowed };
}
