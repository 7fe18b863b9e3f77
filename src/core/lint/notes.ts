// Teaching notes: rules whose lesson holds for the whole file (the catalogue's
// `note`) report once per file. Their checks still find every case, each with its
// own message and fix; this step folds the cases into one finding that counts
// them and names their lines, with one fix that applies every case's fix.

import type { LintRuleInfo } from './catalogue.ts';
import { combineFixes } from './fixes.ts';
import { count, listing } from './report.ts';
import type { LintSeverity, RobotsDiagnostic } from './types.ts';

/** How many line numbers a note's message names before it says `and N more`. */
const NAMED_LINES = 6;

const RANK: Record<LintSeverity, number> = { error: 0, warning: 1, info: 2 };

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
  const cases = found.slice().sort((a, b) => a.from - b.from || a.to - b.to);
  const head = cases[0] as RobotsDiagnostic;
  let severity = head.severity;
  const lines: number[] = [];
  const fixes = [];
  for (const d of cases) {
    if (RANK[d.severity] < RANK[severity]) severity = d.severity;
    lines.push(d.line);
    const f = d.fixes?.find((x) => x.mechanical);
    if (f) fixes.push(f);
  }
  lines.sort((a, b) => a - b);
  const unique = lines.filter((n, i) => i === 0 || lines[i - 1] !== n);
  const where = `${unique.length === 1 ? 'line' : 'lines'} ${listing(unique.map(String), NAMED_LINES)}`;
  const message = `${note.summary} ${count(cases.length, note.noun)}: ${where}.`;
  const fix = combineFixes(note.fix, fixes, length);
  const { id, from, to, line } = head;
  return [
    fix
      ? { id, severity, from, to, line, message, fixes: [fix] }
      : { id, severity, from, to, line, message },
  ];
}
