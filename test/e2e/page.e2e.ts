// The Page view in a real browser: pasted headers and HTML are read for their
// robots rules, a crawler that robots.txt keeps out is said never to see the
// noindex while another honours it, and nothing pasted runs or loads.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, openTab, paste } from './helpers.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
});

afterEach(async () => {
  await session.close();
});

const PASTED = [
  'HTTP/1.1 200 OK',
  'Content-Type: text/html; charset=utf-8',
  'X-Robots-Tag: noindex',
  '<!doctype html>',
  '<html><head>',
  '<meta name="robots" content="nofollow">',
  '<script>window.pastedScriptRan = true; alert("script")</script>',
  '</head><body>',
  '<img src="pasted-image.png" onerror="window.pastedHandlerRan = true; alert(\'onerror\')">',
  '<div data-nosnippet>kept out of snippets</div>',
  '</body></html>',
].join('\n');

const row = (p: Page, agent: string) =>
  p
    .getByRole('table', { name: 'Page result by crawler' })
    .locator('tr', { has: p.getByRole('rowheader', { name: agent, exact: true }) });

describe('Page view', () => {
  it('says the noindex is never seen where robots.txt disallows the URL, and honoured elsewhere; nothing pasted runs', async () => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));

    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(page, 'User-agent: Googlebot\nDisallow: /private/\n');
    // The URL is in no list: the Page view asks about it itself.
    await ask(page, 'Googlebot', '/private/report.html');
    await openTab(page, 'Page');
    await page.getByRole('textbox', { name: 'Page directives' }).fill(PASTED);

    const result = page.getByRole('region', { name: 'Page result' });
    await expect
      .poll(() => row(page, 'Googlebot').innerText())
      .toMatch(/Disallowed[\s\S]*The noindex is never seen/);
    await expect
      .poll(() => row(page, 'Bingbot').innerText())
      .toMatch(/Allowed[\s\S]*Not indexed \(noindex\)\. Does not follow the links \(nofollow\)/);
    expect(await result.innerText()).toMatch(/Error: Googlebot will never see this noindex/);
    expect(await result.innerText()).toMatch(/1 element carries data-nosnippet/);

    // The result is on screen: had anything pasted run or loaded, it would have by now.
    expect(dialogs).toEqual([]);
    expect(requests.filter((u) => u.includes('pasted-image'))).toEqual([]);
    expect(
      await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return [w['pastedScriptRan'], w['pastedHandlerRan']];
      }),
    ).toEqual([undefined, undefined]);
    expect(await page.locator('img[src="pasted-image.png"], div[data-nosnippet]').count()).toBe(0);
  });
});
