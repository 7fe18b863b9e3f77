// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanelTabs } from '../../src/app/panel-tabs.tsx';
import { ProblemCount } from '../../src/app/problem-count.tsx';
import { lazyPanel, preloadPanels, type PanelEntry } from '../../src/app/panel-registry.tsx';
import { PlaygroundStoreProvider, usePlaygroundStoreApi } from '../../src/state/index.ts';
import { analysedStore } from '../support/analysed-store.ts';

// A control inside a panel that opens another, as a Matrix cell opens Explain.
function OpensShare() {
  const store = usePlaygroundStoreApi();
  return (
    <button type="button" onClick={() => store.getState().setPanel('share')}>
      open share
    </button>
  );
}

const panels: PanelEntry[] = [
  {
    id: 'agents',
    label: 'Agents',
    component: () => (
      <>
        <p>agents body</p>
        <OpensShare />
      </>
    ),
  },
  { id: 'problems', label: 'Problems', component: () => <p>problems body</p>, badge: ProblemCount },
  { id: 'share', label: 'Share', component: () => <p>share body</p> },
];

function setup(text: string, shown: readonly PanelEntry[] = panels) {
  const { store } = analysedStore({ text });
  render(
    <PlaygroundStoreProvider store={store}>
      <PanelTabs panels={shown} />
    </PlaygroundStoreProvider>,
  );
  return store;
}

// A panel module whose arrival (or failure) the test decides.
function deferredPanel() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const entry = lazyPanel(
    () =>
      new Promise((resolve, reject) => {
        attempts.push({ resolve: () => resolve(() => <p>lazy body</p>), reject });
      }),
  );
  return { entry, attempts };
}

afterEach(cleanup);

describe('PanelTabs', () => {
  it('gives focus to the new panel when a control in the old one opened it', async () => {
    setup('User-agent: *\n');
    await userEvent.click(screen.getByRole('button', { name: 'open share' }));
    expect(screen.getByText('share body')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('leaves focus on the tab when the tab itself switched', async () => {
    setup('User-agent: *\n');
    await userEvent.click(screen.getByRole('tab', { name: 'Share' }));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Share' }));
  });

  it('shows the open panel and switches with the arrow keys, Home and End', async () => {
    const store = setup('User-agent: *\nDisallow: /a\n');
    expect(screen.getByText('agents body')).toBeTruthy();
    screen.getByRole('tab', { name: 'Agents' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(store.getState().panel).toBe('problems');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Problems' }));
    await userEvent.keyboard('{End}');
    expect(store.getState().panel).toBe('share');
    await userEvent.keyboard('{ArrowRight}');
    expect(store.getState().panel).toBe('agents');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByText('share body')).toBeTruthy();
  });

  it('counts errors and warnings on the Problems tab without changing its name', () => {
    setup('User-agent: *\nDisallow /tmp\nDisallow: *\n');
    const tab = screen.getByRole('tab', { name: 'Problems' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    const description = document.getElementById(tab.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/^\d+ errors and warnings$/);
  });

  it('shows no count when there is nothing to fix', () => {
    setup('User-agent: *\nAllow: /\n');
    const tab = screen.getByRole('tab', { name: 'Problems' });
    expect(tab.querySelector('.tab-badge')).toBeNull();
  });

  it('says the panel is loading until its module arrives', async () => {
    const { entry, attempts } = deferredPanel();
    setup('User-agent: *\n', [{ id: 'agents', label: 'Agents', ...entry }]);
    expect(screen.getByRole('status').textContent).toBe('Loading Agents…');
    await act(async () => attempts[0]?.resolve());
    expect(await screen.findByText('lazy body')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says when a panel could not be loaded, and fetches it anew on Try again', async () => {
    const { entry, attempts } = deferredPanel();
    setup('User-agent: *\n', [{ id: 'agents', label: 'Agents', ...entry }]);
    await act(async () => attempts[0]?.reject(new Error('network down')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The Agents panel could not be loaded \(network down\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(attempts).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Loading Agents…');
    await act(async () => attempts[1]?.resolve());
    expect(await screen.findByText('lazy body')).toBeTruthy();
  });

  it('starts fetching a panel when its tab is pointed at, before it is opened', async () => {
    const { entry, attempts } = deferredPanel();
    const store = setup('User-agent: *\n', [
      ...panels,
      { id: 'lesson', label: 'Lesson', ...entry },
    ]);
    await userEvent.hover(screen.getByRole('tab', { name: 'Lesson' }));
    expect(attempts).toHaveLength(1);
    expect(store.getState().panel).toBe('agents');
  });
});

describe('lazyPanel', () => {
  it('renders a module that has arrived without going through the loading status', async () => {
    const { entry, attempts } = deferredPanel();
    const loading = entry.load();
    attempts[0]?.resolve();
    await loading;
    setup('User-agent: *\n', [{ id: 'agents', label: 'Agents', ...entry }]);
    // Synchronously there: no Suspense fallback, so React has nothing to hold back.
    expect(screen.getByText('lazy body')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('preloadPanels', () => {
  it("fetches the page's own modules first, then every panel at once, from the first idle moment, and stops when asked", async () => {
    vi.useFakeTimers();
    try {
      const order: string[] = [];
      const entry = (id: PanelEntry['id']): PanelEntry => ({
        id,
        label: id,
        ...lazyPanel(async () => {
          order.push(id);
          return () => <p>{id}</p>;
        }),
      });
      const hanging = (id: PanelEntry['id']): PanelEntry => ({
        id,
        label: id,
        ...lazyPanel(() => {
          order.push(id);
          return new Promise(() => {});
        }),
      });
      // Nothing before the page is idle.
      const stop = preloadPanels([entry('agents'), entry('urls'), entry('matrix')]);
      expect(order).toEqual([]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(order).toEqual(['agents', 'urls', 'matrix']);

      // Slow panel fetches hold up none of the others.
      const all = preloadPanels([hanging('explain'), hanging('policy'), entry('fetch')]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(order.slice(3)).toEqual(['explain', 'policy', 'fetch']);
      all();

      // The page's own modules go first; the panels wait until they arrive, or fail.
      let arrive = (): void => {};
      const codec = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            arrive = resolve;
          }),
      );
      const failing = vi.fn(() => Promise.reject(new Error('offline')));
      const ordered = preloadPanels([entry('page'), entry('readers')], [codec, failing]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(codec).toHaveBeenCalledTimes(1);
      expect(failing).toHaveBeenCalledTimes(1);
      expect(order.slice(6)).toEqual([]);
      arrive();
      await vi.advanceTimersByTimeAsync(10);
      expect(order.slice(6)).toEqual(['page', 'readers']);
      ordered();

      // Each panel's fetch starts in a task of its own: work queued by the first
      // (a microtask) runs before the second starts.
      const started: string[] = [];
      const probe = (id: PanelEntry['id'], other: PanelEntry['id']): PanelEntry => ({
        id,
        label: id,
        ...lazyPanel(async () => {
          order.push(id);
          queueMicrotask(() => started.push(`${other} started: ${order.includes(other)}`));
          return () => <p>{id}</p>;
        }),
      });
      const separate = preloadPanels([probe('sitemap', 'compare'), probe('compare', 'sitemap')]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(order.slice(8)).toEqual(['sitemap', 'compare']);
      expect(started).toEqual(['compare started: false', 'sitemap started: true']);
      separate();

      // Stopped before the page is idle: nothing is fetched.
      const later = preloadPanels([entry('share'), entry('lesson')], [codec]);
      later();
      await vi.advanceTimersByTimeAsync(5000);
      expect(order.slice(10)).toEqual([]);
      expect(codec).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
