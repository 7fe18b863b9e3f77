// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FetchPanel } from '../../../src/panels/fetch/index.ts';
import { VerdictPanel } from '../../../src/panels/verdict/verdict-panel.tsx';
import { PlaygroundStoreProvider, type PlaygroundInit } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

const TEXT = 'User-agent: *\nDisallow: /private/\n';

function setup(init: PlaygroundInit = {}) {
  const { store } = analysedStore({
    text: TEXT,
    agents: ['Googlebot'],
    urls: ['/public', '/private/x'],
    ...init,
  });
  render(
    <PlaygroundStoreProvider store={store}>
      <VerdictPanel />
      <FetchPanel />
    </PlaygroundStoreProvider>,
  );
  return { store };
}

const verdict = () => screen.getByRole('status', { name: 'Verdict' });
const status = () => screen.getByRole('combobox', { name: 'Fetch status' });
const cells = (url: string) => {
  const table = screen.getByRole('table', { name: 'Fetch verdicts' });
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(url));
  if (!row) throw new Error(`no row for ${url}`);
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
};

describe('Fetch panel', () => {
  it('leaves the rules to decide after 200, and says nothing in the Verdict', () => {
    setup();
    expect(status()).toHaveProperty('value', '200');
    expect(cells('/public').slice(1)).toEqual(['Allowed', 'Allowed', 'Allowed']);
    expect(cells('/private/x').slice(1)).toEqual(['Disallowed', 'Disallowed', 'Disallowed']);
    expect(screen.queryByRole('button', { name: 'Stop simulating' })).toBeNull();
  });

  it('closes the site on a 503 in both readings, and the Verdict says why', async () => {
    setup();
    await userEvent.selectOptions(status(), '503');
    expect(cells('/public').slice(1)).toEqual([
      'Allowed',
      'Disallowed (by the answer, not the rules)',
      'Disallowed (by the answer, not the rules)',
    ]);
    expect(verdict().textContent).toMatch(
      /^Disallowed — the file answered 503, so everything is disallowed\.By the file’s rules alone: Allowed/,
    );
    const rfc = screen.getByRole('region', { name: 'RFC 9309' });
    expect(rfc.textContent).toContain('Everything is disallowed.');
    expect(within(rfc).getByRole('link').getAttribute('href')).toContain('rfc9309');
  });

  it('shows where RFC 9309 and Google differ: a 429', async () => {
    setup();
    await userEvent.selectOptions(status(), '429');
    expect(cells('/private/x').slice(2)).toEqual([
      'Allowed (by the answer, not the rules)',
      'Disallowed (by the answer, not the rules)',
    ]);
    expect(
      screen.getByRole('region', { name: 'Google (as Google documents it)' }).textContent,
    ).toMatch(/429 like a 5xx/);
  });

  it('opens the site on a 404, and ends the simulation from the Verdict', async () => {
    const { store } = setup({ urls: ['/private/x'] });
    await userEvent.selectOptions(status(), '404');
    expect(verdict().textContent).toMatch(
      /^Allowed — the file answered 404, so everything is allowed/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stop simulating' }));
    expect(store.getState().fetchStatus).toBe('200');
    expect(verdict().textContent).toMatch(/^Disallowed — line 2/);
  });
});
