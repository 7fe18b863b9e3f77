// npx tsx test/bench/report.bench.ts: every registry crawler against 100 URLs on
// a generated ~500 KiB robots.txt (crawlerReport), plus the category counts and
// policy sentences built from it. Prints the median of several runs: "cold" on a
// freshly compiled file (the engine builds each token's index on first query),
// "warm" on a file already queried.

import { compileRobots, parseRobots } from '../../src/core/index.ts';
import { CRAWLERS } from '../../src/core/registry/index.ts';
import { categorySummary, crawlerReport, policySummary } from '../../src/core/report/index.ts';
import { prng } from './prng.ts';

const rand = prng(9309);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const WORDS = [
  'api',
  'admin',
  'blog',
  'cart',
  'docs',
  'img',
  'search',
  'media',
  'news',
  'tmp',
  'user',
  'wp-admin',
  'feed',
  'v2',
];
const EXTS = ['pdf', 'jpg', 'php', 'html', 'json'];
const PARAMS = ['q', 'sort', 'page', 'sessionid', 'ref'];
const seg = (): string => pick(WORDS) + (rand() < 0.4 ? String(Math.floor(rand() * 90)) : '');

function pattern(): string {
  const r = rand();
  const dirs = `/${seg()}/${seg()}`;
  if (r < 0.35) return dirs + '/';
  if (r < 0.5) return `/*.${pick(EXTS)}$`;
  if (r < 0.65) return `${dirs}/*?${pick(PARAMS)}=`;
  if (r < 0.8) return `/${seg()}*${seg()}/`;
  return `${dirs}/${seg()}.${pick(EXTS)}`;
}

function buildFile(targetBytes: number): string {
  const out: string[] = ['# report benchmark', 'User-agent: *', 'Crawl-delay: 2'];
  for (let r = 0; r < 400; r++) out.push(`${rand() < 0.3 ? 'Allow' : 'Disallow'}: ${pattern()}`);
  // Named groups for about a third of the registry (some twice, so they merge).
  const named = CRAWLERS.filter((_, i) => i % 3 === 0).map((c) => c.token);
  let size = out.join('\n').length;
  let g = 0;
  while (size < targetBytes) {
    const lines = ['', `User-agent: ${named[g % named.length] ?? 'GPTBot'}`];
    if (rand() < 0.3) lines.push(`User-agent: ${pick(named)}`);
    for (let r = 0; r < 60; r++) lines.push(`${rand() < 0.3 ? 'Allow' : 'Disallow'}: ${pattern()}`);
    out.push(...lines);
    size += lines.join('\n').length + 1;
    g++;
  }
  return out.join('\n') + '\n';
}

function urls(n: number): string[] {
  const list: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (r < 0.4) list.push(`https://example.com/${seg()}/${seg()}/${seg()}.${pick(EXTS)}`);
    else if (r < 0.7) list.push(`/${seg()}/${seg()}/x?${pick(PARAMS)}=1`);
    else list.push(`/${seg()}/${seg()}/`);
  }
  return list;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

const text = buildFile(500 * 1024);
const list = urls(99); // crawlerReport puts '/' first: 100 URLs in all.
const parseTimes: number[] = [];
const cold: number[] = [];
const warm: number[] = [];
const summaries: number[] = [];
let cells = 0;
for (let run = 0; run < 11; run++) {
  let t = performance.now();
  const parsed = parseRobots(text);
  const compiled = compileRobots(parsed);
  parseTimes.push(performance.now() - t);
  t = performance.now();
  const report = crawlerReport(compiled, list);
  cold.push(performance.now() - t);
  t = performance.now();
  crawlerReport(compiled, list);
  warm.push(performance.now() - t);
  t = performance.now();
  categorySummary(report.rows);
  policySummary(parsed, compiled, report.rows);
  summaries.push(performance.now() - t);
  cells = report.rows.length * report.urls.length;
}

const kib = (Buffer.byteLength(text) / 1024).toFixed(0);
const lines = text.split('\n').length;
console.log(
  `file: ${kib} KiB, ${lines} lines; ${CRAWLERS.length} crawlers × ${list.length + 1} URLs = ${cells} verdicts`,
);
console.log(`parse + compile          median ${median(parseTimes).toFixed(1)} ms`);
console.log(`crawlerReport (cold)     median ${median(cold).toFixed(1)} ms`);
console.log(`crawlerReport (warm)     median ${median(warm).toFixed(1)} ms`);
console.log(`categorySummary + policySummary median ${median(summaries).toFixed(1)} ms`);

// The UI benchmark's two files (./ui/files.mjs, probe group at the end): (a) 180
// named groups of 60 rules, (b) 50 `*` groups of short rules sharing long literal
// starts (`/s0/d1/*.php$`), each with its 100 URLs. Cold: the first report after a
// fresh parse and compile, as after a keystroke.
interface BenchFile {
  lines: string[];
  urls: string[];
}
interface BenchFiles {
  benchFiles(): Record<'a' | 'b', BenchFile>;
  withProbe(file: BenchFile, where: 'end'): { text: string };
}
// A plain JavaScript module without type declarations: typed here by what is used.
const filesModule: string = './ui/files.mjs';
const { benchFiles, withProbe } = (await import(filesModule)) as BenchFiles;
for (const id of ['a', 'b'] as const) {
  const f = benchFiles()[id];
  const { text: fileText } = withProbe(f, 'end');
  const rows: number[] = [];
  const policy: number[] = [];
  const warmTotal: number[] = [];
  for (let run = 0; run < 11; run++) {
    const parsed = parseRobots(fileText);
    const compiled = compileRobots(parsed);
    let t = performance.now();
    const report = crawlerReport(compiled, f.urls);
    rows.push(performance.now() - t);
    t = performance.now();
    categorySummary(report.rows);
    policySummary(parsed, compiled, report.rows);
    policy.push(performance.now() - t);
    t = performance.now();
    policySummary(parsed, compiled, crawlerReport(compiled, f.urls).rows);
    warmTotal.push(performance.now() - t);
  }
  console.log(
    `file ${id}: crawlerReport (cold) median ${median(rows).toFixed(1)} ms; categorySummary + policySummary median ${median(policy).toFixed(1)} ms; both again (warm) median ${median(warmTotal).toFixed(1)} ms`,
  );
}
