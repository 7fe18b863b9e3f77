// React access to the store: a Provider for the one store the app creates, and a
// hook that reads through a named selector (./selectors.ts).

import { createContext, useContext, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { equalPlain } from './equal';
import type { PlaygroundStore } from './store.ts';
import type { PlaygroundState } from './types.ts';

const StoreContext = createContext<PlaygroundStore | null>(null);

/** Makes `store` available to usePlaygroundStore below it. */
export function PlaygroundStoreProvider(props: {
  store: PlaygroundStore;
  children?: ReactNode;
}): ReactNode {
  return <StoreContext.Provider value={props.store}>{props.children}</StoreContext.Provider>;
}

/** The store of the nearest provider (for actions and tests); throws outside a provider. */
export function usePlaygroundStoreApi(): PlaygroundStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('usePlaygroundStore needs a <PlaygroundStoreProvider> above it.');
  return store;
}

/**
 * Reads `selector` from the provided store and re-renders only when its result
 * changes by `equal` (default: structural equality of plain data), so selectors
 * may return fresh objects. Throws outside a provider.
 */
export function usePlaygroundStore<T>(
  selector: (state: PlaygroundState) => T,
  equal: (a: T, b: T) => boolean = equalPlain,
): T {
  const store = usePlaygroundStoreApi();
  // The last result, returned again while equal: useSyncExternalStore demands a
  // stable snapshot, and panels' selectors build new objects on every call.
  const last = useRef<{ value: T } | null>(null);
  return useStore(store, (state) => {
    const next = selector(state);
    if (last.current !== null && equal(last.current.value, next)) return last.current.value;
    last.current = { value: next };
    return next;
  });
}
