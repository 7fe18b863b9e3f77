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

/**
 * `text` with ASCII `A-Z` lower-cased and every other character kept: Google
 * compares agents ASCII case-insensitively (absl::EqualsIgnoreCase), whereas
 * `toLowerCase` would turn the Kelvin sign U+212A into `k`. Never throws.
 */
export function asciiLowerCase(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      let out = text.slice(0, i);
      for (let j = i; j < text.length; j++) {
        const d = text.charCodeAt(j);
        out += d >= 65 && d <= 90 ? String.fromCharCode(d + 32) : text.charAt(j);
      }
      return out;
    }
  }
  return text;
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
 * The product token of an agent input, as google mode compares it. Google's
 * library compares the caller's string whole (ASCII case-insensitively) with each
 * group's name, so a plain input is used whole after trimming: `Foo Bar` stays
 * `Foo Bar` (and matches no `User-agent: Foo Bar` group, whose name is `foo`),
 * `MJ12bot` stays `MJ12bot` (no match for a group Google names `mj`). Only an input
 * that clearly is a full User-Agent header (it contains `/` or `(`) is cut to its
 * product token: the `[A-Za-z_-]+` run right after `compatible;` when there is
 * one (`Mozilla/5.0 (compatible; Googlebot/2.1; …)` → `Googlebot`), else the
 * leading run (`Googlebot/2.1` → `Googlebot`); when neither gives a token the
 * trimmed input is used whole. The token keeps its case; `valid` tells whether it
 * is an RFC 9309 product token. Never throws.
 */
export function readAgent(input: string): AgentReading {
  let s = 0;
  let e = input.length;
  while (s < e && isCSpace(input.charCodeAt(s))) s++;
  while (e > s && isCSpace(input.charCodeAt(e - 1))) e--;
  const trimmed = s === 0 && e === input.length ? input : input.slice(s, e);
  let token = trimmed;
  if (trimmed.indexOf('/') >= 0 || trimmed.indexOf('(') >= 0) {
    // Our convention for pasted User-Agent headers; Google expects callers to pass the token.
    let from = 0;
    const at = trimmed.toLowerCase().indexOf(COMPATIBLE);
    if (at >= 0) {
      from = at + COMPATIBLE.length;
      while (from < trimmed.length && isCSpace(trimmed.charCodeAt(from))) from++;
    }
    let run = trimmed.slice(from, tokenRunEnd(trimmed, from));
    // `compatible;` followed by nothing usable: fall back to the leading run.
    if (run === '' && at >= 0) run = trimmed.slice(0, tokenRunEnd(trimmed, 0));
    if (run !== '') token = run;
  }
  return { input, token, valid: isProductToken(token) };
}
