// A quick "could any registry name be this close?" test, so the did-you-mean of
// unknown-agent-token asks suggestCrawler only about names that may have an
// answer: a file may hold tens of thousands of distinct names, and most are far
// from every crawler.
//
// The test is necessary, never sufficient: a character of the name that the
// registry name lacks must be deleted or substituted, one edit each (a swap of
// neighbours keeps the characters), so a name within `k` edits of a registry name
// has at most `k` characters, counted with repeats, that the registry name lacks.
// Names are compared lower-cased, as suggestCrawler compares them (RFC 9309 §2.2.1).

import { CRAWLERS } from '../../registry/index.ts';

/** Character slots per candidate set: one per ASCII code, one shared by all others. */
const SLOTS = 129;
const OTHER = 128;

/**
 * The registry names of one length, 32 to a chunk: for each chunk, which
 * candidates hold each character (`SLOTS` masks) and all of its candidates.
 */
interface Bucket {
  has: Int32Array;
  all: Int32Array;
}

let buckets: Bucket[] | null = null;

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
    const bucket: Bucket = { has: new Int32Array(chunks * SLOTS), all: new Int32Array(chunks) };
    names.forEach((name, i) => {
      const chunk = i >> 5;
      const bit = 1 << (i & 31);
      bucket.all[chunk] = (bucket.all[chunk] as number) | bit;
      for (let j = 0; j < name.length; j++) {
        // A candidate with any non-ASCII character counts as holding every one:
        // the shared slot may only make the test pass more often.
        const at = chunk * SLOTS + slot(name.charCodeAt(j));
        bucket.has[at] = (bucket.has[at] as number) | bit;
      }
    });
    out.push(bucket);
  }
  return out;
}

/**
 * False when no registry name (token or alias, lower-cased) is within `max`
 * edits (1 or 2) of the lower-cased `lower`, so suggestCrawler(lower, max) is
 * `null`; true when one may be. Linear in `lower.length`; never throws.
 */
export function mayBeNearCrawler(lower: string, max: 1 | 2): boolean {
  const all = (buckets ??= buildBuckets());
  const n = lower.length;
  for (let length = Math.max(0, n - max); length <= n + max && length < all.length; length++) {
    const bucket = all[length] as Bucket;
    for (let chunk = 0; chunk < bucket.all.length; chunk++) {
      const candidates = bucket.all[chunk] as number;
      const base = chunk * SLOTS;
      // Bit-sliced counters per candidate: missed once, twice, three times.
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let i = 0; i < n; i++) {
        const missed = candidates & ~(bucket.has[base + slot(lower.charCodeAt(i))] as number);
        thrice |= twice & missed;
        twice |= once & missed;
        once |= missed;
      }
      if ((candidates & ~(max === 1 ? twice : thrice)) !== 0) return true;
    }
  }
  return false;
}
