// Rules about how a line is read at all: colons, key spellings, unreadable lines,
// rules outside any group.
//
// RFC 9309 §2.2: a record is `key: value` with the exact keys user-agent, allow
// and disallow. google-specific (robots.cc, GetKeyAndValueFrom and KeyIs*): a
// colon-less line of exactly two words is accepted, keys match by prefix and a
// few misspellings are accepted. Diagnostics say where the two disagree.

import { DIRECTIVES, directiveInfo, isCoreReading, readKey } from '../../directives.ts';
import { scanLine } from '../../lines.ts';
import type { DirectiveId, ParsedLine } from '../../types.ts';
import type { LintContext } from '../context.ts';
import {
  code,
  diagnostic,
  editDistance,
  fix,
  insertLineBefore,
  lineText,
  listing,
  replace,
} from '../report.ts';
import type { RobotsDiagnostic } from '../types.ts';

const GOOGLE_SAYS = 'Google reads it; the RFC and most other parsers ignore it';

/** A record written after another on the same line: `User-agent: X Disallow: /`. */
export interface JoinedRecord {
  /** Where the blanks before the second key start (the line break belongs there). */
  gapFrom: number;
  /** Where the second key starts. */
  keyFrom: number;
  /** The second key as written. */
  key: string;
}

const JOINED_KEY = /[ \t]+([A-Za-z][A-Za-z-]*)[ \t]*:/g;
const NONE: readonly JoinedRecord[] = [];

/** The offset of the first space or tab in `text`, or -1. */
function blankAt(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) return i;
  }
  return -1;
}

/**
 * The records a line's value holds after its own: a blank, then a directive key
 * (exact or a spelling Google accepts) and a colon. Values never hold such a thing
 * on purpose: agent names and paths have no blanks, and URLs no blank before a key.
 */
export function joinedRecords(line: ParsedLine): readonly JoinedRecord[] {
  const value = line.value;
  if (!value || !line.reading || line.reading.directive === null) return NONE;
  // Most values hold no blank at all: no match iterator for them.
  if (blankAt(value.text) < 0) return NONE;
  const out: JoinedRecord[] = [];
  for (const m of value.text.matchAll(JOINED_KEY)) {
    const word = m[1] as string;
    const reading = readKey(word);
    if (reading.directive === null || reading.match === 'prefix') continue;
    const gapFrom = value.from + (m.index ?? 0);
    out.push({ gapFrom, keyFrom: gapFrom + m[0].indexOf(word), key: word });
  }
  return out;
}

/** True when line `line` holds a record after its own (see joinedRecords). */
export function joinedAt(ctx: LintContext, line: number): boolean {
  const info = ctx.lineInfo(line);
  return info !== undefined && joinedRecords(info).length > 0;
}

/**
 * joined-lines: `User-agent: AhrefsBot Disallow: /` — a lost line break. Every
 * parser reads the second record as part of the first value, so it does nothing
 * (here the name is cut to `AhrefsBot` and its group has no rule at all).
 */
export function joinedLines(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const lines = ctx.unusualLines;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as ParsedLine;
    const joined = joinedRecords(line);
    const first = joined[0];
    if (!first || !line.key || !line.value) continue;
    const rest = ctx.text.slice(first.keyFrom, line.value.to);
    const keys = listing(joined.map((j) => code(j.key + ':')));
    const does = joined.length === 1 ? 'that record does' : 'those records do';
    out.push(
      diagnostic(
        ctx,
        'joined-lines',
        first.keyFrom,
        line.value.to,
        `A line break is missing before ${keys}: every parser reads ${code(rest)} as part of the value ${code(line.value.text)}, so ${does} nothing.`,
        {
          fixes: [
            fix(
              joined.length === 1
                ? `Start ${first.key} on a line of its own`
                : 'Put each record on a line of its own',
              joined.map((j) => replace(j.gapFrom, j.keyFrom, ctx.eol)),
              true,
            ),
          ],
        },
      ),
    );
  }
  return out;
}

