// Starts offline support once the page is usable: when the person has not pressed a
// key or a pointer for a while and the browser is idle, or when the page is hidden,
// ./offline.ts (and with it Workbox's window library) is fetched and registers the
// service worker, whose install then fetches and stores the whole app: work nobody
// asked for, which on a small machine would otherwise take its turn from the editor
// while someone types. Only built pages have a worker to register.

/** What startOffline needs; every field has a browser default. */
export interface OfflineStartOptions {
  /** Default: true in a production build with `navigator.serviceWorker`. */
  enabled?: boolean;
  /** Fetches the registering module. Default: `import('./offline.ts')`. */
  load?: () => Promise<Pick<typeof import('./offline.ts'), 'registerOffline'>>;
  /**
   * Runs `start` once the page is usable; returns a function that cancels it.
   * Default: `whenQuiet` (5 s without a key or pointer press, then the browser's
   * next idle moment, at most 5 s later; at once when the page is hidden).
   */
  whenUsable?: (start: () => void) => () => void;
}

/**
 * Registers the service worker once the page is usable (see registerOffline for
 * `onUpdate`). Returns the function that cancels a start still waiting. A module
 * that cannot be fetched leaves the page as it is. Never throws.
 */
export function startOffline(
  onUpdate: (apply: () => void) => void,
  options: OfflineStartOptions = {},
): () => void {
  const enabled =
    options.enabled ?? (import.meta.env.PROD && 'serviceWorker' in globalThis.navigator);
  if (!enabled) return () => {};
  const load = options.load ?? (() => import('./offline.ts'));
  let cancelled = false;
  const cancel = (options.whenUsable ?? ((run) => whenQuiet(run)))(() => {
    if (cancelled) return;
    load().then(
      (module) => {
        if (!cancelled) module.registerOffline(onUpdate);
      },
      () => {},
    );
  });
  return () => {
    cancelled = true;
    cancel();
  };
}

/**
 * Runs `start` once no key or pointer has been pressed for `quietMs` (5 s) and,
 * where the browser says so, it is idle (at most 5 s later), or at once when
 * `page` is hidden (the person is elsewhere). Returns the function that cancels it.
 *
 * The install that follows fetches and stores every built file: on a 2-core
 * machine it takes a share of the processors for about two seconds, and typing
 * then stutters. Two seconds without a press is often just the time it takes to
 * read the page before typing; five seconds is a pause between tasks.
 */
export function whenQuiet(
  start: () => void,
  quietMs = 5000,
  target: EventTarget | undefined = globalThis.window,
  page: (EventTarget & { readonly visibilityState: string }) | undefined = globalThis.document,
): () => void {
  const presses = ['keydown', 'pointerdown'];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let done = false;
  const listenToPresses = (on: boolean): void => {
    for (const type of presses) {
      if (on) target?.addEventListener(type, arm, { capture: true, passive: true });
      else target?.removeEventListener(type, arm, { capture: true });
    }
  };
  function arm(): void {
    clearTimeout(timer);
    timer = setTimeout(quiet, quietMs);
  }
  function quiet(): void {
    listenToPresses(false);
    if (typeof globalThis.requestIdleCallback === 'function') {
      idle = globalThis.requestIdleCallback(run, { timeout: 5000 });
    } else {
      run();
    }
  }
  function hidden(): void {
    if (page?.visibilityState === 'hidden') run();
  }
  function stop(): void {
    done = true;
    clearTimeout(timer);
    listenToPresses(false);
    page?.removeEventListener('visibilitychange', hidden);
    if (idle !== undefined) globalThis.cancelIdleCallback(idle);
  }
  function run(): void {
    if (done) return;
    stop();
    start();
  }
  listenToPresses(true);
  page?.addEventListener('visibilitychange', hidden);
  arm();
  return stop;
}
