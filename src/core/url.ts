// From a URL as typed to the path a robots.txt rule is matched against.
//
// google-specific (robots.cc, GetPathParamsQuery): the path is cut out of the raw
// string — never through WHATWG `URL`, which would encode characters, resolve
// `..` and rewrite spaces. A leading `//` is skipped; `://` ends a scheme only if
// it comes before the first `/`, `?` or `;`; without a scheme the first segment
// is the host; the fragment is dropped; a path starting with `?` or `;` gets a
// `/` in front; no path at all is `/`.
// RFC 9309 §2.2.2 (rfc mode) then normalises the result, see ./encoding.ts.
//
// What a crawler requests is another matter: it sends the URL as a browser
// serialises it (WHATWG URL: the path and query percent-encoded as UTF-8, dot
// segments resolved), so `/café` goes out as `/caf%C3%A9`. sentPathFromUrl gives
// that form of the path above, through the platform's own `URL`, for the answer
// about the request; pathFromUrl stays the library's literal reading.

import { normalizeRfc } from './encoding';
import type { Mode } from './types.ts';

function firstOf(url: string, from: number): number {
  for (let i = from; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 59 /* ; */) return i;
  }
  return -1;
}

/**
 * The path, parameters and query of `url` exactly as Google extracts them
 * (always starts with `/`, fragment removed, nothing decoded or encoded). Never
 * throws; `''` and unparsable input give `/`.
 */
export function pathFromUrl(url: string): string {
  const searchStart =
    url.length >= 2 && url.charCodeAt(0) === 47 && url.charCodeAt(1) === 47 ? 2 : 0;
  const earlyPath = firstOf(url, searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  if (earlyPath >= 0 && earlyPath < protocolEnd) protocolEnd = -1;
  protocolEnd = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = firstOf(url, protocolEnd);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const path = url.slice(pathStart, hash < 0 ? url.length : hash);
  return url.charCodeAt(pathStart) === 47 ? path : '/' + path;
}

/**
 * The path compared in `mode`: google mode is {@link pathFromUrl} unchanged; rfc
 * mode normalises its percent-encoding (RFC 9309 §2.2.2). Never throws.
 */
export function matchPathFromUrl(url: string, mode: Mode): string {
  const path = pathFromUrl(url);
  return mode === 'rfc' ? normalizeRfc(path, 'path') : path;
}

// Characters WHATWG URL never changes in a path or query; anything else (a space,
// a quote, a backslash, non-ASCII, a dot segment) is left to `URL` to decide.
const UNCHANGED = /^[A-Za-z0-9\-_~!$&()*+,;=:@/?%.]*$/;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:[/?]|$)/i;

/**
 * The path, parameters and query a crawler requests for `url`: {@link pathFromUrl}'s
 * path as the WHATWG URL serialiser writes it (UTF-8 percent-encoding, dot segments
 * resolved), or `null` when that is the path as typed. Never throws.
 */
export function sentPathFromUrl(url: string): string | null {
  const path = pathFromUrl(url);
  if (UNCHANGED.test(path) && !DOT_SEGMENT.test(path)) return null;
  const origin = 'http://h';
  let sent: string;
  try {
    // A host of its own, so a path starting with `//` stays a path; `href` keeps
    // an empty query's `?`, which `search` would drop.
    sent = new URL(origin + path).href.slice(origin.length);
  } catch {
    return null;
  }
  return sent === path ? null : sent;
}

/**
 * A URL whose {@link pathFromUrl} is exactly `path` (which starts with `/`): the
 * path itself, or with a host in front when it starts with `//`, which would
 * otherwise be read as a host.
 */
export function urlOfPath(path: string): string {
  return path.startsWith('//') ? `http://h${path}` : path;
}
