// The Readers view in a real browser: the 1994 convention's first-match reading
// against Google's longest match, with robots-parser (loaded when the view opens)
// beside them, in the table named Readers.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionEachTest, type Session } from './browser.ts';
import { editor, openTab, paste, setUrls } from './helpers.ts';

let session: Session;
let page: Page;
sessionEachTest((s) => {
  session = s;
  page = s.page;
});

describe('Readers view', () => {
  it('lists a first-match disagreement, and why, with robots-parser beside it', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(page, 'User-agent: *\nDisallow: /shop/\nAllow: /shop/public/\n');
    await setUrls(page, ['/shop/public/x', '/shop/cart', '/']);
    await openTab(page, 'Readers');
    const table = page.getByRole('table', { name: 'Readers', exact: true });
    await table.waitFor();
    const row = table
      .getByRole('row')
      .filter({ hasText: '/shop/public/x' })
      .filter({ hasText: 'Googlebot' });
    await expect
      .poll(() => row.innerText())
      .toMatch(
        /Allowed \(line 3\)\s+Allowed \(line 3\)\s+Disallowed \(line 2\)\s+Allowed \(line 3\)/,
      );
    expect(await row.innerText()).toMatch(/The 1994 convention has no Allow/);
    // The URLs every reader agrees on are not listed.
    expect(await table.getByRole('row').filter({ hasText: '/shop/cart' }).count()).toBe(0);
    expect(
      await page.getByRole('status').filter({ hasText: 'read differently' }).innerText(),
    ).toMatch(/^\d+ pairs? of \d+ agent × URL pairs read differently\.$/);
  });
});
