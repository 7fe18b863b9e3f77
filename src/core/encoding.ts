// Percent-encoding and UTF-8 helpers for rule values and URL paths.
//
// google-specific (robots.cc, MaybeEscapePattern): a rule value keeps every ASCII
// character as written; `%xx` gets upper-case hex; each byte ≥ 0x80 of its UTF-8
// form becomes `%XX`. The URL path is never touched.
// RFC 9309 §2.2.2: both the rule and the URI path are compared after encoding
// octets outside US-ASCII, decoding percent-encoded unreserved characters, and
// (figure 6) `%2A` / `%24` in a rule stand for a literal `*` / `$`.

const HEX = '0123456789ABCDEF';

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function hexValue(c: number): number {
  if (c <= 57) return c - 48;
  if (c <= 70) return c - 55;
  return c - 87;
}

function upperHex(c: number): string {
  // a-f → A-F; digits and A-F unchanged.
  return String.fromCharCode(c >= 97 ? c - 32 : c);
}

/**
 * The number of UTF-8 bytes of `text[from, to)` (UTF-16 offsets). A lone surrogate
 * counts 3 bytes, as TextEncoder writes it (U+FFFD). Never throws.
 */
export function utf8Length(text: string, from = 0, to: number = text.length): number {
  let bytes = to - from;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) bytes += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to && isLowSurrogate(text.charCodeAt(i + 1))) {
      // A pair: 2 code units, 4 bytes.
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

// TextEncoder (a web and Node standard, not a DOM API) counts natively and is
// several times faster than any JavaScript loop or regex over a 500 KiB file.
// Chunks of 16384 UTF-16 units need at most 49152 bytes (≤ 3 bytes a unit).
const ENCODER = typeof TextEncoder === 'function' ? new TextEncoder() : null;
const CHUNK_UNITS = 16384;
const CHUNK_BUFFER = new Uint8Array(CHUNK_UNITS * 3);

/**
 * The number of UTF-8 bytes of the whole `text`, as {@link utf8Length} counts
 * them (a lone surrogate is 3 bytes), using the native encoder where there is
 * one. Never throws.
 */
export function utf8Size(text: string): number {
  if (ENCODER === null) return utf8Length(text);
  let bytes = 0;
  let from = 0;
  const n = text.length;
  while (from < n) {
    let to = from + CHUNK_UNITS;
    if (to >= n) to = n;
    // Never split a surrogate pair between chunks: each half would count 3 bytes.
    else if (isHighSurrogate(text.charCodeAt(to - 1))) to--;
    bytes += ENCODER.encodeInto(
      from === 0 && to === n ? text : text.slice(from, to),
      CHUNK_BUFFER,
    ).written;
    from = to;
  }
  return bytes;
}

// The bytes asciiCodes hands out, kept for the next call while they are small.
let asciiScratch = new Uint8Array(0);
const ASCII_SCRATCH_MAX = 1 << 21;

/**
 * The character codes of `text` as bytes when it is pure ASCII (then byte `i`
 * is `text.charCodeAt(i)`), else `null`: a typed array the JIT reads several
 * times faster than a string. The array may be longer than `text` and is
 * overwritten by the next call. Never throws.
 */
export function asciiCodes(text: string): Uint8Array | null {
  if (ENCODER === null) return null;
  const n = text.length;
  let bytes = asciiScratch;
  if (bytes.length < n) {
    bytes = new Uint8Array(n);
    if (n <= ASCII_SCRATCH_MAX) asciiScratch = bytes;
  }
  // A non-ASCII character takes two bytes or more: then the n bytes are full
  // before the whole text is read.
  const { read } = ENCODER.encodeInto(text, n === bytes.length ? bytes : bytes.subarray(0, n));
  return read === n ? bytes : null;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The code point at `i` (a lone surrogate reads as U+FFFD) and how many code units it takes. */
function codePointAt(text: string, i: number): { cp: number; units: number } {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const d = text.charCodeAt(i + 1);
    if (isLowSurrogate(d)) return { cp: ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000, units: 2 };
  }
  if (c >= 0xd800 && c <= 0xdfff) return { cp: 0xfffd, units: 1 };
  return { cp: c, units: 1 };
}

/** The UTF-8 bytes of one code point. */
export function utf8Bytes(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

/** `%XX` (upper-case hex) for each byte. */
export function percentBytes(bytes: readonly number[]): string {
  let out = '';
  for (const b of bytes) out += '%' + HEX.charAt(b >> 4) + HEX.charAt(b & 15);
  return out;
}

/**
 * google-specific: a rule value as Google compares it (MaybeEscapePattern): `%xx`
 * upper-cased, every non-ASCII character percent-encoded as UTF-8, nothing else
 * changed. The result is pure ASCII. Returns `value` itself when nothing changes.
 */
export function escapePatternGoogle(value: string): string {
  let i = 0;
  const n = value.length;
  for (; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 0x80) break;
    if (c === 37 && i + 2 < n && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) {
      if (value.charCodeAt(i + 1) >= 97 || value.charCodeAt(i + 2) >= 97) break;
      i += 2;
    }
  }
  if (i === n) return value;
  let out = value.slice(0, i);
  while (i < n) {
    const c = value.charCodeAt(i);
    if (c === 37 && i + 2 < n && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) {
      out += '%' + upperHex(value.charCodeAt(i + 1)) + upperHex(value.charCodeAt(i + 2));
      i += 3;
    } else if (c >= 0x80) {
      const { cp, units } = codePointAt(value, i);
      out += percentBytes(utf8Bytes(cp));
      i += units;
    } else {
      out += value.charAt(i);
      i++;
    }
  }
  return out;
}

// RFC 3986 §2.3: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~".
function isUnreserved(c: number): boolean {
  return (
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c >= 48 && c <= 57) ||
    c === 45 ||
    c === 46 ||
    c === 95 ||
    c === 126
  );
}

