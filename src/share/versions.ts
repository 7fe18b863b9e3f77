// The registry of permalink formats. Every version that ever shipped keeps its decoder
// here forever, so an old link opens the same way years later; only the newest
// version is written.

import type { DecodeResult } from './result.ts';
import type { ReadonlyShareState } from './state.ts';
import { decodeV1 } from './v1.ts';
import { decodeV2 } from './v2.ts';
import { decodeV3 } from './v3.ts';
import { decodeV4, encodeV4 } from './v4.ts';

/** One permalink format: its number and the decoder for the text after `v<N>.`. */
export interface PermalinkVersion {
  version: number;
  /** Decodes the body after the `v<N>.` tag. Must never reject. */
  decode: (body: string) => Promise<DecodeResult>;
}

/** Every format that was ever written, keyed by its number. Append, never remove. */
export const PERMALINK_VERSIONS: ReadonlyMap<number, PermalinkVersion> = new Map([
  [1, { version: 1, decode: decodeV1 }],
  [2, { version: 2, decode: decodeV2 }],
  [3, { version: 3, decode: decodeV3 }],
  [4, { version: 4, decode: decodeV4 }],
]);

/** The version new links are written in. */
export const CURRENT_PERMALINK_VERSION = 4;

/** Encodes with the current version; `''` for a default state. See `encodePermalink`. */
export const encodeCurrent: (state: ReadonlyShareState) => Promise<string> = encodeV4;
