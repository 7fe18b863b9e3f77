// Small helpers for the panel end-to-end tests: paste a file the way a person
// does, fill the URL list, open a tab, read the editor's line marks.
import type { Locator, Page } from 'playwright-core';

/** The editor's content element. */
export const editor = (page: Page): Locator => page.locator('.cm-content[aria-label="robots.txt"]');

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

/** Opens the panel tab named `name`. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
}

/** Replaces the agent list with `agents`, through the Agents panel. */
export async function setAgents(page: Page, agents: readonly string[]): Promise<void> {
  await openTab(page, 'Agents');
  const region = page.getByRole('region', { name: 'Agents', exact: true });
  for (const remove of await region.getByRole('button', { name: /^Remove / }).all()) {
    await remove.click();
  }
  const input = region.getByRole('combobox', { name: 'Add agent' });
  for (const agent of agents) {
    await input.fill(agent);
    await input.press('Enter');
  }
}

/** Replaces the URL list with `urls`, through the URL panel's **URLs** textbox. */
export async function setUrls(page: Page, urls: readonly string[]): Promise<void> {
  await openTab(page, 'URLs');
  await page.getByRole('textbox', { name: 'URLs', exact: true }).fill(urls.join('\n'));
}

/** The row of `agent` in the Agents panel. */
export function agentRow(page: Page, agent: string): Locator {
  return page
    .getByRole('region', { name: 'Agents', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Select ${agent}`, exact: true }) });
}

/** The text of the editor lines carrying `className` (e.g. cm-robots-deciding-line). */
export async function markedLines(page: Page, className: string): Promise<string[]> {
  return page.locator(`.cm-line.${className}`).allInnerTexts();
}