// Characters RFC 3986 does not allow in a URI at all (controls, space, `"<>\^`{|}`):
// a browser sends them percent-encoded, so both sides are compared encoded.
function mustEncodeAscii(c: number): boolean {
  return (
    c < 0x21 ||
    c === 0x7f ||
    c === 34 ||
    c === 60 ||
    c === 62 ||
    c === 92 ||
    c === 94 ||
    c === 96 ||
    c === 123 ||
    c === 124 ||
    c === 125
  );
}

// RFC 3986 §2.2 gen-delims that have no structural role inside a query:
// `:` `/` `?` `@` `[` `]` (RFC 9309 figure 4 encodes `https://foo.bar` in a query
// as `https%3A%2F%2Ffoo.bar`).
function isQueryGenDelim(c: number): boolean {
  return c === 58 || c === 47 || c === 63 || c === 64 || c === 91 || c === 93;
}

/** Which side of the comparison a string is normalised for (RFC 9309 §2.2.2). */
export type RfcSide = 'rule' | 'path';

/**
 * RFC 9309 §2.2.2: the canonical form compared in rfc mode. Non-ASCII characters
 * and characters not allowed in a URI are percent-encoded (UTF-8, upper-case
 * hex); `%XX` of an unreserved character is decoded; other `%xx` get upper-case
 * hex; a `%` without two hex digits becomes `%25`; after the first `?`, the
 * gen-delims `: / ? @ [ ]` are encoded (figure 4). On the `rule` side `*` stays a
 * wildcard and `%2A` / `%24` stay encoded (the matcher reads them as literal `*`
 * and `$`, figure 6); on the `path` side `%2A` / `%24` are decoded to `*` / `$`
 * so that they compare equal to a rule's `%2A` / `%24`. Never throws.
 */
export function normalizeRfc(text: string, side: RfcSide): string {
  if (isNormalRfc(text)) return text;
  let out = '';
  let inQuery = false;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 37 /* % */) {
      const a = text.charCodeAt(i + 1);
      const b = text.charCodeAt(i + 2);
      if (i + 2 < n && isHex(a) && isHex(b)) {
        const v = hexValue(a) * 16 + hexValue(b);
        if (isUnreserved(v)) out += String.fromCharCode(v);
        else if (side === 'path' && (v === 42 || v === 36)) out += String.fromCharCode(v);
        else out += '%' + upperHex(a) + upperHex(b);
        i += 3;
      } else {
        out += '%25';
        i++;
      }
      continue;
    }
    if (c >= 0x80) {
      const { cp, units } = codePointAt(text, i);
      out += percentBytes(utf8Bytes(cp));
      i += units;
      continue;
    }
    if (mustEncodeAscii(c) || (inQuery && isQueryGenDelim(c))) {
      out += percentBytes([c]);
    } else {
      out += text.charAt(i);
      if (c === 63) inQuery = true;
    }
    i++;
  }
  return out;
}

// True when normalizeRfc would return `text` as it is: no `%`, nothing outside
// ASCII, nothing that must be encoded. Most values are, and building them again a
// character at a time would cost each rule a fresh string.
function isNormalRfc(text: string): boolean {
  let inQuery = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 37 || c >= 0x80 || mustEncodeAscii(c) || (inQuery && isQueryGenDelim(c))) {
      return false;
    }
    if (c === 63) inQuery = true;
  }
  return true;
}
