// A reload right after typing. With the link kept in the address bar, the address
// bar still holds the link the page wrote before the last keystrokes, and the draft
// saved as the page was left is newer; without (the default), the address bar is
// clean and the reload opens the draft. Either way the user's own text comes back
// whole, and no banner calls it a shared link. A draft far larger than local storage
// holds comes back too (it is kept in IndexedDB), and a save the browser refuses says
// what happened, then again after the reload.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { editor, editorText, openTab, paste } from './helpers.ts';

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

// Pastes `User-agent: *` and `count` lines of `Disallow: /x`, built in the page (so
// megabytes need not cross to the browser), as a paste would.
async function pasteLines(page: Page, count: number): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('Control+A');
  await page.evaluate((n) => {
    const el = document.querySelector('.cm-content[aria-label="robots.txt"]') as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/plain', `User-agent: *\n${'Disallow: /x\n'.repeat(n)}`);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, count);
}

const statusBar = (p: Page) => p.getByRole('contentinfo', { name: 'Status' });

// Waits until IndexedDB holds the save that local storage points to: a draft this
// large is written in pieces over several tasks, and only then is it safe to leave.
// Polled from here: waitForFunction takes the promise an async predicate returns
// for a truthy answer, so it would not wait.
async function savedInDatabase(p: Page): Promise<void> {
  await expect
    .poll(
      () =>
        p.evaluate(async () => {
          const raw = localStorage.getItem('robots-playground:draft');
          const pointer =
            raw === null ? null : (JSON.parse(raw) as { v?: number; savedAt?: number });
          if (pointer?.v !== 2) return false;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open('robots-playground');
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          try {
            const record = await new Promise<{ savedAt?: number } | undefined>(
              (resolve, reject) => {
                const get = db.transaction('drafts').objectStore('drafts').get('draft');
                get.onsuccess = () => resolve(get.result as { savedAt?: number } | undefined);
                get.onerror = () => reject(get.error);
              },
            );
            return record?.savedAt === pointer.savedAt;
          } finally {
            db.close();
          }
        }),
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
}

it('keeps a 6 MiB draft across a reload', async () => {
  // 6 MiB of text: 13 bytes a line.
  const count = Math.ceil((6 * 1024 * 1024) / 13);
  await pasteLines(page, count);
  const lines = `${(count + 2).toLocaleString('en')} lines · 6.0 MiB`;
  await expect.poll(() => statusBar(page).textContent(), { timeout: 30_000 }).toContain(lines);
  await savedInDatabase(page);
  await page.reload();
  await editor(page).waitFor();
  await expect.poll(() => statusBar(page).textContent(), { timeout: 30_000 }).toContain(lines);
  expect(await statusBar(page).textContent()).not.toMatch(/not saved/);
  expect(await page.getByText(/could not be saved/).count()).toBe(0);
});

it('says exactly why a draft could not be saved, and after a reload that it is older', async () => {
  // The browser's storage for the site is full: nothing over 100 KiB fits any more.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, value: unknown, key) {
      const text = typeof value === 'string' ? value : (value as { text?: unknown } | null)?.text;
      if (typeof text === 'string' && text.length > 100 * 1024) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.call(this, value, key);
    };
  });
  await page.reload();
  await editor(page).waitFor();
  await paste(page, 'User-agent: *\nDisallow: /small\n');
  // The small draft is saved: a text this short is copied into local storage too.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('robots-playground:draft') ?? ''), {
      timeout: 10_000,
    })
    .toContain('/small');
  await pasteLines(page, Math.ceil((2 * 1024 * 1024) / 13));
  const alert = page.getByRole('alert').filter({ hasText: 'Draft not saved' });
  await expect
    .poll(() => alert.textContent(), { timeout: 30_000 })
    .toContain(
      "Your draft (2.0 MiB) could not be saved: the browser's storage for this site is full.",
    );
  expect(await alert.textContent()).not.toMatch(/too large/);
  await page.reload();
  await editor(page).waitFor();
  await page.getByText('Your last changes here could not be saved').waitFor({ timeout: 10_000 });
  expect(await editorText(page)).toBe('User-agent: *\nDisallow: /small\n');
});
