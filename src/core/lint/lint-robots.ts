// lintRobots: runs every catalogue rule on a parsed file and returns the findings
// in document order. Pure: the same parsed file always gives the same list.

import type { ParsedRobots } from '../types.ts';
import { LINT_RULES } from './catalogue.ts';
import type { LintRuleId } from './catalogue.ts';
import { createLintContext } from './context.ts';
import { foldNote } from './notes.ts';
import { CHECKS } from './rules/index.ts';
import type { LintOptions, RobotsDiagnostic } from './types.ts';

const ORDER = new Map<LintRuleId, number>(LINT_RULES.map((rule, i) => [rule.id, i]));

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
  const out: RobotsDiagnostic[] = [];
  let page = false;
  for (const rule of LINT_RULES) {
    if (disabled.has(rule.id)) continue;
    if (page && PAGE_LINE_RULES.has(rule.id)) continue;
    let found = CHECKS[rule.id](ctx);
    if (rule.id === 'html-page' && found.length > 0) page = true;
    if ('note' in rule) found = foldNote(rule, found, parsed.text.length);
    const severity = options.severity?.[rule.id];
    for (const d of found) out.push(severity ? { ...d, severity } : d);
  }
  return out.sort(
    (a, b) => a.from - b.from || a.to - b.to || (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0),
  );
}
