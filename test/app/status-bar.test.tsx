// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
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
});
