// When one Disallow is sure to block every path another matches, and an index of
// a group's Disallows that answers "which of them does a set of Disallows leave
// open?" without comparing every pair.
//
// RFC 9309 §2.2.2: a rule matches a path it is a prefix of; every path starts
// with `/`. §2.2.3 (and robots.cc, Matches): `*` matches any run of characters
// and a final `$` anchors the end. So `/` and `*` match every path, and a rule
// covers another when it matches each path the other can match.

import { compilePattern, matchPattern } from '../../pattern.ts';
import type { CompiledPattern } from '../../pattern.ts';
import type { Mode } from '../../types.ts';

/** Stands for "any characters" in the symbolic form of a pattern; no pattern holds it. */
const ANY = '\uffff';

/** The pattern without its trailing `*`s (a rule already matches every path it starts). */
function withoutTrailingStars(pattern: string): string {
  let end = pattern.length;
  while (end > 0 && pattern.charCodeAt(end - 1) === 42) end--;
  return end === pattern.length ? pattern : pattern.slice(0, end);
}

/**
 * A Disallow pattern as a cover: `everything` (`/`, `*`, `/*`), a literal prefix
 * (`/a`, `/a*`), or any other pattern, compared symbolically (`compiled` is the
 * pattern compiled once, or null when it holds `ANY` and so covers nothing surely).
 */
export type Cover =
  | { kind: 'everything' }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'pattern'; source: string; compiled: CompiledPattern | null };

/** How a non-empty Disallow pattern covers others, in `mode`. */
export function coverOf(pattern: string, mode: Mode): Cover {
  const stem = withoutTrailingStars(pattern);
  if (stem === '' || stem === '/') return { kind: 'everything' };
  // rfc mode: `%2A` and `%24` stand for literal characters; the symbolic test reads them right.
  if (stem.includes('*') || stem.includes('$') || (mode === 'rfc' && stem.includes('%'))) {
    const compiled = pattern.includes(ANY) ? null : compilePattern(pattern, mode);
    return { kind: 'pattern', source: pattern, compiled };
  }
  return { kind: 'prefix', prefix: stem };
}

/**
 * The literal text every path `pattern` matches starts with (before its first
 * `*`, without a final `$`), as compiled in `mode`.
 */
export function headOf(pattern: string, mode: Mode): string {
  const end =
    pattern.length > 0 && pattern.charCodeAt(pattern.length - 1) === 36
      ? pattern.length - 1
      : pattern.length;
  // rfc mode: `%2A` and `%24` in the head stand for `*` and `$`; compilePattern decodes them.
  const percent = mode === 'rfc' ? pattern.indexOf('%') : -1;
  if (percent >= 0 && percent < end) return compilePattern(pattern, mode).pieces[0] as string;
  // Without that, the head is the text before the first `*` (compilePattern's first
  // piece), found without compiling: a file may hold tens of thousands of Disallows.
  const star = pattern.indexOf('*');
  const cut = star >= 0 && star < end ? star : end;
  return cut === pattern.length ? pattern : pattern.slice(0, cut);
}

/**
 * The pattern as strings in which `ANY` stands for what each `*` (and, when
 * unanchored, the rest of the path) may match: a pattern `c` covers it when `c`
 * matches every one of them, since `c`'s literals then meet only literals. A
 * leading `*` either takes the path's first `/` and more, or nothing, when the
 * text after it starts with `/` (every path does, RFC 9309 §2.2.2).
 */
export function symbolic(pattern: string, mode: Mode): string[] {
  const compiled = compilePattern(pattern, mode);
  const tail = compiled.anchored ? '' : ANY;
  const pieces = compiled.pieces;
  if (pieces.length === 1 || pieces[0] !== '') return [pieces.join(ANY) + tail];
  let first = 1;
  while (first < pieces.length - 1 && pieces[first] === '') first++;
  const rest = pieces.slice(first).join(ANY) + tail;
  const forms = [`/${ANY}${rest}`];
  if (rest.startsWith('/')) forms.push(rest);
  return forms;
}

/**
 * True when the Disallow `cover` matches every path the pattern `pattern`
 * matches (both as in `mode`); false when unsure. Exact for `everything` and
 * literal prefixes, sound for other patterns. `forms`, when given, is
 * `symbolic(pattern, mode)` computed once by a caller that tests `pattern`
 * against many covers.
 */
export function covers(
  cover: Cover,
  pattern: string,
  mode: Mode,
  forms?: readonly string[],
): boolean {
  if (cover.kind === 'everything') return true;
  if (cover.kind === 'prefix') return headOf(pattern, mode).startsWith(cover.prefix);
  const compiled = cover.compiled;
  if (compiled === null || pattern.includes(ANY)) return false;
  const strings = forms ?? symbolic(pattern, mode);
  for (let i = 0; i < strings.length; i++) {
    if (!matchPattern(compiled, strings[i] as string)) return false;
  }
  return true;
}

/** Entries a set of prefixes leaves open: how many, and the first few in file order. */
export interface OpenEntries {
  readonly count: number;
  readonly first: readonly number[];
}

/**
 * A fixed list of patterns (a group's Disallows, in file order) indexed by head:
 * for a set of literal prefixes it counts and lists, in file order, the entries
 * none of them covers, in O((prefixes + listed) log n).
 */
export class CoverIndex {
  /** Entry indices sorted by head: each prefix covers one contiguous run of them. */
  private readonly byHead: number[];
  private readonly heads: string[];
  /** Sparse table: `table[k][i]` is the position in byHead of the smallest entry index in `[i, i + 2^k)`. */
  private readonly table: Int32Array[];
  /** What open() answers when nothing is covered or skipped, per `want`. */
  private readonly everyEntry = new Map<number, OpenEntries>();

