// Offline after the first visit: the service worker the build generates precaches
// every built file, so with the network gone a reload still opens the editor, the
// Verdict and the engine worker, on the user's draft; from the preview server's
// root, and from a sub-path under the production headers. A new release waits
// until the user asks for it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, editorText, openTab, paste, verdict } from './helpers.ts';
import { serveUnderSubPath, watch, type StaticHost } from './helpers-deploy.ts';

const DRAFT = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
const ROOT = resolve(process.env.E2E_OUT_DIR ?? 'dist');
const UPDATE = 'A new version of the playground is ready';

let session: Session | null = null;
let host: StaticHost | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
  await host?.close();
  host = null;
});

// The headers the build's `_headers` file asks a static host to send.
function productionHeaders(): Record<string, string> {
  const lines = readFileSync(join(ROOT, '_headers'), 'utf8').split('\n').slice(1);
  return Object.fromEntries(
    lines
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

const savedDraft = (page: Page): Promise<string> =>
  page.evaluate(() => localStorage.getItem('robots-playground:draft') ?? '');

// The first visit: a draft pasted and saved, and the service worker in control.
async function firstVisit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await editor(page).waitFor();
  await paste(page, DRAFT);
  await expect.poll(() => savedDraft(page)).toContain('GPTBot');
  // Registered once the page has had five seconds without a press, then installed.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

// With the network gone: a reload opens the draft, the engine answers, a panel loads.
async function worksOffline(s: Session): Promise<void> {
  const { page } = s;
  await s.browser.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.reload();
  await editor(page).waitFor();
  await expect.poll(() => editorText(page)).toBe(DRAFT);
  await ask(page, 'GPTBot', '/blog/');
  await expect.poll(() => verdict(page).textContent(), { timeout: 15_000 }).toMatch(/^Disallowed/);
  await ask(page, 'Googlebot', '/blog/');
  await expect.poll(() => verdict(page).textContent(), { timeout: 15_000 }).toMatch(/^Allowed/);
  // A panel's code is fetched on first use: it comes from the cache too.
  await openTab(page, 'Explain');
  await page.getByLabel('Explain for agent').waitFor();
  await s.browser.setOffline(false);
}

describe('offline after the first visit', () => {
  it('reloads with no network: the editor, the Verdict, the worker and the draft', async () => {
    session = await openSession();
    await firstVisit(session.page, session.baseUrl);
    await worksOffline(session);
  });

  it('works the same from a sub-path under the production headers', async () => {
    host = await serveUnderSubPath(ROOT, { headers: productionHeaders() });
    session = await openSession(host.base.replace(/\/$/, ''));
    const found = await watch(session.page);
    await firstVisit(session.page, host.base);
    const scope = await session.page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.scope),
    );
    expect(scope).toBe(host.base);
    await worksOffline(session);
    expect(found.violations).toEqual([]);
    expect(found.missing).toEqual([]);
  });
});

describe('a new release', () => {
  it('is announced, and the page switches to it only when the user asks', async () => {
    let release = 1;
    host = await serveUnderSubPath(ROOT, {
      headers: productionHeaders(),
      // A new build differs in its service worker; one more line is enough.
      override: (file, contents) =>
        file === 'sw.js' && release === 2 ? `${contents()}\n// release 2\n` : null,
    });
    session = await openSession(host.base.replace(/\/$/, ''));
    const { page } = session;
    await firstVisit(page, host.base);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    release = 2;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const banner = page.getByRole('status').filter({ hasText: UPDATE });
    await banner.waitFor({ timeout: 20_000 });
    // Announced, not applied: the same page, still taking keystrokes.
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('# typed after the news\n');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeTruthy();
    const waiting = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null),
    );
    expect(waiting).toBe(true);

    await banner.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.evaluate(() => 'sameDocument' in window), { timeout: 20_000 })
      .toBe(false);
    await editor(page).waitFor();
    await expect.poll(() => editorText(page)).toBe(`${DRAFT}# typed after the news\n`);
    expect(await page.getByText(UPDATE).count()).toBe(0);
  });
});
