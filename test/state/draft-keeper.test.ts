// The keeper against a fake IndexedDB (fake-indexeddb), a Map-backed local storage
// and Node's BroadcastChannel: where drafts go, how a large one loads, the move of
// an older release's draft, failed saves, and two tabs editing one draft.
import { IDBDatabase, IDBFactory, IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStartupDraft } from '../../src/app/drafts.ts';
import { PIECE, openDraftDatabase, type DraftDatabase } from '../../src/state/draft-db.ts';
import {
  KEPT_KEY,
  startDraftKeeper,
  type DraftKeeper,
  type DraftTabsStatus,
} from '../../src/state/draft-keeper.ts';
import {
  DRAFT_KEY,
  LOCAL_COPY_MAX,
  UNSAVED_KEY,
  loadDraft,
  readDraftPointer,
  type Draft,
  type SaveResult,
  type StorageLike,
} from '../../src/state/persist.ts';

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

const draftOf = (text: string): Draft => ({
  text,
  agents: ['Googlebot'],
  urls: ['/'],
  mode: 'google',
  host: '',
  selectedAgent: null,
  selectedUrl: null,
  lineEnd: '\n',
});

interface Tab {
  keeper: DraftKeeper;
  text: string;
  status: DraftTabsStatus;
  results: SaveResult[];
  save(): void;
}

let storage: MapStorage;
let channels: BroadcastChannel[];

beforeEach(() => {
  // A fresh IndexedDB for every test.
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  storage = new MapStorage();
  channels = [];
});

afterEach(() => {
  for (const c of channels) c.close();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function channel(): BroadcastChannel {
  const c = new BroadcastChannel('robots-playground:draft-test');
  channels.push(c);
  return c;
}

async function tab(
  name: string,
  text: string,
  db: DraftDatabase | null,
  withChannel = true,
  page: EventTarget | null = null,
): Promise<Tab> {
  const t: Tab = {
    text,
    status: { behind: false, kept: false },
    results: [],
    keeper: null as unknown as DraftKeeper,
    save: () => t.keeper.write(draftOf(t.text), (r) => t.results.push(r)),
  };
  const opened = loadDraft(storage);
  t.keeper = startDraftKeeper({
    storage,
    database: db,
    channel: withChannel ? channel() : null,
    tab: name,
    page,
    opened,
    current: () => draftOf(t.text),
    onStatus: (s) => (t.status = s),
    report: (r) => t.results.push(r),
  });
  return t;
}

// Watches IndexedDB from now on: the read-write transactions begun (handed to
// `begun` with their number) and the pieces of text stored.
function watchWrites(begun: (n: number, t: IDBTransaction) => void = () => undefined): {
  transactions: number;
  pieces: number;
} {
  const seen = { transactions: 0, pieces: 0 };
  const transaction = IDBDatabase.prototype.transaction;
  vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args
  ) {
    const t = transaction.apply(this, args);
    if (args[1] === 'readwrite') begun(++seen.transactions, t as unknown as IDBTransaction);
    return t;
  });
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args
  ) {
    if (typeof args[0] === 'string') seen.pieces += 1;
    return put.apply(this, args);
  });
  return seen;
}

const stored = async (db: DraftDatabase, slot: 'draft' | 'kept') =>
  ((await db.get(slot)) as Draft | undefined)?.text;

