// The verdict index of one merged rule set: its rules grouped by their first
// literal piece (the pattern up to its first `*`, or its whole body), so a path
// meets only the rules that can match it. The crawler report reads it for each
// verdict (decidingId); an explained evaluation of a large rule set reads it for
// every matching rule (candidateIds).
//
// A pattern matches a path only if its first piece is a prefix of the path
// (./pattern.ts: the first piece is compared at offset 0), so the rules worth
// testing are those whose first piece is one of the path's prefixes: a lookup
// per prefix length instead of a walk over every rule sharing the path's second
// character (the engine's cut, ./compile.ts verdictIds), which on a file of
// thousands of rules like `/s0/d1/*.php$` is all of them. Pieces are looked up
// by a hash of their characters, computed for the path's prefixes as it is
// read, in a table of chains: a chain may hold rules of several pieces whose
// hashes collide, which costs a test, never an answer, because every rule is
// tested on the path itself. Each chain keeps the best-first order of the
// RuleOrder (RFC 9309 §2.2.2: the longest match wins; google-specific: Allow
// wins ties), and the matching rule that comes first in that order decides, the
// same rule as the engine's first-match walk.

import {
  matchesId,
  orderedIds,
  orderIds,
  patternOf,
  twinsOf,
  RULE_ANCHORED,
  RULE_ENCODED,
  type RuleOrder,
  type RuleTable,
} from './compile.ts';
import { charMask } from './pattern.ts';

/** The rules of one RuleOrder by first literal piece. Built by verdictIndex. */
export interface VerdictIndex {
  /** The order's ids, best first (orderIds). */
  ids: Int32Array;
  /** By slot (piece hash & `mask`), the first position (into `ids`) of its chain, -1 for none. */
  head: Int32Array;
  /** By position, the next position of the same slot, -1 at the end: each chain ascends. */
  next: Int32Array;
  mask: number;
  /** By length, 1 when some rule's first piece has that length. */
  lengths: Uint8Array;
  /** The first position of the empty rules (priority 0), which end `ids`: they match every path. */
  emptyFrom: number;
}

const INDEXES = new WeakMap<RuleOrder, VerdictIndex>();

// Read once: where modules are loaded as CommonJS (tsx, the Node benchmarks)
// every use of an imported name is a property getter, and these run per rule.
const ANCHORED = RULE_ANCHORED;
const ENCODED = RULE_ENCODED;
const matchesIdOn = matchesId;

const HASH_SEED = 0x811c9dc5;

/** Scratch for charMask: the path's character mask. */
const PATH_MASK: [number, number] = [0, 0];

// Per-call match results by twin (see candidateIds): `gen` matched, `-gen` did not.
let STAMPS = new Int32Array(0);
let generation = 0;

/** A fresh stamp for a call over a table of `n` rules. */
function nextGeneration(n: number): number {
  if (STAMPS.length < n || generation >= 0x3fffffff) {
    STAMPS = new Int32Array(Math.max(n, STAMPS.length));
    generation = 0;
  }
  return ++generation;
}

/** One step of the piece hash (FNV-1a over UTF-16 code units). */
function step(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x01000193);
}

// Scratch result of pieceOf: the hash and length of a rule's first piece.
let pieceHash = 0;
let pieceLength = 0;

/** Sets pieceHash / pieceLength to rule `id`'s first piece: its pattern up to the first `*`, without `$`. */
function pieceOf(table: RuleTable, id: number): void {
  const flags = table.flags[id] as number;
  let hash = HASH_SEED;
  let k = 0;
  if ((flags & ENCODED) !== 0) {
    // RFC 9309 §2.2.3 figure 6 (rfc mode): `%2A` is a literal `*`; the compiled pieces say where.
    const piece = patternOf(table, id).pieces[0] ?? '';
    for (; k < piece.length; k++) hash = step(hash, piece.charCodeAt(k));
  } else {
    // Read in place, as the matcher reads it (for a derived index.html rule, the
    // start of its Allow's pattern): no pattern is sliced out of the text.
    const from = table.from[id] as number;
    const source = from >= 0 ? table.text : (table.strings[-from - 1] as string);
    const at = from >= 0 ? from : 0;
    const end = (table.priority[id] as number) - ((flags & ANCHORED) !== 0 ? 1 : 0);
    for (; k < end; k++) {
      const code = source.charCodeAt(at + k);
      if (code === 42) break;
      hash = step(hash, code);
    }
  }
  pieceHash = hash;
  pieceLength = k;
}

/**
 * The verdict index of `order` (rules of `table`), built on first use and kept
 * as long as `order` lives. Empty rules (priority 0) are left out: they never
 * decide. Never throws.
 */
