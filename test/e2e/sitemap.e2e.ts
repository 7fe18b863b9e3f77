// The Sitemap view in a real browser: a pasted urlset is read in the worker (its
// XML reader loaded on first use), and the region Sitemap check names the URL
// that GPTBot may not fetch, the crawler and the deciding line; Problems lists it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { editor, openTab, paste } from './helpers.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
});

afterEach(async () => {
  await session.close();
});

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/</loc></url>
  <url><loc>https://example.com/blog/post?a=1&amp;b=2</loc></url>
  <url><loc>https://example.com/about</loc></url>
</urlset>`;

describe('Sitemap view', () => {
  it('names the disallowed URL, the crawler and the line, and reveals the line', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(
      page,
      'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /blog/\n',
    );
    await openTab(page, 'Sitemap');
    await page.getByRole('textbox', { name: 'Sitemap', exact: true }).fill(URLSET);
    const region = page.getByRole('region', { name: 'Sitemap check' });
    await expect
      .poll(() => region.innerText())
      .toMatch(/3 URLs listed; 1 URL is disallowed for at least one crawler\./);
    const text = await region.innerText();
    expect(text).toMatch(/Line 5 disallows 1 URL for GPTBot \(AI training\)\./);
    expect(text).toContain('https://example.com/blog/post?a=1&b=2');
    expect(text).not.toContain('https://example.com/about');
    await region.getByRole('button', { name: 'Line 5: show it in the editor' }).click();
    await expect
      .poll(() => page.evaluate(() => document.getSelection()?.toString() ?? ''))
      .toBe('Disallow: /blog/');
    // The same fact is a finding of its own in Problems.
    await openTab(page, 'Problems');
    await expect
      .poll(() => page.getByRole('tabpanel').innerText())
      .toMatch(/A URL the sitemap lists .* is disallowed by this line for GPTBot/);
  });
});