  /** `heads`: each pattern's headOf, in file order. */
  constructor(heads: readonly string[]) {
    this.byHead = heads.map((_, i) => i).sort((a, b) => compare(heads[a], heads[b]) || a - b);
    this.heads = this.byHead.map((i) => heads[i] as string);
    const n = this.byHead.length;
    const first = new Int32Array(n);
    for (let i = 0; i < n; i++) first[i] = i;
    this.table = [first];
    for (let k = 1; 1 << k <= n; k++) {
      const previous = this.table[k - 1] as Int32Array;
      const next = new Int32Array(n - (1 << k) + 1);
      for (let i = 0; i < next.length; i++) {
        next[i] = this.smaller(previous[i] as number, previous[i + (1 << (k - 1))] as number);
      }
      this.table.push(next);
    }
  }

  /** The number of entries. */
  get size(): number {
    return this.byHead.length;
  }

  private smaller(a: number, b: number): number {
    return (this.byHead[a] as number) <= (this.byHead[b] as number) ? a : b;
  }

  /** The position in byHead of the smallest entry index in positions `[from, to)` (to > from). */
  private minimum(from: number, to: number): number {
    const k = 31 - Math.clz32(to - from);
    const row = this.table[k] as Int32Array;
    return this.smaller(row[from] as number, row[to - (1 << k)] as number);
  }

  /** The position in byHead of the first head that starts with `prefix`, if any. */
  private runStart(prefix: string): number {
    const heads = this.heads;
    let lo = 0;
    let hi = heads.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(heads[mid], prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The end of the run of heads from position `from` that start with `prefix`. */
  private runEnd(prefix: string, from: number): number {
    const heads = this.heads;
    let lo = from;
    let hi = heads.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((heads[mid] as string).startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The entries that none of the first `prefixCount` prefixes covers and `skip` does
   * not hold: how many, and the first `want` of them in file order (entry
   * indices, ascending).
   */
  open(
    prefixes: readonly string[],
    prefixCount: number,
    skip: ReadonlySet<number>,
    want: number,
  ): OpenEntries {
    let runs: [number, number][] | null = null;
    for (let i = 0; i < prefixCount; i++) {
      const prefix = prefixes[i] as string;
      // Positions [from, to) of the heads starting with the prefix: the run it covers.
      const from = this.runStart(prefix);
      const to = this.runEnd(prefix, from);
      if (from < to) (runs ??= []).push([from, to]);
    }
    // The common answer (a name whose own Disallows cover none of these) is the
    // same object every time, so callers may keep what they derive from it.
    if (runs === null && skip.size === 0) {
      let every = this.everyEntry.get(want);
      if (!every) {
        const first: number[] = [];
        for (let i = 0; i < want && i < this.size; i++) first.push(i);
        this.everyEntry.set(want, (every = { count: this.size, first }));
      }
      return every;
    }
    runs ??= [];
    runs.sort((a, b) => a[0] - b[0]);
    // The positions no prefix covers, as disjoint runs.
    const gaps: [number, number][] = [];
    let at = 0;
    for (const [from, to] of runs) {
      if (from > at) gaps.push([at, from]);
      at = Math.max(at, to);
    }
    if (at < this.size) gaps.push([at, this.size]);

    const open = (entry: number): boolean => {
      const position = this.positionOf(entry);
      let lo = 0;
      let hi = gaps.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((gaps[mid] as [number, number])[1] <= position) lo = mid + 1;
        else hi = mid;
      }
      const gap = gaps[lo];
      return gap !== undefined && gap[0] <= position;
    };
    let count = 0;
    for (const [from, to] of gaps) count += to - from;
    for (const entry of skip) if (open(entry)) count--;

    // Smallest entries first: a heap of gaps keyed by their smallest entry, a gap
    // split at that entry when it is taken.
    const first: number[] = [];
    const heap: [number, number, number][] = [];
    const push = (from: number, to: number) => {
      if (from < to) heapPush(heap, [this.byHead[this.minimum(from, to)] as number, from, to]);
    };
    for (const [from, to] of gaps) push(from, to);
    while (first.length < want && heap.length > 0) {
      const [entry, from, to] = heapPop(heap);
      const position = this.positionOf(entry);
      if (!skip.has(entry)) first.push(entry);
      push(from, position);
      push(position + 1, to);
    }
    return { count, first };
  }

  private positions: Int32Array | null = null;

  private positionOf(entry: number): number {
    if (!this.positions) {
      this.positions = new Int32Array(this.byHead.length);
      this.byHead.forEach((e, position) => ((this.positions as Int32Array)[e] = position));
    }
    return this.positions[entry] as number;
  }
}

/** Code-unit order, the order startsWith agrees with. */
function compare(a: string | undefined, b: string | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

function heapPush(heap: [number, number, number][], item: [number, number, number]): void {
  heap.push(item);
  let i = heap.length - 1;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if ((heap[parent] as [number, number, number])[0] <= item[0]) break;
    heap[i] = heap[parent] as [number, number, number];
    i = parent;
  }
  heap[i] = item;
}

function heapPop(heap: [number, number, number][]): [number, number, number] {
  const top = heap[0] as [number, number, number];
  const last = heap.pop() as [number, number, number];
  if (heap.length > 0) {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child =
        right < heap.length &&
        (heap[right] as [number, number, number])[0] < (heap[left] as [number, number, number])[0]
          ? right
          : left;
      if ((heap[child] as [number, number, number])[0] >= last[0]) break;
      heap[i] = heap[child] as [number, number, number];
      i = child;
    }
    heap[i] = last;
  }
  return top;
}
