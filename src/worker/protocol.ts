// The one contract between the page and the engine worker. Both sides import only
// this module's types, so a message shape cannot drift between them.
//
// Every request carries an `id` (chosen by the client, unique per client) and the
// document `revision` it was made for; every request gets exactly one reply with
// the same `id` and `revision` — a failure is the `error` reply, never silence.
// Payloads are plain structured-clone data: the worker sends summaries the panels
// need, never the parse tree.

import type { CrawlerVia } from '../core/practice.ts';
import type {
  AgentReading,
  Cuts,
  Decision,
  LineKind,
  Mode,
  SelectionReason,
  Sitemap,
} from '../core/types.ts';
import type { RobotsDiagnostic } from '../core/lint/types.ts';
import type { FixAllBriefs } from '../core/lint/fix-all-brief.ts';
import type { OutlineAgent, OutlineGroup } from '../core/outline.ts';
import type { Explanation } from '../core/explain/index.ts';
import type { VerdictFlip } from '../core/compare.ts';
import type { ReadersRow } from '../core/readers/compare-readers.ts';
import type { SitemapCheck, SitemapFinding } from '../core/sitemap/check-sitemap.ts';
import type { Expectation, ExpectedVerdict } from '../core/expectations/index.ts';
import type { CrawlerCategory } from '../core/registry/types.ts';
import type {
  CategoryCount,
  ContentSignalGroup,
  CrawlerRow,
  GroupProposal,
  PolicySummary,
} from '../core/report/types.ts';

/** A lint finding as lintRobots returns it (shape owned by core/lint). */
export type { RobotsDiagnostic, RobotsEdit, RobotsFix } from '../core/lint/types.ts';

/**
 * One-character codes for line kinds, so a whole file's kinds travel as one
 * string (`lineKinds[i]` is the kind of line `i + 1`).
 */
export const LINE_KIND_CODES = {
  'user-agent': 'u',
  allow: 'a',
  disallow: 'd',
  sitemap: 's',
  other: 'o',
  unknown: 'x',
  comment: 'c',
  blank: 'b',
  invalid: 'i',
} as const satisfies Record<LineKind, string>;

const KIND_BY_CODE: ReadonlyMap<string, LineKind> = new Map(
  Object.entries(LINE_KIND_CODES).map(([kind, code]) => [code, kind as LineKind]),
);

/**
 * Encodes line kinds (in line order) as the compact string of `LINE_KIND_CODES`:
 * `kinds[i]` is the kind of line `i + 1`, as an index into `names` (core's
 * outline gives LINE_KINDS indices).
 */
export function encodeLineKinds(kinds: ArrayLike<number>, names: readonly LineKind[]): string {
  const letters = names.map((kind) => LINE_KIND_CODES[kind].charCodeAt(0));
  const chars = new Uint16Array(kinds.length);
  for (let i = 0; i < kinds.length; i++) chars[i] = letters[kinds[i] as number] as number;
  // In slices: a call takes only so many arguments.
  let out = '';
  for (let i = 0; i < chars.length; i += 8192)
    out += String.fromCharCode(...chars.subarray(i, i + 8192));
  return out;
}

/**
 * The kind of 1-based `line` in an encoded kinds string, or `null` when the line
 * was not parsed (past the parse limit or past the end).
 */
export function lineKindAt(lineKinds: string, line: number): LineKind | null {
  const code = lineKinds[line - 1];
  return code === undefined ? null : (KIND_BY_CODE.get(code) ?? null);
}

/**
 * A User-agent line of a group, as the panels show it, and a group without its
 * spans or rules: enough to list it, highlight it and name who reads it (shapes
 * owned by core's outline). Its rules stay in the worker (a file may hold
 * 100,000 of them); the Explain panel asks for the ones it shows (`explain`).
 */
export type AgentLineSummary = OutlineAgent;
export type GroupSummary = OutlineGroup;

