// Main-thread CPU time of the page while typing, from a Chromium trace (BENCH_CPU=1).
// The wall-clock figures (long tasks, latencies) grow with the machine's load: on a
// 2-core machine shared with other builds, a 20 ms task can last 80 ms. The thread
// time of a task (the trace's `tdur`) counts only the time the page's main thread
// ran, so a run on a busy machine still shows what the page itself costs.

/** The trace categories the figures need (task and rendering events with thread time). */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];

const TASK = 'ThreadControllerImpl::RunTask';

/**
 * The top-level tasks of the page's main thread in `events` (a Chromium trace's
 * `traceEvents`): the renderer main thread that dispatched a keydown. Returns
 * `{ wallMs, cpuMs }` per task, in start order; `[]` when no such thread is found.
 */
export function mainThreadTasks(events) {
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
  }
  const typed = events.find(
    (e) =>
      e.name === 'EventDispatch' &&
      e.args?.data?.type === 'keydown' &&
      names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
  );
  if (!typed) return [];
  const tasks = events
    .filter((e) => e.pid === typed.pid && e.tid === typed.tid && e.ph === 'X' && e.name === TASK)
    .sort((a, b) => a.ts - b.ts);
  const out = [];
  let end = -Infinity;
  for (const t of tasks) {
    // A task run inside another (a nested run loop) is part of the outer one.
    if (t.ts < end) continue;
    end = t.ts + (t.dur ?? 0);
    out.push({ wallMs: (t.dur ?? 0) / 1000, cpuMs: (t.tdur ?? 0) / 1000 });
  }
  return out;
}

/**
 * The CPU figures of one run typed `keys` keystrokes: the longest task's CPU time,
 * how many tasks ran over 50 ms of CPU, and the main thread's CPU time per keystroke
 * (all in ms).
 */
export function cpuFigures(tasks, keys) {
  const cpu = tasks.map((t) => t.cpuMs);
  return {
    longestMs: Math.max(0, ...cpu),
    over50: cpu.filter((ms) => ms > 50).length,
    perKeyMs: cpu.reduce((sum, ms) => sum + ms, 0) / Math.max(1, keys),
  };
}
