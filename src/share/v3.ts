// Permalink format v3 (the one written; frozen once shipped, like v1 and v2): v1
// plus the Verdict's question as strings, so a link opens on the same question
// whether or not its agent and URL are in the lists being compared.
//
//   v3.<base64url, unpadded, of raw DEFLATE of UTF-8 JSON> (the v1 envelope)
//      of v1's object (t a u m h p, see ./v1.ts), plus, each present only when it
//      is not '' (the first entry of the list):
//        qa: the agent asked about (string)
//        qu: the URL asked about (string)
//
// Each is at most SHARE_LIMITS.maxFieldChars long; anything else (a number, a list,
// a longer string) is a damaged link, refused as v1 refuses a wrong field. v2's
// `sa`/`su` mean nothing here and are ignored like any unknown key.

import { packJson, unpackJson } from './packed-json.ts';
import { failure, type DecodeResult } from './result.ts';
import { SHARE_LIMITS, type ReadonlyShareState } from './state.ts';
import { compactV1, readCompactV1, type CompactV1 } from './v1.ts';

/** The tag every v3 link starts with, dot included. */
export const V3_PREFIX = 'v3.';

/** The JSON object of a v3 link. */
export interface CompactV3 extends CompactV1 {
  qa?: string;
  qu?: string;
}

const QUESTION = [
  ['qa', 'agent', 'user agent'],
  ['qu', 'url', 'URL'],
] as const;

/**
 * Encodes a state as a full v3 payload (`v3.` included), or `''` when every field is
 * at its default. Rejects with a RangeError when the state breaks `SHARE_LIMITS`.
 */
export async function encodeV3(state: ReadonlyShareState): Promise<string> {
  const compact: CompactV3 = compactV1(state);
  for (const [key, field, label] of QUESTION) {
    const value = state[field];
    if (value.length > SHARE_LIMITS.maxFieldChars) {
      throw new RangeError(
        `A link holds a ${label} asked about of at most ${SHARE_LIMITS.maxFieldChars} characters.`,
      );
    }
    if (value !== '') compact[key] = value;
  }
  if (Object.keys(compact).length === 0) return '';
  return packJson(V3_PREFIX, compact);
}

/** Decodes the part of a v3 link after `v3.`. Never rejects. */
export async function decodeV3(body: string): Promise<DecodeResult> {
  const unpacked = await unpackJson(body);
  if (!unpacked.ok) return unpacked;
  const base = readCompactV1(unpacked.value);
  if (!base.ok) return base;
  const record = unpacked.value as Record<string, unknown>;
  const state = { ...base.state };
  for (const [key, field, label] of QUESTION) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined;
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      return failure(
        'bad-shape',
        `The link's data is not a playground state: the ${label} asked about must be a string.`,
      );
    }
    if (value.length > SHARE_LIMITS.maxFieldChars) {
      return failure(
        'too-large',
        `The link's ${label} asked about is longer than ${SHARE_LIMITS.maxFieldChars} characters.`,
      );
    }
    state[field] = value;
  }
  return { ok: true, state, version: 3 };
}
