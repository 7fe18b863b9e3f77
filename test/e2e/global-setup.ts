import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves dist/ on a free loopback port for the whole e2e run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // E2E_OUT_DIR lets several people test their own builds side by side.
  const server = await preview({
    build: { outDir: process.env.E2E_OUT_DIR ?? 'dist' },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
