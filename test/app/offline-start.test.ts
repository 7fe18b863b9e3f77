import { describe, expect, it, vi } from 'vitest';
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
  it('waits until no key or pointer has been pressed for a moment', () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const start = vi.fn();
      whenQuiet(start, 2000, target);
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
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts nothing once cancelled', () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const start = vi.fn();
      whenQuiet(start, 2000, target)();
      vi.advanceTimersByTime(10_000);
      target.dispatchEvent(new Event('keydown'));
      vi.advanceTimersByTime(10_000);
      expect(start).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