/** An Allow/Disallow rule as the Explain panel shows it (shape owned by core/explain). */
export type { RuleSummary } from '../core/explain/index.ts';

/** Which groups an agent token named in the file selects, and why. */
export interface TokenSelection {
  /** The lower-cased token, as the file names it. */
  token: string;
  reason: SelectionReason;
  /** Indices into `AnalysisSummary.groups`, in file order. */
  groups: number[];
}

/** How long each stage of an analysis took, in milliseconds. */
export interface AnalysisTiming {
  parseMs: number;
  compileMs: number;
  /** Parse + compile + summary, as measured in the worker. */
  totalMs: number;
}

/** Everything the page needs about one revision of the file. */
export interface AnalysisSummary {
  mode: Mode;
  /** Lines parsed (up to the parse limit). */
  lineCount: number;
  /** Lines of the whole text, the part past the parse limit included. */
  totalLines: number;
  /** UTF-8 size of the whole text. */
  bytes: number;
  /** Parse limit in force, in bytes. */
  limitBytes: number;
  /** True when the text started with a UTF-8 BOM. */
  bom: boolean;
  /** One `LINE_KIND_CODES` character per parsed line; read with `lineKindAt`. */
  lineKinds: string;
  groups: GroupSummary[];
  /** Indices of the groups that name `*`. */
  starGroups: number[];
  sitemaps: Sitemap[];
  cuts: Cuts;
  /** Lines of Allow/Disallow rules before any User-agent line (ignored by readers). */
  orphanRules: number[];
  /** Selection for every distinct non-`*` token the file names, in order of first appearance. */
  tokens: TokenSelection[];
  timing: AnalysisTiming;
}

/**
 * Parse and compile a revision of the text; replied to with `analysis`. The
 * worker holds the result for the requests that follow: `verdict` first, then
 * `lint`, `query`, `explain` and `report`, so the answer a person waits for
 * comes before the lists that take longer.
 */
export interface AnalyzeRequest {
  type: 'analyze';
  id: number;
  revision: number;
  text: string;
  mode: Mode;
  /** Parse limit in bytes; default: the engine's (500 KiB). */
  limitBytes?: number;
  /**
   * On the port only: the text as a change to the text of the previous analyze or
   * load posted on the same port, `text` then empty (see ../worker/wire.ts
   * postedText). The worker's end rebuilds the text before the session reads the
   * request, so a keystroke in a 500 KiB file posts a few bytes, not the file.
   */
  textUpdate?: TextUpdate;
}

/** `text` as `head` characters of the previous text, then `middle`, then its last `tail`. */
export interface TextUpdate {
  head: number;
  tail: number;
  middle: string;
  /** The length of the text rebuilt, checked on arrival. */
  length: number;
}

/** How a text differs from `base`, as a TextUpdate says it (its length is the text's). */
export interface TextEdit extends Omit<TextUpdate, 'length'> {
  base: string;
}

/**
 * Parse and keep a revision without summarising it: how the helper and lint workers,
 * which answer the panels' lists and lint but never the outline, take the text;
 * replied to with `loaded`. Later requests treat it as the last analysed text.
 */
export interface LoadRequest extends Omit<AnalyzeRequest, 'type'> {
  type: 'load';
}

/**
 * A text typed into the editor before the page has made it a revision (typing in
 * a large file): the worker parses and compiles it at once, while the page draws
 * the keystroke, and the `analyze` of the same text that follows takes that work
 * over instead of doing it again. Not a request: nothing replies to it (the
 * analysis that follows answers for the text), so the page posts it only to a
 * worker with nothing to answer. Posted as a change like an analyze's text.
 */
export interface AheadMessage {
  type: 'ahead';
  text: string;
  mode: Mode;
  /** As AnalyzeRequest.textUpdate. */
  textUpdate?: TextUpdate;
}

/**
 * Evaluate one agent × URL in each of `modes` against the last analysed text (the
 * Verdict's question); replied to with `verdict`. `revision` must be the revision
 * of the last `analyze`.
 */
