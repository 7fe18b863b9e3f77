// The Compare view in a real browser: another version pasted into the Other
// version editor is compared with the file in the worker; the region Changes
// counts the verdicts that flip, names each with the deciding line on both sides,
// follows edits of either text, and the merge view shows the text that changed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { editor, openTab, paste } from './helpers.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
});

afterEach(async () => {
  await session.close();
});

const OLD = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nAllow: /\n';
const NOW = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /blog/\n';

const other = (p: Page) => p.getByRole('textbox', { name: 'Other version', exact: true });
const changes = (p: Page) => p.getByRole('region', { name: /^Changes/ });

/** Pastes `text` into the Other version editor, as a person would. */
async function pasteOther(p: Page, text: string): Promise<void> {
  await other(p).click();
  await p.keyboard.press('Control+A');
  await p.evaluate((t) => {
    const el = document.querySelector('.cm-content[aria-label="Other version"]') as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe('Compare view', () => {
  it('lists the verdict a change flips, with the deciding line on both sides', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(page, NOW);
    await openTab(page, 'Compare');
    await expect.poll(() => changes(page).innerText()).toMatch(/No other version yet/);
    await pasteOther(page, OLD);
    await expect.poll(() => changes(page).innerText()).toMatch(/Changes: 1 verdict changes/);
    const text = await changes(page).innerText();
    expect(text).toMatch(/GPTBot: 1 verdict changes/);
    expect(text).toContain('/blog/');
    expect(text).toMatch(/Allowed by line 5: Allow: \//);
    expect(text).toMatch(/Disallowed by line 5: Disallow: \/blog\//);
    // The deciding line of this file opens in the editor.
    await changes(page).getByRole('button', { name: 'Go to line 5', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => document.getSelection()?.toString() ?? ''))
      .toBe('Disallow: /blog/');
    // The merge view marks the changed line on both sides.
    expect(await page.locator('.cm-mergeView .cm-changedLine').count()).toBeGreaterThanOrEqual(2);
    // The other version is kept with the draft: a reload brings it back.
    await page.waitForFunction(
      (t) => {
        const raw = localStorage.getItem('robots-playground:draft');
        return raw !== null && (JSON.parse(raw) as { other?: unknown }).other === t;
      },
      OLD,
      { timeout: 15_000 },
    );
    await page.reload();
    await openTab(page, 'Compare');
    await expect.poll(() => changes(page).innerText()).toMatch(/Changes: 1 verdict changes/);
    await expect.poll(() => other(page).innerText()).toContain('Allow: /');
  });

  it('follows an edit of this file and says when no verdict changes', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(page, OLD);
    await openTab(page, 'Compare');
    await page.getByRole('button', { name: 'Copy this file' }).click();
    await expect.poll(() => changes(page).innerText()).toMatch(/Changes: no verdict changes/);
    // Editing the file itself: the read-only copy and the comparison follow.
    await paste(page, NOW);
    await expect.poll(() => changes(page).innerText()).toMatch(/Changes: 1 verdict changes/);
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: 'This file, read-only', exact: true }).innerText(),
      )
      .toContain('Disallow: /blog/');
  });

  it('takes the other version from a playground link, and says why a link is refused', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(page, OLD);
    await openTab(page, 'Share');
    const shareLink = page.getByLabel('Share link', { exact: true });
    await expect.poll(() => shareLink.inputValue()).toMatch(/#s=/);
    const link = await shareLink.inputValue();
    await paste(page, NOW);
    await openTab(page, 'Compare');
    await page.getByLabel('Playground link', { exact: true }).fill('https://example.com/');
    await page.getByRole('button', { name: 'Use the link’s file' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toMatch(/carries no playground file/);
    await page.getByLabel('Playground link', { exact: true }).fill(link);
    await page.getByRole('button', { name: 'Use the link’s file' }).click();
    await expect.poll(() => changes(page).innerText()).toMatch(/Changes: 1 verdict changes/);
    await expect
      .poll(() => page.locator('.compare-sides').innerText())
      .toContain('(a shared link)');
  });
});
