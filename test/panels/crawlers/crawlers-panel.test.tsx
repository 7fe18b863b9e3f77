// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRAWLERS } from '../../../src/core/registry/index.ts';
import { CAVEATS } from '../../../src/core/report/index.ts';
import { CrawlersPanel } from '../../../src/panels/crawlers/index.ts';
import { ROW_HEIGHT } from '../../../src/panels/crawlers/crawlers-panel.tsx';
import { PlaygroundStoreProvider, type PlaygroundStore } from '../../../src/state/index.ts';
import { reportedStore } from '../../support/reported-store.ts';
import { createSession } from '../../../src/worker/session.ts';
import type { ReportReply } from '../../../src/worker/protocol.ts';

afterEach(cleanup);

const FILE = [
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'User-agent: Googlebot',
  'Crawl-delay: 3',
  'Allow: /',
  '',
  'User-agent: *',
  'Content-Signal: search=yes, ai-input=yes, ai-train=no',
  'Disallow: /private/',
  '',
].join('\n');

function setup(urls: string[] = ['/', '/private/x']): {
  store: PlaygroundStore;
  refresh: () => void;
} {
  const made = reportedStore({ text: FILE, urls });
  render(
    <PlaygroundStoreProvider store={made.store}>
      <CrawlersPanel />
    </PlaygroundStoreProvider>,
  );
  return made;
}

