// The composition root: creates the playground (store + worker + persistence),
// lays out editor and panels, and wires the chrome around them.

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { RobotsScheme } from '../editor/index.ts';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  selectTheme,
  selectWorkerBanner,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type Theme,
} from '../state/index.ts';
import { VerdictPanel } from '../panels/verdict/verdict-panel.tsx';
import { PANELS } from './panel-registry.tsx';
import { PanelTabs } from './panel-tabs.tsx';
import { EditorPane } from './editor-pane.tsx';
import { Header } from './header.tsx';
import { createPlayground, type Playground, type PlaygroundOptions } from './playground.ts';
import { StatusBar } from './status-bar.tsx';
import { readTextFile } from './bytes.ts';
import { PermalinkBanner } from './permalink-banner.tsx';
import { useStore } from 'zustand';
import { listenForHelpKey } from './help-key.ts';
import { startOffline } from './offline-start.ts';
import { useLazyDialog } from './lazy-dialog.ts';
import { useResolvedScheme } from '../components/scheme.ts';

const loadShortcutsDialog = async () => (await import('./shortcuts-dialog.tsx')).ShortcutsDialog;
const loadFromSiteDialog = async () =>
  (await import('./open-from-site-dialog.tsx')).OpenFromSiteDialog;

// Fetched the first time there is something to say about the draft.
const DraftBanner = lazy(() => import('./draft-banner.tsx'));

function useScheme(theme: Theme): RobotsScheme {
  useEffect(() => {
    if (theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);
  return useResolvedScheme(theme);
}

/** The whole page. `options` exist for tests (a fake worker port, a fake storage). */
export function App(props: { options?: PlaygroundOptions }): ReactNode {
  const [playground] = useState(() => createPlayground(props.options));
  useEffect(() => playground.connect(), [playground]);
  return (
    <PlaygroundStoreProvider store={playground.store}>
      <EditorCommandsProvider commands={playground.commands}>
        <Shell playground={playground} />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>
  );
}

interface FileMessage {
  text: string;
  level: 'error' | 'warn';
}

function Shell(props: { playground: Playground }): ReactNode {
  const { playground } = props;
  const store = usePlaygroundStoreApi();
  const theme = usePlaygroundStore(selectTheme);
  const scheme = useScheme(theme);
  const workerBanner = usePlaygroundStore(selectWorkerBanner);
  // The dialogs are fetched when first asked for: they are not part of the first visit's JavaScript.
  const shortcuts = useLazyDialog(loadShortcutsDialog);
  const fromSite = useLazyDialog(loadFromSiteDialog);
  const draftNews = useStore(
    playground.drafts,
    (d) => d.older || ((d.behind || d.kept) && d.keeper !== null),
  );
  const [fileMessage, setFileMessage] = useState<FileMessage | null>(null);

  const onFileMessage = useCallback((text: string | null, level: 'error' | 'warn') => {
    setFileMessage(text === null ? null : { text, level });
  }, []);
  const showShortcuts = shortcuts.show;
  useEffect(() => listenForHelpKey(showShortcuts), [showShortcuts]);
  // A new release is installed in the background and waits until the user takes it.
  const [update, setUpdate] = useState<(() => void) | null>(null);
  useEffect(() => startOffline((apply) => setUpdate(() => apply)), []);

  const openFile = useCallback(
    async (file: File) => {
      const result = await readTextFile(file);
      if (!result.ok) {
        onFileMessage(result.message, 'error');
        return;
      }
      // The message comes after the text: replacing the text clears the previous one.
      playground.replaceText(result.text, 'input.file');
      playground.store.getState().setLineEnd(result.lineEnd);
      onFileMessage(result.warnings.length ? result.warnings.join(' ') : null, 'warn');
    },
    [playground, onFileMessage],
  );

  return (
    <div className="app">
      <Header
        onOpenFile={(f) => void openFile(f)}
        onOpenFromSite={fromSite.show}
        onShowShortcuts={showShortcuts}
      />
      <div className="banners">
        {/* Shared links: what a link shows, or why it could not be opened (./permalink.ts). */}
        <PermalinkBanner playground={playground} />
        {/* The draft: an older one restored, another tab's save, a kept text (./drafts.ts). */}
        {draftNews ? (
          <Suspense fallback={null}>
            <DraftBanner playground={playground} />
          </Suspense>
        ) : null}
        {workerBanner ? (
          <div className="banner warn" role="status">
            <p>{workerBanner}</p>
            <button type="button" onClick={() => store.getState().dismissWorkerBanner()}>
              Dismiss
            </button>
          </div>
        ) : null}
        {update ? (
          <div className="banner info" role="status">
            <p>A new version of the playground is ready. Your draft is kept when you reload.</p>
            <button type="button" onClick={update}>
              Reload
            </button>
            <button type="button" onClick={() => setUpdate(null)}>
              Dismiss
            </button>
          </div>
        ) : null}
        {fileMessage ? (
          <div className={`banner ${fileMessage.level}`} role="alert">
            <p>{fileMessage.text}</p>
            <button type="button" onClick={() => setFileMessage(null)}>
              Dismiss
            </button>
          </div>
        ) : null}
      </div>
      <main className="workspace">
        <EditorPane
          playground={playground}
          scheme={scheme}
          onShowShortcuts={showShortcuts}
          onFileMessage={onFileMessage}
        />
        <aside className="side" aria-label="Panels">
          <VerdictPanel />
          <PanelTabs panels={PANELS} />
        </aside>
      </main>
      <StatusBar />
      {shortcuts.Dialog ? (
        <shortcuts.Dialog open={shortcuts.open} onClose={shortcuts.close} />
      ) : null}
      {fromSite.Dialog ? (
        <fromSite.Dialog
          open={fromSite.open}
          onClose={fromSite.close}
          onText={(text) => {
            onFileMessage(null, 'warn');
            playground.replaceText(text, 'input.paste');
          }}
        />
      ) : null}
    </div>
  );
}
