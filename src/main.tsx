import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPanels } from './app/panel-registry.tsx';
import { startRobotsWorkerEarly } from './worker/spawn.ts';
import './app/app.css';

// The engine's script loads while React renders, not after the first mount.
startRobotsWorkerEarly();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Then, while the page is idle, the panels' modules, so a tab opens at once.
  preloadPanels();
}
