import { describe, expect, it } from 'vitest';
import { cpuFigures, mainThreadTasks } from './cpu.mjs';

const thread = (pid: number, tid: number, name: string) => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number) => ({
  ph: 'X',
  name: 'ThreadControllerImpl::RunTask',
  pid,
  tid,
  ts,
  dur,
  tdur,
});
const keydown = (pid: number, tid: number, ts: number) => ({
  ph: 'X',
  name: 'EventDispatch',
  pid,
  tid,
  ts,
  dur: 10,
  args: { data: { type: 'keydown' } },
});

describe('mainThreadTasks', () => {
  it('reads the tasks of the renderer main thread that was typed into, nested ones in the outer', () => {
    const events = [
      thread(1, 1, 'CrRendererMain'),
      thread(2, 2, 'CrRendererMain'),
      thread(1, 3, 'DedicatedWorker thread'),
      task(2, 2, 0, 90_000, 90_000),
      task(1, 3, 0, 70_000, 60_000),
      task(1, 1, 5_000, 80_000, 20_000),
      task(1, 1, 10_000, 5_000, 4_000),
      keydown(1, 1, 6_000),
      task(1, 1, 100_000, 30_000, 29_000),
    ];
    expect(mainThreadTasks(events)).toEqual([
      { wallMs: 80, cpuMs: 20 },
      { wallMs: 30, cpuMs: 29 },
    ]);
  });

  it('finds nothing in a trace without a keystroke', () => {
    expect(mainThreadTasks([thread(1, 1, 'CrRendererMain'), task(1, 1, 0, 1, 1)])).toEqual([]);
  });
});

describe('cpuFigures', () => {
  it('gives the longest task, the tasks over 50 ms and the CPU time per keystroke', () => {
    const tasks = [
      { wallMs: 120, cpuMs: 40 },
      { wallMs: 70, cpuMs: 55 },
      { wallMs: 9, cpuMs: 5 },
    ];
    expect(cpuFigures(tasks, 4)).toEqual({ longestMs: 55, over50: 1, perKeyMs: 25 });
    expect(cpuFigures([], 4)).toEqual({ longestMs: 0, over50: 0, perKeyMs: 0 });
  });
});
