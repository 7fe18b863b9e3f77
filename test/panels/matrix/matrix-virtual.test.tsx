// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatrixPanel } from '../../../src/panels/matrix/index.ts';
import { nextCell } from '../../../src/panels/matrix/matrix-panel.tsx';
import { PlaygroundStoreProvider } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);
afterEach(() => vi.unstubAllGlobals());

const FILE = 'User-agent: *\nDisallow: /private/\n';
const AGENTS = Array.from({ length: 5000 }, (_, i) => `bot${i}`);
const URLS = ['/private/a', '/public', '/x'];

function setup() {
  const { store } = analysedStore({ text: FILE, agents: AGENTS, urls: URLS });
  render(
    <PlaygroundStoreProvider store={store}>
      <MatrixPanel />
    </PlaygroundStoreProvider>,
  );
  return store;
}

const table = () => screen.getByRole('table', { name: 'Matrix' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('MatrixPanel with 5,000 agents', () => {
  it('renders a screenful of rows and states the full size', () => {
    setup();
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(table().getAttribute('aria-rowcount')).toBe('5001');
    expect(table().getAttribute('aria-colcount')).toBe('4');
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('bot0');
  });

  it('copies every row, not only the rendered ones', async () => {
    const user = userEvent.setup();
    setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy as CSV' }));
    const lines = (writeText.mock.lastCall?.[0] ?? '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(5001);
    expect(lines[5000]).toBe('bot4999,disallowed (line 2),allowed (no rule),allowed (no rule)');
  });

  it('moves between cells with the arrow keys, past the rendered rows', async () => {
    const user = userEvent.setup();
    setup();
    const first = within(table()).getByRole('button', { name: /^bot0 × \/private\/a:/ });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^bot0 × \/public:/);
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^bot0 × \/x:/);
    for (let i = 0; i < 60; i++) await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^bot60 × \/x:/);
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe('62');
    await user.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^bot60 × \/private\/a:/);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^bot59 × \/x:/);
    // Tab goes by way of the cell's Expect button, then on to the next cell.
    await user.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Expect bot59 × /x allowed');
    await user.keyboard('{Tab}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^bot60 × \/private\/a:/);
  });
});

describe('nextCell', () => {
  it.each([
    ['ArrowUp', false, { row: 0, col: 1 }],
    ['ArrowDown', false, { row: 2, col: 1 }],
    ['ArrowLeft', false, { row: 1, col: 0 }],
    ['ArrowRight', false, { row: 1, col: 2 }],
    ['Home', false, { row: 1, col: 0 }],
    ['End', false, { row: 1, col: 2 }],
    ['PageDown', false, { row: 2, col: 1 }],
    ['Tab', false, { row: 1, col: 2 }],
    ['Tab', true, { row: 1, col: 0 }],
    ['x', false, null],
  ])('%s (shift %s) from the middle of 3 × 3', (key, shift, want) => {
    expect(nextCell({ row: 1, col: 1 }, key, shift, 3, 3, 10)).toEqual(want);
  });

  it('lets Tab leave the grid at either end', () => {
    expect(nextCell({ row: 2, col: 2 }, 'Tab', false, 3, 3, 1)).toBeNull();
    expect(nextCell({ row: 0, col: 0 }, 'Tab', true, 3, 3, 1)).toBeNull();
    expect(nextCell({ row: 0, col: 2 }, 'Tab', false, 3, 3, 1)).toEqual({ row: 1, col: 0 });
  });
});