export interface VerdictRequest {
  type: 'verdict';
  id: number;
  revision: number;
  agent: string;
  url: string;
  modes: Mode[];
}

/** Lint the last analysed text; replied to with `lint`. `revision` must be the revision of the last `analyze`. */
export interface LintRequest {
  type: 'lint';
  id: number;
  revision: number;
  /**
   * The findings of this revision's sitemap check (SitemapReply.findings), for the
   * sitemap-url-disallowed rule. Default: none (no sitemap given).
   */
  sitemap?: SitemapFinding[];
}

/**
 * Evaluate every agent × URL × mode against the last analysed text; replied to
 * with `decisions`. `revision` must be the revision of the last `analyze`.
 */
export interface QueryRequest {
  type: 'query';
  id: number;
  revision: number;
  agents: string[];
  urls: string[];
  modes: Mode[];
}

/**
 * Evaluate every registry crawler against `/` and `urls` in `mode`, against the
 * last analysed text; replied to with `report`. `revision` must be the revision
 * of the last `analyze`.
 */
export interface ReportRequest {
  type: 'report';
  id: number;
  revision: number;
  urls: string[];
  mode: Mode;
  /**
   * Whether to add what only the Policy panel reads (`policy`, `signals`,
   * `proposals`): on a large file it costs more than the rows. Default true.
   */
  summary?: boolean;
}

/**
 * Narrate one agent × URL × mode against the last analysed text; replied to with
 * `explanation`. `revision` must be the revision of the last `analyze`.
 */
export interface ExplainRequest {
  type: 'explain';
  id: number;
  revision: number;
  agent: string;
  url: string;
  mode: Mode;
}

/** Every message the page sends to the worker. */
export type WorkerRequest =
  | AnalyzeRequest
  | LoadRequest
  | VerdictRequest
  | LintRequest
  | QueryRequest
  | ReportRequest
  | ExplainRequest
  | ReadersRequest
  | SitemapRequest
  | ExpectRequest
  | CompareRequest;

/**
 * Read the last analysed text with every reader (Google's, RFC 9309's, the 1994
 * convention, and robots-parser's, loaded by the worker on first use) for
 * `agents` × `urls`; replied to with `readers`.
 */
export interface ReadersRequest {
  type: 'readers';
  id: number;
  revision: number;
  agents: string[];
  urls: string[];
}

/** The reply to `readers`: the pairs on which the readers disagree (core/readers). */
export interface ReadersReply {
  type: 'readers';
  id: number;
  revision: number;
  rows: ReadersRow[];
  /** Agent × URL pairs compared (at most READERS_MAX_PAIRS). */
  compared: number;
  /** Pairs asked for; more than `compared` when the list was cut. */
  total: number;
  /** False when robots-parser could not be loaded: its column is then empty. */
  peer: boolean;
}

/** The most agent × URL pairs one `readers` request compares. */
export const READERS_MAX_PAIRS = 2000;

/**
 * Check the URLs a sitemap lists (`sitemap`: its text, XML or one URL a line)
 * against the last analysed text read in `mode`, for every registry crawler and
 * `agents`; replied to with `sitemap`. The worker loads its XML reader on the
 * first such request. Nothing is fetched: a sitemap index's children are listed only.
 */
export interface SitemapRequest {
  type: 'sitemap';
  id: number;
  revision: number;
  sitemap: string;
  agents: string[];
  mode: Mode;
}

/** The reply to `sitemap`: how the sitemap was read and what the file disallows of it. */
export interface SitemapReply {
  type: 'sitemap';
  id: number;
  revision: number;
  mode: Mode;
  /** `index`: the URLs are child sitemaps, listed, not fetched. */
  kind: 'urlset' | 'index' | 'list' | null;
  /** Why the sitemap could not be read (malformed XML: with its line and column), else `null`. */
  problem: string | null;
  /** URLs the sitemap lists (up to 50,000, as the protocol allows). */
  listed: number;
  /** URLs past the protocol's 50,000, not checked. */
  dropped: number;
  /** The child sitemaps of an index (at most SITEMAP_SAMPLE_URLS of them). */
  children: string[];
  /** `null` for an index or an unreadable sitemap. */
  check: SitemapCheck | null;
  /** The check per deciding line, as the lint request carries it back (LintRequest.sitemap). */
  findings: SitemapFinding[];
  /** Set when the time ran out before every URL was checked. */
  truncated?: Truncation;
}

