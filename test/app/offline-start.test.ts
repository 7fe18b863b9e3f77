import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOffline, whenQuiet } from '../../src/app/offline-start.ts';

// A page that becomes usable when the test says so.
function usable() {
  let start: (() => void) | null = null;
  const cancel = vi.fn();
  return {
    whenUsable: (run: () => void) => {
      start = run;
      return cancel;
    },
    cancel,
    now: () => start?.(),
  };
}

// Every promise already settled has run its callbacks by the next task.
const flush = () => new Promise((done) => setTimeout(done, 0));

describe('startOffline', () => {
  it('fetches the registering module only once the page is usable, then registers', async () => {
    const page = usable();
    const registerOffline = vi.fn();
    const load = vi.fn(async () => ({ registerOffline }));
    const onUpdate = vi.fn();
    startOffline(onUpdate, { enabled: true, load, whenUsable: page.whenUsable });
    await flush();
    expect(load).not.toHaveBeenCalled();
    page.now();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(registerOffline).toHaveBeenCalledWith(onUpdate);
  });

  it('does nothing where there is no service worker to register (a dev or test page)', async () => {
    const page = usable();
    const load = vi.fn(async () => ({ registerOffline: vi.fn() }));
    startOffline(() => {}, { enabled: false, load, whenUsable: page.whenUsable });
    page.now();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('registers nothing once stopped, even with the module on its way', async () => {
    const early = usable();
    const load = vi.fn(async () => ({ registerOffline: vi.fn() }));
    startOffline(() => {}, { enabled: true, load, whenUsable: early.whenUsable })();
    expect(early.cancel).toHaveBeenCalled();
    early.now();
    await flush();
    expect(load).not.toHaveBeenCalled();

    const late = usable();
    const registerOffline = vi.fn();
    const stop = startOffline(() => {}, {
      enabled: true,
      load: async () => ({ registerOffline }),
      whenUsable: late.whenUsable,
    });
    late.now();
    stop();
    await flush();
    expect(registerOffline).not.toHaveBeenCalled();
  });

  it('leaves the page as it is when the module cannot be fetched', async () => {
    const page = usable();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    startOffline(() => {}, { enabled: true, load, whenUsable: page.whenUsable });
    page.now();
    await flush();
    expect(load).toHaveBeenCalled();
  });
});

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits until no key or pointer has been pressed for a moment', () => {
    const target = new EventTarget();
    const start = vi.fn();
    whenQuiet(start, 2000, target, fakePage('visible'));
    vi.advanceTimersByTime(1500);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1500);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(1999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    // Presses after it started change nothing.
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits five seconds by default, and cancelling also stops an idle wait', () => {
    const idle = vi.fn((run: () => void) => (setTimeout(run, 100), 7));
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const start = vi.fn();
    const cancel = whenQuiet(start, undefined, new EventTarget(), fakePage('visible'));
    vi.advanceTimersByTime(4999);
    expect(idle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('starts at once when the page is hidden, and only once', () => {
    const target = new EventTarget();
    const page = fakePage('visible');
    const start = vi.fn();
    whenQuiet(start, 5000, target, page);
    vi.advanceTimersByTime(1000);
    // Shown again (a tab switch back): still waiting for the quiet.
    page.dispatchEvent(new Event('visibilitychange'));
    expect(start).not.toHaveBeenCalled();
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(start).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(20_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once cancelled', () => {
    const target = new EventTarget();
    const page = fakePage('visible');
    const start = vi.fn();
    whenQuiet(start, 2000, target, page)();
    vi.advanceTimersByTime(10_000);
    target.dispatchEvent(new Event('keydown'));
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
  });
});

// A document whose visibility a test sets.
function fakePage(state: string): EventTarget & { visibilityState: string } {
  return Object.assign(new EventTarget(), { visibilityState: state });
}
