// The link banner's state: what a shared link, an example or a lesson step shows
// (with the way back to the user's draft), or why a link could not be opened. One
// small store per page; the permalink machinery writes it, the banner reads it.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Playground } from './playground.ts';

/** What the link banner shows. */
export type LinkStatus =
  | { kind: 'none' }
  | {
      kind: 'shown';
      /** A sentence naming what is shown (a shared link, an example, a lesson step). */
      message: string;
      /** Puts the user's own state back (one undoable editor change). */
      restore: () => void;
    }
  | { kind: 'error'; message: string };

const statuses = new WeakMap<Playground, StoreApi<LinkStatus>>();

/** The link banner's state for `playground` (one store per page). */
export function linkStatusStore(playground: Playground): StoreApi<LinkStatus> {
  let store = statuses.get(playground);
  if (!store) {
    store = createStore<LinkStatus>()(() => ({ kind: 'none' }));
    statuses.set(playground, store);
  }
  return store;
}
