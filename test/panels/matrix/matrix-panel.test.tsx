// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatrixPanel } from '../../../src/panels/matrix/index.ts';
import { PlaygroundStoreProvider, type PlaygroundInit } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);
afterEach(() => vi.unstubAllGlobals());

const FILE = 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nAllow: /\n';

function setup(init: PlaygroundInit = {}) {
  const { store, refresh } = analysedStore({
    text: FILE,
    agents: ['Googlebot', 'Bingbot'],
    urls: ['/private/a', '/public'],
    ...init,
  });
  render(
    <PlaygroundStoreProvider store={store}>
      <MatrixPanel />
    </PlaygroundStoreProvider>,
  );
  return { store, refresh };
}

const table = () => screen.getByRole('table', { name: 'Matrix' });

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  // user-event installs its own clipboard on navigator; replace it afterwards.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

describe('MatrixPanel', () => {
  it('shows agents × URLs with verdicts in words and the deciding line', () => {
    setup();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Agent \\ URL', '/private/a', '/public']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Googlebot',
      'Bingbot',
    ]);
    expect(
      within(table()).getByRole('button', {
        name: 'Googlebot × /private/a: allowed, line 5. Explain',
      }),
    ).toBeTruthy();
    expect(
      within(table()).getByRole('button', {
        name: 'Bingbot × /private/a: disallowed, line 2. Explain',
      }),
    ).toBeTruthy();
    expect(
      within(table()).getByRole('button', {
        name: 'Bingbot × /public: allowed, no rule. Explain',
      }),
    ).toBeTruthy();
  });

  it('names every cell with the words it shows, in the order it shows them', () => {
    setup({
      text: 'User-agent: *\nDisallow: /\n',
      agents: ['Bingbot'],
      urls: ['/robots.txt', '/a'],
    });
    // As WCAG 2.5.3 checkers read a name: words only, bracketed asides left out.
    const words = (text: string): string =>
      ` ${text
        .replace(/\([^()]*\)/g, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' ')
        .toLowerCase()} `;
    const cells = within(table()).getAllByRole('button', { name: /^Bingbot × / });
    expect(cells).toHaveLength(2);
    for (const cell of cells) {
      const shown = cell.cloneNode(true) as HTMLElement;
      for (const hidden of shown.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      expect(words(cell.getAttribute('aria-label') ?? '')).toContain(words(shown.textContent));
    }
  });

  it('marks a crawler that answers otherwise in practice, in words and with †', () => {
    // FILE: Googlebot allows everything, * disallows /private/.
    setup({ agents: ['Googlebot-Image', 'GPTBot'] });
    const cell = within(table()).getByRole('button', {
      name: 'Googlebot-Image × /private/a: disallowed, line 2, allowed in practice (documented by Google). Explain',
    });
    expect(cell.textContent).toBe('disallowed line 2 † allowed in practice');
    // Same answer both ways, or a crawler without documented quirks: no mark.
    expect(
      within(table()).getByRole('button', {
        name: 'Googlebot-Image × /public: allowed, no rule. Explain',
      }).textContent,
    ).not.toContain('practice');
    expect(
      within(table()).getByRole('button', {
        name: 'GPTBot × /private/a: disallowed, line 2. Explain',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/answers otherwise in practice/)).toBeTruthy();
  });

  it('says a non-ASCII URL is compared as a crawler sends it', () => {
    setup({ text: 'User-agent: *\nDisallow: /café\n', agents: ['Bingbot'], urls: ['/café', '/x'] });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Agent \\ URL', '/cafécompared as /caf%C3%A9', '/x']);
    expect(
      within(table()).getByRole('button', {
        name: 'Bingbot × /café: disallowed, line 2, compared as /caf%C3%A9. Explain',
      }),
    ).toBeTruthy();
  });

  it('opens the explanation of a cell', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    await user.click(within(table()).getByRole('button', { name: /^Bingbot × \/private\/a/ }));
    const s = store.getState();
    expect([s.selectedAgent, s.selectedUrl, s.panel]).toEqual(['Bingbot', '/private/a', 'explain']);
  });

  it('follows edits of the file', () => {
    const { store, refresh } = setup();
    act(() => {
      store.getState().setText(FILE.replace('Disallow: /private/', 'Disallow: /'));
      refresh();
    });
    expect(
      within(table()).getByRole('button', {
        name: 'Bingbot × /public: disallowed, line 2. Explain',
      }),
    ).toBeTruthy();
  });

  it('copies as CSV and as Markdown and announces it', async () => {
    const user = userEvent.setup();
    setup();
    const writeText = stubClipboard(async () => {});
    await user.click(screen.getByRole('button', { name: 'Copy as CSV' }));
    expect(writeText).toHaveBeenLastCalledWith(
      'agent,/private/a,/public\r\nGooglebot,allowed (line 5),allowed (line 5)\r\nBingbot,disallowed (line 2),allowed (no rule)\r\n',
    );
    expect(screen.getByRole('status').textContent).toBe('Copied the matrix as CSV.');
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(writeText.mock.lastCall?.[0]).toContain(
      '| Agent | `/private/a` | `/public` |\n| --- | --- | --- |\n| Googlebot |',
    );
    expect(screen.getByRole('status').textContent).toBe('Copied the matrix as Markdown.');
  });

  it('says when the clipboard fails and offers the text to copy by hand', async () => {
    const user = userEvent.setup();
    setup();
    stubClipboard(async () => {
      throw new Error('permission denied');
    });
    await user.click(screen.getByRole('button', { name: 'Copy as CSV' }));
    expect(screen.getByRole('status').textContent).toContain(
      'Could not copy as CSV (permission denied)',
    );
    const fallback = screen.getByRole('textbox', { name: 'Matrix as CSV' }) as HTMLTextAreaElement;
    expect(fallback.value).toContain('Bingbot,disallowed (line 2)');
  });

  it('marks cells where the reading modes disagree', () => {
    setup({ text: 'User-agent: *\nDisallow: /\n', agents: ['Bingbot'], urls: ['/robots.txt'] });
    expect(
      within(table()).getByRole('button', {
        name: 'Bingbot × /robots.txt: disallowed, line 2, the other reading mode disagrees. Explain',
      }),
    ).toBeTruthy();
  });
});
