// The policy builder in a real browser: decisions chosen by keyboard and mouse
// become a file, applied as one undoable edit, that the engine then reads back
// as chosen in the Verdict.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionEachTest, type Session } from './browser.ts';
import { ask, editor, editorText, openTab, paste, verdict } from './helpers.ts';

let session: Session;
let page: Page;
sessionEachTest((s) => {
  session = s;
  page = s.page;
});

describe('policy builder', () => {
  it('writes the chosen decisions into the file, and the Verdict reads them back', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    const before = 'User-agent: *\nDisallow: /old/\n';
    await paste(page, before);
    await openTab(page, 'Policy');
    const builder = page.getByRole('region', { name: 'Build a file from decisions' });
    await builder
      .getByRole('group', { name: 'AI training' })
      .getByRole('radio', { name: 'Disallow everything' })
      .check();
    await builder.getByRole('textbox', { name: 'Paths every crawler must avoid' }).fill('/admin/');
    await builder.getByRole('button', { name: 'Replace the file with this policy' }).click();
    await expect.poll(() => editorText(page)).toMatch(/^# Written from decisions/);
    const text = await editorText(page);
    expect(text).toMatch(/^User-agent: GPTBot$/m);

    await ask(page, 'GPTBot', '/blog/');
    await expect.poll(() => verdict(page).innerText()).toMatch(/^Disallowed/);
    await ask(page, 'Googlebot', '/admin/x');
    await expect
      .poll(() => verdict(page).innerText())
      .toMatch(/^Disallowed — line \d+: Disallow: \/admin\//);
    await ask(page, 'Googlebot', '/blog/');
    await expect.poll(() => verdict(page).innerText()).toMatch(/^Allowed/);

    // One undo step brings the old file back.
    await editor(page).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => editorText(page)).toBe(before.replace(/\n$/, '\n'));
  });
});
