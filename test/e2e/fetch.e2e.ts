// The Fetch view in a real browser: a simulated answer to the robots.txt request
// overrides the rules in the Verdict for each status class, in words, and the
// simulation stays visible on every other tab until it is stopped.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionEachTest, type Session } from './browser.ts';
import { ask, editor, openTab, paste, verdict } from './helpers.ts';

let session: Session;
let page: Page;
sessionEachTest((s) => {
  session = s;
  page = s.page;
});

const status = (p: Page) => p.getByRole('combobox', { name: 'Fetch status' });

describe('Fetch view', () => {
  it('makes each status class decide the Verdict as Google does, and RFC 9309 where it differs', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await paste(page, 'User-agent: *\nDisallow: /private/\n');
    await ask(page, 'Googlebot', '/public');
    await expect.poll(() => verdict(page).innerText()).toMatch(/^Allowed/);
    await openTab(page, 'Fetch');

    const cases: [string, RegExp][] = [
      ['200', /^Allowed — no rule/],
      ['301', /^Allowed — no rule/],
      ['301x6', /^Allowed — the file redirected more than five times, so everything is allowed/],
      ['404', /^Allowed — the file answered 404, so everything is allowed/],
      ['429', /^Disallowed — the file answered 429, so everything is disallowed/],
      ['503', /^Disallowed — the file answered 503, so everything is disallowed/],
      ['timeout', /^Disallowed — the fetch of the file timed out, so everything is disallowed/],
    ];
    for (const [value, expected] of cases) {
      await status(page).selectOption(value);
      await expect.poll(() => verdict(page).innerText(), { message: value }).toMatch(expected);
    }

    // RFC 9309 §2.3.1.3 reads a 429 as "unavailable": the site opens instead.
    await status(page).selectOption('429');
    await page.getByLabel('Reading mode').selectOption('rfc');
    await expect
      .poll(() => verdict(page).innerText())
      .toMatch(/^Allowed — the file answered 429, so everything is allowed/);
    await page.getByLabel('Reading mode').selectOption('google');

    // Another tab still says the fetch is simulated, and the simulation ends from there.
    await status(page).selectOption('503');
    await openTab(page, 'Agents');
    const stop = page.getByRole('button', { name: 'Stop simulating' });
    expect(await stop.isVisible()).toBe(true);
    expect(
      await page.getByText(/Simulated fetch of robots\.txt: 503 Service Unavailable/).count(),
    ).toBe(1);
    await stop.click();
    await expect.poll(() => verdict(page).innerText()).toMatch(/^Allowed — no rule/);
    expect(await stop.count()).toBe(0);
  });
});
