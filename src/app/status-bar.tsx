// The status line: size, how long the last analysis took, the parse limit, the
// engine's health (restarts, questions it gave up on, Retry), and the line ends
// a download writes.

import { lazy, Suspense, type ReactNode } from 'react';
import { LINE_ENDS, lineEndName } from '../core/line-ends.ts';
import {
  selectEngineError,
  selectEngineTroubled,
  selectStatusLine,
  selectPersistError,
  selectPersistNote,
  usePlaygroundStore,
  usePlaygroundStoreApi,
} from '../state/index.ts';
import { formatBytes } from './bytes.ts';
import { formatNumber } from '../core/numbers.ts';

// Needed only once the engine has had trouble or could not finish with a text:
// not part of the first visit's JavaScript.
const EngineStatus = lazy(() => import('./engine-status.tsx'));

/** The bottom status line. */
export function StatusBar(): ReactNode {
  const s = usePlaygroundStore(selectStatusLine);
  const persistError = usePlaygroundStore(selectPersistError);
  const persistNote = usePlaygroundStore(selectPersistNote);
  const engineError = usePlaygroundStore(selectEngineError);
  const troubled = usePlaygroundStore(selectEngineTroubled);
  const lineEnd = usePlaygroundStore((state) => state.lineEnd);
  const store = usePlaygroundStoreApi();
  return (
    <footer className="status-bar" aria-label="Status">
      <span>
        {s.lines === null
          ? 'Reading…'
          : `${formatNumber(s.lines)} ${s.lines === 1 ? 'line' : 'lines'} · ${formatBytes(s.bytes ?? 0)}`}
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
      {troubled || engineError !== null ? (
        <Suspense fallback={null}>
          <EngineStatus />
        </Suspense>
      ) : null}
      {persistError ? (
        <span className="over-limit" role="alert">
          ⚠ Draft not saved: {persistError}
        </span>
      ) : null}
      {persistNote ? <span>{persistNote}</span> : null}
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
