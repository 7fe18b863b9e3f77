// The store's shape: eight slices (document, analysis, selection, decisions,
// report, expectations, compare, ui) combined into one zustand store. Panels read it through ./selectors.ts.

import type { FetchStatus } from '../core/fetch-outcome.ts';
import type { LineEnd } from '../core/line-ends.ts';
import type { Mode } from '../core/types.ts';
import type { Expectation } from '../core/expectations/index.ts';
import type {
  AnalysisReply,
  AnalysisSummary,
  DecisionsReply,
  ErrorReply,
  CompareReply,
  ExpectReply,
  ExplanationReply,
  LintReply,
  ReadersReply,
  SitemapReply,
  ReportReply,
  VerdictReply,
  WorkerRequest,
} from '../worker/protocol.ts';

/** The panel shown on the right-hand side. */
export type PanelId = (typeof PANEL_IDS)[number];

/** Every panel tab, in display order (the Verdict itself is always in view). */
export const PANEL_IDS = [
  'agents',
  'urls',
  'matrix',
  'explain',
  'problems',
  'crawlers',
  'policy',
  'fetch',
  'page',
  'readers',
  'expectations',
  'sitemap',
  'compare',
  'share',
  'examples',
  'lesson',
] as const;

/** The colour scheme; `'system'` follows `prefers-color-scheme`. */
export type Theme = 'system' | 'light' | 'dark';

/**
 * Whether the address bar carries the state as a link: `'on'` or `'off'` as the user
 * chose, `null` before any choice (then it does once the user copies a link).
 */
export type LiveLink = 'on' | 'off' | null;

/**
 * A question the engine was no longer asked because it crashed or stalled the
 * engine too often; `request` is the kind (`analyze`, `verdict`, `query`, …).
 */
export interface StoppedRequest {
  request: WorkerRequest['type'];
  /** What the page tells the user, naming the request. */
  message: string;
}

/** The engine worker's health, for the status line and the non-blocking banner. */
export interface WorkerStatus {
  /** `restarting`: a crash was reported and a fresh worker started; `failed`: gave up until the next edit. */
  state: 'ready' | 'restarting' | 'failed';
  /** What the banner says; `null` when there is nothing to say. */
  message: string | null;
  /** Workers replaced since the page opened. */
  restarts: number;
  /** True once the user closed the banner for the current message. */
  dismissed: boolean;
  /** The questions given up on, one per kind at most; empty when none. */
  stopped: readonly StoppedRequest[];
  /** Times the user asked the engine to try again (the page's client retries on each). */
  retries: number;
}

/** Whether the draft could be saved locally. */
export interface PersistStatus {
  state: 'idle' | 'saved' | 'failed';
  /**
   * Why the last save failed (quota, storage unavailable, with the draft's size), or
   * where a save that worked is kept when that matters (local storage only), or `null`.
   */
  message: string | null;
}

/** The text being edited. */
export interface DocumentSlice {
  text: string;
  /** Incremented on every edit; analyses and decisions carry the revision they are for. */
  revision: number;
  /** Replaces the text (an edit, a paste, a loaded file); no-op when unchanged. */
  setText: (text: string) => void;
  /**
   * The line end a download writes: the one the opened file used, or the user's
   * choice. The text itself ends every line with LF (the editor keeps lines, not
   * their ends), so this is the only record of it.
   */
  lineEnd: LineEnd;
  setLineEnd: (end: LineEnd) => void;
}

/** The worker's latest analysis of the text. */
export interface AnalysisSlice {
  /** The summary of `analysisRevision`, or `null` before the first analysis. */
  analysis: AnalysisSummary | null;
  analysisRevision: number | null;
  /** The last failure the worker reported (analysis, query, report or narration), or `null`. */
  analysisError: string | null;
  /** The revision `analysisError` was reported for (read it with selectEngineError). */
  analysisErrorRevision: number | null;
  /**
   * Applies an analysis only if its revision is the current one and it was made in
   * the current mode; returns whether it was applied.
   */
  applyAnalysis: (reply: AnalysisReply) => boolean;
  /** The latest lint findings (kept, marked stale, after an edit), or `null` before the first. */
  lint: LintReply | null;
  /** Applies findings with the same rule as applyAnalysis; returns whether they were applied. */
  applyLint: (reply: LintReply) => boolean;
  /** Records a failed analysis or query of the current revision; returns whether it was applied. */
  applyWorkerError: (reply: ErrorReply) => boolean;
}

