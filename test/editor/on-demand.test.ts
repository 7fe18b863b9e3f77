// @vitest-environment jsdom
// Pieces of the editor fetched after the first paint: one fetch per page, installed
// on first need, keys that work before the piece has arrived, and completion and
// search as a person meets them.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { completionStatus, currentCompletions } from '@codemirror/autocomplete';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import {
  basicRobotsSetup,
  fetchOnce,
  onDemand,
  onDemandPiece,
  robots,
} from '../../src/editor/index.ts';
import type { OnDemandSpec } from '../../src/editor/index.ts';
import { destroyViews, mountView, stubTextRects } from './helpers.ts';

beforeAll(stubTextRects);

afterEach(destroyViews);

/** A promise settled from outside. */
function deferred<T>(): {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
} {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const marked = (view: EditorView): boolean => view.contentDOM.dataset.arrived === 'yes';
const press = (view: EditorView, key: string, ctrlKey = false): boolean =>
  runScopeHandlers(view, new KeyboardEvent('keydown', { key, ctrlKey }), 'editor');

/** A piece whose module is `{ tag }`; marks the content element once installed. */
function piece(
  load: () => Promise<{ tag: string }>,
  more: Partial<OnDemandSpec<{ tag: string }>> = {},
) {
  return onDemand({
    load,
    extension: () => EditorView.contentAttributes.of({ 'data-arrived': 'yes' }),
    ...more,
  });
}

describe('fetchOnce', () => {
  it('shares one fetch between calls', async () => {
    const load = vi.fn(async () => 1);
    const once = fetchOnce(load);
    expect(await Promise.all([once(), once()])).toEqual([1, 1]);
    expect(await once()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches anew after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(2);
    const once = fetchOnce(load);
    await expect(once()).rejects.toThrow('offline');
    expect(await once()).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand', () => {
  it('installs the piece once the view is focused and the module has arrived', async () => {
    const module = deferred<{ tag: string }>();
    const load = vi.fn(() => module.promise);
    const view = mountView('', piece(load));
    expect(marked(view)).toBe(false);
    view.contentDOM.dispatchEvent(new FocusEvent('focus'));
    expect(load).toHaveBeenCalledTimes(1);
    module.resolve({ tag: 'x' });
    await vi.waitFor(() => expect(marked(view)).toBe(true));
  });

  it('fetches when the page is idle, untouched', async () => {
    const load = vi.fn(async () => ({ tag: 'x' }));
    const view = mountView('', piece(load));
    await vi.waitFor(() => expect(marked(view)).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a key pressed before the module arrived, then leaves the key to the piece', async () => {
    const module = deferred<{ tag: string }>();
    const ran: string[] = [];
    const view = mountView(
      '',
      piece(() => module.promise, {
        keys: [
          {
            key: 'F9',
            run: (m) => () => {
              ran.push(m.tag);
              return true;
            },
          },
        ],
      }),
    );
    expect(press(view, 'F9')).toBe(true);
    expect(ran).toEqual([]);
    module.resolve({ tag: 'loaded' });
    await vi.waitFor(() => expect(ran).toEqual(['loaded']));
    expect(marked(view)).toBe(true);
    // Installed: the stand-in steps aside for the piece's own bindings.
    expect(press(view, 'F9')).toBe(false);
  });

  it('leaves the view as it was when the fetch fails, and tries again later', async () => {
    const load = vi
      .fn<() => Promise<{ tag: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ tag: 'x' });
    const view = mountView('', piece(fetchOnce(load)));
    view.contentDOM.dispatchEvent(new FocusEvent('focus'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(marked(view)).toBe(false);
    view.contentDOM.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(marked(view)).toBe(true));
  });

  it('says whether the user was typing when the piece arrived', async () => {
    const module = deferred<{ tag: string }>();
    const arrived = vi.fn();
    const view = mountView(
      '',
      piece(() => module.promise, { arrived }),
    );
    view.contentDOM.dispatchEvent(new FocusEvent('focus'));
    view.dispatch({ changes: { from: 0, insert: 'D' }, userEvent: 'input.type' });
    module.resolve({ tag: 'x' });
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledTimes(1));
    expect(arrived.mock.calls[0]?.[2]).toBe(true);
  });

  it('installs nothing in a view destroyed before the module arrived', async () => {
    const module = deferred<{ tag: string }>();
    const arrived = vi.fn();
    const view = mountView(
      '',
      piece(() => module.promise, { arrived }),
    );
    view.contentDOM.dispatchEvent(new FocusEvent('focus'));
    view.destroy();
    module.resolve({ tag: 'x' });
    await module.promise;
    await Promise.resolve();
    expect(arrived).not.toHaveBeenCalled();
  });
});

describe('onDemandPiece', () => {
  it('holds the placeholder until the piece arrives, then the piece in its place', async () => {
    const module = deferred<{ tag: string }>();
    const piece = onDemandPiece({
      load: () => module.promise,
      extension: () => EditorView.contentAttributes.of({ 'data-arrived': 'yes' }),
      placeholder: EditorView.contentAttributes.of({ 'data-arrived': 'not yet' }),
    });
    const view = mountView('', piece.extension);
    expect(view.contentDOM.dataset.arrived).toBe('not yet');
    expect(piece.installed(view)).toBeNull();
    const installing = piece.install(view);
    module.resolve({ tag: 'x' });
    expect(await installing).toEqual({ tag: 'x' });
    expect(marked(view)).toBe(true);
    expect(piece.installed(view)).toEqual({ tag: 'x' });
  });

  it('installs nothing in a view built without it', async () => {
    const piece = onDemandPiece({ load: async () => ({ tag: 'x' }), extension: () => [] });
    const other = mountView('', []);
    expect(await piece.install(other)).toBeNull();
    expect(piece.installed(other)).toBeNull();
  });
});

describe('completion and search on demand', () => {
  it('opens the completion list for text typed while completion was on its way', async () => {
    const view = mountView('', [basicRobotsSetup(), robots()]);
    view.focus();
    view.dispatch({
      changes: { from: 0, insert: 'Disal' },
      selection: { anchor: 5 },
      userEvent: 'input.type',
    });
    await vi.waitFor(() => expect(completionStatus(view.state)).toBe('active'));
    expect(currentCompletions(view.state).map((c) => c.label)).toContain('Disallow');
  });

  it('opens the search panel on Mod-F pressed before search has arrived', async () => {
    const view = mountView('User-agent: *', [basicRobotsSetup(), robots()]);
    expect(press(view, 'f', true)).toBe(true);
    await vi.waitFor(() => expect(view.dom.querySelector('.cm-search')).not.toBeNull());
  });
});
