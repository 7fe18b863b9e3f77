// Small conveniences as a person uses them in the built app: the Verdict's
// `line N` jumps the editor to that line, F1 opens the shortcuts from anywhere,
// the editor's focus ring is the other controls' ring, and "Open from a site…"
// explains how to get a live file without the page ever requesting it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, paste, verdict } from './helpers.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
  await page.goto(session.baseUrl);
  await editor(page).waitFor();
});

afterEach(async () => {
  // Also fails the test if any request left the page's own origin.
  await session.close();
});

// 200 lines, so the deciding line (182) starts out of view.
const LONG_FILE = [
  'User-agent: *',
  ...Array.from({ length: 178 }, (_, i) => `Disallow: /section-${i + 1}/`),
  '',
  'User-agent: Googlebot',
  'Disallow: /private/',
  ...Array.from({ length: 19 }, (_, i) => `Allow: /open-${i + 1}/`),
].join('\n');

describe('the Verdict’s line', () => {
  it('selects the deciding line in the editor, scrolls it into view and focuses the editor', async () => {
    await paste(page, LONG_FILE);
    await page.getByLabel('User agent', { exact: true }).focus();
    await ask(page, 'Googlebot', 'https://example.com/private/a');
    await expect.poll(() => verdict(page).innerText()).toMatch(/^Disallowed — line 182:/);
    await page.getByRole('button', { name: 'Go to line 182' }).click();

    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('robots.txt');
    await expect
      .poll(() => page.evaluate(() => getSelection()?.toString()))
      .toBe('Disallow: /private/');
    const line = page.locator('.cm-line', { hasText: /^Disallow: \/private\/$/ });
    const box = await line.boundingBox();
    const scroller = await page.locator('.cm-scroller').boundingBox();
    expect(box && scroller).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(scroller!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(scroller!.y + scroller!.height);
  });

  it('works from the keyboard', async () => {
    await paste(page, LONG_FILE);
    await ask(page, 'Googlebot', '/private/a');
    const jump = page.getByRole('button', { name: 'Go to line 182' });
    await jump.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => getSelection()?.toString()))
      .toBe('Disallow: /private/');
  });
});

describe('F1', () => {
  const shortcuts = (p: Page) => p.getByRole('dialog', { name: 'Keyboard shortcuts' });

  it('opens the keyboard shortcuts from the User agent field and from a tab', async () => {
    await page.getByLabel('User agent', { exact: true }).focus();
    await page.keyboard.press('F1');
    await shortcuts(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await shortcuts(page).waitFor({ state: 'hidden' });

    await page.getByRole('tab').first().focus();
    await page.keyboard.press('F1');
    await shortcuts(page).waitFor({ state: 'visible' });
  });

  it('is announced on the header button', async () => {
    const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('F1');
  });
});

describe('focus ring', () => {
  it('is the same on the editor as on a button', async () => {
    const ring = (selector: string) =>
      page.evaluate((sel) => {
        const s = getComputedStyle(document.querySelector(sel) as Element);
        return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`;
      }, selector);
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).focus();
    // Keyboard focus, so :focus-visible applies to the button.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const button = await ring('button[aria-keyshortcuts="F1"]');
    expect(button).toMatch(/^solid 2px /);
    await editor(page).focus();
    // CodeMirror marks the focused editor (.cm-focused) once it has seen the focus.
    await expect.poll(() => ring('.cm-editor')).toBe(button);
  });
});

describe('Open from a site', () => {
  it('shows the curl line for the typed site and never requests it', async () => {
    await page.getByRole('button', { name: 'Open from a site…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a robots.txt from a site' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByLabel('Site', { exact: true }).fill('www.example.org/some/page');
    expect(await dialog.getByRole('textbox', { name: 'Linux command' }).inputValue()).toBe(
      "curl -sLg 'https://www.example.org/robots.txt' | xclip -selection clipboard",
    );
    expect(await dialog.innerText()).toContain(
      'browsers do not let a page read files from other sites',
    );
  });

  it('pastes the clipboard into the editor once the browser allows reading it', async () => {
    await session.browser.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: session.baseUrl,
    });
    await page.evaluate(() => navigator.clipboard.writeText('User-agent: *\nDisallow: /live/'));
    await page.getByRole('button', { name: 'Open from a site…' }).click();
    await page.getByRole('button', { name: 'Paste from clipboard' }).click();
    await expect.poll(() => editor(page).innerText()).toBe('User-agent: *\nDisallow: /live/');
  });
});
