// Starts the engine worker in the browser. Kept apart from client.ts so the client
// stays runnable in Node; Vite bundles the worker from the `new URL` literal.

import type { WorkerPort } from './client.ts';

/** Starts a fresh module worker running robots.worker.ts; pass it as `createPort`. */
export function spawnRobotsWorker(): WorkerPort {
  return new Worker(new URL('./robots.worker.ts', import.meta.url), {
    type: 'module',
    name: 'robots-engine',
  });
}
