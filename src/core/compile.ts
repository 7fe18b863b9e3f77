// compileRobots: the index built once per parse so that evaluation is a map
// lookup plus a walk over pre-sorted, pre-split rules.
//
// Per agent token, the rules of every group naming it are merged (RFC 9309
// §2.2.1: groups for the same crawler are combined); the `*` groups are merged
// likewise. Each merged list is sorted best first — priority (pattern length)
// descending, Allow before Disallow on ties (RFC 9309 §2.2.2: the most specific
// match wins; google-specific: Allow wins ties) — so the first matching rule
// decides. compileRobots builds the token table and takes the flat rule table
// parseRobots filled (./rule-table.ts: typed arrays, nothing allocated per
// rule). A token's order (its rules' ids, best first) is a counting sort over
// that table, built on the token's first query and cached, so a re-parse on
// every keystroke pays only for the agents actually asked about, and little for
// those: the first query sorts the rules that can match any path, and each
// path's second character adds its own rules when a path first needs them. evaluate and isAllowedCompiled read the table; agentRules builds the
// object index (AgentRules) for the readers that want CompiledRule objects.
// google-specific: Allow rules ending in `/index.htm…` get an extra derived rule
// (robots.cc, HandleAllow); see ./pattern.ts.

import { parseRobots } from './parse';
import { compilePattern, indexHtmlPattern, type CompiledPattern } from './pattern';
import { AGENT_STAR, parseIndexOf } from './parse-index';
import {
  bucketKey,
  buildTable,
  fillMask,
  GENERIC_KEY,
  NEVER_KEY,
  RULE_ALLOW,
  samePattern,
  type RuleTable,
} from './rule-table';
import type { Mode, ParsedRobots } from './types.ts';

export {
  GENERIC_KEY,
  NEVER_KEY,
  RULE_ALLOW,
  RULE_ANCHORED,
  RULE_ENCODED,
  RULE_INDEX_HTML,
  RULE_MASKED,
  matchesId,
  patternOf,
  sourceOf,
  twinsOf,
  type RuleTable,
} from './rule-table';

/** One rule ready to match. Plain data. */
export interface CompiledRule {
  line: number;
  kind: 'allow' | 'disallow';
  /** The pattern as compared (for the index.html rule: the derived `…/$`). */
  pattern: string;
  priority: number;
  group: number;
  matcher: CompiledPattern;
  /**
   * Which paths the rule can match, by their second character (after the leading
   * `/`): that character's code, GENERIC_KEY (-1) for any path, NEVER_KEY (-2) for none.
   */
  key: number;
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
   * The verdict-only list: rules with priority > 0 that can match some path,
   * best first, one rule per distinct pattern (a later rule with the same
   * pattern can never decide).
   */
  verdict: CompiledRule[];
  /**
   * Cache of `verdict` cut by a path's second character (after the leading `/`):
   * the rules keyed to that code or GENERIC_KEY. Filled on first use by
   * {@link verdictRules}; read it through that function.
   */
  buckets: Map<number, CompiledRule[]>;
  /** The rules of `verdict` that can match any path (GENERIC_KEY). */
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
  /** Lower-cased group name → the groups with that name, in file order (google mode keeps `''`). */
  tokens: Map<string, number[]>;
  /** The `*` groups, in file order. */
  starGroups: number[];
  /** Cache: token (`'*'` for the `*` groups) → its merged rules. */
  merged: Map<string, AgentRules>;
  /** Cache: each group's compiled rules, or `null` until first needed. */
  groupRules: (CompiledRule[] | null)[];
  /** Cache: the same text parsed and compiled in the other mode. */
  alternate: CompiledRobots | null;
  /** Every rule of the file as numbers, by rule id (see RuleTable). */
  table: RuleTable;
  /** Cache: token (`'*'` for the `*` groups) → its rule ids best first. */
  orders: Map<string, RuleOrder>;
}

