// What crosses the worker boundary, made proportional to what changed. The worker
// keeps the last reply of each kind it sent; the next one names only what differs
// from it. One edit in a 500 KiB file changes a handful of groups, findings and
// verdicts, and shifts the rest by the same number of characters, lines and
// groups: those travel as "the item you have, shifted", not as data.
//
// Both ends hold the same base because the port keeps message order: the encoder's
// last sent reply is the decoder's last received one, stale or not (the client
// decodes every reply before it decides whether the page still wants it). A fresh
// worker has no base and sends everything; the client forgets its base with the
// old port.
//
// Every reuse is checked: an item is sent as "reuse" only when the base item,
// shifted, is deep-equal to the new one, so a decoded reply is always exactly the
// reply the session made.

import type { RobotsDiagnostic } from '../core/lint/types.ts';
import type {
  AnalysisReply,
  AnalysisSummary,
  DecisionsReply,
  GroupSummary,
  QueryCell,
  TokenSelection,
  WorkerReply,
} from './protocol.ts';

/** How the text moved between two revisions, past the edited region. */
export interface Shift {
  /** UTF-16 offsets. */
  chars: number;
  /** 1-based line numbers. */
  lines: number;
  /** Group indices. */
  groups: number;
}

const NO_SHIFT: Shift = { chars: 0, lines: 0, groups: 0 };

/** A list sent whole, or as a run kept from the base's start, new items, and a run kept (shifted) from its end. */
export type ListUpdate<T> =
  | { full: T[] }
  | {
      /** Items kept unchanged from the start of the base list. */
      head: number;
      /** Items kept from the end of the base list, each shifted. */
      tail: number;
      items: T[];
    };

/** A string sent whole, or as a kept prefix and suffix of the base around new middle text. */
export type StringUpdate = { full: string } | { head: number; tail: number; middle: string };

/** An analysis on the wire: the summary's big lists as updates against the previous one. */
export interface AnalysisMessage extends Omit<AnalysisReply, 'summary'> {
  wire: 'analysis';
  shift: Shift;
  summary: Omit<AnalysisSummary, 'groups' | 'diagnostics' | 'tokens' | 'lineKinds'> & {
    groups: ListUpdate<GroupSummary>;
    diagnostics: ListUpdate<RobotsDiagnostic>;
    tokens: ListUpdate<TokenSelection>;
    lineKinds: StringUpdate;
  };
}

/**
 * Decisions on the wire: a cell is sent, or `0` (the base cell for the same agent,
 * URL and mode, as it is) or `1` (that cell shifted by `shift`).
 */
export interface DecisionsMessage extends Omit<DecisionsReply, 'cells'> {
  wire: 'decisions';
  shift: Shift;
  cells: (QueryCell | 0 | 1)[];
}

/** Any message the worker posts: an encoded analysis or decisions, or another reply as it is. */
export type WireMessage =
  AnalysisMessage | DecisionsMessage | Exclude<WorkerReply, AnalysisReply | DecisionsReply>;

// Field names whose numbers move with an edit. A field is shifted by name wherever
// it sits; a wrong guess only costs a reuse, since every reuse is checked.
const LINE_FIELDS = new Set(['line', 'startLine', 'endLine', 'records', 'orphanRules']);
const CHAR_FIELDS = new Set(['from', 'to']);
const GROUP_FIELDS = new Set(['index', 'group', 'groups', 'starGroups']);

/** `value` with every line, offset and group-index field moved by `shift`; shares unchanged parts. */
export function shiftValue<T>(value: T, shift: Shift): T {
  if (shift.chars === 0 && shift.lines === 0 && shift.groups === 0) return value;
  return shiftAny(value, 0, shift) as T;
}

function shiftAny(value: unknown, by: number, shift: Shift): unknown {
  if (typeof value === 'number') return value + by;
  if (Array.isArray(value)) return value.map((v) => shiftAny(v, by, shift));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const move = LINE_FIELDS.has(key)
      ? shift.lines
      : CHAR_FIELDS.has(key)
        ? shift.chars
        : GROUP_FIELDS.has(key)
          ? shift.groups
          : 0;
    out[key] = move === 0 && typeof v !== 'object' ? v : shiftAny(v, move, shift);
  }
  return out;
}

/** Structural equality of plain data (what structured clone carries: no cycles, no maps). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) {
      return false;
    }
  }
  return true;
}

/**
 * How `next` differs from `base` as text: the length change, and the line breaks
 * gained in the differing middle (LF, CR and CRLF each end a line). `groups` is
 * left 0 for the caller to fill in.
 */
