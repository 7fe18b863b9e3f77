// The rule matcher: does a pattern match a prefix of the path, and what did
// each `*` consume.
//
// RFC 9309 §2.2.3: `*` matches any sequence of characters (including none) and
// `$` at the end of a pattern anchors it at the end of the path; anywhere else
// `$` is a literal (robots.cc, RobotsMatchStrategy::Matches). Matching is
// case-sensitive and octet-wise; patterns are ASCII after normalisation, so
// UTF-16 code units compare the same way.
//
// A pattern is split once into the literal pieces between its `*`s. A path
// matches when the first piece is a prefix of it and each later piece is found
// (leftmost, with indexOf) after the previous one — taking the leftmost
// occurrence never loses a match, so there is no backtracking: the worst case
// is O(pattern × path), unlike a regex.

import type { Mode } from './types.ts';

/** A pattern prepared for matching. Plain data. */
export interface CompiledPattern {
  /** The pattern text (as normalised for the mode). */
  source: string;
  /** The literal pieces between `*`s: `n` stars give `n + 1` pieces. */
  pieces: string[];
  /** The pattern ends with the `$` anchor. */
  anchored: boolean;
  /**
   * A 64-bit character-class set of every literal character, split into two
   * 32-bit halves: a path lacking one of them cannot match (see charMask).
   */
  maskLo: number;
  maskHi: number;
}

// Character → bit (0..63) of the quick-reject mask. Letters share a bit with
// their other case (the mask is only a necessary condition); rare characters share bits.
const BIT = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (c >= 97 && c <= 122) BIT[c] = c - 97;
  else if (c >= 65 && c <= 90) BIT[c] = c - 65;
  else if (c >= 48 && c <= 57) BIT[c] = 26 + c - 48;
  else BIT[c] = 36 + (c % 27);
}
const NON_ASCII_BIT = 63;

/**
 * The quick-reject mask of `text[from, to)`: `[lo, hi]` with one bit per
 * character class present. Written into `out` to avoid allocation.
 */
export function charMask(text: string, from: number, to: number, out: [number, number]): void {
  let lo = 0;
  let hi = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    const bit = c < 128 ? (BIT[c] as number) : NON_ASCII_BIT;
    if (bit < 32) lo |= 1 << bit;
    else hi |= 1 << (bit - 32);
  }
  out[0] = lo;
  out[1] = hi;
}

/**
 * Splits a pattern into literal pieces. In rfc mode `%2A` and `%24` inside a
 * piece stand for a literal `*` and `$` (RFC 9309 §2.2.3, figure 6). Never throws.
 */
export function compilePattern(source: string, mode: Mode = 'google'): CompiledPattern {
  const anchored = source.length > 0 && source.charCodeAt(source.length - 1) === 36;
  const end = anchored ? source.length - 1 : source.length;
  const body = anchored ? source.slice(0, end) : source;
  if (mode === 'rfc' && body.indexOf('%') >= 0) {
    const pieces = body.split('*').map((p) => p.replace(/%2A/g, '*').replace(/%24/g, '$'));
    const mask: [number, number] = [0, 0];
    let lo = 0;
    let hi = 0;
    for (const p of pieces) {
      charMask(p, 0, p.length, mask);
      lo |= mask[0];
      hi |= mask[1];
    }
    return { source, pieces, anchored, maskLo: lo, maskHi: hi };
  }
  const mask: [number, number] = [0, 0];
  const stars = bodyMask(source, end, mask);
  const pieces = stars ? body.split('*') : [body];
  return { source, pieces, anchored, maskLo: mask[0], maskHi: mask[1] };
}

/**
 * The quick-reject mask of the literal characters of the pattern body
 * `source[from, from + end)` (a `*` is no literal; `from` default 0), written
 * into `out` as charMask does; returns whether the body has a `*`. One pass,
 * no allocation.
 */
export function bodyMask(source: string, end: number, out: [number, number], from = 0): boolean {
  let lo = 0;
  let hi = 0;
  let stars = false;
  for (let i = from, to = from + end; i < to; i++) {
    const c = source.charCodeAt(i);
    if (c === 42) {
      stars = true;
      continue;
    }
    const bit = c < 128 ? (BIT[c] as number) : NON_ASCII_BIT;
    if (bit < 32) lo |= 1 << bit;
    else hi |= 1 << (bit - 32);
  }
  out[0] = lo;
  out[1] = hi;
  return stars;
}

/**
 * bodyMask of `source[from, from + end)` written to `out[0]`, `out[1]`, and in
 * `out[2]` a 32-bit hash of the body's characters (`*` included): equal bodies
 * hash equal, so rules sharing a pattern are found without slicing it.
 */
