// Starts offline support once the page is usable: when the browser is first idle
// after the app has mounted, ./offline.ts (and with it Workbox's window library) is fetched and
// registers the service worker. Only built pages have a worker to register.

/** What startOffline needs; every field has a browser default. */
export interface OfflineStartOptions {
  /** Default: true in a production build with `navigator.serviceWorker`. */
  enabled?: boolean;
  /** Fetches the registering module. Default: `import('./offline.ts')`. */
  load?: () => Promise<Pick<typeof import('./offline.ts'), 'registerOffline'>>;
  /**
   * Runs `start` once the page is usable; returns a function that cancels it.
   * Default: `requestIdleCallback` (at most 5 s late; 1 s without it).
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
  const cancel = (options.whenUsable ?? whenIdle)(() => {
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

function whenIdle(start: () => void): () => void {
  if (typeof globalThis.requestIdleCallback !== 'function') {
    const timer = setTimeout(start, 1000);
    return () => clearTimeout(timer);
  }
  const handle = globalThis.requestIdleCallback(start, { timeout: 5000 });
  return () => globalThis.cancelIdleCallback(handle);
}
