// The test contract of issues 3–7, checked as an external script would check it:
// every stable accessible name resolves to exactly one element (Playwright's
// strict mode) and behaves as promised, in the built app.
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from './browser.ts';
import { draftSaved, editorText, openTab, paste, setUrls, TABS } from './helpers.ts';

// A file with a named group, a `*` group, a missing colon and a disallowed `/` for GPTBot.
const FILE = [
  'User-agent: *', // 1
  'Disallow: /private/', // 2
  'Allow: /private/open/', // 3
  '', // 4
  'User-agent: GPTBot', // 5
  'Disallow: /', // 6
  '', // 7
  'User-agent: ExampleBot', // 8
  'Disallow /tmp', // 9
].join('\n');

let s: Session;
let page: Page;
const pageErrors: string[] = [];

beforeEach(async () => {
  s = await openSession();
  page = s.page;
  pageErrors.length = 0;
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') pageErrors.push(m.text());
  });
  await page.goto(`${s.baseUrl}/`);
  await page.locator('.cm-content').waitFor();
});

afterEach(async () => {
  await s.close();
  expect(pageErrors).toEqual([]);
});

const editorContent = (p: Page): Locator =>
  p.getByRole('textbox', { name: 'robots.txt', exact: true });
const agentInput = (p: Page): Locator => p.getByLabel('User agent', { exact: true });
const urlInput = (p: Page): Locator => p.getByLabel('URL', { exact: true });
const verdictStatus = (p: Page): Locator => p.getByRole('status', { name: 'Verdict', exact: true });

/** Fails unless `locator` matches exactly one element, as strict mode demands. */
async function expectOne(locator: Locator): Promise<void> {
  await locator.first().waitFor();
  expect(await locator.count()).toBe(1);
}

async function askVerdict(agent: string, url: string, expected: RegExp): Promise<void> {
  await agentInput(page).fill(agent);
  await urlInput(page).fill(url);
  await expect.poll(() => verdictStatus(page).innerText()).toMatch(expected);
}

