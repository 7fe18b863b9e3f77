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

function isGoogleSpace(c: number): boolean {
  // space, \t, \n, \v, \f, \r — what isspace() accepts in the C locale.
  return c === 32 || (c >= 9 && c <= 13);
}

function isRfcSpace(c: number): boolean {
  return c === 32 || c === 9;
}

/**
 * Splits `text[from, to)` — one line without its line end — as the given mode
 * reads it (default `'google'`). Never throws; never allocates substrings.
 */
export function scanLine(text: string, from: number, to: number, mode: Mode = 'google'): LineParts {
  const isSpace = mode === 'google' ? isGoogleSpace : isRfcSpace;
  let end = to;
  let nul = -1;
  let hash = -1;
  let colon = -1;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0 && mode === 'google') {
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
  const comment: Span | null =
    hash >= 0 ? { from: hash, to: nulAfter(text, hash, to, mode) } : null;

  let s = from;
  let e = end;
  while (s < e && isSpace(text.charCodeAt(s))) s++;
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
  if (s === e) {
    return {
      status: comment ? 'comment' : 'blank',
      key: null,
      value: null,
      comment,
      separator: null,
      colon: -1,
      nul,
    };
  }

  let keyEnd: number;
  let valueStart: number;
  let separator: 'colon' | 'whitespace';
  if (colon >= 0) {
    keyEnd = colon;
    valueStart = colon + 1;
    separator = 'colon';
  } else {
    // google-specific: a forgotten colon is accepted when the line is exactly
    // two words separated by spaces or tabs. RFC 9309 requires the colon.
    let gap = -1;
    for (let i = s; i < e; i++) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) {
        gap = i;
        break;
      }
    }
    if (gap < 0 || mode === 'rfc') {
      return invalid(comment, nul);
    }
    let v = gap;
    while (v < e && (text.charCodeAt(v) === 32 || text.charCodeAt(v) === 9)) v++;
    for (let i = v; i < e; i++) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) return invalid(comment, nul);
    }
    keyEnd = gap;
    valueStart = v;
    separator = 'whitespace';
  }

  let ke = keyEnd;
  while (ke > s && isSpace(text.charCodeAt(ke - 1))) ke--;
  if (ke === s) return invalid(comment, nul);
  let vs = valueStart;
  while (vs < e && isSpace(text.charCodeAt(vs))) vs++;
  return {
    status: 'ok',
    key: { from: s, to: ke },
    value: { from: vs, to: Math.max(vs, e) },
    comment,
    separator,
    colon: separator === 'colon' ? keyEnd : -1,
    nul,
  };
}

function nulAfter(text: string, from: number, to: number, mode: Mode): number {
  if (mode !== 'google') return to;
  const i = text.indexOf('\0', from);
  return i >= 0 && i < to ? i : to;
}

function invalid(comment: Span | null, nul: number): LineParts {
  return { status: 'invalid', key: null, value: null, comment, separator: null, colon: -1, nul };
}
