// What crosses the worker boundary, made proportional to what changed. The worker
// keeps the last reply of each kind it sent; the next one names only what differs
// from it. One edit in a 500 KiB file changes a handful of groups, findings and
// verdicts, and shifts the rest by the same number of characters, lines and
// groups: those travel as "the item you have, shifted", not as data.
//
// A shift moves only what lies past the edit: offsets from the end of the edited
// region, lines from the line it ends on, groups from the first group that starts
// there. What lies before keeps its numbers, so a verdict or a crawler row whose
// lines sit on both sides of the edit is still "the one you have, shifted".
//
// Both ends hold the same base because the port keeps message order: the encoder's
// last sent reply is the decoder's last received one, stale or not (the client
// decodes every reply before it decides whether the page still wants it). A fresh
// worker has no base and sends everything; the client forgets its base with the
// old port.
//
// The page's texts travel the same way the other way: an analyze or load names
// only its change from the last text posted on the port (postedText, undone by
// receivedText at the worker's end).
//
// Every reuse is checked: an item is sent as "reuse" only when the base item,
// shifted, is deep-equal to the new one, so a decoded reply is always exactly the
// reply the session made.

import type { RobotsDiagnostic } from '../core/lint/types.ts';
import type {
  AheadMessage,
  AnalysisReply,
  AnalysisSummary,
  DecisionsReply,
  GroupSummary,
  LintReply,
  QueryCell,
  ReportReply,
  TextUpdate,
  TokenSelection,
  WorkerReply,
  WorkerRequest,
} from './protocol.ts';

/** How the text moved between two revisions, past the edited region. */
export interface Shift {
  /** UTF-16 offsets: how far those at or past `atChar` move. */
  chars: number;
  /** 1-based line numbers: how far those at or past `atLine` move. */
  lines: number;
  /** Group indices: how far those at or past `atGroup` move. */
  groups: number;
  /** The base's first offset past the edited region. */
  atChar: number;
  /** The base's line on which the edited region ends. */
  atLine: number;
  /** The base's first group that starts at or past `atLine`. */
  atGroup: number;
}

const NO_SHIFT: Shift = { chars: 0, lines: 0, groups: 0, atChar: 0, atLine: 0, atGroup: 0 };

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

/**
 * A string sent whole, or as a kept prefix and suffix of the base around new
 * middle text (a request's TextUpdate without its length check).
 */
export type StringUpdate = { full: string } | Omit<TextUpdate, 'length'>;

/** An analysis on the wire: the summary's big lists as updates against the previous one. */
export interface AnalysisMessage extends Omit<AnalysisReply, 'summary'> {
  wire: 'analysis';
  shift: Shift;
  summary: Omit<AnalysisSummary, 'groups' | 'tokens' | 'lineKinds'> & {
    groups: ListUpdate<GroupSummary>;
    tokens: ListUpdate<TokenSelection>;
    lineKinds: StringUpdate;
  };
}

