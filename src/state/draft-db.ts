// The draft's database: IndexedDB through idb-keyval, which keeps values as they
// are (no JSON). One database, one store, two slots: the draft, and a text set aside
// when two tabs edited it (see ./draft-keeper.ts). Fetched after the editor is usable,
// never with the page.
//
// Storing a string costs the page's thread about 1.3 ms a MiB (the browser copies
// it), so a text longer than PIECE is stored in pieces, one transaction each (so one
// task each), and then the slot's record is switched to them in one transaction that
// also deletes the pieces it replaces: a reader sees the old text or the new one,
// whole. A save made as the page is left stores every piece at once instead, as the
// page will not run another task. Pieces no record refers to (a save the page never
// finished, those a save made as the page was left replaced) are deleted when a
// later page opens the database.

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
}

/** The longest text stored in one piece, in UTF-16 code units (about 1.3 ms to store). */
export const PIECE = 1024 * 1024;

// A slot's record when its text is in pieces: keys `[id, 0]` … `[id, count - 1]`.
interface Pieces {
  id: string;
  count: number;
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
    return {
      get: (slot) => store('readonly', (s) => readSlot(s, slot)),
      put: async (slot, value, now = false) => {
        const record = (value ?? {}) as { text?: unknown };
        const text = record.text;
        if (typeof text !== 'string' || text.length <= PIECE) {
          await store('readwrite', (s) => written(s, () => switchSlot(s, slot, value, now)));
          return;
        }
        const id = `${slot}:${Date.now()}:${Math.random()}`;
        const count = Math.ceil(text.length / PIECE);
        const piece = (s: IDBObjectStore, i: number): void => {
          s.put(text.slice(i * PIECE, (i + 1) * PIECE), [id, i]);
        };
        const switched = { ...record, text: '', pieces: { id, count } };
        if (now) {
          await store('readwrite', (s) =>
            written(s, () => {
              for (let i = 0; i < count; i++) piece(s, i);
              switchSlot(s, slot, switched, true);
            }),
          );
          return;
        }
        for (let i = 0; i < count; i++) {
          await store('readwrite', (s) => written(s, () => piece(s, i)));
        }
        await store('readwrite', (s) => written(s, () => switchSlot(s, slot, switched, false)));
      },
      delete: (slot) =>
        store('readwrite', (s) => written(s, () => switchSlot(s, slot, undefined, false))),
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
    if (pieces) s.delete(IDBKeyRange.bound([pieces.id, 0], [pieces.id, pieces.count]));
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
      const parts = s.getAll(IDBKeyRange.bound([pieces.id, 0], [pieces.id, pieces.count]));
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
