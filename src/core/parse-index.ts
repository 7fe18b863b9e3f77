// The parse as numbers: what parseRobots reads, kept in typed arrays (one row
// of offsets per line, one entry per user-agent line and per group), and the
// ParsedLine / ParsedGroup objects built from them when a reader first asks.
//
// A 500 KiB file has tens of thousands of lines. Building an object (and its
// spans and strings) per line while reading made the parse mostly allocation
// and garbage collection; the compiler and a first verdict need none of them
// (they read the rule table, ./rule-table.ts, and the agents here). Readers of
// `ParsedRobots.lines` and `.groups` (lint, report, explain, the worker's
// summary) get the same objects as before, built once on first read.

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
} from './types.ts';

/** Cells of one line row in ParseIndex.cells (UTF-16 offsets, -1 when absent). */
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
  /** Lines read (`cells` may have room for more rows). */
  lineCount: number;
  /** LINE_STRIDE cells per line, row `line - 1`. */
  cells: Int32Array;
  /** The key readings the META cells point to; index 0 is unused. */
  readings: KeyReading[];
  /** By group: its first line, last line and first agent index. */
  groupStartLine: number[];
  groupEndLine: number[];
  groupFirstAgent: number[];
  /** By user-agent line of a group, in file order: its line, name and AGENT_* flags. */
  agentLine: number[];
  agentToken: string[];
  agentFlags: number[];
  table: RuleTable;
}

const INDEXES = new WeakMap<ParsedRobots, ParseIndex>();

/** The index parseRobots kept for `parsed`, if it made it (parse results are read-only). */
export function parseIndexOf(parsed: ParsedRobots): ParseIndex | undefined {
  return INDEXES.get(parsed);
}

/** The kind of line `line` (1-based) as parsed, or `null` past the end. Never throws. */
export function lineKindOf(index: ParseIndex, line: number): LineKind | null {
  if (!(line >= 1 && line <= index.lineCount)) return null;
  const meta = index.cells[(line - 1) * LINE_STRIDE + LINE_META] as number;
  return LINE_KINDS[meta & 15] as LineKind;
}

function buildLines(index: ParseIndex): ParsedLine[] {
  const { text, cells, readings } = index;
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
  return lines;
}

function valueSpan(index: ParseIndex, line: number): { from: number; to: number; text: string } {
  const b = (line - 1) * LINE_STRIDE;
  const from = index.cells[b + VALUE_FROM] as number;
  const to = index.cells[b + VALUE_TO] as number;
  return { from, to, text: from === to ? '' : index.text.slice(from, to) };
}

function buildGroups(index: ParseIndex): ParsedGroup[] {
  const { cells, table, mode } = index;
  const count = index.groupStartLine.length;
  const groups = new Array<ParsedGroup>(count);
  for (let g = 0; g < count; g++) {
    const agents: GroupAgent[] = [];
    const agentEnd =
      g + 1 < count ? (index.groupFirstAgent[g + 1] as number) : index.agentLine.length;
    for (let a = index.groupFirstAgent[g] as number; a < agentEnd; a++) {
      const line = index.agentLine[a] as number;
      const span = valueSpan(index, line);
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
      const span = valueSpan(index, line);
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
    const records: number[] = [];
    for (let line = startLine; line <= endLine; line++) {
      const b = (line - 1) * LINE_STRIDE;
      if (((cells[b + LINE_META] as number) & 15) === KIND_OTHER && cells[b + LINE_GROUP] === g) {
        records.push(line);
      }
    }
    groups[g] = { index: g, agents, rules, records, startLine, endLine };
  }
  return groups;
}

// An enumerable property that builds its value on first read and then holds
// it as plain data, so spreading, structuredClone and deep equality see the
// same object a reader does.
function lazyProperty<K extends 'lines' | 'groups'>(
  parsed: ParsedRobots,
  key: K,
  build: () => ParsedRobots[K],
): void {
  Object.defineProperty(parsed, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = build();
      Object.defineProperty(parsed, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
      return value;
    },
    set(value: ParsedRobots[K]) {
      Object.defineProperty(parsed, key, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    },
  });
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
  lazyProperty(parsed, 'lines', () => buildLines(index));
  lazyProperty(parsed, 'groups', () => buildGroups(index));
  parsed.sitemaps = fields.sitemaps;
  parsed.orphanRules = fields.orphanRules;
  parsed.cuts = fields.cuts;
  INDEXES.set(parsed, index);
  return parsed;
}
