// The build as people host it: a static host serving it from a sub-path only (a
// project page such as https://user.github.io/robots-playground/; a request outside
// the sub-path, an absolute `/assets/…` URL, is a 404 as on such a host), and a
// watch on what the page's policy refuses and what the host cannot find.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';

/** The sub-path the build is served under. */
export const SUB_PATH = '/robots-playground/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
};

/** A running static host: its address (ending in SUB_PATH) and how to stop it. */
export interface StaticHost {
  server: Server;
  /** `http://127.0.0.1:<port>/robots-playground/`. */
  base: string;
  close(): Promise<void>;
}

/** Options of serveUnderSubPath. */
export interface StaticHostOptions {
  /**
   * Answers a file (its path inside the build) with other contents, as a new
   * release would; `null` serves the file as it is. Default: every file as it is.
   */
  override?: (relative: string, contents: () => string) => string | null;
  /** Headers sent with every file (such as those of the build's `_headers`). Default: none. */
  headers?: Record<string, string>;
}

/** Serves the files of `root` under SUB_PATH on a free loopback port. */
export function serveUnderSubPath(
  root: string,
  options: StaticHostOptions = {},
): Promise<StaticHost> {
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
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const replaced = options.override?.(relative, () => readFileSync(file, 'utf8')) ?? null;
    response.writeHead(200, { ...options.headers, 'content-type': type });
    if (replaced !== null) response.end(replaced);
    else createReadStream(file).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({
        server,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUB_PATH}`,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    ),
  );
}

/** Records what the page's policy refused and what the server could not find. */
export async function watch(page: Page): Promise<{ violations: string[]; missing: string[] }> {
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
