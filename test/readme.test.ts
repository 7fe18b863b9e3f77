// The README promises a quick start and lists every google/rfc difference; keep
// both true as the code changes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODE_DIFFERENCES } from '../src/core/index.ts';
import { parseExpectations } from '../src/core/expectations/index.ts';
import { COMMANDS } from '../src/cli/main.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('README', () => {
  it('shows every mode difference, as MODE_DIFFERENCES states it', () => {
    // Prettier pads table cells, so runs of spaces compare as one.
    const squeeze = (s: string): string => s.replace(/ +/g, ' ');
    const esc = (s: string): string => s.replace(/\|/g, '\\|');
    const text = squeeze(readme);
    for (const d of MODE_DIFFERENCES) {
      expect(text).toContain(
        `| ${esc(d.topic)} | ${esc(d.google)} | ${esc(d.rfc)} | ${esc(d.basis)} |`,
      );
    }
  });

  it('quick start is two commands that exist in package.json', () => {
    const start = readme.indexOf('## Quick start');
    const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(start))?.[1] ?? '';
    const commands = block
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(commands).toEqual(['npm install && npm start', 'npm install && npm test']);
    expect(pkg.scripts.start).toBeDefined();
    expect(pkg.scripts.test).toBeDefined();
  });

  it('shows every command of the command line, and an expectations file it reads', () => {
    const section = readme.slice(readme.indexOf('## Command line'), readme.indexOf('## Speed'));
    for (const c of COMMANDS) {
      expect(section).toContain(`npx robots-playground ${c.name} `);
      expect(section).toContain(`- **${c.name}** `);
    }
    const example = /```text\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const { expectations, errors } = parseExpectations(example);
    expect(errors).toEqual([]);
    expect(expectations.length).toBeGreaterThan(2);
  });
});
