// Small helpers for the share and learn end-to-end tests (copied in spirit from
// playground.e2e.ts, which stays untouched): the editor, paste, ask, and the
// Share panel's link.
import type { Page } from 'playwright-core';

/** The editor's content element. */
export const editor = (page: Page) => page.locator('.cm-content[aria-label="robots.txt"]');

/** The Verdict status. */
export const verdict = (page: Page) => page.getByRole('status', { name: 'Verdict' });

/** The editor's text, one line per `.cm-line` (what a person sees). */
export async function editorText(page: Page): Promise<string> {
  return page
    .locator('.cm-content[aria-label="robots.txt"] .cm-line')
    .evaluateAll((lines) => lines.map((l) => l.textContent ?? '').join('\n'));
}

/** Replaces the editor's text as a paste would: select all, then paste. */
export async function paste(page: Page, text: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('Control+A');
  await page.evaluate((t) => {
    const el = document.querySelector('.cm-content[aria-label="robots.txt"]') as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Types `agent` and `url` into the Verdict panel's fields. */
export async function ask(page: Page, agent: string, url: string): Promise<void> {
  await page.getByLabel('User agent', { exact: true }).fill(agent);
  await page.getByLabel('URL', { exact: true }).fill(url);
}

/** Opens the panel tab called `name`. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

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
