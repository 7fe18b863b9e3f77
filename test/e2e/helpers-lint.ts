// Helpers for the lint end-to-end tests: paste a file, open the Problems panel,
// find its entries.
import type { Locator, Page } from 'playwright-core';

export { editor as editorOf, paste as pasteText } from './helpers.ts';

/** The Problems region (opens its tab first). */
export async function openProblems(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Problems' }).click();
  const region = page.getByRole('region', { name: 'Problems' });
  await region.waitFor();
  return region;
}

/** The problem entries currently listed. */
export const entriesOf = (region: Locator): Locator => region.locator('li.problem');

/** The entry for rule `id` (the first, when several). */
export const entryOf = (region: Locator, id: string): Locator =>
  entriesOf(region)
    .filter({ has: region.page().getByRole('button', { name: new RegExp(`^${id} `) }) })
    .first();

/** The entries' visible texts, once the analysis of the current text is shown. */
export async function entryTexts(region: Locator): Promise<string[]> {
  if ((await region.getAttribute('aria-busy')) === 'true') return [];
  return entriesOf(region).allInnerTexts();
}
