// What Fix-all would fix in a lint result, in numbers: worked out where the
// findings are made (the worker, beside the lint), so the Problems panel can
// label its button without reading every finding on the page. The fix itself
// is made from the findings when the button is pressed (summariseFixAll).

import type { LintRuleId } from './catalogue.ts';
import { summariseFixAll } from './fixes.ts';
import type { LintSeverity, RobotsDiagnostic } from './types.ts';

/** What one Fix-all plan fixes. Plain data. */
export interface FixAllBrief {
  /** How many edits the fix makes: 0 when there is nothing to fix. */
  edits: number;
  /** Findings fixed, per severity (every severity present, possibly 0). */
  bySeverity: Record<LintSeverity, number>;
  /** Findings fixed, per rule id, in the order they first occur. */
  byRule: [LintRuleId, number][];
}

/**
 * Fix-all's two plans: `serious` fixes errors and warnings; `all` adds the info
 * findings after them, so an info fix never takes the place of a serious one.
 */
export interface FixAllBriefs {
  serious: FixAllBrief;
  all: FixAllBrief;
}

/** The findings each plan fixes, in the order Fix-all reads them (errors and warnings first). */
export function fixAllFindings(
  diagnostics: readonly RobotsDiagnostic[],
  includeInfo: boolean,
): RobotsDiagnostic[] {
  const serious = diagnostics.filter((d) => d.severity !== 'info');
  if (!includeInfo) return serious;
  for (const d of diagnostics) if (d.severity === 'info') serious.push(d);
  return serious;
}

/** What Fix-all fixes in `diagnostics` (findings on `text`), both plans. Never throws. */
export function fixAllBriefs(text: string, diagnostics: readonly RobotsDiagnostic[]): FixAllBriefs {
  const brief = (includeInfo: boolean): FixAllBrief => {
    const summary = summariseFixAll(text, fixAllFindings(diagnostics, includeInfo));
    return {
      edits: summary.fix.edits.length,
      bySeverity: summary.bySeverity,
      byRule: [...summary.byRule],
    };
  };
  return { serious: brief(false), all: brief(true) };
}
