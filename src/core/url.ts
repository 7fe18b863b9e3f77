// From a URL as typed to the path a robots.txt rule is matched against.
//
// google-specific (robots.cc, GetPathParamsQuery): the path is cut out of the raw
// string — never through WHATWG `URL`, which would encode characters, resolve
// `..` and rewrite spaces. A leading `//` is skipped; `://` ends a scheme only if
// it comes before the first `/`, `?` or `;`; without a scheme the first segment
// is the host; the fragment is dropped; a path starting with `?` or `;` gets a
// `/` in front; no path at all is `/`.
// RFC 9309 §2.2.2 (rfc mode) then normalises the result, see ./encoding.ts.

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
