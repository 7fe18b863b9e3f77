// The Agents, URLs, Matrix and Explain panels as a person uses them, in the built
// app: which group each agent reads, which rule decides each URL (highlighted in
// the editor), ties, merged groups, the `*` fallback, the registry's Applebot
// fallback, the matrix following edits, and all of it from the keyboard.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import {
  agentRow,
  ask,
  editor,
  markedLines,
  openTab,
  paste,
  setAgents,
  setUrls,
} from './helpers-panels.ts';

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

// A realistic shop file: `*` with a Sitemap inside it, a Googlebot group written
// twice (merge), a two-name group, and an AI crawler shut out.
const FILE = [
  '# robots.txt for shop.example', // 1
  'User-agent: *', // 2
  'Disallow: /cart/', // 3
  'Disallow: /search', // 4
  '', // 5
  'Sitemap: https://shop.example/sitemap.xml', // 6
  'Allow: /search/help', // 7
  '', // 8
  'User-agent: Googlebot', // 9
  'Disallow: /drafts/', // 10
  'Allow: /drafts/public', // 11
  'Disallow: /drafts/public', // 12
  '', // 13
  'User-agent: Bingbot', // 14
  'User-agent: DuckDuckBot', // 15
  'Disallow: /cart/', // 16
  'Disallow: /beta/', // 17
  '', // 18
  'User-agent: GPTBot', // 19
  'Disallow: /', // 20
  '', // 21
  'User-agent: googlebot', // 22
  'Disallow: /tmp/', // 23
  '',
].join('\n');

const agentsRegion = () => page.getByRole('region', { name: 'Agents', exact: true });

describe('agents and groups', () => {
  it('resolves the agents of a multi-group file to the right groups', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Googlebot', 'DuckDuckBot', 'GPTBot', 'Slurp', 'Applebot']);
    await expect.poll(() => agentRow(page, 'DuckDuckBot').innerText()).toMatch(/lines 14–17/);
    expect(await agentRow(page, 'DuckDuckBot').innerText()).toMatch(/Named exactly on line 15/);
    expect(await agentRow(page, 'GPTBot').innerText()).toMatch(/lines 19–20/);
    expect(await agentRow(page, 'Slurp').innerText()).toMatch(
      /lines 2–7[\s\S]*No group names it, so it reads the \* group on lines 2–7/,
    );
  });

  it('explains a merged group and marks both parts in the editor', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Googlebot']);
    await expect
      .poll(() => agentRow(page, 'Googlebot').innerText())
      .toMatch(/lines 9–12 and 22–23[\s\S]*Named in two groups, lines 9 and 22, which merge/);
    await agentsRegion().getByRole('button', { name: 'Select Googlebot', exact: true }).click();
    await expect
      .poll(() => markedLines(page, 'cm-robots-group-line'))
      .toEqual(
        expect.arrayContaining([
          'User-agent: Googlebot',
          'User-agent: googlebot',
          'Disallow: /tmp/',
        ]),
      );
    expect(await markedLines(page, 'cm-robots-group-line')).not.toContain('User-agent: Bingbot');
  });

  it('shows the registry fallback: Applebot uses the Googlebot group', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Applebot']);
    const row = agentRow(page, 'Applebot');
    await expect.poll(() => row.innerText()).toMatch(/reads the \* group on lines 2–7/);
    const facts = row.getByLabel('Registry facts about Applebot');
    expect(await facts.innerText()).toMatch(/REGISTRY, NOT RFC/i);
    expect(await facts.innerText()).toMatch(
      /Apple documents that Applebot uses the Googlebot group[\s\S]*obeys lines 9–12 and 22–23 here, not the \* group/,
    );
  });

  it('shows who reads the group under the cursor', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Slurp', 'Googlebot']);
    await editor(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const cursor = agentsRegion().getByRole('region', { name: 'Group at the cursor' });
    await expect.poll(() => cursor.innerText()).toMatch(/Line 3 is in the group on lines 2–7/);
    expect(await cursor.innerText()).toMatch(/Read by: Slurp/);
    expect(await cursor.innerText()).toMatch(/Not reached: Googlebot/);
  });
});