describe('saving', () => {
  it('keeps a small draft in IndexedDB and whole in local storage', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const a = await tab('a', 'User-agent: *', db);
    a.save();
    await vi.waitFor(() => expect(a.results).toEqual([{ ok: true }]));
    expect(await stored(db, 'draft')).toBe('User-agent: *');
    expect(loadDraft(storage)?.text).toBe('User-agent: *');
  });

  it('keeps a 6 MiB draft in IndexedDB only, with a pointer a reload follows', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const big = `User-agent: *\n${'Disallow: /x\n'.repeat((6 * 1024 * 1024) / 13)}`;
    const a = await tab('a', big, db);
    a.save();
    await vi.waitFor(() => expect(a.results).toEqual([{ ok: true }]));
    expect(readDraftPointer(storage)).toEqual(expect.any(Number));
    expect(loadDraft(storage)).toBeNull();
    const startup = readStartupDraft(storage, async () => db);
    expect(startup).toBeInstanceOf(Promise);
    expect((await startup).draft?.text).toBe(big);
    expect((await startup).older).toBe(false);
  });

  it('says the storage is full, with the size, and a reload says its draft is older', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const a = await tab('a', 'User-agent: *', db);
    a.save();
    await vi.waitFor(() => expect(a.results).toHaveLength(1));
    const full: DraftDatabase = {
      ...db,
      put: () => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })),
    };
    const b = await tab('b', 'x'.repeat(LOCAL_COPY_MAX + 1), full, false);
    b.save();
    await vi.waitFor(() => expect(b.results).toHaveLength(1));
    expect(b.results[0]).toEqual({
      ok: false,
      reason: 'quota',
      message:
        "Your draft (128 KiB) could not be saved: the browser's storage for this site is full. It will not survive a reload; Download keeps a copy.",
    });
    expect(storage.items.has(UNSAVED_KEY)).toBe(true);
    const startup = await readStartupDraft(storage, async () => db);
    expect(startup.draft?.text).toBe('User-agent: *');
    expect(startup.older).toBe(true);
  });

  it('saves a small draft whose IndexedDB write fails: the local copy holds it', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const full: DraftDatabase = { ...db, put: () => Promise.reject(new Error('full')) };
    const a = await tab('a', 'User-agent: *', full, false);
    a.save();
    await vi.waitFor(() => expect(a.results).toEqual([{ ok: true }]));
    expect(loadDraft(storage)?.text).toBe('User-agent: *');
  });

  it('finishes a save spread over tasks at once when the page is left', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const page = new EventTarget();
    const long = 'x'.repeat(PIECE * 3);
    const t = await tab('a', long, db, false, page);
    const writes = watchWrites();
    t.save();
    page.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(t.results).toEqual([{ ok: true }]));
    expect(await stored(db, 'draft')).toBe(long);
    // The first piece, begun before the page was left, then every piece and the
    // switch in one transaction.
    expect(writes.transactions).toBe(2);
    // Once done, leaving the page writes nothing more.
    page.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes.transactions).toBe(2);
  });

  it('stores nothing anew when the page is left as the last step of a save commits', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const page = new EventTarget();
    const long = 'x'.repeat(PIECE * 3);
    const t = await tab('a', long, db, false, page);
    // Three pieces, then the switch to them: the page is left once the switch has
    // committed and before the page hears so (listeners run before idb-keyval's
    // `oncomplete`), as when a reload follows the save closely.
    const writes = watchWrites((n, transaction) => {
      if (n === 4) {
        transaction.addEventListener('complete', () => page.dispatchEvent(new Event('pagehide')));
      }
    });
    t.save();
    await vi.waitFor(() => expect(writes.transactions).toBeGreaterThanOrEqual(5));
    await vi.waitFor(() => expect(t.results).toEqual([{ ok: true }]));
    // Only the switch is made again, a small write that lands as the page goes: the
    // text is not stored a second time (megabytes, often dropped with the page).
    expect(writes.pieces).toBe(3);
    expect(writes.transactions).toBe(5);
    expect(await stored(db, 'draft')).toBe(long);
    expect(readDraftPointer(storage)).toBe(((await db.get('draft')) as Draft).savedAt);
  });

  it('falls back to local storage without IndexedDB, and says so', async () => {
    const a = await tab('a', 'User-agent: *', null);
    a.save();
    expect(a.results).toEqual([
      { ok: true, note: expect.stringMatching(/local storage: IndexedDB is unavailable/) },
    ]);
    expect(loadDraft(storage)?.text).toBe('User-agent: *');
  });

  it("moves an older release's draft into IndexedDB, and it keeps loading", async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const old = 'x'.repeat(LOCAL_COPY_MAX + 10);
    storage.setItem(DRAFT_KEY, JSON.stringify({ v: 1, ...draftOf(old), savedAt: 5 }));
    await tab('a', old, db);
    await vi.waitFor(async () => expect(await stored(db, 'draft')).toBe(old));
    // The large local copy is freed: a pointer to the same save stays.
    expect(readDraftPointer(storage)).toBe(5);
    const startup = await readStartupDraft(storage, async () => db);
    expect(startup).toMatchObject({ draft: { text: old, savedAt: 5 }, older: false });
  });
});