/** The rule ids of one token's groups (or of the `*` groups), best first. */
export interface RuleOrder {
  /** Indices into `ParsedRobots.groups`, in file order. */
  groups: number[];
  /**
   * Cache: every id that can match some path, best first; empty rules
   * (priority 0) last. `null` until first needed; read it through orderIds.
   */
  ids: Int32Array | null;
  /** The ids keyed to any path (GENERIC_KEY), best first, their masks filled. */
  generic: Int32Array;
  /**
   * Cache of the ids that can match a path, by the path's second character:
   * those keyed to it and the generic ones, best first. Read through orderedIds.
   */
  buckets: Map<number, Int32Array>;
  /**
   * Cache of the verdict-only lists, by a path's second character (-1 for paths
   * shorter than two): like orderedIds but without empty rules and with one id
   * per distinct pattern (a later rule with the same pattern can never decide).
   * Read through verdictIds.
   */
  verdicts: Map<number, Int32Array>;
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
  const google = parsed.mode === 'google';
  const add = (token: string, group: number): void => {
    const list = tokens.get(token);
    if (!list) tokens.set(token, [group]);
    else if (list[list.length - 1] !== group) list.push(group);
  };
  // From parseRobots' own index when there is one (no ParsedGroup is built);
  // else from the groups of a ParsedRobots made elsewhere.
  const index = parseIndexOf(parsed);
  let groupCount: number;
  let table: RuleTable;
  if (index) {
    groupCount = index.groupStartLine.length;
    table = index.table;
    const { groupFirstAgent, agentToken, agentFlags } = index;
    for (let g = 0; g < groupCount; g++) {
      const to = g + 1 < groupCount ? (groupFirstAgent[g + 1] as number) : agentToken.length;
      let isStar = false;
      for (let a = groupFirstAgent[g] as number; a < to; a++) {
        const token = agentToken[a] as string;
        if (((agentFlags[a] as number) & AGENT_STAR) !== 0) isStar = true;
        // google-specific: an empty name is a name (robots.cc compares it with the
        // agent like any other); rfc mode's `''` means the line names no crawler.
        else if (token !== '' || google) add(token, g);
      }
      if (isStar) starGroups.push(g);
    }
  } else {
    groupCount = parsed.groups.length;
    table = buildTable(parsed);
    for (const g of parsed.groups) {
      let isStar = false;
      for (const a of g.agents) {
        if (a.star) isStar = true;
        else if (a.token !== '' || google) add(a.token, g.index);
      }
      if (isStar) starGroups.push(g.index);
    }
  }
  return {
    mode: parsed.mode,
    parsed,
    tokens,
    starGroups,
    merged: new Map(),
    groupRules: new Array<CompiledRule[] | null>(groupCount).fill(null),
    alternate: null,
    table,
    orders: new Map(),
  };
}

/** Rank of a rule in the best-first order: priority descending, then Allow before Disallow. */
function rankOf(table: RuleTable, id: number, top: number): number {
  return (
    ((top - (table.priority[id] as number)) << 1) |
    ((table.flags[id] as number) & RULE_ALLOW ? 0 : 1)
  );
}

// The ids of `groups` whose key is `key` (NEVER_KEY: every id but those that
// can match no path), in ascending order, with the highest priority among them.
function gather(table: RuleTable, groups: number[], key: number): [Int32Array, number] {
  const keys = table.key;
  const priority = table.priority;
  let n = 0;
  let top = 0;
  for (const g of groups) {
    const to = table.groupStart[g + 1] as number;
    for (let id = table.groupStart[g] as number; id < to; id++) {
      const k = keys[id] as number;
      if (key === NEVER_KEY ? k === NEVER_KEY : k !== key) continue;
      n++;
      const p = priority[id] as number;
      if (p > top) top = p;
    }
  }
  const ids = new Int32Array(n);
  let i = 0;
  for (const g of groups) {
    const to = table.groupStart[g + 1] as number;
    for (let id = table.groupStart[g] as number; id < to; id++) {
      const k = keys[id] as number;
      if (key === NEVER_KEY ? k !== NEVER_KEY : k === key) ids[i++] = id;
    }
  }
  return [ids, top];
}

