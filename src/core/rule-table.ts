// The rule table: every Allow/Disallow rule of a file as numbers in typed
// arrays, indexed by rule id, so that compiling and a first verdict allocate per
// file, not per rule. parseRobots fills it while it reads the rules (from the
// text it already has in hand) and hands it to compileRobots; a ParsedRobots
// from elsewhere gets it built from its groups (buildTable).
//
// A rule's key is the path character its first literal piece needs second
// (paths start with `/`): `/a…` can only match paths whose second character is
// `a`. google-specific (robots.cc, HandleAllow): an Allow ending in
// `/index.htm…` also gets a derived `…/$` rule (./pattern.ts, indexHtmlPattern).
// RFC 9309 §2.2.3 figure 6: in rfc mode `%2A` / `%24` are literal, so such
// rules are matched through compilePattern.

import { bodyMask, compilePattern, matchBody, matchPattern, type CompiledPattern } from './pattern';
import type { ParsedRobots, ParsedRule } from './types.ts';

/** CompiledRule.key of a rule that can match any path. */
export const GENERIC_KEY = -1;
/** CompiledRule.key of a rule that matches no path (its first piece does not start with `/`). */
export const NEVER_KEY = -2;

/** RuleTable.flags: an Allow rule. */
export const RULE_ALLOW = 1;
/** RuleTable.flags: google-specific, the rule derived from an Allow `…/index.htm(l)`. */
export const RULE_INDEX_HTML = 2;
/** RuleTable.flags: the pattern ends with the `$` anchor. */
export const RULE_ANCHORED = 4;
/** RuleTable.flags: rfc mode, the body has `%` (`%2A`, `%24`): matched through compilePattern. */
export const RULE_ENCODED = 8;
/** RuleTable.flags: `maskLo` / `maskHi` are filled in. */
export const RULE_MASKED = 16;

/**
 * The rules of a file as parallel arrays indexed by rule id: the rules of each
 * group in file order, a derived index.html rule right after its Allow. Ids
 * ascend with line numbers, so a stable sort by priority and kind gives the
 * order of compareRules. Masks are filled when a rule first enters a path's
 * list (see orderedIds); compiled patterns when an explanation needs them.
 */
export interface RuleTable {
  /** The parsed rule behind each id (a derived rule shares its Allow's). */
  rules: ParsedRule[];
  /** Google's priority: the length of the pattern as compared. */
  priority: Int32Array;
  /** RULE_* bits. */
  flags: Uint8Array;
  /** End of the pattern body in `rules[id].pattern` (before `$`; after the `/` of a derived rule). */
  end: Int32Array;
  /** The path character the rule is keyed to, GENERIC_KEY or NEVER_KEY (see CompiledRule.key). */
  key: Int32Array;
  maskLo: Int32Array;
  maskHi: Int32Array;
  /** First id of each group; the entry after the last group is the number of ids. */
  groupStart: Int32Array;
  /** Compiled patterns by id, made on first use (patternOf). */
  patterns: (CompiledPattern | undefined)[];
  /** By id, the first id with the same pattern, or `null` until an explanation needs it (twinsOf). */
  twins: Int32Array | null;
}

/** The key of the pattern body `src[from, from + end)`: bucketKey of its first piece, read in place. */
export function keyAt(src: string, from: number, end: number): number {
  if (end === 0) return GENERIC_KEY;
  const c0 = src.charCodeAt(from);
  if (c0 === 42) return GENERIC_KEY;
  if (c0 !== 47) return NEVER_KEY;
  if (end === 1) return GENERIC_KEY;
  const c1 = src.charCodeAt(from + 1);
  return c1 === 42 ? GENERIC_KEY : c1;
}

const INDEX_HTM = '/index.htm';

/**
 * The `/` of the index.html rule an Allow pattern derives, or -1: the same test
 * as indexHtmlPattern, by char codes from the end (most patterns fail at once).
 */
export function indexHtmlSlash(pattern: string): number {
  let slash = pattern.length - 1;
  while (slash >= 0 && pattern.charCodeAt(slash) !== 47) slash--;
  if (slash < 0 || pattern.length - slash < INDEX_HTM.length) return -1;
  for (let k = 1; k < INDEX_HTM.length; k++) {
    if (pattern.charCodeAt(slash + k) !== INDEX_HTM.charCodeAt(k)) return -1;
  }
  return slash;
}

/**
 * The rule table of a parsed file, built from its groups: the fallback for a
 * ParsedRobots that did not come from parseRobots in this process (a
 * structured clone, a hand-made value). Never throws.
 */
