// Pure helpers of the Problems panel's grouped list: the findings shown, grouped
// by rule (errors first, then warnings, then info; catalogue order within a
// severity, so a group keeps its place while the file is edited), the flat rows
// the windowed list renders (a group's header, then its entries while it is
// open), and the words of Fix-all.

import { LINT_RULES, type LintRuleId, type LintSeverity } from '../../core/lint/index.ts';
import type { IndexedDiagnostic, SeverityCounts } from './filter.ts';
import { SEVERITIES, severityCountLabel } from './filter.ts';
import { formatNumber } from '../../core/numbers.ts';

/** The findings of one rule that pass the filter. */
export interface ProblemGroup {
  id: LintRuleId;
  /** The rule's catalogue title. */
  title: string;
  /** The most serious severity among the group's findings. */
  severity: LintSeverity;
  /** The group's findings per severity. */
  counts: SeverityCounts;
  /** The findings, in document order. */
  items: readonly IndexedDiagnostic[];
}

/** One row of the windowed list: a group's header, or one of its entries. */
export type ProblemRow =
  | { kind: 'group'; group: ProblemGroup; groupIndex: number; open: boolean }
  | { kind: 'entry'; group: ProblemGroup; item: IndexedDiagnostic; position: number };

const RANK: Record<LintSeverity, number> = { error: 0, warning: 1, info: 2 };
const CATALOGUE = new Map<LintRuleId, { order: number; title: string }>(
  LINT_RULES.map((rule, order) => [rule.id, { order, title: rule.title }]),
);

/**
 * `shown` grouped by rule id: groups ordered by their most serious severity, then
 * by catalogue order; each group's findings in the order given. Linear in `shown`.
 */
export function groupDiagnostics(shown: readonly IndexedDiagnostic[]): ProblemGroup[] {
  const byId = new Map<LintRuleId, { counts: SeverityCounts; items: IndexedDiagnostic[] }>();
  for (const x of shown) {
    const d = x.diagnostic;
    let group = byId.get(d.id);
    if (!group) {
      group = { counts: { error: 0, warning: 0, info: 0 }, items: [] };
      byId.set(d.id, group);
    }
    group.counts[d.severity] += 1;
    group.items.push(x);
  }
  const out: ProblemGroup[] = [];
  for (const [id, { counts, items }] of byId) {
    const severity = SEVERITIES.find((s) => counts[s] > 0) ?? 'info';
    out.push({ id, title: CATALOGUE.get(id)?.title ?? id, severity, counts, items });
  }
  const order = (id: LintRuleId) => CATALOGUE.get(id)?.order ?? 0;
  return out.sort((a, b) => RANK[a.severity] - RANK[b.severity] || order(a.id) - order(b.id));
}

/**
 * The rows of `groups`: each group's header, followed by its entries when
 * `isOpen(group)` says so. Linear in the rows returned.
 */
export function problemRows(
  groups: readonly ProblemGroup[],
  isOpen: (group: ProblemGroup) => boolean,
): ProblemRow[] {
  const rows: ProblemRow[] = [];
  groups.forEach((group, groupIndex) => {
    const open = isOpen(group);
    rows.push({ kind: 'group', group, groupIndex, open });
    if (open)
      group.items.forEach((item, position) => rows.push({ kind: 'entry', group, item, position }));
  });
  return rows;
}

/** `1 error`, `2 warnings and 3 info`: the non-zero counts in words (`0 problems` when none). */
export function countsInWords(counts: SeverityCounts): string {
  const parts = SEVERITIES.filter((s) => counts[s] > 0).map((s) =>
    severityCountLabel(s, counts[s]),
  );
  if (parts.length === 0) return '0 problems';
  if (parts.length === 1) return parts[0] as string;
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] as string}`;
}

/** `Show 462 findings` or `Hide 2 findings`: what a group's toggle does. */
export function toggleLabel(open: boolean, n: number): string {
  return `${open ? 'Hide' : 'Show'} ${formatNumber(n)} ${n === 1 ? 'finding' : 'findings'}`;
}

/** `Fix 2 errors and 1 warning`: Fix-all's button, saying what it fixes. */
export function fixAllLabel(fixed: SeverityCounts): string {
  return `Fix ${countsInWords(fixed)}`;
}

/** `missing-colon ×2, disallow-star ×1`: what Fix-all fixes per rule, the first `max` rules named. */
export function fixedRules(byRule: Iterable<readonly [LintRuleId, number]>, max = 4): string {
  const parts = [...byRule].map(([id, n]) => `${id} ×${formatNumber(n)}`);
  if (parts.length <= max) return parts.join(', ');
  const rest = parts.length - max;
  return `${parts.slice(0, max).join(', ')} and ${rest} more ${rest === 1 ? 'rule' : 'rules'}`;
}
