// The data shapes of the crawler report: how one registry crawler reads the file
// (evaluateCrawler), the per-crawler rows of the whole registry (crawlerReport),
// and what they add up to per category (categorySummary, policySummary). Plain
// structured-clone data, so results can cross the worker boundary unchanged.
// Line numbers are 1-based; group indices point into `ParsedRobots.groups`.

import type { CrawlDelaySupport, CrawlerCategory, CrawlerInfo } from '../registry/index.ts';
import type { CrawlerVia } from '../practice.ts';
import type { Decision, DecisionReason, Mode } from '../types.ts';

/** Which step of the registry evaluation rule chose the groups (owned by ../practice.ts). */
export type { CrawlerVia };

/**
 * Why the verdict is what it is: the engine's reason, plus
 * `'ignores-star-no-group'` for a crawler that skips an existing `*` group and
 * is named by no group (allowed).
 */
export type CrawlerReason = DecisionReason | 'ignores-star-no-group';

/**
 * Stable caveat codes (shown in the UI, never renamed):
 * `may-ignore-robots` the operator says it does not (fully) obey robots.txt;
 * `never-fetches` a control token, only robots.txt expresses the choice;
 * `fallback-used` a fallback token's group decided;
 * `token-cut` the token is not a valid RFC 9309 product token, so a line naming it
 * is read cut (google) or not at all (rfc);
 * `low-confidence` the registry entry is weakly sourced.
 */
export type CrawlerCaveat =
  'may-ignore-robots' | 'never-fetches' | 'fallback-used' | 'token-cut' | 'low-confidence';

/** A group's extent in the file: first and last line (1-based, inclusive). */
export interface GroupRange {
  group: number;
  startLine: number;
  endLine: number;
}

/**
 * google-specific / RFC 9309 §2.2.1: for a token that is not a valid product
 * token (`MJ12bot`), the `User-agent` lines that write it and what the parser
 * made of them: `readAs` is the name kept (`'mj'` in google mode, `''` in rfc
 * mode, where the line names no crawler). Those lines never select the crawler.
 */
export interface CutToken {
  /** What Google's parser keeps of the token (the registry's `googleEffectiveToken`). */
  effective: string;
  /** User-agent lines whose value is the token (any case, optionally with `/version`). */
  lines: { line: number; group: number; value: string; readAs: string }[];
}

/** The groups a registry crawler obeys and why, in plain words. */
export interface CrawlerSelection {
  via: CrawlerVia;
  /**
   * The token whose groups were used: the crawler's own token (`own-group`) or
   * the fallback token (`fallback`); `null` for the other steps.
   */
  token: string | null;
  /** Indices into `ParsedRobots.groups`, file order; empty for `ignores-star` / `no-group`. */
  groups: number[];
  ranges: GroupRange[];
  /** One or two plain sentences: which groups and why. Deterministic. */
  text: string;
  /** Set when the crawler's token is not a valid RFC 9309 token. */
  cut: CutToken | null;
}

/** The Crawl-delay record in effect for a crawler (a record outside RFC 9309). */
export interface CrawlDelayInEffect {
  /** The value as written. */
  value: string;
  /** The value in seconds when it is a plain non-negative number, else `null`. */
  seconds: number | null;
  /** The line of the record (the first Crawl-delay of the selected groups, file order). */
  line: number;
  /** Whether the operator documents honouring Crawl-delay (registry `crawlDelay`). */
  honoured: CrawlDelaySupport;
}

/** Options of evaluateCrawler and crawlerReport. */
export interface CrawlerOptions {
  /** Default: the mode the file was compiled in. */
  mode?: Mode;
}

/** How one registry crawler reads the file for one URL, with the explanation. */
export interface CrawlerDecision {
  crawler: CrawlerInfo;
  allowed: boolean;
  /**
   * The engine's decision for the selected groups. `agent.input` is the crawler's
   * token; `agent.token` the token whose groups were used (the fallback token for
   * `fallback`). For `ignores-star` / `no-group` it is built here: no group, allowed.
   */
  decision: Decision;
  via: CrawlerVia;
  reason: CrawlerReason;
  /** True when a rule decided; false for allow-by-default (and rfc `/robots.txt`). */
  fromRule: boolean;
  selection: CrawlerSelection;
  /** `null` when the selected groups have no Crawl-delay record. */
  crawlDelay: CrawlDelayInEffect | null;
  caveats: CrawlerCaveat[];
}

/** One URL's verdict in a report row. */
export interface CrawlerVerdict {
  allowed: boolean;
  /** True when a rule decided; false for allow-by-default. */
  fromRule: boolean;
  /** The deciding rule's line, or `null`. */
  line: number | null;
}

