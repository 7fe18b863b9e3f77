// The Crawlers and Policy panels as a person uses them, in Chromium against the
// built app and its real worker: every registry crawler read against a pasted
// file, filtering and sorting from the keyboard, the reference policy file's
// summary, a proposed group applied and undone, and the report's worker time
// for a ~500 KiB file × 100 URLs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import {
  bigWorkload,
  crawlerCell,
  crawlerTokens,
  crawlersTable,
  editor,
  openTab,
  paste,
  setUrls,
} from './helpers-crawlers.ts';

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

const FILE = [
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'User-agent: Googlebot',
  'Allow: /',
  '',
  'User-agent: *',
  'Disallow: /private/',
  '',
].join('\n');

// The seeds' reference policy: allow retrieval and search, deny training.
const REFERENCE = [
  '# Allow retrieval and search, deny training.',
  'User-agent: *',
  'Content-Signal: search=yes, ai-input=yes, ai-train=no',
  'Allow: /',
  '',
  'User-agent: GPTBot',
  'User-agent: ClaudeBot',
  'User-agent: anthropic-ai',
  'User-agent: CCBot',
  'User-agent: Bytespider',
  'User-agent: meta-externalagent',
  'User-agent: FacebookBot',
  'User-agent: MistralAI-Training',
  'User-agent: cohere-training-data-crawler',
  'User-agent: DeepSeekBot',
  'User-agent: AI2Bot',
  'User-agent: Google-Extended',
  'User-agent: Applebot-Extended',
  'Disallow: /',
  '',
  'Sitemap: https://example.com/sitemap.xml',
  '',
].join('\n');

const cell = (token: string, column: string) => crawlerCell(page, token, column);

describe('Crawlers panel', () => {
  it('reads every registry crawler against the file', async () => {
    await paste(page, FILE);
    await setUrls(page, ['/', '/private/x']);
    await openTab(page, 'Crawlers');
    await expect.poll(() => cell('GPTBot', '/')).toBe('disallowed');
    expect(await cell('Googlebot', '/')).toBe('allowed');
    expect(await crawlersTable(page).getByRole('row').count()).toBe(203);
    // Apple documents Applebot → Googlebot: it follows the Googlebot group.
    expect(await cell('Applebot', 'Group')).toMatch(/lines 4–5 · fallback to Googlebot/);
    expect(await cell('Applebot', '/private/x')).toBe('allowedline 5');
    expect(await cell('Applebot', 'Caveats')).toMatch(/fallback used/);
    // google-specific: AdsBot-Google ignores the * group, so /private/ does not hold it back.
    expect(await cell('AdsBot-Google', 'Group')).toMatch(/ignores \*/);
    expect(await cell('AdsBot-Google', '/private/x')).toBe('allowedby default');
    expect(await cell('CCBot', '/private/x')).toBe('disallowedline 8');
    await expect
      .poll(() => page.getByRole('list', { name: 'Allowed at / by category' }).innerText())
      .toMatch(/AI training\s*6\/7/);
  });

  it('filters and sorts from the keyboard', async () => {
    await paste(page, FILE);
    await openTab(page, 'Crawlers');
    await expect.poll(() => cell('GPTBot', '/')).toBe('disallowed');

    const verdictFilter = page.getByRole('combobox', { name: 'Verdict', exact: true });
    await verdictFilter.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => verdictFilter.inputValue()).toBe('disallowed');
    await expect.poll(() => crawlerTokens(page)).toEqual(['GPTBot']);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await crawlerTokens(page)).length).toBe(202);

    const search = page.getByLabel('Search token', { exact: true });
    await search.focus();
    await page.keyboard.type('applebot');
    await expect.poll(() => crawlerTokens(page)).toEqual(['Applebot', 'Applebot-Extended']);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await crawlerTokens(page)).length).toBe(202);

    const slash = crawlersTable(page).getByRole('columnheader', { name: '/', exact: true });
    await slash.getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await slash.getAttribute('aria-sort')).toBe('ascending');
    expect((await crawlerTokens(page))[0]).toBe('GPTBot');
    await page.keyboard.press('Space');
    expect(await slash.getAttribute('aria-sort')).toBe('descending');
    expect((await crawlerTokens(page)).at(-1)).toBe('GPTBot');
    // Tab on to the Group header and sort by it: named groups first, file order.
    const group = crawlersTable(page).getByRole('columnheader', { name: 'Group', exact: true });
    const onGroup = () =>
      group.getByRole('button').evaluate((button) => button === document.activeElement);
    for (let i = 0; i < 10 && !(await onGroup()); i++) await page.keyboard.press('Tab');
    expect(await onGroup()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await group.getAttribute('aria-sort')).toBe('ascending');
    expect(await slash.getAttribute('aria-sort')).toBe('none');
    expect((await crawlerTokens(page))[0]).toBe('GPTBot');
  });

  it('selects a crawler in the other panels', async () => {
    await paste(page, FILE);
    await openTab(page, 'Crawlers');
    await expect.poll(() => cell('GPTBot', '/')).toBe('disallowed');
    // As a person would: once the report has finished updating, so the row is not redrawn
    // between the press and the release of the click.
    const panel = page.getByRole('region', { name: 'Crawlers', exact: true });
    await expect.poll(() => panel.getAttribute('aria-busy')).toBe('false');
    await crawlersTable(page).getByRole('button', { name: 'GPTBot', exact: true }).click();
    await expect
      .poll(() => page.getByLabel('User agent', { exact: true }).inputValue())
      .toBe('GPTBot');
    await expect
      .poll(() => page.getByRole('status', { name: 'Verdict' }).innerText())
      .toMatch(/Disallowed/);
  });

  it('follows typing in the editor', async () => {
    await paste(page, FILE);
    await openTab(page, 'Crawlers');
    await expect.poll(() => cell('CCBot', '/')).toBe('allowed');
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('User-agent: CCBot\nDisallow: /\n');
    await expect.poll(() => cell('CCBot', '/')).toBe('disallowed');
  });
});

