import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach, inject } from 'vitest';

/** Debian's Chromium; never a downloaded browser. Override with CHROMIUM_PATH. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A running browser with a fresh profile, and the app's base URL. */
export interface Session {
  browser: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts Chromium with a fresh user-data dir (so localStorage starts empty) and
 * opens one page. Every request that leaves the app's base URL (the preview
 * server's, unless `baseUrl` names another) fails the test: the user's text never
 * leaves the browser.
 */
export async function openSession(baseUrl: string = inject('baseUrl')): Promise<Session> {
  const dir = mkdtempSync(join(tmpdir(), 'rp-e2e-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: EXECUTABLE,
    args: FLAGS,
    headless: true,
    viewport: { width: 1400, height: 900 },
    acceptDownloads: true,
  });
  const foreign: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:')) {
      return route.continue();
    }
    foreign.push(url);
    return route.abort();
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    browser: context,
    page,
    baseUrl,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
      if (foreign.length > 0) throw new Error(`requests left the app: ${foreign.join(', ')}`);
    },
  };
}

export type { Browser };

/**
 * Opens a fresh session before each test of the file (handed to `use`) and closes
 * it after, so no test sees another's storage or page.
 */
export function sessionEachTest(use: (session: Session) => void): void {
  let current: Session | null = null;
  beforeEach(async () => {
    current = await openSession();
    use(current);
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
}