export function buildTable(parsed: ParsedRobots): RuleTable {
  const google = parsed.mode === 'google';
  const groups = parsed.groups;
  let count = 0;
  for (const g of groups) {
    const rules = g.rules;
    count += rules.length;
    if (!google) continue;
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i] as ParsedRule;
      if (r.kind === 'allow' && indexHtmlSlash(r.pattern) >= 0) count++;
    }
  }
  const table: RuleTable = {
    rules: new Array<ParsedRule>(count),
    priority: new Int32Array(count),
    flags: new Uint8Array(count),
    end: new Int32Array(count),
    key: new Int32Array(count),
    maskLo: new Int32Array(count),
    maskHi: new Int32Array(count),
    groupStart: new Int32Array(groups.length + 1),
    patterns: [],
    twins: null,
  };
  let id = 0;
  for (let gi = 0; gi < groups.length; gi++) {
    table.groupStart[gi] = id;
    const rules = (groups[gi] as (typeof groups)[number]).rules;
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i] as ParsedRule;
      const pattern = r.pattern;
      const allow = r.kind === 'allow';
      const anchored = pattern.length > 0 && pattern.charCodeAt(pattern.length - 1) === 36;
      const end = anchored ? pattern.length - 1 : pattern.length;
      let flags = (allow ? RULE_ALLOW : 0) | (anchored ? RULE_ANCHORED : 0);
      table.rules[id] = r;
      table.priority[id] = r.priority;
      table.end[id] = end;
      if (!google && pattern.indexOf('%') >= 0 && pattern.indexOf('%') < end) {
        // rfc mode: `%2A` / `%24` are literal `*` / `$`; the compiled pieces say which.
        flags |= RULE_ENCODED;
        const compiled = compilePattern(pattern, 'rfc');
        table.patterns[id] = compiled;
        table.key[id] = bucketKey(compiled);
      } else {
        table.key[id] = keyAt(pattern, 0, end);
      }
      table.flags[id] = flags;
      id++;
      if (google && allow) {
        const slash = indexHtmlSlash(pattern);
        if (slash >= 0) {
          table.rules[id] = r;
          table.priority[id] = slash + 2;
          table.end[id] = slash + 1;
          table.key[id] = keyAt(pattern, 0, slash + 1);
          table.flags[id] = RULE_ALLOW | RULE_INDEX_HTML | RULE_ANCHORED;
          id++;
        }
      }
    }
  }
  table.groupStart[groups.length] = id;
  return table;
}

/** The compiled pattern of rule `id` (for a derived rule, its `…/$` pattern), made once. */
export function patternOf(table: RuleTable, id: number): CompiledPattern {
  const cached = table.patterns[id];
  if (cached) return cached;
  const r = table.rules[id] as ParsedRule;
  const flags = table.flags[id] as number;
  const source =
    (flags & RULE_INDEX_HTML) !== 0 ? r.pattern.slice(0, table.end[id] as number) + '$' : r.pattern;
  const compiled = compilePattern(source, (flags & RULE_ENCODED) !== 0 ? 'rfc' : 'google');
  table.patterns[id] = compiled;
  return compiled;
}

/** True when rule `id` matches `path` (a path as compared). Never throws. */
export function matchesId(table: RuleTable, id: number, path: string): boolean {
  const flags = table.flags[id] as number;
  if ((flags & RULE_ENCODED) !== 0) return matchPattern(patternOf(table, id), path);
  return matchBody(
    (table.rules[id] as ParsedRule).pattern,
    table.end[id] as number,
    (flags & RULE_ANCHORED) !== 0,
    path,
  );
}

/**
 * By id, the first id whose pattern (as compared) is the same: rules with one
 * pattern match the same paths, so an explanation tests each pattern once.
 * Built on first use. Never throws.
 */
export function twinsOf(table: RuleTable): Int32Array {
  if (table.twins) return table.twins;
  const n = table.priority.length;
  const twins = new Int32Array(n);
  const first = new Map<string, number>();
  for (let id = 0; id < n; id++) {
    const source =
      ((table.flags[id] as number) & RULE_INDEX_HTML) !== 0
        ? patternOf(table, id).source
        : (table.rules[id] as ParsedRule).pattern;
    const seen = first.get(source);
    if (seen === undefined) first.set(source, id);
    twins[id] = seen ?? id;
  }
  table.twins = twins;
  return twins;
}

const MASK_SCRATCH: [number, number] = [0, 0];

/** Fills the quick-reject mask of rule `id` once. */
export function fillMask(table: RuleTable, id: number): void {
  const flags = table.flags[id] as number;
  if ((flags & RULE_MASKED) !== 0) return;
  if ((flags & RULE_ENCODED) !== 0) {
    const p = patternOf(table, id);
    table.maskLo[id] = p.maskLo;
    table.maskHi[id] = p.maskHi;
  } else {
    bodyMask((table.rules[id] as ParsedRule).pattern, table.end[id] as number, MASK_SCRATCH);
    table.maskLo[id] = MASK_SCRATCH[0];
    table.maskHi[id] = MASK_SCRATCH[1];
  }
  table.flags[id] = flags | RULE_MASKED;
}

