// Group selection: which groups of a file apply to an agent token.
//
// RFC 9309 §2.2.1: a crawler obeys the groups whose user-agent names its
// product token (case-insensitively), combined; only when none does, the `*`
// groups; with neither, no rule applies.
// google-specific (robots.cc, RobotsMatcher::disallow): once any user-agent
// line names the agent, `*` is never consulted, even if that group is empty.

import { asciiLowerCase } from './agent';
import {
  agentRules,
  ruleOrder,
  type AgentRules,
  type CompiledRobots,
  type RuleOrder,
} from './compile';
import type { SelectionReason } from './types.ts';

/** The selected groups, why, and their merged rules (best first). */
export interface Selection {
  reason: SelectionReason;
  /** Indices into `ParsedRobots.groups`, in file order. */
  groups: number[];
  /** The merged rules, or `null` for `none`. */
  rules: AgentRules | null;
}

// The groups whose name equals `token`, ASCII case-insensitively. No group is
// named `*` (names are `[a-z_-]` runs), so `*` goes straight to the `*` groups;
// google-specific: `''` selects the groups whose name is empty (robots.cc
// compares the empty strings equal); rfc mode has no such groups.
function ownRules(compiled: CompiledRobots, token: string): AgentRules | null {
  return token === '*' ? null : agentRules(compiled, asciiLowerCase(token));
}

/**
 * The groups that apply to `token` (compared whole, ASCII case-insensitively;
 * `'*'` names no group): `exact` / `merged` when groups name it, else `star`,
 * else `none`. Never throws.
 */
export function selectGroups(compiled: CompiledRobots, token: string): Selection {
  const own = ownRules(compiled, token);
  if (own)
    return { reason: own.groups.length === 1 ? 'exact' : 'merged', groups: own.groups, rules: own };
  const star = agentRules(compiled, '*');
  if (star) return { reason: 'star', groups: star.groups, rules: star };
  return { reason: 'none', groups: [], rules: null };
}

/** The merged rules that apply to `token`, or `null` (the fast path of selectGroups). */
export function selectRules(compiled: CompiledRobots, token: string): AgentRules | null {
  return ownRules(compiled, token) ?? agentRules(compiled, '*');
}

/** The selected groups as rule ids (see RuleOrder): what evaluate walks. */
export interface OrderSelection {
  reason: SelectionReason;
  /** The selected groups' rule ids best first, or `null` for `none`. */
  order: RuleOrder | null;
}

/**
 * selectGroups over the rule table: the same groups for the same reason, as a
 * RuleOrder instead of CompiledRule objects. Never throws.
 */
export function selectOrder(compiled: CompiledRobots, token: string): OrderSelection {
  const own = token === '*' ? null : ruleOrder(compiled, asciiLowerCase(token));
  if (own) return { reason: own.groups.length === 1 ? 'exact' : 'merged', order: own };
  const star = ruleOrder(compiled, '*');
  return star ? { reason: 'star', order: star } : { reason: 'none', order: null };
}

/** The rule ids that apply to `token`, or `null` (the fast path of selectOrder). */
export function selectOrderIds(compiled: CompiledRobots, token: string): RuleOrder | null {
  return (
    (token === '*' ? null : ruleOrder(compiled, asciiLowerCase(token))) ?? ruleOrder(compiled, '*')
  );
}

/** Which groups apply and why, without their rules. */
export interface GroupChoice {
  reason: SelectionReason;
  /** Indices into `ParsedRobots.groups`, in file order. */
  groups: number[];
}

/**
 * The groups selectGroups would pick for `token` and why, read from the name
 * index alone (no rules are merged or ordered): what a list of the file's
 * agents shows for each of them. Never throws.
 */
export function chooseGroups(compiled: CompiledRobots, token: string): GroupChoice {
  const own = token === '*' ? undefined : compiled.tokens.get(asciiLowerCase(token));
  if (own && own.length > 0)
    return { reason: own.length === 1 ? 'exact' : 'merged', groups: own.slice() };
  if (compiled.starGroups.length > 0)
    return { reason: 'star', groups: compiled.starGroups.slice() };
  return { reason: 'none', groups: [] };
}