/** A key with blanks inside whose first word is a directive: `Disallow /x:y`. */
interface SplitKey {
  word: string;
  wordEnd: number;
  directive: DirectiveId;
}

function splitKey(line: ParsedLine): SplitKey | null {
  const key = line.key;
  if (!key) return null;
  const gap = blankAt(key.text);
  if (gap <= 0) return null;
  const word = key.text.slice(0, gap);
  const reading = readKey(word);
  if (reading.directive === null || reading.match !== 'exact') return null;
  return { word, wordEnd: key.from + gap, directive: reading.directive };
}

/** The key and value of a colon-less line as Google splits it, or null. */
function googleSplit(ctx: LintContext, line: ParsedLine) {
  if (line.missingColon && line.key && line.value) return { key: line.key, value: line.value };
  if (line.kind !== 'invalid') return null;
  const parts = scanLine(ctx.text, line.span.from, line.span.to, 'google');
  if (parts.status !== 'ok' || parts.separator !== 'whitespace' || !parts.key || !parts.value) {
    return null;
  }
  return {
    key: { ...parts.key, text: ctx.text.slice(parts.key.from, parts.key.to) },
    value: parts.value,
  };
}

/**
 * missing-colon: `Disallow /tmp` (Google splits at the blank; RFC 9309 needs the
 * colon), and `Disallow /x:y`, where even Google splits at the later colon.
 */
export function missingColon(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const lines = ctx.unusualLines;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as ParsedLine;
    const split = googleSplit(ctx, line);
    if (split) {
      const reading = readKey(split.key.text);
      if (reading.directive === null) continue;
      const name = split.key.text;
      // google-specific: only Google's own four keys are read without a colon.
      const who = isCoreReading(reading) ? GOOGLE_SAYS : 'crawlers ignore the line';
      out.push(
        diagnostic(
          ctx,
          'missing-colon',
          split.key.from,
          split.value.to,
          `There is no colon after ${code(name)}: ${who}.`,
          { fixes: [fix('Add the colon', [replace(split.key.to, split.key.to, ':')], true)] },
        ),
      );
      continue;
    }
    const inner = splitKey(line);
    if (inner && line.key && line.value) {
      const info = directiveInfo(inner.directive);
      out.push(
        diagnostic(
          ctx,
          'missing-colon',
          line.key.from,
          line.value.to,
          `There is no colon after ${code(inner.word)}, so parsers split this line at the later colon and read the key ${code(line.key.text)}, which is not ${code(info.name)}.`,
          {
            fixes: [
              fix(
                `Add the colon after ${inner.word}`,
                [replace(inner.wordEnd, inner.wordEnd, ':')],
                true,
              ),
            ],
          },
        ),
      );
    }
  }
  return out;
}

/** directive-typo: a misspelling or prefix of a directive that only Google accepts. */
export function directiveTypo(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const lines = ctx.unusualLines;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as ParsedLine;
    const key = line.key;
    const reading = line.reading;
    if (!key || !reading || reading.directive === null) continue;
    if (reading.match !== 'typo' && reading.match !== 'prefix') continue;
    if (splitKey(line)) continue;
    const name = directiveInfo(reading.directive).name;
    const what =
      reading.match === 'typo'
        ? `${code(key.text)} is a misspelling of ${code(name)}`
        : `${code(key.text)} only starts with ${code(name)}`;
    out.push(
      diagnostic(ctx, 'directive-typo', key.from, key.to, `${what}: ${GOOGLE_SAYS}.`, {
        fixes: [fix(`Change to ${name}`, [replace(key.from, key.to, name)], true)],
      }),
    );
  }
  return out;
}

const NAMES = DIRECTIVES.map((d) => ({ id: d.id, name: d.name, lower: d.name.toLowerCase() }));
const CORE: readonly DirectiveId[] = ['user-agent', 'allow', 'disallow', 'sitemap'];

