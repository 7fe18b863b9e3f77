// The report slice: the worker's crawler report, applied only for the current
// revision and mode, so a late report about old text or the other mode never
// replaces what the Crawlers and Policy panels show; and the readers' comparison,
// applied only for the current revision.

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundState, ReportSlice } from '../types.ts';

/** Creates the report slice, empty until the first report arrives. */
export function reportSlice(): StateCreator<PlaygroundState, [], [], ReportSlice> {
  return (set, get) => ({
    report: null,
    applyReport: (reply) => {
      const state = get();
      if (reply.revision !== state.revision || reply.mode !== state.mode) return false;
      set({ report: reply });
      return true;
    },
    readers: null,
    applyReaders: (reply) => {
      if (reply.revision !== get().revision) return false;
      set({ readers: reply });
      return true;
    },
    sitemapText: '',
    setSitemapText: (text) => {
      if (text !== get().sitemapText) set({ sitemapText: text, sitemap: null });
    },
    sitemap: null,
    applySitemap: (reply) => {
      // A check answers the sitemap given when it was asked: one given since replaces it.
      if (reply.revision !== get().revision || get().sitemapText === '') return false;
      set({ sitemap: reply });
      return true;
    },
  });
}
