// The bridge between the store and a permalink. The format's defaults are empty
// lists and the default panel, while a fresh store starts with the agent `Googlebot`,
// the URL `/` and the `agents` panel; so the store's defaults are written as the
// format's defaults, and read back the same way. A fresh page then gives an empty
// fragment (a clean URL), and typical links carry only what the user changed. The
// Verdict's question is carried as its strings, left out (`''`) when it is the
// first entry of its list, which is what a fresh store asks about.

import { PANEL_IDS, type PanelId, type PlaygroundInit } from '../state/types.ts';
import type { Expectation } from '../core/expectations/index.ts';
import type { Mode } from '../core/types.ts';
import type { ShareState } from './state.ts';

/** What a fresh store holds (see the selection and ui slices); a test keeps the two in step. */
export const STORE_DEFAULTS = Object.freeze({
  agents: Object.freeze(['Googlebot']),
  urls: Object.freeze(['/']),
  panel: 'agents' as PanelId,
});

/** The store fields a link carries. */
export interface ShareableState {
  readonly text: string;
  readonly agents: readonly string[];
  readonly urls: readonly string[];
  readonly mode: Mode;
  readonly host: string;
  readonly panel: PanelId;
  readonly selectedAgent: string | null;
  readonly selectedUrl: string | null;
  readonly expectations: readonly Expectation[];
}

/**
 * The permalink state for the store's `state`: lists equal to the store's defaults
 * become empty lists and the default panel becomes `''`, so they are not encoded.
 * The Share panel counts as the default panel too: it is where a link is made, not
 * what the person opening it wants to see.
 */
export function shareStateOf(state: ShareableState): ShareState {
  return {
    text: state.text,
    agents: sameList(state.agents, STORE_DEFAULTS.agents) ? [] : [...state.agents],
    urls: sameList(state.urls, STORE_DEFAULTS.urls) ? [] : [...state.urls],
    mode: state.mode,
    host: state.host,
    panel: state.panel === STORE_DEFAULTS.panel || state.panel === 'share' ? '' : state.panel,
    agent: questionOf(state.agents, state.selectedAgent),
    url: questionOf(state.urls, state.selectedUrl),
    ...(state.expectations.length > 0 ? { expectations: [...state.expectations] } : {}),
  };
}

/**
 * The store init for a decoded link. An empty list means the store's default (as a
 * restored draft does: the page always has something to ask about); a panel id this
 * version does not know falls back to the default panel. Never throws.
 */
export function initFromShare(state: ShareState): PlaygroundInit {
  const panel = PANEL_IDS.find((id) => id === state.panel);
  const agents = state.agents.length > 0 ? state.agents : STORE_DEFAULTS.agents;
  const urls = state.urls.length > 0 ? state.urls : STORE_DEFAULTS.urls;
  return {
    text: state.text,
    mode: state.mode,
    host: state.host,
    agents,
    urls,
    // '' asks about the first entry, as a fresh store does.
    selectedAgent: state.agent !== '' ? state.agent : (agents[0] ?? ''),
    selectedUrl: state.url !== '' ? state.url : (urls[0] ?? ''),
    panel: panel ?? STORE_DEFAULTS.panel,
    // A link without expectations opens with none, not with the page's own.
    expectations: state.expectations ?? [],
  };
}

// The question as a link writes it: '' when it is the first entry (or nothing).
function questionOf(list: readonly string[], asked: string | null): string {
  return asked === null || asked === list[0] ? '' : asked;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
