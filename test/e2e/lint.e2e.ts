// Lint as a person meets it: underlines in the editor, the Problems panel listing
// them, a quick fix from the panel, undo, and the classic mistakes of the seeds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import {
  editorOf,
  entriesOf,
  entryOf,
  entryTexts,
  openProblems,
  pasteText,
} from './helpers-lint.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
  await page.goto(session.baseUrl);
  await editorOf(page).waitFor();
});

afterEach(async () => {
  await session.close();
});

describe('inline diagnostics and the Problems panel', () => {
  it('underlines a missing colon and lists it with id, severity and line', async () => {
    await pasteText(page, 'User-agent: *\nDisallow /tmp\n');
    // The editor takes the findings when the page is next idle: at most 500 ms late.
    await expect
      .poll(() => page.locator('.cm-editor .cm-lintRange').count(), { timeout: 5000 })
      .toBeGreaterThan(0);
    const region = await openProblems(page);
    await expect
      .poll(() => entryTexts(region))
      .toContainEqual(expect.stringMatching(/error[\s\S]*missing-colon[\s\S]*line 2(?!\d)/i));
  });

  it('applies a quick fix from the panel; the problem disappears; undo restores', async () => {
    await pasteText(page, 'User-agent: *\nDisallow /tmp\n');
    const region = await openProblems(page);
    const entry = entryOf(region, 'missing-colon');
    await entry.waitFor();
    await entry.getByRole('button', { name: 'Add the colon' }).click();
    await expect.poll(() => editorOf(page).innerText()).toContain('Disallow: /tmp');
    await expect
      .poll(() => entryTexts(region))
      .not.toContainEqual(expect.stringMatching(/missing-colon/));

    await editorOf(page).click();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => editorOf(page).innerText()).toContain('Disallow /tmp');
    await expect
      .poll(() => entryTexts(region))
      .toContainEqual(expect.stringMatching(/missing-colon/));
  });

  it('jumps to the line and fixes everything mechanical in one undo step', async () => {
    await pasteText(page, 'User-agent: *\nDisallow /a\nDisallow: *\n\nUser-agent: Googlebott\n');
    const region = await openProblems(page);
    await entryOf(region, 'disallow-star').waitFor();
    await entryOf(region, 'disallow-star')
      .getByRole('button', { name: /^line 3/ })
      .click();
    await expect.poll(() => page.locator('.cm-activeLine').innerText()).toBe('Disallow: *');

    await region.getByRole('button', { name: 'Fix 1 error and 1 warning' }).click();
    await expect.poll(() => editorOf(page).innerText()).toMatch(/Disallow: \/a\nDisallow: \/\n/);
    // The misspelled agent's fix is a guess, not mechanical: it stays.
    await expect.poll(() => editorOf(page).innerText()).toContain('Googlebott');
    await editorOf(page).click();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => editorOf(page).innerText()).toMatch(/Disallow \/a\nDisallow: \*\n/);
  });

  it('works from the keyboard: filter, jump, rule page and back', async () => {
    await pasteText(page, 'User-agent: *\nDisallow /tmp\nDisallow: /admin/\n');
    const tab = page.getByRole('tab', { name: 'Problems' });
    await tab.focus();
    await page.keyboard.press('Enter');
    const region = page.getByRole('region', { name: 'Problems' });
    // Its one info finding starts in a closed group.
    await region.getByRole('button', { name: 'Show 1 finding of sensitive-path' }).waitFor();

    await region.getByLabel('Filter problems').focus();
    await page.keyboard.type('sensitive');
    await expect.poll(() => entryTexts(region)).toHaveLength(1);
    // Past Fix-all (which still covers the whole file) to the first group, whose
    // rule id opens the rule's page.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Fix 1 error');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('sensitive-path');
    await page.keyboard.press('Enter');
    const rulePage = page.locator('#rule-sensitive-path');
    await rulePage.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('article')?.id))
      .toBe('rule-sensitive-path');
    await page.keyboard.press('Escape');
    await expect.poll(() => rulePage.count()).toBe(0);
    // The group's toggle, the entry's rule id, then its jump to the line.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Hide 1 finding of sensitive-path');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.cm-activeLine').innerText()).toBe('Disallow: /admin/');
  });
});

