// A reload right after typing. With the link kept in the address bar, the address
// bar still holds the link the page wrote before the last keystrokes, and the draft
// saved as the page was left is newer; without (the default), the address bar is
// clean and the reload opens the draft. Either way the user's own text comes back
// whole, and no banner calls it a shared link.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { editor, editorText, openTab } from './helpers.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
  await page.goto(session.baseUrl);
  await editor(page).waitFor();
});

afterEach(async () => {
  await session.close();
});

// Reloads; the editor then shows `text` as the user's own, not as a shared link.
async function reloadShowsDraft(text: string): Promise<void> {
  await page.reload();
  await editor(page).waitFor();
  await expect.poll(() => editorText(page), { timeout: 10_000 }).toBe(text);
  expect(await page.getByText(/You are looking at a shared link/).count()).toBe(0);
}

it('keeps the last keystrokes when the page is reloaded before the address bar follows them', async () => {
  await page.getByRole('button', { name: 'Start empty' }).click();
  await openTab(page, 'Share');
  await page.getByRole('checkbox', { name: 'Keep the link in the address bar up to date' }).check();
  await editor(page).click();
  await page.keyboard.type('User-agent: *\nDisallow: /first\n');
  // The address bar follows once typing pauses: a link of the first lines.
  await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/#s=/);
  const written = page.url();
  await page.keyboard.type('Disallow: /typed-last');
  // At once, before the address bar follows.
  expect(page.url()).toBe(written);
  await reloadShowsDraft('User-agent: *\nDisallow: /first\nDisallow: /typed-last');
  // The address bar now carries the text as it is.
  await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(written);
});

it('keeps the last keystrokes on a reload when the address bar holds no link', async () => {
  await page.getByRole('button', { name: 'Start empty' }).click();
  await editor(page).click();
  await page.keyboard.type('User-agent: *\nDisallow: /typed-last');
  await reloadShowsDraft('User-agent: *\nDisallow: /typed-last');
  expect(page.url()).toBe(`${session.baseUrl}/`);
});