/**
 * Compare another version of the file (`other`, UTF-16 text, read with the same
 * parse limit as the analysed text) with the last analysed text, both read in
 * `mode`: every verdict that flips for `agents`, every name either file gives a
 * group, `*` and the registry's crawlers, at `urls` and one probe per rule of
 * either file (core/compare); replied to with `compare`. `otherRevision` is the
 * page's count of the other version's edits, echoed back.
 */
export interface CompareRequest {
  type: 'compare';
  id: number;
  revision: number;
  other: string;
  otherRevision: number;
  agents: string[];
  urls: string[];
  mode: Mode;
}

/**
 * Agents that read the same groups on both sides, so the same verdicts flip for
 * them: `flips` holds the first COMPARE_FLIPS_PER_BLOCK of `total`, in URL order.
 */
export interface CompareBlock {
  agents: string[];
  flips: VerdictFlip[];
  total: number;
}

/** The reply to `compare`: the other version is the "before" side, the analysed text the "after". */
export interface CompareReply {
  type: 'compare';
  id: number;
  revision: number;
  otherRevision: number;
  mode: Mode;
  /** Agents of interest, and how many of them were compared before the time ran out. */
  agents: number;
  compared: number;
  /** URLs tried for each agent: the request's, then one probe per rule of either file. */
  urls: number;
  /** The request's URLs among them (the rest are rule probes). */
  givenUrls: number;
  /** Agent × URL verdicts that flip, over every agent compared. */
  count: number;
  /** In the order of their first agent; at most COMPARE_MAX_FLIPS flips in all. */
  blocks: CompareBlock[];
  /** Blocks not sent (past COMPARE_MAX_FLIPS), and the flips they hold. */
  moreBlocks: number;
  /** False when the time ran out before every agent was compared. */
  complete: boolean;
  /** True when the parse limit cut the other version short (it is read as Google would). */
  otherCut: boolean;
  elapsedMs: number;
}

/** The most flips one block of a `compare` reply lists (its `total` counts them all). */
export const COMPARE_FLIPS_PER_BLOCK = 100;

/** The most flips one `compare` reply carries, over all its blocks. */
export const COMPARE_MAX_FLIPS = 1000;

/**
 * Check `expectations` against the last analysed text, each in its own mode or
 * `mode`; replied to with `expect`. `revision` must be the revision of the last `analyze`.
 */
export interface ExpectRequest {
  type: 'expect';
  id: number;
  revision: number;
  expectations: Expectation[];
  mode: Mode;
}

/** One expectation checked (core/expectations), without the engine's whole decision. */
export interface ExpectRow {
  /** The expectation this row is for, as it was sent. */
  expectation: Expectation;
  pass: boolean;
  actual: ExpectedVerdict;
  /** The reading it was checked in. */
  mode: Mode;
  /** The 1-based line that decided, or `null` when no rule did (allowed by default). */
  line: number | null;
  /** That line as written, or `null`. */
  lineText: string | null;
  /** The decision in words (which group, which rule, why). */
  why: string;
}

/** The reply to `expect`: one row per expectation, in request order. */
export interface ExpectReply {
  type: 'expect';
  id: number;
  revision: number;
  rows: ExpectRow[];
  /** Time spent checking, in milliseconds. */
  elapsedMs: number;
}

/** The reply to `analyze`. */
export interface AnalysisReply {
  type: 'analysis';
  id: number;
  revision: number;
  summary: AnalysisSummary;
}

