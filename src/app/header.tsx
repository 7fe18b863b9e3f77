// The top bar: file actions, the reading mode, theme and editor options.

import { useRef, type ReactNode } from 'react';
import type { Mode } from '../core/types.ts';
import {
  selectMode,
  selectSoftWrap,
  selectTheme,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type Theme,
} from '../state/index.ts';
import { downloadRobotsTxt } from '../components/download.ts';

/** Props of Header. */
export interface HeaderProps {
  onOpenFile: (file: File) => void;
  /** Opens the dialog that explains how to get a site's live robots.txt. */
  onOpenFromSite: () => void;
  onShowShortcuts: () => void;
}

/** The app's header bar. */
export function Header(props: HeaderProps): ReactNode {
  const store = usePlaygroundStoreApi();
  const mode = usePlaygroundStore(selectMode);
  const theme = usePlaygroundStore(selectTheme);
  const softWrap = usePlaygroundStore(selectSoftWrap);
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <header className="app-header">
      <h1>Robots Playground</h1>
      <div className="toolbar" role="toolbar" aria-label="File">
        <button type="button" onClick={() => fileInput.current?.click()}>
          Open file…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".txt,text/plain"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Open a robots.txt file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) props.onOpenFile(file);
            e.target.value = '';
          }}
        />
        <button type="button" onClick={props.onOpenFromSite} aria-haspopup="dialog">
          Open from a site…
        </button>
        <button
          type="button"
          onClick={() => {
            const { text, lineEnd } = store.getState();
            downloadRobotsTxt(text, lineEnd);
          }}
        >
          Download robots.txt
        </button>
      </div>
      <span className="spacer" />
      <div className="toolbar">
        <label>
          Reading{' '}
          <select
            value={mode}
            onChange={(e) => store.getState().setMode(e.target.value as Mode)}
            aria-label="Reading mode"
          >
            <option value="google">Google reference parser</option>
            <option value="rfc">Strict RFC 9309</option>
          </select>
        </label>
        <label>
          Theme{' '}
          <select
            value={theme}
            onChange={(e) => store.getState().setTheme(e.target.value as Theme)}
            aria-label="Theme"
          >
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={softWrap}
            onChange={(e) => store.getState().setSoftWrap(e.target.checked)}
          />{' '}
          Soft wrap
        </label>
        <button type="button" onClick={props.onShowShortcuts} aria-keyshortcuts="F1">
          Keyboard shortcuts
        </button>
      </div>
    </header>
  );
}
