// Encode the playground state into a URL fragment payload and decode it back. The
// format is versioned from day one (`v1.…`, `v2.…`, `v3.…`; see ./versions.ts): new links are
// written in the newest version, and every older one still decodes. Decoding is
// total: any string, however damaged or hostile, gives a DecodeResult and never an
// exception.
// Decoded text is returned as data only; nothing here interprets or renders it.

import { failure, type DecodeResult } from './result.ts';
import { SHARE_LIMITS, type ReadonlyShareState } from './state.ts';
import { PERMALINK_VERSIONS, encodeCurrent } from './versions.ts';

/**
 * Encodes the parts of `state` that differ from the defaults as a fragment payload
 * (no `#`, no `s=`) in the current version, e.g. `v3.q1YqyU9PL...`; resolves to `''`
 * for the default state. Rejects with a RangeError when the state breaks
 * `SHARE_LIMITS`.
 */
export function encodePermalink(state: ReadonlyShareState): Promise<string> {
  return encodeCurrent(state);
}

// A canonical version number: no leading zero, so `v01.` is not mistaken for `v1.`.
const VERSION_TAG = /^v([1-9]\d{0,5})\./;

/**
 * Decodes a fragment payload made by `encodePermalink` (any version ever written).
 * Total: never throws, never rejects; a bad link yields `{ ok: false, error }` with a
 * code and a sentence for a person. Oversized input is rejected by length before any
 * decoding, and decompression stops as soon as its output passes the cap.
 */
export async function decodePermalink(fragment: string): Promise<DecodeResult> {
  try {
    if (typeof fragment !== 'string') {
      return failure('empty', 'The link carries no playground state.');
    }
    // Length first: a huge fragment is refused before any other work is done on it.
    if (fragment.length > SHARE_LIMITS.maxFragmentChars) {
      return failure(
        'too-large',
        `The link is ${fragment.length} characters long; a playground link holds at most ${SHARE_LIMITS.maxFragmentChars}.`,
      );
    }
    if (fragment.trim() === '') {
      return failure('empty', 'The link carries no playground state.');
    }
    const tag = VERSION_TAG.exec(fragment);
    if (!tag) {
      return failure(
        'unknown-version',
        'This is not a playground link: it should start with a version tag such as "v1.".',
      );
    }
    const version = Number(tag[1]);
    const entry = PERMALINK_VERSIONS.get(version);
    if (!entry) {
      return failure(
        'unknown-version',
        `This link uses format v${version}, which this version of the playground cannot read. It may come from a newer release.`,
      );
    }
    return await entry.decode(fragment.slice(tag[0].length));
  } catch {
    // Every known failure is a result already; this covers a platform stream that
    // throws in a way no decoder anticipated, so the promise still never rejects.
    return failure('bad-compression', 'The link could not be read.');
  }
}