describe('test contract (issues 3–7), resolved strictly in the built app', () => {
  it('editor content: aria-label "robots.txt" on CodeMirror\'s content, one on every tab', async () => {
    for (const tab of TABS) {
      await openTab(page, tab);
      await expectOne(editorContent(page));
      await expectOne(page.getByLabel('robots.txt', { exact: true }));
    }
    const content = editorContent(page);
    expect(await content.evaluate((el) => el.classList.contains('cm-content'))).toBe(true);
    await paste(page, FILE);
    await expect.poll(() => editorText(page)).toBe(FILE);
    await content.press('End');
    await page.keyboard.type('\n# typed');
    await expect.poll(() => editorText(page)).toBe(`${FILE}\n# typed`);
  });

  it('inputs labelled "User agent" and "URL": one each on every tab, and they drive the verdict', async () => {
    for (const tab of TABS) {
      await openTab(page, tab);
      await expectOne(agentInput(page));
      await expectOne(urlInput(page));
    }
    await paste(page, FILE);
    await agentInput(page).fill('GPTBot');
    await urlInput(page).fill('https://example.com/anything');
    expect(await agentInput(page).inputValue()).toBe('GPTBot');
    expect(await urlInput(page).inputValue()).toBe('https://example.com/anything');
    await expect.poll(() => verdictStatus(page).innerText()).toMatch(/^Disallowed\b.*line 6\b/);
  });

  it('status "Verdict": Allowed/Disallowed, with `line N` only when a rule decided', async () => {
    for (const tab of TABS) {
      await openTab(page, tab);
      await expectOne(verdictStatus(page));
    }
    await paste(page, FILE);
    await askVerdict('ExampleBot', '/private/x', /^Allowed\b/);
    await askVerdict('Googlebot', '/private/x', /^Disallowed\b.*\bline 2\b/);
    await askVerdict('Googlebot', '/private/open/y', /^Allowed\b.*\bline 3\b/);
    await askVerdict('Googlebot', '/public', /^Allowed\b/);
    expect(await verdictStatus(page).innerText()).not.toMatch(/\bline \d/);
    // google-specific: the colon-less line 9 still decides for ExampleBot.
    await askVerdict('ExampleBot', '/tmp/a', /^Disallowed\b.*\bline 9\b/);
  });

  it('region "Agents": each row names `lines A–B` or `no group`', async () => {
    await paste(page, FILE);
    await openTab(page, 'Agents');
    const region = page.getByRole('region', { name: 'Agents', exact: true });
    await expectOne(region);
    const add = region.getByRole('combobox', { name: 'Add agent', exact: true });
    for (const agent of ['GPTBot', 'ExampleBot']) {
      await add.fill(agent);
      await add.press('Enter');
    }
    const row = (token: string): Locator =>
      region.getByRole('listitem').filter({ has: page.getByText(token, { exact: true }) });
    await expect.poll(() => row('GPTBot').innerText()).toMatch(/lines 5–6\b/);
    await expect.poll(() => row('ExampleBot').innerText()).toMatch(/lines 8–9\b/);
    await expect.poll(() => row('Googlebot').innerText()).toMatch(/lines 1–3\b/);
    // No `*` group any more: an agent no group names reads no group at all.
    await paste(page, 'User-agent: GPTBot\nDisallow: /\n');
    await expect.poll(() => row('Googlebot').innerText()).toMatch(/\bno group\b/);
    await expect.poll(() => row('GPTBot').innerText()).toMatch(/lines 1–2\b/);
  });

  it('textbox "URLs": one URL per line, each answered', async () => {
    await paste(page, FILE);
    await openTab(page, 'URLs');
    const box = page.getByRole('textbox', { name: 'URLs', exact: true });
    await expectOne(box);
    await setUrls(page, ['/private/a', '/private/open/b', '/elsewhere']);
    expect(await box.inputValue()).toBe('/private/a\n/private/open/b\n/elsewhere');
    const panel = page.getByRole('tabpanel');
    await expect.poll(() => panel.innerText()).toMatch(/\/private\/a[\s\S]*disallowed/i);
    await expect.poll(() => panel.innerText()).toMatch(/\/private\/open\/b[\s\S]*allowed/i);
  });

  it('table "Matrix": agents × URLs in words, with the deciding line, live after an edit', async () => {
    await paste(page, FILE);
    await setUrls(page, ['/private/a', '/']);
    await openTab(page, 'Matrix');
    const table = page.getByRole('table', { name: 'Matrix', exact: true });
    await expectOne(table);
    const cell = table.getByRole('row').nth(1).getByRole('cell').first();
    await expect.poll(() => cell.innerText()).toMatch(/^disallowed\s+line 2$/);
    await paste(page, FILE.replace('Disallow: /private/', 'Allow: /private/'));
    await expect.poll(() => cell.innerText()).toMatch(/^allowed\s+line 2$/);
  });

  it('region "Problems": each entry shows its rule id, severity and `line N`', async () => {
    await paste(page, FILE);
    await openTab(page, 'Problems');
    const region = page.getByRole('region', { name: 'Problems', exact: true });
    await expectOne(region);
    const entry = region.getByRole('list', { name: /^missing-colon: / }).getByRole('listitem');
    await expectOne(entry);
    const text = await entry.innerText();
    expect(text).toMatch(/\berror\b/i);
    expect(text).toMatch(/\bline 9\b/);
  });

  it('"Copy link" button and "Share link" field: the link restores the state elsewhere', async () => {
    await s.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.baseUrl });
    await paste(page, FILE);
    await agentInput(page).fill('GPTBot');
    await urlInput(page).fill('/x');
    await openTab(page, 'Share');
    const button = page.getByRole('button', { name: 'Copy link', exact: true });
    const field = page.getByLabel('Share link', { exact: true });
    await expectOne(button);
    await expectOne(field);
    expect(await field.getAttribute('readonly')).not.toBeNull();
    await expect.poll(() => field.inputValue()).toContain('#');
    await button.click();
    await expect.poll(() => page.getByText('The link copied to the clipboard.').count()).toBe(1);
    const link = await field.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const other = await openSession();
    try {
      await other.page.goto(link);
      await other.page.locator('.cm-content').waitFor();
      await expect.poll(() => editorText(other.page)).toBe(FILE);
      expect(await agentInput(other.page).inputValue()).toBe('GPTBot');
      await expect.poll(() => verdictStatus(other.page).innerText()).toMatch(/^Disallowed.*line 6/);
    } finally {
      await other.close();
    }
  });

  it('a bad link: one banner with role="alert", and the draft stays', async () => {
    await paste(page, FILE);
    await expect.poll(() => editorText(page)).toBe(FILE);
    // The page is left once the draft is saved.
    await draftSaved(page, FILE);
    await page.goto(`${s.baseUrl}/#s=v1.not-a-real-link`);
    await page.reload();
    await page.locator('.cm-content').waitFor();
    const alert = page.getByRole('alert');
    await expectOne(alert);
    expect(await alert.innerText()).toMatch(/could not be opened/);
    expect(await editorText(page)).toBe(FILE);
  });

  it('table "Crawlers": token in the first cell, allowed/disallowed under the "/" column', async () => {
    await paste(page, FILE);
    await openTab(page, 'Crawlers');
    const table = page.getByRole('table', { name: 'Crawlers', exact: true });
    await expectOne(table);
    const slash = table.getByRole('columnheader', { name: '/', exact: true });
    await expectOne(slash);
    const headers = table.getByRole('columnheader');
    const names = await headers.evaluateAll((hs) => hs.map((h) => h.textContent ?? ''));
    const column = await slash.evaluate((h) => [...(h.parentElement?.children ?? [])].indexOf(h));
    expect(column).toBeGreaterThan(0);
    expect(names.length).toBeGreaterThan(column);
    const verdictFor = async (token: string): Promise<string> => {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: token, exact: true }) });
      await expectOne(row);
      const cells = row.getByRole('cell');
      expect(await cells.first().innerText()).toBe(token);
      return cells.nth(column).innerText();
    };
    await expect.poll(() => verdictFor('GPTBot')).toBe('disallowed');
    expect(await verdictFor('Googlebot')).toBe('allowed');
    // One row per token.
    const tokens = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.children[0]?.textContent ?? ''));
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.length).toBeGreaterThan(150);
  });
});
