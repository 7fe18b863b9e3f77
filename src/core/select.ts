// Group selection: which groups of a file apply to an agent token.
//
// RFC 9309 §2.2.1: a crawler obeys the groups whose user-agent names its
// product token (case-insensitively), combined; only when none does, the `*`
// groups; with neither, no rule applies.
// google-specific (robots.cc, RobotsMatcher::disallow): once any user-agent
// line names the agent, `*` is never consulted, even if that group is empty.

import type { AgentRules, CompiledRobots } from './compile.ts';
import type { SelectionReason } from './types.ts';

/** The selected groups, why, and their merged rules (best first). */
export interface Selection extends AgentRules {
  reason: SelectionReason;
}

const NONE: AgentRules = { groups: [], rules: [] };

/**
 * The groups that apply to `token` (a product token, any case; `''` names no
 * group): `exact` / `merged` when groups name it, else `star`, else `none`.
 */
export function selectGroups(compiled: CompiledRobots, token: string): Selection {
  const own = token === '' ? undefined : compiled.agents.get(token.toLowerCase());
  if (own) return { reason: own.groups.length === 1 ? 'exact' : 'merged', ...own };
  if (compiled.star.groups.length > 0) return { reason: 'star', ...compiled.star };
  return { reason: 'none', ...NONE };
}

/** The merged rules for `token`, without building a Selection (fast path). */
export function selectRules(compiled: CompiledRobots, token: string): AgentRules | null {
  const own = token === '' ? undefined : compiled.agents.get(token.toLowerCase());
  if (own) return own;
  return compiled.star.groups.length > 0 ? compiled.star : null;
}