/** The question the Verdict asks, and the lists of agents and URLs being compared. */
export interface SelectionSlice {
  /** Agent tokens or full User-Agent strings, trimmed, unique (ASCII case-insensitive). */
  agents: string[];
  /**
   * The Verdict's agent: any trimmed, non-blank string, in the list or not; `null`
   * only when the page started with no agent at all. Lists never change it.
   */
  selectedAgent: string | null;
  /** URLs or paths, trimmed, unique. */
  urls: string[];
  /** The Verdict's URL, the same way as `selectedAgent`. */
  selectedUrl: string | null;
  /**
   * True while the answer to the question is kept back (a lesson question not yet
   * answered): the Verdict and the editor do not show it. Any other question clears it.
   */
  hideAnswer: boolean;
  /** How the file is read (Google reference or strict RFC 9309). */
  mode: Mode;
  /** The host the user says this robots.txt is served from (e.g. `example.com`); `''` if unset. */
  host: string;
  /** Replaces the agent list; the question stays as it is. */
  setAgents: (agents: readonly string[]) => void;
  /** Adds an agent to the list (if new); the question stays as it is. */
  addAgent: (agent: string) => void;
  /** Removes an agent from the list (ASCII case-insensitive); the question stays as it is. */
  removeAgent: (agent: string) => void;
  /** Asks about `agent` (trimmed; blank is ignored), in the list or not; shows the answer. */
  selectAgent: (agent: string) => void;
  /** Replaces the URL list; the question stays as it is. */
  setUrls: (urls: readonly string[]) => void;
  /** Adds a URL to the list (if new); the question stays as it is. */
  addUrl: (url: string) => void;
  /** Asks about `url` (trimmed; blank is ignored), in the list or not; shows the answer. */
  selectUrl: (url: string) => void;
  /**
   * Asks a whole question at once (blank parts keep theirs); `hideAnswer` (default
   * `false`) keeps the answer back until the next question.
   */
  ask: (question: { agent: string; url: string; hideAnswer?: boolean }) => void;
  setMode: (mode: Mode) => void;
  setHost: (host: string) => void;
}

/** The worker's latest answers for the agents × URLs. */
export interface DecisionsSlice {
  /**
   * The latest answer to the Verdict's own question (kept, marked stale, after an
   * edit): it arrives before the agents × URLs and wins over them while newer.
   */
  verdict: VerdictReply | null;
  /** Applies a verdict only if its revision is the current one; returns whether applied. */
  applyVerdict: (reply: VerdictReply) => boolean;
  /** The latest decisions of the current revision (kept, marked stale, after an edit). */
  decisions: DecisionsReply | null;
  /** Applies decisions only if their revision is the current one; returns whether applied. */
  applyDecisions: (reply: DecisionsReply) => boolean;
  /**
   * The latest narration of one agent × URL × mode (the Explain panel's), kept,
   * marked stale, after an edit; `null` before the first.
   */
  explanation: ExplanationReply | null;
  /** Applies a narration only if its revision is the current one; returns whether applied. */
  applyExplanation: (reply: ExplanationReply) => boolean;
}

/** The worker's latest crawler report (every registry crawler against the URL list). */
export interface ReportSlice {
  /** The latest applied report (kept, marked stale, after an edit), or `null`. */
  report: ReportReply | null;
  /**
   * Applies a report only if its revision is the current one and it was made in
   * the current mode; returns whether it was applied.
   */
  applyReport: (reply: ReportReply) => boolean;
  /** The latest comparison of the readers (kept, marked stale, after an edit), or `null`. */
  readers: ReadersReply | null;
  /** Applies a comparison only if its revision is the current one; returns whether applied. */
  applyReaders: (reply: ReadersReply) => boolean;
  /** The sitemap the user gave the Sitemap view (XML or one URL a line); `''` for none. */
  sitemapText: string;
  /** Replaces the sitemap (the check of the previous one is dropped). */
  setSitemapText: (text: string) => void;
  /** The latest sitemap check of `sitemapText` (kept, marked stale, after an edit), or `null`. */
  sitemap: SitemapReply | null;
  /** Applies a check only if its revision is the current one; returns whether applied. */
  applySitemap: (reply: SitemapReply) => boolean;
}

/** The user's expectations of the file and the worker's latest check of them. */
export interface ExpectationsSlice {
  /** In the user's order; each agent and URL one word, as the expectations file writes them. */
  expectations: readonly Expectation[];
  /** Replaces the whole list (an imported file). */
  setExpectations: (list: readonly Expectation[]) => void;
  /** Appends `expectation` unless the same one is listed; returns whether it was added. */
  addExpectation: (expectation: Expectation) => boolean;
  /** Replaces the expectation at `index` (0-based); no-op when there is none. */
  replaceExpectation: (index: number, expectation: Expectation) => void;
  /** Removes the expectation at `index` (0-based); no-op when there is none. */
  removeExpectation: (index: number) => void;
  /** The latest check (kept, marked stale, after an edit), or `null` before the first. */
  expectCheck: ExpectReply | null;
  /** Applies a check only if its revision is the current one; returns whether applied. */
  applyExpect: (reply: ExpectReply) => boolean;
}

