// The engine's public data shapes: what parseRobots, compileRobots and evaluate
// return. Plain structured-clone data (no classes, no functions) so results can
// cross the worker boundary unchanged. Offsets are UTF-16 code units into the
// text given to parseRobots; line numbers are 1-based.

/**
 * How the file is read. `'google'` (the default everywhere) reproduces Google's
 * open-source reference parser; `'rfc'` follows the text of RFC 9309 where the
 * two differ (see `MODE_DIFFERENCES` in ./modes.ts).
 */
export type Mode = 'google' | 'rfc';

/** A half-open range `[from, to)` of UTF-16 offsets into the parsed text. */
export interface Span {
  from: number;
  to: number;
}

/** What a line is, as the engine reads it in the mode it was parsed in. */
export type LineKind =
  | 'user-agent'
  | 'allow'
  | 'disallow'
  | 'sitemap'
  /** A known record outside RFC 9309's core: crawl-delay, content-signal, host, clean-param, … */
  | 'other'
  /** A `key: value` line whose key no reader knows. */
  | 'unknown'
  /** Nothing but a comment. */
  | 'comment'
  /** Empty or whitespace only. */
  | 'blank'
  /** A line no parser can read (no colon and not exactly two words, or an empty key). */
  | 'invalid';

/** Canonical ids of the directives in the shared table (./directives.ts). */
export type DirectiveId =
  | 'user-agent'
  | 'allow'
  | 'disallow'
  | 'sitemap'
  | 'crawl-delay'
  | 'content-signal'
  | 'content-usage'
  | 'host'
  | 'clean-param'
  | 'noindex'
  | 'nofollow'
  | 'request-rate'
  | 'visit-time';

/**
 * How a key was recognised: `exact` (the canonical spelling, any case), `typo`
 * (a misspelling Google accepts, e.g. `Disalow`, `useragent`), `prefix` (the key
 * only starts with a directive name, e.g. `Disallowed`; Google accepts), or
 * `unknown`.
 */
export type KeyMatch = 'exact' | 'typo' | 'prefix' | 'unknown';

/** The directive a key names and how it was recognised. */
export interface KeyReading {
  /** `null` when no directive is recognised. */
  directive: DirectiveId | null;
  match: KeyMatch;
}

/** One physical line of the file. */
export interface ParsedLine {
  /** 1-based line number. */
  line: number;
  /** The line's content, line end excluded. */
  span: Span;
  kind: LineKind;
  /** The key as written (stripped), when the line has one. */
  key?: Span & { text: string };
  /** The value as written (stripped, comment removed), when the line has one. */
  value?: Span & { text: string };
  /** The comment, `#` included. */
  comment?: Span;
  /** How the key was understood, when the line has a key. */
  reading?: KeyReading;
  /** `Disallow /tmp`: key and value separated by whitespace only (Google accepts). */
  missingColon: boolean;
  /** The line was longer than the per-line byte cap and its end was dropped (google mode). */
  truncated: boolean;
  /** Index into `ParsedRobots.groups` of the group this line belongs to, if any. */
  group?: number;
}

/** A `User-agent` line of a group. */
export interface GroupAgent {
  line: number;
  /** The value as written. */
  value: string;
  span: Span;
  /** True when the line names the `*` group. */
  star: boolean;
  /**
   * The name this line matches, lower-cased (comparison is ASCII
   * case-insensitive); `''` when nothing usable remains. Empty for `*`.
   */
  token: string;
  /** True when the whole value is a valid RFC 9309 product token (`[A-Za-z_-]+`) or `*`. */
  validToken: boolean;
}

/** An Allow or Disallow line inside a group. */
export interface ParsedRule {
  line: number;
  kind: 'allow' | 'disallow';
  /** The value as written. */
  value: string;
  /** The value as compared: percent-encoding normalised for the mode. */
  pattern: string;
  /** Google's priority: the length of `pattern`, wildcards included. 0 for an empty rule. */
  priority: number;
  /** Span of the value (or of the line end when the value is empty). */
  span: Span;
  /** Index into `ParsedRobots.groups`. */
  group: number;
}