export function textShift(base: string, next: string): Shift {
  const { head, tail } = commonEnds(base, next);
  // Widen by one on each side so a CR/LF pair split by the edit is counted whole.
  const from = Math.max(0, head - 1);
  return {
    chars: next.length - base.length,
    lines:
      countBreaks(next, from, next.length - tail + 1) -
      countBreaks(base, from, base.length - tail + 1),
    groups: 0,
  };
}

/** The lengths of the longest common prefix and (not overlapping it) suffix of two strings. */
function commonEnds(a: string, b: string): { head: number; tail: number } {
  const limit = Math.min(a.length, b.length);
  let head = 0;
  while (head < limit && a.charCodeAt(head) === b.charCodeAt(head)) head++;
  let tail = 0;
  while (
    tail < limit - head &&
    a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)
  ) {
    tail++;
  }
  return { head, tail };
}

function countBreaks(text: string, from: number, to: number): number {
  let n = 0;
  const end = Math.min(to, text.length);
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) n++;
    else if (c === 13 && (i + 1 >= end || text.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

/** The update that turns `base` into `next`; `full` when nothing useful can be kept. */
export function diffList<T>(
  base: readonly T[] | null,
  next: readonly T[],
  shift: Shift,
): ListUpdate<T> {
  if (!base) return { full: [...next] };
  const limit = Math.min(base.length, next.length);
  let head = 0;
  while (head < limit && deepEqual(base[head], next[head])) head++;
  let tail = 0;
  while (
    tail < limit - head &&
    deepEqual(shiftValue(base[base.length - 1 - tail], shift), next[next.length - 1 - tail])
  ) {
    tail++;
  }
  if (head === 0 && tail === 0) return { full: [...next] };
  return { head, tail, items: next.slice(head, next.length - tail) };
}

/** Applies a list update to `base`; returns `base` itself when nothing changed. */
export function applyList<T>(base: readonly T[] | null, update: ListUpdate<T>, shift: Shift): T[] {
  if ('full' in update) return update.full;
  if (!base || update.head + update.tail > base.length) {
    throw new Error('A list update arrived without the list it updates.');
  }
  if (update.items.length === 0 && update.head + update.tail === base.length && isZero(shift)) {
    return base as T[];
  }
  const out = base.slice(0, update.head);
  for (const item of update.items) out.push(item);
  for (let i = base.length - update.tail; i < base.length; i++) {
    out.push(shiftValue(base[i] as T, shift));
  }
  return out;
}

/** The update that turns string `base` into `next`. */
export function diffString(base: string | null, next: string): StringUpdate {
  if (base === null) return { full: next };
  const { head, tail } = commonEnds(base, next);
  return { head, tail, middle: next.slice(head, next.length - tail) };
}

/** Applies a string update to `base`. */
export function applyString(base: string | null, update: StringUpdate): string {
  if ('full' in update) return update.full;
  if (base === null || update.head + update.tail > base.length) {
    throw new Error('A text update arrived without the text it updates.');
  }
  if (update.middle === '' && update.head + update.tail === base.length) return base;
  return base.slice(0, update.head) + update.middle + base.slice(base.length - update.tail);
}

function isZero(shift: Shift): boolean {
  return shift.chars === 0 && shift.lines === 0 && shift.groups === 0;
}

function cellKey(cell: Pick<QueryCell, 'agent' | 'url' | 'mode'>): string {
  return `${cell.agent}\u0000${cell.url}\u0000${cell.mode}`;
}

interface AnalysisBase {
  text: string;
  summary: AnalysisSummary;
}

/** The worker's end: encodes each reply against the last one of its kind it sent. */
export interface WireEncoder {
  /** The message to post for `reply`; `text` is the analysed text (for `analysis` replies). */
  encode(reply: WorkerReply, text: string): WireMessage;
}

/** Creates an encoder with no base (its first messages are sent whole). */
export function createWireEncoder(): WireEncoder {
  let analysis: AnalysisBase | null = null;
  // The text and group count of each revision analysed, for shifting decisions
  // made against an older one. Only the latest matters: queries are for it.
  let latest: { revision: number; text: string; groups: number } | null = null;
  let decisions: { reply: DecisionsReply; text: string; groups: number } | null = null;

  function encodeAnalysis(reply: AnalysisReply, text: string): AnalysisMessage {
    const summary = reply.summary;
    const base = analysis && analysis.summary.mode === summary.mode ? analysis : null;
    const shift: Shift = base
      ? {
          ...textShift(base.text, text),
          groups: summary.groups.length - base.summary.groups.length,
        }
      : NO_SHIFT;
    const message: AnalysisMessage = {
      type: 'analysis',
      wire: 'analysis',
      id: reply.id,
      revision: reply.revision,
      shift,
      summary: {
        ...summary,
        groups: diffList(base?.summary.groups ?? null, summary.groups, shift),
        diagnostics: diffList(base?.summary.diagnostics ?? null, summary.diagnostics, shift),
        tokens: diffList(base?.summary.tokens ?? null, summary.tokens, NO_SHIFT),
        lineKinds: diffString(base?.summary.lineKinds ?? null, summary.lineKinds),
      },
    };
    analysis = { text, summary };
    latest = { revision: reply.revision, text, groups: summary.groups.length };
    return message;
  }

  function encodeDecisions(reply: DecisionsReply): WireMessage {
    const current = latest && latest.revision === reply.revision ? latest : null;
    if (!current) return { ...reply, wire: 'decisions', shift: NO_SHIFT };
    const base = decisions;
    const shift: Shift = base
      ? { ...textShift(base.text, current.text), groups: current.groups - base.groups }
      : NO_SHIFT;
    const byKey = new Map<string, QueryCell>();
    for (const cell of base?.reply.cells ?? []) byKey.set(cellKey(cell), cell);
    const cells = reply.cells.map((cell): QueryCell | 0 | 1 => {
      const old = byKey.get(cellKey(cell));
      if (!old) return cell;
      if (deepEqual(old, cell)) return 0;
      if (!isZero(shift) && deepEqual(shiftValue(old, shift), cell)) return 1;
      return cell;
    });
    decisions = { reply, text: current.text, groups: current.groups };
    return { ...reply, wire: 'decisions', shift, cells };
  }

  return {
    encode(reply, text) {
      if (reply.type === 'analysis') return encodeAnalysis(reply, text);
      if (reply.type === 'decisions') return encodeDecisions(reply);
      return reply;
    },
  };
}

/** The page's end: turns each message back into the reply the session made. */
export interface WireDecoder {
  /** The reply `message` encodes; throws when it refers to a base this decoder never saw. */
  decode(message: WireMessage): WorkerReply;
}

/** Creates a decoder with no base (for a fresh worker). */
export function createWireDecoder(): WireDecoder {
  let analysis: AnalysisSummary | null = null;
  let decisions: DecisionsReply | null = null;

  function decodeAnalysis(message: AnalysisMessage): AnalysisReply {
    const { summary: wire, shift } = message;
    const base = analysis && analysis.mode === wire.mode ? analysis : null;
    const summary: AnalysisSummary = {
      ...wire,
      groups: applyList(base?.groups ?? null, wire.groups, shift),
      diagnostics: applyList(base?.diagnostics ?? null, wire.diagnostics, shift),
      tokens: applyList(base?.tokens ?? null, wire.tokens, NO_SHIFT),
      lineKinds: applyString(base?.lineKinds ?? null, wire.lineKinds),
    };
    analysis = summary;
    return { type: 'analysis', id: message.id, revision: message.revision, summary };
  }

  function decodeDecisions(message: DecisionsMessage): DecisionsReply {
    const byKey = new Map<string, QueryCell>();
    for (const cell of decisions?.cells ?? []) byKey.set(cellKey(cell), cell);
    const { agents, urls, modes, shift } = message;
    const cells = message.cells.map((cell, i): QueryCell => {
      if (typeof cell !== 'number') return cell;
      // Cells are agent-major, then URL, then mode: the position names the key.
      const m = i % modes.length;
      const u = Math.floor(i / modes.length) % urls.length;
      const a = Math.floor(i / (modes.length * urls.length));
      const key = cellKey({
        agent: agents[a] ?? '',
        url: urls[u] ?? '',
        mode: modes[m] ?? 'google',
      });
      const old = byKey.get(key);
      if (!old) throw new Error('A verdict update arrived without the verdict it updates.');
      return cell === 0 ? old : shiftValue(old, shift);
    });
    const reply: DecisionsReply = {
      type: 'decisions',
      id: message.id,
      revision: message.revision,
      agents,
      urls,
      modes,
      cells,
      selections: message.selections,
      elapsedMs: message.elapsedMs,
    };
    decisions = reply;
    return reply;
  }

  return {
    decode(message) {
      if ('wire' in message && message.wire === 'analysis') return decodeAnalysis(message);
      if ('wire' in message && message.wire === 'decisions') return decodeDecisions(message);
      return message as WorkerReply;
    },
  };
}
