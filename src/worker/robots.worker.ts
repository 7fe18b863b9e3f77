// The module worker's entry: glue only. What it answers is in serve.ts and
// session.ts, which tests run over a MessageChannel without a worker; what it
// practises before its first text, in warm-up.ts.

import type { SessionEndpoint } from './serve.ts';
import { serveSession } from './serve';
import { WARM_UP_ROLES } from './worker-names';
import { WARM_UP_ROUNDS, warmUp } from './warm-up';

// The tsconfig's lib types `self` as a Window; inside a dedicated worker it is
// the worker scope, which has exactly the endpoint's methods.
const scope = self as unknown as SessionEndpoint & { name?: string };
serveSession(scope);

// The helper and the linter practise while they wait for their first text
// (./warm-up.ts): a round at a time, each in a task of its own, and no more once
// a request has come, so a page quicker than the practice waits one round at most.
const role = WARM_UP_ROLES[scope.name ?? ''];
if (role !== undefined) {
  let asked = false;
  const listener = (): void => {
    asked = true;
  };
  scope.addEventListener('message', listener);
  let rounds = WARM_UP_ROUNDS;
  const practise = (): void => {
    if (!asked && rounds-- > 0) {
      warmUp(role, 1);
      setTimeout(practise, 0);
    } else scope.removeEventListener('message', listener);
  };
  setTimeout(practise, 0);
}
