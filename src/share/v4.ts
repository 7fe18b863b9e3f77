// Permalink format v4 (the one written; frozen once shipped, like v1 to v3): v3
// plus the expectations, so a link carries what the file must keep allowing or
// disallowing, and opens with the same rows checked.
//
//   v4.<base64url, unpadded, of raw DEFLATE of UTF-8 JSON> (the v1 envelope)
//      of v3's object (t a u m h p qa qu, see ./v3.ts), plus, present only when
//      there is at least one expectation:
//        x: the expectations as the expectations file writes them (a string, one
//           a line: `disallow GPTBot /blog/ rfc`; core/expectations)
//
// `x` must be a string of at most SHARE_LIMITS.maxListItems expectations, every
// line of which reads as one (or is blank or a comment); anything else is a
// damaged link, refused naming the first bad line.

import { formatExpectations, parseExpectations } from '../core/expectations/index.ts';
import { packJson, unpackJson } from './packed-json.ts';
import { failure, type DecodeResult } from './result.ts';
import { SHARE_LIMITS, type ReadonlyShareState } from './state.ts';
import { decodeV3Object, encodeV3Object, type CompactV3 } from './v3.ts';

/** The tag every v4 link starts with, dot included. */
export const V4_PREFIX = 'v4.';

/** The JSON object of a v4 link. */
export interface CompactV4 extends CompactV3 {
  x?: string;
}

/**
 * Encodes a state as a full v4 payload (`v4.` included), or `''` when every field is
 * at its default. Rejects with a RangeError when the state breaks `SHARE_LIMITS`.
 */
export async function encodeV4(state: ReadonlyShareState): Promise<string> {
  const compact: CompactV4 = encodeV3Object(state);
  const list = state.expectations ?? [];
  if (list.length > SHARE_LIMITS.maxListItems) {
    throw new RangeError(
      `A link holds at most ${SHARE_LIMITS.maxListItems} expectations; this state has ${list.length}.`,
    );
  }
  if (list.some((e) => e.agent.length + e.url.length > SHARE_LIMITS.maxFieldChars)) {
    throw new RangeError(
      `A link holds expectations of at most ${SHARE_LIMITS.maxFieldChars} characters each.`,
    );
  }
  if (list.length > 0) compact.x = formatExpectations(list);
  if (Object.keys(compact).length === 0) return '';
  return packJson(V4_PREFIX, compact);
}

/** Decodes the part of a v4 link after `v4.`. Never rejects. */
export async function decodeV4(body: string): Promise<DecodeResult> {
  const unpacked = await unpackJson(body);
  if (!unpacked.ok) return unpacked;
  const base = decodeV3Object(unpacked.value);
  if (!base.ok) return base;
  const record = unpacked.value as Record<string, unknown>;
  const x = Object.hasOwn(record, 'x') ? record.x : undefined;
  if (x === undefined) return { ...base, version: 4 };
  if (typeof x !== 'string') {
    return failure(
      'bad-shape',
      "The link's data is not a playground state: the expectations must be a string.",
    );
  }
  const read = parseExpectations(x);
  const bad = read.errors[0];
  if (bad !== undefined) {
    return failure(
      'bad-shape',
      `The link's expectations cannot be read: line ${bad.line}: ${bad.message}.`,
    );
  }
  if (read.expectations.length > SHARE_LIMITS.maxListItems) {
    return failure(
      'too-large',
      `The link lists ${read.expectations.length} expectations; the playground accepts at most ${SHARE_LIMITS.maxListItems}.`,
    );
  }
  const expectations = read.expectations.map(({ line: _line, ...e }) => e);
  return { ok: true, state: { ...base.state, expectations }, version: 4 };
}
