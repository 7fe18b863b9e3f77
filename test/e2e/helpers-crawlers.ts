// Helpers for the Crawlers and Policy end-to-end tests: paste a file, fill the
// URL list, read the Crawlers table by token and column header, and build the
// ~500 KiB workload the report timing is measured on.
import type { Locator, Page } from 'playwright-core';

export { editor, openTab, paste, setUrls } from './helpers.ts';

/** The table named **Crawlers**. */
export const crawlersTable = (page: Page): Locator =>
  page.getByRole('table', { name: 'Crawlers', exact: true });

/**
 * The text of the cell of `token`'s row (the row whose first cell is the token)
 * under the column headed `column` (sort marks ignored), or `null` when absent.
 * Scrolls the row into view first, as a person would: a row out of view shows
 * only its token and its verdict at /.
 */
export async function crawlerCell(
  page: Page,
  token: string,
  column: string,
): Promise<string | null> {
  return crawlersTable(page).evaluate(
    async (table, [t, c]) => {
      const el = table as HTMLTableElement;
      const heads = [...(el.tHead?.rows[0]?.cells ?? [])].map((h) =>
        (h.textContent ?? '').replace(/[▲▼↕]/g, ''),
      );
      const col = heads.indexOf(c as string);
      const rowOf = () =>
        [...(el.tBodies[0]?.rows ?? [])].find((r) => r.cells[0]?.textContent === t);
      const found = rowOf();
      if (col < 0 || !found) return null;
      if (found.cells.length <= col) {
        found.scrollIntoView({ block: 'center' });
        for (let i = 0; i < 20 && (rowOf()?.cells.length ?? 0) <= col; i++) {
          await new Promise((done) => requestAnimationFrame(() => done(null)));
        }
      }
      return rowOf()?.cells[col]?.textContent ?? null;
    },
    [token, column] as const,
  );
}

/** The tokens of the table's rows, in display order. */
export async function crawlerTokens(page: Page): Promise<string[]> {
  return crawlersTable(page).evaluate((table) =>
    [...((table as HTMLTableElement).tBodies[0]?.rows ?? [])].map(
      (r) => r.cells[0]?.textContent ?? '',
    ),
  );
}

/** mulberry32: a small deterministic PRNG, so every run builds the same workload. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['api', 'admin', 'blog', 'cart', 'docs', 'img', 'search', 'media', 'news', 'tmp'];
const EXTS = ['pdf', 'jpg', 'php', 'html', 'json'];

/**
 * A robots.txt of about `bytes` (under the 500 KiB parse limit): a `*` group and
 * named groups for `tokens` (cycled), 60 mixed rules each; plus `urlCount` URLs.
 */
export function bigWorkload(
  bytes: number,
  tokens: readonly string[],
  urlCount: number,
): { text: string; urls: string[] } {
  const rand = prng(9309);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const seg = (): string => pick(WORDS) + (rand() < 0.4 ? String(Math.floor(rand() * 90)) : '');
  const pattern = (): string => {
    const r = rand();
    if (r < 0.4) return `/${seg()}/${seg()}/`;
    if (r < 0.6) return `/*.${pick(EXTS)}$`;
    if (r < 0.8) return `/${seg()}*${seg()}/`;
    return `/${seg()}/${seg()}.${pick(EXTS)}`;
  };
  const out = ['User-agent: *', 'Crawl-delay: 2'];
  for (let r = 0; r < 400; r++) out.push(`${rand() < 0.3 ? 'Allow' : 'Disallow'}: ${pattern()}`);
  let size = out.join('\n').length;
  for (let g = 0; size < bytes; g++) {
    const lines = ['', `User-agent: ${tokens[g % tokens.length] ?? 'GPTBot'}`];
    for (let r = 0; r < 60; r++) lines.push(`${rand() < 0.3 ? 'Allow' : 'Disallow'}: ${pattern()}`);
    out.push(...lines);
    size += lines.join('\n').length + 1;
  }
  const urls: string[] = [];
  for (let i = 0; i < urlCount; i++) urls.push(`/${seg()}/${seg()}/${seg()}.${pick(EXTS)}`);
  return { text: out.join('\n') + '\n', urls };
}
