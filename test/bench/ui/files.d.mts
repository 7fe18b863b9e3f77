// Types of ./files.mjs, for the TypeScript that reads the benchmark's files
// (scripts/reply-size.ts).

/** A benchmark file: its lines without the probe group, and what the page asks about. */
export interface BenchFile {
  id: string;
  title: string;
  lines: string[];
  /** 10 agents, `probe` first (the Verdict's agent). */
  agents: string[];
  /** 100 URLs, `/zz` first (the Verdict's URL). */
  urls: string[];
}

/** The line the keystrokes edit; the cursor goes to its end. */
export const PROBE_RULE: string;

/** The files by id: (a) 180 groups × 60 rules, (b) 20,000 short lines in `*` groups. */
export function benchFiles(): Record<'a' | 'b', BenchFile>;

/** The text of `file` with the probe group at `position`, and the 1-based line of the probe rule. */
export function withProbe(
  file: BenchFile,
  position: 'end' | 'middle',
): { text: string; probeLine: number };
