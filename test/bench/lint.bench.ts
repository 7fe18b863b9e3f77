// Lint timing on generated files of the shapes that once made rules quadratic
// (a 500 KiB file with every common mistake, one `*` group of 20,000 rules,
// 20,000 groups, 50,000 User-agent lines) and on every file of the real-world
// corpus (../shared/corpus/realworld, outside the repo; skipped when absent).
// Run: `npx tsx test/bench/lint.bench.ts`. A check for "no visible lag", not a
// test: it prints each file's median lintRobots time against a bar of 100 ms per
// file and, last, whether every file met it. It does not assert.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRobots } from '../../src/core/parse.ts';
import { fixAll, lintRobots } from '../../src/core/lint/index.ts';
import { CRAWLERS } from '../../src/core/registry/index.ts';
import type { ParsedRobots } from '../../src/core/types.ts';

/** The per-file bar, in milliseconds of median lintRobots time. */
const BAR_MS = 100;
const TARGET_BYTES = 500 * 1024;

function generateMistakes(): string {
  const lines: string[] = ['User-agent: *'];
  for (let r = 0; r < 60; r++) lines.push(`Disallow: /shared/section-${r}/page-${r * 7}/`);
  let g = 0;
  while (Buffer.byteLength(lines.join('\n')) < TARGET_BYTES) {
    const crawler = CRAWLERS[g % CRAWLERS.length];
    lines.push('', `User-agent: ${g % 9 === 0 ? `${crawler?.token}t` : crawler?.token}-${g}`);
    if (g % 5 === 0) lines.push('Crawl-delay: 5');
    for (let r = 0; r < 60; r++) {
      const kind = r % 4 === 0 ? 'Allow' : 'Disallow';
      const mistake = (g * 60 + r) % 97;
      if (mistake === 0) lines.push(`Disallow /missing-colon-${g}-${r}`);
      else if (mistake === 1) lines.push(`Disalow: /typo-${g}-${r}`);
      else if (mistake === 2) lines.push(`Disallow: relative-${g}-${r}`);
      else if (mistake === 3) lines.push(`Disallow: /admin-${g}/`);
      else if (mistake === 4) lines.push(`Disallow: /dup-${g}/`, `Disallow: /dup-${g}/`);
      else if (mistake === 5) lines.push('');
      else lines.push(`${kind}: /group-${g}/section-${r}/item*.html`);
    }
    g++;
  }
  lines.push('', 'Sitemap: https://example.com/sitemap.xml');
  return lines.join('\n');
}

