// Types of ./report.mjs, for its test (the parts the test reads).

/** One row of the benchmark: a file, a position and a panel, and its runs' raw figures. */
export interface BenchRow {
  file: string;
  position: string;
  panel: string;
  runs: Record<string, unknown>[];
}

export function median(xs: readonly (number | null)[]): number;
export function formatTable(rows: readonly BenchRow[]): string;
