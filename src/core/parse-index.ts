// The parse as numbers: what parseRobots keeps of a file (the rule table, one
// entry per user-agent line and per group), the layout of the per-line rows
// it writes while reading, and the ParsedLine / ParsedGroup objects built from
// those rows when a reader first asks.
//
// A 500 KiB file has tens of thousands of lines. Building an object (and its
// spans and strings) per line while reading made the parse mostly allocation
// and garbage collection, and even a row of numbers per line kept for every
// parse is a fresh half megabyte; the compiler and a first verdict need none
// of it (they read the rule table, ./rule-table.ts, and the agents here).
// Readers of `ParsedRobots.lines` and `.groups` (lint, report, explain, the
// worker's summary) get the same objects as ever, built once, on first read,
// from the rows of a second read of the text.

import { readGroupName } from './agent';
import { RULE_ALLOW, RULE_INDEX_HTML, sourceOf, type RuleTable } from './rule-table';
import type {
  GroupAgent,
  KeyReading,
  LineKind,
  Mode,
  ParsedGroup,
  ParsedLine,
  ParsedRobots,
  ParsedRule,
  Span,
} from './types.ts';

/** Cells of one line row (UTF-16 offsets, -1 when absent); see ParseIndex.scanRows. */
export const LINE_FROM = 0;
export const LINE_TO = 1;
export const KEY_FROM = 2;
export const KEY_TO = 3;
export const VALUE_FROM = 4;
export const VALUE_TO = 5;
export const COMMENT_FROM = 6;
export const COMMENT_TO = 7;
/** Index into the groups, or -1. */
export const LINE_GROUP = 8;
/** Kind code (bits 0–3), LINE_MISSING_COLON, LINE_TRUNCATED, reading index (bits 6 and up). */
export const LINE_META = 9;
/** Cells per line. */
export const LINE_STRIDE = 10;

export const LINE_MISSING_COLON = 16;
export const LINE_TRUNCATED = 32;
export const READING_SHIFT = 6;

/** LineKind by kind code; the first three are the lines without a key. */
export const LINE_KINDS: readonly LineKind[] = [
  'blank',
  'comment',
  'invalid',
  'user-agent',
  'allow',
  'disallow',
  'sitemap',
  'other',
  'unknown',
];
export const KIND_BLANK = 0;
export const KIND_COMMENT = 1;
export const KIND_INVALID = 2;
export const KIND_USER_AGENT = 3;
export const KIND_ALLOW = 4;
export const KIND_DISALLOW = 5;
export const KIND_SITEMAP = 6;
export const KIND_OTHER = 7;
export const KIND_UNKNOWN = 8;

/** GroupAgent flags in ParseIndex.agentFlags. */
export const AGENT_STAR = 1;
export const AGENT_VALID = 2;

/** Everything parseRobots read, as numbers. Only parseRobots writes one. */
export interface ParseIndex {
  text: string;
  mode: Mode;
  /** Lines read. */
  lineCount: number;
  /**
   * Reads the text again and returns its line rows (LINE_STRIDE cells per
   * line, row `line - 1`; the array may be longer), valid until the next parse.
   */
  scanRows: () => Int32Array;
  /** The key readings the META cells point to; index 0 is unused. */
  readings: KeyReading[];
  /** By group: its first line, last line and first agent index. */
  groupStartLine: number[];
  groupEndLine: number[];
  groupFirstAgent: number[];
  /** By group: the index in `recordLine` of its first record. */
  groupFirstRecord: number[];
  /** The lines of other records (Crawl-delay, Host, …) inside a group, in file order: the groups' `records`. */
  recordLine: number[];
  /** By line (`lineKind[line - 1]`): its KIND_* code, the low bits of its META cell. */
  lineKind: Uint8Array;
  /** By user-agent line of a group, in file order: its line, name and AGENT_* flags. */
  agentLine: number[];
  agentToken: string[];
  agentFlags: number[];
  /** By user-agent line of a group: where its value starts and ends in `text` (two cells each). */
  agentValue: number[];
  table: RuleTable;
}

