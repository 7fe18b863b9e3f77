// The Share panel's own selectors: what a link carries, and the verdicts for the
// Markdown report. Plain data built from store references (see state/equal.ts).

import { selectMatrix, type PlaygroundState } from '../../state/index.ts';
import type { MarkdownVerdict, ShareableState } from '../../share/index.ts';

/** The store fields a permalink carries. */
export const selectShareable = (s: PlaygroundState): ShareableState => ({
  text: s.text,
  agents: s.agents,
  urls: s.urls,
  mode: s.mode,
  host: s.host,
  panel: s.panel,
  selectedAgent: s.selectedAgent,
  selectedUrl: s.selectedUrl,
  expectations: s.expectations,
});

/** Every answered agent × URL verdict in the page's mode, in list order. */
export const selectMarkdownVerdicts = (s: PlaygroundState): MarkdownVerdict[] => {
  const matrix = selectMatrix(s);
  return matrix.agents.flatMap((agent, a) =>
    matrix.urls.flatMap((url, u) => {
      const v = matrix.rows[a]?.[u];
      if (!v) return [];
      return [{ agent, url, allowed: v.allowed, ...(v.line === null ? {} : { line: v.line }) }];
    }),
  );
};
