// A worker that never answers: for tests of what the page does around the engine.
import type { WorkerPort } from '../../src/worker/client.ts';

export const silentPort = (): WorkerPort => ({
  postMessage: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
});
