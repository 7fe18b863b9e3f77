// npm run bench: the engine against robots-parser on one deterministic workload,
// in the same process. Prints medians of several runs and the ratios that the
// issue sets as bars (parse + compile ≥ 8×, evaluation ≥ 30× checks per second),
// plus the pathological `*a` pattern timing.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import robotsParser from 'robots-parser';
import { compileRobots, evaluate, isAllowedCompiled, parseRobots } from '../../src/core/index';

/** A small deterministic PRNG (mulberry32), so every run builds the same workload. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(20240901);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;

const WORDS = [
  'api',
  'admin',
  'assets',
  'blog',
  'cart',
  'category',
  'checkout',
  'cms',
  'docs',
  'en',
  'fr',
  'images',
  'img',
  'search',
  'login',
  'media',
  'news',
  'private',
  'products',
  'static',
  'tag',
  'tmp',
  'user',
  'account',
  'wp-admin',
  'wp-content',
  'feed',
  'print',
  'archive',
  'v2',
];
const EXTS = ['pdf', 'jpg', 'png', 'php', 'html', 'json', 'xml', 'gif'];
const PARAMS = ['q', 'sort', 'page', 'sessionid', 'utm_source', 'ref', 'filter', 'lang'];
const BOTS = [
  'Googlebot',
  'Bingbot',
  'Slurp',
  'DuckDuckBot',
  'Baiduspider',
  'YandexBot',
  'GPTBot',
  'ClaudeBot',
  'CCBot',
  'AhrefsBot',
  'SemrushBot',
  'MJ-Bot',
  'PetalBot',
  'Applebot',
  'facebookexternalhit',
  'Bytespider',
  'Amazonbot',
  'DotBot',
  'Exabot',
  'Sogou-spider',
];

function segment(): string {
  return pick(WORDS) + (rand() < 0.3 ? String(Math.floor(rand() * 50)) : '');
}

function rulePattern(): string {
  const r = rand();
  const dirs =
    '/' +
    segment() +
    '/' +
    segment() +
    '/' +
    segment() +
    '-' +
    segment() +
    '/' +
    segment() +
    '_' +
    segment();
  if (r < 0.25) return dirs + '/';
  if (r < 0.4) return '/*.' + pick(EXTS) + '$';
  if (r < 0.55) return dirs + '/*?' + pick(PARAMS) + '=';
  if (r < 0.7) return '/*?' + pick(PARAMS) + '=*&' + pick(PARAMS) + '=';
  if (r < 0.8) return dirs + '/*/' + segment() + '$';
  if (r < 0.9) return '/' + segment() + '*' + segment() + '/*.' + pick(EXTS);
  return dirs + '/' + segment() + '.' + pick(EXTS);
}

function buildFile(): string {
  const out: string[] = ['# benchmark robots.txt', ''];
  for (let g = 0; g < 180; g++) {
    const agents = g % 30 === 29 ? ['*'] : [pick(BOTS), ...(rand() < 0.4 ? [pick(BOTS)] : [])];
    for (const a of agents) out.push(`User-agent: ${a}`);
    for (let r = 0; r < 60; r++) {
      out.push(`${rand() < 0.3 ? 'Allow' : 'Disallow'}: ${rulePattern()}`);
    }
    if (rand() < 0.2) out.push('Crawl-delay: 5');
    out.push('');
  }
  out.push('Sitemap: https://example.com/sitemap.xml');
  return out.join('\n');
}

function buildUrls(n: number): string[] {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    let path = '';
    const depth = 1 + Math.floor(rand() * 4);
    for (let d = 0; d < depth; d++) path += '/' + segment();
    const ending = rand();
    if (ending < 0.3) path += '/file.' + pick(EXTS);
    else if (ending < 0.5) path += '/';
    if (rand() < 0.3) path += `?${pick(PARAMS)}=${Math.floor(rand() * 100)}`;
    if (rand() < 0.15) path += `&${pick(PARAMS)}=x`;
    urls.push('https://example.com' + path);
  }
  return urls;
}

const FILE = buildFile();
const URLS = buildUrls(20000);
const AGENTS = [...BOTS.slice(0, 8), 'UnknownBot', 'Mozilla/5.0 (compatible; Bingbot/2.0)'];
const RP_AGENTS = AGENTS.map((a) => (a.startsWith('Mozilla') ? 'Bingbot' : a));
const RUNS = 15;

// A full garbage collection before every timed run, so that neither side pays
// for the other's garbage (the machine may be shared: medians, not means).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** Fastest run per label: on a loaded machine the floor shows the engine's own cost. */
const mins = new Map<string, number>();

function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

function measure(label: string, fn: () => void): number {
  for (let i = 0; i < 5; i++) fn(); // warm-up: let the JIT optimise both sides
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    collect();
    ms.push(time(fn));
  }
  const m = median(ms);
  mins.set(label, Math.min(...ms));
  console.log(
    `${label.padEnd(44)} median ${m.toFixed(2)} ms  (runs: ${ms.map((x) => x.toFixed(1)).join(' ')})`,
  );
  return m;
}

