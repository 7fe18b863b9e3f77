// The page's layout as a person sees it, in Chromium at a desktop and a phone
// size: the panel tabs in one row, the Verdict in view whatever the open panel
// shows, and nothing below the Verdict moving while a URL is typed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionEachTest, type Session } from './browser.ts';
import { editor, openTab, paste, verdict, TABS } from './helpers.ts';

let session: Session;
let page: Page;
sessionEachTest((s) => {
  session = s;
  page = s.page;
});

const SIZES = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const FILE = ['User-agent: *', 'Disallow: /private/', 'Allow: /private/public', ''].join('\n');

async function open(size: { width: number; height: number }): Promise<void> {
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
  for (const name of TABS) {
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
  it('shows the tabs in one row, whichever is selected', async () => {
    await open(size);
    for (const name of ['Agents', 'Problems', 'Examples', 'Lesson']) {
      await page.getByRole('tab', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
      await openTab(page, name);
      const { list, tops, heights, lefts, rights } = await tabBoxes();
      expect(new Set(tops).size, `tops with ${name} selected: ${tops.join(', ')}`).toBe(1);
      expect(list).toBeLessThan(Math.max(...heights) * 1.6);
      // In order, none over another.
      for (let i = 1; i < TABS.length; i += 1) {
        expect(lefts[i], `${TABS[i]} after ${TABS[i - 1]}`).toBeGreaterThanOrEqual(
          rights[i - 1] ?? NaN,
        );
      }
    }
  });

  it('reaches every tab from the keyboard, by its name', async () => {
    await open(size);
    await page.getByRole('tab', { name: 'Agents', exact: true }).click();
    for (const name of TABS.slice(1)) {
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

// The narrowest common desktop width at which every tab fits the panels' side in one
// row; narrower, the row scrolls sideways and brings the open tab into view.
const ALL_TABS_WIDTH = 1680;

it(`shows every tab at ${ALL_TABS_WIDTH} px without scrolling the row, a count of problems among them`, async () => {
  await open({ width: ALL_TABS_WIDTH, height: 900 });
  const problems = Array.from({ length: 12 }, (_, i) => `Disallow /missing-colon-${i}`);
  await paste(page, ['User-agent: *', ...problems, ''].join('\n'));
  await expect
    .poll(() => page.getByRole('tab', { name: 'Problems', exact: true }).innerText())
    .toMatch(/12/);
  expect(new Set((await tabBoxes()).tops).size).toBe(1);
  for (const name of TABS) expect(await inTabListView(name), name).toBe(true);
});

describe('the Crawlers table', () => {
  /** Opens the Crawlers panel at `size` and waits for its rows. */
  async function openCrawlers(size: { width: number; height: number }): Promise<void> {
    await page.setViewportSize(size);
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(page, FILE);
    await openTab(page, 'Crawlers');
    await page
      .getByRole('table', { name: 'Crawlers', exact: true })
      .locator('tbody tr')
      .first()
      .waitFor();
  }

  it('shows every column at 1400 px, each one sideways scroll away in one scroll box that fits the pane', async () => {
    await openCrawlers({ width: 1400, height: 900 });
    const seen = await page
      .getByRole('table', { name: 'Crawlers', exact: true })
      .evaluate(async (table) => {
        const frame = (): Promise<void> =>
          new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
        const scrollsSideways = (el: Element): boolean => {
          const { overflowX } = getComputedStyle(el);
          return (
            (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth
          );
        };
        const boxes: Element[] = [];
        for (let el = table.parentElement; el; el = el.parentElement) {
          if (scrollsSideways(el)) boxes.push(el);
        }
        const box = boxes[0];
        if (!box || boxes.length !== 1)
          return { boxes: boxes.length, problems: ['not one sideways scroll box'] };
        // The box fits the pane: scrolled to, the whole of it (its sideways scroll bar
        // too) is on screen, below the sticky question and above the status bar.
        box.scrollIntoView({ block: 'nearest' });
        await frame();
        const problems: string[] = [];
        const b = box.getBoundingClientRect();
        const bottom = Math.min(
          window.innerHeight,
          document.querySelector('.status-bar')?.getBoundingClientRect().top ?? Infinity,
        );
        if (b.top < 0 || b.bottom > bottom + 0.5) {
          problems.push(
            `scroll box ${Math.round(b.top)}–${Math.round(b.bottom)} outside 0–${Math.round(bottom)}`,
          );
        }
        const heads = [...(table as HTMLTableElement).tHead!.rows[0]!.cells];
        const sticky = heads[0]!.getBoundingClientRect().width;
        box.scrollLeft = 0;
        await frame();
        // Where each column starts in the box's content, px.
        const starts = heads.map(
          (th) => th.getBoundingClientRect().left - box.getBoundingClientRect().left,
        );
        for (const [i, th] of heads.entries()) {
          // Only the one box scrolls: far enough that the column clears the sticky first one.
          box.scrollLeft = i === 0 ? 0 : Math.max(0, (starts[i] ?? 0) - sticky);
          await frame();
          const r = th.getBoundingClientRect();
          const hit = document.elementFromPoint(
            Math.min(r.left + 8, r.right - 1),
            r.top + r.height / 2,
          );
          if (r.right > window.innerWidth + 0.5 || hit === null || !th.contains(hit)) {
            problems.push(
              `${th.textContent} at ${Math.round(r.left)}–${Math.round(r.right)} not visible`,
            );
          }
        }
        return { boxes: boxes.length, problems };
      });
    expect(seen.problems).toEqual([]);
    expect(seen.boxes).toBe(1);
  });

  it('stays under the status bar on a phone', async () => {
    await openCrawlers({ width: 390, height: 844 });
    const hits = await page.evaluate(async () => {
      const frame = (): Promise<void> =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
      const bar = document.querySelector('.status-bar');
      const box = document.querySelector('table[aria-label="Crawlers"]')?.parentElement;
      if (!bar || !box) return ['no status bar or table'];
      const out: string[] = [];
      // The table's rows, sticky token cells among them, pass under the bar.
      for (const part of [0.2, 0.5, 0.8]) {
        const b = box.getBoundingClientRect();
        window.scrollBy(0, b.top + b.height * part - bar.getBoundingClientRect().top);
        await frame();
        const s = bar.getBoundingClientRect();
        const under = document.elementFromPoint(20, s.top + s.height / 2);
        const b2 = box.getBoundingClientRect();
        if (!(b2.top < s.top && b2.bottom > s.bottom))
          out.push(`table not under the bar at ${part}`);
        else if (under === null || !bar.contains(under)) {
          out.push(`at ${part}: ${under?.className ?? 'nothing'} over the bar`);
        }
      }
      return out;
    });
    expect(hits).toEqual([]);
  });
});
