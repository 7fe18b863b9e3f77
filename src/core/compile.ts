// compileRobots: the index built once per parse so that evaluation is a map
// lookup plus a walk over pre-sorted, pre-split rules.
//
// Per agent token, the rules of every group naming it are merged (RFC 9309
// §2.2.1: groups for the same crawler are combined); the `*` groups are merged
// likewise. Each merged list is sorted best first — priority (pattern length)
// descending, Allow before Disallow on ties (RFC 9309 §2.2.2: the most specific
// match wins; google-specific: Allow wins ties) — so the first matching rule
// decides. compileRobots builds the token table at once; each token's merged
// index is built on its first query and cached, so a re-parse on every
// keystroke pays only for the agents actually asked about.
// google-specific: Allow rules ending in `/index.htm…` get an extra derived rule
// (robots.cc, HandleAllow); see ./pattern.ts.

import { parseRobots } from './parse';
import { compilePattern, indexHtmlPattern, type CompiledPattern } from './pattern';
import type { Mode, ParsedRobots } from './types.ts';

/** One rule ready to match. Plain data. */
export interface CompiledRule {
  line: number;
  kind: 'allow' | 'disallow';
  /** The pattern as compared (for the index.html rule: the derived `…/$`). */
  pattern: string;
  priority: number;
  group: number;
  matcher: CompiledPattern;
  /** google-specific: the rule was derived from an Allow `…/index.htm(l)` line. */
  via?: 'index-html';
}

/** The merged rules that apply to one agent token (or to `*`). */
export interface AgentRules {
  /** Indices into `ParsedRobots.groups`, in file order. */
  groups: number[];
  /** Every rule of those groups, best first; empty rules (priority 0) last. */
  rules: CompiledRule[];
  /**
   * Verdict-only lists: rules with priority > 0 that can match a path whose
   * second character (after the leading `/`) has this code, best first, one
   * rule per distinct pattern (a later rule with the same pattern can never
   * decide). `generic` serves every other path.
   */
  buckets: Map<number, CompiledRule[]>;
  generic: CompiledRule[];
}

/**
 * The compiled file: plain structured-clone data (Maps, arrays, objects), safe
 * to keep in a worker. The caches fill on first use; `alternate` (the file
 * compiled for the other mode) points back to this one.
 */
export interface CompiledRobots {
  mode: Mode;
  parsed: ParsedRobots;
  /** Lower-cased agent token → the groups naming it, in file order. */
  tokens: Map<string, number[]>;
  /** The `*` groups, in file order. */
  starGroups: number[];
  /** Cache: token (`'*'` for the `*` groups) → its merged rules. */
  merged: Map<string, AgentRules>;
  /** Cache: each group's compiled rules, or `null` until first needed. */
  groupRules: (CompiledRule[] | null)[];
  /** Cache: the same text parsed and compiled in the other mode. */
  alternate: CompiledRobots | null;
}

/** Best first: priority desc, Allow before Disallow, then file order. */
export function compareRules(a: CompiledRule, b: CompiledRule): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.kind !== b.kind) return a.kind === 'allow' ? -1 : 1;
  if (a.line !== b.line) return a.line - b.line;
  return (a.via ? 1 : 0) - (b.via ? 1 : 0);
}

/**
 * Builds the evaluation index of a parsed file, in the mode it was parsed in.
 * Never throws; does not modify `parsed`.
 */
export function compileRobots(parsed: ParsedRobots): CompiledRobots {
  const tokens = new Map<string, number[]>();
  const starGroups: number[] = [];
  for (const g of parsed.groups) {
    let isStar = false;
    for (const a of g.agents) {
      if (a.star) isStar = true;
      else if (a.token !== '') {
        const list = tokens.get(a.token);
        if (!list) tokens.set(a.token, [g.index]);
        else if (list[list.length - 1] !== g.index) list.push(g.index);
      }
    }
    if (isStar) starGroups.push(g.index);
  }
  return {
    mode: parsed.mode,
    parsed,
    tokens,
    starGroups,
    merged: new Map(),
    groupRules: new Array<CompiledRule[] | null>(parsed.groups.length).fill(null),
    alternate: null,
  };
}

