// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBar } from '../../src/app/status-bar.tsx';
import { PlaygroundStoreProvider, type PlaygroundInit } from '../../src/state/index.ts';
import { analysedStore } from '../support/analysed-store.ts';

afterEach(cleanup);

function setup(init: PlaygroundInit) {
  const { store, refresh } = analysedStore(init);
  render(
    <PlaygroundStoreProvider store={store}>
      <StatusBar />
    </PlaygroundStoreProvider>,
  );
  return { store, refresh, status: () => screen.getByRole('contentinfo', { name: 'Status' }) };
}

describe('StatusBar', () => {
  it('says which question the engine gave up on, and offers Retry', async () => {
    const { store, status } = setup({ text: 'User-agent: *' });
    act(() => {
      store.getState().setWorkerStatus({ state: 'restarting', message: 'x', restarts: 1 });
    });
    // Its words load the first time they are needed.
    await screen.findByText(/The engine stopped and is restarting/);
    act(() => {
      store.getState().setWorkerStatus({ state: 'ready' });
      store.getState().stopRequest({ request: 'query', message: 'The URL check was stopped.' });
    });
    // The words that just loaded subscribe to the store in an effect after their
    // first commit, so they may catch up a moment later, as on the page.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('⚠ The URL check was stopped.'),
    );
    expect(status().textContent).toContain('Engine restarted once; it is running again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(store.getState().worker.retries).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('counts lines and bytes in words, singular for one line', () => {
    const { store, refresh, status } = setup({ text: 'User-agent: *' });
    expect(status().textContent).toMatch(/^1 line · 13 B/);
    act(() => {
      store.getState().setText('User-agent: *\nDisallow: /é\n');
      refresh();
    });
    expect(status().textContent).toMatch(/^3 lines · 28 B/);
  });

  it('says what a file over the parse limit loses', () => {
    const big = `User-agent: *\n${'Disallow: /abcdefghij/\n'.repeat(24_000)}`;
    const { status } = setup({ text: big });
    expect(status().textContent).toMatch(/^24,002 lines/);
    expect(screen.getByRole('note').textContent).toMatch(
      /^⚠ Over the parse limit: crawlers read only the first 500 KiB; the last .* \(from line \d+\) are ignored\.$/,
    );
  });

  it('says when the engine failed on the current text, and stops saying "updating"', async () => {
    const { store, status } = setup({ text: 'User-agent: *' });
    act(() => {
      store.getState().setText('User-agent: *\nDisallow: /');
    });
    expect(status().textContent).toMatch(/updating…/);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      store.getState().applyWorkerError({
        type: 'error',
        id: 9,
        revision: store.getState().revision,
        request: 'analyze',
        message: 'out of memory',
      });
    });
    // Its words load the first time they are needed.
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /could not finish with this text \(out of memory\)\. Nothing you typed was lost/,
    );
    expect(status().textContent).not.toMatch(/updating…/);
    // The next edit is a new text: the failure of the old one is not shown for it.
    act(() => {
      store.getState().setText('User-agent: *\nDisallow: /x');
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
