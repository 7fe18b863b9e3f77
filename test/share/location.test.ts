import { describe, expect, it } from 'vitest';
import {
  buildShareUrl,
  createDebouncedWriter,
  decodePermalink,
  defaultShareState,
  encodePermalink,
  ownFragmentWrittenAt,
  readFragment,
  writeFragment,
  type HistoryLike,
  type LocationLike,
  type Schedule,
} from '../../src/share/index.ts';

// A browser-like pair: replaceState changes the location, as in a real page.
function fakeBrowser(href: string) {
  const location = {
    href,
    get hash() {
      return new URL(this.href).hash;
    },
  };
  const calls: { data: unknown; url: string }[] = [];
  const history = {
    state: { scroll: 12 } as unknown,
    length: 1,
    replaceState(data: unknown, _unused: string, url?: string | URL | null) {
      calls.push({ data, url: String(url) });
      this.state = data;
      if (url != null) location.href = new URL(String(url), location.href).href;
    },
  };
  return { location, history: history as HistoryLike & { length: number }, calls };
}

// A manual clock for the debouncer.
function fakeClock() {
  let now = 0;
  let timers: { at: number; run: () => void; live: boolean }[] = [];
  const schedule: Schedule = (run, delayMs) => {
    const timer = { at: now + delayMs, run, live: true };
    timers.push(timer);
    return () => {
      timer.live = false;
    };
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((t) => t.live && t.at <= now);
    timers = timers.filter((t) => t.live && t.at > now);
    for (const t of due) t.run();
  };
  return { schedule, advance, pending: () => timers.filter((t) => t.live).length };
}

const loc = (href: string): LocationLike => ({ href, hash: new URL(href).hash });

describe('readFragment', () => {
  it.each([
    ['https://x.test/#s=v1.abc', 'v1.abc'],
    ['https://x.test/app?q=1#s=v1.abc', 'v1.abc'],
    ['https://x.test/#lesson=3&s=v1.abc', 'v1.abc'],
    ['https://x.test/#s=v1.abc&lesson=3', 'v1.abc'],
    ['https://x.test/#s=', ''],
    ['https://x.test/#s=v1.a%2Db', 'v1.a-b'],
    ['https://x.test/#s=v1.%E0%A4', 'v1.%E0%A4'],
  ])('reads %s as %j', (href, expected) => {
    expect(readFragment(loc(href))).toBe(expected);
  });

  it.each([
    'https://x.test/',
    'https://x.test/#',
    'https://x.test/#example=tie',
    'https://x.test/#ss=v1.a',
  ])('finds no payload in %s', (href) => {
    expect(readFragment(loc(href))).toBeNull();
  });
});

describe('buildShareUrl', () => {
  it('appends #s=<payload> to the address without its fragment', () => {
    expect(buildShareUrl(loc('https://x.test/play?x=1#old'), 'v1.abc')).toBe(
      'https://x.test/play?x=1#s=v1.abc',
    );
  });

  it('gives a clean URL, with no #, for an empty payload', () => {
    expect(buildShareUrl(loc('https://x.test/play#s=v1.abc'), '')).toBe('https://x.test/play');
  });
});

