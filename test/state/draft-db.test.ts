// The draft's database against fake-indexeddb: long texts stored in pieces, one
// transaction each (or all at once as the page is left), replaced and deleted whole.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createStore, keys, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIECE, openDraftDatabase, type DraftDatabase } from '../../src/state/draft-db.ts';

let factory: IDBFactory;

beforeEach(() => {
  factory = new IDBFactory();
  vi.stubGlobal('indexedDB', factory);
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function open(): Promise<DraftDatabase> {
  const db = await openDraftDatabase();
  if (!db) throw new Error('no database');
  return db;
}

// The raw store, to see the keys the database leaves.
const raw = () => createStore('robots-playground', 'drafts');

// Counts the read-write transactions opened from now on.
async function countWrites(): Promise<{ count: number }> {
  const counter = { count: 0 };
  const db = await new Promise<IDBDatabase>((resolve) => {
    const r = factory.open('robots-playground');
    r.onsuccess = () => resolve(r.result);
  });
  const proto = Object.getPrototypeOf(db) as IDBDatabase;
  db.close();
  const transaction = proto.transaction;
  vi.spyOn(proto, 'transaction').mockImplementation(function (this: IDBDatabase, ...args) {
    if (args[1] === 'readwrite') counter.count += 1;
    return transaction.apply(this, args);
  });
  return counter;
}

describe('openDraftDatabase', () => {
  it('gives none without IndexedDB', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await openDraftDatabase()).toBeNull();
  });

  it('stores a long text in pieces, one transaction each, and reads it back whole', async () => {
    const db = await open();
    // A surrogate pair split by the piece boundary comes back joined.
    const text = `${'a'.repeat(PIECE - 1)}😀${'b'.repeat(PIECE)}c`;
    const writes = await countWrites();
    await db.put('draft', { v: 1, text, savedAt: 1 });
    // Three pieces, then the switch to them.
    expect(writes.count).toBe(4);
    expect(await db.get('draft')).toEqual({ v: 1, text, savedAt: 1, pieces: expect.anything() });
  });

  it('stores every piece in one transaction as the page is left', async () => {
    const db = await open();
    const text = 'x'.repeat(PIECE * 2 + 5);
    const writes = await countWrites();
    await db.put('draft', { v: 1, text }, true);
    expect(writes.count).toBe(1);
    expect((await db.get('draft')) as { text: string }).toMatchObject({ text });
  });

  it('deletes the pieces a save replaces, and those of a deleted slot', async () => {
    const db = await open();
    await db.put('draft', { v: 1, text: 'x'.repeat(PIECE * 3) });
    await db.put('kept', { v: 1, text: 'y'.repeat(PIECE * 2) });
    expect(await keys(raw())).toHaveLength(3 + 2 + 2);
    await db.put('draft', { v: 1, text: 'short' });
    expect(await keys(raw())).toHaveLength(1 + 2 + 1);
    expect(await db.get('draft')).toEqual({ v: 1, text: 'short' });
    await db.delete('kept');
    expect(await keys(raw())).toEqual(['draft']);
  });

  it('never puts a save over a later one that ended first, and drops its pieces', async () => {
    const db = await open();
    const long = db.put('draft', { v: 1, text: 'x'.repeat(PIECE * 3), savedAt: 1 });
    await db.put('draft', { v: 1, text: 'short', savedAt: 2 });
    await long;
    expect(await db.get('draft')).toEqual({ v: 1, text: 'short', savedAt: 2 });
    expect(await keys(raw())).toEqual(['draft']);
  });

  it('finishes the save of each slot in progress as the page is left, in one transaction', async () => {
    const db = await open();
    const text = 'y'.repeat(PIECE * 2 + 1);
    const writes = await countWrites();
    const saves = Promise.all([
      db.put('kept', { v: 1, text: 'k', savedAt: 1 }),
      db.put('draft', { v: 1, text, savedAt: 2 }),
    ]);
    db.leave();
    await saves;
    // The kept text and the first piece, begun before the page was left, then one
    // transaction each.
    expect(writes.count).toBe(4);
    expect(await db.get('draft')).toMatchObject({ text, savedAt: 2 });
    expect(await db.get('kept')).toEqual({ v: 1, text: 'k', savedAt: 1 });
    expect(await keys(raw())).toHaveLength(2 + 3);
  });

  it('deletes pieces of a save never finished once they are an hour old', async () => {
    await open();
    const old = `draft:${Date.now() - 2 * 3_600_000}:0.5`;
    const recent = `draft:${Date.now()}:0.5`;
    await set([old, 0], 'left behind', raw());
    await set([recent, 0], 'in progress in another tab', raw());
    await open();
    expect(await keys(raw())).toEqual([[recent, 0]]);
  });
});
