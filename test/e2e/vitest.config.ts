import { defineConfig } from 'vitest/config';

// Browser tests: the built app (dist/) served by `vite preview`, driven in Debian's
// Chromium through playwright-core. Run `npm run build` first.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
