// Splits one robots.txt line into key, value and comment. Shared by the parser and
// the editor's highlighter, so both see the same key on every line.
//
// google-specific (robots.cc, RobotsTxtParser::GetKeyAndValueFrom): a line is a C
// string, so it ends at the first NUL; everything from the first `#` is a comment;
// leading and trailing ASCII whitespace (space, tab, LF, VT, FF, CR) is stripped;
// the key ends at the first `:`; a line without `:` is read as `key value` only
// when it has exactly two runs of non-blanks separated by spaces or tabs.
// RFC 9309 §2.2: whitespace is space and tab only, and the colon is required.
// Every delimiter is ASCII, so working on UTF-16 code units gives the same
// split as Google's work on UTF-8 bytes.

import type { Mode, Span } from './types.ts';

/** The parts of one line; all offsets are absolute UTF-16 offsets into the text. */
export interface LineParts {
  /**
   * `blank`: nothing but whitespace; `comment`: only a comment; `ok`: a key and a
   * value (possibly empty); `invalid`: text that yields no key and value.
   */
  status: 'blank' | 'comment' | 'ok' | 'invalid';
  /** The stripped key, when `status` is `ok`. */
  key: Span | null;
  /** The stripped value (may be empty), when `status` is `ok`. */
  value: Span | null;
  /** The comment from `#` to the line end (before any NUL). */
  comment: Span | null;
  /** How key and value were separated: `:` or, google-specific, blanks. */
  separator: 'colon' | 'whitespace' | null;
  /** Offset of the separating `:`, when there is one. */
  colon: number;
  /** Offset of the first NUL (google mode cuts the line there), or -1. */
  nul: number;
}

/** Whitespace around keys and values: space, \t, \n, \v, \f, \r with `google`, else space and tab. */
export function isSpace(c: number, google: boolean): boolean {
  // google-specific: what isspace() accepts in the C locale (robots.cc StripWhitespaceSlowly).
  // RFC 9309 §2.2: space and tab.
  return c === 32 || (google ? c >= 9 && c <= 13 : c === 9);
}

/**
 * One split line as numbers, for readers that split many lines and want no
 * object per line (parseRobots): the same split as LineParts, offsets
 * absolute, -1 where a part is absent.
 */
export interface LineSplit {
  status: LineParts['status'];
  keyFrom: number;
  keyTo: number;
  valueFrom: number;
  valueTo: number;
  commentFrom: number;
  commentTo: number;
  /** Key and value were separated by blanks (google-specific), not by `:`. */
  missingColon: boolean;
  colon: number;
  nul: number;
}

/** A LineSplit to pass to splitLine (its fields are overwritten on every call). */
export function newLineSplit(): LineSplit {
  return {
    status: 'blank',
    keyFrom: -1,
    keyTo: -1,
    valueFrom: -1,
    valueTo: -1,
    commentFrom: -1,
    commentTo: -1,
    missingColon: false,
    colon: -1,
    nul: -1,
  };
}

/**
 * Splits `text[from, to)` — one line without its line end — as the given mode
 * reads it, into `out`: what scanLine returns, without allocating. Never throws.
 */
export function splitLine(
  text: string,
  from: number,
  to: number,
  mode: Mode,
  out: LineSplit,
): void {
  const google = mode === 'google';
  let end = to;
  let nul = -1;
  let hash = -1;
  let colon = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0 && google) {
      nul = i;
      end = i;
      break;
    }
    if (c === 35 /* # */) {
      hash = i;
      end = i;
      break;
    }
    if (c === 58 /* : */ && colon < 0) colon = i;
  }
  out.nul = nul;
  out.commentFrom = hash;
  out.commentTo = hash >= 0 ? nulAfter(text, hash, to, mode) : -1;
  out.keyFrom = -1;
  out.keyTo = -1;
  out.valueFrom = -1;
  out.valueTo = -1;
  out.missingColon = false;
  out.colon = -1;

  let s = from;
  let e = end;
  while (s < e && isSpace(text.charCodeAt(s), google)) s++;
  while (e > s && isSpace(text.charCodeAt(e - 1), google)) e--;
  if (s === e) {
    out.status = hash >= 0 ? 'comment' : 'blank';
    return;
  }
  out.status = 'invalid';

  let keyEnd: number;
  let valueStart: number;
  if (colon >= 0) {
    keyEnd = colon;
    valueStart = colon + 1;
  } else {
    // google-specific: a forgotten colon is accepted when the line is exactly
    // two words separated by spaces or tabs. RFC 9309 requires the colon.
    if (!google) return;
    let gap = -1;
    for (let i = s; i < e; i++) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) {
        gap = i;
        break;
      }
    }
    if (gap < 0) return;
    let v = gap;
    while (v < e && (text.charCodeAt(v) === 32 || text.charCodeAt(v) === 9)) v++;
    for (let i = v; i < e; i++) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) return;
    }
    keyEnd = gap;
    valueStart = v;
  }

  let ke = keyEnd;
  while (ke > s && isSpace(text.charCodeAt(ke - 1), google)) ke--;
  if (ke === s) return;
  let vs = valueStart;
  while (vs < e && isSpace(text.charCodeAt(vs), google)) vs++;
  out.status = 'ok';
  out.keyFrom = s;
  out.keyTo = ke;
  out.valueFrom = vs;
  out.valueTo = vs > e ? vs : e;
  out.missingColon = colon < 0;
  out.colon = colon;
}

const SCAN = newLineSplit();

/**
 * Splits `text[from, to)` — one line without its line end — as the given mode
 * reads it (default `'google'`). Never throws; never allocates substrings.
 */
export function scanLine(text: string, from: number, to: number, mode: Mode = 'google'): LineParts {
  splitLine(text, from, to, mode, SCAN);
  const ok = SCAN.status === 'ok';
  return {
    status: SCAN.status,
    key: ok ? { from: SCAN.keyFrom, to: SCAN.keyTo } : null,
    value: ok ? { from: SCAN.valueFrom, to: SCAN.valueTo } : null,
    comment: SCAN.commentFrom >= 0 ? { from: SCAN.commentFrom, to: SCAN.commentTo } : null,
    separator: ok ? (SCAN.missingColon ? 'whitespace' : 'colon') : null,
    colon: ok ? SCAN.colon : -1,
    nul: SCAN.nul,
  };
}

// Reads the line only: an indexOf from `from` would scan the rest of the file
// for every commented line, which is quadratic.
function nulAfter(text: string, from: number, to: number, mode: Mode): number {
  if (mode !== 'google') return to;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 0) return i;
  return to;
}
