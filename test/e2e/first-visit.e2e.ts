// A first visit as a newcomer makes it: a fresh profile opens on an example that says
// it is one, typing makes it the visitor's own file (a reload keeps it), and an empty
// editor's hint fits the editor on a narrow screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STARTER } from '../../src/learn/starter.ts';
import { sessionEachTest, type Session } from './browser.ts';
import { editor, editorText, verdict } from './helpers.ts';

let session: Session;
let page: Page;
sessionEachTest((s) => {
  session = s;
  page = s.page;
});

const note = () => page.getByRole('note');

describe('the first visit', () => {
  it('shows the example; after typing, a reload keeps the typed text', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    expect(await editorText(page)).toBe(STARTER.text);
    expect(await note().textContent()).toMatch(/^This is an example\./);
    await expect
      .poll(() => verdict(page).innerText(), { timeout: 10_000 })
      .toMatch(/^Allowed — line 9: Allow: \/drafts\/published\//);

    // A reload before any edit shows the example again, still marked as one.
    await page.reload();
    await editor(page).waitFor();
    expect(await editorText(page)).toBe(STARTER.text);
    expect(await note().count()).toBe(1);

    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Disallow: /mine/');
    await expect.poll(() => note().count()).toBe(0);
    await page.reload();
    await editor(page).waitFor();
    expect(await editorText(page)).toBe(`${STARTER.text}Disallow: /mine/`);
    expect(await note().count()).toBe(0);
  });

  it('starts empty on request, with the hint wrapped at the editor’s width', async () => {
    await page.setViewportSize({ width: 380, height: 800 });
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await page.getByRole('button', { name: 'Start empty' }).click();
    // The only line is the hint: the text is empty.
    const hint = await editor(page).getAttribute('aria-placeholder');
    expect(hint).toMatch(/^Paste a robots\.txt here/);
    expect(await editorText(page)).toBe(hint);
    await expect
      .poll(() => verdict(page).innerText(), { timeout: 10_000 })
      .toMatch(/^Allowed — no robots.txt yet: with no rules, everything is allowed/);
    const fit = await page.evaluate(() => {
      const hint = document.querySelector('.cm-placeholder')!.getBoundingClientRect();
      const scroller = document.querySelector('.cm-scroller')!;
      const box = scroller.getBoundingClientRect();
      return {
        inside: hint.right <= box.right + 0.5,
        lines: hint.height / parseFloat(getComputedStyle(scroller).lineHeight),
        overflow: scroller.scrollWidth - scroller.clientWidth,
      };
    });
    expect(fit.inside).toBe(true);
    expect(fit.lines).toBeGreaterThan(1.5);
    expect(fit.overflow).toBe(0);
  });
});
