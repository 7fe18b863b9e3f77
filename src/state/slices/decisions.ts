// The decisions slice: the worker's answers for agents × URLs × modes, and its
// narration of the one the Explain panel shows, applied only for the current revision.

import type { StateCreator } from 'zustand/vanilla';
import type { DecisionsSlice, PlaygroundState } from '../types.ts';

/** Creates the decisions slice, empty until the first query is answered. */
export function decisionsSlice(): StateCreator<PlaygroundState, [], [], DecisionsSlice> {
  return (set, get) => ({
    verdict: null,
    applyVerdict: (reply) => {
      if (reply.revision !== get().revision) return false;
      set({ verdict: reply });
      return true;
    },
    decisions: null,
    applyDecisions: (reply) => {
      if (reply.revision !== get().revision) return false;
      set({ decisions: reply });
      return true;
    },
    explanation: null,
    applyExplanation: (reply) => {
      if (reply.revision !== get().revision) return false;
      set({ explanation: reply });
      return true;
    },
  });
}
