// Two tabs of one browser editing one draft: the tab whose text is no longer the
// draft says so and lets the user choose, and the text that loses is kept, offered
// to any page opened later until it is discarded.
import { createRequire } from 'node:module';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { editor, editorText } from './helpers.ts';

let session: Session;

beforeEach(async () => {
  session = await openSession();
});

afterEach(async () => {
  await session.close();
});

async function open(page: Page): Promise<void> {
  await page.goto(session.baseUrl);
  await editor(page).waitFor();
}

// Saved once typing pauses: the draft in local storage then holds `text`.
async function saved(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const raw = localStorage.getItem('robots-playground:draft');
          return raw ? (JSON.parse(raw) as { text?: string }).text : null;
        }),
      { timeout: 10_000 },
    )
    .toBe(text);
}

// axe-core's rules over one banner: what it finds, by rule id and the nodes' HTML.
async function axeFindings(region: Locator): Promise<string[]> {
  const source = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
  await region.page().evaluate(source);
  return region.evaluate(async (el) => {
    const axe = (globalThis as unknown as { axe: { run(context: Element): Promise<unknown> } }).axe;
    const result = (await axe.run(el)) as {
      violations: { id: string; nodes: { html: string }[] }[];
    };
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
  });
}

const banner = (page: Page) =>
  page.getByRole('region', { name: 'This draft was changed in another tab' });

it('keeps both texts when two tabs edit one draft, and says so in the tab behind', async () => {
  const a = session.page;
  await open(a);
  await a.getByRole('button', { name: 'Start empty' }).click();
  await editor(a).click();
  await a.keyboard.type('User-agent: *\n');
  await saved(a, 'User-agent: *\n');

  const b = await session.browser.newPage();
  await open(b);
  expect(await editorText(b)).toBe('User-agent: *\n');
  await editor(b).click();
  await b.keyboard.press('Control+End');
  await b.keyboard.type('Disallow: /b');
  await saved(b, 'User-agent: *\nDisallow: /b');

  // A is behind: it says so, and what it types next is not saved over B's draft.
  await banner(a).waitFor({ timeout: 10_000 });
  expect(await banner(a).textContent()).toContain('This draft was changed in another tab.');
  expect(await axeFindings(banner(a))).toEqual([]);
  await editor(a).click();
  await a.keyboard.press('Control+End');
  await a.keyboard.type('Disallow: /a');
  await a.getByRole('button', { name: 'Keep mine' }).click();
  await saved(a, 'User-agent: *\nDisallow: /a');
  await banner(a).waitFor({ state: 'detached' });
  // B is told in its turn, and takes A's text: its own is kept.
  await banner(b).waitFor({ timeout: 10_000 });
  await banner(b).getByRole('button', { name: "Load the other tab's text" }).click();
  await expect.poll(() => editorText(b), { timeout: 10_000 }).toBe('User-agent: *\nDisallow: /a');
  await b.getByRole('region', { name: 'A replaced text is kept' }).waitFor();

  // A page opened now shows the draft, and offers the text that lost until discarded.
  const c = await session.browser.newPage();
  await open(c);
  expect(await editorText(c)).toBe('User-agent: *\nDisallow: /a');
  const kept = c.getByRole('region', { name: 'A replaced text is kept' });
  expect(await axeFindings(kept)).toEqual([]);
  await kept.getByRole('button', { name: 'Open the kept text' }).click();
  await expect.poll(() => editorText(c), { timeout: 10_000 }).toBe('User-agent: *\nDisallow: /b');
});