describe('URL checks', () => {
  it('highlights the deciding rule of a URL in the editor', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Bingbot']);
    await setUrls(page, ['https://shop.example/beta/new?x=1#top']);
    // The editor marks the Verdict's question, which lists of agents and URLs never change.
    await ask(page, 'Bingbot', 'https://shop.example/beta/new?x=1#top');
    const card = page.getByRole('listitem', { name: 'https://shop.example/beta/new?x=1#top' });
    await expect.poll(() => card.innerText()).toMatch(/DISALLOWED/i);
    expect(await card.innerText()).toMatch(/Path compared\s*\/beta\/new\?x=1/);
    await expect
      .poll(() => markedLines(page, 'cm-robots-deciding-line'))
      .toEqual(['Disallow: /beta/']);
  });

  it('gives a tie to Allow', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Googlebot']);
    await setUrls(page, ['/drafts/public']);
    await ask(page, 'Googlebot', '/drafts/public');
    const card = page.getByRole('listitem', { name: '/drafts/public' });
    await expect.poll(() => card.innerText()).toMatch(/ALLOWED/i);
    expect(await card.innerText()).toMatch(/Allow wins the tie/);
    expect(await card.getByRole('table').innerText()).toMatch(/loses the tie: Allow wins/);
    await expect
      .poll(() => markedLines(page, 'cm-robots-deciding-line'))
      .toEqual(['Allow: /drafts/public']);
  });

  it('reads the * group for an agent no group names, Sitemap line and all', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Slurp']);
    await setUrls(page, ['/search/help']);
    await ask(page, 'Slurp', '/search/help');
    const card = page.getByRole('listitem', { name: '/search/help' });
    await expect.poll(() => card.innerText()).toMatch(/line 7\s*Allow: \/search\/help/);
    await openTab(page, 'Explain');
    const explain = page.getByRole('region', { name: 'Explain' });
    await expect
      .poll(() => explain.innerText())
      .toMatch(/falls back to the \* group on\s*lines 2–7/);
    expect(await explain.innerText()).toMatch(/Blank lines and Sitemap lines do not end a group/);
  });
});

describe('matrix', () => {
  it('updates after an edit and opens the explanation of a cell', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Bingbot', 'GPTBot']);
    await setUrls(page, ['/beta/x', '/about']);
    await openTab(page, 'Matrix');
    const matrix = page.getByRole('table', { name: 'Matrix' });
    const cell = matrix.getByRole('button', { name: /^Bingbot × \/about:/ });
    await expect.poll(() => cell.getAttribute('aria-label')).toMatch(/allowed, no rule/);
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nUser-agent: Bingbot\nDisallow: /about\n');
    await expect.poll(() => cell.getAttribute('aria-label')).toMatch(/disallowed, line 26/);
    // From the keyboard, as a person without a mouse does.
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Explain' }).getAttribute('aria-selected'))
      .toBe('true');
    // Focus went to the Explain panel with the cell, not to the page's body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe('tabpanel-explain');
    await expect
      .poll(() => page.getByRole('region', { name: 'Explain' }).innerText())
      .toMatch(/Bingbot asking for \/about: disallowed/);
  });
});

describe('keyboard only', () => {
  it('reaches the tabs, moves with arrow keys and opens a rule with Enter', async () => {
    await paste(page, FILE);
    await setAgents(page, ['Bingbot']);
    await setUrls(page, ['/cart/checkout']);
    await ask(page, 'Bingbot', '/cart/checkout');
    await openTab(page, 'Agents');
    // From the URL field of the Verdict panel, Tab reaches the active tab.
    await page.getByLabel('URL', { exact: true }).focus();
    let onTab = false;
    for (let i = 0; i < 10 && !onTab; i++) {
      await page.keyboard.press('Tab');
      onTab = await page.evaluate(() => document.activeElement?.getAttribute('role') === 'tab');
    }
    expect(onTab).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Agents');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('URLs');
    await expect
      .poll(() => page.getByRole('tab', { name: 'URLs' }).getAttribute('aria-selected'))
      .toBe('true');
    // Tab into the panel until the deciding rule's button has focus, then Enter.
    const rule = /^Line 16: Disallow: \/cart\//;
    let found = false;
    for (let i = 0; i < 20 && !found; i++) {
      await page.keyboard.press('Tab');
      found = rule.test(
        (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '',
      );
    }
    expect(found).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.classList.contains('cm-content') ?? false),
      )
      .toBe(true);
    await expect.poll(() => page.locator('.cm-activeLine').innerText()).toBe('Disallow: /cart/');
  });
});