const INDEXES = new WeakMap<ParsedRobots, ParseIndex>();

/** The index parseRobots kept for `parsed`, if it made it (parse results are read-only). */
export function parseIndexOf(parsed: ParsedRobots): ParseIndex | undefined {
  return INDEXES.get(parsed);
}

interface Built {
  lines: ParsedLine[];
  groups: ParsedGroup[];
}

// Lines and groups are built together: a rule's, agent's span is its line's
// value object, as it always was.
function build(index: ParseIndex): Built {
  const cells = index.scanRows();
  const { text, readings, table, mode } = index;
  const n = index.lineCount;
  const lines = new Array<ParsedLine>(n);
  for (let i = 0; i < n; i++) {
    const b = i * LINE_STRIDE;
    const meta = cells[b + LINE_META] as number;
    const code = meta & 15;
    const kind = LINE_KINDS[code] as LineKind;
    const span = { from: cells[b + LINE_FROM] as number, to: cells[b + LINE_TO] as number };
    const missingColon = (meta & LINE_MISSING_COLON) !== 0;
    const truncated = (meta & LINE_TRUNCATED) !== 0;
    const group = cells[b + LINE_GROUP] as number;
    const commentFrom = cells[b + COMMENT_FROM] as number;
    let line: ParsedLine;
    if (code <= KIND_INVALID) {
      line = { line: i + 1, span, kind, missingColon, truncated };
      if (commentFrom >= 0)
        line.comment = { from: commentFrom, to: cells[b + COMMENT_TO] as number };
      if (group >= 0) line.group = group;
    } else {
      const kf = cells[b + KEY_FROM] as number;
      const kt = cells[b + KEY_TO] as number;
      const vf = cells[b + VALUE_FROM] as number;
      const vt = cells[b + VALUE_TO] as number;
      const key = { from: kf, to: kt, text: text.slice(kf, kt) };
      const value = { from: vf, to: vt, text: vf === vt ? '' : text.slice(vf, vt) };
      const reading = readings[meta >>> READING_SHIFT] as KeyReading;
      line =
        group >= 0
          ? { line: i + 1, span, kind, key, value, reading, missingColon, truncated, group }
          : { line: i + 1, span, kind, key, value, reading, missingColon, truncated };
      if (commentFrom >= 0)
        line.comment = { from: commentFrom, to: cells[b + COMMENT_TO] as number };
    }
    lines[i] = line;
  }

  const valueOf = (line: number): Span & { text: string } =>
    (lines[line - 1] as ParsedLine).value as Span & { text: string };
  const count = index.groupStartLine.length;
  const groups = new Array<ParsedGroup>(count);
  for (let g = 0; g < count; g++) {
    const agents: GroupAgent[] = [];
    const agentEnd =
      g + 1 < count ? (index.groupFirstAgent[g + 1] as number) : index.agentLine.length;
    for (let a = index.groupFirstAgent[g] as number; a < agentEnd; a++) {
      const line = index.agentLine[a] as number;
      const span = valueOf(line);
      const name = readGroupName(span.text, mode);
      agents.push({
        line,
        value: span.text,
        span,
        star: name.star,
        token: name.token,
        validToken: name.validToken,
      });
    }
    const rules: ParsedRule[] = [];
    const idEnd = table.groupStart[g + 1] as number;
    for (let id = table.groupStart[g] as number; id < idEnd; id++) {
      const flags = table.flags[id] as number;
      if ((flags & RULE_INDEX_HTML) !== 0) continue;
      const line = table.line[id] as number;
      const span = valueOf(line);
      const pattern = sourceOf(table, id);
      rules.push({
        line,
        kind: (flags & RULE_ALLOW) !== 0 ? 'allow' : 'disallow',
        value: span.text,
        pattern,
        priority: pattern.length,
        span,
        group: g,
      });
    }
    const startLine = index.groupStartLine[g] as number;
    const endLine = index.groupEndLine[g] as number;
    const { from, to } = recordsOf(index, g);
    const records = index.recordLine.slice(from, to);
    groups[g] = { index: g, agents, rules, records, startLine, endLine };
  }
  return { lines, groups };
}

