// The draft's database: IndexedDB through idb-keyval, which keeps values as they
// are (a 16 MiB text is stored without being turned into JSON). One database, one
// store, two slots: the draft, and a text set aside when two tabs edited it (see
// ./draft-keeper.ts). Fetched after the editor is usable, never with the page.

import { createStore, del, get, promisifyRequest } from 'idb-keyval';

/** A slot of the database: the draft, or a text set aside and kept recoverable. */
export type DraftSlot = 'draft' | 'kept';

/** The draft's database; every call may reject (a full disk, a closed database). */
export interface DraftDatabase {
  get(slot: DraftSlot): Promise<unknown>;
  put(slot: DraftSlot, value: unknown): Promise<void>;
  delete(slot: DraftSlot): Promise<void>;
}

/**
 * Opens the page's draft database, or `null` where there is no IndexedDB or the
 * browser refuses it (some private modes, sandboxed frames). Never rejects.
 */
export async function openDraftDatabase(): Promise<DraftDatabase | null> {
  try {
    if (typeof indexedDB === 'undefined') return null;
    const store = createStore('robots-playground', 'drafts');
    // Opening happens on first use: a refusal shows here rather than on a save.
    await get('draft', store);
    return {
      get: (slot) => get(slot, store),
      put: (slot, value) =>
        store('readwrite', (s) => {
          s.put(value, slot);
          // Committed at once rather than when the page next goes idle: a save made
          // as the tab is left must still land.
          s.transaction.commit?.();
          return promisifyRequest(s.transaction);
        }),
      delete: (slot) => del(slot, store),
    };
  } catch {
    return null;
  }
}