/** A group: a run of User-agent lines and the records that follow until the next run. */
export interface ParsedGroup {
  index: number;
  agents: GroupAgent[];
  rules: ParsedRule[];
  /** Line numbers of other known records inside the group (crawl-delay, content-signal, …). */
  records: number[];
  /** First and last line that belong to the group (1-based, inclusive). */
  startLine: number;
  endLine: number;
}

/** A Sitemap record. Sitemaps belong to the file, not to a group. */
export interface Sitemap {
  line: number;
  url: string;
  span: Span;
}

/** What the parser did not read. */
export interface Cuts {
  /** Lines longer than the per-line cap (google mode: 16663 bytes). */
  truncatedLines: { line: number; bytes: number; keptBytes: number }[];
  /** Content past the parse limit, or `null` when the whole text was read. */
  beyondLimit: null | {
    /** UTF-16 offset where reading stopped. */
    offset: number;
    /** UTF-8 byte offset where reading stopped (= the limit). */
    byte: number;
    /** UTF-8 bytes not read. */
    bytesDropped: number;
    /** First line (1-based) that was not (completely) read. */
    firstLine: number;
  };
}

/** Options of parseRobots. */
export interface ParseOptions {
  /** Default `'google'`. */
  mode?: Mode;
  /** How many UTF-8 bytes are read; the rest is reported in `cuts`. Default 512000 (500 KiB). */
  limitBytes?: number;
}

/** The result of parseRobots: total, never throws. */
export interface ParsedRobots {
  mode: Mode;
  /** The text as given. */
  text: string;
  /** UTF-8 size of the text in bytes. */
  bytes: number;
  /** The parse limit in force, in bytes. */
  limitBytes: number;
  /** True when the text started with a UTF-8 BOM (U+FEFF), which is skipped. */
  bom: boolean;
  /** Every line up to the parse limit, in order (`lines[i].line === i + 1`). */
  lines: ParsedLine[];
  groups: ParsedGroup[];
  sitemaps: Sitemap[];
  /** Allow/Disallow lines before the first User-agent line: ignored by every reader. */
  orphanRules: number[];
  cuts: Cuts;
}

/** Options of evaluate and isAllowed. */
export interface EvaluateOptions {
  /** Default: the mode the file was parsed in (`'google'` for isAllowed). */
  mode?: Mode;
}

/** Why a set of groups was selected for an agent. */
export type SelectionReason =
  /** Exactly one group names the agent. */
  | 'exact'
  /** Several groups name the agent; their rules are merged. */
  | 'merged'
  /** No group names the agent; the `*` group(s) apply. */
  | 'star'
  /** No group names the agent and there is no `*` group. */
  | 'none';

/** The agent as the engine understood it. */
export interface AgentReading {
  /** What the caller passed. */
  input: string;
  /** The product token compared with groups: for a full User-Agent string, the extracted token. */
  token: string;
  /** True when `token` is a valid RFC 9309 product token. */
  valid: boolean;
}

/** One rule that matched the path. */
export interface CandidateRule {
  line: number;
  kind: 'allow' | 'disallow';
  /** The pattern that matched (for the index.html rule: the derived `…/$` pattern). */
  pattern: string;
  priority: number;
  group: number;
  /** Set when the match came from Google's index.htm(l) rule (google mode only). */
  via?: 'index-html';
  /** What each `*` of the pattern consumed, in order (for the first match found). */
  wildcards: string[];
}

/** Why the verdict is what it is. */
export type DecisionReason =
  /** A rule decided (see `rule`). */
  | 'rule'
  /** The selected groups have no rule that matches: allowed by default. */
  | 'no-matching-rule'
  /** No group applies to the agent: allowed. */
  | 'no-group'
  /** RFC 9309 §2.2.2: /robots.txt is implicitly allowed (rfc mode only). */
  | 'robots-txt';

/** The verdict for one agent and URL, with its whole explanation. */
export interface Decision {
  allowed: boolean;
  mode: Mode;
  agent: AgentReading;
  /** The path compared: from the URL, query kept, fragment dropped. */
  path: string;
  selection: {
    reason: SelectionReason;
    /** Indices into `ParsedRobots.groups`, in file order. */
    groups: number[];
  };
  reason: DecisionReason;
  /** The deciding rule, or `null` when none decided. */
  rule: CandidateRule | null;
  /** Every matching rule of the selected groups, best first (priority desc, Allow before Disallow on ties, then line). */
  candidates: CandidateRule[];
}
