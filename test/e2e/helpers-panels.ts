// Small helpers for the panel end-to-end tests: paste a file the way a person
// does, fill the URL list, open a tab, read the editor's line marks.
import type { Locator, Page } from 'playwright-core';
import { openTab } from './helpers.ts';

export { ask, editor, openTab, paste, setUrls } from './helpers.ts';

/** Replaces the agent list with `agents`, through the Agents panel. */
export async function setAgents(page: Page, agents: readonly string[]): Promise<void> {
  await openTab(page, 'Agents');
  const region = page.getByRole('region', { name: 'Agents', exact: true });
  // One at a time from the top: each removal re-renders the list.
  const remove = region.getByRole('button', { name: /^Remove / });
  while ((await remove.count()) > 0) await remove.first().click();
  const input = region.getByRole('combobox', { name: 'Add agent' });
  for (const agent of agents) {
    await input.fill(agent);
    await input.press('Enter');
  }
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
