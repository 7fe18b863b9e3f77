// lintRobots: runs every catalogue rule on a parsed file and returns the findings
// in document order. Pure: the same parsed file always gives the same list.

import type { ParsedRobots } from '../types.ts';
import { LINT_RULES } from './catalogue.ts';
import type { LintRuleId } from './catalogue.ts';
import { createLintContext } from './context.ts';
import { foldNote } from './notes.ts';
import { CHECKS } from './rules/index.ts';
import type { LintOptions, RobotsDiagnostic } from './types.ts';

/**
 * The rules that report a web page's lines one by one (tags are no records, a
 * page's text is neither UTF-8 nor short-lined): once html-page has said the file
 * is a page, they would only repeat it on every line. html-page is the
 * catalogue's first rule, so it runs before them.
 */
const PAGE_LINE_RULES: ReadonlySet<LintRuleId> = new Set<LintRuleId>([
  'missing-colon',
  'directive-typo',
  'unknown-directive',
  'unreadable-line',
  'joined-lines',
  'line-too-long',
  'encoding',
]);

/**
 * Every diagnostic for `parsed` (as parseRobots returned it, in either mode),
 * sorted by `from`, then `to`, then catalogue order. A teaching note (a rule with
 * a catalogue `note`) gives at most one finding per file; a file that is an HTML
 * page gets html-page instead of the per-line syntax findings. `options.disable`
 * skips rules; `options.severity` overrides severities. Never throws on any input.
 */
export function lintRobots(parsed: ParsedRobots, options: LintOptions = {}): RobotsDiagnostic[] {
  const ctx = createLintContext(parsed, options.sitemap);
  const disabled = new Set(options.disable ?? []);
  // Each rule's findings, in catalogue order, each list sorted by span.
  const lists: RobotsDiagnostic[][] = [];
  let page = false;
  for (const rule of LINT_RULES) {
    if (disabled.has(rule.id)) continue;
    if (page && PAGE_LINE_RULES.has(rule.id)) continue;
    let found = CHECKS[rule.id](ctx);
    if (rule.id === 'html-page' && found.length > 0) page = true;
    if ('note' in rule) found = foldNote(rule, found, parsed.text.length);
    if (found.length === 0) continue;
    const severity = options.severity?.[rule.id];
    if (severity) found = found.map((d) => ({ ...d, severity }));
    lists.push(inSpanOrder(found));
  }
  return mergeLists(lists, 0, lists.length);
}

/** A before B by span: `from`, then `to`. */
function bySpan(a: RobotsDiagnostic, b: RobotsDiagnostic): number {
  return a.from - b.from || a.to - b.to;
}

/** `list` sorted by span, findings with the same span in their order (most rules report in order already). */
function inSpanOrder(list: RobotsDiagnostic[]): RobotsDiagnostic[] {
  for (let i = 1; i < list.length; i++) {
    // Array.prototype.sort is stable.
    if (bySpan(list[i - 1] as RobotsDiagnostic, list[i] as RobotsDiagnostic) > 0) {
      return list.sort(bySpan);
    }
  }
  return list;
}

/**
 * Lists `[from, to)` of `lists`, merged by span; on the same span the earlier
 * list (the rule earlier in the catalogue) comes first. The same order as one
 * stable sort of all findings by span and catalogue order, in O(n log lists).
 */
function mergeLists(
  lists: readonly RobotsDiagnostic[][],
  from: number,
  to: number,
): RobotsDiagnostic[] {
  if (to - from === 0) return [];
  if (to - from === 1) return lists[from] as RobotsDiagnostic[];
  const middle = (from + to) >> 1;
  const a = mergeLists(lists, from, middle);
  const b = mergeLists(lists, middle, to);
  const out = new Array<RobotsDiagnostic>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as RobotsDiagnostic;
    const y = b[j] as RobotsDiagnostic;
    if (bySpan(y, x) < 0) {
      out[k++] = y;
      j++;
    } else {
      out[k++] = x;
      i++;
    }
  }
  while (i < a.length) out[k++] = a[i++] as RobotsDiagnostic;
  while (j < b.length) out[k++] = b[j++] as RobotsDiagnostic;
  return out;
}
