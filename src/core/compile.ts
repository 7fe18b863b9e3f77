// compileRobots: the index built once per parse so that evaluation is a map
// lookup plus a walk over pre-sorted, pre-split rules.
//
// Per agent token, the rules of every group naming it are merged (RFC 9309
// §2.2.1: groups for the same crawler are combined); the `*` groups are merged
// likewise. Each merged list is sorted best first — priority (pattern length)
// descending, Allow before Disallow on ties (RFC 9309 §2.2.2: the most specific
// match wins; Allow wins ties) — so the first matching rule decides.
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
}

/**
 * The compiled file: plain structured-clone data (Maps, arrays, objects), safe
 * to keep in a worker. `alternate` caches the file compiled for the other mode.
 */
export interface CompiledRobots {
  mode: Mode;
  parsed: ParsedRobots;
  /** Lower-cased agent token → the rules of the groups naming it. */
  agents: Map<string, AgentRules>;
  /** The merged `*` groups; `groups` is empty when the file has none. */
  star: AgentRules;
  /** The same text parsed and compiled in the other mode, built on first use. */
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
  const mode = parsed.mode;
  const perGroup: CompiledRule[][] = parsed.groups.map((g) => {
    const out: CompiledRule[] = [];
    for (const r of g.rules) {
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
    return out;
  });

  const named = new Map<string, number[]>();
  const starGroups: number[] = [];
  for (const g of parsed.groups) {
    let isStar = false;
    for (const a of g.agents) {
      if (a.star) isStar = true;
      else if (a.token !== '') {
        const list = named.get(a.token);
        if (!list) named.set(a.token, [g.index]);
        else if (list[list.length - 1] !== g.index) list.push(g.index);
      }
    }
    if (isStar) starGroups.push(g.index);
  }

  const merge = (groups: number[]): AgentRules => {
    const rules: CompiledRule[] = [];
    for (const i of groups) for (const r of perGroup[i] ?? []) rules.push(r);
    rules.sort(compareRules);
    return { groups, rules };
  };

  const agents = new Map<string, AgentRules>();
  for (const [token, groups] of named) agents.set(token, merge(groups));
  return { mode, parsed, agents, star: merge(starGroups), alternate: null };
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
