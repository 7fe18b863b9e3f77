// A quick "could any registry name be this close?" test, so the did-you-mean of
// unknown-agent-token asks suggestCrawler only about names that may have an
// answer: a file may hold tens of thousands of distinct names, and most are far
// from every crawler.
//
// The test is necessary, never sufficient. An edit (insert, delete, substitute,
// swap neighbours) removes at most one character and adds at most one, a swap
// neither. So turning a name of n characters into a registry name of m costs a
// delete or a substitute for each character of the name beyond the registry
// name's count of it, and at least m − n inserts on top; the other way round, an
// insert or a substitute for each character of the registry name beyond the
// name's count, and at least n − m deletes. Names are compared lower-cased, as
// suggestCrawler compares them (RFC 9309 §2.2.1).

import { CRAWLERS } from '../../registry/index.ts';

/** Character slots per candidate set: one per ASCII code, one shared by all others. */
const SLOTS = 129;
const OTHER = 128;
/**
 * How many occurrences of a character are told apart: a fourth and later one
 * counts as held by both sides, so the bound stays a lower bound.
 */
const LEVELS = 3;

/**
 * The registry names of one length, 32 to a chunk. `has[(chunk * LEVELS + k) *
 * SLOTS + slot]` holds the chunk's candidates with more than `k` occurrences of
 * the slot's character; `all` every candidate of each chunk; `slots` the slots
 * some candidate of the length holds.
 */
interface Bucket {
  has: Int32Array;
  all: Int32Array;
  slots: Int32Array;
}

let buckets: Bucket[] | null = null;

/**
 * The name of the current call: per slot, its number of occurrences (valid where
 * `stamp` holds the call's number, so nothing is cleared between calls); per
 * position, its slot and how many earlier positions hold the same slot.
 */
const counts = new Int32Array(SLOTS);
const stamp = new Int32Array(SLOTS);
let call = 0;
let slotAt = new Int32Array(64);
let repeatAt = new Int32Array(64);

function slot(code: number): number {
  return code < OTHER ? code : OTHER;
}

function buildBuckets(): Bucket[] {
  const byLength: string[][] = [];
  const known = new Set<string>();
  for (const crawler of CRAWLERS) {
    for (const name of [crawler.token, ...crawler.aliases]) {
      const lower = name.toLowerCase();
      if (known.has(lower)) continue;
      known.add(lower);
      (byLength[lower.length] ??= []).push(lower);
    }
  }
  const out: Bucket[] = [];
  for (let length = 0; length < byLength.length; length++) {
    const names = byLength[length] ?? [];
    const chunks = Math.ceil(names.length / 32);
    const has = new Int32Array(chunks * LEVELS * SLOTS);
    const all = new Int32Array(chunks);
    const used = new Set<number>();
    names.forEach((name, i) => {
      const chunk = i >> 5;
      const bit = 1 << (i & 31);
      all[chunk] = (all[chunk] as number) | bit;
      const seen = new Map<number, number>();
      for (let j = 0; j < name.length; j++) {
        // Every non-ASCII character shares one slot: a coarser alphabet only
        // lowers the counts of missing characters, so the bound still holds.
        const s = slot(name.charCodeAt(j));
        const k = seen.get(s) ?? 0;
        seen.set(s, k + 1);
        used.add(s);
        if (k >= LEVELS) continue;
        const at = (chunk * LEVELS + k) * SLOTS + s;
        has[at] = (has[at] as number) | bit;
      }
    });
    out.push({ has, all, slots: Int32Array.from([...used].sort((a, b) => a - b)) });
  }
  return out;
}

/** The candidates whose bit-sliced count (`once`, `twice`, `thrice`) is at most `limit` (0 to 2). */
function within(
  candidates: number,
  limit: number,
  once: number,
  twice: number,
  thrice: number,
): number {
  return candidates & ~(limit <= 0 ? once : limit === 1 ? twice : thrice);
}

/**
 * False when no registry name (token or alias, lower-cased) is within `max`
 * edits (1 or 2) of the lower-cased `lower`, so suggestCrawler(lower, max) is
 * `null`; true when one may be. Linear in `lower.length`; never throws.
 */
export function mayBeNearCrawler(lower: string, max: 1 | 2): boolean {
  const all = (buckets ??= buildBuckets());
  const n = lower.length;
  call = (call + 1) | 0;
  if (call === 0) {
    stamp.fill(0);
    call = 1;
  }
  if (n > slotAt.length) {
    slotAt = new Int32Array(n);
    repeatAt = new Int32Array(n);
  }
  for (let i = 0; i < n; i++) {
    const s = slot(lower.charCodeAt(i));
    if (stamp[s] !== call) {
      stamp[s] = call;
      counts[s] = 0;
    }
    slotAt[i] = s;
    repeatAt[i] = counts[s] as number;
    counts[s] = (counts[s] as number) + 1;
  }
  for (let length = Math.max(0, n - max); length <= n + max && length < all.length; length++) {
    const { has, all: chunks, slots } = all[length] as Bucket;
    // What the inserts (length > n) or deletes (length < n) alone cost leaves this
    // much for the characters one side has more of than the other.
    const forward = max - Math.max(0, length - n);
    const backward = max - Math.max(0, n - length);
    for (let chunk = 0; chunk < chunks.length; chunk++) {
      const base = chunk * LEVELS * SLOTS;
      let candidates = chunks[chunk] as number;
      // Bit-sliced counters per candidate: missed once, twice, three times.
      let once = 0;
      let twice = 0;
      let thrice = 0;
      // An occurrence with k earlier ones of its character is missed by candidates holding k or fewer.
      for (let i = 0; i < n; i++) {
        const repeat = repeatAt[i] as number;
        if (repeat >= LEVELS) continue;
        const missed = candidates & ~(has[base + repeat * SLOTS + (slotAt[i] as number)] as number);
        thrice |= twice & missed;
        twice |= once & missed;
        once |= missed;
      }
      candidates = within(candidates, forward, once, twice, thrice);
      if (candidates === 0) continue;
      // A candidate's occurrences of a character beyond the name's count.
      once = twice = thrice = 0;
      for (let k = 0; k < slots.length; k++) {
        const s = slots[k] as number;
        const mine = stamp[s] === call ? (counts[s] as number) : 0;
        for (let level = mine; level < LEVELS; level++) {
          const missed = candidates & (has[base + level * SLOTS + s] as number);
          if (missed === 0) break;
          thrice |= twice & missed;
          twice |= once & missed;
          once |= missed;
        }
      }
      if (within(candidates, backward, once, twice, thrice) !== 0) return true;
    }
  }
  return false;
}
