// Permalink format v2 (frozen, like v1; no longer written: v3 carries the question
// as strings). v1 plus which agent and which URL are asked about, as indexes into
// the lists, so a link opens on the same question, the same Verdict.
//
//   v2.<base64url, unpadded, of raw DEFLATE of UTF-8 JSON> (the v1 envelope)
//      of v1's object (t a u m h p, see ./v1.ts), plus, each present only when it
//      is not 0 (the first entry):
//        sa: the selected agent, an index into `a` (or into the app's default
//            agents when `a` is absent)
//        su: the selected URL, the same way for `u`
//
// An index must be a whole number from 0 below the list's length when the list is
// in the link. Without the list it indexes the app's default list, which has one
// entry: it is only checked to be below SHARE_LIMITS.maxListItems and read as the
// first entry, as the app always opened it. Anything else (negative, fractional, a
// string, past the end of the link's own list) is a damaged link, refused with a
// bad-shape error, as a wrong mode or a list of numbers is in v1.

import { unpackJson } from './packed-json.ts';
import { failure, type DecodeResult } from './result.ts';
import { SHARE_LIMITS } from './state.ts';
import { readCompactV1 } from './v1.ts';

/** The tag every v2 link starts with, dot included. */
export const V2_PREFIX = 'v2.';

/**
 * Decodes the part of a v2 link after `v2.`: an index becomes the entry it names
 * (`''` for the first). Never rejects.
 */
export async function decodeV2(body: string): Promise<DecodeResult> {
  const unpacked = await unpackJson(body);
  if (!unpacked.ok) return unpacked;
  const base = readCompactV1(unpacked.value);
  if (!base.ok) return base;
  const record = unpacked.value as Record<string, unknown>;
  const state = { ...base.state };
  for (const [key, field, listKey, list, label] of [
    ['sa', 'agent', 'a', state.agents, 'user agent'],
    ['su', 'url', 'u', state.urls, 'URL'],
  ] as const) {
    const index = Object.hasOwn(record, key) ? record[key] : undefined;
    if (index === undefined) continue;
    const inLink = Object.hasOwn(record, listKey);
    const bound = inLink ? list.length : SHARE_LIMITS.maxListItems;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= bound) {
      return failure(
        'bad-shape',
        `The link's data is not a playground state: the selected ${label} is not one of its ${label}s.`,
      );
    }
    // The first entry is the default (`''`), in the link's list or the app's.
    state[field] = inLink && index > 0 ? (list[index] ?? '') : '';
  }
  return { ok: true, state, version: 2 };
}