// Sorts ascending ids best first, stably: a counting sort by rank (ids ascend
// with lines, so ties keep file order, as compareRules wants), or a comparison
// sort when few rules have long patterns and the counts would cost more.
function sortByRank(table: RuleTable, ids: Int32Array, top: number): Int32Array {
  const n = ids.length;
  if (n < 2) return ids;
  const ranks = (top << 1) + 2;
  if (ranks > 4 * n + 64) {
    return ids.sort((a, b) => rankOf(table, a, top) - rankOf(table, b, top) || a - b);
  }
  const start = new Int32Array(ranks + 1);
  for (let i = 0; i < n; i++) (start[rankOf(table, ids[i] as number, top) + 1] as number)++;
  for (let r = 1; r <= ranks; r++) start[r] = (start[r] as number) + (start[r - 1] as number);
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const id = ids[i] as number;
    const r = rankOf(table, id, top);
    out[start[r] as number] = id;
    start[r] = (start[r] as number) + 1;
  }
  return out;
}

// True when id `a` comes before id `b` in the best-first order.
function before(table: RuleTable, a: number, b: number): boolean {
  const pa = table.priority[a] as number;
  const pb = table.priority[b] as number;
  if (pa !== pb) return pa > pb;
  const aa = (table.flags[a] as number) & RULE_ALLOW;
  const ab = (table.flags[b] as number) & RULE_ALLOW;
  if (aa !== ab) return aa !== 0;
  return a < b;
}

// Only the generic ids are ordered here: they are all that a path of one
// character needs, and every other path's list is cut on first use
// (orderedIds), so a first verdict waits for no more than its own rules.
function buildOrder(table: RuleTable, groups: number[]): RuleOrder {
  const [found, top] = gather(table, groups, GENERIC_KEY);
  const generic = sortByRank(table, found, top);
  for (let i = 0; i < generic.length; i++) fillMask(table, generic[i] as number);
  return { groups, ids: null, generic, buckets: new Map(), verdicts: new Map() };
}

/**
 * The rule ids of the groups naming `token` (lower-cased; `'*'` for the `*`
 * groups), best first, or `null` when no group names it. Built on first use
 * (only what a first verdict needs; see orderIds and orderedIds), then cached.
 * Never throws.
 */
export function ruleOrder(compiled: CompiledRobots, token: string): RuleOrder | null {
  const cached = compiled.orders.get(token);
  if (cached) return cached;
  const groups = token === '*' ? compiled.starGroups : compiled.tokens.get(token);
  if (!groups || groups.length === 0) return null;
  const built = buildOrder(compiled.table, groups);
  compiled.orders.set(token, built);
  return built;
}

/**
 * Every id of `order` that can match some path, best first, empty rules
 * (priority 0) last: sorted on first use, then cached. Never throws.
 */
export function orderIds(table: RuleTable, order: RuleOrder): Int32Array {
  if (order.ids === null) {
    const [found, top] = gather(table, order.groups, NEVER_KEY);
    order.ids = sortByRank(table, found, top);
  }
  return order.ids;
}

/**
 * The ids of `order` that can match `path` (a path as compared, starting with
 * `/`), best first, their masks filled: the ids keyed to its second character
 * and the generic ones. Cut on first use per character, then cached.
 */
export function orderedIds(table: RuleTable, order: RuleOrder, path: string): Int32Array {
  if (path.length < 2) return order.generic;
  const code = path.charCodeAt(1);
  let list = order.buckets.get(code);
  if (list === undefined) {
    const [found, top] = gather(table, order.groups, code);
    if (found.length === 0) {
      list = order.generic;
    } else {
      const keyed = sortByRank(table, found, top);
      for (let i = 0; i < keyed.length; i++) fillMask(table, keyed[i] as number);
      // Merge the two best-first lists.
      const generic = order.generic;
      list = new Int32Array(keyed.length + generic.length);
      let i = 0;
      let j = 0;
      let k = 0;
      while (i < keyed.length && j < generic.length) {
        const a = keyed[i] as number;
        const b = generic[j] as number;
        if (before(table, a, b)) {
          list[k++] = a;
          i++;
        } else {
          list[k++] = b;
          j++;
        }
      }
      while (i < keyed.length) list[k++] = keyed[i++] as number;
      while (j < generic.length) list[k++] = generic[j++] as number;
    }
    order.buckets.set(code, list);
  }
  return list;
}

