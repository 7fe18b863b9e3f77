// Teaching notes: rules whose lesson holds for the whole file (the catalogue's
// `note`) report once per file. Their checks still find every case, each with its
// own message and fix; this step folds the cases into one finding that counts
// them and names their lines, with one fix that applies every case's fix.

import type { LintRuleInfo } from './catalogue.ts';
import { combineEdits, firstMechanicalFix } from './fixes.ts';
import { count, finding, listingOf } from './report.ts';
import type { LintSeverity, RobotsDiagnostic, RobotsEdit } from './types.ts';

/** How many line numbers a note's message names before it says `and N more`. */
const NAMED_LINES = 6;

const RANK: Record<LintSeverity, number> = { error: 0, warning: 1, info: 2 };

function bySpan(a: RobotsDiagnostic, b: RobotsDiagnostic): number {
  return a.from - b.from || a.to - b.to;
}

/** A copy of `found` sorted by span (`from`, then `to`), equal spans in their order. */
function inSpanOrder(found: readonly RobotsDiagnostic[]): RobotsDiagnostic[] {
  const out = found.slice();
  // Checks mostly report in file order: a sorted list is only checked.
  for (let i = 1; i < out.length; i++) {
    if (bySpan(out[i - 1] as RobotsDiagnostic, out[i] as RobotsDiagnostic) > 0) {
      return out.sort(bySpan);
    }
  }
  return out;
}

/**
 * The findings of one teaching note folded into one: a single finding is kept as
 * it is (its message is the most precise); several become one on the first case's
 * span, with the most serious severity among them, a message made of the note's
 * summary, the number of cases and their lines, and one fix made of the first
 * mechanical fix of each case (those that clash with an earlier one left out).
 * `length` is the text's length in UTF-16 code units. Never throws.
 */
export function foldNote(
  rule: LintRuleInfo,
  found: readonly RobotsDiagnostic[],
  length: number,
): RobotsDiagnostic[] {
  const note = rule.note;
  if (!note || found.length <= 1) return found.slice();
  const cases = inSpanOrder(found);
  const head = cases[0] as RobotsDiagnostic;
  let severity = head.severity;
  const lines: number[] = [];
  const fixes: (readonly RobotsEdit[])[] = [];
  let sortedLines = true;
  for (let i = 0; i < cases.length; i++) {
    const d = cases[i] as RobotsDiagnostic;
    if (RANK[d.severity] < RANK[severity]) severity = d.severity;
    if (lines.length > 0 && (lines[lines.length - 1] as number) > d.line) sortedLines = false;
    lines.push(d.line);
    const f = firstMechanicalFix(d);
    if (f) fixes.push(f.edits);
  }
  if (!sortedLines) lines.sort((a, b) => a - b);
  return [noteFinding(rule, head, severity, lines, fixes, length)];
}

/**
 * The one finding of a teaching note's cases (two or more), from what foldNote
 * reads of them: the first case in span order (`head`), the most serious
 * severity, every case's line (ascending, repeats allowed) and the edits of
 * each case's first mechanical fix, in span order. For a check that folds its
 * own cases without making a finding or a fix of each; foldNote then keeps the
 * one it gets.
 */
export function noteFinding(
  rule: LintRuleInfo,
  head: Pick<RobotsDiagnostic, 'id' | 'from' | 'to' | 'line'>,
  severity: LintSeverity,
  lines: readonly number[],
  fixes: readonly (readonly RobotsEdit[])[],
  length: number,
): RobotsDiagnostic {
  const note = rule.note;
  const unique = lines.filter((n, i) => i === 0 || lines[i - 1] !== n);
  // Only the lines the message names are worded: a file may have tens of thousands of cases.
  const named = unique.slice(0, NAMED_LINES).map(String);
  const where = `${unique.length === 1 ? 'line' : 'lines'} ${listingOf(named, unique.length, NAMED_LINES)}`;
  const message = `${note?.summary ?? ''} ${count(lines.length, note?.noun ?? 'case')}: ${where}.`;
  const fix = combineEdits(note?.fix ?? '', fixes, true, length);
  return finding(
    head.id,
    severity,
    head.from,
    head.to,
    head.line,
    message,
    fix ? [fix] : undefined,
  );
}