/** The reply to `load`: the revision is held. */
export interface LoadedReply {
  type: 'loaded';
  id: number;
  revision: number;
  /** Parse + compile in the worker, in milliseconds. */
  loadMs: number;
  /**
   * The first line of each group. The worker's wire encoder keeps them to shift
   * its later replies (./wire.ts) and sends the reply without them.
   */
  groupStarts?: number[];
}

/** The reply to `lint`: every finding of the revision's text, in line order. */
export interface LintReply {
  type: 'lint';
  id: number;
  revision: number;
  /** The mode the text was read in for linting (the analysis's). */
  mode: Mode;
  diagnostics: RobotsDiagnostic[];
  /** What Fix-all would fix in `diagnostics`, both plans (core/lint fixAllBriefs). */
  fixAll: FixAllBriefs;
  /** Time spent linting, in milliseconds. */
  lintMs: number;
}

/**
 * One agent × URL × mode answer; `decision` is `null` (with `error`) when evaluate
 * threw. The decision is for the URL as a crawler sends it (see `sent`).
 */
export interface QueryCell {
  agent: string;
  /** The URL as typed (the key the page asked with). */
  url: string;
  mode: Mode;
  decision: Decision | null;
  /**
   * The path a crawler requests for `url` (core's sentPathFromUrl: UTF-8
   * percent-encoded as a browser writes it), present only when it differs from the
   * path as typed; the decision is then about this form.
   */
  sent?: string;
  error?: string;
  /**
   * The answer in practice, present when the agent's AgentSelection has a
   * `practice` (the operator documents a reading RFC 9309 does not make); for
   * the same URL as `decision`. `null` when evaluate threw.
   */
  practice?: Decision | null;
}

/**
 * How a registry crawler reads the file in practice when that is not the
 * protocol's reading (core's practicalReading): a documented fallback group, or a
 * crawler that ignores `*`.
 */
export interface PracticeSummary {
  /** The registry token of the agent (`Googlebot-Image`). */
  crawler: string;
  /** Who documents it; `null` when the registry does not know. */
  operator: string | null;
  via: CrawlerVia;
  /** The token whose groups it follows (`Googlebot`), or `null` (`star`, `ignores-star`, `no-group`). */
  token: string | null;
  /** Indices into `AnalysisSummary.groups`, in file order; empty when no group applies. */
  groups: number[];
  /** The registry's first source for the entry (the operator's page), or `null`. */
  source: string | null;
}

/** How the engine read an agent and which groups it selects (independent of URLs). */
export interface AgentSelection {
  agent: string;
  mode: Mode;
  reading: AgentReading;
  reason: SelectionReason;
  groups: number[];
  /** Set when the crawler follows other groups in practice; its cells then carry `practice`. */
  practice?: PracticeSummary;
}

/**
 * How much of a long request the worker did before its time ran out: `done` of
 * `total` items (agent × URL pairs for `query`, URLs for `report`), in request
 * order. Absent when the whole request was answered.
 */
export interface Truncation {
  done: number;
  total: number;
}

/** The reply to `query`. */
export interface DecisionsReply {
  type: 'decisions';
  id: number;
  revision: number;
  agents: string[];
  urls: string[];
  modes: Mode[];
  /** In agent, then URL, then mode order: `cells[(a * urls.length + u) * modes.length + m]`. */
  cells: QueryCell[];
  /** One entry per agent × mode, agent-major. */
  selections: AgentSelection[];
  /** Time spent evaluating, in milliseconds (includes a first parse in another mode). */
  elapsedMs: number;
  /** Set when only the first agent × URL pairs were evaluated: `cells` holds those, in order. */
  truncated?: Truncation;
}

/** The reply to `verdict`: its one agent × URL, laid out as `decisions` are. */
export interface VerdictReply extends Omit<DecisionsReply, 'type'> {
  type: 'verdict';
}

/**
 * The group a category would need, both ways: `disallow` ends with `Disallow: /`,
 * `allow` with `Allow: /`. Same tokens; edits are offsets into the text of the
 * reply's revision.
 */