const table = () => screen.getByRole('table', { name: 'Crawlers' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const headers = () => within(table()).getAllByRole('columnheader');
const columnIndex = (name: string) => {
  const i = headers().findIndex((h) => h.textContent?.replace(/[▲▼↕]/g, '') === name);
  if (i < 0) throw new Error(`no column ${name}`);
  return i;
};
/** The table row of `token` (the token in the first cell). */
const rowOf = (token: string) => {
  const row = bodyRows().find((r) => (r as HTMLTableRowElement).cells[0]?.textContent === token);
  if (!row) throw new Error(`no row for ${token}`);
  return row as HTMLTableRowElement;
};
/**
 * Scrolls the table's box to `token`'s row, as a person would before reading it:
 * rows out of view carry only the token and the verdict at /. jsdom lays nothing
 * out, so the box's offset is set by hand (rows are their estimated height there).
 */
const scrollTo = (token: string) => {
  const box = table().parentElement as HTMLElement;
  const index = tokens().indexOf(token);
  if (index < 0) throw new Error(`no row for ${token}`);
  act(() => {
    Object.defineProperty(box, 'scrollTop', { value: index * ROW_HEIGHT, configurable: true });
    box.dispatchEvent(new Event('scroll'));
  });
};
/**
 * The cell of `row` under header `column` (0-based), counting column spans as a
 * screen reader does: a run of URL columns out of view shares one empty cell.
 */
const cellAt = (row: HTMLTableRowElement, column: number) => {
  let at = 0;
  for (const cell of row.cells) {
    if (column < at + cell.colSpan) return cell;
    at += cell.colSpan;
  }
  return undefined;
};
/** How many columns the cells of `row` cover. */
const columnsOf = (row: HTMLTableRowElement) =>
  [...row.cells].reduce((sum, cell) => sum + cell.colSpan, 0);
const cellOf = (token: string, column: string) => {
  scrollTo(token);
  return cellAt(rowOf(token), columnIndex(column));
};
const tokens = () => bodyRows().map((r) => (r as HTMLTableRowElement).cells[0]?.textContent);

describe('CrawlersPanel', () => {
  it('says how many URLs the report answered when the engine cut it', () => {
    const urls = Array.from({ length: 30 }, (_, i) => `/private/${i}`);
    const { store } = setup(urls);
    expect(screen.queryByText(/^⚠ Showing/)).toBeNull();
    // A session whose clock runs out after its first few URLs.
    let t = 0;
    const session = createSession({ now: () => (t += 10), budgetMs: 5 });
    const s = store.getState();
    session.handle({ type: 'analyze', id: 1, revision: s.revision, text: s.text, mode: s.mode });
    const reply = session.handle({
      type: 'report',
      id: 2,
      revision: s.revision,
      urls: [...s.urls],
      mode: s.mode,
    }) as ReportReply;
    act(() => store.getState().applyReport(reply));
    expect(screen.getByText(/^⚠ Showing/).textContent).toBe(
      '⚠ Showing 9 of 31 URLs; the rest was cut to keep the page responsive. Fewer or shorter URLs and agents get every answer.',
    );
    // The table shows the URLs answered: `/` and the first eight.
    expect(headers().some((h) => h.textContent?.includes('/private/7'))).toBe(true);
    expect(headers().some((h) => h.textContent?.includes('/private/8'))).toBe(false);
  });

  it('has one row per registry token, token first, the verdict for / under "/"', () => {
    setup();
    expect(bodyRows()).toHaveLength(CRAWLERS.length);
    expect(tokens()).toEqual(CRAWLERS.map((c) => c.token));
    expect(screen.getByRole('columnheader', { name: '/' })).toBeTruthy();
    expect(cellOf('GPTBot', '/')?.textContent).toBe('disallowed');
    expect(cellOf('Googlebot', '/')?.textContent).toBe('allowed');
    // The token is the row's header, so a screen reader names each cell by it.
    expect(within(rowOf('GPTBot')).getAllByRole('cell')[0]?.textContent).toBe('GPTBot');
  });

  it('says which group decides and why: own group, fallback, ignores *', () => {
    setup();
    expect(cellOf('GPTBot', 'Group')?.textContent).toMatch(/lines 1–2 · own group/);
    // Apple documents Applebot → Googlebot.
    expect(cellOf('Applebot', 'Group')?.textContent).toMatch(/lines 4–6 · fallback to Googlebot/);
    // google-specific: AdsBot-Google ignores `*`, so /private/x is allowed by default.
    expect(cellOf('AdsBot-Google', 'Group')?.textContent).toMatch(/no group · ignores \*/);
    expect(cellOf('AdsBot-Google', '/private/x')?.textContent).toBe('allowedby default');
    expect(cellOf('CCBot', '/private/x')?.textContent).toBe('disallowedline 10');
    expect(cellOf('CCBot', 'Group')?.textContent).toMatch(/lines 8–10 · \* group/);
  });

  it('shows where the verdict came from, Crawl-delay and whether it is honoured', () => {
    setup();
    expect(cellOf('GPTBot', 'Decided by')?.textContent).toBe('rule, line 2');
    expect(cellOf('CCBot', 'Decided by')?.textContent).toBe('allow by default');
    // google-specific: Google ignores Crawl-delay.
    expect(cellOf('Googlebot', 'Crawl-delay')?.textContent).toBe('3 s, ignored');
    expect(cellOf('GPTBot', 'Crawl-delay')?.textContent).toBe('none');
  });

  it('names caveats in words, each described by the visible legend', () => {
    setup();
    const caveat = within(cellOf('Applebot', 'Caveats') as HTMLElement).getByText('fallback used');
    const described = caveat.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(CAVEATS['fallback-used']);
    const legend = screen.getByRole('region', { name: 'What the caveats mean' });
    expect(within(legend).getByText(CAVEATS['never-fetches'])).toBeTruthy();
    expect(cellOf('Google-Extended', 'Caveats')?.textContent).toMatch(/never fetches/);
    expect(cellOf('MJ12bot', 'Caveats')?.textContent).toMatch(/token cut/);
  });

  it('summarises per category and shows the Content-Signal values per group', () => {
    setup();
    const summary = screen.getByRole('list', { name: 'Allowed at / by category' });
    const training = CRAWLERS.filter((c) => c.category === 'ai-training').length;
    expect(
      within(summary).getByRole('button', {
        name: `AI training ${training - 1}/${training} allowed at /`,
      }),
    ).toBeTruthy();
    const signals = screen.getByRole('table', { name: 'Content-Signal' });
    const row = within(signals).getAllByRole('row')[1] as HTMLTableRowElement;
    expect([...row.cells].map((c) => c.textContent)).toEqual([
      '*',
      '9',
      'yes',
      'yes',
      'no',
      'not stated',
    ]);
  });

  it('filters by category (also from the summary), operator, verdict and token search', async () => {
    const user = userEvent.setup();
    setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'ai-training');
    expect(bodyRows().length).toBe(CRAWLERS.filter((c) => c.category === 'ai-training').length);
    await user.selectOptions(screen.getByLabelText('Verdict'), 'disallowed');
    expect(tokens()).toEqual(['GPTBot']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(CRAWLERS.length);

    await user.selectOptions(screen.getByLabelText('Operator'), 'Apple');
    expect(tokens()).toEqual(CRAWLERS.filter((c) => c.operator === 'Apple').map((c) => c.token));
    await user.selectOptions(screen.getByLabelText('Operator'), 'all');

    await user.type(screen.getByLabelText('Search token'), 'googlebot');
    expect(tokens().every((t) => t?.toLowerCase().includes('googlebot'))).toBe(true);
    expect(tokens()).toContain('Googlebot-Image');
    await user.keyboard('{Escape}');
    expect(bodyRows()).toHaveLength(CRAWLERS.length);

    const summary = screen.getByRole('list', { name: 'Allowed at / by category' });
    const archive = within(summary).getByRole('button', { name: /^Archive/ });
    await user.click(archive);
    expect(archive.getAttribute('aria-pressed')).toBe('true');
    expect(tokens()).toEqual(CRAWLERS.filter((c) => c.category === 'archive').map((c) => c.token));
    await user.selectOptions(screen.getByLabelText('Verdict'), 'some-disallowed');
    expect(tokens()).toEqual(CRAWLERS.filter((c) => c.category === 'archive').map((c) => c.token));
    expect(screen.getByText(/Showing \d+ of 202 crawlers/)).toBeTruthy();
  });

  it('sorts by any column from the keyboard, with aria-sort on the header', async () => {
    const user = userEvent.setup();
    setup();
    const slash = screen.getByRole('columnheader', { name: '/' });
    expect(slash.getAttribute('aria-sort')).toBe('none');
    within(slash).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(slash.getAttribute('aria-sort')).toBe('ascending');
    // Disallowed first when ascending.
    expect(tokens()[0]).toBe('GPTBot');
    await user.keyboard(' ');
    expect(slash.getAttribute('aria-sort')).toBe('descending');
    expect(tokens().at(-1)).toBe('GPTBot');

    const crawler = screen.getByRole('columnheader', { name: 'Crawler' });
    await user.click(within(crawler).getByRole('button'));
    expect(crawler.getAttribute('aria-sort')).toBe('ascending');
    expect(slash.getAttribute('aria-sort')).toBe('none');
    const sorted = [...CRAWLERS.map((c) => c.token)].sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
    );
    expect(tokens()).toEqual(sorted);

    const delay = screen.getByRole('columnheader', { name: 'Crawl-delay' });
    await user.click(within(delay).getByRole('button'));
    // Googlebot and its fallback followers have the 3 s record; rows without come last.
    expect(tokens()[0]).toBe('Googlebot');
    expect(cellOf(tokens().at(-1) ?? '', 'Crawl-delay')?.textContent).toBe('none');
  });

  it('selects a crawler in the other panels when its token is clicked', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    await user.click(within(rowOf('ClaudeBot')).getByRole('button', { name: 'ClaudeBot' }));
    expect(store.getState().selectedAgent).toBe('ClaudeBot');
    expect(store.getState().agents).toContain('ClaudeBot');
    expect(screen.getByText('ClaudeBot is now the selected agent.')).toBeTruthy();
  });

  it('copies the shown rows as CSV', async () => {
    const user = userEvent.setup();
    setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.selectOptions(screen.getByLabelText('Verdict'), 'disallowed');
    await user.click(screen.getByRole('button', { name: 'Copy CSV' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    const csv = String((writeText.mock.calls[0] as unknown[])[0]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^token,category,operator,group,chosen by,why,\/,\/private\/x,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^GPTBot,AI training,OpenAI,lines 1–2,own group,/);
    expect(screen.getByText('Copied 1 row as CSV.')).toBeTruthy();
  });

  it('downloads the CSV as a file', async () => {
    const user = userEvent.setup();
    setup();
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0]?.type).toBe('text/csv');
    expect((await created[0]?.text())?.split('\r\n').length).toBe(CRAWLERS.length + 2);
    click.mockRestore();
  });

  it('follows the file and the URL list, and says when it is updating', () => {
    const { store, refresh } = setup(['/']);
    expect(headers().map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toContain('/');
    act(() => store.getState().setText('User-agent: *\nDisallow: /\n'));
    expect(screen.getByText('Updating…')).toBeTruthy();
    expect(table().closest('section')?.getAttribute('aria-busy')).toBe('true');
    act(() => {
      store.getState().addUrl('/new');
      refresh();
    });
    expect(cellOf('Googlebot', '/')?.textContent).toBe('disallowed');
    expect(cellOf('Googlebot', '/new')?.textContent).toBe('disallowedline 2');
    expect(screen.queryByText('Updating…')).toBeNull();
  });

  it('renders 202 rows × 100 URLs, the cells of the rows and URL columns in view only', () => {
    const urls = Array.from({ length: 99 }, (_, i) => `/p${i}/x`);
    setup(['/', ...urls]);
    expect(bodyRows()).toHaveLength(CRAWLERS.length);
    expect(table().getAttribute('aria-rowcount')).toBe(String(CRAWLERS.length + 1));
    // A cell under every column header, the URL columns out of view left empty.
    const googlebot = rowOf('Googlebot');
    expect(columnsOf(googlebot)).toBe(8 + urls.length);
    expect(headers()).toHaveLength(8 + urls.length);
    const filled = [...googlebot.cells].filter((c) => !c.classList.contains('gap'));
    expect(filled.length).toBeGreaterThan(8);
    expect(filled.length).toBeLessThan(8 + 20);
    expect(cellOf('Googlebot', '/p0/x')?.textContent).toMatch(/^allowed/);
    expect(cellOf('Googlebot', '/p98/x')?.textContent).toBe('');
    expect(cellOf('Googlebot', 'Category')?.textContent).toBe('Search');
    // Scrolled sideways to the last URLs, as a person would: they are filled then.
    const box = table().parentElement as HTMLElement;
    act(() => {
      Object.defineProperty(box, 'scrollLeft', { value: 97 * 150, configurable: true });
      box.dispatchEvent(new Event('scroll'));
    });
    expect(cellOf('Googlebot', '/p98/x')?.textContent).toMatch(/^allowed/);
    expect(cellOf('Googlebot', '/p0/x')?.textContent).toBe('');
    // Far down the list: the token and its verdict at / until it is scrolled to.
    const last = CRAWLERS.at(-1)?.token ?? '';
    expect([...rowOf(last).cells].map((c) => c.textContent).slice(0, 2)).toEqual([last, 'allowed']);
    expect(rowOf(last).cells.length).toBe(2);
    expect(rowOf(last).getAttribute('aria-rowindex')).toBe(String(CRAWLERS.length + 1));
    const cells = table().querySelectorAll('tbody td').length;
    expect(cells).toBeLessThan((CRAWLERS.length * (8 + urls.length)) / 4);
    scrollTo(last);
    expect(columnsOf(rowOf(last))).toBe(8 + urls.length);
    expect(rowOf('Googlebot').cells.length).toBe(2);
  });

  it('lays out one cell for each run of URL columns out of view, under the right headers', () => {
    const urls = Array.from({ length: 99 }, (_, i) => `/p${i}/x`);
    setup(['/', ...urls]);
    const googlebot = rowOf('Googlebot');
    // A run of empty columns is one cell spanning the run: about as many cells as
    // columns in view, and together they cover every column.
    expect(googlebot.cells.length).toBeLessThan(8 + 20);
    expect(columnsOf(googlebot)).toBe(8 + urls.length);
    const gaps = [...googlebot.cells].filter((c) => c.classList.contains('gap'));
    expect(gaps.length).toBe(1);
    expect(gaps[0]?.colSpan).toBeGreaterThan(50);
    // The cells after the run are under their own headers.
    expect(cellAt(googlebot, columnIndex('Category'))?.textContent).toBe('Search');
    expect(cellAt(googlebot, columnIndex('Group'))?.classList.contains('group-cell')).toBe(true);
  });

  it('keeps room for the rows it will show: every crawler before a report, the rows kept by a filter', async () => {
    const { store } = setup(['/', '/private/x']);
    const box = () => table().parentElement as HTMLElement;
    const height = () => Number.parseFloat(box().style.getPropertyValue('--rows-height'));
    expect(height()).toBeGreaterThanOrEqual(CRAWLERS.length * ROW_HEIGHT);
    await userEvent.type(screen.getByLabelText('Search token'), 'GPTBot');
    await vi.waitFor(() => expect(tokens()).toEqual(['GPTBot']));
    expect(height()).toBeGreaterThanOrEqual(ROW_HEIGHT);
    expect(height()).toBeLessThan(2 * ROW_HEIGHT);
    act(() => store.setState({ report: null }));
    expect(height()).toBeGreaterThanOrEqual(CRAWLERS.length * ROW_HEIGHT);
  });

  it('keeps a row’s token button, and its focus, when the row comes into view', () => {
    setup(['/', ...Array.from({ length: 20 }, (_, i) => `/p${i}/x`)]);
    const last = CRAWLERS.at(-1)?.token ?? '';
    expect(rowOf(last).cells.length).toBe(2);
    const button = within(rowOf(last)).getByRole('button', { name: last });
    act(() => button.focus());
    scrollTo(last);
    expect(columnsOf(rowOf(last))).toBe(8 + 20);
    expect(within(rowOf(last)).getByRole('button', { name: last })).toBe(button);
    expect(document.activeElement).toBe(button);
  });
});
