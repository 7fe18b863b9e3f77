// Helpers for the share and learn end-to-end tests: the Share panel's settled link,
// and the common helpers (editor, paste, ask) re-exported.
import type { Page } from 'playwright-core';
import { openTab } from './helpers.ts';

export { ask, editor, editorText, openTab, paste, verdict } from './helpers.ts';

/**
 * The Share panel's link once it has settled (the same value twice in a row, so
 * the panel's short debounce has passed).
 */
export async function settledShareLink(page: Page): Promise<string> {
  await openTab(page, 'Share');
  const field = page.getByLabel('Share link', { exact: true });
  let last = '';
  for (let i = 0; i < 50; i++) {
    const value = await field.inputValue();
    if (value !== '' && value === last) return value;
    last = value;
    await page.waitForTimeout(200);
  }
  throw new Error('the Share link did not settle');
}
