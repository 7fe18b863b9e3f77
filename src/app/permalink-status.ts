// What is on screen in place of the user's draft: what a shared link, an example or
// a lesson step shows (with the way back to the draft), the first visit's example
// (no draft yet), or why a link could not be opened. One small store per page; the
// permalink machinery writes it, the link banner and the editor's note read it.

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Playground } from './playground.ts';

/** What the link banner (or, for `starter`, the note above the editor) shows. */
export type LinkStatus =
  | { kind: 'none' }
  /** The first visit's example, held back from the draft until it is edited. */
  | { kind: 'starter' }
  | {
      kind: 'shown';
      /** A sentence naming what is shown (a shared link, an example, a lesson step). */
      message: string;
      /** Puts the user's own state back (one undoable editor change). */
      restore: () => void;
      /** What `restore` goes back to: the draft, or the first visit's example (no draft yet). */
      back: 'draft' | 'starter';
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
