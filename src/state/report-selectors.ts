// Named selectors over the crawler report (./slices/report.ts): the Crawlers and
// Policy panels read it only through these. Each returns references already in
// the store, so re-renders follow real changes.

import type { CrawlerCategory } from '../core/registry/types.ts';
import type {
  CategoryCount,
  ContentSignalGroup,
  CrawlerRow,
  PolicySummary,
} from '../core/report/types.ts';
import type { CategoryProposal, ReportReply } from '../worker/protocol.ts';
import type { PlaygroundState } from './types.ts';

type Selector<T> = (state: PlaygroundState) => T;

const NO_ROWS: readonly CrawlerRow[] = [];
const NO_COUNTS: readonly CategoryCount[] = [];
const NO_SIGNALS: readonly ContentSignalGroup[] = [];
const NO_PROPOSALS: readonly CategoryProposal[] = [];
const ROOT_ONLY: readonly string[] = ['/'];

/** The latest applied report (possibly of an older revision or URL list), or `null`. */
export const selectReport: Selector<ReportReply | null> = (s) => s.report;

/**
 * True when the shown report answers the current text, mode and URL list (`/`
 * first, then the list without other `/` entries, as the worker builds it).
 */
export const selectIsReportCurrent: Selector<boolean> = (s) => {
  const r = s.report;
  if (r === null || r.revision !== s.revision || r.mode !== s.mode) return false;
  let i = 1;
  for (const url of s.urls) {
    if (url === '/') continue;
    if (r.urls[i] !== url) return false;
    i++;
  }
  return i === r.urls.length;
};

/**
 * True when the shown report was made for the current text and mode (its URL
 * list may be older): its group proposals are edits into the editor's text.
 */
export const selectIsReportForText: Selector<boolean> = (s) =>
  s.report !== null && s.report.revision === s.revision && s.report.mode === s.mode;

/** The report's rows, registry order (empty before any report). */
export const selectReportRows: Selector<readonly CrawlerRow[]> = (s) => s.report?.rows ?? NO_ROWS;

/** The URLs the report's verdicts are for: `/` first (just `/` before any report). */
export const selectReportUrls: Selector<readonly string[]> = (s) => s.report?.urls ?? ROOT_ONLY;

/** Per-category counts at `/` (empty before any report). */
export const selectCategoryCounts: Selector<readonly CategoryCount[]> = (s) =>
  s.report?.categories ?? NO_COUNTS;

/** The plain-language policy summary, or `null` before a report that has it. */
export const selectPolicy: Selector<PolicySummary | null> = (s) => s.report?.policy ?? null;

/** The file's Content-Signal records per group (empty before any report or without records). */
export const selectContentSignals: Selector<readonly ContentSignalGroup[]> = (s) =>
  s.report?.signals ?? NO_SIGNALS;

/** The group proposals, one per category (empty before any report). */
export const selectProposals: Selector<readonly CategoryProposal[]> = (s) =>
  s.report?.proposals ?? NO_PROPOSALS;

/** The proposal for `category`, or `null` before any report. */
export const selectProposal =
  (category: CrawlerCategory): Selector<CategoryProposal | null> =>
  (s) =>
    s.report?.proposals?.find((p) => p.category === category) ?? null;

/** Worker time of the shown report, in milliseconds, or `null`. */
export const selectReportMs: Selector<number | null> = (s) => s.report?.timing.totalMs ?? null;