/** The other version the Compare view sets against the file, and their comparison. */
export interface CompareSlice {
  /** The other version's text (UTF-16, LF or not: the engine reads any line end); `''` for none. */
  otherText: string;
  /**
   * Where the other version came from, in words that finish "Other version: …" (a
   * file's name, "the saved draft", "a shared link"); `null` when typed or pasted.
   */
  otherSource: string | null;
  /** Counts changes of `otherText`; a comparison carries the one it was made for. */
  otherRevision: number;
  /** Replaces the other version (`source`: see otherSource; default `null`). */
  setOtherText: (text: string, source?: string | null) => void;
  /** The latest comparison (kept, marked stale, after an edit of either side), or `null`. */
  comparison: CompareReply | null;
  /**
   * Applies a comparison only if it was made for the current revision, the current
   * other version and the current mode; returns whether it was applied.
   */
  applyCompare: (reply: CompareReply) => boolean;
}

/** Page chrome. */
export interface UiSlice {
  panel: PanelId;
  theme: Theme;
  softWrap: boolean;
  /** Whether the address bar follows the state (see LiveLink). */
  liveLink: LiveLink;
  /** How the robots.txt itself is simulated to have been served; `'200'`: as it is. */
  fetchStatus: FetchStatus;
  worker: WorkerStatus;
  /** Worker time of the last applied analysis, in milliseconds. */
  lastAnalysisMs: number | null;
  persist: PersistStatus;
  /** The 1-based line holding the editor's cursor (panels show who reads its group). */
  cursorLine: number;
  setCursorLine: (line: number) => void;
  setPanel: (panel: PanelId) => void;
  setTheme: (theme: Theme) => void;
  setSoftWrap: (softWrap: boolean) => void;
  setFetchStatus: (status: FetchStatus) => void;
  /** The user's choice: the address bar follows the state (`true`) or stays clean. */
  setLiveLink: (on: boolean) => void;
  /** The user copied a link: with no choice made yet, the address bar follows from now on. */
  linkCopied: () => void;
  /** Merges into the worker status; a new message shows the banner again. */
  setWorkerStatus: (status: Partial<Omit<WorkerStatus, 'dismissed'>>) => void;
  /** Hides the worker banner until the next message. */
  dismissWorkerBanner: () => void;
  /** Records a question given up on, replacing an older one of the same kind. */
  stopRequest: (stopped: StoppedRequest) => void;
  /** Forgets the questions given up on (an edit asks them anew). */
  clearStopped: () => void;
  /** Asks the engine to try again everything it gave up on (the Retry buttons). */
  retryEngine: () => void;
  setPersistStatus: (status: PersistStatus) => void;
}

/** The whole store. */
export type PlaygroundState = DocumentSlice &
  AnalysisSlice &
  SelectionSlice &
  DecisionsSlice &
  ReportSlice &
  ExpectationsSlice &
  CompareSlice &
  UiSlice;

/** What a store can start with (a restored draft, a shared link); every field optional. */
export interface PlaygroundInit {
  /** Default `''`. */
  text?: string;
  /** Default LF. */
  lineEnd?: LineEnd;
  /** Default `['Googlebot']`. */
  agents?: readonly string[];
  /** The Verdict's agent, in the list or not. Default: the first agent. */
  selectedAgent?: string;
  /** Default `['/']`. */
  urls?: readonly string[];
  /** The Verdict's URL, in the list or not. Default: the first URL. */
  selectedUrl?: string;
  /** Default `'google'`. */
  mode?: Mode;
  /** Default `''`. */
  host?: string;
  /** Default `'agents'`. */
  panel?: PanelId;
  /** Default `'system'`. */
  theme?: Theme;
  /** Default `false`. */
  softWrap?: boolean;
  /** Default `null` (no choice yet). */
  liveLink?: LiveLink;
  /** Default `'200'`. */
  fetchStatus?: FetchStatus;
  /** Default: none. */
  expectations?: readonly Expectation[];
  /** The Compare view's other version. Default `''` (none). */
  otherText?: string;
  /** Where it came from (see CompareSlice.otherSource). Default `null`. */
  otherSource?: string | null;
}
