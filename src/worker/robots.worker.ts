// The module worker's entry: glue only. Everything it does is in serve.ts and
// session.ts, which tests run over a MessageChannel without a worker.

import type { SessionEndpoint } from './serve.ts';
import { serveSession } from './serve';

// The tsconfig's lib types `self` as a Window; inside a dedicated worker it is
// the worker scope, which has exactly the endpoint's methods.
serveSession(self as unknown as SessionEndpoint);
