// The draft's database: IndexedDB through idb-keyval, which keeps values as they
// are (no JSON). One database, one store, two slots: the draft, and a text set aside
// when two tabs edited it (see ./draft-keeper.ts). Fetched after the editor is usable,
// never with the page.
//
// Storing a string costs the page's thread up to about 2 ms per 100,000 characters
// (the browser copies it; a 480,000-character text took 2–11 ms in Chromium), so a
// text longer than PIECE is stored in pieces, one transaction each (so one task
// each, of at most about 5 ms), and then the slot's record is switched to them in
// one transaction that also deletes the pieces it replaces: a reader sees the old
// text or the new one, whole. A save made as the page is left stores every piece at
// once instead, as the page will not run another task; a save in progress as the
// page is left is finished by `leave` in one transaction that stores only what that
// save has not yet stored, since a transaction of megabytes begun as the page goes
// is often dropped with it.
// Pieces no record refers to (a save the page never finished, those a save made as
// the page was left replaced) are deleted when a later page opens the database.

import { createStore, del, keys, promisifyRequest, type UseStore } from 'idb-keyval';

/** A slot of the database: the draft, or a text set aside and kept recoverable. */
export type DraftSlot = 'draft' | 'kept';

/** The draft's database; every call may reject (a full disk, a closed database). */
export interface DraftDatabase {
  /** The record in `slot` (its text whole), or `undefined`. */
  get(slot: DraftSlot): Promise<unknown>;
  /** Stores `value` (a record with a `text`) in `slot`; `now`: in one task (the page is closing). */
  put(slot: DraftSlot, value: unknown, now?: boolean): Promise<void>;
  delete(slot: DraftSlot): Promise<void>;
  /**
   * The page is being left: the newest save of each slot still in progress is
   * finished now, in one transaction. Never throws.
   */
  leave(): void;
}

/** The longest text stored in one piece, in UTF-16 code units (at most about 5 ms to store). */
export const PIECE = 256 * 1024;

// A slot's record when its text is in pieces: keys `[id, 0]` … `[id, count - 1]`.
interface Pieces {
  id: string;
  count: number;
}

// A save of this page, from its start until its record is in its slot.
interface Save {
  slot: DraftSlot;
  /** What the slot is switched to once the pieces are stored. */
  record: unknown;
  /** The text in pieces, and the pieces known to be stored (`null`: none to store). */
  pieces: { id: string; text: string; count: number; stored: Set<number> } | null;
  /** Made in one transaction already (as the page was left): nothing to finish. */
  now: boolean;
  /** The transaction `leave` finished it in. */
  left: Promise<void> | null;
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
    await dropUnfinished(store);
    // The newest save of each slot until it is done: a later one replaces it, and
    // `leave` finishes it.
    const latest = new Map<DraftSlot, Save>();
    const begin = (save: Save): Save => {
      latest.set(save.slot, save);
      return save;
    };
    const done = (save: Save): void => {
      if (latest.get(save.slot) === save) latest.delete(save.slot);
    };
    const piece = (s: IDBObjectStore, save: Save, i: number): void => {
      const p = save.pieces;
      if (p) s.put(p.text.slice(i * PIECE, (i + 1) * PIECE), [p.id, i]);
    };
    // Runs `save`'s steps one transaction each; once `leave` took it over, the rest is
    // its transaction's, and so is the outcome.
    const run = async (save: Save): Promise<void> => {
      try {
        const p = save.pieces;
        for (let i = 0; p && i < p.count; i++) {
          if (save.left) return await save.left;
          await store('readwrite', (s) => written(s, () => piece(s, save, i)));
          p.stored.add(i);
        }
        if (save.left) return await save.left;
        if (latest.get(save.slot) !== save) {
          // A later save of the slot began meanwhile: switching now would put this
          // older text over it, so its pieces go instead.
          if (p) await store('readwrite', (s) => written(s, () => s.delete(piecesRange(p))));
          return;
        }
        await store('readwrite', (s) =>
          written(s, () => switchSlot(s, save.slot, save.record, save.now)),
        );
      } catch (error) {
        if (save.left) return await save.left;
        throw error;
      } finally {
        done(save);
      }
    };
    return {
      get: (slot) => store('readonly', (s) => readSlot(s, slot)),
      put: async (slot, value, now = false) => {
        const record = (value ?? {}) as { text?: unknown };
        const text = record.text;
        if (typeof text !== 'string' || text.length <= PIECE) {
          await run(begin({ slot, record: value, pieces: null, now, left: null }));
          return;
        }
        const id = `${slot}:${Date.now()}:${Math.random()}`;
        const count = Math.ceil(text.length / PIECE);
        const save = begin({
          slot,
          record: { ...record, text: '', pieces: { id, count } },
          pieces: { id, text, count, stored: new Set() },
          now,
          left: null,
        });
        if (!now) {
          await run(save);
          return;
        }
        try {
          await store('readwrite', (s) =>
            written(s, () => {
              for (let i = 0; i < count; i++) piece(s, save, i);
              switchSlot(s, slot, save.record, true);
            }),
          );
        } finally {
          done(save);
        }
      },
      delete: (slot) =>
        run(begin({ slot, record: undefined, pieces: null, now: false, left: null })),
      leave: () => {
        for (const save of latest.values()) {
          if (save.now || save.left) continue;
          // What is known to be stored is not stored again: as the page is left, a
          // transaction holding only the switch (a save whose last step committed
          // before the page heard so) lands where one of megabytes is dropped. A
          // step stored without the page knowing is stored again, as the same key.
          save.left = store('readwrite', (s) =>
            written(s, () => {
              for (let i = 0; save.pieces && i < save.pieces.count; i++) {
                if (!save.pieces.stored.has(i)) piece(s, save, i);
              }
              switchSlot(s, save.slot, save.record, true);
            }),
          );
          // Nothing may be left to hear the outcome: the page is going.
          save.left.catch(() => undefined);
        }
      },
    };
  } catch {
    return null;
  }
}

