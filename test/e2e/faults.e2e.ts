// The engine's workers die under the page: terminated in the middle of an
// analysis, and again and again. A terminated worker sends nothing and fires no
// event; the page notices by itself, starts a fresh engine, says so in words,
// and ends with the Verdict right for the text as it is, nothing typed lost.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, editorText, verdict } from './helpers.ts';

let session: Session;
let page: Page;

declare global {
  interface Window {
    /** Terminates every engine worker the page has started; returns how many were alive. */
    killEngines: () => number;
    /** Every text the Verdict has shown, in order. */
    verdictTexts: string[];
  }
}

beforeEach(async () => {
  session = await openSession();
  page = session.page;
  // Keep hold of every worker the page starts, as a crash would need to reach them.
  await page.addInitScript(() => {
    const Original = window.Worker;
    const alive = new Set<Worker>();
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        alive.add(this);
      }
    };
    window.killEngines = () => {
      const n = alive.size;
      for (const worker of alive) worker.terminate();
      alive.clear();
      return n;
    };
    window.verdictTexts = [];
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"][aria-label="Verdict"]')?.textContent;
      if (text && text !== window.verdictTexts.at(-1)) window.verdictTexts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(session.baseUrl);
  await editor(page).waitFor();
});

afterEach(async () => {
  await session.close();
});

// Short enough for the editor to show every line (the text is read off the screen).
const COMMENT = Array.from({ length: 5 }, (_, i) => `# note ${i}: ${'words '.repeat(8)}\n`).join(
  '',
);

const banner = (page: Page) =>
  page.getByText(/The analysis engine stopped \(.*\); it was restarted/);

it('recovers by itself from engines terminated mid-analysis, says so, and loses nothing', async () => {
  await page.getByRole('button', { name: 'Start empty' }).click();
  await ask(page, 'ExampleBot', '/private/page');
  await editor(page).click();
  await page.keyboard.type('User-agent: *\nAllow: /public\n');
  await expect.poll(() => verdict(page).innerText(), { timeout: 10_000 }).toMatch(/^Allowed/);

  // Mid-analysis: a comment is pasted, and in the same moment, before the
  // engines can answer, they die.
  const killed = await page.evaluate((text) => {
    const el = document.querySelector('.cm-content[aria-label="robots.txt"]') as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    return window.killEngines();
  }, COMMENT);
  // The main engine, the helper and the linter.
  expect(killed).toBe(3);
  await expect.poll(() => banner(page).count(), { timeout: 10_000 }).toBe(1);
  await expect
    .poll(() => page.getByRole('contentinfo', { name: 'Status' }).innerText(), {
      timeout: 10_000,
    })
    .toMatch(/Engine restarted (once|\d+ times); it is running again/);
  await expect.poll(() => verdict(page).innerText(), { timeout: 10_000 }).toMatch(/^Allowed/);

  // Again and again: each time the engines die first and the edit comes after.
  for (const line of ['Disallow: /private/other', 'Allow: /public/more']) {
    await page.evaluate(() => window.killEngines());
    await page.keyboard.type(`${line}\n`);
    await expect.poll(() => verdict(page).innerText(), { timeout: 10_000 }).toMatch(/^Allowed/);
  }

  // The deciding edit, typed at once after the kill: the Verdict must follow it.
  await page.evaluate(() => window.killEngines());
  await page.keyboard.type('Disallow: /');
  await expect
    .poll(() => verdict(page).innerText(), { timeout: 10_000 })
    .toMatch(/^Disallowed — line \d+: Disallow: \/$/m);

  // While the old answer stood, the Verdict said in words that it was out of date.
  const shown = await page.evaluate(() => window.verdictTexts);
  expect(
    shown.some((t) => /^(Checking the edited file…|Out of date: the engine is restarting)/.test(t)),
  ).toBe(true);
  expect(shown.some((t) => t.startsWith('Out of date: the engine is restarting'))).toBe(true);

  const status = await page.getByRole('contentinfo', { name: 'Status' }).innerText();
  const restarts = Number(/Engine restarted (\d+) times/.exec(status)?.[1] ?? 0);
  expect(restarts).toBeGreaterThanOrEqual(4);
  // Long lines by their length, so a failure prints a readable difference.
  const lines = (text: string) => text.split('\n').map((l) => (l.length > 80 ? l.length : l));
  expect(lines(await editorText(page))).toEqual(
    lines(
      [
        'User-agent: *',
        'Allow: /public',
        COMMENT.slice(0, -1),
        'Disallow: /private/other',
        'Allow: /public/more',
        'Disallow: /',
      ].join('\n'),
    ),
  );
});
