import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readStartupDraft, type StartupDraft } from './app/drafts.ts';
import { PANELS, preloadPanels } from './app/panel-registry.tsx';
import { loadPermalinkCodec } from './app/permalink-codec.ts';
import { loadDiagnostics } from './editor/index.ts';
import { startRobotsWorkerEarly } from './worker/spawn.ts';
import './app/app.css';

// The engine's script loads while React renders, not after the first mount.
startRobotsWorkerEarly();

const root = document.getElementById('root');
const mount = (draft: StartupDraft): void => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App options={{ draft }} />
    </StrictMode>,
  );
  // Then, while the page is idle, the link codec and the editor's diagnostics (asked
  // for on the first edit and the first findings), and the panels' modules, so a
  // tab opens at once.
  preloadPanels(PANELS, [loadPermalinkCodec, loadDiagnostics]);
};
// A draft kept whole in local storage is drawn at once; a large one, kept in
// IndexedDB only, is read first, so no other file shows before it.
const draft = readStartupDraft();
if (draft instanceof Promise) void draft.then(mount);
else mount(draft);
