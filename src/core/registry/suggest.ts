// Did-you-mean for User-agent values: the registry name closest to a token that
// names no registry crawler. RFC 9309 §2.2.1 compares product tokens
// case-insensitively, so distances are measured on lower-cased text. The distance
// is Damerau-Levenshtein in its optimal-string-alignment form (insert, delete,
// substitute, swap two neighbours; each costs 1), bounded so that far-off names
// are abandoned after a few rows: the linter may ask once per User-agent line of a
// 500 KiB file.

import { CRAWLERS } from './crawlers.ts';
import type { CrawlerInfo } from './types.ts';

/** A registry name close to what was written. */
export interface CrawlerSuggestion {
  /** The registry spelling to offer (the token, or the alias that matched). */
  name: string;
  crawler: CrawlerInfo;
  /** Edits from the input to `name`, ignoring case (≥ 1). */
  distance: number;
}

interface Candidate {
  lower: string;
  name: string;
  crawler: CrawlerInfo;
  /** Which characters occur in `lower` (see `charBit`). */
  mask: number;
}

// One bit per letter, one shared bit for every other character: enough for a
// quick lower bound on the distance (see `missingCount`).
const charBit = (code: number): number => {
  const letter = code - 97;
  return letter >= 0 && letter < 26 ? 1 << letter : 1 << 26;
};

function maskOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= charBit(text.charCodeAt(i));
  return mask;
}

/**
 * How many characters of `text` fall outside `mask`. Each such character needs
 * an edit of its own (a substitution or a deletion; a swap changes no character),
 * so this never exceeds the distance.
 */
function missingCount(text: string, mask: number, stopAbove: number): number {
  let missing = 0;
  for (let i = 0; i < text.length; i++) {
    if ((charBit(text.charCodeAt(i)) & mask) === 0 && ++missing > stopAbove) break;
  }
  return missing;
}

// Every token and alias, lower-cased once and bucketed by length so a lookup only
// visits names whose length is within the allowed distance. A case variant of an
// earlier name is the same name under RFC 9309 and is kept once.
const byLength: Candidate[][] = [];
const known = new Set<string>();
const order = new Map<CrawlerInfo, number>(CRAWLERS.map((crawler, index) => [crawler, index]));
for (const crawler of CRAWLERS) {
  for (const name of [crawler.token, ...crawler.aliases]) {
    const lower = name.toLowerCase();
    if (known.has(lower)) continue;
    known.add(lower);
    (byLength[lower.length] ??= []).push({ lower, name, crawler, mask: maskOf(lower) });
  }
}

// Three reusable rows of the distance table (two back, one back, current).
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * The optimal-string-alignment distance between `a` and `b`, or `max + 1` as soon
 * as it is known to exceed `max`. Compares UTF-16 code units; case-sensitive.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (m + 1 > rowA.length) {
    rowA = new Int32Array(m + 1);
    rowB = new Int32Array(m + 1);
    rowC = new Int32Array(m + 1);
  }
  let before = rowA;
  let previous = rowB;
  let current = rowC;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    const ai = a.charCodeAt(i - 1);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Every later row is at least this row's minimum: stop once nothing can fit.
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[m] as number, max + 1);
}

/**
 * The default edit budget for an input of `length` characters: 1 up to 4
 * characters, 2 up to 9, 3 beyond, so short words do not match everything.
 */
export function defaultSuggestDistance(length: number): number {
  return length <= 4 ? 1 : length <= 9 ? 2 : 3;
}

// Files repeat the same User-agent values; remember recent answers. Cleared
// when full rather than evicted one by one: cheap and good enough.
const CACHE_LIMIT = 4096;
const cache = new Map<string, CrawlerSuggestion | null>();

/**
 * The registry name nearest to `token`, for did-you-mean hints (`Googlebott` →
 * `Googlebot`), or `null` when `token` already names a registry crawler (any
 * case) or nothing is within `maxDistance` edits (default:
 * `defaultSuggestDistance(token.length)`). Ties go to the earlier registry entry,
 * curated ones first. Never throws.
 */
export function suggestCrawler(token: string, maxDistance?: number): CrawlerSuggestion | null {
  const lower = token.toLowerCase();
  // No distance exceeds the longer of the two lengths, which also bounds `Infinity`.
  const max = Math.min(
    Math.floor(maxDistance ?? defaultSuggestDistance(lower.length)),
    Math.max(lower.length, byLength.length - 1),
  );
  if (lower === '' || max < 1 || known.has(lower)) return null;
  const key = `${max}\u0000${lower}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;

  let best: CrawlerSuggestion | null = null;
  let budget = max;
  const mask = maskOf(lower);
  // Nearer lengths first, so a close match tightens the budget for the rest.
  for (let delta = 0; delta <= budget; delta++) {
    for (const length of delta === 0
      ? [lower.length]
      : [lower.length - delta, lower.length + delta]) {
      for (const candidate of (length >= 0 ? byLength[length] : undefined) ?? []) {
        if (missingCount(lower, candidate.mask, budget) > budget) continue;
        if (missingCount(candidate.lower, mask, budget) > budget) continue;
        const distance = boundedDistance(lower, candidate.lower, budget);
        if (distance > budget) continue;
        if (best === null || distance < best.distance || isEarlier(candidate, best, distance)) {
          best = { name: candidate.name, crawler: candidate.crawler, distance };
          budget = distance;
        }
      }
    }
  }

  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, best);
  return best;
}

function isEarlier(candidate: Candidate, best: CrawlerSuggestion, distance: number): boolean {
  return (
    distance === best.distance &&
    (order.get(candidate.crawler) ?? 0) < (order.get(best.crawler) ?? 0)
  );
}