describe('the lint gutter', () => {
  it('keeps the text in place when it arrives after the first paint', async () => {
    // Where the text starts, from the editor's first appearance on.
    await page.addInitScript(() => {
      const lefts: number[] = [];
      (globalThis as unknown as { contentLefts: number[] }).contentLefts = lefts;
      const record = (): void => {
        const content = document.querySelector('.cm-content');
        if (content) lefts.push(content.getBoundingClientRect().left);
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await editorOf(page).waitFor();
    // As many digits of line numbers as the first visit's example, so only lint could move it.
    const notes = Array.from({ length: 10 }, (_, i) => `# note ${i}`);
    await pasteText(page, ['User-agent: *', 'Disallow /tmp', ...notes, ''].join('\n'));
    await page.locator('.cm-gutter-lint .cm-lint-marker').waitFor();
    const lefts = await page.evaluate(
      () => (globalThis as unknown as { contentLefts: number[] }).contentLefts,
    );
    expect(lefts.length).toBeGreaterThan(1);
    expect(new Set(lefts)).toEqual(new Set([lefts[0]]));
  });
});

describe('a large file', () => {
  it('lists thousands of problems, rendering those in view, and fixes them in one change', async () => {
    const lines = ['User-agent: *'];
    for (let i = 0; i < 3000; i++) lines.push(`Disallow /p${i}/`);
    await pasteText(page, lines.join('\n'));
    const region = await openProblems(page);
    await region.getByRole('button', { name: '3,000 errors', exact: true }).waitFor();
    await expect.poll(() => entriesOf(region).count()).toBeGreaterThan(3);
    expect(await entriesOf(region).count()).toBeLessThan(100);
    // Scrolled to its end, the list shows the last problem, and says where it stands.
    await region.locator('.problem-list-scroll').evaluate((box) => {
      box.scrollTop = box.scrollHeight;
    });
    const last = entriesOf(region).filter({ hasText: /line 3001(?!\d)/ });
    await last.waitFor();
    expect(await last.getAttribute('aria-posinset')).toBe('3000');
    expect(await entriesOf(region).count()).toBeLessThan(100);

    await region.getByLabel('Filter problems').fill('line 3001');
    await expect
      .poll(() => entryTexts(region))
      .toEqual([expect.stringMatching(/missing-colon[\s\S]*line 3001(?!\d)/)]);
    await region.getByLabel('Filter problems').fill('');

    await region.getByRole('button', { name: 'Fix 3,000 errors' }).click();
    await region.getByRole('button', { name: '0 errors', exact: true }).waitFor();
    // The editor renders only the lines in view: every one of them now has its colon.
    const shown = await editorOf(page).innerText();
    expect(shown).toMatch(/Disallow: \/p\d+\//);
    expect(shown).not.toMatch(/Disallow \/p/);
  });
});

describe('a real-world file’s noise', () => {
  it('groups hundreds of notes under closed groups, opened from the keyboard', async () => {
    const lines = ['User-agent: *', 'Disallow: /cart'];
    for (let i = 0; i < 200; i++) lines.push(`Disallow: /shop/${i}/*`, `Allow: /shop/${i}/public/`);
    await pasteText(page, lines.join('\n'));
    const region = await openProblems(page);
    const toggle = region.getByRole('button', { name: 'Show 200 findings of redundant-wildcard' });
    await toggle.waitFor();
    // A teaching note reports once, not once per Allow exception.
    await region.getByRole('heading', { name: 'Depends on longest-match 1 info' }).waitFor();
    expect(await entriesOf(region).count()).toBe(0);
    // Info fixes are the user's choice: no Fix-all until asked.
    expect(await region.getByRole('button', { name: /^Fix / }).count()).toBe(0);
    await region.getByRole('checkbox', { name: 'Include 201 info fixes' }).check();
    await region.getByRole('button', { name: 'Fix 201 info' }).waitFor();

    await toggle.focus();
    await page.keyboard.press('Enter');
    const open = region.getByRole('button', { name: 'Hide 200 findings of redundant-wildcard' });
    await open.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => entriesOf(region).count()).toBeGreaterThan(3);
    expect(await entriesOf(region).count()).toBeLessThan(100);
  });

  it('says once that a file is an HTML page', async () => {
    await pasteText(
      page,
      '<!DOCTYPE html>\n<html>\n<head><title>Not found</title></head>\n<body>\n<p>Sorry, no such page.</p>\n</body>\n</html>\n',
    );
    const region = await openProblems(page);
    await expect
      .poll(() => entryTexts(region))
      .toEqual([
        expect.stringMatching(/html-page[\s\S]*line 1[\s\S]*This looks like an HTML page/),
      ]);
  });
});

describe('the seeds’ classic mistakes', () => {
  it.each([
    [
      'a rule for everyone that stops applying to a bot with its own group',
      'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/\n',
      'named-group-hides-star',
      4,
    ],
    ['Disallow / without a colon', 'User-agent: *\nDisallow /\n', 'missing-colon', 2],
    ['Disallow: *', 'User-agent: *\nDisallow: *\n', 'disallow-star', 2],
    ['a misspelled agent', 'User-agent: Googlebott\nDisallow: /x/\n', 'unknown-agent-token', 1],
    ['a group that advertises /admin/', 'User-agent: *\nDisallow: /admin/\n', 'sensitive-path', 2],
  ])('%s', async (_name, text, id, line) => {
    await pasteText(page, text);
    const region = await openProblems(page);
    // Searching for the rule shows its findings, in a closed info group too.
    await region.getByLabel('Filter problems').fill(id);
    await expect
      .poll(() => entryTexts(region))
      .toContainEqual(expect.stringMatching(new RegExp(`${id}[\\s\\S]*line ${line}(?!\\d)`)));
  });
});