/** Lint findings on the wire: the list as an update against the previous one. */
export interface LintMessage extends Omit<LintReply, 'diagnostics'> {
  wire: 'lint';
  shift: Shift;
  diagnostics: ListUpdate<RobotsDiagnostic>;
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

/**
 * One value against its base: `0` (the base value as it is), `1` (the base value
 * shifted) or the value itself.
 */
export type Reuse<T> = T | 0 | 1;

/** The parts of a report that travel as reuses of the previous report's. */
type ReportParts = 'urls' | 'rows' | 'categories' | 'policy' | 'signals' | 'proposals';

/**
 * A crawler report on the wire: each row (registry order, so a row's place names
 * its crawler) and each other part as a reuse of the previous report's.
 */
export interface ReportMessage extends Omit<ReportReply, ReportParts> {
  wire: 'report';
  shift: Shift;
  urls: Reuse<ReportReply['urls']>;
  rows: Reuse<ReportReply['rows'][number]>[];
  categories: Reuse<ReportReply['categories']>;
  policy: Reuse<ReportReply['policy']>;
  signals: Reuse<ReportReply['signals']>;
  proposals: Reuse<ReportReply['proposals']>;
}

/** Any message the worker posts: an encoded analysis, decisions or report, or another reply as it is. */
export type WireMessage =
  | AnalysisMessage
  | LintMessage
  | DecisionsMessage
  | ReportMessage
  | Exclude<WorkerReply, AnalysisReply | LintReply | DecisionsReply | ReportReply>;

// Field names whose numbers move with an edit. A field is shifted by name wherever
// it sits; a wrong guess only costs a reuse, since every reuse is checked.
const LINE_FIELDS = new Set(['line', 'startLine', 'endLine', 'records', 'orphanRules']);
const CHAR_FIELDS = new Set(['from', 'to']);
const GROUP_FIELDS = new Set(['index', 'group', 'groups', 'starGroups']);

/** How one kind of number moves: those at or past `at` by `by`. */
interface Move {
  by: number;
  at: number;
}

const STAY: Move = { by: 0, at: 0 };

/**
 * `value` with every line, offset and group-index field at or past the edit
 * moved by `shift`; shares unchanged parts.
 */
export function shiftValue<T>(value: T, shift: Shift): T {
  if (isZero(shift)) return value;
  return shiftAny(value, STAY, shift) as T;
}

function shiftAny(value: unknown, move: Move, shift: Shift): unknown {
  if (typeof value === 'number') return value >= move.at ? value + move.by : value;
  if (Array.isArray(value)) return value.map((v) => shiftAny(v, move, shift));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const next: Move = LINE_FIELDS.has(key)
      ? { by: shift.lines, at: shift.atLine }
      : CHAR_FIELDS.has(key)
        ? { by: shift.chars, at: shift.atChar }
        : GROUP_FIELDS.has(key)
          ? { by: shift.groups, at: shift.atGroup }
          : STAY;
    out[key] = next.by === 0 && typeof v !== 'object' ? v : shiftAny(v, next, shift);
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
 * gained in the differing middle (LF, CR and CRLF each end a line), from where.
 * `groups` and `atGroup` are left 0 for the caller to fill in (see withGroups).
 */
export function textShift(base: string, next: string): Shift {
  const { head, tail } = commonEnds(base, next);
  // Widen by one on each side so a CR/LF pair split by the edit is counted whole.
  const from = Math.max(0, head - 1);
  const end = base.length - tail;
  return {
    chars: next.length - base.length,
    lines:
      countBreaks(next, from, next.length - tail + 1) -
      countBreaks(base, from, base.length - tail + 1),
    groups: 0,
    atChar: end,
    atLine: 1 + countBreaks(base, 0, end),
    atGroup: 0,
  };
}

/**
 * `shift` with the change in group count: groups of the base (their first lines,
 * in order) that start at or past the edit's line move by it.
 */
export function withGroups(shift: Shift, baseStarts: readonly number[], groups: number): Shift {
  let atGroup = 0;
  while (atGroup < baseStarts.length && (baseStarts[atGroup] as number) < shift.atLine) atGroup++;
  return { ...shift, groups: groups - baseStarts.length, atGroup };
}

/**
 * The lengths of the longest common prefix and (not overlapping it) suffix of two
 * strings. On every keystroke the texts are a whole file long and differ in a few
 * characters: blocks are compared as strings (in native code, where a slice costs
 * no copy) and only the last block character by character.
 */
export function commonEnds(a: string, b: string): { head: number; tail: number } {
  const limit = Math.min(a.length, b.length);
  let head = 0;
  while (head + BLOCK <= limit && a.slice(head, head + BLOCK) === b.slice(head, head + BLOCK)) {
    head += BLOCK;
  }
  while (head < limit && a.charCodeAt(head) === b.charCodeAt(head)) head++;
  const room = limit - head;
  let tail = 0;
  while (
    tail + BLOCK <= room &&
    a.slice(a.length - tail - BLOCK, a.length - tail) ===
      b.slice(b.length - tail - BLOCK, b.length - tail)
  ) {
    tail += BLOCK;
  }
  while (tail < room && a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)) {
    tail++;
  }
  return { head, tail };
}

/** Characters compared at once by commonEnds. */
const BLOCK = 2048;

/** Line breaks (LF, CRLF, lone CR) that end in `[from, to)` of `text`. */
export function countBreaks(text: string, from: number, to: number): number {
  const end = Math.min(to, text.length);
  if (from >= end) return 0;
  const cr = text.indexOf('\r', from);
  if (cr === -1 || cr >= end) {
    // LF only, the common case: found by the native search.
    let n = 0;
    for (let i = text.indexOf('\n', from); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
    return n;
  }
  let n = 0;
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
  if (base === next) return { head: next.length, tail: 0, middle: '' };
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

/** A message that carries a text: an analyze or a load request, or a text sent ahead. */
export type TextRequest = Extract<WorkerRequest, { type: 'analyze' | 'load' }> | AheadMessage;

/**
 * `request` as the page posts it to a port whose last text was `sent` (null: none
 * yet, a fresh worker): with its text whole, or, when the change from `sent` is
 * less than half the text, with that change alone (AnalyzeRequest.textUpdate).
 */
export function postedText<R extends TextRequest>(request: R, sent: string | null): R {
  if (sent === null) return request;
  const update = diffString(sent, request.text);
  if ('full' in update || 2 * update.middle.length > request.text.length) return request;
  return { ...request, text: '', textUpdate: { ...update, length: request.text.length } };
}

/**
 * The request the session reads, from one the port delivered after `last`, the
 * text of the port's previous analyze or load: its text rebuilt when it came as a
 * change. Throws when the change does not fit `last`.
 */
export function receivedText<R extends TextRequest>(request: R, last: string | null): R {
  const update = request.textUpdate;
  if (update === undefined) return request;
  const text = applyString(last, update);
  if (text.length !== update.length) throw new Error('A text update arrived for another text.');
  const whole = { ...request, text };
  delete whole.textUpdate;
  return whole;
}

/** `next` as a reuse of `base`: 0 when equal, 1 when equal once `base` is shifted, else `next`. */
export function reuseOf<T>(base: T | undefined, next: T, shift: Shift): Reuse<T> {
  if (base === undefined) return next;
  if (deepEqual(base, next)) return 0;
  if (!isZero(shift) && deepEqual(shiftValue(base, shift), next)) return 1;
  return next;
}

/** The value a reuse stands for; throws when it names a base that is not there. */
export function fromReuse<T>(base: T | undefined, value: Reuse<T>, shift: Shift): T {
  if (value !== 0 && value !== 1) return value;
  if (base === undefined) throw new Error('An update arrived without the value it updates.');
  return value === 0 ? base : shiftValue(base, shift);
}

function isZero(shift: Shift): boolean {
  return shift.chars === 0 && shift.lines === 0 && shift.groups === 0;
}

function cellKey(cell: Pick<QueryCell, 'agent' | 'url' | 'mode'>): string {
  return `${cell.agent}\u0000${cell.url}\u0000${cell.mode}`;
}

type Grid = Pick<DecisionsReply, 'agents' | 'urls' | 'modes' | 'cells'>;

/**
 * The cells of `base` when they stand where the `count` cells of a grid of
 * `agents` × `urls` × `modes` stand: both whole grids (agent-major, then URL, then
 * mode) of the same agents, URLs and modes in the same order, as one keystroke's
 * decisions and the last are. Else null, and cells are matched by key.
 */
function samePositions(
  base: Grid | null | undefined,
  { agents, urls, modes }: Omit<Grid, 'cells'>,
  count: number,
): readonly QueryCell[] | null {
  const size = agents.length * urls.length * modes.length;
  if (!base || count !== size || base.cells.length !== size) return null;
  const same = (a: readonly string[], b: readonly string[]): boolean =>
    a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
  return same(base.agents, agents) && same(base.urls, urls) && same(base.modes, modes)
    ? base.cells
    : null;
}

/** The cells of `base` by key. */
function cellsByKey(base: Grid | null | undefined): Map<string, QueryCell> {
  const byKey = new Map<string, QueryCell>();
  for (const cell of base?.cells ?? []) byKey.set(cellKey(cell), cell);
  return byKey;
}

/** A revision's text and its groups' first lines: what shifts are computed from. */
interface TextBase {
  text: string;
  starts: readonly number[];
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
  // The text and group starts of the latest revision analysed, for shifting
  // decisions and reports made against an older one. Only the latest matters:
  // queries are for it.
  let latest: ({ revision: number } & TextBase) | null = null;
  let decisions: ({ reply: DecisionsReply } & TextBase) | null = null;
  let report: ({ reply: ReportReply } & TextBase) | null = null;
  let lint: ({ reply: LintReply } & TextBase) | null = null;

  /** How the text moved from `base`'s revision to the latest one; null when `revision` is not the latest. */
  function shiftFrom(
    base: TextBase | null,
    revision: number,
  ): ({ shift: Shift } & TextBase) | null {
    const current = latest && latest.revision === revision ? latest : null;
    if (!current) return null;
    const shift: Shift = base
      ? withGroups(textShift(base.text, current.text), base.starts, current.starts.length)
      : NO_SHIFT;
    return { shift, text: current.text, starts: current.starts };
  }

  function encodeAnalysis(reply: AnalysisReply, text: string): AnalysisMessage {
    const summary = reply.summary;
    const base = analysis && analysis.summary.mode === summary.mode ? analysis : null;
    const shift: Shift = base
      ? withGroups(
          textShift(base.text, text),
          base.summary.groups.map((g) => g.startLine),
          summary.groups.length,
        )
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
        tokens: diffList(base?.summary.tokens ?? null, summary.tokens, NO_SHIFT),
        lineKinds: diffString(base?.summary.lineKinds ?? null, summary.lineKinds),
      },
    };
    analysis = { text, summary };
    latest = { revision: reply.revision, text, starts: summary.groups.map((g) => g.startLine) };
    return message;
  }

  function encodeDecisions(reply: DecisionsReply): WireMessage {
    const moved = shiftFrom(decisions, reply.revision);
    if (!moved) {
      // Sent whole; with no text to shift from, so is the next one.
      decisions = null;
      return { ...reply, wire: 'decisions', shift: NO_SHIFT };
    }
    const { shift } = moved;
    const same = samePositions(decisions?.reply, reply, reply.cells.length);
    const byKey = same ? null : cellsByKey(decisions?.reply);
    const cells = reply.cells.map((cell, i) =>
      reuseOf(same ? same[i] : byKey?.get(cellKey(cell)), cell, shift),
    );
    decisions = { reply, text: moved.text, starts: moved.starts };
    return { ...reply, wire: 'decisions', shift, cells };
  }

  function encodeLint(reply: LintReply): WireMessage {
    const moved = shiftFrom(lint, reply.revision);
    const base = moved && lint ? lint.reply.diagnostics : null;
    // Without a shift to the latest text there is no base to name: sent whole, and
    // the next one too.
    lint = moved ? { reply, text: moved.text, starts: moved.starts } : null;
    const shift = moved?.shift ?? NO_SHIFT;
    return { ...reply, wire: 'lint', shift, diagnostics: diffList(base, reply.diagnostics, shift) };
  }

  function encodeReport(reply: ReportReply): WireMessage {
    const moved = shiftFrom(report, reply.revision);
    // A report of another mode shares little with the last one: sent whole.
    const base = report && report.reply.mode === reply.mode ? report.reply : null;
    if (!moved || !base) {
      report = moved ? { reply, text: moved.text, starts: moved.starts } : null;
      return { ...reply, wire: 'report', shift: NO_SHIFT };
    }
    const { shift } = moved;
    report = { reply, text: moved.text, starts: moved.starts };
    const sameUrls = deepEqual(base.urls, reply.urls);
    return {
      ...reply,
      wire: 'report',
      shift,
      urls: sameUrls ? 0 : reply.urls,
      // Rows are in registry order; verdicts only line up when the URLs did not change.
      rows: sameUrls
        ? reply.rows.map((row, i) => {
            const old = base.rows[i];
            return old && old.token === row.token ? reuseOf(old, row, shift) : row;
          })
        : reply.rows,
      categories: reuseOf(base.categories, reply.categories, shift),
      policy: reuseOf(base.policy, reply.policy, shift),
      signals: reuseOf(base.signals, reply.signals, shift),
      proposals: reuseOf(base.proposals, reply.proposals, shift),
    };
  }

  return {
    encode(reply, text) {
      if (reply.type === 'analysis') return encodeAnalysis(reply, text);
      if (reply.type === 'loaded') {
        // A helper's revision: later replies shift from this text and its groups.
        const { groupStarts, ...message } = reply;
        latest = { revision: reply.revision, text, starts: groupStarts ?? [] };
        return message;
      }
      if (reply.type === 'lint') return encodeLint(reply);
      if (reply.type === 'decisions') return encodeDecisions(reply);
      if (reply.type === 'report') return encodeReport(reply);
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
  let report: ReportReply | null = null;
  let lint: LintReply | null = null;

  function decodeAnalysis(message: AnalysisMessage): AnalysisReply {
    const { summary: wire, shift } = message;
    const base = analysis && analysis.mode === wire.mode ? analysis : null;
    const summary: AnalysisSummary = {
      ...wire,
      groups: applyList(base?.groups ?? null, wire.groups, shift),
      tokens: applyList(base?.tokens ?? null, wire.tokens, NO_SHIFT),
      lineKinds: applyString(base?.lineKinds ?? null, wire.lineKinds),
    };
    analysis = summary;
    return { type: 'analysis', id: message.id, revision: message.revision, summary };
  }

  function decodeDecisions(message: DecisionsMessage): DecisionsReply {
    const { agents, urls, modes, shift } = message;
    const same = samePositions(decisions, message, message.cells.length);
    let byKey: Map<string, QueryCell> | null = null;
    const cells = message.cells.map((cell, i): QueryCell => {
      if (typeof cell !== 'number') return cell;
      if (same) return fromReuse(same[i], cell, shift);
      byKey ??= cellsByKey(decisions);
      // Cells are agent-major, then URL, then mode: the position names the key.
      const m = i % modes.length;
      const u = Math.floor(i / modes.length) % urls.length;
      const a = Math.floor(i / (modes.length * urls.length));
      const key = cellKey({
        agent: agents[a] ?? '',
        url: urls[u] ?? '',
        mode: modes[m] ?? 'google',
      });
      return fromReuse(byKey.get(key), cell, shift);
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
    if (message.truncated) reply.truncated = message.truncated;
    decisions = reply;
    return reply;
  }

  function decodeLint(message: LintMessage): LintReply {
    const reply: LintReply = {
      type: 'lint',
      id: message.id,
      revision: message.revision,
      mode: message.mode,
      diagnostics: applyList(lint?.diagnostics ?? null, message.diagnostics, message.shift),
      fixAll: message.fixAll,
      lintMs: message.lintMs,
    };
    lint = reply;
    return reply;
  }

  function decodeReport(message: ReportMessage): ReportReply {
    const { shift } = message;
    const base = report;
    const reply: ReportReply = {
      type: 'report',
      id: message.id,
      revision: message.revision,
      mode: message.mode,
      timing: message.timing,
      urls: fromReuse(base?.urls, message.urls, shift),
      rows: message.rows.map((row, i) => fromReuse(base?.rows[i], row, shift)),
      categories: fromReuse(base?.categories, message.categories, shift),
      policy: fromReuse(base?.policy, message.policy, shift),
      signals: fromReuse(base?.signals, message.signals, shift),
      proposals: fromReuse(base?.proposals, message.proposals, shift),
    };
    if (message.truncated) reply.truncated = message.truncated;
    report = reply;
    return reply;
  }

  return {
    decode(message) {
      if ('wire' in message && message.wire === 'analysis') return decodeAnalysis(message);
      if ('wire' in message && message.wire === 'lint') return decodeLint(message);
      if ('wire' in message && message.wire === 'decisions') return decodeDecisions(message);
      if ('wire' in message && message.wire === 'report') return decodeReport(message);
      return message as WorkerReply;
    },
  };
}
