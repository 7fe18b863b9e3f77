// The rule table: every Allow/Disallow rule of a file as numbers in typed
// arrays, indexed by rule id, so that parsing, compiling and a first verdict
// allocate per file, not per rule. parseRobots fills it while it reads the rules
// and hands it to compileRobots; a ParsedRobots from elsewhere gets it built
// from its groups (buildTable). A pattern that is its value as written (most
// are) is not sliced out: the table points into the parsed text and the
// matcher reads it in place.
//
// A rule's key is the path character its first literal piece needs second
// (paths start with `/`): `/a…` can only match paths whose second character is
// `a`. google-specific (robots.cc, HandleAllow): an Allow ending in
// `/index.htm…` also gets a derived `…/$` rule (./pattern.ts, indexHtmlPattern).
// RFC 9309 §2.2.3 figure 6: in rfc mode `%2A` / `%24` are literal, so such
// rules are matched through compilePattern.

import {
  bodyMaskAndHash,
  compilePattern,
  matchBody,
  matchPattern,
  type CompiledPattern,
} from './pattern';
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
/** RuleTable.flags: `maskLo` / `maskHi` / `hash` are filled in. */
export const RULE_MASKED = 16;

/**
 * The rules of a file as parallel arrays indexed by rule id: the rules of each
 * group in file order, a derived index.html rule right after its Allow. Ids
 * ascend with line numbers, so a stable sort by priority and kind gives the
 * order of compareRules. Masks are filled when a rule first enters a path's
 * list (see orderedIds); compiled patterns when an explanation needs them.
 */
