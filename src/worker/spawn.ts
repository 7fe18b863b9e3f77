// Starts the engine workers in the browser. Kept apart from client.ts so the client
// stays runnable in Node; Vite bundles the worker from the `new URL` literal.
// The page runs three: the main one outlines each revision and answers the
// Verdict, the helper answers the panels and the linter lints, so typing never
// waits behind a long lint or report, nor a panel behind the findings. All start
// ahead (main.tsx, before React renders), so the engine's script loads and
// compiles while the page mounts;
// the client's first spawn of each takes that worker and every later one
// (after a crash) is fresh.

import type { WorkerPort } from './client.ts';
import { WORKER_NAMES, type Role } from './worker-names.ts';

function startWorker(role: Role): Worker {
  return new Worker(new URL('./robots.worker.ts', import.meta.url), {
    type: 'module',
    name: WORKER_NAMES[role],
  });
}

/** The workers started ahead, until a spawn takes them; `failed` once one reported an error. */
const ahead = new Map<Role, { worker: Worker; failed: boolean }>();

/**
 * Starts the engine workers now, ahead of the client that will use them, so their
 * script downloads in parallel with the page's. Does nothing where there are no
 * workers (Node, tests) or for one already waiting. Never throws.
 */
export function startRobotsWorkerEarly(): void {
  if (typeof Worker === 'undefined') return;
  for (const role of ['main', 'helper', 'lint'] as const) {
    if (ahead.has(role)) continue;
    try {
      const entry = { worker: startWorker(role), failed: false };
      // Nobody listens yet: an error now would be lost, so the first spawn starts afresh.
      entry.worker.addEventListener('error', () => (entry.failed = true), { once: true });
      ahead.set(role, entry);
    } catch {
      // The first spawn tries again and reports what goes wrong.
    }
  }
}

function spawn(role: Role): WorkerPort {
  const taken = ahead.get(role);
  ahead.delete(role);
  if (taken !== undefined && !taken.failed) return taken.worker;
  taken?.worker.terminate();
  return startWorker(role);
}

/**
 * The main engine worker (robots.worker.ts): the one started early if it is
 * still healthy, else a fresh one. Pass it as `createPort`; throws where
 * workers cannot start.
 */
export function spawnRobotsWorker(): WorkerPort {
  return spawn('main');
}

/** The helper engine worker, like spawnRobotsWorker. Pass it as `createHelperPort`. */
export function spawnRobotsHelper(): WorkerPort {
  return spawn('helper');
}

/** The lint worker, like spawnRobotsWorker. Pass it as `createLintPort`. */
export function spawnRobotsLinter(): WorkerPort {
  return spawn('lint');
}
