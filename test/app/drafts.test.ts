// The page's side of drafts: what it opens on, and saving before and after the
// keeper (with IndexedDB) is fetched.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStatus,
  readStartupDraft,
  startDraftSaving,
  type DraftEnv,
} from '../../src/app/drafts.ts';
import { openDraftDatabase, type DraftDatabase } from '../../src/state/draft-db.ts';
import {
  DRAFT_KEY,
  LOCAL_COPY_MAX,
  UNSAVED_KEY,
  draftOf,
  loadDraft,
  saveDraft,
  type StorageLike,
} from '../../src/state/persist.ts';
import { createPlaygroundStore } from '../../src/state/store.ts';

class MapStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readStartupDraft', () => {
  it('opens at once on a draft local storage holds whole, or on none', () => {
    const storage = new MapStorage();
    const noDatabase = () => Promise.reject(new Error('not asked'));
    expect(readStartupDraft(storage, noDatabase)).toEqual({ draft: null, older: false });
    saveDraft(storage, { ...draftOf(createPlaygroundStore().getState()), text: 'x' });
    expect(readStartupDraft(storage, noDatabase)).toMatchObject({
      draft: { text: 'x' },
      older: false,
    });
  });

  it('asks IndexedDB without local storage, and opens on none when it cannot', async () => {
    expect(await readStartupDraft(null, () => Promise.resolve(null))).toEqual({
      draft: null,
      older: false,
    });
  });
});

describe('startDraftSaving', () => {
  it('saves at once into local storage, then through IndexedDB once it is ready', async () => {
    const storage = new MapStorage();
    const store = createPlaygroundStore({ text: 'User-agent: *' });
    let ready: (db: DraftDatabase | null) => void = () => undefined;
    const env: DraftEnv = {
      storage,
      database: () => new Promise((resolve) => (ready = resolve)),
      channel: () => null,
    };
    const saving = startDraftSaving(store, env, null, createDraftStatus(false));
    const report = vi.fn();
    saving.writer(draftOf(store.getState()), report);
    expect(loadDraft(storage)?.text).toBe('User-agent: *');
    expect(report).toHaveBeenCalledWith({ ok: true });

    // A long draft waits for IndexedDB rather than being written whole here; until
    // it is saved, a reload would say its draft is older.
    const long = 'x'.repeat(LOCAL_COPY_MAX + 1);
    saving.writer({ ...draftOf(store.getState()), text: long }, report);
    expect(loadDraft(storage)?.text).toBe('User-agent: *');
    expect(storage.items.has(UNSAVED_KEY)).toBe(true);
    const db = await openDraftDatabase();
    ready(db);
    await vi.waitFor(async () =>
      expect(((await db?.get('draft')) as { text?: string })?.text).toBe(long),
    );
    await vi.waitFor(() => expect(storage.items.has(UNSAVED_KEY)).toBe(false));
    expect(JSON.parse(storage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ v: 2 });
    saving.stop();
  });
});
