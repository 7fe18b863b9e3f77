// The status line's words about the engine once it has had trouble: what it
// could not finish, restarting, stopped, how often it was restarted, the
// questions it gave up on, and Retry.
// Loaded the first time there is something to say.

import type { ReactNode } from 'react';
import {
  selectEngineError,
  selectWorkerStatus,
  usePlaygroundStore,
  usePlaygroundStoreApi,
} from '../state/index.ts';
// Straight from its module, which the first visit's JavaScript leaves out.
import { selectStoppedRequests } from '../state/engine-selectors.ts';

/** The engine's health in words, with Retry when it gave something up. */
export default function EngineStatus(): ReactNode {
  const { state, restarts } = usePlaygroundStore(selectWorkerStatus);
  const stopped = usePlaygroundStore(selectStoppedRequests);
  const engineError = usePlaygroundStore(selectEngineError);
  const store = usePlaygroundStoreApi();
  let health: ReactNode = null;
  if (state === 'restarting') {
    health = (
      <span className="over-limit" role="status">
        ⚠ The engine stopped and is restarting; your text is being checked again.
      </span>
    );
  } else if (state === 'failed') {
    health = (
      <span className="over-limit" role="alert">
        ⚠ The engine stopped after failing repeatedly; it starts again on your next edit or on
        Retry.
      </span>
    );
  } else if (restarts > 0) {
    health = (
      <span role="status">
        Engine restarted {restarts === 1 ? 'once' : `${restarts} times`}; it is running again.
      </span>
    );
  }
  return (
    <>
      {engineError ? (
        <span className="over-limit" role="alert">
          ⚠ The engine could not finish with this text ({engineError}). Nothing you typed was lost;
          your next edit tries again.
        </span>
      ) : null}
      {health}
      {stopped.map((s) => (
        <span key={s.request} className="over-limit" role="alert">
          ⚠ {s.message}
        </span>
      ))}
      {stopped.length > 0 || state === 'failed' ? (
        <button type="button" onClick={() => store.getState().retryEngine()}>
          Retry
        </button>
      ) : null}
    </>
  );
}
