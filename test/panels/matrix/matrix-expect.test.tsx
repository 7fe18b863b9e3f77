// @vitest-environment jsdom
// A Matrix cell's Expect button: it adds the cell's verdict to the Expectations, and
// Tab reaches it from its cell, then goes on to the next cell.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MatrixPanel } from '../../../src/panels/matrix/index.ts';
import { PlaygroundStoreProvider } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

const FILE = 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nAllow: /\n';

describe('Matrix Expect buttons', () => {
  it('add the cell’s verdict from the keyboard, Tab going cell, Expect, next cell', async () => {
    const { store } = analysedStore({
      text: FILE,
      agents: ['Googlebot', 'Bingbot'],
      urls: ['/private/a', '/public'],
    });
    render(
      <PlaygroundStoreProvider store={store}>
        <MatrixPanel />
      </PlaygroundStoreProvider>,
    );
    const table = screen.getByRole('table', { name: 'Matrix' });
    const user = userEvent.setup();
    within(table)
      .getByRole('button', { name: /^Bingbot × \/private\/a: disallowed/ })
      .focus();
    await user.tab();
    const expectButton = within(table).getByRole('button', {
      name: 'Expect Bingbot × /private/a disallowed',
    });
    expect(document.activeElement).toBe(expectButton);
    await user.keyboard('{Enter}');
    expect(store.getState().expectations).toEqual([
      { expected: 'disallowed', agent: 'Bingbot', url: '/private/a' },
    ]);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(
      /^Bingbot × \/public: allowed/,
    );
  });
});
