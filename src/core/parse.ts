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
import { readGroupName } from './agent';
import { escapePatternGoogle, normalizeRfc, percentBytes, utf8Bytes, utf8Size } from './encoding';
import { scanLine, type LineParts } from './lines';
import { addRule, finishTable, newTableBuilder, startGroup } from './rule-table';
import type {
  Cuts,
  KeyReading,
  LineKind,
  Mode,
  ParseOptions,
  ParsedGroup,
  ParsedLine,
  ParsedRobots,
  ParsedRule,
  Sitemap,
  Span,
} from './types.ts';

/** google-specific: the most bytes a line keeps (robots.cc: 2083 × 8 − 1). */
export const GOOGLE_LINE_CAP_BYTES = 16663;

/** The default parse limit in bytes (500 KiB, what Google's crawler reads; RFC 9309 §2.5). */
export const DEFAULT_LIMIT_BYTES = 512000;

/** Placeholder for the recent-key cache; keys are never empty, so it never hits. */
const NO_READING: KeyReading = { directive: null, match: 'unknown' };

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

/** `text.startsWith(word, at)` for short words, without the builtin call. */
function sameAt(text: string, at: number, word: string): boolean {
  for (let i = word.length - 1; i >= 0; i--) {
    if (text.charCodeAt(at + i) !== word.charCodeAt(i)) return false;
  }
  return true;
}

function indexOrEnd(text: string, char: string, from: number): number {
  const i = text.indexOf(char, from);
  return i < 0 ? text.length : i;
}

function isSpace(c: number, mode: Mode): boolean {
  // google-specific: C isspace (space, \t, \n, \v, \f, \r); RFC 9309 §2.2: space and tab.
  return c === 32 || (mode === 'google' ? c >= 9 && c <= 13 : c === 9);
}

/** One split line as numbers (UTF-16 offsets); reused from line to line. */
interface Split {
  /** `ok`: a key and a value; else the LineParts status. */
  status: LineParts['status'];
  keyFrom: number;
  keyTo: number;
  valueFrom: number;
  valueTo: number;
  /** The comment's span, or `commentFrom` -1. */
  commentFrom: number;
  commentTo: number;
  missingColon: boolean;
}

/**
 * Fills `out` as scanLine would split a line known to have a `:` at `colon`
 * before any `#` (at `hash`, or -1) and no NUL, without a per-character scan.
 * test/core/parse.test.ts checks it against scanLine.
 */
export function splitAtColon(
  text: string,
  from: number,
  to: number,
  colon: number,
  hash: number,
  mode: Mode,
  out: Split,
): void {
  let s = from;
  while (isSpace(text.charCodeAt(s), mode)) s++;
  let e = hash < 0 ? to : hash;
  while (e > colon + 1 && isSpace(text.charCodeAt(e - 1), mode)) e--;
  let ke = colon;
  while (ke > s && isSpace(text.charCodeAt(ke - 1), mode)) ke--;
  let vs = colon + 1;
  while (vs < e && isSpace(text.charCodeAt(vs), mode)) vs++;
  out.status = ke === s ? 'invalid' : 'ok';
  out.keyFrom = s;
  out.keyTo = ke;
  out.valueFrom = vs;
  out.valueTo = e;
  out.commentFrom = hash;
  out.commentTo = to;
  out.missingColon = false;
}

function fromLineParts(parts: LineParts, out: Split): void {
  out.status = parts.status === 'ok' && (!parts.key || !parts.value) ? 'invalid' : parts.status;
  out.keyFrom = parts.key ? parts.key.from : -1;
  out.keyTo = parts.key ? parts.key.to : -1;
  out.valueFrom = parts.value ? parts.value.from : -1;
  out.valueTo = parts.value ? parts.value.to : -1;
  out.commentFrom = parts.comment ? parts.comment.from : -1;
  out.commentTo = parts.comment ? parts.comment.to : -1;
  out.missingColon = parts.separator === 'whitespace';
}

function kindOf(reading: KeyReading, mode: Mode): LineKind {
  const d = reading.directive;
  if (d === null) return 'unknown';
  if (d === 'user-agent' || d === 'allow' || d === 'disallow' || d === 'sitemap') {
    // RFC 9309 §2.2: only the exact names; Google's typos and prefixes are unknown keys there.
    return mode === 'google' || reading.match === 'exact' ? d : 'unknown';
  }
  return 'other';
}

function normaliseLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return DEFAULT_LIMIT_BYTES;
  return limit < 0 ? 0 : Math.floor(limit);
}

/**
 * Parses a robots.txt as `options.mode` reads it (default `'google'`), reading
 * at most `options.limitBytes` UTF-8 bytes (default 512000; the rest is reported
 * in `cuts.beyondLimit`). Offsets are UTF-16, lines 1-based. Never throws.
 */
export function parseRobots(text: string, options: ParseOptions = {}): ParsedRobots {
  const mode: Mode = options.mode === 'rfc' ? 'rfc' : 'google';
  const limitBytes = normaliseLimit(options.limitBytes);
  // Most files are pure ASCII: then bytes = UTF-16 units and no line needs counting.
  const total = utf8Size(text);
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

  const lines: ParsedLine[] = [];
  const groups: ParsedGroup[] = [];
  const sitemaps: Sitemap[] = [];
  const orphanRules: number[] = [];
  const readings = new Map<string, KeyReading>();
  let recentKey0 = '';
  let recentKey1 = '';
  let recentReading0: KeyReading = NO_READING;
  let recentReading1: KeyReading = NO_READING;
  const split: Split = {
    status: 'blank',
    keyFrom: 0,
    keyTo: 0,
    valueFrom: 0,
    valueTo: 0,
    commentFrom: -1,
    commentTo: -1,
    missingColon: false,
  };

  // The rule table compileRobots reads, filled as rules are read (./rule-table.ts).
  const table = newTableBuilder(end >> 5, mode === 'google');
  let nextIndexHtm = -1;

  let current: ParsedGroup | null = null;
  let pos = start;
  let lineNo = 0;
  let nextLf = -1;
  let nextCr = -1;
  let nextHash = -1;
  let nextColon = -1;
  let nextNul = -1;
  let nextPercent = -1;
  // Index into `lines` of the first line after the current group's last member, or -1.
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
    let truncated = false;
    // A UTF-16 unit is at most 3 bytes, so short lines cannot reach the cap.
    if (mode === 'google' && (ascii ? le - pos : (le - pos) * 3) > GOOGLE_LINE_CAP_BYTES) {
      const cut = cutAtBytes(text, pos, le, GOOGLE_LINE_CAP_BYTES);
      if (cut.offset < le) {
        truncated = true;
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
    // instead of a per-character loop; lines it cannot settle go to scanLine.
    if (nextHash < pos) nextHash = indexOrEnd(text, '#', pos);
    if (nextColon < pos) nextColon = indexOrEnd(text, ':', pos);
    if (mode === 'google' && nextNul < pos) nextNul = indexOrEnd(text, '\0', pos);
    if (nextColon < readTo && nextColon < nextHash && (mode === 'rfc' || nextNul >= readTo)) {
      splitAtColon(text, pos, readTo, nextColon, nextHash < readTo ? nextHash : -1, mode, split);
    } else {
      fromLineParts(scanLine(text, pos, readTo, mode), split);
    }
    const span: Span = { from: pos, to: le };
    const missingColon = split.missingColon;
    if (split.status !== 'ok') {
      const kind: LineKind = split.status;
      const line: ParsedLine = { line: lineNo, span, kind, missingColon, truncated };
      if (split.commentFrom >= 0) line.comment = { from: split.commentFrom, to: split.commentTo };
      // Blank, comment and invalid lines belong to a group only if the group goes on after them.
      if (current !== null && pendingFrom < 0) pendingFrom = lines.length;
      lines.push(line);
    } else {
      const kf = split.keyFrom;
      const kt = split.keyTo;
      const vf = split.valueFrom;
      const vt = split.valueTo;
      // The same few keys repeat on every line: compare the text in place with
      // the last ones before slicing and hashing a fresh string.
      const keyLength = kt - kf;
      let keyText: string;
      let reading: KeyReading;
      if (keyLength === recentKey0.length && sameAt(text, kf, recentKey0)) {
        keyText = recentKey0;
        reading = recentReading0;
      } else if (keyLength === recentKey1.length && sameAt(text, kf, recentKey1)) {
        keyText = recentKey1;
        reading = recentReading1;
      } else {
        keyText = text.slice(kf, kt);
        const known = readings.get(keyText);
        reading = known ?? readKey(keyText);
        if (known === undefined) readings.set(keyText, reading);
        recentKey1 = recentKey0;
        recentReading1 = recentReading0;
        recentKey0 = keyText;
        recentReading0 = reading;
      }
      const kind = kindOf(reading, mode);
      const valueText = vf === vt ? '' : text.slice(vf, vt);
      const key = { from: kf, to: kt, text: keyText };
      // The value's span object doubles as the span of its rule, agent or sitemap
      // (one object fewer per line; it carries the value's text as well).
      const value = { from: vf, to: vt, text: valueText };
      let group = -1;
      if (kind === 'user-agent') {
        if (current === null || current.rules.length > 0) {
          pendingFrom = -1;
          current = {
            index: groups.length,
            agents: [],
            rules: [],
            records: [],
            startLine: lineNo,
            endLine: lineNo,
          };
          groups.push(current);
          startGroup(table);
        }
        const name = readGroupName(valueText, mode);
        current.agents.push({
          line: lineNo,
          value: valueText,
          span: value,
          star: name.star,
          token: name.token,
          validToken: name.validToken,
        });
        group = current.index;
      } else if (kind === 'allow' || kind === 'disallow') {
        if (current === null) {
          orphanRules.push(lineNo);
        } else {
          if (nextPercent < vf) nextPercent = indexOrEnd(text, '%', vf);
          // An ASCII value without `%` is its own pattern in google mode.
          let pattern =
            mode === 'rfc'
              ? normalizeRfc(valueText, 'rule')
              : ascii && nextPercent >= vt
                ? valueText
                : escapePatternGoogle(valueText);
          // google-specific: a cap that splits a UTF-8 sequence keeps its first bytes,
          // which MaybeEscapePattern then percent-encodes.
          if (partialTail !== '' && vt === readTo) pattern += partialTail;
          const rule: ParsedRule = {
            line: lineNo,
            kind,
            value: valueText,
            pattern,
            priority: pattern.length,
            span: value,
            group: current.index,
          };
          current.rules.push(rule);
          // google-specific: only an Allow holding `/index.htm` can derive an index.html rule.
          let mayDerive = false;
          if (kind === 'allow' && mode === 'google') {
            if (nextIndexHtm < vf) nextIndexHtm = indexOrEnd(text, '/index.htm', vf);
            mayDerive = nextIndexHtm < vt;
          }
          // The pattern is usually the value as written: read it from the text in hand.
          if (pattern === valueText) addRule(table, rule, text, vf, mayDerive);
          else addRule(table, rule, pattern, 0, mayDerive);
          group = current.index;
        }
      } else if (kind === 'sitemap') {
        sitemaps.push({ line: lineNo, url: valueText, span: value });
        // Sitemaps belong to the file, but do not end a group either.
        if (current !== null && pendingFrom < 0) pendingFrom = lines.length;
      } else if (current !== null) {
        // Other and unknown records sit inside the group; they never end it.
        if (kind === 'other') current.records.push(lineNo);
        group = current.index;
      }
      let line: ParsedLine;
      if (group >= 0) {
        const g = current as ParsedGroup;
        g.endLine = lineNo;
        if (pendingFrom >= 0) {
          for (let i = pendingFrom; i < lines.length; i++) {
            const l = lines[i] as ParsedLine;
            if (l.kind !== 'sitemap') l.group = group;
          }
          pendingFrom = -1;
        }
        line = { line: lineNo, span, kind, key, value, reading, missingColon, truncated, group };
      } else {
        line = { line: lineNo, span, kind, key, value, reading, missingColon, truncated };
      }
      if (split.commentFrom >= 0) line.comment = { from: split.commentFrom, to: split.commentTo };
      lines.push(line);
    }

    if (le >= end) break;
    pos =
      text.charCodeAt(le) === 13 && le + 1 < end && text.charCodeAt(le + 1) === 10
        ? le + 2
        : le + 1;
  }

  if (cuts.beyondLimit) cuts.beyondLimit.firstLine = lineNo;

  const parsed: ParsedRobots = {
    mode,
    text,
    bytes: total,
    limitBytes,
    bom,
    lines,
    groups,
    sitemaps,
    orphanRules,
    cuts,
  };
  finishTable(table, parsed);
  return parsed;
}
