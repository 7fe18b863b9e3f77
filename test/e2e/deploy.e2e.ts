// The built app as people host it: from a sub-path of a static host (a project
// page such as https://user.github.io/robots-playground/), under its production
// Content-Security-Policy, which nothing the app does may break.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import { ask, editor, openTab, paste, verdict, TABS } from './helpers.ts';

const SUB_PATH = '/robots-playground/';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

// A static host that serves the build under SUB_PATH only: a request for a path
// outside it (an absolute `/assets/…` URL) is a 404, as on a project page.
function serveUnderSubPath(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    if (!path.startsWith(SUB_PATH)) {
      response.writeHead(404).end();
      return;
    }
    const relative = path.slice(SUB_PATH.length) || 'index.html';
    const file = normalize(join(root, relative));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

// Records what the page's policy refused and what the server could not find.
async function watch(page: Page): Promise<{ violations: string[]; missing: string[] }> {
  const found = { violations: [] as string[], missing: [] as string[] };
  await page.exposeFunction('reportViolation', (text: string) => found.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('response', (response) => {
    if (response.status() >= 400) found.missing.push(`${response.status()} ${response.url()}`);
  });
  return found;
}

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
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const root = resolve(process.env.E2E_OUT_DIR ?? 'dist');
    server = await serveUnderSubPath(root);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUB_PATH}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('loads every asset, runs the engine and opens every tab', async () => {
    session = await openSession(base.replace(/\/$/, ''));
    const found = await watch(session.page);
    await session.page.goto(base);
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
