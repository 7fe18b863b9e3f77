// @vitest-environment jsdom
// The editor mirrors its text into the store: at once for an ordinary file, and,
// while a person types in a large one, in a task of its own right after the
// editor's (so the keystroke's task ends with the editor updated); the worker's
// findings go back into the editor when the page is next idle.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorView } from '@codemirror/view';
import { forEachDiagnostic } from '@codemirror/lint';
import { fixAllBriefs, lintRobots } from '../../src/core/lint/index.ts';
import { parseRobots } from '../../src/core/parse.ts';
import { EditorPane } from '../../src/app/editor-pane.tsx';
import { createPlayground, type Playground } from '../../src/app/playground.ts';
import { PlaygroundStoreProvider } from '../../src/state/index.ts';
import { installPagePolyfills } from '../support/jsdom-page.ts';
import { silentPort } from '../support/silent-port.ts';
import type { TextEdit } from '../../src/worker/protocol.ts';
import { applyString } from '../../src/worker/wire.ts';

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

  it('hands the engine each keystroke in a large file as an edit of the text before it', async () => {
    const { playground, view } = mount(LARGE);
    const handed: { text: string; edit: TextEdit | undefined }[] = [];
    playground.typedAhead = (text, edit) => handed.push({ text, edit });
    type(view, 'a');
    type(view, 'b');
    await act(nextTask);
    type(view, 'c');
    expect(handed.map((h) => h.text)).toEqual([`${LARGE}a`, `${LARGE}ab`, `${LARGE}abc`]);
    // The first keystroke has no text of the editor's before it to be an edit of.
    expect(handed[0]?.edit).toBeUndefined();
    for (const { text, edit } of handed.slice(1)) {
      expect(edit?.middle).toBe(text.at(-1));
      expect(edit && applyString(edit.base, edit)).toBe(text);
    }
    expect(handed[2]?.edit?.base).toBe(playground.store.getState().text);
  });

  it('builds each typed text in a large file from the last one and the edit, equal to the editor’s', async () => {
    const { playground, view } = mount(LARGE);
    const handed: { text: string; doc: string }[] = [];
    playground.typedAhead = (text) => handed.push({ text, doc: view.state.doc.toString() });
    const middle = Math.floor(LARGE.length / 2);
    type(view, 'a');
    // Typed in the middle, a deletion there, then two places changed in one edit.
    view.dispatch({ changes: { from: middle, insert: 'xyz' }, userEvent: 'input.type' });
    view.dispatch({ changes: { from: middle + 1, to: middle + 40 }, userEvent: 'delete' });
    view.dispatch({
      changes: [
        { from: 3, to: 5, insert: 'Q' },
        { from: middle - 7, insert: '\nAllow: /q' },
      ],
      userEvent: 'input.type',
    });
    await act(nextTask);
    expect(handed).toHaveLength(4);
    for (const { text, doc } of handed) expect(text).toBe(doc);
    expect(playground.store.getState().text).toBe(view.state.doc.toString());
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

  it('sets the findings in the editor when the page is next idle (within 500 ms), the newest only', async () => {
    // The browser's idle callbacks, run when the test says the page is idle.
    const idle: { run: (() => void) | null; timeout: number | undefined }[] = [];
    const runIdle = (): void => {
      for (const entry of idle.splice(0)) entry.run?.();
    };
    const page = globalThis as {
      requestIdleCallback?: typeof requestIdleCallback;
      cancelIdleCallback?: typeof cancelIdleCallback;
    };
    page.requestIdleCallback = (callback, options) => {
      idle.push({
        run: () => callback({ didTimeout: false, timeRemaining: () => 50 }),
        timeout: options?.timeout,
      });
      return idle.length;
    };
    page.cancelIdleCallback = (handle) => {
      const entry = idle[handle - 1];
      if (entry) entry.run = null;
    };
    try {
      const { playground, view } = mount('User-agent: *\nDisalow: /a\n');
      const store = playground.store;
      const lintOf = (id: number) => {
        const { text, revision, mode } = store.getState();
        const diagnostics = lintRobots(parseRobots(text, { mode }));
        const fixAll = fixAllBriefs(text, diagnostics);
        return { type: 'lint' as const, id, revision, mode, diagnostics, fixAll, lintMs: 1 };
      };
      const shown = (): string[] => {
        const out: string[] = [];
        forEachDiagnostic(view.state, (d) => out.push(d.source ?? ''));
        return out;
      };
      act(() => void store.getState().applyLint(lintOf(1)));
      // The first push fetches the lint module.
      for (let turn = 0; turn < 50 && shown().length === 0; turn++) {
        act(runIdle);
        await act(nextTask);
      }
      expect(shown()).toContain('directive-typo');

      type(view, 'Crawl-dela: 5\n');
      const before = shown();
      act(() => void store.getState().applyLint(lintOf(2)));
      act(() => void store.getState().applyLint(lintOf(3)));
      // Not in the task that stored them, nor in the next ones while the page is busy…
      expect(shown()).toEqual(before);
      await act(nextTask);
      expect(shown()).toEqual(before);
      expect(idle.map((entry) => entry.timeout)).toContain(500);
      // …but when it is idle, and the newest.
      act(runIdle);
      expect(shown()).toEqual(store.getState().lint?.diagnostics.map((d) => d.id));
      expect(shown()).not.toEqual(before);
      expect(store.getState().lint?.id).toBe(3);
    } finally {
      // The view's plugins cancel their idle callbacks as it goes.
      cleanup();
      delete page.requestIdleCallback;
      delete page.cancelIdleCallback;
    }
  });
});
