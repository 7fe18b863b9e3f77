// What decoding a permalink returns. A bad link is a normal result, never an exception,
// so the page can show a banner and keep the user's draft.

import type { ShareState } from './state.ts';

/**
 * Why a link could not be read: `empty` (no payload), `unknown-version` (no or an
 * unknown `vN.` tag), `bad-encoding` (not base64url, or not UTF-8), `bad-compression`
 * (damaged or cut-short DEFLATE data), `too-large` (over a limit in `SHARE_LIMITS`),
 * `bad-json` (not JSON), `bad-shape` (JSON that is not a playground state).
 */
export type ShareErrorCode =
  | 'empty'
  | 'unknown-version'
  | 'bad-encoding'
  | 'bad-compression'
  | 'too-large'
  | 'bad-json'
  | 'bad-shape';

/** A failed decode: a stable code for programs and a sentence for a person. */
export interface ShareError {
  code: ShareErrorCode;
  /** Plain text, safe to show as-is (never contains any part of the link). */
  message: string;
}

/** The outcome of `decodePermalink`: the state and the link's format version, or why not. */
export type DecodeResult = { ok: true; state: ShareState; version: number } | DecodeFailure;

/** The failed half of a `DecodeResult`. */
export interface DecodeFailure {
  ok: false;
  error: ShareError;
}

/** Builds a failed `DecodeResult`. */
export function failure(code: ShareErrorCode, message: string): DecodeFailure {
  return { ok: false, error: { code, message } };
}
