#!/usr/bin/env node
// The command line's entry: runs src/cli from its TypeScript sources through tsx
// (a development dependency, so `npm ci` in a checkout is all it needs), with the
// same engine modules the app is built from.
import { tsImport } from 'tsx/esm/api';

// A reader that stops early (`| head`) closes the pipe: that is no failure.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const { runCli } = await tsImport('../src/cli/main.ts', import.meta.url);
process.exitCode = await runCli(process.argv.slice(2));
