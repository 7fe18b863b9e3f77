// The page's layout as a person sees it, in Chromium at a desktop and a phone
// size: the panel tabs in one row, the Verdict in view whatever the open panel
// shows, and nothing below the Verdict moving while a URL is typed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { editor, openTab, paste, verdict } from './helpers.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
});

afterEach(async () => {
  await session.close();
});

const SIZES = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const TAB_NAMES = [
  'Agents',
  'URLs',
  'Matrix',
  'Explain',
  'Problems',
  'Crawlers',
  'Policy',
  'Share',
  'Examples',
  'Lesson',
];

const FILE = ['User-agent: *', 'Disallow: /private/', 'Allow: /private/public', ''].join('\n');

async function open(size: (typeof SIZES)[number]): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.goto(session.baseUrl);
  await editor(page).waitFor();
}

/** The top, height, left and right of every tab, and the tab list's height, px. */
async function tabBoxes(): Promise<{
  list: number;
  tops: number[];
  heights: number[];
  lefts: number[];
  rights: number[];
}> {
  const list = await page.getByRole('tablist', { name: 'Panels' }).boundingBox();
  const tops: number[] = [];
  const heights: number[] = [];
  const lefts: number[] = [];
  const rights: number[] = [];
  for (const name of TAB_NAMES) {
    const box = await page.getByRole('tab', { name, exact: true }).boundingBox();
    tops.push(box?.y ?? NaN);
    heights.push(box?.height ?? NaN);
    lefts.push(box?.x ?? NaN);
    rights.push(box ? box.x + box.width : NaN);
  }
  return { list: list?.height ?? NaN, tops, heights, lefts, rights };
}

/** Whether the element lies wholly inside the visible part of the tab list. */
async function inTabListView(name: string): Promise<boolean> {
  return page.getByRole('tab', { name, exact: true }).evaluate((el) => {
    const list = el.closest('[role="tablist"]');
    if (!list) return false;
    const r = el.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return (
      r.left >= l.left - 0.5 &&
      r.right <= l.right + 0.5 &&
      r.right <= window.innerWidth + 0.5 &&
      hit !== null &&
      el.contains(hit)
    );
  });
}

/** Whether the Verdict's box lies wholly inside the window. */
async function verdictInView(): Promise<boolean> {
  return verdict(page).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + 4);
    return (
      r.top >= 0 &&
      r.bottom <= window.innerHeight &&
      r.height > 0 &&
      hit !== null &&
      el.contains(hit)
    );
  });
}

describe.each(SIZES)('at $name size ($width × $height)', (size) => {
  it('shows the ten tabs in one row, whichever is selected', async () => {
    await open(size);
    for (const name of ['Agents', 'Problems', 'Examples', 'Lesson']) {
      await page.getByRole('tab', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await openTab(page, name);
      const { list, tops, heights, lefts, rights } = await tabBoxes();
      expect(new Set(tops).size, `tops with ${name} selected: ${tops.join(', ')}`).toBe(1);
      expect(list).toBeLessThan(Math.max(...heights) * 1.6);
      // In order, none over another.
      for (let i = 1; i < TAB_NAMES.length; i += 1) {
        expect(lefts[i], `${TAB_NAMES[i]} after ${TAB_NAMES[i - 1]}`).toBeGreaterThanOrEqual(
          rights[i - 1] ?? NaN,
        );
      }
    }
  });

  it('reaches every tab from the keyboard, by its name', async () => {
    await open(size);
    await page.getByRole('tab', { name: 'Agents', exact: true }).click();
    for (const name of TAB_NAMES.slice(1)) {
      await page.keyboard.press('ArrowRight');
      const tab = page.getByRole('tab', { name, exact: true });
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      expect(await tab.evaluate((el) => el === document.activeElement)).toBe(true);
      // Brought into view, where it can be seen and clicked.
      await expect.poll(() => inTabListView(name)).toBe(true);
    }
    // And back to the first from the last.
    await page.keyboard.press('Home');
    await expect.poll(() => inTabListView('Agents')).toBe(true);
  });

  it('keeps the tabs where they are while a long URL is typed', async () => {
    await open(size);
    await paste(page, FILE);
    await page.getByLabel('User agent', { exact: true }).fill('Googlebot');
    const url = page.getByLabel('URL', { exact: true });
    await url.fill('');
    const before = (await tabBoxes()).tops[0];
    const seen = new Set<number>();
    const long = `/private/${'very-long-segment/'.repeat(30)}page.html`;
    for (let i = 0; i < long.length; i += 37) {
      await url.fill(long.slice(0, i + 37));
      await expect.poll(() => verdict(page).getAttribute('aria-busy')).toBe('false');
      seen.add((await tabBoxes()).tops[0] ?? NaN);
    }
    expect([...seen]).toEqual([before]);
    // What does not fit is not cut silently: the whole verdict is a click away.
    const more = page.getByRole('button', { name: 'Show all', exact: true });
    await more.click();

    expect(await verdict(page).innerText()).toMatch(/558 characters/);
    expect(
      await page.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it.each(['Policy', 'Explain', 'Lesson'])(
    'keeps the Verdict in view after scrolling down the %s panel',
    async (name) => {
      await open(size);
      await paste(page, FILE);
      await page.getByLabel('User agent', { exact: true }).fill('Googlebot');
      await page.getByLabel('URL', { exact: true }).fill('/private/x');
      await openTab(page, name);
      await expect.poll(() => page.getByRole('tabpanel').innerText()).not.toMatch(/^Loading/);
      await page.getByRole('tabpanel').evaluate((el) => {
        el.scrollTop = el.scrollHeight;
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      const scrolled = await page
        .getByRole('tabpanel')
        .evaluate((el) => el.scrollTop + window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      expect(await verdictInView()).toBe(true);
      expect(await page.getByRole('tablist', { name: 'Panels' }).isVisible()).toBe(true);
    },
  );
});