export function verdictIndex(table: RuleTable, order: RuleOrder): VerdictIndex {
  const cached = INDEXES.get(order);
  if (cached) return cached;
  const ids = orderIds(table, order);
  let size = 16;
  while (size < ids.length * 2) size *= 2;
  const mask = size - 1;
  const head = new Int32Array(size).fill(-1);
  const next = new Int32Array(ids.length).fill(-1);
  let lengths = new Uint8Array(64);
  let emptyFrom = ids.length;
  // Backwards, so that prepending keeps every chain in ascending position.
  for (let pos = ids.length - 1; pos >= 0; pos--) {
    const id = ids[pos] as number;
    if (table.priority[id] === 0) {
      emptyFrom = pos;
      continue;
    }
    pieceOf(table, id);
    if (pieceLength >= lengths.length) {
      const grown = new Uint8Array(Math.max(pieceLength + 1, lengths.length * 2));
      grown.set(lengths);
      lengths = grown;
    }
    lengths[pieceLength] = 1;
    const slot = pieceHash & mask;
    next[pos] = head[slot] as number;
    head[slot] = pos;
  }
  const built: VerdictIndex = { ids, head, next, mask, lengths, emptyFrom };
  INDEXES.set(order, built);
  return built;
}

/**
 * The id of the rule that decides `path` (a path as compared) among the rules
 * of `index`: the first in best-first order that matches, or -1 when none
 * does. Never throws.
 */
export function decidingId(table: RuleTable, index: VerdictIndex, path: string): number {
  const { ids, head, next, mask, lengths } = index;
  const last = Math.min(path.length, lengths.length - 1);
  let best = -1;
  let hash = HASH_SEED;
  for (let length = 0; length <= last; length++) {
    if (length > 0) hash = step(hash, path.charCodeAt(length - 1));
    if (lengths[length] === 0) continue;
    for (let pos = head[hash & mask] as number; pos >= 0; pos = next[pos] as number) {
      if (best >= 0 && pos > best) break;
      if (matchesIdOn(table, ids[pos] as number, path)) {
        best = pos;
        break;
      }
    }
  }
  return best < 0 ? -1 : (ids[best] as number);
}

/**
 * A path whose second character keys at least this many rules of a set is cut
 * for an explained evaluation through the verdict index, once a second path is
 * asked about the set; fewer, and the first path (a Verdict asks one per text),
 * are walked (orderedIds), with each rule's character mask rejecting most at a
 * glance, which costs less than the index's walk over the path's prefixes. (The
 * index wins on thousands of rules sharing a path's first characters, as
 * `/s1/d2/*.pdf$` … `/s49/d398/end$`.)
 */
export const INDEXED_FROM = 1024;

// The rule sets a path has been asked about once, without the index.
const ASKED = new WeakSet<RuleOrder>();

/**
 * The ids of `order` worth testing against `path` (a path as compared) for an
 * explained evaluation, best first, empty rules last: the ids keyed to the path's
 * second character and the generic ones (orderedIds), or, when thousands are
 * keyed to it and the set was asked about before, only the rules that match
 * `path`, found through the verdict index (see INDEXED_FROM). Either way every rule that matches `path` is in the list, in the same
 * order. Never throws.
 */
export function candidateIds(table: RuleTable, order: RuleOrder, path: string): Int32Array {
  if (!ASKED.has(order)) {
    ASKED.add(order);
    return orderedIds(table, order, path);
  }
  const walked = orderedIds(table, order, path);
  if (walked.length - order.generic.length < INDEXED_FROM) return walked;
  const { ids, head, next, mask, lengths, emptyFrom } = verdictIndex(table, order);
  const last = Math.min(path.length, lengths.length - 1);
  const found: number[] = [];
  // A rule needing a character the path lacks cannot match (a mask not filled yet
  // is 0 and rejects nothing): most of a long chain of `/*…` rules is skipped so.
  charMask(path, 0, path.length, PATH_MASK);
  const lo = PATH_MASK[0];
  const hi = PATH_MASK[1];
  // Rules sharing a pattern (twins; a file may repeat `/*.pdf$` a thousand times)
  // are tested once per path: a stamp of this call says whether the first matched.
  const twins = twinsOf(table);
  const gen = nextGeneration(twins.length);
  let hash = HASH_SEED;
  for (let length = 0; length <= last; length++) {
    if (length > 0) hash = step(hash, path.charCodeAt(length - 1));
    if (lengths[length] === 0) continue;
    for (let pos = head[hash & mask] as number; pos >= 0; pos = next[pos] as number) {
      const id = ids[pos] as number;
      if (((table.maskLo[id] as number) & ~lo) !== 0) continue;
      if (((table.maskHi[id] as number) & ~hi) !== 0) continue;
      const twin = twins[id] as number;
      let stamp = STAMPS[twin] as number;
      if (stamp !== gen && stamp !== -gen) {
        stamp = matchesIdOn(table, id, path) ? gen : -gen;
        STAMPS[twin] = stamp;
      }
      if (stamp === gen) found.push(pos);
    }
  }
  // A chain may be met at more than one length (colliding hashes): each position once.
  found.sort((a, b) => a - b);
  const out = new Int32Array(found.length + ids.length - emptyFrom);
  let n = 0;
  for (let i = 0; i < found.length; i++) {
    const pos = found[i] as number;
    if (i > 0 && pos === found[i - 1]) continue;
    out[n++] = ids[pos] as number;
  }
  for (let pos = emptyFrom; pos < ids.length; pos++) out[n++] = ids[pos] as number;
  return n === out.length ? out : out.subarray(0, n);
}
