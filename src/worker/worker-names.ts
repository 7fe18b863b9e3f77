// The engine workers' names, shared by the page that starts them (./spawn.ts) and
// the worker that reads its own (./robots.worker.ts). A name also shows in the
// browser's developer tools.

import type { WarmUpRole } from './warm-up.ts';

/** The engine workers the page runs (./spawn.ts). */
export type Role = 'main' | 'helper' | 'lint';

export const WORKER_NAMES: Record<Role, string> = {
  main: 'robots-engine',
  helper: 'robots-engine-helper',
  lint: 'robots-engine-lint',
};

/** What the worker of each name practises while it waits (./warm-up.ts); the main one does not. */
export const WARM_UP_ROLES: Readonly<Record<string, WarmUpRole>> = {
  [WORKER_NAMES.helper]: 'panels',
  [WORKER_NAMES.lint]: 'lint',
};
