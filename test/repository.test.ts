// A fresh clone carries the sources, never the installed packages: `npm ci` makes
// node_modules on each machine, and a link to one machine's folder committed in its
// place would point nowhere (or at itself) anywhere else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]): string =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

describe('the repository', () => {
  it('tracks nothing at node_modules, as a folder or as a link', () => {
    expect(git('ls-files', '--', 'node_modules')).toBe('');
  });

  it('ignores a node_modules that is a link to a folder', () => {
    // A pattern with a trailing slash matches folders only, and a link is not one.
    const dir = mkdtempSync(join(root, '.ignore-check-'));
    try {
      symlinkSync(root, join(dir, 'node_modules'));
      const link = relative(root, join(dir, 'node_modules'));
      // --no-index: the rule itself, whatever is tracked today.
      expect(git('check-ignore', '--no-index', link)).toBe(link);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