export interface CategoryProposal {
  category: CrawlerCategory;
  disallow: GroupProposal;
  allow: GroupProposal;
}

/** How long each stage of a report took in the worker, in milliseconds. */
export interface ReportTiming {
  /** crawlerReport: every registry crawler × every URL. */
  rowsMs: number;
  /** categorySummary, and policySummary + contentSignals when asked for. */
  summaryMs: number;
  /** proposeGroup for every category, both rules (0 when not asked for). */
  proposalsMs: number;
  /** All of it, including a first parse in the other mode when asked for. */
  totalMs: number;
}

/** The reply to `report`: the crawler report of core/report, as plain data. */
export interface ReportReply {
  type: 'report';
  id: number;
  revision: number;
  mode: Mode;
  /** The URLs evaluated: `/` first, then the request's URLs without other `/` entries. */
  urls: string[];
  /** One row per registry crawler, registry order; `verdicts[i]` is for `urls[i]`. */
  rows: CrawlerRow[];
  /** Per category at `/` (categorySummary). */
  categories: CategoryCount[];
  /** Plain-language sentences (policySummary); `null` when asked without `summary`. */
  policy: PolicySummary | null;
  /** Content-Signal records per group (contentSignals); `null` when asked without `summary`. */
  signals: ContentSignalGroup[] | null;
  /**
   * One entry per category that has registry crawlers, CATEGORY_KEYS order; `null`
   * when asked without `summary`.
   */
  proposals: CategoryProposal[] | null;
  timing: ReportTiming;
  /** Set when only the first of the request's URLs were evaluated: `urls` holds those. */
  truncated?: Truncation;
}

/** The reply to `explain`: the decision and what its narration shows (core/explain). */
export interface ExplanationReply extends Explanation {
  type: 'explanation';
  id: number;
  revision: number;
  agent: string;
  url: string;
  mode: Mode;
  /**
   * The same agent × URL in the other reading mode, so the narration can say
   * whether Google's parser and RFC 9309 agree; `null` when it could not be read.
   */
  other: { mode: Mode; decision: Decision | null };
  /**
   * When a crawler sends the URL differently from how it was typed (`/café` goes
   * out as `/caf%C3%A9`), the narration is of the sent form and this is the
   * library's literal reading of the typed one, in the same mode; else `null`.
   */
  typed: { path: string; sent: string; decision: Decision | null } | null;
}

/** The reply to any request that failed; `request` says which kind. */
export interface ErrorReply {
  type: 'error';
  id: number;
  revision: number;
  request: WorkerRequest['type'] | 'unknown';
  message: string;
}

/** Every message the worker sends back. */
export type WorkerReply =
  | AnalysisReply
  | LoadedReply
  | VerdictReply
  | LintReply
  | DecisionsReply
  | ReportReply
  | ExplanationReply
  | ReadersReply
  | SitemapReply
  | ExpectReply
  | CompareReply
  | ErrorReply;

/**
 * Not a reply: the worker posts it now and then during a long request (`id`), so
 * the page can tell a busy worker from a dead one. It goes around the wire
 * encoding (./wire.ts) and is never delivered to the store.
 */
export interface ProgressMessage {
  type: 'progress';
  id: number;
}

/** True when `value` looks like a WorkerReply (used to ignore foreign messages). */
export function isWorkerReply(value: unknown): value is WorkerReply {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; id?: unknown; revision?: unknown };
  return (
    (v.type === 'analysis' ||
      v.type === 'loaded' ||
      v.type === 'verdict' ||
      v.type === 'lint' ||
      v.type === 'decisions' ||
      v.type === 'report' ||
      v.type === 'explanation' ||
      v.type === 'readers' ||
      v.type === 'sitemap' ||
      v.type === 'expect' ||
      v.type === 'compare' ||
      v.type === 'error') &&
    typeof v.id === 'number' &&
    typeof v.revision === 'number'
  );
}
