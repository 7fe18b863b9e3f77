// The analysis slice. The latest result wins: a reply is applied only when it was
// made for the current revision (and mode), so a late answer about old text can
// never overwrite what the user sees.

import type { StateCreator } from 'zustand/vanilla';
import type { AnalysisSlice, PlaygroundState } from '../types.ts';

/** Creates the analysis slice, empty until the first analysis arrives. */
export function analysisSlice(): StateCreator<PlaygroundState, [], [], AnalysisSlice> {
  return (set, get) => ({
    analysis: null,
    analysisRevision: null,
    analysisError: null,
    analysisErrorRevision: null,
    applyAnalysis: (reply) => {
      const state = get();
      if (reply.revision !== state.revision || reply.summary.mode !== state.mode) return false;
      set({
        analysis: reply.summary,
        analysisRevision: reply.revision,
        analysisError: null,
        analysisErrorRevision: null,
        lastAnalysisMs: reply.summary.timing.totalMs,
      });
      return true;
    },
    lint: null,
    applyLint: (reply) => {
      const state = get();
      if (reply.revision !== state.revision || reply.mode !== state.mode) return false;
      set({ lint: reply });
      return true;
    },
    applyWorkerError: (reply) => {
      if (reply.revision !== get().revision) return false;
      set({ analysisError: reply.message, analysisErrorRevision: reply.revision });
      return true;
    },
  });
}
