// npm run bench: the engine against robots-parser on one deterministic workload,
// in the same process, runs interleaved. Prints median, p25 and fastest run of
// each figure and the ratios of medians that the issue sets as bars (parse +
// compile ≥ 8×, evaluation ≥ 30× checks per second), plus the pathological `*a`
// pattern timing.

import robotsParser from 'robots-parser';
import { compileRobots, evaluate, isAllowedCompiled, parseRobots } from '../../src/core/index';
import { prng } from './prng.ts';

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
/** Timed runs per figure, after WARM_UP untimed ones (the JIT optimises both sides). */
const RUNS = 30;
const WARM_UP = 10;
/** Evaluation runs are long (robots-parser takes ~1 s per run): fewer of them. */
const EVAL_RUNS = 11;

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] as number;
}

interface Figure {
  label: string;
  fn: () => void;
  ms: number[];
}

/**
 * Runs every figure once per round, in an order that rotates from round to round,
 * so that machine load (this box is shared) and garbage collection land on both
 * engines alike. No forced GC between runs: collecting is part of the real cost,
 * and a forced full GC only moves its sweeping into the next run.
 */
function interleave(figures: Figure[], runs: number, warmUp: number): void {
  for (let i = 0; i < warmUp; i++) for (const f of figures) f.fn();
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < figures.length; k++) {
      const f = figures[(round + k) % figures.length] as Figure;
      const t = performance.now();
      f.fn();
      f.ms.push(performance.now() - t);
    }
  }
  for (const f of figures) {
    console.log(
      `${f.label.padEnd(50)} median ${quantile(f.ms, 0.5).toFixed(2)} ms  p25 ${quantile(f.ms, 0.25).toFixed(2)} ms  min ${quantile(f.ms, 0).toFixed(2)} ms`,
    );
  }
}

const figure = (label: string, fn: () => void): Figure => ({ label, fn, ms: [] });

const bytes = Buffer.byteLength(FILE, 'utf8');
const lineCount = FILE.split('\n').length;
console.log(
  `workload: ${(bytes / 1024).toFixed(0)} KiB, ${lineCount} lines; ${URLS.length} URLs × ${AGENTS.length} agents`,
);
console.log(`${RUNS} interleaved runs after ${WARM_UP} warm-up runs`);

let sink = 0;
// compileRobots builds each agent's merged index on first use, so the second
// figure adds what a keystroke really costs when every agent is asked about.
const oursParse = figure('ours: parseRobots + compileRobots', () => {
  if (compileRobots(parseRobots(FILE)).starGroups.length > 0) sink++;
});
const oursFirst = figure(`ours: parse + compile + first verdict × ${AGENTS.length} agents`, () => {
  const c = compileRobots(parseRobots(FILE));
  for (const agent of AGENTS) if (isAllowedCompiled(c, agent, 'https://example.com/')) sink++;
});
const theirsParse = figure('robots-parser: constructor', () => {
  if (robotsParser('https://example.com/robots.txt', FILE)) sink++;
});
interleave([oursParse, oursFirst, theirsParse], RUNS, WARM_UP);

const compiled = compileRobots(parseRobots(FILE));
const robots = robotsParser('https://example.com/robots.txt', FILE);

const oursChecks = URLS.length * AGENTS.length;
const oursEval = figure(`ours: isAllowedCompiled × ${oursChecks}`, () => {
  for (const url of URLS)
    for (const agent of AGENTS) if (isAllowedCompiled(compiled, agent, url)) sink++;
});
// robots-parser is much slower; it checks a fixed slice of the same workload.
const RP_URLS = URLS.slice(0, 1000);
const theirsChecks = RP_URLS.length * RP_AGENTS.length;
const theirsEval = figure(`robots-parser: isAllowed × ${theirsChecks}`, () => {
  for (const url of RP_URLS)
    for (const agent of RP_AGENTS) if (robots.isAllowed(url, agent)) sink++;
});
const explainUrls = URLS.slice(0, 2000);
const explainChecks = explainUrls.length * AGENTS.length;
const oursExplain = figure(`ours: evaluate (full explanation) × ${explainChecks}`, () => {
  for (const url of explainUrls)
    for (const agent of AGENTS) if (evaluate(compiled, agent, url).allowed) sink++;
});
interleave([oursEval, theirsEval, oursExplain], EVAL_RUNS, 2);

let disagreements = 0;
for (const url of RP_URLS) {
  AGENTS.forEach((agent, i) => {
    if (isAllowedCompiled(compiled, agent, url) !== robots.isAllowed(url, RP_AGENTS[i] as string))
      disagreements++;
  });
}

const med = (f: Figure): number => quantile(f.ms, 0.5);
const p25 = (f: Figure): number => quantile(f.ms, 0.25);
const verdict = (ratio: number, bar: number): string => (ratio >= bar ? 'OK' : 'BELOW BAR');
const parseRatio = med(theirsParse) / med(oursParse);
const firstRatio = med(theirsParse) / med(oursFirst);
const oursRate = oursChecks / (med(oursEval) / 1000);
const theirsRate = theirsChecks / (med(theirsEval) / 1000);
const evalRatio = oursRate / theirsRate;
console.log('');
console.log(
  `parse + compile: ours ${med(oursParse).toFixed(2)} ms vs ${med(theirsParse).toFixed(2)} ms → ${parseRatio.toFixed(1)}× (ratio of medians; bar 8×) ${verdict(parseRatio, 8)}; ratio of p25s ${(p25(theirsParse) / p25(oursParse)).toFixed(1)}×`,
);
console.log(
  `parse + compile + first verdict for all agents: ours ${med(oursFirst).toFixed(2)} ms → ${firstRatio.toFixed(1)}× (ratio of medians; no bar); ratio of p25s ${(p25(theirsParse) / p25(oursFirst)).toFixed(1)}×`,
);
console.log(
  `evaluation: ours ${(oursRate / 1e6).toFixed(2)} M checks/s vs ${(theirsRate / 1e3).toFixed(1)} k checks/s → ${evalRatio.toFixed(0)}× (bar 30×) ${verdict(evalRatio, 30)}`,
);
console.log(
  `full evaluate(): ${(explainChecks / (med(oursExplain) / 1000) / 1e6).toFixed(2)} M decisions/s`,
);
console.log(
  `verdict disagreements with robots-parser on ${theirsChecks} checks: ${disagreements} (see test/core/differential.test.ts for the known divergences)`,
);

// The pathological case: a 4 KiB pattern of `*a` pieces against an 8 KiB path.
const evil = 'User-agent: *\nDisallow: /' + '*a'.repeat(2048) + 'b\n';
const evilUrl = 'https://example.com/' + 'a'.repeat(8192);
const evilCompiled = compileRobots(parseRobots(evil));
const evilFigure = figure('pathological: 4 KiB `*a` pattern vs 8 KiB path', () => {
  if (evaluate(evilCompiled, 'bot', evilUrl).allowed) sink++;
});
interleave([evilFigure], 15, 3);
const evilMs = med(evilFigure);
console.log(
  `pathological: ${evilMs.toFixed(2)} ms (bar < 250 ms) ${evilMs < 250 ? 'OK' : 'BELOW BAR'}`,
);
if (sink < 0) console.log(sink);