export interface RuleTable {
  /** The text patterns are read from (the parsed text; `''` for a table built from groups). */
  text: string;
  /**
   * Where each id's pattern starts: an offset into `text`, or `-(k + 1)` for
   * `strings[k]` (a pattern that differs from its value as written). A derived
   * rule shares its Allow's.
   */
  from: Int32Array;
  /** The patterns not read from `text`. */
  strings: string[];
  /** The 1-based line of each id (a derived rule shares its Allow's). */
  line: Int32Array;
  /**
   * Google's priority: the length of the pattern as compared. The pattern body
   * (what the matcher reads) is one shorter when RULE_ANCHORED (bodyEnd).
   */
  priority: Int32Array;
  /** RULE_* bits. */
  flags: Uint8Array;
  /** The path character the rule is keyed to, GENERIC_KEY or NEVER_KEY (see CompiledRule.key). */
  key: Int32Array;
  maskLo: Int32Array;
  maskHi: Int32Array;
  /** A hash of each pattern body, filled with the mask (see samePattern). */
  hash: Int32Array;
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
 * The offset in the pattern `src[from, from + length)` of the `/` of the
 * index.html rule it derives as an Allow, or -1: the same test as
 * indexHtmlPattern, by char codes from the end (most patterns fail at once).
 */
export function indexHtmlSlashAt(src: string, from: number, length: number): number {
  let slash = length - 1;
  while (slash >= 0 && src.charCodeAt(from + slash) !== 47) slash--;
  if (slash < 0 || length - slash < INDEX_HTM.length) return -1;
  for (let k = 1; k < INDEX_HTM.length; k++) {
    if (src.charCodeAt(from + slash + k) !== INDEX_HTM.charCodeAt(k)) return -1;
  }
  return slash;
}

/** indexHtmlSlashAt of a whole pattern string. */
export function indexHtmlSlash(pattern: string): number {
  return indexHtmlSlashAt(pattern, 0, pattern.length);
}

/**
 * The rule table of a parsed file, built from its groups: the fallback for a
 * ParsedRobots that did not come from parseRobots in this process (a
 * structured clone, a hand-made value). Never throws.
 */
export function buildTable(parsed: ParsedRobots): RuleTable {
  const b = newTableBuilder(16, parsed.mode === 'google', '');
  for (const g of parsed.groups) {
    startGroup(b);
    for (const r of g.rules as ParsedRule[]) {
      addRuleString(b, r.line, r.kind === 'allow', r.pattern);
    }
  }
  return finishTable(b);
}

/** The length of rule `id`'s pattern body: its priority, less the `$` of an anchored pattern. */
export function bodyEnd(table: RuleTable, id: number): number {
  return (
    (table.priority[id] as number) - (((table.flags[id] as number) & RULE_ANCHORED) !== 0 ? 1 : 0)
  );
}

/** Index into `ParsedRobots.groups` of the group rule `id` belongs to (ids ascend by group). */
export function groupOf(table: RuleTable, id: number): number {
  const starts = table.groupStart;
  let lo = 0;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The pattern of rule `id` as compared (for a derived rule, its `…/$` pattern). */
export function sourceOf(table: RuleTable, id: number): string {
  const from = table.from[id] as number;
  const flags = table.flags[id] as number;
  const derived = (flags & RULE_INDEX_HTML) !== 0;
  if (from < 0) {
    const s = table.strings[-from - 1] as string;
    return derived ? s.slice(0, bodyEnd(table, id)) + '$' : s;
  }
  if (derived) return table.text.slice(from, from + bodyEnd(table, id)) + '$';
  return table.text.slice(from, from + (table.priority[id] as number));
}

/** The compiled pattern of rule `id` (for a derived rule, its `…/$` pattern), made once. */
export function patternOf(table: RuleTable, id: number): CompiledPattern {
  const cached = table.patterns[id];
  if (cached) return cached;
  const flags = table.flags[id] as number;
  const compiled = compilePattern(
    sourceOf(table, id),
    (flags & RULE_ENCODED) !== 0 ? 'rfc' : 'google',
  );
  table.patterns[id] = compiled;
  return compiled;
}

/** True when rule `id` matches `path` (a path as compared). Never throws. */
export function matchesId(table: RuleTable, id: number, path: string): boolean {
  const flags = table.flags[id] as number;
  if ((flags & RULE_ENCODED) !== 0) return matchPattern(patternOf(table, id), path);
  const from = table.from[id] as number;
  const anchored = (flags & RULE_ANCHORED) !== 0;
  const end = (table.priority[id] as number) - (anchored ? 1 : 0);
  if (from >= 0) return matchBody(table.text, end, anchored, path, from);
  return matchBody(table.strings[-from - 1] as string, end, anchored, path, 0);
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
  // Open addressing by pattern hash (filled with the masks, which evaluation
  // reads anyway); a hit is confirmed in place, so no pattern is sliced.
  let size = 16;
  while (size < n * 2) size <<= 1;
  const slots = new Int32Array(size);
  for (let id = 0; id < n; id++) {
    fillMask(table, id);
    const hash = table.hash[id] as number;
    let at = hash & (size - 1);
    let twin = id;
    for (let other = slots[at] as number; other !== 0; other = slots[at] as number) {
      if (table.hash[other - 1] === hash && samePattern(table, other - 1, id)) {
        twin = other - 1;
        break;
      }
      at = (at + 1) & (size - 1);
    }
    if (twin === id) slots[at] = id + 1;
    twins[id] = twin;
  }
  table.twins = twins;
  return twins;
}

const MASK_SCRATCH: [number, number, number] = [0, 0, 0];

/** Fills the quick-reject mask and the pattern hash of rule `id` once. */
export function fillMask(table: RuleTable, id: number): void {
  const flags = table.flags[id] as number;
  if ((flags & RULE_MASKED) !== 0) return;
  const from = table.from[id] as number;
  const end = (table.priority[id] as number) - ((flags & RULE_ANCHORED) !== 0 ? 1 : 0);
  if (from >= 0) bodyMaskAndHash(table.text, from, end, MASK_SCRATCH);
  else bodyMaskAndHash(table.strings[-from - 1] as string, 0, end, MASK_SCRATCH);
  table.hash[id] = MASK_SCRATCH[2];
  if ((flags & RULE_ENCODED) !== 0) {
    // rfc mode: `%2A` / `%24` are literals, which the compiled pieces know.
    const p = patternOf(table, id);
    table.maskLo[id] = p.maskLo;
    table.maskHi[id] = p.maskHi;
  } else {
    table.maskLo[id] = MASK_SCRATCH[0];
    table.maskHi[id] = MASK_SCRATCH[1];
  }
  table.flags[id] = flags | RULE_MASKED;
}

/**
 * True when rules `a` and `b` have the same pattern as compared (sourceOf),
 * read in place: same priority, same anchoring, same body.
 */
export function samePattern(table: RuleTable, a: number, b: number): boolean {
  const p = table.priority[a] as number;
  if (p !== table.priority[b]) return false;
  const anchored = (table.flags[a] as number) & RULE_ANCHORED;
  if (anchored !== ((table.flags[b] as number) & RULE_ANCHORED)) return false;
  const end = anchored !== 0 ? p - 1 : p;
  const fa = table.from[a] as number;
  const fb = table.from[b] as number;
  const sa = fa >= 0 ? table.text : (table.strings[-fa - 1] as string);
  const sb = fb >= 0 ? table.text : (table.strings[-fb - 1] as string);
  const oa = fa >= 0 ? fa : 0;
  const ob = fb >= 0 ? fb : 0;
  for (let i = 0; i < end; i++) {
    if (sa.charCodeAt(oa + i) !== sb.charCodeAt(ob + i)) return false;
  }
  return true;
}

// Paths always start with `/`, so a rule's first literal piece decides which
// paths it can match at all: `/a…` only paths whose second character is `a`.
export function bucketKey(matcher: CompiledPattern): number {
  const first = matcher.pieces[0] as string;
  if (first.length >= 2) return first.charCodeAt(0) === 47 ? first.charCodeAt(1) : NEVER_KEY;
  if (first.length === 1 && first.charCodeAt(0) !== 47) return NEVER_KEY;
  return GENERIC_KEY;
}

/**
 * A table under construction: `count` ids and `groups` group starts are in
 * use. Its columns are scratch arrays shared by every build (builds are
 * synchronous and never nested), grown by doubling and kept for the next
 * file, so that a parse touches no fresh memory until finishTable copies the
 * columns out at their exact size. Only parseRobots and buildTable write one.
 */
export interface TableBuilder {
  text: string;
  google: boolean;
  count: number;
  groups: number;
  from: Int32Array;
  line: Int32Array;
  priority: Int32Array;
  key: Int32Array;
  flags: Uint8Array;
  groupStart: Int32Array;
  strings: string[];
  patterns: (CompiledPattern | undefined)[];
}

function grown<T extends Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** The columns the last finished builder left, for the next one. */
let spare: TableBuilder | null = null;

/**
 * An empty builder with room for about `capacity` rules, for `mode`'s rules,
 * whose patterns are read from `text` by addRuleAt.
 */
export function newTableBuilder(capacity: number, google: boolean, text: string): TableBuilder {
  const reused = spare;
  spare = null;
  const n = Math.max(16, capacity);
  if (reused !== null) {
    reused.text = text;
    reused.google = google;
    reused.count = 0;
    reused.groups = 0;
    reused.strings = [];
    reused.patterns = [];
    if (reused.from.length < n) reserve(reused, n);
    return reused;
  }
  return {
    text,
    google,
    count: 0,
    groups: 0,
    from: new Int32Array(n),
    line: new Int32Array(n),
    priority: new Int32Array(n),
    key: new Int32Array(n),
    flags: new Uint8Array(n),
    groupStart: new Int32Array(64),
    strings: [],
    patterns: [],
  };
}

/** Marks where the next group's ids start (call once per group, in order). */
export function startGroup(b: TableBuilder): void {
  if (b.groups + 1 >= b.groupStart.length)
    b.groupStart = grown(b.groupStart, b.groupStart.length * 2);
  b.groupStart[b.groups++] = b.count;
}

function reserve(b: TableBuilder, extra: number): void {
  if (b.count + extra <= b.from.length) return;
  const size = Math.max(b.from.length * 2, b.count + extra);
  b.from = grown(b.from, size);
  b.line = grown(b.line, size);
  b.priority = grown(b.priority, size);
  b.flags = grown(b.flags, size);
  b.key = grown(b.key, size);
}

/**
 * Adds the rule on `line` to the group started last, an Allow
 * when `allow`, whose pattern as compared is the builder's text at
 * `[from, from + length)` (the value as written).
 */
export function addRuleAt(
  b: TableBuilder,
  line: number,
  allow: boolean,
  from: number,
  length: number,
): void {
  add(b, line, allow, b.text, from, from, length);
}

/** addRuleAt for a pattern that is not the value as written: kept as its own string. */
export function addRuleString(
  b: TableBuilder,
  line: number,
  allow: boolean,
  pattern: string,
): void {
  const strings = b.strings;
  strings.push(pattern);
  add(b, line, allow, pattern, 0, -strings.length, pattern.length);
}

// `src[from, from + length)` is the pattern; `at` is what the table's `from` holds.
// Kept small (the rare cases are calls) so that the JIT inlines it into the parse loop.
function add(
  b: TableBuilder,
  line: number,
  allow: boolean,
  src: string,
  from: number,
  at: number,
  length: number,
): void {
  const id = b.count;
  if (id + 2 > b.from.length) reserve(b, 2);
  const anchored = length > 0 && src.charCodeAt(from + length - 1) === 36;
  const end = anchored ? length - 1 : length;
  b.from[id] = at;
  b.line[id] = line;
  b.priority[id] = length;
  b.key[id] = keyAt(src, from, end);
  b.flags[id] = (allow ? RULE_ALLOW : 0) | (anchored ? RULE_ANCHORED : 0);
  b.count = id + 1;
  if (!b.google) {
    if (hasPercent(src, from, end))
      encodeRule(b, id, at < 0 ? src : src.slice(from, from + length));
  } else if (allow) {
    deriveIndexHtml(b, id, src, from, length);
  }
}

// rfc mode: `%2A` / `%24` are literal `*` / `$`; the compiled pieces say which.
function encodeRule(b: TableBuilder, id: number, pattern: string): void {
  const compiled = compilePattern(pattern, 'rfc');
  b.patterns[id] = compiled;
  b.key[id] = bucketKey(compiled);
  b.flags[id] = (b.flags[id] as number) | RULE_ENCODED;
}

// google-specific: the `…/$` rule an Allow `…/index.htm(l)` derives, right after it.
function deriveIndexHtml(
  b: TableBuilder,
  id: number,
  src: string,
  from: number,
  length: number,
): void {
  const slash = indexHtmlSlashAt(src, from, length);
  if (slash < 0) return;
  const derived = id + 1;
  b.from[derived] = b.from[id] as number;
  b.line[derived] = b.line[id] as number;
  b.priority[derived] = slash + 2;
  b.key[derived] = keyAt(src, from, slash + 1);
  b.flags[derived] = RULE_ALLOW | RULE_INDEX_HTML | RULE_ANCHORED;
  b.count = derived + 1;
}

// Reads the pattern only: an indexOf from `from` would scan the rest of the
// file for each rule of a file without `%`, which is quadratic.
function hasPercent(src: string, from: number, end: number): boolean {
  for (let i = from + end - 1; i >= from; i--) if (src.charCodeAt(i) === 37) return true;
  return false;
}

/**
 * The finished table: the builder's columns copied out at their exact size
 * (one buffer for all of them), masks zeroed. The builder's scratch is kept
 * for the next build.
 */
export function finishTable(b: TableBuilder): RuleTable {
  const n = b.count;
  startGroup(b);
  const groups = b.groups;
  // Seven Int32 columns of n, the group starts, then the Uint8 flags. The
  // columns filled on first use (masks, hashes) cost no memory until touched.
  const buffer = new ArrayBuffer(4 * (7 * n + groups) + n);
  const column = (k: number, source: Int32Array): Int32Array => {
    const c = new Int32Array(buffer, 4 * k * n, n);
    c.set(source.subarray(0, n));
    return c;
  };
  const groupStart = new Int32Array(buffer, 28 * n, groups);
  groupStart.set(b.groupStart.subarray(0, groups));
  const flags = new Uint8Array(buffer, 4 * (7 * n + groups), n);
  flags.set(b.flags.subarray(0, n));
  const table: RuleTable = {
    text: b.text,
    from: column(0, b.from),
    strings: b.strings,
    line: column(1, b.line),
    priority: column(2, b.priority),
    key: column(3, b.key),
    maskLo: new Int32Array(buffer, 16 * n, n),
    maskHi: new Int32Array(buffer, 20 * n, n),
    hash: new Int32Array(buffer, 24 * n, n),
    flags,
    groupStart,
    patterns: b.patterns,
    twins: null,
  };
  b.text = '';
  b.strings = [];
  b.patterns = [];
  spare = b;
  return table;
}