function rulesOfGroup(compiled: CompiledRobots, index: number): CompiledRule[] {
  const cached = compiled.groupRules[index];
  if (cached) return cached;
  const mode = compiled.mode;
  const out: CompiledRule[] = [];
  for (const r of compiled.parsed.groups[index]?.rules ?? []) {
    out.push({
      line: r.line,
      kind: r.kind,
      pattern: r.pattern,
      priority: r.priority,
      group: r.group,
      matcher: compilePattern(r.pattern, mode),
    });
    if (mode === 'google' && r.kind === 'allow') {
      const derived = indexHtmlPattern(r.pattern);
      if (derived !== null) {
        out.push({
          line: r.line,
          kind: 'allow',
          pattern: derived,
          priority: derived.length,
          group: r.group,
          matcher: compilePattern(derived, mode),
          via: 'index-html',
        });
      }
    }
  }
  out.sort(compareRules);
  compiled.groupRules[index] = out;
  return out;
}

/** Merges sorted lists into one sorted list. */
function mergeSorted(lists: CompiledRule[][]): CompiledRule[] {
  if (lists.length === 1) return (lists[0] as CompiledRule[]).slice();
  const all: CompiledRule[] = [];
  for (const l of lists) for (const r of l) all.push(r);
  return all.sort(compareRules);
}

// Paths always start with `/`, so a rule's first literal piece decides which
// paths it can match at all: `/a…` only paths whose second character is `a`.
function bucketKey(rule: CompiledRule): number {
  const first = rule.matcher.pieces[0] as string;
  if (first.length >= 2) return first.charCodeAt(0) === 47 ? first.charCodeAt(1) : NEVER;
  if (first.length === 1 && first.charCodeAt(0) !== 47) return NEVER;
  return GENERIC;
}
const GENERIC = -1;
const NEVER = -2;

function buildIndex(compiled: CompiledRobots, groups: number[]): AgentRules {
  const rules = mergeSorted(groups.map((g) => rulesOfGroup(compiled, g)));
  const seen = new Set<string>();
  const keyed: { rule: CompiledRule; key: number }[] = [];
  const keys = new Set<number>();
  for (const rule of rules) {
    if (rule.priority === 0 || seen.has(rule.pattern)) continue;
    seen.add(rule.pattern);
    const key = bucketKey(rule);
    if (key === NEVER) continue;
    keyed.push({ rule, key });
    if (key !== GENERIC) keys.add(key);
  }
  const generic = keyed.filter((k) => k.key === GENERIC).map((k) => k.rule);
  const buckets = new Map<number, CompiledRule[]>();
  for (const key of keys) {
    buckets.set(
      key,
      keyed.filter((k) => k.key === key || k.key === GENERIC).map((k) => k.rule),
    );
  }
  return { groups, rules, buckets, generic };
}

/**
 * The merged rules of the groups naming `token` (lower-cased; `'*'` for the
 * `*` groups), or `null` when no group names it. Built on first use, then cached.
 */
export function agentRules(compiled: CompiledRobots, token: string): AgentRules | null {
  const cached = compiled.merged.get(token);
  if (cached) return cached;
  const groups = token === '*' ? compiled.starGroups : compiled.tokens.get(token);
  if (!groups || groups.length === 0) return null;
  const built = buildIndex(compiled, groups);
  compiled.merged.set(token, built);
  return built;
}

/**
 * The compiled file for `mode`: `compiled` itself, or the text re-parsed (same
 * parse limit) and compiled in the other mode, cached on first use.
 */
export function compiledForMode(compiled: CompiledRobots, mode: Mode): CompiledRobots {
  if (mode === compiled.mode) return compiled;
  if (compiled.alternate === null) {
    const parsed = parseRobots(compiled.parsed.text, {
      mode,
      limitBytes: compiled.parsed.limitBytes,
    });
    const other = compileRobots(parsed);
    other.alternate = compiled;
    compiled.alternate = other;
  }
  return compiled.alternate;
}
