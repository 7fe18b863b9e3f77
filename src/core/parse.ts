// parseRobots: one pass over the text that yields every line, the groups, the
// sitemaps and what was not read. Total: every string gives a result.
//
// google-specific (robots.cc, RobotsTxtParser::Parse): a BOM at the start is
// skipped; lines end at LF, CR or CRLF; a line keeps at most 16663 UTF-8 bytes;
// keys are read by prefix with typos (./directives.ts); a user-agent line starts
// a new group only after a rule of the current group (HandleUserAgent); rule
// values are percent-normalised (MaybeEscapePattern).
// RFC 9309 §2.2: rfc mode reads only the exact keys, requires the colon, has no
// line cap; §2.5: a parse limit of at least 500 KiB (default 512000 bytes here).

import { readKey } from './directives';
import { readGroupName, type GroupName } from './agent';
import {
  asciiCodes,
  escapePatternGoogle,
  normalizeRfc,
  percentBytes,
  utf8Bytes,
  utf8Size,
} from './encoding';
import { isSpace, newLineSplit, splitLine, type LineSplit } from './lines';
import {
  AGENT_STAR,
  AGENT_VALID,
  COMMENT_FROM,
  COMMENT_TO,
  KEY_FROM,
  KEY_TO,
  KIND_ALLOW,
  KIND_BLANK,
  KIND_COMMENT,
  KIND_DISALLOW,
  KIND_INVALID,
  KIND_OTHER,
  KIND_SITEMAP,
  KIND_UNKNOWN,
  KIND_USER_AGENT,
  LINE_FROM,
  LINE_GROUP,
  LINE_META,
  LINE_MISSING_COLON,
  LINE_STRIDE,
  LINE_TO,
  LINE_TRUNCATED,
  READING_SHIFT,
  VALUE_FROM,
  VALUE_TO,
  parsedFromIndex,
  type ParseIndex,
} from './parse-index';
import { addRuleAt, addRuleString, finishTable, newTableBuilder, startGroup } from './rule-table';
import type { Cuts, KeyReading, Mode, ParseOptions, ParsedRobots, Sitemap } from './types.ts';

/** google-specific: the most bytes a line keeps (robots.cc: 2083 × 8 − 1). */
export const GOOGLE_LINE_CAP_BYTES = 16663;

/** The default parse limit in bytes (500 KiB, what Google's crawler reads; RFC 9309 §2.5). */
export const DEFAULT_LIMIT_BYTES = 512000;

/** Where a byte budget runs out inside `text[from, to)`. */
interface ByteCut {
  /** UTF-16 offset of the first character that does not fit completely. */
  offset: number;
  /** Bytes of `text[from, offset)`. */
  bytes: number;
  /** The UTF-8 bytes of the straddling character that still fit (may be empty). */
  partial: number[];
}

/** Walks `text[from, to)` until `budget` bytes are used; `offset === to` when all fit. */
function cutAtBytes(text: string, from: number, to: number, budget: number): ByteCut {
  let bytes = 0;
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    let size = 1;
    let units = 1;
    let cp = c;
    if (c >= 0x80) {
      if (c < 0x800) size = 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          size = 4;
          units = 2;
          cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        } else {
          size = 3;
          cp = 0xfffd;
        }
      } else {
        size = 3;
        if (c >= 0xd800 && c <= 0xdfff) cp = 0xfffd;
      }
    }
    if (bytes + size > budget) {
      const partial = utf8Bytes(cp).slice(0, budget - bytes);
      return { offset: i, bytes, partial };
    }
    bytes += size;
    i += units;
  }
  return { offset: to, bytes, partial: [] };
}

/**
 * True when `text[a, a + length)` and `text[b, b + length)` are the same,
 * read from `codes` (asciiCodes of the text) when there are any.
 */
function sameSpans(
  text: string,
  codes: Uint8Array | null,
  a: number,
  b: number,
  length: number,
): boolean {
  if (codes !== null) {
    for (let i = length - 1; i >= 0; i--) if (codes[a + i] !== codes[b + i]) return false;
    return true;
  }
  for (let i = length - 1; i >= 0; i--) {
    if (text.charCodeAt(a + i) !== text.charCodeAt(b + i)) return false;
  }
  return true;
}

