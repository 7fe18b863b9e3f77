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
 * Every diagnostic for `parsed` (as parseRobots returned it, in either mode),
 * sorted by `from`, then `to`, then catalogue order. A teaching note (a rule with
 * a catalogue `note`) gives at most one finding per file. `options.disable`
 * skips rules; `options.severity` overrides severities. Never throws on any input.
 */
export function lintRobots(parsed: ParsedRobots, options: LintOptions = {}): RobotsDiagnostic[] {
  const ctx = createLintContext(parsed);
  const disabled = new Set(options.disable ?? []);
  const out: RobotsDiagnostic[] = [];
  for (const rule of LINT_RULES) {
    if (disabled.has(rule.id)) continue;
    let found = CHECKS[rule.id](ctx);
    if ('note' in rule) found = foldNote(rule, found, parsed.text.length);
    const severity = options.severity?.[rule.id];
    for (const d of found) out.push(severity ? { ...d, severity } : d);
  }
  return out.sort(
    (a, b) => a.from - b.from || a.to - b.to || (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0),
  );
}