/** One registry crawler in the report. */
export interface CrawlerRow {
  token: string;
  category: CrawlerCategory;
  operator: string | null;
  selection: CrawlerSelection;
  /** One entry per `CrawlerReport.urls`, same order; `verdicts[0]` is `/`. */
  verdicts: CrawlerVerdict[];
  crawlDelay: CrawlDelayInEffect | null;
  /** The registry's Crawl-delay support, also when no record is in effect. */
  crawlDelaySupport: CrawlDelaySupport;
  caveats: CrawlerCaveat[];
}

/** Every registry crawler against a list of URLs. */
export interface CrawlerReport {
  mode: Mode;
  /** The URLs evaluated: `/` first, then the caller's URLs in order (other `/` entries dropped). */
  urls: string[];
  /** One row per registry crawler, registry order. */
  rows: CrawlerRow[];
}

/** Counts for one category at `/`. */
export interface CategoryCount {
  category: CrawlerCategory;
  label: string;
  total: number;
  allowedAtRoot: number;
  disallowedAtRoot: number;
  /**
   * Allowed at `/` only by default: no group names the crawler (nor a fallback
   * token), and `*` allows it, is ignored by it, or is absent. A subset of
   * `allowedAtRoot`.
   */
  undecided: number;
  /** E.g. `Search 18/21 allowed at /`. */
  text: string;
}

/** The Content-Signal keys of the Cloudflare Content Signals Policy. */
export type ContentSignalKey = 'search' | 'ai-input' | 'ai-train' | 'use';

/** One `Content-Signal:` record. */
export interface ContentSignalRecord {
  line: number;
  /** The value as written. */
  raw: string;
  /** Known keys (lower-cased), value lower-cased; a repeated key keeps its first value. */
  values: Partial<Record<ContentSignalKey, string>>;
  /** `key=value` pairs with other keys, as written. */
  other: { key: string; value: string }[];
  /** Pieces that are not `key=value`. */
  invalid: string[];
}

/** The Content-Signal records of one group (or of the file outside any group). */
export interface ContentSignalGroup {
  /** Index into `ParsedRobots.groups`, or `null` for records outside every group. */
  group: number | null;
  /** The group's User-agent values as written (`[]` outside groups). */
  agents: string[];
  records: ContentSignalRecord[];
  /** The group's values: the first record that states a key wins. */
  values: Partial<Record<ContentSignalKey, string>>;
}

/** What the file does for one category, in plain words. */
export interface CategoryPolicy extends CategoryCount {
  /**
   * `allowed`: every crawler allowed at `/`; `blocked`: every crawler disallowed
   * at `/`; `mixed`: some of each.
   */
  stance: 'allowed' | 'blocked' | 'mixed';
  /** The stance as a short label with its counts: `All allowed`, `Blocked`, `10 of 42 blocked`. */
  badge: string;
  /** Tokens disallowed at `/`, registry order. */
  blocked: string[];
  /** Tokens allowed at `/` only by default (see `undecided`), registry order. */
  undecidedTokens: string[];
  /** Path families disallowed for crawlers allowed at `/`, most crawlers first. */
  exceptions: PathException[];
  /**
   * Short plain sentences, deterministic: who is blocked or allowed and why, the
   * paths still blocked, and caveats. They do not repeat `badge`.
   */
  sentence: string;
}

/** A path family (`/cart/`, `/*.pdf$`) disallowed for some crawlers of a category. */
export interface PathException {
  family: string;
  /**
   * Allow patterns inside the family that reopen part of it for these crawlers
   * (the engine's longest match allows a path they match), sorted.
   */
  reopened: string[];
  /** Disallow patterns inside a reopened part that close it again, sorted. */
  closedAgain: string[];
  /** How many of the category's crawlers allowed at `/` are disallowed there. */
  crawlers: number;
}

/** The plain-language summary of the file. */
export interface PolicySummary {
  mode: Mode;
  categories: CategoryPolicy[];
  /** One sentence per group (or file) with Content-Signal records. */
  signals: string[];
  /** Every sentence, categories first, then signals. */
  sentences: string[];
}

/** Options of proposeGroup. */
export interface ProposeOptions {
  /** The rule the new group gets: `'disallow'` (default, `Disallow: /`) or `'allow'` (`Allow: /`). */
  rule?: 'disallow' | 'allow';
  /** Include tokens the parser cuts (`MJ12bot`); default false, as no line can name them. */
  includeCutTokens?: boolean;
  /** Include low-confidence registry entries; default true. */
  includeLowConfidence?: boolean;
  /** Start the group with a `#` comment saying what it is; default true. */
  comment?: boolean;
}

/** A text edit: replace `[from, to)` (UTF-16 offsets) with `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** What adding a group for a category's uncovered tokens would look like. */
export interface GroupProposal {
  category: CrawlerCategory;
  /** The tokens the new group names, registry order; empty when nothing is uncovered. */
  tokens: string[];
  /** Uncovered tokens left out, and why. */
  skipped: { token: string; reason: 'token-cut' | 'low-confidence' }[];
  /** The edit to apply, or `null` when `tokens` is empty. */
  edit: TextEdit | null;
}
