// The module worker's entry: glue only. What it answers is in serve.ts and
// session.ts, which tests run over a MessageChannel without a worker; what it
// practises before its first text, in warm-up.ts.

import type { SessionEndpoint } from './serve.ts';
import { serveSession } from './serve';
import { WARM_UP_ROLES } from './worker-names';
import { warmUp } from './warm-up';

// The tsconfig's lib types `self` as a Window; inside a dedicated worker it is
// the worker scope, which has exactly the endpoint's methods.
const scope = self as unknown as SessionEndpoint & { name?: string };
serveSession(scope);

// The helper and the linter practise while they wait for their first text
// (./warm-up.ts), unless it has come already.
const role = WARM_UP_ROLES[scope.name ?? ''];
if (role !== undefined) {
  let asked = false;
  const listener = (): void => {
    asked = true;
  };
  scope.addEventListener('message', listener);
  setTimeout(() => {
    scope.removeEventListener('message', listener);
    if (!asked) warmUp(role);
  }, 0);
}