// Paths always start with `/`, so a rule's first literal piece decides which
// paths it can match at all: `/a…` only paths whose second character is `a`.
export function bucketKey(matcher: CompiledPattern): number {
  const first = matcher.pieces[0] as string;
  if (first.length >= 2) return first.charCodeAt(0) === 47 ? first.charCodeAt(1) : NEVER_KEY;
  if (first.length === 1 && first.charCodeAt(0) !== 47) return NEVER_KEY;
  return GENERIC_KEY;
}

const TABLES = new WeakMap<ParsedRobots, RuleTable>();

/** The table parseRobots filled for `parsed`, if it did (parse results are read-only). */
export function ruleTableOf(parsed: ParsedRobots): RuleTable | undefined {
  return TABLES.get(parsed);
}

/**
 * A table under construction: the arrays grow by doubling; `count` ids and
 * `groups` group starts are in use. Only parseRobots writes one.
 */
export interface TableBuilder {
  table: RuleTable;
  count: number;
  groups: number;
  google: boolean;
}

function grown<T extends Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** An empty builder with room for about `capacity` rules, for `mode`'s rules. */
export function newTableBuilder(capacity: number, google: boolean): TableBuilder {
  const n = Math.max(16, capacity);
  return {
    table: {
      rules: [],
      priority: new Int32Array(n),
      flags: new Uint8Array(n),
      end: new Int32Array(n),
      key: new Int32Array(n),
      maskLo: new Int32Array(0),
      maskHi: new Int32Array(0),
      groupStart: new Int32Array(64),
      patterns: [],
      twins: null,
    },
    count: 0,
    groups: 0,
    google,
  };
}

/** Marks where the next group's ids start (call once per group, in order). */
export function startGroup(b: TableBuilder): void {
  const t = b.table;
  if (b.groups + 1 >= t.groupStart.length)
    t.groupStart = grown(t.groupStart, t.groupStart.length * 2);
  t.groupStart[b.groups++] = b.count;
}

function reserve(b: TableBuilder, extra: number): void {
  const t = b.table;
  if (b.count + extra <= t.priority.length) return;
  const size = Math.max(t.priority.length * 2, b.count + extra);
  t.priority = grown(t.priority, size);
  t.flags = grown(t.flags, size);
  t.end = grown(t.end, size);
  t.key = grown(t.key, size);
}

/**
 * Adds `rule` (of the group started last), whose pattern is
 * `src[from, from + rule.priority)`: the parsed text itself when the pattern is
 * the value as written, else the pattern string. `mayDerive` is false when the
 * caller knows the value holds no `/index.htm`.
 */
export function addRule(
  b: TableBuilder,
  rule: ParsedRule,
  src: string,
  from: number,
  mayDerive: boolean,
): void {
  reserve(b, 2);
  const t = b.table;
  const len = rule.priority;
  const allow = rule.kind === 'allow';
  const anchored = len > 0 && src.charCodeAt(from + len - 1) === 36;
  const end = anchored ? len - 1 : len;
  let id = b.count;
  t.rules.push(rule);
  t.priority[id] = len;
  t.end[id] = end;
  let flags = (allow ? RULE_ALLOW : 0) | (anchored ? RULE_ANCHORED : 0);
  const pattern = rule.pattern;
  if (!b.google && pattern.indexOf('%') >= 0 && pattern.indexOf('%') < end) {
    flags |= RULE_ENCODED;
    const compiled = compilePattern(pattern, 'rfc');
    t.patterns[id] = compiled;
    t.key[id] = bucketKey(compiled);
  } else {
    t.key[id] = keyAt(src, from, end);
  }
  t.flags[id] = flags;
  id++;
  if (b.google && allow && mayDerive) {
    const slash = indexHtmlSlash(pattern);
    if (slash >= 0) {
      t.rules.push(rule);
      t.priority[id] = slash + 2;
      t.end[id] = slash + 1;
      t.key[id] = keyAt(pattern, 0, slash + 1);
      t.flags[id] = RULE_ALLOW | RULE_INDEX_HTML | RULE_ANCHORED;
      id++;
    }
  }
  b.count = id;
}

/** Trims the builder's arrays to their use and keeps the table for compileRobots. */
export function finishTable(b: TableBuilder, parsed: ParsedRobots): RuleTable {
  const t = b.table;
  const n = b.count;
  startGroup(b);
  t.priority = t.priority.subarray(0, n);
  t.flags = t.flags.subarray(0, n);
  t.end = t.end.subarray(0, n);
  t.key = t.key.subarray(0, n);
  t.maskLo = new Int32Array(n);
  t.maskHi = new Int32Array(n);
  t.groupStart = t.groupStart.subarray(0, b.groups);
  TABLES.set(parsed, t);
  return t;
}
