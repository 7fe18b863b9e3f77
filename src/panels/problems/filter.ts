// Pure helpers of the Problems panel: counts by severity and a cheap filter.
// The lower-cased search text of each diagnostic is built on the first search
// and kept with the lint result, so typing in the filter box scans strings
// instead of rebuilding them, and a lint result nobody searches costs none.

import { fixesOf } from '../../core/lint/index.ts';
import type { LintSeverity, RobotsDiagnostic } from '../../core/lint/index.ts';
import { formatNumber } from '../../core/numbers.ts';

/** Severities in the order the panel shows them (most serious first). */
export const SEVERITIES = ['error', 'warning', 'info'] as const satisfies readonly LintSeverity[];

/** How many diagnostics of each severity. */
export type SeverityCounts = Record<LintSeverity, number>;

/** Counts `diagnostics` by severity (every severity present, possibly 0). */
export function countBySeverity(diagnostics: readonly RobotsDiagnostic[]): SeverityCounts {
  const counts: SeverityCounts = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  return counts;
}

/** `1 error`, `2 warnings`, `3 info` (info has no plural). */
export function severityCountLabel(severity: LintSeverity, n: number): string {
  const count = formatNumber(n);
  if (severity === 'info') return `${count} info`;
  return `${count} ${severity}${n === 1 ? '' : 's'}`;
}

/** A diagnostic with its search text. */
export interface IndexedDiagnostic {
  readonly diagnostic: RobotsDiagnostic;
  /** Lower-cased `id`, `line N`, message and fix labels, space-separated; made on first read. */
  readonly haystack: string;
}

class Indexed implements IndexedDiagnostic {
  #haystack: string | null = null;
  constructor(readonly diagnostic: RobotsDiagnostic) {}
  get haystack(): string {
    if (this.#haystack === null) {
      const d = this.diagnostic;
      this.#haystack = [d.id, `line ${d.line}`, d.message, ...fixesOf(d).map((f) => f.label)]
        .join(' \n ')
        .toLowerCase()
        .replace(/[ \t]+/g, ' ');
    }
    return this.#haystack;
  }
}

/** Pairs each diagnostic with its search text, made when a search first reads it. */
export function indexDiagnostics(diagnostics: readonly RobotsDiagnostic[]): IndexedDiagnostic[] {
  return diagnostics.map((d) => new Indexed(d));
}

/** What the user filters by: severities shown and a free-text query. */
export interface ProblemFilter {
  severities: ReadonlySet<LintSeverity>;
  /** Matched case-insensitively as a phrase (runs of blanks count as one). `''` matches all. */
  query: string;
}

/** The entries that pass `filter`, in their original order. */
export function filterDiagnostics(
  indexed: readonly IndexedDiagnostic[],
  filter: ProblemFilter,
): IndexedDiagnostic[] {
  const phrase = filter.query.toLowerCase().trim().replace(/\s+/g, ' ');
  const all = filter.severities.size === SEVERITIES.length;
  if (all && phrase === '') return indexed.slice();
  return indexed.filter(
    (x) => filter.severities.has(x.diagnostic.severity) && x.haystack.includes(phrase),
  );
}