function rulesOfGroup(compiled: CompiledRobots, index: number): CompiledRule[] {
  const cached = compiled.groupRules[index];
  if (cached) return cached;
  const mode = compiled.mode;
  const out: CompiledRule[] = [];
  for (const r of compiled.parsed.groups[index]?.rules ?? []) {
    const matcher = compilePattern(r.pattern, mode);
    out.push({
      line: r.line,
      kind: r.kind,
      pattern: r.pattern,
      priority: r.priority,
      group: r.group,
      matcher,
      key: bucketKey(matcher),
    });
    if (mode === 'google' && r.kind === 'allow') {
      const derived = indexHtmlPattern(r.pattern);
      if (derived !== null) {
        const derivedMatcher = compilePattern(derived, mode);
        out.push({
          line: r.line,
          kind: 'allow',
          pattern: derived,
          priority: derived.length,
          group: r.group,
          matcher: derivedMatcher,
          key: bucketKey(derivedMatcher),
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

// Only the sorted lists are built here; the per-character cuts of the verdict
// list wait for a path that needs them (verdictRules).
function buildIndex(compiled: CompiledRobots, groups: number[]): AgentRules {
  const rules = mergeSorted(groups.map((g) => rulesOfGroup(compiled, g)));
  const seen = new Set<string>();
  const verdict: CompiledRule[] = [];
  const generic: CompiledRule[] = [];
  for (const rule of rules) {
    if (rule.priority === 0 || rule.key === NEVER_KEY || seen.has(rule.pattern)) continue;
    seen.add(rule.pattern);
    verdict.push(rule);
    if (rule.key === GENERIC_KEY) generic.push(rule);
  }
  return { groups, rules, verdict, buckets: new Map(), generic };
}

/**
 * The verdict-only rules of `rules` that can match `path` (a path as compared,
 * starting with `/`), best first: the first one that matches decides. Cut from
 * `rules.verdict` on first use per second character, then cached. Never throws.
 */
export function verdictRules(rules: AgentRules, path: string): CompiledRule[] {
  if (path.length < 2) return rules.generic;
  const code = path.charCodeAt(1);
  let list = rules.buckets.get(code);
  if (list === undefined) {
    list = [];
    for (const r of rules.verdict) if (r.key === code || r.key === GENERIC_KEY) list.push(r);
    // No rule keyed to this character: share the generic list.
    if (list.length === rules.generic.length) list = rules.generic;
    rules.buckets.set(code, list);
  }
  return list;
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

/**
 * The ids that can decide the verdict for `path` (a path as compared, starting
 * with `/`), best first: orderedIds without empty rules and without repeated
 * patterns. The first one that matches decides. Cut on first use per second
 * character, then cached. Never throws.
 */
export function verdictIds(table: RuleTable, order: RuleOrder, path: string): Int32Array {
  const code = path.length < 2 ? -1 : path.charCodeAt(1);
  let list = order.verdicts.get(code);
  if (list === undefined) {
    const all = orderedIds(table, order, path);
    // Open addressing over the ids kept so far, by pattern hash (filled with
    // the masks); a hit is confirmed in place, so no pattern is sliced.
    let size = 16;
    while (size < all.length * 2) size <<= 1;
    const slots = new Int32Array(size);
    const kept = new Int32Array(all.length);
    let n = 0;
    for (let i = 0; i < all.length; i++) {
      const id = all[i] as number;
      if (table.priority[id] === 0) break;
      let at = (table.hash[id] as number) & (size - 1);
      let twin = false;
      for (let other = slots[at] as number; other !== 0; other = slots[at] as number) {
        if (table.hash[other - 1] === table.hash[id] && samePattern(table, other - 1, id)) {
          twin = true;
          break;
        }
        at = (at + 1) & (size - 1);
      }
      if (twin) continue;
      slots[at] = id + 1;
      kept[n++] = id;
    }
    list = n === all.length ? all : kept.slice(0, n);
    order.verdicts.set(code, list);
  }
  return list;
}
