// What every end-to-end test does as a person would: find the editor, paste a
// file, ask the Verdict panel, open a tab, fill the URL list.
import type { Locator, Page } from 'playwright-core';

/** The panel tabs, in the order the tab row shows them (test contract: their names). */
export const TABS = [
  'Agents',
  'URLs',
  'Matrix',
  'Explain',
  'Problems',
  'Crawlers',
  'Policy',
  'Fetch',
  'Page',
  'Readers',
  'Expectations',
  'Sitemap',
  'Compare',
  'Share',
  'Examples',
  'Lesson',
] as const;

/** The editor's content element (test contract: aria-label "robots.txt"). */
export const editor = (page: Page): Locator => page.locator('.cm-content[aria-label="robots.txt"]');

/** The Verdict status (test contract). */
export const verdict = (page: Page): Locator => page.getByRole('status', { name: 'Verdict' });

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

/** Types `agent` and `url` into the Verdict panel's **User agent** and **URL** fields. */
export async function ask(page: Page, agent: string, url: string): Promise<void> {
  await page.getByLabel('User agent', { exact: true }).fill(agent);
  await page.getByLabel('URL', { exact: true }).fill(url);
}

/** Opens the panel tab named `name`. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Replaces the URL list through the URL panel's **URLs** textbox. */
export async function setUrls(page: Page, urls: readonly string[]): Promise<void> {
  await openTab(page, 'URLs');
  await page.getByRole('textbox', { name: 'URLs', exact: true }).fill(urls.join('\n'));
}

/**
 * Waits until the saved draft holds `text`: the page keeps a whole copy of a short
 * draft in local storage (beside IndexedDB), so the save can be seen without a wait.
 */
export async function draftSaved(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => {
      try {
        const raw = localStorage.getItem('robots-playground:draft');
        return raw !== null && (JSON.parse(raw) as { text?: unknown }).text === t;
      } catch {
        return false;
      }
    },
    text,
    { timeout: 15_000 },
  );
}
