// Permalink format v2 (frozen once shipped, like v1): v1 plus which agent and which
// URL are asked about, so a link opens on the same question, the same Verdict.
//
//   v2.<base64url, unpadded, of raw DEFLATE of UTF-8 JSON> (the v1 envelope)
//      of v1's object (t a u m h p, see ./v1.ts), plus, each present only when it
//      is not 0 (the first entry):
//        sa: the selected agent, an index into `a` (or into the app's default
//            agents when `a` is absent)
//        su: the selected URL, the same way for `u`
//
// An index must be a whole number from 0 below the list's length when the list is
// in the link. Without the list it indexes the app's default list, which this module
// does not know (and a later release may change), so it is only checked to be below
// SHARE_LIMITS.maxListItems and kept as it is; the store bridge falls back to the
// first entry when it points past the end. Anything else (negative, fractional, a
// string, past the end of the link's own list) is a damaged link, refused with a
// bad-shape error, as a wrong mode or a list of numbers is in v1. The encoder refuses
// (RangeError) to write such an index.

import { packJson, unpackJson } from './packed-json.ts';
import { failure, type DecodeResult } from './result.ts';
import { SHARE_LIMITS, type ReadonlyShareState } from './state.ts';
import { compactV1, readCompactV1, type CompactV1 } from './v1.ts';

/** The tag every v2 link starts with, dot included. */
export const V2_PREFIX = 'v2.';

/** The JSON object of a v2 link. */
export interface CompactV2 extends CompactV1 {
  sa?: number;
  su?: number;
}

/**
 * Encodes a state as a full v2 payload (`v2.` included), or `''` when every field is
 * at its default. Rejects with a RangeError when the state breaks `SHARE_LIMITS` or a
 * selection is not an index the decoder accepts (see the header).
 */
export async function encodeV2(state: ReadonlyShareState): Promise<string> {
  const compact: CompactV2 = compactV1(state);
  for (const [key, index, list, label] of [
    ['sa', state.selectedAgent, state.agents, 'user agent'],
    ['su', state.selectedUrl, state.urls, 'URL'],
  ] as const) {
    // An empty list is not written (see compactV1), so the index is into the defaults.
    const bound = list.length > 0 ? list.length : SHARE_LIMITS.maxListItems;
    if (!Number.isInteger(index) || index < 0 || index >= bound) {
      throw new RangeError(
        `A link's selected ${label} is an index into its ${label}s, below ${bound}; this state has ${index}.`,
      );
    }
    if (index !== 0) compact[key] = index;
  }
  if (Object.keys(compact).length === 0) return '';
  return packJson(V2_PREFIX, compact);
}

/** Decodes the part of a v2 link after `v2.`. Never rejects. */
export async function decodeV2(body: string): Promise<DecodeResult> {
  const unpacked = await unpackJson(body);
  if (!unpacked.ok) return unpacked;
  const base = readCompactV1(unpacked.value);
  if (!base.ok) return base;
  const record = unpacked.value as Record<string, unknown>;
  const state = { ...base.state };
  for (const [key, field, listKey, list, label] of [
    ['sa', 'selectedAgent', 'a', state.agents, 'user agent'],
    ['su', 'selectedUrl', 'u', state.urls, 'URL'],
  ] as const) {
    const index = Object.hasOwn(record, key) ? record[key] : undefined;
    if (index === undefined) continue;
    const bound = Object.hasOwn(record, listKey) ? list.length : SHARE_LIMITS.maxListItems;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= bound) {
      return failure(
        'bad-shape',
        `The link's data is not a playground state: the selected ${label} is not one of its ${label}s.`,
      );
    }
    // A JSON `-0` becomes 0 (`-0 + 0` is `+0`): one value for "the first entry".
    state[field] = index + 0;
  }
  return { ok: true, state, version: 2 };
}
