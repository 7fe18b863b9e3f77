// The status line: size, how long the last analysis took, and the parse limit.

import type { ReactNode } from 'react';
import {
  selectEngineError,
  selectStatusLine,
  selectPersistError,
  usePlaygroundStore,
} from '../state/index.ts';
import { formatBytes } from './files.ts';

/** The bottom status line. */
export function StatusBar(): ReactNode {
  const s = usePlaygroundStore(selectStatusLine);
  const persistError = usePlaygroundStore(selectPersistError);
  const engineError = usePlaygroundStore(selectEngineError);
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
      {persistError ? <span className="over-limit">⚠ Draft not saved: {persistError}</span> : null}
    </footer>
  );
}
