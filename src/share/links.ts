// The three kinds of link the page opens: a permalink (`#s=v2.…`, the whole state),
// an example of the gallery (`#example=<id>`) and a lesson step (`#lesson=<id>`).
// Ids are checked by the caller against the learning material; here they are only
// read and written. Takes Location-like objects, so it runs without a browser.

import { buildShareUrl, readFragment, type LocationLike } from './location.ts';

/** Fragment key of an example link: `#example=named-group-drops-star`. */
export const EXAMPLE_FRAGMENT_KEY = 'example';

/** Fragment key of a lesson step link: `#lesson=own-group-beats-star`. */
export const LESSON_FRAGMENT_KEY = 'lesson';

/** What the fragment asks the page to open. */
export type StartupLink =
  | { kind: 'state'; payload: string }
  | { kind: 'example'; id: string }
  | { kind: 'lesson'; id: string };

// Ids are kebab-case ASCII; anything longer is not one of ours and is not worth reading.
const MAX_ID_CHARS = 100;

/**
 * What the fragment of `location` asks for, or `null` when it holds none of the
 * three keys. A permalink wins over the other two. Never throws.
 */
export function readStartupLink(location: LocationLike): StartupLink | null {
  const payload = readFragment(location);
  if (payload !== null) return { kind: 'state', payload };
  for (const kind of [EXAMPLE_FRAGMENT_KEY, LESSON_FRAGMENT_KEY] as const) {
    const id = readParam(location.hash, kind);
    if (id !== null) return { kind, id };
  }
  return null;
}

/** The address of example `id` (the current URL with `#example=<id>` as its fragment). */
export function buildExampleUrl(location: LocationLike, id: string): string {
  return `${buildShareUrl(location, '')}#${EXAMPLE_FRAGMENT_KEY}=${encodeURIComponent(id)}`;
}

/** The address of lesson step `id` (the current URL with `#lesson=<id>` as its fragment). */
export function buildLessonUrl(location: LocationLike, id: string): string {
  return `${buildShareUrl(location, '')}#${LESSON_FRAGMENT_KEY}=${encodeURIComponent(id)}`;
}

function readParam(hash: string, key: string): string | null {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of body.split('&')) {
    if (!part.startsWith(`${key}=`)) continue;
    const raw = part.slice(key.length + 1);
    if (raw.length > MAX_ID_CHARS * 3) return raw.slice(0, MAX_ID_CHARS);
    try {
      return decodeURIComponent(raw).slice(0, MAX_ID_CHARS);
    } catch {
      return raw.slice(0, MAX_ID_CHARS);
    }
  }
  return null;
}
