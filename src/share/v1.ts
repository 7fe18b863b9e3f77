// Permalink format v1 (frozen: links in the wild must decode forever; a change of
// format is a new version beside this one, never an edit of it). No longer written:
// v2 (./v2.ts) and v3 (./v3.ts) are v1 plus the question, and build on compactV1.
//
//   v1.<base64url, unpadded (RFC 4648 §5)>
//      of raw DEFLATE (RFC 1951)
//      of UTF-8 JSON (RFC 8259) of an object with short keys, each present only when
//      its field differs from V1_DEFAULTS:
//        t: text (string)      a: agents (string[])   u: urls (string[])
//        m: mode ('google' | 'rfc')   h: host (string)   p: panel (string)
//
// Unknown keys are ignored. Lone UTF-16 surrogates in any string survive exactly:
// JSON.stringify writes them as `\udXXX` escapes (ES2019 well-formed stringify), so
// the UTF-8 step never sees one and never substitutes U+FFFD.

import { unpackJson } from './packed-json.ts';
import { failure, type DecodeResult } from './result.ts';
import { SHARE_LIMITS, type ReadonlyShareState, type ShareState } from './state.ts';

/** The tag every v1 link starts with, dot included. */
export const V1_PREFIX = 'v1.';

// The defaults v1 links were written against. Kept apart from DEFAULT_SHARE_STATE on
// purpose: if the app's defaults ever change, old links must still mean what they meant.
const V1_DEFAULTS: ReadonlyShareState = Object.freeze({
  text: '',
  agents: Object.freeze([]),
  urls: Object.freeze([]),
  mode: 'google',
  host: '',
  panel: '',
  agent: '',
  url: '',
});

/** The JSON object of a v1 link. */
export interface CompactV1 {
  t?: string;
  a?: readonly string[];
  u?: readonly string[];
  m?: 'rfc' | 'google';
  h?: string;
  p?: string;
}

/**
 * The v1 object for `state`: only the fields that differ from V1_DEFAULTS. Throws a
 * RangeError when the state breaks `SHARE_LIMITS`. Later formats build on it.
 */
export function compactV1(state: ReadonlyShareState): CompactV1 {
  const problem = checkLimits(state);
  if (problem) throw new RangeError(problem);
  const compact: CompactV1 = {};
  if (state.text !== V1_DEFAULTS.text) compact.t = state.text;
  if (!sameList(state.agents, V1_DEFAULTS.agents)) compact.a = [...state.agents];
  if (!sameList(state.urls, V1_DEFAULTS.urls)) compact.u = [...state.urls];
  if (state.mode !== V1_DEFAULTS.mode) compact.m = state.mode;
  if (state.host !== V1_DEFAULTS.host) compact.h = state.host;
  if (state.panel !== V1_DEFAULTS.panel) compact.p = state.panel;
  return compact;
}

/** Decodes the part of a v1 link after `v1.` (no selection: the first agent and URL). Never rejects. */
export async function decodeV1(body: string): Promise<DecodeResult> {
  const unpacked = await unpackJson(body);
  return unpacked.ok ? readCompactV1(unpacked.value) : unpacked;
}

/**
 * Reads a v1 object into a state (selection at its default, the first entries), or
 * says why it is not one. Later formats read their v1 fields through it.
 */
export function readCompactV1(value: unknown): DecodeResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return shapeError('the data must be an object');
  }
  // Fields are read one by one as own properties into a fresh object, so keys such as
  // `__proto__` or `constructor` in the link can neither pollute prototypes nor leak in.
  const record = value as Record<string, unknown>;
  const own = (key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);
  const state: ShareState = {
    text: V1_DEFAULTS.text,
    agents: [...V1_DEFAULTS.agents],
    urls: [...V1_DEFAULTS.urls],
    mode: V1_DEFAULTS.mode,
    host: V1_DEFAULTS.host,
    panel: V1_DEFAULTS.panel,
    agent: V1_DEFAULTS.agent,
    url: V1_DEFAULTS.url,
  };

  const t = own('t');
  if (t !== undefined) {
    if (typeof t !== 'string') return shapeError('the text must be a string');
    state.text = t;
  }
  for (const [key, field, label] of [
    ['a', 'agents', 'user agents'],
    ['u', 'urls', 'URLs'],
  ] as const) {
    const list = own(key);
    if (list === undefined) continue;
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
      return shapeError(`the ${label} must be a list of strings`);
    }
    if (list.length > SHARE_LIMITS.maxListItems) {
      return failure(
        'too-large',
        `The link lists ${list.length} ${label}; the playground accepts at most ${SHARE_LIMITS.maxListItems}.`,
      );
    }
    if (list.some((item) => item.length > SHARE_LIMITS.maxFieldChars)) {
      return failure(
        'too-large',
        `One of the link's ${label} is longer than ${SHARE_LIMITS.maxFieldChars} characters.`,
      );
    }
    state[field] = [...list];
  }
  const m = own('m');
  if (m !== undefined) {
    if (m !== 'google' && m !== 'rfc') return shapeError('the mode must be "google" or "rfc"');
    state.mode = m;
  }
  for (const [key, field] of [
    ['h', 'host'],
    ['p', 'panel'],
  ] as const) {
    const v = own(key);
    if (v === undefined) continue;
    if (typeof v !== 'string') return shapeError(`the ${field} must be a string`);
    if (v.length > SHARE_LIMITS.maxFieldChars) {
      return failure(
        'too-large',
        `The link's ${field} is longer than ${SHARE_LIMITS.maxFieldChars} characters.`,
      );
    }
    state[field] = v;
  }
  return { ok: true, state, version: 1 };
}

function checkLimits(state: ReadonlyShareState): string | null {
  for (const [list, label] of [
    [state.agents, 'user agents'],
    [state.urls, 'URLs'],
  ] as const) {
    if (list.length > SHARE_LIMITS.maxListItems) {
      return `A link holds at most ${SHARE_LIMITS.maxListItems} ${label}; this state has ${list.length}.`;
    }
    if (list.some((item) => item.length > SHARE_LIMITS.maxFieldChars)) {
      return `A link holds ${label} of at most ${SHARE_LIMITS.maxFieldChars} characters each.`;
    }
  }
  if (state.host.length > SHARE_LIMITS.maxFieldChars) {
    return `A link holds a host of at most ${SHARE_LIMITS.maxFieldChars} characters.`;
  }
  if (state.panel.length > SHARE_LIMITS.maxFieldChars) {
    return `A link holds a panel id of at most ${SHARE_LIMITS.maxFieldChars} characters.`;
  }
  return null;
}

function shapeError(what: string): DecodeResult {
  return failure('bad-shape', `The link's data is not a playground state: ${what}.`);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
