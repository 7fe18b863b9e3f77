/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

// One config for the app and its tests. Core tests run in Node (a stray `document`
// in core fails at once); panel and app tests opt into jsdom per file.
export default defineConfig({
  plugins: [react(), prefetchWorker()],
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
