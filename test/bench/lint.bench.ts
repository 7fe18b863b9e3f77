// Lint timing on a generated 500 KiB robots.txt (≈180 groups × 60 rules, with a
// sprinkling of every common mistake). Run: `npx tsx test/bench/lint.bench.ts`.
// A sanity check for "no visible lag", not a test: it prints, it does not assert.

import { parseRobots } from '../../src/core/parse.ts';
import { fixAll, lintRobots } from '../../src/core/lint/index.ts';
import { CRAWLERS } from '../../src/core/registry/index.ts';

const TARGET_BYTES = 500 * 1024;

function generate(): string {
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

const text = generate();
const bytes = Buffer.byteLength(text);
const p0 = performance.now();
const parsed = parseRobots(text, { limitBytes: bytes });
const parseMs = performance.now() - p0;
const groups = parsed.groups.length;
const rules = parsed.groups.reduce((n, gr) => n + gr.rules.length, 0);

const runs = 40;
const times: number[] = [];
let count = 0;
for (let i = 0; i < runs + 3; i++) {
  const t0 = performance.now();
  const found = lintRobots(parsed);
  const t1 = performance.now();
  if (i >= 3) times.push(t1 - t0);
  count = found.length;
}
times.sort((a, b) => a - b);
const t0 = performance.now();
const all = fixAll(text, lintRobots(parsed));
const fixMs = performance.now() - t0;

const median = times[Math.floor(times.length / 2)] ?? 0;
console.log(
  `lint: ${(bytes / 1024).toFixed(0)} KiB, ${groups} groups, ${rules} rules, ${count} diagnostics`,
);
console.log(
  `lintRobots median ${median.toFixed(1)} ms, min ${(times[0] ?? 0).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms (${runs} runs)`,
);
console.log(`(parseRobots once: ${parseMs.toFixed(1)} ms)`);
console.log(`lint + fixAll ${fixMs.toFixed(1)} ms (${all.edits.length} edits)`);