function indexOrEnd(text: string, char: string, from: number): number {
  const i = text.indexOf(char, from);
  return i < 0 ? text.length : i;
}

// The code at `i`: from `codes` (asciiCodes of the text) when there are any.
function codeAt(text: string, codes: Uint8Array | null, i: number): number {
  return codes !== null ? (codes[i] as number) : text.charCodeAt(i);
}

/**
 * Fills `out` as splitLine would split a line known to have a `:` at `colon`
 * before any `#` (at `hash`, or -1) and no NUL, without a per-character scan;
 * `codes` is asciiCodes of the text (or `null`: the text is read as a string).
 * test/core/parse.test.ts checks it against scanLine.
 */
export function splitAtColon(
  text: string,
  codes: Uint8Array | null,
  from: number,
  to: number,
  colon: number,
  hash: number,
  mode: Mode,
  out: LineSplit,
): void {
  const google = mode === 'google';
  let s = from;
  while (isSpace(codeAt(text, codes, s), google)) s++;
  let e = hash < 0 ? to : hash;
  while (e > colon + 1 && isSpace(codeAt(text, codes, e - 1), google)) e--;
  let ke = colon;
  while (ke > s && isSpace(codeAt(text, codes, ke - 1), google)) ke--;
  let vs = colon + 1;
  while (vs < e && isSpace(codeAt(text, codes, vs), google)) vs++;
  out.status = ke === s ? 'invalid' : 'ok';
  out.keyFrom = s;
  out.keyTo = ke;
  out.valueFrom = vs;
  out.valueTo = e;
  out.commentFrom = hash;
  out.commentTo = hash < 0 ? -1 : to;
  out.missingColon = false;
  out.colon = colon;
  out.nul = -1;
}

/** The kind code (./parse-index.ts) of a key reading in `mode`. */
function kindOf(reading: KeyReading, mode: Mode): number {
  const d = reading.directive;
  if (d === null) return KIND_UNKNOWN;
  if (d === 'user-agent' || d === 'allow' || d === 'disallow' || d === 'sitemap') {
    // RFC 9309 §2.2: only the exact names; Google's typos and prefixes are unknown keys there.
    if (mode === 'rfc' && reading.match !== 'exact') return KIND_UNKNOWN;
    return d === 'user-agent'
      ? KIND_USER_AGENT
      : d === 'allow'
        ? KIND_ALLOW
        : d === 'disallow'
          ? KIND_DISALLOW
          : KIND_SITEMAP;
  }
  return KIND_OTHER;
}

const EMPTY_CELLS = new Int32Array(0);

/** Slots of the recent-key cache (a power of two). */
const KEY_SLOTS = 64;

// The line rows of the parse in progress are written here: parses are
// synchronous and never nested, so one scratch serves them all and the rows
// cost no fresh memory. They are not kept: the few readers that want line
// objects get them from a second read of the same text (ParseIndex.scanRows),
// which costs far less than keeping a row per line for every parse.
let scratchCells = EMPTY_CELLS;

function normaliseLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return DEFAULT_LIMIT_BYTES;
  return limit < 0 ? 0 : Math.floor(limit);
}

/**
 * Parses a robots.txt as `options.mode` reads it (default `'google'`), reading
 * at most `options.limitBytes` UTF-8 bytes (default 512000; the rest is reported
 * in `cuts.beyondLimit`). Offsets are UTF-16, lines 1-based. Never throws.
 *
 * The text is read into typed arrays (./parse-index.ts) and the rule table
 * (./rule-table.ts); `lines` and `groups` are built from them on first read.
 */
export function parseRobots(text: string, options: ParseOptions = {}): ParsedRobots {
  return read(text, options, false);
}

