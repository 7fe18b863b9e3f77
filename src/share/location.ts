// Where the permalink lives in the address bar: the fragment `#s=<payload>` (the
// fragment is never sent to a server). The helpers take Location/History-like objects
// as parameters so they run, and are tested, without a browser. Writes use
// `history.replaceState`, so following edits never adds history entries.

/** The fragment key holding the payload: links look like `https://…/#s=v2.q1Yq…`. */
export const SHARE_FRAGMENT_KEY = 's';

/** The parts of `Location` the helpers read. `href` includes the fragment, if any. */
export interface LocationLike {
  readonly href: string;
  readonly hash: string;
}

/** The parts of `History` the helpers use; `state` is kept as it is on every write. */
export interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

/**
 * Returns the permalink payload from `#s=<payload>` (other `&`-separated fragment
 * parameters are ignored), percent-decoded when it was escaped in transit, or `null`
 * when the fragment has no `s=` parameter. Never throws.
 */
export function readFragment(location: LocationLike): string | null {
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  for (const part of hash.split('&')) {
    if (!part.startsWith(`${SHARE_FRAGMENT_KEY}=`)) continue;
    const raw = part.slice(SHARE_FRAGMENT_KEY.length + 1);
    if (!raw.includes('%')) return raw;
    try {
      return decodeURIComponent(raw);
    } catch {
      // A malformed escape is left for decodePermalink to report as a damaged link.
      return raw;
    }
  }
  return null;
}

/**
 * Returns the address to share: the current URL without its fragment, plus
 * `#s=<fragment>` when `fragment` is not empty (an empty state gives a clean URL).
 * Any other fragment content is dropped, since the payload carries the whole state.
 */
export function buildShareUrl(location: LocationLike, fragment: string): string {
  const hashAt = location.href.indexOf('#');
  const base = hashAt === -1 ? location.href : location.href.slice(0, hashAt);
  return fragment === '' ? base : `${base}#${SHARE_FRAGMENT_KEY}=${fragment}`;
}

/** The key, in the history entry's state, of the fragment this page wrote itself. */
const OWN_FRAGMENT_KEY = 'robotsPlaygroundFragment';

/**
 * Puts `fragment` in the address bar with `history.replaceState` (no new history
 * entry, the rest of the history state kept), and notes in the entry's state that
 * the page wrote it (see isOwnFragment). Returns false, and does nothing, when the
 * address is already that one.
 */
export function writeFragment(
  history: HistoryLike,
  location: LocationLike,
  fragment: string,
): boolean {
  const url = buildShareUrl(location, fragment);
  if (url === location.href) return false;
  const state: unknown = history.state;
  const kept = typeof state === 'object' && state !== null ? state : {};
  history.replaceState({ ...kept, [OWN_FRAGMENT_KEY]: { fragment, at: Date.now() } }, '', url);
  return true;
}

/**
 * When the address bar's permalink is one this page wrote itself, of its own state,
 * into this history entry (what a reload finds): the time it was written, in ms
 * since the epoch; otherwise `null`. A link pasted or followed opens a new entry,
 * whose state says nothing; the entry's state survives a reload.
 */
export function ownFragmentWrittenAt(history: HistoryLike, location: LocationLike): number | null {
  const payload = readFragment(location);
  const state: unknown = history.state;
  if (payload === null || typeof state !== 'object' || state === null) return null;
  const own: unknown = (state as Record<string, unknown>)[OWN_FRAGMENT_KEY];
  if (typeof own !== 'object' || own === null) return null;
  const { fragment, at } = own as { fragment?: unknown; at?: unknown };
  return fragment === payload && typeof at === 'number' ? at : null;
}

/** Schedules `callback` after `delayMs` milliseconds and returns a function that cancels it. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

/** A debounced address-bar writer made by `createDebouncedWriter`. */
export interface DebouncedWriter {
  /** Records the newest fragment; only the last one in a quiet period is written. */
  write(fragment: string): void;
  /** Writes the pending fragment now, if any (e.g. before copying the link). */
  flush(): void;
  /** Drops the pending fragment without writing it. */
  cancel(): void;
}

const defaultSchedule: Schedule = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};

/**
 * Returns a writer that coalesces a burst of `write` calls into one `writeFragment`
 * call `delayMs` after the last one, so typing does not flood `replaceState`.
 * `schedule` defaults to `setTimeout`; tests pass a fake clock.
 */
export function createDebouncedWriter(
  history: HistoryLike,
  location: LocationLike,
  delayMs: number,
  schedule: Schedule = defaultSchedule,
): DebouncedWriter {
  let pending: string | null = null;
  let cancelTimer: (() => void) | null = null;

  const flush = (): void => {
    cancelTimer?.();
    cancelTimer = null;
    if (pending === null) return;
    const fragment = pending;
    pending = null;
    writeFragment(history, location, fragment);
  };

  return {
    write(fragment) {
      pending = fragment;
      cancelTimer?.();
      cancelTimer = schedule(flush, delayMs);
    },
    flush,
    cancel() {
      cancelTimer?.();
      cancelTimer = null;
      pending = null;
    },
  };
}
