import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_KEY,
  browserStorage,
  initFromDraft,
  UNSAVED_KEY,
  loadDraft,
  persistDraft,
  readDraftPointer,
  restoredOlder,
  saveDraft,
} from '../../src/state/persist';
import type { Draft, DraftPersistence, StorageLike } from '../../src/state/persist.ts';
import { createPlaygroundStore } from '../../src/state/store';

/** A Map-backed Storage with a byte quota, throwing like browsers do when full. */
class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  removeItem(key: string): void {
    this.items.delete(key);
  }
  writes = 0;
  constructor(private readonly quota = Infinity) {}
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes += 1;
    if (value.length > this.quota) {
      throw Object.assign(new Error('The quota has been exceeded.'), {
        name: 'QuotaExceededError',
      });
    }
    this.items.set(key, value);
  }
}

const EMPTY: Draft = {
  text: '',
  agents: [],
  urls: [],
  mode: 'google',
  host: '',
  selectedAgent: null,
  selectedUrl: null,
  lineEnd: '\n',
};

describe('saveDraft / loadDraft', () => {
  it('round-trips text, agents, URLs, mode, host, the selection and the line end', () => {
    const storage = new FakeStorage();
    const draft = {
      text: 'User-agent: *\nDisallow: /é',
      agents: ['GPTBot', 'CCBot'],
      urls: ['/a', '/b'],
      mode: 'rfc' as const,
      host: 'example.com',
      selectedAgent: 'CCBot',
      selectedUrl: '/b',
      lineEnd: '\r\n' as const,
    };
    const before = Date.now();
    expect(saveDraft(storage, draft)).toEqual({ ok: true });
    const { savedAt, ...loaded } = loadDraft(storage) ?? { savedAt: undefined };
    expect(loaded).toEqual(draft);
    // When it was saved, which a reload compares with the address bar's link.
    expect(savedAt).toBeGreaterThanOrEqual(before);
  });

  it('returns null for no draft, broken JSON or an unknown version', () => {
    const storage = new FakeStorage();
    expect(loadDraft(storage)).toBeNull();
    expect(loadDraft(null)).toBeNull();
    storage.items.set(DRAFT_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    storage.items.set(DRAFT_KEY, JSON.stringify({ v: 99, text: 'x' }));
    expect(loadDraft(storage)).toBeNull();
  });

  it('keeps what it can of a tampered draft', () => {
    const storage = new FakeStorage();
    storage.items.set(
      DRAFT_KEY,
      JSON.stringify({ v: 1, text: 'x', agents: ['a', 3], mode: 'odd' }),
    );
    expect(loadDraft(storage)).toEqual({ ...EMPTY, text: 'x', agents: ['a'] });
  });

  it('loads a draft saved by an older release, which had no host, selection or line end', () => {
    const storage = new FakeStorage();
    storage.items.set(
      DRAFT_KEY,
      JSON.stringify({ v: 1, text: 'x', agents: ['A'], urls: ['/u'], mode: 'rfc' }),
    );
    expect(loadDraft(storage)).toEqual({
      text: 'x',
      agents: ['A'],
      urls: ['/u'],
      mode: 'rfc',
      host: '',
      selectedAgent: null,
      selectedUrl: null,
      lineEnd: '\n',
    });
  });

  it('reads a line end it does not know as LF', () => {
    const storage = new FakeStorage();
    storage.items.set(DRAFT_KEY, JSON.stringify({ v: 1, text: 'x', lineEnd: '\n\r' }));
    expect(loadDraft(storage)?.lineEnd).toBe('\n');
  });

  it('drops a host or selection of the wrong type from a tampered draft', () => {
    const storage = new FakeStorage();
    storage.items.set(
      DRAFT_KEY,
      JSON.stringify({ v: 1, text: 'x', host: 7, selectedAgent: 1, selectedUrl: ['/'] }),
    );
    expect(loadDraft(storage)).toEqual({ ...EMPTY, text: 'x' });
  });

  it('survives a storage whose getItem throws', () => {
    const hostile: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(loadDraft(hostile)).toBeNull();
  });

  it('reports a full storage instead of throwing, and still tries huge texts', () => {
    const storage = new FakeStorage(1000);
    const result = saveDraft(storage, { ...EMPTY, text: 'x'.repeat(5_000_000) });
    expect(storage.writes).toBe(1);
    expect(result).toMatchObject({ ok: false, error: { name: 'QuotaExceededError' } });
  });

  it('reports a missing storage', () => {
    expect(saveDraft(null, EMPTY)).toEqual({ ok: false, error: null });
  });

  it('stamps a save with the time and tab it is given', () => {
    const storage = new FakeStorage();
    saveDraft(storage, { ...EMPTY, text: 'x' }, DRAFT_KEY, { savedAt: 42, tab: 't1' });
    expect(loadDraft(storage)).toMatchObject({ text: 'x', savedAt: 42, tab: 't1' });
  });

  it('gives no browser storage in Node', () => {
    expect(browserStorage()).toBeNull();
  });
});

describe('restoredOlder / readDraftPointer', () => {
  it('says a draft is older when a later save failed, or a pointer names a later save', () => {
    const storage = new FakeStorage();
    saveDraft(storage, { ...EMPTY, text: 'x' }, DRAFT_KEY, { savedAt: 100 });
    const draft = loadDraft(storage);
    expect(restoredOlder(draft, storage)).toBe(false);
    storage.items.set(UNSAVED_KEY, '200');
    expect(restoredOlder(draft, storage)).toBe(true);
    storage.items.delete(UNSAVED_KEY);
    expect(restoredOlder(draft, storage, 300)).toBe(true);
    expect(restoredOlder(draft, storage, 100)).toBe(false);
    // No draft at all, though one was being saved: older still (it is none).
    expect(restoredOlder(null, storage, 300)).toBe(true);
    expect(restoredOlder(null, null)).toBe(false);
  });

  it('reads a pointer to IndexedDB, and no whole draft as one', () => {
    const storage = new FakeStorage();
    expect(readDraftPointer(storage)).toBeNull();
    storage.items.set(DRAFT_KEY, JSON.stringify({ v: 2, savedAt: 7, tab: 't' }));
    expect(readDraftPointer(storage)).toBe(7);
    expect(loadDraft(storage)).toBeNull();
    saveDraft(storage, { ...EMPTY, text: 'x' });
    expect(readDraftPointer(storage)).toBeNull();
    expect(readDraftPointer(null)).toBeNull();
  });
});

describe('initFromDraft', () => {
  it('restores the draft into a new store, keeping defaults for emptied lists', () => {
    const store = createPlaygroundStore(
      initFromDraft({ ...EMPTY, text: 'User-agent: *', urls: ['/x'], mode: 'rfc' }),
    );
    expect(store.getState()).toMatchObject({
      text: 'User-agent: *',
      agents: ['Googlebot'],
      urls: ['/x'],
      mode: 'rfc',
    });
    expect(initFromDraft(null)).toEqual({});
  });

  it('restores the host and the selection', () => {
    const store = createPlaygroundStore(
      initFromDraft({
        ...EMPTY,
        agents: ['A', 'B'],
        urls: ['/1', '/2'],
        host: 'example.com',
        selectedAgent: 'B',
        selectedUrl: '/2',
      }),
    );
    expect(store.getState()).toMatchObject({
      host: 'example.com',
      selectedAgent: 'B',
      selectedUrl: '/2',
    });
  });

  it('opens a draft of the previous release on the first entries, with no host', () => {
    const storage = new FakeStorage();
    storage.items.set(
      DRAFT_KEY,
      JSON.stringify({ v: 1, text: 'x', agents: ['A', 'B'], urls: ['/1', '/2'], mode: 'google' }),
    );
    const store = createPlaygroundStore(initFromDraft(loadDraft(storage)));
    expect(store.getState()).toMatchObject({
      text: 'x',
      agents: ['A', 'B'],
      urls: ['/1', '/2'],
      host: '',
      selectedAgent: 'A',
      selectedUrl: '/1',
    });
  });

  it('restores the Verdict’s question even when it is in neither list', () => {
    const store = createPlaygroundStore(
      initFromDraft({ ...EMPTY, agents: ['A', 'B'], selectedAgent: 'Other', selectedUrl: '/x' }),
    );
    expect(store.getState()).toMatchObject({
      agents: ['A', 'B'],
      selectedAgent: 'Other',
      urls: ['/'],
      selectedUrl: '/x',
    });
  });
});

describe('persistDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once after the edits stop, and a reload restores it', () => {
    const storage = new FakeStorage();
    const store = createPlaygroundStore();
    const persistence = persistDraft(store, { storage, debounceMs: 300 });
    for (const text of ['U', 'Us', 'Use']) {
      store.getState().setText(text);
      vi.advanceTimersByTime(100);
    }
    store.getState().setAgents(['GPTBot']);
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(300);
    expect(storage.writes).toBe(1);
    expect(store.getState().persist).toEqual({ state: 'saved', message: null });
    persistence.stop();

    const reloaded = createPlaygroundStore(initFromDraft(loadDraft(storage)));
    expect(reloaded.getState()).toMatchObject({ text: 'Use', agents: ['GPTBot'], urls: ['/'] });
  });

  it('waits for an idle moment after the pause, and a flush still saves at once', () => {
    const storage = new FakeStorage();
    const store = createPlaygroundStore();
    const idle: (() => void)[] = [];
    const persistence = persistDraft(store, {
      storage,
      debounceMs: 300,
      whenIdle: (run) => {
        idle.push(run);
        return () => idle.splice(idle.indexOf(run), 1);
      },
    });
    store.getState().setText('User-agent: *');
    vi.advanceTimersByTime(300);
    // The pause is over, but the page has not been idle yet: nothing written.
    expect(storage.writes).toBe(0);
    expect(idle).toHaveLength(1);
    // Another edit before the idle moment cancels that save and starts again.
    store.getState().setText('User-agent: *\nDisallow: /');
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(300);
    idle[0]?.();
    expect(storage.writes).toBe(1);
    expect(loadDraft(storage)?.text).toBe('User-agent: *\nDisallow: /');
    // Closing the tab while a save waits for idle writes it right away.
    store.getState().setText('User-agent: *\nDisallow: /x');
    vi.advanceTimersByTime(300);
    persistence.flush();
    expect(storage.writes).toBe(2);
    expect(loadDraft(storage)?.text).toBe('User-agent: *\nDisallow: /x');
    persistence.flush();
    expect(storage.writes).toBe(2);
  });

  it('keeps the host and the selected agent and URL across a reload', () => {
    const storage = new FakeStorage();
    const store = createPlaygroundStore({ agents: ['A', 'B'], urls: ['/1', '/2'] });
    persistDraft(store, { storage, debounceMs: 300 });
    store.getState().setHost('example.com');
    store.getState().selectAgent('B');
    store.getState().selectUrl('/2');
    vi.advanceTimersByTime(300);
    expect(storage.writes).toBe(1);
    const reloaded = createPlaygroundStore(initFromDraft(loadDraft(storage))).getState();
    expect(reloaded).toMatchObject({ host: 'example.com', selectedAgent: 'B', selectedUrl: '/2' });
  });

  it('saves when only the selection changes, and when only the host does', () => {
    const storage = new FakeStorage();
    const store = createPlaygroundStore({ agents: ['A', 'B'] });
    persistDraft(store, { storage, debounceMs: 300 });
    store.getState().selectAgent('B');
    vi.advanceTimersByTime(300);
    expect(storage.writes).toBe(1);
    expect(loadDraft(storage)?.selectedAgent).toBe('B');
    store.getState().setHost('example.org');
    vi.advanceTimersByTime(300);
    expect(storage.writes).toBe(2);
    expect(loadDraft(storage)?.host).toBe('example.org');
  });

  it('does not save for changes outside the draft', () => {
    const storage = new FakeStorage();
    const store = createPlaygroundStore();
    persistDraft(store, { storage });
    store.getState().setPanel('matrix');
    store.getState().setTheme('dark');
    vi.advanceTimersByTime(5000);
    expect(storage.writes).toBe(0);
  });

  it('flushes a pending save at once (for pagehide)', () => {
    const storage = new FakeStorage();
    const store = createPlaygroundStore();
    const persistence = persistDraft(store, { storage });
    store.getState().setText('now');
    persistence.flush();
    expect(loadDraft(storage)?.text).toBe('now');
    persistence.flush();
    expect(storage.writes).toBe(1);
  });

  it('puts a quota failure in the store, and clears it when a save works again', async () => {
    const storage = new FakeStorage(200);
    const store = createPlaygroundStore();
    persistDraft(store, { storage, debounceMs: 10 });
    expect(() => {
      store.getState().setText('x'.repeat(10_000));
      vi.advanceTimersByTime(10);
    }).not.toThrow();
    // The words are fetched when a save first fails.
    await vi.waitFor(() => expect(store.getState().persist.state).toBe('failed'));
    expect(store.getState().persist.message).toBe(
      "Your draft (9.8 KiB) could not be saved: the browser's storage for this site is full. It will not survive a reload; Download keeps a copy.",
    );
    // The failure is recorded, so a reload says its draft is older.
    expect(restoredOlder(loadDraft(storage), storage)).toBe(true);
    store.getState().setText('small');
    vi.advanceTimersByTime(10);
    expect(store.getState().persist).toEqual({ state: 'saved', message: null });
    expect(storage.items.has(UNSAVED_KEY)).toBe(false);
    expect(restoredOlder(loadDraft(storage), storage)).toBe(false);
  });

  it('does not save again the change it was started by', () => {
    const store = createPlaygroundStore();
    const saved: string[] = [];
    let persistence: DraftPersistence | null = null;
    // As a hold ended by an edit does: that edit is saved, then saving carries on.
    store.subscribe((state) => {
      if (persistence) return;
      saved.push(state.text);
      persistence = persistDraft(store, {
        storage: null,
        writer: (draft) => saved.push(draft.text),
        debounceMs: 300,
      });
    });
    store.getState().setText('edited');
    vi.advanceTimersByTime(5000);
    expect(saved).toEqual(['edited']);
    store.getState().setText('edited again');
    vi.advanceTimersByTime(300);
    expect(saved).toEqual(['edited', 'edited again']);
  });

  it('stops watching after stop()', () => {
    const storage = new FakeStorage();
    const store = createPlaygroundStore();
    persistDraft(store, { storage }).stop();
    store.getState().setText('later');
    vi.advanceTimersByTime(5000);
    expect(storage.writes).toBe(0);
  });
});
