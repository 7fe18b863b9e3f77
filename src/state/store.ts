// The store factory: one vanilla zustand store per page (and per test), built from
// the eight slices. React reaches it through ./context.tsx.

import { createStore, type StoreApi } from 'zustand/vanilla';
import { analysisSlice } from './slices/analysis';
import { compareSlice } from './slices/compare';
import { decisionsSlice } from './slices/decisions';
import { documentSlice } from './slices/document';
import { expectationsSlice } from './slices/expectations';
import { reportSlice } from './slices/report';
import { selectionSlice } from './slices/selection';
import { uiSlice } from './slices/ui';
import type { PlaygroundInit, PlaygroundState } from './types.ts';

/** A playground store: `getState`, `setState`, `subscribe` (zustand's vanilla API). */
export type PlaygroundStore = StoreApi<PlaygroundState>;

/**
 * Creates a store, optionally starting from a restored draft or a shared link.
 * Never throws; bad list entries (blank, duplicate) are dropped.
 */
export function createPlaygroundStore(initial: PlaygroundInit = {}): PlaygroundStore {
  return createStore<PlaygroundState>()((...a) => ({
    ...documentSlice(initial)(...a),
    ...analysisSlice()(...a),
    ...selectionSlice(initial)(...a),
    ...decisionsSlice()(...a),
    ...reportSlice()(...a),
    ...expectationsSlice(initial)(...a),
    ...compareSlice(initial)(...a),
    ...uiSlice(initial)(...a),
  }));
}
