// The Expectations view in a real browser: one click on Expect this adds the
// Verdict's answer, an edit that breaks it makes the row say "fails" with the line
// that now decides and the tab count 1, and a shared link carries the rows.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, editorText, openTab, paste, settledShareLink } from './helpers-share.ts';

const sessions: Session[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close();
});

// A fresh browser on the app, at `at(baseUrl)` (default: the app itself).
async function opened(at = (base: string) => base): Promise<{ s: Session; page: Page }> {
  const s = await openSession();
  sessions.push(s);
  await s.page.goto(at(s.baseUrl));
  await editor(s.page).waitFor();
  return { s, page: s.page };
}

const rowsText = (page: Page): Promise<string[]> =>
  page
    .getByRole('region', { name: 'Expectations' })
    .getByRole('table', { name: 'Expectations' })
    .locator('tbody tr')
    .allInnerTexts();

describe('Expectations view', () => {
  it('adds the Verdict with Expect this, fails on an edit naming the line, and travels in a link', async () => {
    const { s, page } = await opened();
    await paste(page, 'User-agent: *\nDisallow: /private/\n');
    await ask(page, 'GPTBot', '/private/report');
    const expectThis = page.getByRole('button', { name: 'Expect this', exact: true });
    await expect.poll(() => expectThis.isEnabled()).toBe(true);
    await expectThis.click();
    await openTab(page, 'Expectations');
    await expect
      .poll(() => rowsText(page))
      .toEqual([expect.stringMatching(/^holds\s+disallowed\s+GPTBot\s+\/private\/report/)]);
    const tab = page.getByRole('tab', { name: 'Expectations', exact: true });
    expect(await tab.locator('.tab-badge').count()).toBe(0);

    await paste(page, 'User-agent: *\nDisallow: /private/\nAllow: /private/report\n');
    await expect
      .poll(() => rowsText(page))
      .toEqual([
        expect.stringMatching(/^fails \(it is allowed\)[\s\S]*line 3: Allow: \/private\/report/),
      ]);
    await expect.poll(() => tab.locator('.tab-badge').innerText()).toBe('1');
    const region = page.getByRole('region', { name: 'Expectations' });
    await region.getByRole('button', { name: 'Go to line 3' }).click();

    const rows = await rowsText(page);
    const link = await settledShareLink(page);
    expect(link).toMatch(/#s=v4\./);
    // A page opened afresh: its engines start cold, on a machine busy with other browsers.
    const b = await opened((base) => link.replace(s.baseUrl, base));
    // The link opens its own panel (Share, where it was copied) once it is read: the
    // tab is chosen after that, as a person would once the file is there.
    await expect
      .poll(() => editorText(b.page), { timeout: 10_000 })
      .toContain('Allow: /private/report');
    await openTab(b.page, 'Expectations');
    await expect.poll(() => rowsText(b.page), { timeout: 10_000 }).toEqual(rows);
    await expect
      .poll(() => b.page.getByRole('tab', { name: 'Expectations', exact: true }).innerText(), {
        timeout: 10_000,
      })
      .toMatch(/Expectations\s*1/);
  });

  it('adds a Matrix cell with its Expect button, shown once Tab leaves the cell for it', async () => {
    const { page } = await opened();
    await paste(page, 'User-agent: *\nDisallow: /private/\n');
    await openTab(page, 'URLs');
    await page.getByRole('textbox', { name: 'URLs', exact: true }).fill('/private/x');
    await openTab(page, 'Matrix');
    const matrix = page.getByRole('table', { name: 'Matrix', exact: true });
    const cell = matrix.locator('tbody td.cell').first();
    // Not among the cell's words until it is reached.
    await expect.poll(() => cell.innerText()).toMatch(/^disallowed\s+line 2$/);
    await cell.getByRole('button').first().focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.getAttribute('aria-label')).toMatch(
      /^Expect .+ × \/private\/x disallowed$/,
    );
    expect(await focused.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await openTab(page, 'Expectations');
    await expect
      .poll(() => rowsText(page))
      .toEqual([expect.stringMatching(/^holds\s+disallowed\s+Googlebot\s+\/private\/x/)]);
  });
});
