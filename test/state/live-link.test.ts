import { describe, expect, it } from 'vitest';
import {
  createPlaygroundStore,
  LIVE_LINK_KEY,
  loadLiveLink,
  persistLiveLink,
  type StorageLike,
} from '../../src/state/index.ts';

function memory(
  initial: Record<string, string> = {},
): StorageLike & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('loadLiveLink', () => {
  it.each([
    ['on', 'on'],
    ['off', 'off'],
    ['yes', null],
    ['', null],
  ] as const)('reads %j as %j', (stored, choice) => {
    expect(loadLiveLink(memory({ [LIVE_LINK_KEY]: stored }))).toBe(choice);
  });

  it('reads no choice from an empty, missing or blocked storage', () => {
    expect(loadLiveLink(memory())).toBeNull();
    expect(loadLiveLink(null)).toBeNull();
    expect(loadLiveLink(throwing)).toBeNull();
  });
});

describe('persistLiveLink', () => {
  it('remembers the choice as it changes, and a copied link as turning it on', () => {
    const storage = memory();
    const store = createPlaygroundStore({});
    const stop = persistLiveLink(store, storage);
    store.getState().linkCopied();
    expect(storage.items.get(LIVE_LINK_KEY)).toBe('on');
    store.getState().setLiveLink(false);
    expect(storage.items.get(LIVE_LINK_KEY)).toBe('off');
    // A copy after the user said no changes nothing.
    store.getState().linkCopied();
    expect(store.getState().liveLink).toBe('off');
    stop();
    store.getState().setLiveLink(true);
    expect(storage.items.get(LIVE_LINK_KEY)).toBe('off');
  });

  it('carries on when the storage refuses', () => {
    const store = createPlaygroundStore({});
    persistLiveLink(store, throwing);
    expect(() => store.getState().setLiveLink(true)).not.toThrow();
    expect(store.getState().liveLink).toBe('on');
  });
});
