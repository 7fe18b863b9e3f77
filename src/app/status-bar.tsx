// The status line: size, how long the last analysis took, the parse limit, the
// engine's health (restarts, questions it gave up on, Retry), and the line ends
// a download writes.

import type { ReactNode } from 'react';
import { LINE_ENDS, lineEndName } from '../core/line-ends.ts';
import {
  selectEngineError,
  selectStoppedRequests,
  selectWorkerStatus,
  selectStatusLine,
  selectPersistError,
  usePlaygroundStore,
  usePlaygroundStoreApi,
} from '../state/index.ts';
import { formatBytes } from './bytes.ts';

/** The bottom status line. */
export function StatusBar(): ReactNode {
  const s = usePlaygroundStore(selectStatusLine);
  const persistError = usePlaygroundStore(selectPersistError);
  const engineError = usePlaygroundStore(selectEngineError);
  const worker = usePlaygroundStore(selectWorkerStatus);
  const stopped = usePlaygroundStore(selectStoppedRequests);
  const lineEnd = usePlaygroundStore((state) => state.lineEnd);
  const store = usePlaygroundStoreApi();
  return (
    <footer className="status-bar" aria-label="Status">
      <span>
        {s.lines === null
          ? 'Reading…'
          : `${s.lines.toLocaleString('en')} ${s.lines === 1 ? 'line' : 'lines'} · ${formatBytes(s.bytes ?? 0)}`}
      </span>
      <span>
        {s.lastAnalysisMs === null ? '' : `analysed in ${s.lastAnalysisMs.toFixed(1)} ms`}
        {s.pending ? ' · updating…' : ''}
      </span>
      {s.beyondLimit && s.limitBytes !== null ? (
        <span className="over-limit" role="note">
          ⚠ Over the parse limit: crawlers read only the first {formatBytes(s.limitBytes)}; the last{' '}
          {formatBytes(s.beyondLimit.bytesDropped)} (from line {s.beyondLimit.firstLine}) are
          ignored.
        </span>
      ) : null}
      {engineError ? (
        <span className="over-limit" role="alert">
          ⚠ The engine could not finish with this text ({engineError}). Nothing you typed was lost;
          your next edit tries again.
        </span>
      ) : null}
      <EngineHealth state={worker.state} restarts={worker.restarts} />
      {stopped.map((s) => (
        <span key={s.request} className="over-limit" role="alert">
          ⚠ {s.message}
        </span>
      ))}
      {stopped.length > 0 || worker.state === 'failed' ? (
        <button type="button" onClick={() => store.getState().retryEngine()}>
          Retry
        </button>
      ) : null}
      {persistError ? <span className="over-limit">⚠ Draft not saved: {persistError}</span> : null}
      <label
        className="line-ends"
        title="The line ends Download writes: those of the file you opened, unless you choose others"
      >
        Line ends{' '}
        <select
          value={lineEndName(lineEnd)}
          onChange={(e) => {
            const chosen = LINE_ENDS.find((l) => l.name === e.target.value);
            if (chosen) store.getState().setLineEnd(chosen.end);
          }}
        >
          {LINE_ENDS.map(({ name }) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
    </footer>
  );
}

/** The engine's health in words: restarting, stopped, or how often it was restarted. */
function EngineHealth(props: {
  state: 'ready' | 'restarting' | 'failed';
  restarts: number;
}): ReactNode {
  const { state, restarts } = props;
  if (state === 'restarting') {
    return (
      <span className="over-limit" role="status">
        ⚠ The engine stopped and is restarting; your text is being checked again.
      </span>
    );
  }
  if (state === 'failed') {
    return (
      <span className="over-limit" role="alert">
        ⚠ The engine stopped after failing repeatedly; it starts again on your next edit or on
        Retry.
      </span>
    );
  }
  if (restarts === 0) return null;
  return (
    <span role="status">
      Engine restarted {restarts === 1 ? 'once' : `${restarts} times`}; it is running again.
    </span>
  );
}
