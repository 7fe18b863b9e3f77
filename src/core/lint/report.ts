// Small helpers the rules share to build diagnostics, fixes and messages, so every
// rule words spans, quotes and line edits the same way.

import { lintRuleInfo } from './catalogue.ts';
import type { LintContext } from './context.ts';
import type {
  LintRuleId,
  LintSeverity,
  RobotsDiagnostic,
  RobotsEdit,
  RobotsEditFix,
  RobotsFix,
} from './types.ts';

/**
 * Extra fields of a diagnostic: a severity other than the rule's default, and
 * its fixes, or its one fix of one edit made flat (editFix: nothing to
 * convert, for rules that may report tens of thousands of findings).
 */
export interface DiagnosticExtras {
  severity?: LintSeverity;
  fixes?: RobotsFix[];
  fix?: RobotsEditFix;
}

/** A diagnostic of rule `id` over `[from, to)`; its line is computed from `from`. */
export function diagnostic(
  ctx: LintContext,
  id: LintRuleId,
  from: number,
  to: number,
  message: string,
  extras: DiagnosticExtras = {},
): RobotsDiagnostic {
  const severity = extras.severity ?? lintRuleInfo(id).severity;
  const end = Math.max(from, to);
  const line = ctx.lineAt(from);
  const fix = extras.fix;
  if (fix !== undefined) return { id, severity, from, to: end, line, message, fix };
  return finding(id, severity, from, end, line, message, extras.fixes);
}

/**
 * A finding with its fixes stored as RobotsDiagnostic says: none, `fix` for one
 * fix of one edit, else `fixes`.
 */
export function finding(
  id: LintRuleId,
  severity: LintSeverity,
  from: number,
  to: number,
  line: number,
  message: string,
  fixes: RobotsFix[] | undefined,
): RobotsDiagnostic {
  // One literal per shape: a field added later would give every finding a second
  // hidden class and a property store of its own.
  if (fixes === undefined || fixes.length === 0) return { id, severity, from, to, line, message };
  const only = fixes[0] as RobotsFix;
  if (fixes.length > 1 || only.edits.length !== 1) {
    return { id, severity, from, to, line, message, fixes };
  }
  const edit = only.edits[0] as RobotsEdit;
  const fix = editFix(only.label, edit.from, edit.to, edit.insert, only.mechanical);
  return { id, severity, from, to, line, message, fix };
}

/** A fix of the one edit replacing `[from, to)` with `insert`, made flat (see DiagnosticExtras). */
export function editFix(
  label: string,
  from: number,
  to: number,
  insert: string,
  mechanical: boolean,
): RobotsEditFix {
  return { from, to, insert, label, mechanical };
}

/** A fix made of the given edits. */
export function fix(label: string, edits: RobotsEdit[], mechanical: boolean): RobotsFix {
  return { label, edits, mechanical };
}

/** An edit replacing `[from, to)` with `insert`. */
export function replace(from: number, to: number, insert: string): RobotsEdit {
  return { from, to, insert };
}

/** The span of a whole line's content (line end excluded), or an empty span at 0. */
export function lineSpan(ctx: LintContext, line: number): { from: number; to: number } {
  const info = ctx.lineInfo(line);
  return info ? { from: info.span.from, to: info.span.to } : { from: 0, to: 0 };
}

// The line edits below read the line's bounds from the context's typed arrays
// rather than through lineSpan: rules make one per finding, tens of thousands in
// a large file.

/** The edit that deletes line `line` together with one line end. */
export function removeLine(ctx: LintContext, line: number): RobotsEdit {
  const from = ctx.lineStart(line);
  const count = ctx.parsed.lines.length;
  if (line >= 0 && line < count) return replace(from, ctx.lineStart(line + 1), '');
  const to = ctx.lineEnd(line);
  if (line >= 2 && line <= count + 1) return replace(ctx.lineEnd(line - 1), to, '');
  return replace(from, to, '');
}

/** The edit that inserts `content` as a new line above line `line`. */
export function insertLineBefore(ctx: LintContext, line: number, content: string): RobotsEdit {
  const at = ctx.lineStart(line);
  return replace(at, at, content + ctx.eol);
}

/** The edit that inserts `content` as new lines below line `line`. */
export function insertLineAfter(ctx: LintContext, line: number, content: string): RobotsEdit {
  const at = ctx.lineEnd(line);
  return replace(at, at, ctx.eol + content);
}

/** The text of line `line` without its comment and surrounding blanks. */
export function lineText(ctx: LintContext, line: number): string {
  const info = ctx.lineInfo(line);
  if (!info) return '';
  const end = info.comment ? info.comment.from : info.span.to;
  return ctx.text.slice(info.span.from, end).trim();
}

/** `text` in backticks for a message, shortened to `max` characters with an ellipsis. */
export function code(text: string, max = 60): string {
  const short = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return `\`${short}\``;
}

/** `a`, `a and b`, `a, b and c`, or `a, b, c and N more` beyond `max` items (or with `or`). */
export function listing(items: readonly string[], max = 3, word: 'and' | 'or' = 'and'): string {
  return listingOf(items, items.length, max, word);
}

/**
 * listing() of `total` items of which only the first ones are given: `head`
 * holds at least `min(total, max)` of them, so a long list costs no more than a short one.
 */
export function listingOf(
  head: readonly string[],
  total: number,
  max = 3,
  word: 'and' | 'or' = 'and',
): string {
  if (total <= 1) return head[0] ?? '';
  if (total > max) return `${head.slice(0, max).join(', ')} ${word} ${total - max} more`;
  return `${head.slice(0, total - 1).join(', ')} ${word} ${head[total - 1] as string}`;
}

/** `1 line`, `2 lines`: a count with its noun in singular or plural. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/**
 * The optimal-string-alignment distance between `a` and `b` (insert, delete,
 * substitute, swap neighbours), or `max + 1` when it is larger than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, max + 1);
}
