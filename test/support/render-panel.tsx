// Renders one panel as the app does: inside the store provider and the editor
// commands provider, with every command a spy.

import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  type PlaygroundStore,
} from '../../src/state/index.ts';

/** Renders `panel` against `store`; returns the spied editor commands. */
export function renderPanel(panel: ReactElement, store: PlaygroundStore) {
  const commands = {
    revealLine: vi.fn(),
    applyEdits: vi.fn(),
    replaceText: vi.fn(),
    showAside: vi.fn(),
  };
  render(
    <PlaygroundStoreProvider store={store}>
      <EditorCommandsProvider commands={commands}>{panel}</EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  return commands;
}
