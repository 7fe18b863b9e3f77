// The built app as people host it: from a sub-path of a static host (a project
// page such as https://user.github.io/robots-playground/), under its production
// Content-Security-Policy, which nothing the app does may break.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, openTab, paste, verdict, TABS } from './helpers.ts';
import { serveUnderSubPath, watch, type StaticHost } from './helpers-deploy.ts';

// The main journey: a file, a question, a verdict, then every tab.
async function journey(page: Page): Promise<void> {
  await editor(page).waitFor();
  await paste(page, 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n');
  await ask(page, 'GPTBot', '/blog/');
  await expect.poll(() => verdict(page).textContent(), { timeout: 15_000 }).toMatch(/^Disallowed/);
  for (const name of TABS) {
    await openTab(page, name);
    await page.getByRole('tabpanel').first().waitFor();
  }
}

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

describe('served from a sub-path', () => {
  let host: StaticHost;
  beforeAll(async () => {
    host = await serveUnderSubPath(resolve(process.env.E2E_OUT_DIR ?? 'dist'));
  });
  afterAll(() => host.close());

  it('loads every asset, runs the engine and opens every tab', async () => {
    session = await openSession(host.base.replace(/\/$/, ''));
    const found = await watch(session.page);
    await session.page.goto(host.base);
    await journey(session.page);
    expect(found.missing).toEqual([]);
    expect(found.violations).toEqual([]);
  });
});

describe('the production Content-Security-Policy', () => {
  it('is the built page’s policy, with no dev-server allowance', async () => {
    session = await openSession();
    await session.page.goto(session.baseUrl);
    const policy = await session.page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).not.toMatch(/ws:|localhost|127\.0\.0\.1|blob:/);
    expect(policy).toMatch(/default-src 'self'; script-src 'self';/);
    expect(policy).toMatch(/connect-src 'self';/);
  });

  it('comes with the headers a static host sends, which also forbid framing', () => {
    const headers = readFileSync(
      join(resolve(process.env.E2E_OUT_DIR ?? 'dist'), '_headers'),
      'utf8',
    );
    expect(headers).toMatch(/^\/\*\n/);
    expect(headers).toMatch(/Content-Security-Policy: default-src 'self';.*frame-ancestors 'none'/);
    expect(headers).toMatch(/X-Content-Type-Options: nosniff/);
  });

  it('refuses nothing the app does, through every tab and in the dark theme', async () => {
    session = await openSession();
    const found = await watch(session.page);
    await session.page.emulateMedia({ colorScheme: 'dark' });
    await session.page.goto(session.baseUrl);
    await journey(session.page);
    expect(found.violations).toEqual([]);
  });
});
