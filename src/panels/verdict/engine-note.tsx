// What the Verdict says when the engine has trouble: restarting, stopped (with
// Retry), or unable to finish with the text. Loaded the first time it is needed.

import type { ReactNode } from 'react';
import { usePlaygroundStore, usePlaygroundStoreApi } from '../../state/index.ts';
// Straight from its module, which the first visit's JavaScript leaves out.
import { selectEngineTrouble } from '../../state/engine-selectors.ts';

/**
 * The note above an out-of-date answer, or with `unanswered` (default false) the
 * Verdict's whole text when there is no answer at all. `failed` is what the
 * engine could not do with the current text (selectEngineError), if anything.
 */
export default function EngineNote(props: {
  failed: string | null;
  unanswered?: boolean;
}): ReactNode {
  const { failed, unanswered = false } = props;
  const trouble = usePlaygroundStore(selectEngineTrouble);
  const store = usePlaygroundStoreApi();
  if (trouble === 'stopped') {
    const retry = (
      <button type="button" onClick={() => store.getState().retryEngine()}>
        Retry
      </button>
    );
    return unanswered ? (
      <p>No answer: the engine stopped. {retry}</p>
    ) : (
      <p className="verdict-note">
        Out of date: the engine stopped, so this answer is for an earlier version of the file.{' '}
        {retry}
      </p>
    );
  }
  if (failed !== null) {
    return unanswered ? (
      <p>No answer: the engine could not finish with this text ({failed}).</p>
    ) : (
      <p className="verdict-note">
        Out of date: the engine could not finish with the edited file ({failed}).
      </p>
    );
  }
  if (trouble === 'restarting') {
    return unanswered ? (
      <p className="muted">Reading the file: the engine is restarting…</p>
    ) : (
      <p className="verdict-note">
        Out of date: the engine is restarting; this answer is for an earlier version of the file.
      </p>
    );
  }
  // Another question was given up on: the Verdict's own is still on its way.
  return unanswered ? (
    <p className="muted">Reading the file…</p>
  ) : (
    <p className="verdict-note checking">Checking the edited file…</p>
  );
}