const bytes = Buffer.byteLength(FILE, 'utf8');
const lineCount = FILE.split('\n').length;
console.log(
  `workload: ${(bytes / 1024).toFixed(0)} KiB, ${lineCount} lines; ${URLS.length} URLs × ${AGENTS.length} agents`,
);

const oursParse = measure('ours: parseRobots + compileRobots', () => {
  compileRobots(parseRobots(FILE));
});
// compileRobots builds each agent's merged index on first use: the honest
// keystroke cost includes that for every agent asked about.
const oursParseFirst = measure(
  `ours: parse + compile + first verdict × ${AGENTS.length} agents`,
  () => {
    const c = compileRobots(parseRobots(FILE));
    for (const agent of AGENTS) isAllowedCompiled(c, agent, 'https://example.com/');
  },
);
const theirsParse = measure('robots-parser: constructor', () => {
  robotsParser('https://example.com/robots.txt', FILE);
});

const compiled = compileRobots(parseRobots(FILE));
const robots = robotsParser('https://example.com/robots.txt', FILE);

let sink = 0;
const oursChecks = URLS.length * AGENTS.length;
const oursEval = measure(`ours: isAllowedCompiled × ${oursChecks}`, () => {
  for (const url of URLS)
    for (const agent of AGENTS) if (isAllowedCompiled(compiled, agent, url)) sink++;
});
// robots-parser is much slower; it checks a fixed slice of the same workload.
const RP_URLS = URLS.slice(0, 1000);
const theirsChecks = RP_URLS.length * RP_AGENTS.length;
const theirsEval = measure(`robots-parser: isAllowed × ${theirsChecks}`, () => {
  for (const url of RP_URLS)
    for (const agent of RP_AGENTS) if (robots.isAllowed(url, agent)) sink++;
});
const explainUrls = URLS.slice(0, 2000);
const explainChecks = explainUrls.length * AGENTS.length;
const oursExplain = measure(`ours: evaluate (full explanation) × ${explainChecks}`, () => {
  for (const url of explainUrls)
    for (const agent of AGENTS) if (evaluate(compiled, agent, url).allowed) sink++;
});

const minOf = (label: string): number => mins.get(label) ?? NaN;
const parseLabel = 'ours: parseRobots + compileRobots';
const rpLabel = 'robots-parser: constructor';
console.log(
  `fastest runs: ours parse + compile ${minOf(parseLabel).toFixed(2)} ms, robots-parser ${minOf(rpLabel).toFixed(2)} ms → ${(minOf(rpLabel) / minOf(parseLabel)).toFixed(1)}×`,
);

let disagreements = 0;
for (const url of RP_URLS) {
  AGENTS.forEach((agent, i) => {
    if (isAllowedCompiled(compiled, agent, url) !== robots.isAllowed(url, RP_AGENTS[i] as string))
      disagreements++;
  });
}

const oursRate = oursChecks / (oursEval / 1000);
const theirsRate = theirsChecks / (theirsEval / 1000);
const parseRatio = theirsParse / oursParse;
const evalRatio = oursRate / theirsRate;
console.log('');
console.log(
  `parse + compile: ours ${oursParse.toFixed(2)} ms vs ${theirsParse.toFixed(2)} ms → ${parseRatio.toFixed(1)}× (bar 8×) ${parseRatio >= 8 ? 'OK' : 'BELOW BAR'}`,
);
const firstRatio = theirsParse / oursParseFirst;
console.log(
  `parse + compile + first verdict for all agents: ${oursParseFirst.toFixed(2)} ms → ${firstRatio.toFixed(1)}× ${firstRatio >= 8 ? 'OK' : 'BELOW BAR'}`,
);
console.log(
  `evaluation: ours ${(oursRate / 1e6).toFixed(2)} M checks/s vs ${(theirsRate / 1e3).toFixed(1)} k checks/s → ${evalRatio.toFixed(0)}× (bar 30×) ${evalRatio >= 30 ? 'OK' : 'BELOW BAR'}`,
);
console.log(
  `full evaluate(): ${(explainChecks / (oursExplain / 1000) / 1e6).toFixed(2)} M decisions/s`,
);
console.log(
  `verdict disagreements with robots-parser on ${theirsChecks} checks: ${disagreements} (see test/core/differential.test.ts for the known divergences)`,
);

// The pathological case: a 4 KiB pattern of `*a` pieces against an 8 KiB path.
const evil = 'User-agent: *\nDisallow: /' + '*a'.repeat(2048) + 'b\n';
const evilUrl = 'https://example.com/' + 'a'.repeat(8192);
const evilCompiled = compileRobots(parseRobots(evil));
const evilMs = measure('pathological: 4 KiB `*a` pattern vs 8 KiB path', () => {
  if (evaluate(evilCompiled, 'bot', evilUrl).allowed) sink++;
});
console.log(
  `pathological: ${evilMs.toFixed(2)} ms (bar < 250 ms) ${evilMs < 250 ? 'OK' : 'BELOW BAR'}`,
);
if (sink < 0) console.log(sink);
