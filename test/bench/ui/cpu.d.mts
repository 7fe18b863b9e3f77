// Types of ./cpu.mjs, for its test.

/** A Chromium trace event (only the fields the figures read). */
export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** One top-level task: its wall-clock and its thread (CPU) time, ms. */
export interface TaskTime {
  wallMs: number;
  cpuMs: number;
}

export const TRACE_CATEGORIES: readonly string[];
export function mainThreadTasks(events: readonly TraceEvent[]): TaskTime[];
export function cpuFigures(
  tasks: readonly TaskTime[],
  keys: number,
): { longestMs: number; over50: number; perKeyMs: number };
