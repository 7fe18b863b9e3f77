// The whole user state a permalink carries, its defaults and the limits every link
// must respect. Pure data: no DOM, no React, no CodeMirror.

import type { Expectation } from '../core/expectations/index.ts';
import type { Mode } from '../core/types.ts';

/** Everything a person sees in the playground, as plain structured-clone data. */
export interface ShareState {
  /** The robots.txt text, exactly as typed (UTF-16, any characters). */
  text: string;
  /** The user agents being tested, in display order. */
  agents: string[];
  /** The URLs (or paths) being tested, in display order. */
  urls: string[];
  /** How the file is read: Google's reference parser or the letter of RFC 9309. */
  mode: Mode;
  /** The host the file is declared to be served from (e.g. `example.com`); `''` when unset. */
  host: string;
  /** The id of the open side panel; `''` means the app's default panel. */
  panel: string;
  /**
   * The agent the Verdict asks about, in `agents` or not; `''` (the default) means
   * the first of `agents`, or of the app's default list when `agents` is empty.
   */
  agent: string;
  /** The URL the Verdict asks about, the same way (`''`: the first of `urls`). */
  url: string;
  /** What the file must keep allowing or disallowing (since v4); absent: none. */
  expectations?: readonly Expectation[];
}

/** A `ShareState` that may not be changed (lists included); what the encoder accepts. */
export type ReadonlyShareState = Readonly<Omit<ShareState, 'agents' | 'urls'>> & {
  readonly agents: readonly string[];
  readonly urls: readonly string[];
};

/**
 * The state of a fresh playground: empty text, no agents, no URLs, Google mode, no
 * host, the default panel. Only fields that differ from it are encoded, so this state
 * gives an empty fragment (a clean URL).
 */
export const DEFAULT_SHARE_STATE: ReadonlyShareState = Object.freeze({
  text: '',
  agents: Object.freeze([]),
  urls: Object.freeze([]),
  mode: 'google',
  host: '',
  panel: '',
  agent: '',
  url: '',
});

/**
 * Hard limits on a link, checked by the encoder (which refuses to build a link the
 * decoder would refuse) and by the decoder (which rejects before doing the work).
 */
export const SHARE_LIMITS = Object.freeze({
  /** Longest fragment payload accepted, in characters; checked before any decoding. */
  maxFragmentChars: 4 * 1024 * 1024,
  /** Largest decompressed payload (UTF-8 JSON), in bytes; decompression stops past it. */
  maxPayloadBytes: 2 * 1024 * 1024,
  /** Most entries in `agents` and in `urls`. */
  maxListItems: 1000,
  /** Longest single agent, URL, host or panel id (the question's too), in UTF-16 code units. */
  maxFieldChars: 8192,
});

/** Returns a fresh, mutable copy of the default state. */
export function defaultShareState(): ShareState {
  return {
    ...DEFAULT_SHARE_STATE,
    agents: [...DEFAULT_SHARE_STATE.agents],
    urls: [...DEFAULT_SHARE_STATE.urls],
  };
}

/** True when two states are field-by-field identical (lists compared element-wise). */
export function sameShareState(a: ReadonlyShareState, b: ReadonlyShareState): boolean {
  return (
    a.text === b.text &&
    a.mode === b.mode &&
    a.host === b.host &&
    a.panel === b.panel &&
    a.agent === b.agent &&
    a.url === b.url &&
    sameList(a.agents, b.agents) &&
    sameList(a.urls, b.urls) &&
    sameList((a.expectations ?? []).map(line), (b.expectations ?? []).map(line))
  );
}

// One expectation as one string, for comparing lists.
function line(e: Expectation): string {
  return [e.expected, e.agent, e.url, e.mode ?? ''].join('\u0000');
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
