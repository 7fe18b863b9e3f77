/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Adds `<link rel="prefetch">` for the engine worker's script to the built
 * index.html, so the browser fetches it alongside the page's own script instead
 * of only when main.tsx starts the worker (a worker cannot use modulepreload: it
 * has a module map of its own). Same origin, so the CSP's `default-src 'self'` allows it.
 */
function prefetchWorker(): Plugin {
  let base = '/';
  return {
    name: 'robots:prefetch-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const workers = Object.keys(ctx.bundle ?? {}).filter((file) =>
          /(^|\/)robots\.worker-[\w-]+\.js$/.test(file),
        );
        return workers.map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The built page's Content-Security-Policy: what production needs and nothing
 * more. The dev server's policy in index.html also allows its WebSocket (hot
 * reload). Scripts, workers and connections are the page's own origin only.
 * Styles may be inline: CodeMirror writes its themes into `<style>` elements
 * (style-mod), and a static page has no per-response nonce to give them; a style
 * cannot run script.
 */
export const PRODUCTION_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The response headers a static host should send with every file (`_headers`, the
 * format of Netlify and Cloudflare Pages; docs/deploy.md has nginx and others).
 * A `<meta>` policy cannot forbid framing; a header can (`frame-ancestors`).
 */
export const PRODUCTION_HEADERS = [
  `Content-Security-Policy: ${PRODUCTION_CSP}; frame-ancestors 'none'`,
  'X-Content-Type-Options: nosniff',
  'Referrer-Policy: no-referrer',
];

function productionCsp(): Plugin {
  return {
    name: 'robots:production-csp',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n${PRODUCTION_HEADERS.map((h) => `  ${h}`).join('\n')}\n`,
      });
    },
    transformIndexHtml(html) {
      const meta = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/;
      if (!meta.test(html)) throw new Error('index.html has no Content-Security-Policy to replace');
      return html.replace(meta, `$1${PRODUCTION_CSP}$2`);
    },
  };
}

/**
 * The service worker that keeps the app working offline after the first visit:
 * Workbox's generated worker precaches every built script, style sheet, page and
 * icon (source maps and `_headers` stay out), and serves them when the network is
 * gone. Its URL and scope are relative (`./sw.js`, `./`), like the build's, so it
 * works under a sub-path too. A new release is installed beside the running one
 * and waits (no skipWaiting) until the user asks for it: registerType `prompt`,
 * registered by src/app/offline.ts once the page is usable, never by a script in
 * index.html. No web manifest: nothing to install, no icons to fetch.
 */
function offline(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg}'],
      // The first install takes over the open page, so it works offline from now on;
      // an update still waits for the user (clientsClaim runs only once it activates).
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // Only the page itself (`./`, as `./index.html`) is a navigation the app serves.
      navigateFallback: null,
    },
  });
}

// One config for the app and its tests. Core tests run in Node (a stray `document`
// in core fails at once); panel and app tests opt into jsdom per file.
export default defineConfig({
  plugins: [react(), prefetchWorker(), productionCsp(), offline()],
  // Relative asset URLs: the built app works from any path it is served under
  // (`https://example.github.io/robots-playground/` as well as a domain's root).
  base: './',
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // src/share is pure TypeScript with no top-level effects. Said so, the bundler
        // leaves out what nobody imports: a helper taken from the share module's face
        // (index.ts) does not pull the permalink codec into the first download.
        moduleSideEffects: [{ test: /\/src\/share\/[^/]+\.ts$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // Everything the first paint imports statically is one chunk (the entry):
          // one request and one gzip stream, instead of CodeMirror and React split
          // into common chunks because a lazily loaded piece shares them. What loads
          // later imports from it. Two tiny modules ride along (report-selectors and
          // words, reached through the state and components faces; under 0.5 KiB).
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
