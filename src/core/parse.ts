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
import { escapePatternGoogle, normalizeRfc, percentBytes, utf8Bytes } from './encoding';
import { scanLine } from './lines';
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
} from './types.ts';

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

function isRuleKind(kind: LineKind): kind is 'allow' | 'disallow' {
  return kind === 'allow' || kind === 'disallow';
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
  const total = cutAtBytes(text, 0, text.length, Infinity).bytes;
  const cuts: Cuts = { truncatedLines: [], beyondLimit: null };

  let end = text.length;
  if (total > limitBytes) {
    const cut = cutAtBytes(text, 0, text.length, limitBytes);
    end = cut.offset;
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

  let current: ParsedGroup | null = null;
  let pos = start;
  let lineNo = 0;
  for (;;) {
    let le = pos;
    while (le < end) {
      const c = text.charCodeAt(le);
      if (c === 10 || c === 13) break;
      le++;
    }
    lineNo++;
    let readTo = le;
    let partialTail = '';
    let truncated = false;
    // A UTF-16 unit is at most 3 bytes, so short lines cannot reach the cap.
    if (mode === 'google' && (le - pos) * 3 > GOOGLE_LINE_CAP_BYTES) {
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

    const parts = scanLine(text, pos, readTo, mode);
    let kind: LineKind;
    const line: ParsedLine = {
      line: lineNo,
      span: { from: pos, to: le },
      kind: 'blank',
      missingColon: parts.separator === 'whitespace',
      truncated,
    };
    if (parts.comment) line.comment = parts.comment;
    if (parts.status === 'ok' && parts.key && parts.value) {
      const keyText = text.slice(parts.key.from, parts.key.to);
      let reading = readings.get(keyText);
      if (!reading) {
        reading = readKey(keyText);
        readings.set(keyText, reading);
      }
      kind = kindOf(reading, mode);
      const valueText = text.slice(parts.value.from, parts.value.to);
      line.key = { from: parts.key.from, to: parts.key.to, text: keyText };
      line.value = { from: parts.value.from, to: parts.value.to, text: valueText };
      line.reading = reading;

      if (kind === 'user-agent') {
        if (current === null || current.rules.length > 0) {
          current = {
            index: groups.length,
            agents: [],
            rules: [],
            records: [],
            startLine: lineNo,
            endLine: lineNo,
          };
          groups.push(current);
        }
        const name = readGroupName(valueText, mode);
        current.agents.push({
          line: lineNo,
          value: valueText,
          span: { from: parts.value.from, to: parts.value.to },
          star: name.star,
          token: name.token,
          validToken: name.validToken,
        });
        current.endLine = lineNo;
      } else if (isRuleKind(kind)) {
        if (current === null) {
          orphanRules.push(lineNo);
        } else {
          let pattern =
            mode === 'google' ? escapePatternGoogle(valueText) : normalizeRfc(valueText, 'rule');
          // google-specific: a cap that splits a UTF-8 sequence keeps its first bytes,
          // which MaybeEscapePattern then percent-encodes.
          if (partialTail !== '' && parts.value.to === readTo) pattern += partialTail;
          const rule: ParsedRule = {
            line: lineNo,
            kind,
            value: valueText,
            pattern,
            priority: pattern.length,
            span: { from: parts.value.from, to: parts.value.to },
            group: current.index,
          };
          current.rules.push(rule);
          current.endLine = lineNo;
        }
      } else if (kind === 'sitemap') {
        sitemaps.push({
          line: lineNo,
          url: valueText,
          span: { from: parts.value.from, to: parts.value.to },
        });
      } else if (current !== null) {
        // Other and unknown records sit inside the group; they never end it.
        if (kind === 'other') current.records.push(lineNo);
        current.endLine = lineNo;
      }
    } else {
      kind = parts.status === 'ok' ? 'invalid' : parts.status;
    }
    line.kind = kind;
    lines.push(line);

    if (le >= end) break;
    pos =
      text.charCodeAt(le) === 13 && le + 1 < end && text.charCodeAt(le + 1) === 10
        ? le + 2
        : le + 1;
  }

  for (const g of groups) {
    for (let n = g.startLine; n <= g.endLine; n++) {
      const l = lines[n - 1];
      if (l && l.kind !== 'sitemap') l.group = g.index;
    }
  }
  if (cuts.beyondLimit) cuts.beyondLimit.firstLine = lineNo;

  return {
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
}