describe('writeFragment', () => {
  it('replaces the address without adding a history entry and keeps history.state', () => {
    const { location, history, calls } = fakeBrowser('https://x.test/app#s=v1.old');
    expect(writeFragment(history, location, 'v1.new')).toBe(true);
    expect(location.href).toBe('https://x.test/app#s=v1.new');
    expect(calls).toEqual([
      {
        data: {
          scroll: 12,
          robotsPlaygroundFragment: { fragment: 'v1.new', at: expect.any(Number) },
        },
        url: 'https://x.test/app#s=v1.new',
      },
    ]);
    expect(history.length).toBe(1);
  });

  it('tells a link it wrote itself, and when, from one pasted or followed', () => {
    const { location, history } = fakeBrowser('https://x.test/app#s=v1.old');
    // A link the page did not write: a new history entry, whose state says nothing of it.
    expect(ownFragmentWrittenAt(history, location)).toBeNull();
    const before = Date.now();
    writeFragment(history, location, 'v1.mine');
    expect(ownFragmentWrittenAt(history, location)).toBeGreaterThanOrEqual(before);
    // The same entry, another fragment (pasted over it): not the page's own.
    location.href = 'https://x.test/app#s=v1.pasted';
    expect(ownFragmentWrittenAt(history, location)).toBeNull();
  });

  it('clears the fragment for the default state', async () => {
    const { location, history } = fakeBrowser('https://x.test/app#s=v1.old');
    writeFragment(history, location, await encodePermalink(defaultShareState()));
    expect(location.href).toBe('https://x.test/app');
    expect(readFragment(location)).toBeNull();
  });

  it('does nothing when the address is already right', () => {
    const { location, history, calls } = fakeBrowser('https://x.test/#s=v1.same');
    expect(writeFragment(history, location, 'v1.same')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('carries a state from one page to another', async () => {
    const s = {
      ...defaultShareState(),
      text: 'User-agent: *\nDisallow: /\n',
      agents: ['A', 'B'],
      agent: 'B',
    };
    const first = fakeBrowser('https://x.test/');
    writeFragment(first.history, first.location, await encodePermalink(s));
    const second = fakeBrowser(first.location.href);
    const result = await decodePermalink(readFragment(second.location) ?? '');
    expect(result).toEqual({ ok: true, state: s, version: 4 });
  });
});

describe('createDebouncedWriter', () => {
  it('coalesces a burst of writes into one replaceState with the last value', () => {
    const { location, history, calls } = fakeBrowser('https://x.test/');
    const clock = fakeClock();
    const writer = createDebouncedWriter(history, location, 300, clock.schedule);
    writer.write('v1.a');
    clock.advance(100);
    writer.write('v1.ab');
    clock.advance(299);
    writer.write('v1.abc');
    expect(calls).toEqual([]);
    clock.advance(299);
    expect(calls).toEqual([]);
    clock.advance(1);
    expect(calls.map((c) => c.url)).toEqual(['https://x.test/#s=v1.abc']);
    expect(clock.pending()).toBe(0);
  });

  it('writes again after a quiet period', () => {
    const { location, history, calls } = fakeBrowser('https://x.test/');
    const clock = fakeClock();
    const writer = createDebouncedWriter(history, location, 50, clock.schedule);
    writer.write('v1.a');
    clock.advance(50);
    writer.write('v1.b');
    clock.advance(50);
    expect(calls.map((c) => c.url)).toEqual(['https://x.test/#s=v1.a', 'https://x.test/#s=v1.b']);
  });

  it('flush writes the pending value now, once', () => {
    const { location, history, calls } = fakeBrowser('https://x.test/');
    const clock = fakeClock();
    const writer = createDebouncedWriter(history, location, 300, clock.schedule);
    writer.write('v1.a');
    writer.flush();
    expect(location.href).toBe('https://x.test/#s=v1.a');
    clock.advance(1000);
    writer.flush();
    expect(calls).toHaveLength(1);
  });

  it('cancel drops the pending value', () => {
    const { location, history, calls } = fakeBrowser('https://x.test/');
    const clock = fakeClock();
    const writer = createDebouncedWriter(history, location, 300, clock.schedule);
    writer.write('v1.a');
    writer.cancel();
    clock.advance(1000);
    expect(calls).toEqual([]);
  });

  it('uses setTimeout by default', async () => {
    const { location, history, calls } = fakeBrowser('https://x.test/');
    const writer = createDebouncedWriter(history, location, 5);
    writer.write('v1.a');
    writer.write('v1.b');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls.map((c) => c.url)).toEqual(['https://x.test/#s=v1.b']);
  });
});