function suggestDirective(key: string): (typeof NAMES)[number] | null {
  const lower = key.toLowerCase();
  const max = lower.length <= 4 ? 1 : lower.length <= 9 ? 2 : 3;
  let best: (typeof NAMES)[number] | null = null;
  let bestDistance = max + 1;
  for (const candidate of NAMES) {
    const distance = editDistance(lower, candidate.lower, max);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** unknown-directive: a key no crawler reads, with a did-you-mean when one is close. */
export function unknownDirective(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const lines = ctx.unusualLines;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as ParsedLine;
    const key = line.key;
    if (!key || !line.reading || line.reading.directive !== null) continue;
    if (splitKey(line)) continue;
    if (/^https?$/i.test(key.text) && line.value?.text.startsWith('//')) {
      const url = lineText(ctx, line.line);
      out.push(
        diagnostic(
          ctx,
          'unknown-directive',
          key.from,
          line.value.to,
          `A bare URL is read as an unknown ${code(key.text)} record and ignored; write ${code('Sitemap: ' + url)} if it is a sitemap.`,
          {
            fixes: [
              fix('Make it a Sitemap line', [replace(key.from, key.from, 'Sitemap: ')], false),
            ],
          },
        ),
      );
      continue;
    }
    const suggestion = suggestDirective(key.text);
    if (suggestion) {
      out.push(
        diagnostic(
          ctx,
          'unknown-directive',
          key.from,
          key.to,
          `No crawler reads ${code(key.text)}, so this line is ignored; did you mean ${code(suggestion.name)}?`,
          {
            severity: CORE.includes(suggestion.id) ? 'error' : 'warning',
            fixes: [
              fix(
                `Change to ${suggestion.name}`,
                [replace(key.from, key.to, suggestion.name)],
                false,
              ),
            ],
          },
        ),
      );
    } else {
      out.push(
        diagnostic(
          ctx,
          'unknown-directive',
          key.from,
          key.to,
          `No crawler reads ${code(key.text)}, so this line is ignored.`,
          { severity: 'info' },
        ),
      );
    }
  }
  return out;
}

/** unreadable-line: a line no parser can split into a key and a value. */
export function unreadableLine(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const lines = ctx.unusualLines;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] as ParsedLine;
    if (line.kind !== 'invalid' || googleSplit(ctx, line)) continue;
    const text = lineText(ctx, line.line);
    const from = ctx.text.indexOf(text, line.span.from);
    const to = from + text.length;
    const words = text.split(/[ \t]+/);
    const first = words[0] ?? '';
    const reading = readKey(first);
    const known = reading.directive !== null && reading.match === 'exact';
    let message: string;
    const fixes = [];
    if (text.startsWith(':')) {
      message = 'This line starts with a colon, so it has no key and no parser reads it.';
    } else if (words.length === 1 && known) {
      message = `${code(first)} has no colon, so no parser reads this line; write ${code(first + ':')} for an empty rule.`;
      fixes.push(fix('Add the colon', [replace(to, to, ':')], false));
    } else if (known) {
      message = `This line has no colon and more than two words, so no parser reads it.`;
      fixes.push(
        fix(
          `Add a colon after ${first}`,
          [replace(from + first.length, from + first.length, ':')],
          false,
        ),
      );
    } else {
      message = 'This line has no colon, so no parser reads it.';
    }
    out.push(diagnostic(ctx, 'unreadable-line', from, to, message, { fixes }));
  }
  return out;
}

/** rule-outside-group: Allow/Disallow before the first User-agent line (RFC 9309 §2.2). */
export function ruleOutsideGroup(ctx: LintContext): RobotsDiagnostic[] {
  const orphans = ctx.parsed.orphanRules;
  const first = orphans[0];
  if (first === undefined) return [];
  const addStar = fix(
    'Add `User-agent: *` above',
    [insertLineBefore(ctx, first, 'User-agent: *')],
    false,
  );
  return orphans.map((n) => {
    const text = lineText(ctx, n);
    const from = ctx.text.indexOf(text, ctx.lineInfo(n)?.span.from ?? 0);
    return diagnostic(
      ctx,
      'rule-outside-group',
      from,
      from + text.length,
      'This rule comes before any `User-agent` line, so it applies to no crawler.',
      { fixes: [addStar] },
    );
  });
}
