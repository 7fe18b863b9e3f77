// Permalink format v3 (frozen, like v1 and v2; no longer written: v4 adds the
// expectations and builds on encodeV3Object and decodeV3Object): v1
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
  const compact = encodeV3Object(state);
  if (Object.keys(compact).length === 0) return '';
  return packJson(V3_PREFIX, compact);
}

/**
 * The v3 object for `state`: v1's fields and the question. Throws a RangeError when
 * the state breaks `SHARE_LIMITS`. Later formats build on it.
 */
export function encodeV3Object(state: ReadonlyShareState): CompactV3 {
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
  return compact;
}

/** Decodes the part of a v3 link after `v3.`. Never rejects. */
export async function decodeV3(body: string): Promise<DecodeResult> {
  const unpacked = await unpackJson(body);
  return unpacked.ok ? decodeV3Object(unpacked.value) : unpacked;
}

/**
 * Reads a v3 object into a state, or says why it is not one. Later formats read
 * their v3 fields through it.
 */
export function decodeV3Object(value: unknown): DecodeResult {
  const base = readCompactV1(value);
  if (!base.ok) return base;
  const record = value as Record<string, unknown>;
  const state = { ...base.state };
  for (const [key, field, label] of QUESTION) {
    const v = Object.hasOwn(record, key) ? record[key] : undefined;
    if (v === undefined) continue;
    if (typeof v !== 'string') {
      return failure(
        'bad-shape',
        `The link's data is not a playground state: the ${label} asked about must be a string.`,
      );
    }
    if (v.length > SHARE_LIMITS.maxFieldChars) {
      return failure(
        'too-large',
        `The link's ${label} asked about is longer than ${SHARE_LIMITS.maxFieldChars} characters.`,
      );
    }
    state[field] = v;
  }
  return { ok: true, state, version: 3 };
}
