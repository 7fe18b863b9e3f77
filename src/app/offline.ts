/// <reference types="vite-plugin-pwa/vanillajs" />
// Working offline after the first visit: registers the service worker the build
// generates (see `offline()` in vite.config.ts), which precaches every built file.
// Fetched by ./offline-start.ts once the page is usable, so neither this module nor
// Workbox's window library is part of the first download.

import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker. When a new release has been installed and waits,
 * `onUpdate` gets the function that switches to it and reloads the page; nothing
 * switches before that is called, so an edit is never interrupted. Never throws: a
 * worker that cannot be registered leaves the page working online as before.
 */
export function registerOffline(onUpdate: (apply: () => void) => void): void {
  const update = registerSW({
    onNeedRefresh: () => onUpdate(apply),
    // Reloading is ours (below): the plugin reloads only when this page was already
    // controlled as it registered, not when its first worker was installed meanwhile.
    onNeedReload: () => {},
    onRegisterError: () => {},
  });
  const apply = (): void => {
    // The new release takes over, then the page reloads on it (the draft is saved
    // on `pagehide`, as on any reload).
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    void update();
  };
}
