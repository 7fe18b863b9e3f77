// The compare slice: the other version the Compare view sets against the file, and
// the worker's comparison of the two, applied only when it was made for the current
// text, the current other version and the current mode, so a late comparison never
// replaces the flips on screen with those of texts no longer shown.

import type { StateCreator } from 'zustand/vanilla';
import type { CompareSlice, PlaygroundInit, PlaygroundState } from '../types.ts';

/** Creates the compare slice, with the other version of `init` (default: none). */
export function compareSlice(
  init: PlaygroundInit,
): StateCreator<PlaygroundState, [], [], CompareSlice> {
  return (set, get) => ({
    otherText: init.otherText ?? '',
    otherSource: init.otherText ? (init.otherSource ?? null) : null,
    otherRevision: 0,
    setOtherText: (text, source = null) => {
      const state = get();
      if (text === state.otherText && source === state.otherSource) return;
      set({
        otherText: text,
        otherSource: text === '' ? null : source,
        otherRevision: state.otherRevision + (text === state.otherText ? 0 : 1),
      });
    },
    comparison: null,
    applyCompare: (reply) => {
      const state = get();
      if (
        reply.revision !== state.revision ||
        reply.otherRevision !== state.otherRevision ||
        reply.mode !== state.mode ||
        state.otherText === ''
      )
        return false;
      set({ comparison: reply });
      return true;
    },
  });
}
