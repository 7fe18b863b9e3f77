// A URL typed with non-ASCII characters, as a person checks it in the built app:
// the Verdict answers for the form a crawler requests and says which form that is.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, paste, verdict } from './helpers.ts';

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

it('checks /café as a crawler requests it, /caf%C3%A9, and says so', async () => {
  await paste(page, 'User-agent: *\nDisallow: /café\n');
  await ask(page, 'ExampleBot', '/café');
  await expect
    .poll(() => verdict(page).textContent(), { timeout: 10_000 })
    .toMatch(/^Disallowed — line 2/);
  expect(await verdict(page).textContent()).toContain('so it was compared as /caf%C3%A9.');
});
