// Remembers whether the address bar follows the state (see LiveLink), so the choice
// holds on the next visit. Kept apart from the draft: it is the user's setting, not
// part of what they wrote, and a link never carries it. Never throws.

import type { PlaygroundStore } from './store.ts';
import type { LiveLink } from './types.ts';
import type { StorageLike } from './persist.ts';

/** Where the choice is kept: `'on'` or `'off'`; absent before the first choice. */
export const LIVE_LINK_KEY = 'robots-playground:live-link';

/** The remembered choice, or `null` when none was made or it cannot be read. */
export function loadLiveLink(storage: StorageLike | null): LiveLink {
  let raw: string | null;
  try {
    raw = storage?.getItem(LIVE_LINK_KEY) ?? null;
  } catch {
    return null;
  }
  return raw === 'on' || raw === 'off' ? raw : null;
}

/**
 * Saves the store's `liveLink` whenever it changes; returns the function that stops.
 * A storage that refuses it only means the choice is asked again next time.
 */
export function persistLiveLink(store: PlaygroundStore, storage: StorageLike | null): () => void {
  return store.subscribe((state, previous) => {
    if (state.liveLink === previous.liveLink || state.liveLink === null) return;
    try {
      storage?.setItem(LIVE_LINK_KEY, state.liveLink);
    } catch {
      // Full or blocked: the setting lasts as long as the page.
    }
  });
}
