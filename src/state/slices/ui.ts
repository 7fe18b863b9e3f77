// The ui slice: open panel, theme, soft wrap, the address bar's link, the simulated
// fetch of the file, worker health and save status.

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundInit, PlaygroundState, UiSlice } from '../types.ts';

/** Creates the ui slice from the initial values (see PlaygroundInit defaults). */
export function uiSlice(init: PlaygroundInit): StateCreator<PlaygroundState, [], [], UiSlice> {
  return (set) => ({
    panel: init.panel ?? 'agents',
    theme: init.theme ?? 'system',
    softWrap: init.softWrap ?? false,
    liveLink: init.liveLink ?? null,
    fetchStatus: init.fetchStatus ?? '200',
    worker: {
      state: 'ready',
      message: null,
      restarts: 0,
      dismissed: false,
      stopped: [],
      retries: 0,
    },
    lastAnalysisMs: null,
    persist: { state: 'idle', message: null },
    cursorLine: 1,
    setCursorLine: (cursorLine) =>
      set((state) => (state.cursorLine === cursorLine ? state : { cursorLine })),
    setPanel: (panel) => set({ panel }),
    setTheme: (theme) => set({ theme }),
    setSoftWrap: (softWrap) => set({ softWrap }),
    setFetchStatus: (fetchStatus) => set({ fetchStatus }),
    setLiveLink: (on) => set({ liveLink: on ? 'on' : 'off' }),
    linkCopied: () => set((state) => (state.liveLink === null ? { liveLink: 'on' } : state)),
    setWorkerStatus: (status) =>
      set((state) => {
        const next = { ...state.worker, ...status };
        // A new message is news: show the banner again even if an older one was closed.
        next.dismissed = state.worker.dismissed && next.message === state.worker.message;
        return { worker: next };
      }),
    dismissWorkerBanner: () => set((state) => ({ worker: { ...state.worker, dismissed: true } })),
    stopRequest: (stopped) =>
      set((state) => ({
        worker: {
          ...state.worker,
          stopped: [...state.worker.stopped.filter((s) => s.request !== stopped.request), stopped],
        },
      })),
    clearStopped: () => set((state) => ({ worker: { ...state.worker, stopped: [] } })),
    retryEngine: () =>
      set((state) => ({
        worker: {
          ...state.worker,
          stopped: [],
          retries: state.worker.retries + 1,
        },
      })),
    setPersistStatus: (persist) =>
      set((state) =>
        state.persist.state === persist.state && state.persist.message === persist.message
          ? state
          : { persist },
      ),
  });
}