/** `n` as a User-agent name: letters only, so every name is a valid, distinct token. */
function letters(n: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

function starPrefixes(): string {
  const lines = ['User-agent: *'];
  for (let n = 0; n < 20_000; n++) lines.push(`Disallow: /p/${n}*`);
  return lines.join('\n');
}

function starMix(): string {
  const lines = ['User-agent: *'];
  for (let n = 0; n < 20_000; n++) {
    const shape = n % 6;
    if (shape === 0) lines.push(`Disallow: /p/${n}*`);
    else if (shape === 1) lines.push(`Allow: /p/${n}$`);
    else if (shape === 2) lines.push(`Disallow: /*/q${n}*.html$`);
    else if (shape === 3) lines.push(`Allow: /p/${n % 997}/*/x**`);
    else if (shape === 4) lines.push(`Disallow: *${n}`);
    else lines.push(`Allow: /p/${n % 997}`);
  }
  lines.push('', 'User-agent: Googlebot', 'Disallow: /p/1', 'Disallow: /');
  return lines.join('\n');
}

function manyGroups(): string {
  const lines = ['User-agent: *', 'Disallow: /private/', 'Disallow: /p/*.pdf$', ''];
  for (let n = 0; n < 20_000; n++) {
    lines.push(`User-agent: bot${letters(n)}`, `Disallow: /g/${n}/`);
    if (n % 2 === 1) lines.push(`Allow: /g/${n}/public*`);
    lines.push('');
  }
  return lines.join('\n');
}

function agentsInFewGroups(): string {
  const lines: string[] = [];
  for (let g = 0; g < 10; g++) {
    for (let n = 0; n < 5_000; n++) lines.push(`User-agent: agent${letters(g * 5_000 + n)}`);
    lines.push(`Disallow: /g/${g}/`, '');
  }
  return lines.join('\n');
}

function agentsInOneGroup(): string {
  const lines: string[] = ['User-agent: *', 'Disallow: /private/', ''];
  for (let n = 0; n < 50_000; n++) {
    lines.push(`User-agent: agent${letters(n)}`);
    // Blank lines between the names: each one joins the group across a separator.
    if (n % 10 === 9) lines.push('');
  }
  lines.push('Disallow: /x/');
  return lines.join('\n');
}

interface Timing {
  name: string;
  bytes: number;
  median: number;
  diagnostics: number;
}

/** The median lintRobots time of `parsed`: warm-up runs, then at least 5 timed runs and ~200 ms. */
function time(parsed: ParsedRobots): { median: number; diagnostics: number } {
  let diagnostics = 0;
  for (let i = 0; i < 2; i++) diagnostics = lintRobots(parsed).length;
  const times: number[] = [];
  let total = 0;
  while (times.length < 5 || (total < 200 && times.length < 40)) {
    const t0 = performance.now();
    lintRobots(parsed);
    const ms = performance.now() - t0;
    times.push(ms);
    total += ms;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, diagnostics };
}

function measure(name: string, text: string): Timing {
  const bytes = Buffer.byteLength(text);
  const parsed = parseRobots(text, { limitBytes: Math.max(bytes, TARGET_BYTES) });
  return { name, bytes, ...time(parsed) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const line = (t: Timing) =>
  `${t.median > BAR_MS ? 'OVER' : 'ok  '} ${t.median.toFixed(1).padStart(7)} ms  ${kib(t.bytes).padStart(8)}  ${t.diagnostics} diagnostics  ${t.name}`;

const all: Timing[] = [];

// The historical figure: a 500 KiB file with every common mistake.
const mistakes = generateMistakes();
const p0 = performance.now();
const parsedMistakes = parseRobots(mistakes, { limitBytes: Buffer.byteLength(mistakes) });
const parseMs = performance.now() - p0;
const groups = parsedMistakes.groups.length;
const rules = parsedMistakes.groups.reduce((n, gr) => n + gr.rules.length, 0);
const first = {
  name: 'generated mistakes',
  bytes: Buffer.byteLength(mistakes),
  ...time(parsedMistakes),
};
all.push(first);
const f0 = performance.now();
const fixes = fixAll(mistakes, lintRobots(parsedMistakes));
const fixMs = performance.now() - f0;
console.log(`generated: ${kib(first.bytes)}, ${groups} groups, ${rules} rules`);
console.log(
  `(parseRobots once: ${parseMs.toFixed(1)} ms; lint + fixAll ${fixMs.toFixed(1)} ms, ${fixes.edits.length} edits)`,
);
console.log(line(first));

const shapes: [string, () => string][] = [
  ['one * group, 20,000 `Disallow: /p/N*`', starPrefixes],
  ['one * group, 20,000 rules mixing $ and *', starMix],
  ['20,000 groups of one agent and one or two rules', manyGroups],
  ['50,000 User-agent lines in 10 groups', agentsInFewGroups],
  ['50,000 User-agent lines of one group', agentsInOneGroup],
];
for (const [name, make] of shapes) {
  const t = measure(name, make());
  all.push(t);
  console.log(line(t));
}

const corpus = fileURLToPath(new URL('../../../shared/corpus/realworld', import.meta.url));
if (existsSync(corpus)) {
  const files: Timing[] = [];
  for (const name of readdirSync(corpus).sort()) {
    files.push(measure(name, readFileSync(join(corpus, name), 'utf8')));
  }
  all.push(...files);
  const largest = [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  const slowest = [...files].sort((a, b) => b.median - a.median)[0];
  const over = files.filter((t) => t.median > BAR_MS).length;
  console.log(`corpus: ${files.length} files, ${over} over ${BAR_MS} ms; the largest:`);
  for (const t of largest) console.log(line(t));
  if (slowest) console.log(`slowest corpus file:\n${line(slowest)}`);
}

const over = all.filter((t) => t.median > BAR_MS);
const worst = [...all].sort((a, b) => b.median - a.median)[0];
console.log(
  over.length === 0
    ? `every file met the ${BAR_MS} ms bar (${all.length} files, slowest ${worst?.median.toFixed(1)} ms: ${worst?.name})`
    : `${over.length} of ${all.length} files missed the ${BAR_MS} ms bar: ${over.map((t) => `${t.name} (${t.median.toFixed(0)} ms)`).join(', ')}`,
);