export function bodyMaskAndHash(
  source: string,
  from: number,
  end: number,
  out: [number, number, number],
): void {
  let lo = 0;
  let hi = 0;
  let hash = 0x811c9dc5 ^ end;
  for (let i = from, to = from + end; i < to; i++) {
    const c = source.charCodeAt(i);
    hash = Math.imul(hash ^ c, 0x01000193);
    if (c === 42) continue;
    const bit = c < 128 ? (BIT[c] as number) : NON_ASCII_BIT;
    if (bit < 32) lo |= 1 << bit;
    else hi |= 1 << (bit - 32);
  }
  out[0] = lo;
  out[1] = hi;
  out[2] = hash;
}

/** True when `pattern` matches a prefix of `path` (the whole path when anchored). */
export function matchPattern(pattern: CompiledPattern, path: string): boolean {
  const pieces = pattern.pieces;
  const first = pieces[0] as string;
  const last = pieces.length - 1;
  if (last === 0) return pattern.anchored ? path === first : path.startsWith(first);
  if (!path.startsWith(first)) return false;
  let pos = first.length;
  for (let i = 1; i < last; i++) {
    const piece = pieces[i] as string;
    const at = path.indexOf(piece, pos);
    if (at < 0) return false;
    pos = at + piece.length;
  }
  const tail = pieces[last] as string;
  if (pattern.anchored) return path.length - tail.length >= pos && path.endsWith(tail);
  return tail.length === 0 || path.indexOf(tail, pos) >= 0;
}

/**
 * True when the pattern body `source[from, from + end)` (`from` default 0)
 * matches a prefix of `path` (the whole path when `anchored`), `*` being its
 * only special character: the same answer as matchPattern on the compiled
 * pattern, read in place without slicing or allocating (google mode, and rfc
 * mode without `%` in the body). Leftmost search, so O(body × path) at worst.
 * Never throws.
 */
export function matchBody(
  source: string,
  end: number,
  anchored: boolean,
  path: string,
  from = 0,
): boolean {
  const n = path.length;
  let i = 0;
  for (; i < end; i++) {
    const c = source.charCodeAt(from + i);
    if (c === 42) break;
    if (i >= n || path.charCodeAt(i) !== c) return false;
  }
  if (i === end) return !anchored || n === end;
  let pos = i;
  for (;;) {
    const start = i + 1;
    let to = start;
    while (to < end && source.charCodeAt(from + to) !== 42) to++;
    const len = to - start;
    if (to === end) {
      if (anchored) return n - len >= pos && regionAt(path, n - len, source, from + start, len);
      return len === 0 || findRegion(path, pos, source, from + start, len) >= 0;
    }
    const at = findRegion(path, pos, source, from + start, len);
    if (at < 0) return false;
    pos = at + len;
    i = to;
  }
}

/** `path[at, at + len) === source[from, from + len)`. */
function regionAt(path: string, at: number, source: string, from: number, len: number): boolean {
  for (let k = 0; k < len; k++) {
    if (path.charCodeAt(at + k) !== source.charCodeAt(from + k)) return false;
  }
  return true;
}

/** The leftmost offset ≥ `pos` of `source[from, from + len)` in `path`, or -1 (indexOf without the needle string). */
function findRegion(path: string, pos: number, source: string, from: number, len: number): number {
  if (len === 0) return pos;
  const first = source.charCodeAt(from);
  const last = path.length - len;
  for (let at = pos; at <= last; at++) {
    if (path.charCodeAt(at) === first && regionAt(path, at + 1, source, from + 1, len - 1)) {
      return at;
    }
  }
  return -1;
}

/**
 * What each `*` of `pattern` consumed in the leftmost match on `path`, or
 * `null` when it does not match. A trailing `*` (unanchored) is shown
 * consuming the rest of the path.
 */
export function matchWildcards(pattern: CompiledPattern, path: string): string[] | null {
  if (!matchPattern(pattern, path)) return null;
  const pieces = pattern.pieces;
  const last = pieces.length - 1;
  const out: string[] = [];
  let pos = (pieces[0] as string).length;
  for (let i = 1; i < last; i++) {
    const piece = pieces[i] as string;
    const at = path.indexOf(piece, pos);
    out.push(path.slice(pos, at));
    pos = at + piece.length;
  }
  if (last > 0) {
    const tail = pieces[last] as string;
    if (pattern.anchored) out.push(path.slice(pos, path.length - tail.length));
    else if (tail.length === 0) out.push(path.slice(pos));
    else out.push(path.slice(pos, path.indexOf(tail, pos)));
  }
  return out;
}

/**
 * google-specific (robots.cc, RobotsMatcher::HandleAllow): for an Allow pattern
 * whose part from its last `/` starts with `/index.htm`, the extra pattern
 * "everything up to that `/`" + `$` (`/a/index.html` → `/a/$`); else `null`.
 */
export function indexHtmlPattern(pattern: string): string | null {
  const slash = pattern.lastIndexOf('/');
  if (slash < 0 || !pattern.startsWith('/index.htm', slash)) return null;
  return pattern.slice(0, slash + 1) + '$';
}
