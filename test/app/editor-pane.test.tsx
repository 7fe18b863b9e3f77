// @vitest-environment jsdom
// The editor mirrors its text into the store: at once for an ordinary file, and,
// while a person types in a large one, in a task of its own right after the
// editor's (so the keystroke's task ends with the editor updated).
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorView } from '@codemirror/view';
import { EditorPane } from '../../src/app/editor-pane.tsx';
import { createPlayground, type Playground } from '../../src/app/playground.ts';
import { PlaygroundStoreProvider } from '../../src/state/index.ts';
import { installPagePolyfills } from '../support/jsdom-page.ts';
import { silentPort } from '../support/silent-port.ts';

installPagePolyfills();
afterEach(cleanup);

function mount(text: string): { playground: Playground; view: EditorView; unmount: () => void } {
  const playground = createPlayground({
    storage: null,
    createPort: silentPort,
    initial: { text },
  });
  const { unmount } = render(
    <PlaygroundStoreProvider store={playground.store}>
      <EditorPane
        playground={playground}
        scheme="light"
        onShowShortcuts={() => {}}
        onFileMessage={() => {}}
      />
    </PlaygroundStoreProvider>,
  );
  const view = playground.view;
  if (!view) throw new Error('no editor');
  return { playground, view, unmount };
}

const type = (view: EditorView, insert: string): void =>
  view.dispatch({
    changes: { from: view.state.doc.length, insert },
    selection: { anchor: view.state.doc.length + insert.length },
    userEvent: 'input.type',
  });

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const LARGE = `User-agent: *\n${'Disallow: /some/long/path/\n'.repeat(5000)}`;

describe('EditorPane', () => {
  it('mirrors an edit of an ordinary file into the store at once', () => {
    const { playground, view } = mount('User-agent: *\n');
    type(view, 'Disallow: /x');
    expect(playground.store.getState().text).toBe('User-agent: *\nDisallow: /x');
    expect(playground.store.getState().cursorLine).toBe(2);
  });

  it('mirrors typing in a large file in the next task, once for a run of keystrokes', async () => {
    const { playground, view } = mount(LARGE);
    const store = playground.store;
    const revision = store.getState().revision;
    type(view, 'a');
    type(view, 'b');
    expect(store.getState().text).toBe(LARGE);
    await act(nextTask);
    expect(store.getState().text).toBe(`${LARGE}ab`);
    expect(store.getState().revision).toBe(revision + 1);
    expect(store.getState().cursorLine).toBe(view.state.doc.lines);
  });

  it('mirrors a large file replaced as a whole at once (not typing)', () => {
    const { playground, view } = mount('User-agent: *\n');
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: LARGE } });
    expect(playground.store.getState().text).toBe(LARGE);
  });

  it('hands the store a keystroke still on its way when the editor goes', () => {
    const { playground, view, unmount } = mount(LARGE);
    type(view, 'z');
    unmount();
    expect(playground.store.getState().text).toBe(`${LARGE}z`);
  });
});