// Enumerable properties that build their values on first read and then hold
// them as plain data, so spreading, structuredClone and deep equality see the
// same objects a reader does.
function lazyLinesAndGroups(parsed: ParsedRobots, index: ParseIndex): void {
  const hold = (key: 'lines' | 'groups', value: unknown): void => {
    Object.defineProperty(parsed, key, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  };
  const lazy = (key: 'lines' | 'groups'): void => {
    Object.defineProperty(parsed, key, {
      enumerable: true,
      configurable: true,
      get() {
        const built = build(index);
        // A property assigned meanwhile keeps its value.
        if (Object.getOwnPropertyDescriptor(parsed, 'lines')?.get) hold('lines', built.lines);
        if (Object.getOwnPropertyDescriptor(parsed, 'groups')?.get) hold('groups', built.groups);
        return parsed[key];
      },
      set(value: unknown) {
        hold(key, value);
      },
    });
  };
  lazy('lines');
  lazy('groups');
}

/**
 * The first and last line of group `g` of `parsed`, read from its index when
 * parseRobots kept one, so the groups are not built for it; undefined when there
 * is no such group.
 */
export function groupLines(
  parsed: ParsedRobots,
  g: number,
): { startLine: number; endLine: number } | undefined {
  const index = INDEXES.get(parsed);
  if (!index) return parsed.groups[g];
  const startLine = index.groupStartLine[g];
  const endLine = index.groupEndLine[g];
  return startLine === undefined || endLine === undefined ? undefined : { startLine, endLine };
}

/**
 * Whether group `g` of `parsed` has other records (its `records`: Crawl-delay,
 * Host, …), read from its index when parseRobots kept one.
 */
export function groupHasRecords(parsed: ParsedRobots, g: number): boolean {
  const index = INDEXES.get(parsed);
  if (!index) return (parsed.groups[g]?.records.length ?? 0) > 0;
  const { from, to } = recordsOf(index, g);
  return from < to;
}

/** Where group `g`'s records are in `index.recordLine`: `[from, to)`. */
export function recordsOf(index: ParseIndex, g: number): { from: number; to: number } {
  const from = index.groupFirstRecord[g] ?? index.recordLine.length;
  const to = index.groupFirstRecord[g + 1] ?? index.recordLine.length;
  return { from, to };
}

/**
 * Whether some User-agent line of `parsed` that does not name `*` has a name
 * (GroupAgent.token) for which `test` holds, read from its index when
 * parseRobots kept one.
 */
export function someAgentName(parsed: ParsedRobots, test: (token: string) => boolean): boolean {
  const index = INDEXES.get(parsed);
  if (!index) return parsed.groups.some((g) => g.agents.some((a) => !a.star && test(a.token)));
  const { agentToken, agentFlags } = index;
  for (let a = 0; a < agentToken.length; a++) {
    if (((agentFlags[a] as number) & AGENT_STAR) === 0 && test(agentToken[a] as string))
      return true;
  }
  return false;
}

/**
 * The ParsedRobots of `index`: `lines` and `groups` are built from the index on
 * first read (and kept), everything else is given. Keeps `index` for
 * compileRobots (parseIndexOf).
 */
export function parsedFromIndex(
  index: ParseIndex,
  fields: Omit<ParsedRobots, 'lines' | 'groups'>,
): ParsedRobots {
  const parsed = {
    mode: fields.mode,
    text: fields.text,
    bytes: fields.bytes,
    limitBytes: fields.limitBytes,
    bom: fields.bom,
  } as ParsedRobots;
  lazyLinesAndGroups(parsed, index);
  parsed.sitemaps = fields.sitemaps;
  parsed.orphanRules = fields.orphanRules;
  parsed.cuts = fields.cuts;
  INDEXES.set(parsed, index);
  return parsed;
}
