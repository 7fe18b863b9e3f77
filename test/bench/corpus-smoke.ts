// Smoke run over the real-world corpus (../shared/corpus/realworld, outside the
// repo): every file is parsed in both modes and evaluated for a few agents and
// URLs without throwing. Not part of `npm test`; run with
// `npx tsx test/bench/corpus-smoke.ts`. Without the corpus it says so and exits 0.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import {
  compileRobots,
  evaluate,
  isAllowedCompiled,
  parseRobots,
  type Mode,
} from '../../src/core/index';

const dir = fileURLToPath(new URL('../../../shared/corpus/realworld', import.meta.url));
if (!existsSync(dir)) {
  console.log(`corpus not found at ${dir}: nothing to do`);
  process.exit(0);
}

const AGENTS = ['Googlebot', 'Bingbot', 'GPTBot', 'Mozilla/5.0 (compatible; YandexBot/3.0)', 'x'];
const URLS = [
  '/',
  '/robots.txt',
  '/admin/',
  '/search?q=1',
  '/wp-admin/admin-ajax.php',
  '/a/index.html',
  '/%7Euser/é',
];
let files = 0;
let failures = 0;
let decisions = 0;
let mismatches = 0;
for (const name of readdirSync(dir)) {
  const text = readFileSync(join(dir, name), 'utf8');
  files++;
  try {
    for (const mode of ['google', 'rfc'] as Mode[]) {
      const compiled = compileRobots(parseRobots(text, { mode }));
      for (const agent of AGENTS) {
        for (const url of URLS) {
          const d = evaluate(compiled, agent, 'https://example.com' + url);
          decisions++;
          if (d.allowed !== isAllowedCompiled(compiled, agent, url)) {
            mismatches++;
            console.log(`MISMATCH ${name} ${mode} ${agent} ${url}`);
          }
        }
      }
    }
  } catch (error) {
    failures++;
    console.log(`THROWS ${name}: ${String(error)}`);
  }
}
console.log(
  `${files} files, ${decisions} decisions, ${failures} threw, ${mismatches} fast/explained mismatches`,
);
process.exit(failures + mismatches > 0 ? 1 : 0);