// Runs `write` in the transaction of `s`, and resolves once it is committed.
function written(s: IDBObjectStore, write: () => void): Promise<void> {
  write();
  return promisifyRequest(s.transaction);
}

// Puts `value` in `slot` (deletes it for `undefined`) and, in the same transaction,
// deletes the pieces of the record it replaces (read first, so a save of another tab
// that replaced it meanwhile keeps its own). As the page is left (`now`), the
// request is placed and committed at once, with nothing to wait for: the replaced
// pieces are then left for a later page to delete (see dropUnfinished).
function switchSlot(s: IDBObjectStore, slot: DraftSlot, value: unknown, now: boolean): void {
  const write = (): void => {
    if (value === undefined) s.delete(slot);
    else s.put(value, slot);
  };
  if (now) {
    write();
    s.transaction.commit?.();
    return;
  }
  const old = s.get(slot);
  old.onsuccess = () => {
    const pieces = piecesOf(old.result);
    if (pieces) s.delete(piecesRange(pieces));
    write();
  };
}

// The record in `slot` with its text whole, read in one transaction: never half of
// one save and half of another.
function readSlot(s: IDBObjectStore, slot: DraftSlot): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = s.get(slot);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const record: unknown = request.result;
      const pieces = piecesOf(record);
      if (!pieces) {
        resolve(record);
        return;
      }
      const parts = s.getAll(piecesRange(pieces));
      parts.onerror = () => reject(parts.error);
      parts.onsuccess = () => {
        const texts = parts.result as unknown[];
        // A piece missing means a damaged record: none rather than a wrong text.
        resolve(
          texts.length === pieces.count
            ? { ...(record as object), text: texts.join('') }
            : undefined,
        );
      };
    };
  });
}

// The keys of every piece of `p`.
function piecesRange(p: Pieces): IDBKeyRange {
  return IDBKeyRange.bound([p.id, 0], [p.id, p.count]);
}

function piecesOf(record: unknown): Pieces | null {
  const p = (record as { pieces?: Partial<Pieces> } | null | undefined)?.pieces;
  return typeof p?.id === 'string' && typeof p.count === 'number' ? (p as Pieces) : null;
}

// Deletes pieces no slot refers to that are over an hour old: a save the page
// never finished, or pieces a save made as the page was left replaced (a save in
// progress in another tab is younger).
async function dropUnfinished(store: UseStore): Promise<void> {
  const all = await keys(store);
  const used = new Set<string>();
  for (const slot of ['draft', 'kept'] as const) {
    const id = piecesOf(await store('readonly', (s) => promisifyRequest(s.get(slot))))?.id;
    if (id) used.add(id);
  }
  const hourAgo = Date.now() - 3_600_000;
  for (const key of all) {
    if (!Array.isArray(key) || typeof key[0] !== 'string' || used.has(key[0])) continue;
    if (Number(key[0].split(':')[1]) < hourAgo) await del(key, store);
  }
}