// The one reader. With `keepRows` it also writes a row per line into the
// scratch (what ParsedRobots.lines is built from); without, it keeps only what
// compiling and evaluating need.
function read(text: string, options: ParseOptions, keepRows: boolean): ParsedRobots {
  const mode: Mode = options.mode === 'rfc' ? 'rfc' : 'google';
  const google = mode === 'google';
  const limitBytes = normaliseLimit(options.limitBytes);
  // Most files are pure ASCII: then bytes = UTF-16 units, no line needs
  // counting, and the loop reads the codes from bytes rather than the string.
  const codes = asciiCodes(text);
  const total = codes !== null ? text.length : utf8Size(text);
  const ascii = total === text.length;
  const cuts: Cuts = { truncatedLines: [], beyondLimit: null };

  let end = text.length;
  if (total > limitBytes) {
    end = ascii ? limitBytes : cutAtBytes(text, 0, text.length, limitBytes).offset;
    cuts.beyondLimit = {
      offset: end,
      byte: limitBytes,
      bytesDropped: total - limitBytes,
      firstLine: 1,
    };
  }

  // google-specific: a BOM at the very start is skipped (robots.cc, Parse). In a
  // JavaScript string it is U+FEFF; partial BOM bytes cannot survive decoding.
  const bom = text.charCodeAt(0) === 0xfeff;
  const start = bom && end > 0 ? 1 : 0;

  // One row of LINE_STRIDE cells per line, in the shared scratch (grown by
  // doubling); copied out at its exact size once the lines are read.
  let cells = scratchCells;
  scratchCells = EMPTY_CELLS;
  const readings: KeyReading[] = [{ directive: null, match: 'unknown' }];
  const readingIndex = new Map<string, number>();
  const groupStartLine: number[] = [];
  const groupEndLine: number[] = [];
  const groupFirstAgent: number[] = [];
  const groupFirstRecord: number[] = [];
  const recordLine: number[] = [];
  // The kind of every line, kept on every read: the outline's colours need no rows.
  let lineKind = new Uint8Array(Math.max(1024, end >> 4));
  const agentLine: number[] = [];
  const agentToken: string[] = [];
  const agentFlags: number[] = [];
  const agentValue: number[] = [];
  const sitemaps: Sitemap[] = [];
  const orphanRules: number[] = [];
  // The same few keys and user-agent values repeat line after line: a key is
  // compared in place with the last one of its length and first character
  // (one slot each, holding where that key is in the text), a user-agent value
  // with the last two, before a fresh string is sliced.
  const slotFrom = new Int32Array(KEY_SLOTS);
  const slotLength = new Int32Array(KEY_SLOTS).fill(-1);
  const slotReadings = new Int32Array(KEY_SLOTS);
  // Kind code by reading index (readings are interned per key text).
  const readingKinds: number[] = [KIND_UNKNOWN];
  let recentAgentFrom0 = 0;
  let recentAgentLength0 = -1;
  let recentAgentFrom1 = 0;
  let recentAgentLength1 = -1;
  let recentName0: GroupName | null = null;
  let recentName1: GroupName | null = null;
  const split = newLineSplit();

  // The rule table compileRobots reads, filled as rules are read (./rule-table.ts).
  const table = newTableBuilder(end >> 5, google, text);

  // The current group (-1 before the first user-agent line) and whether it has a rule yet.
  let current = -1;
  let currentHasRule = false;
  let pos = start;
  let lineNo = 0;
  let nextLf = -1;
  let nextCr = -1;
  let nextHash = -1;
  let nextColon = -1;
  let nextNul = -1;
  let nextPercent = -1;
  // First line (1-based) after the current group's last member, or -1: blank,
  // comment, invalid and sitemap lines belong to a group only if it goes on after them.
  let pendingFrom = -1;
  for (;;) {
    // The next CR and LF are found with indexOf and remembered until passed.
    if (nextLf < pos) {
      nextLf = text.indexOf('\n', pos);
      if (nextLf < 0) nextLf = text.length;
    }
    if (nextCr < pos) {
      nextCr = text.indexOf('\r', pos);
      if (nextCr < 0) nextCr = text.length;
    }
    let le = nextLf < nextCr ? nextLf : nextCr;
    if (le > end) le = end;
    lineNo++;
    let readTo = le;
    let partialTail = '';
    let meta = 0;
    // A UTF-16 unit is at most 3 bytes, so short lines cannot reach the cap.
    if (google && (ascii ? le - pos : (le - pos) * 3) > GOOGLE_LINE_CAP_BYTES) {
      const cut = cutAtBytes(text, pos, le, GOOGLE_LINE_CAP_BYTES);
      if (cut.offset < le) {
        meta |= LINE_TRUNCATED;
        readTo = cut.offset;
        if (cut.partial.length > 0) partialTail = percentBytes(cut.partial);
        cuts.truncatedLines.push({
          line: lineNo,
          bytes: cut.bytes + cutAtBytes(text, cut.offset, le, Infinity).bytes,
          keptBytes: cut.bytes + cut.partial.length,
        });
      }
    }

    // Fast path: find `#`, `:` and NUL with indexOf (remembered until passed)
    // instead of a per-character loop; lines it cannot settle go to splitLine.
    if (nextHash < pos) nextHash = indexOrEnd(text, '#', pos);
    if (nextColon < pos) nextColon = indexOrEnd(text, ':', pos);
    if (google && nextNul < pos) nextNul = indexOrEnd(text, '\0', pos);
    if (nextColon < readTo && nextColon < nextHash && (!google || nextNul >= readTo)) {
      splitAtColon(
        text,
        codes,
        pos,
        readTo,
        nextColon,
        nextHash < readTo ? nextHash : -1,
        mode,
        split,
      );
    } else {
      splitLine(text, pos, readTo, mode, split);
    }

    let group = -1;
    if (split.status !== 'ok') {
      meta |=
        split.status === 'blank'
          ? KIND_BLANK
          : split.status === 'comment'
            ? KIND_COMMENT
            : KIND_INVALID;
      if (current >= 0 && pendingFrom < 0) pendingFrom = lineNo;
    } else {
      const kf = split.keyFrom;
      const kt = split.keyTo;
      const vf = split.valueFrom;
      const vt = split.valueTo;
      const keyLength = kt - kf;
      const slot = (keyLength * 7 + codeAt(text, codes, kf)) & (KEY_SLOTS - 1);
      let reading: number;
      if (
        keyLength === slotLength[slot] &&
        sameSpans(text, codes, kf, slotFrom[slot] as number, keyLength)
      ) {
        reading = slotReadings[slot] as number;
      } else {
        const keyText = text.slice(kf, kt);
        const known = readingIndex.get(keyText);
        if (known === undefined) {
          reading = readings.length;
          const r = readKey(keyText);
          readings.push(r);
          readingKinds.push(kindOf(r, mode));
          readingIndex.set(keyText, reading);
        } else {
          reading = known;
        }
        slotFrom[slot] = kf;
        slotLength[slot] = keyLength;
        slotReadings[slot] = reading;
      }
      const kind = readingKinds[reading] as number;
      meta |= kind | (reading << READING_SHIFT);
      if (split.missingColon) meta |= LINE_MISSING_COLON;
      if (kind === KIND_USER_AGENT) {
        if (current < 0 || currentHasRule) {
          pendingFrom = -1;
          current = groupStartLine.length;
          currentHasRule = false;
          groupStartLine.push(lineNo);
          groupEndLine.push(lineNo);
          groupFirstAgent.push(agentLine.length);
          groupFirstRecord.push(recordLine.length);
          startGroup(table);
        }
        const valueLength = vt - vf;
        let name: GroupName;
        if (
          recentName0 !== null &&
          valueLength === recentAgentLength0 &&
          sameSpans(text, codes, vf, recentAgentFrom0, valueLength)
        ) {
          name = recentName0;
        } else if (
          recentName1 !== null &&
          valueLength === recentAgentLength1 &&
          sameSpans(text, codes, vf, recentAgentFrom1, valueLength)
        ) {
          name = recentName1;
        } else {
          const value = vf === vt ? '' : text.slice(vf, vt);
          name = readGroupName(value, mode);
          recentAgentFrom1 = recentAgentFrom0;
          recentAgentLength1 = recentAgentLength0;
          recentName1 = recentName0;
          recentAgentFrom0 = vf;
          recentAgentLength0 = valueLength;
          recentName0 = name;
        }
        agentLine.push(lineNo);
        agentToken.push(name.token);
        agentFlags.push((name.star ? AGENT_STAR : 0) | (name.validToken ? AGENT_VALID : 0));
        agentValue.push(vf, vt);
        group = current;
      } else if (kind === KIND_ALLOW || kind === KIND_DISALLOW) {
        if (current < 0) {
          orphanRules.push(lineNo);
        } else {
          currentHasRule = true;
          group = current;
          const allow = kind === KIND_ALLOW;
          if (nextPercent < vf) nextPercent = indexOrEnd(text, '%', vf);
          if (google && ascii && nextPercent >= vt && partialTail === '') {
            // An ASCII value without `%` is its own pattern: read it in place.
            addRuleAt(table, lineNo, allow, vf, vt - vf);
          } else {
            const value = vf === vt ? '' : text.slice(vf, vt);
            let pattern = google ? escapePatternGoogle(value) : normalizeRfc(value, 'rule');
            // google-specific: a cap that splits a UTF-8 sequence keeps its first bytes,
            // which MaybeEscapePattern then percent-encodes.
            if (partialTail !== '' && vt === readTo) pattern += partialTail;
            if (pattern === value) addRuleAt(table, lineNo, allow, vf, vt - vf);
            else addRuleString(table, lineNo, allow, pattern);
          }
        }
      } else if (kind === KIND_SITEMAP) {
        const url = vf === vt ? '' : text.slice(vf, vt);
        // The span carries the value's text too, as ParsedLine.value does.
        const span = { from: vf, to: vt, text: url };
        sitemaps.push({ line: lineNo, url, span });
        // Sitemaps belong to the file, but do not end a group either.
        if (current >= 0 && pendingFrom < 0) pendingFrom = lineNo;
      } else if (current >= 0) {
        // Other and unknown records sit inside the group; they never end it.
        group = current;
        if (kind === KIND_OTHER) recordLine.push(lineNo);
      }
      if (group >= 0) {
        groupEndLine[group] = lineNo;
        if (pendingFrom >= 0) {
          for (let l = pendingFrom; keepRows && l < lineNo; l++) {
            const r = (l - 1) * LINE_STRIDE;
            if (((cells[r + LINE_META] as number) & 15) !== KIND_SITEMAP)
              cells[r + LINE_GROUP] = group;
          }
          pendingFrom = -1;
        }
      }
    }
    if (lineNo > lineKind.length) {
      const bigger = new Uint8Array(lineKind.length * 2);
      bigger.set(lineKind);
      lineKind = bigger;
    }
    lineKind[lineNo - 1] = meta & 15;
    if (keepRows) {
      const row = (lineNo - 1) * LINE_STRIDE;
      if (row + LINE_STRIDE > cells.length) {
        const bigger = new Int32Array(Math.max(cells.length * 2, 1024 * LINE_STRIDE));
        bigger.set(cells);
        cells = bigger;
      }
      const ok = split.status === 'ok';
      cells[row + LINE_FROM] = pos;
      cells[row + LINE_TO] = le;
      cells[row + KEY_FROM] = ok ? split.keyFrom : -1;
      cells[row + KEY_TO] = ok ? split.keyTo : -1;
      cells[row + VALUE_FROM] = ok ? split.valueFrom : -1;
      cells[row + VALUE_TO] = ok ? split.valueTo : -1;
      cells[row + COMMENT_FROM] = split.commentFrom;
      cells[row + COMMENT_TO] = split.commentTo;
      cells[row + LINE_GROUP] = group;
      cells[row + LINE_META] = meta;
    }

    if (le >= end) break;
    pos =
      text.charCodeAt(le) === 13 && le + 1 < end && text.charCodeAt(le + 1) === 10
        ? le + 2
        : le + 1;
  }

  if (cuts.beyondLimit) cuts.beyondLimit.firstLine = lineNo;

  scratchCells = cells;
  // The same text read again in the same mode and limit fills the same rows.
  const scanRows = (): Int32Array => {
    read(text, { mode, limitBytes }, true);
    return scratchCells;
  };
  const index: ParseIndex = {
    text,
    mode,
    lineCount: lineNo,
    scanRows,
    readings,
    groupStartLine,
    groupEndLine,
    groupFirstAgent,
    groupFirstRecord,
    recordLine,
    lineKind: lineKind.slice(0, lineNo),
    agentLine,
    agentToken,
    agentFlags,
    agentValue,
    table: finishTable(table),
  };
  return parsedFromIndex(index, {
    mode,
    text,
    bytes: total,
    limitBytes,
    bom,
    sitemaps,
    orphanRules,
    cuts,
  });
}
