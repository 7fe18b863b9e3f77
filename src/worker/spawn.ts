// Starts the engine worker in the browser. Kept apart from client.ts so the client
// stays runnable in Node; Vite bundles the worker from the `new URL` literal.
// The page starts one worker ahead (main.tsx, before React renders), so the
// engine's script loads and compiles while the page mounts; the client's first
// spawn takes that worker and every later one (after a crash) is fresh.

import type { WorkerPort } from './client.ts';

function startWorker(): Worker {
  return new Worker(new URL('./robots.worker.ts', import.meta.url), {
    type: 'module',
    name: 'robots-engine',
  });
}

/** The worker started ahead, until a spawn takes it; `failed` once it reported an error. */
let ahead: { worker: Worker; failed: boolean } | null = null;

/**
 * Starts the engine worker now, ahead of the client that will use it, so its
 * script downloads in parallel with the page's. Does nothing where there are no
 * workers (Node, tests) or when one is already waiting. Never throws.
 */
export function startRobotsWorkerEarly(): void {
  if (ahead !== null || typeof Worker === 'undefined') return;
  try {
    const entry = { worker: startWorker(), failed: false };
    // Nobody listens yet: an error now would be lost, so the first spawn starts afresh.
    entry.worker.addEventListener('error', () => (entry.failed = true), { once: true });
    ahead = entry;
  } catch {
    // The first spawn tries again and reports what goes wrong.
  }
}

/**
 * A module worker running robots.worker.ts: the one started early if it is still
 * healthy, else a fresh one. Pass it as `createPort`; throws where workers cannot start.
 */
export function spawnRobotsWorker(): WorkerPort {
  const taken = ahead;
  ahead = null;
  if (taken !== null && !taken.failed) return taken.worker;
  taken?.worker.terminate();
  return startWorker();
}
