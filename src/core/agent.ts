// Product tokens: the name a group's `User-agent` line gives, and the token a
// caller's agent input is compared with.
//
// google-specific (robots.cc, ExtractUserAgent / HandleUserAgent): a group name
// is the longest `[A-Za-z_-]` prefix of the value (`ExampleBot/1.2` →
// `examplebot`), and `*` alone or `*` followed by whitespace names the `*` group.
// RFC 9309 §2.2.1: the product token is `[A-Za-z_-]+` and is matched
// case-insensitively; rfc mode accepts a line only when its whole value is such
// a token (or exactly `*`) — anything else names no crawler.

import type { AgentReading, Mode } from './types.ts';

function isTokenChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
}

function tokenRunEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isTokenChar(text.charCodeAt(i))) i++;
  return i;
}

/** True when `text` is a valid RFC 9309 product token (`[A-Za-z_-]+`). */
export function isProductToken(text: string): boolean {
  return text.length > 0 && tokenRunEnd(text, 0) === text.length;
}

function isCSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/** How one `User-agent` value names crawlers. */
export interface GroupName {
  /** The line names the `*` group. */
  star: boolean;
  /** The lower-cased name compared with agents; `''` when it names nothing. */
  token: string;
  /** The whole value is a valid product token or exactly `*`. */
  validToken: boolean;
}

/**
 * Reads a `User-agent` value (already stripped) as `mode` does: google mode takes
 * `*` / `* …` as the `*` group and otherwise the `[A-Za-z_-]` prefix; rfc mode
 * needs the whole value to be `*` or a product token. Never throws.
 */
export function readGroupName(value: string, mode: Mode): GroupName {
  const validToken = value === '*' || isProductToken(value);
  if (mode === 'rfc') {
    if (value === '*') return { star: true, token: '', validToken };
    return { star: false, token: validToken ? value.toLowerCase() : '', validToken };
  }
  if (value.charCodeAt(0) === 42 && (value.length === 1 || isCSpace(value.charCodeAt(1)))) {
    return { star: true, token: '', validToken };
  }
  return { star: false, token: value.slice(0, tokenRunEnd(value, 0)).toLowerCase(), validToken };
}

const COMPATIBLE = 'compatible;';

/**
 * The product token of an agent input. A bare token (`Googlebot`) is used as
 * is; for a full User-Agent string the token is the `[A-Za-z_-]+` run right
 * after `compatible;` when there is one (`Mozilla/5.0 (compatible; Googlebot/2.1;
 * …)` → `Googlebot`), else the leading `[A-Za-z_-]+` run (`Bingbot/2.0` →
 * `Bingbot`). Leading whitespace is skipped; the token keeps its case. Never throws.
 */
export function readAgent(input: string): AgentReading {
  let from = 0;
  const at = input.toLowerCase().indexOf(COMPATIBLE);
  if (at >= 0) from = at + COMPATIBLE.length;
  while (from < input.length && isCSpace(input.charCodeAt(from))) from++;
  let token = input.slice(from, tokenRunEnd(input, from));
  if (at >= 0 && token === '') {
    // `compatible;` followed by nothing usable: fall back to the leading run.
    let s = 0;
    while (s < input.length && isCSpace(input.charCodeAt(s))) s++;
    token = input.slice(s, tokenRunEnd(input, s));
  }
  return { input, token, valid: token.length > 0 };
}