describe('Policy view', () => {
  it('summarises the reference policy file: allow retrieval and search, deny training', async () => {
    await paste(page, REFERENCE);
    await openTab(page, 'Policy');
    const list = page.getByRole('list', { name: 'Policy by category' });
    await expect
      .poll(() => list.innerText())
      .toMatch(/None of the 21 search crawlers is named in this file/);
    const text = await list.innerText();
    expect(text).toMatch(/None of the 21 AI search crawlers is named in this file/);
    expect(text).toMatch(/None of the 47 user-initiated crawlers is named in this file/);
    expect(text).toMatch(/5 of 7 blocked/);
    expect(text).toMatch(
      /5 AI training crawlers \(GPTBot, ClaudeBot, meta-externalagent, CCBot and MistralAI-Training\) are named in a group that blocks the whole site\./,
    );
    expect(text).toMatch(/The User-agent line for AI2Bot does not apply to it/);
    expect(text).toMatch(/Both control tokens are named in a group that blocks the whole site\./);
    expect(await page.getByRole('region', { name: 'Policy' }).innerText()).toMatch(
      /content may be used for search and AI input, but not for AI training\./,
    );
  });

  it('applies a proposed group as one edit, and undo removes it', async () => {
    await paste(page, REFERENCE);
    await openTab(page, 'Policy');
    const add = page.getByRole('button', { name: 'Add this group to the file' });
    await add.waitFor();
    const preview = page.getByLabel('Preview of the file with the new group');
    expect(await preview.innerText()).toMatch(/\+ User-agent: Amazonbot/);
    await add.click();
    await expect.poll(() => editor(page).innerText()).toMatch(/User-agent: Amazonbot/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Policy' }).innerText())
      .toMatch(/a new group would change nothing/);
    await expect
      .poll(() => page.getByRole('list', { name: 'Policy by category' }).innerText())
      .not.toMatch(/5 of 7 blocked/);

    await editor(page).click();
    await page.keyboard.press('Control+Z');
    await expect.poll(() => editor(page).innerText()).not.toMatch(/Amazonbot/);
    expect(await editor(page).innerText()).toMatch(/Sitemap: https:\/\/example.com\/sitemap.xml/);
    await expect
      .poll(() => page.getByRole('list', { name: 'Policy by category' }).innerText())
      .toMatch(/5 of 7 blocked/);
  });
});

// Times are printed, not asserted: the benchmarks (npm run bench:ui) hold the bars.
describe('a report on a large file', () => {
  it('reports a ~500 KiB file × 100 URLs, and again after an edit', async () => {
    const tokens = ['GPTBot', 'CCBot', 'Googlebot', 'bingbot', 'ClaudeBot', 'MJ12bot', 'Amazonbot'];
    const { text, urls } = bigWorkload(480 * 1024, tokens, 99);
    await setUrls(page, ['/', ...urls]);
    await paste(page, text);
    await openTab(page, 'Crawlers');
    const state = page.locator('.crawlers-state');
    await expect
      .poll(() => state.innerText(), { timeout: 30_000 })
      .toMatch(/^202 crawlers × 100 URLs in \d+ ms$/);
    const cold = Number(/in (\d+) ms/.exec(await state.innerText())?.[1]);
    // An edit re-reports the new text (a fresh compile, a warm worker).
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('# edited');
    await expect.poll(() => state.innerText(), { timeout: 30_000 }).toBe('Updating…');
    await expect
      .poll(() => state.innerText(), { timeout: 30_000 })
      .toMatch(/^202 crawlers × 100 URLs in \d+ ms$/);
    const warm = Number(/in (\d+) ms/.exec(await state.innerText())?.[1]);
    console.log(
      `report: ${(text.length / 1024).toFixed(0)} KiB × 100 URLs × 202 crawlers, worker time: first ${cold} ms, after an edit ${warm} ms`,
    );
    expect(await cell('GPTBot', '/')).toMatch(/allowed|disallowed/);
  });
});