describe('two tabs', () => {
  it('shows the tab behind, keeps its text aside, and both texts stay recoverable', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const a = await tab('a', 'User-agent: *\n', db);
    const b = await tab('b', 'User-agent: *\n', db);
    a.text += 'Disallow: /a\n';
    a.save();
    await vi.waitFor(() => expect(b.status.behind).toBe(true));
    expect(a.status.behind).toBe(false);
    // B's own edits are kept aside, not saved over A's draft.
    b.text += 'Disallow: /b\n';
    b.save();
    await vi.waitFor(() => expect(b.status.kept).toBe(true));
    expect(await stored(db, 'draft')).toBe('User-agent: *\nDisallow: /a\n');
    expect(await stored(db, 'kept')).toBe('User-agent: *\nDisallow: /b\n');

    // Keep mine: B's text is the draft, A's is kept, and A is told.
    await b.keeper.keepMine();
    await vi.waitFor(async () => expect(await stored(db, 'draft')).toBe(b.text));
    expect(await stored(db, 'kept')).toBe('User-agent: *\nDisallow: /a\n');
    expect(b.status).toEqual({ behind: false, kept: true });
    await vi.waitFor(() => expect(a.status.behind).toBe(true));

    // A loads B's text: A's own is kept in its place.
    expect((await a.keeper.loadOther())?.text).toBe(b.text);
    expect(a.status).toEqual({ behind: false, kept: true });
    expect(await stored(db, 'kept')).toBe('User-agent: *\nDisallow: /a\n');

    // The kept text is offered until discarded; opening it keeps the one on screen.
    a.text = b.text;
    expect((await a.keeper.openKept())?.text).toBe('User-agent: *\nDisallow: /a\n');
    expect(await stored(db, 'kept')).toBe(b.text);
    await a.keeper.discardKept();
    expect(await db.get('kept')).toBeUndefined();
    expect(a.status.kept).toBe(false);
  });

  it('says nothing when the other tab saved the text this tab holds', async () => {
    const db = await openDraftDatabase();
    if (!db) throw new Error('no database');
    const a = await tab('a', 'same', db);
    const b = await tab('b', 'same', db);
    const heard = new Promise((resolve) => channel().addEventListener('message', resolve));
    a.save();
    await heard;
    // B read the draft A saved before deciding; give it that read, then its own save.
    await vi.waitFor(async () => expect(await stored(db, 'draft')).toBe('same'));
    b.save();
    await vi.waitFor(() => expect(b.results).toHaveLength(1));
    expect(b.status.behind).toBe(false);
    expect(await db.get('kept')).toBeUndefined();
  });

  it('offers a text kept aside to the next page opened', async () => {
    const a = await tab('a', 'one', null);
    const b = await tab('b', 'two', null);
    a.save();
    await vi.waitFor(() => expect(b.status.behind).toBe(true));
    b.save();
    expect(loadDraft(storage, KEPT_KEY)?.text).toBe('two');
    const c = await tab('c', 'one', null);
    await vi.waitFor(() => expect(c.status.kept).toBe(true));
  });
});
