// npm run bench: the engine against robots-parser on deterministic workloads, in
// the same process, runs interleaved. Two files carry the bars (ratios of
// medians): (a) 180 groups × 60 rules, (b) ~20,000 short lines in ~50 `*`
// groups with `*` and `$` rules. Bars: parse + compile ≥ 8×, parse + compile +
// first verdict for 10 agents ≥ 5× (robots-parser's constructor answers nothing
// yet, so it is the fair comparison), yes/no checks ≥ 30× and explained
// evaluate() ≥ 10× robots-parser's checks per second. Then the figures of other
// shapes (one huge group, 20,000 commented lines, 20,000 groups, 50,000 User-agent
// lines, both bar files read in rfc mode too, the largest
// real-world files when the corpus is there) and the pathological `*a` pattern.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import robotsParser from 'robots-parser';
import {
  compileRobots,
  evaluate,
  isAllowedCompiled,
  parseRobots,
  type ParseOptions,
} from '../../src/core/index';
import { prng } from './prng.ts';
import { createSession } from '../../src/worker/session.ts';
import { readXmlSitemap } from '../../src/worker/sitemap-xml.ts';
import type { CompareReply } from '../../src/worker/protocol.ts';

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

/**
 * File (b): about 20,000 short lines just under the 500 KiB parse limit, in ~50
 * `*` groups of rules with `*` and `$` (the shape of a large shop's file).
 */
function buildShortLineFile(): string {
  const out: string[] = ['# short-line benchmark robots.txt'];
  let bytes = out[0]!.length + 1;
  let rules = 0;
  while (bytes < 511000) {
    const lines: string[] = [];
    if (rules % 400 === 0) lines.push('', 'User-agent: *');
    const r = rand();
    const word = pick(WORDS);
    let pattern: string;
    if (r < 0.3) pattern = `/${word}/${segment()}/*.${pick(EXTS)}$`;
    else if (r < 0.5) pattern = `/*?${pick(PARAMS)}=`;
    else if (r < 0.7) pattern = `/${word}*${pick(WORDS)}$`;
    else if (r < 0.85) pattern = `/${word}${Math.floor(rand() * 90)}/`;
    else pattern = `/*/${word}$`;
    lines.push(`${rand() < 0.25 ? 'Allow' : 'Disallow'}: ${pattern}`);
    rules++;
    for (const l of lines) {
      out.push(l);
      bytes += l.length + 1;
    }
  }
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

const FILE_A = buildFile();
const URLS = buildUrls(20000);
const FILE_B = buildShortLineFile();
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
function interleave(figures: Figure[], runs: number, warmUp: number, quiet = false): void {
  for (let i = 0; i < warmUp; i++) for (const f of figures) f.fn();
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < figures.length; k++) {
      const f = figures[(round + k) % figures.length] as Figure;
      const t = performance.now();
      f.fn();
      f.ms.push(performance.now() - t);
    }
  }
  if (quiet) return;
  for (const f of figures) {
    console.log(
      `${f.label.padEnd(54)} median ${quantile(f.ms, 0.5).toFixed(2)} ms  p25 ${quantile(f.ms, 0.25).toFixed(2)} ms  min ${quantile(f.ms, 0).toFixed(2)} ms`,
    );
  }
}

const figure = (label: string, fn: () => void): Figure => ({ label, fn, ms: [] });
const med = (f: Figure): number => quantile(f.ms, 0.5);
const p25 = (f: Figure): number => quantile(f.ms, 0.25);
const verdict = (ratio: number, bar: number): string => (ratio >= bar ? 'OK' : 'BELOW BAR');
const kib = (text: string): string => `${(Buffer.byteLength(text, 'utf8') / 1024).toFixed(0)} KiB`;
const countLines = (text: string): number => text.split('\n').length;

let sink = 0;
const below: string[] = [];

function bar(name: string, ratio: number, min: number): string {
  if (ratio < min) below.push(name);
  return verdict(ratio, min);
}

/** The four bars on one file: parse + compile, first verdict, yes/no and explained checks. */
function benchFile(name: string, text: string, rpUrls: number): void {
  console.log('');
  console.log(
    `file ${name}: ${kib(text)}, ${countLines(text)} lines; ${URLS.length} URLs × ${AGENTS.length} agents`,
  );
  console.log(`${RUNS} interleaved runs after ${WARM_UP} warm-up runs`);
  // compileRobots leaves each agent's order to its first query, so the second
  // figure adds what a keystroke really costs when every agent is asked about.
  const oursParse = figure(`ours: parseRobots + compileRobots`, () => {
    if (compileRobots(parseRobots(text)).starGroups.length > 0) sink++;
  });
  const oursFirst = figure(
    `ours: parse + compile + first verdict × ${AGENTS.length} agents`,
    () => {
      const c = compileRobots(parseRobots(text));
      for (const agent of AGENTS) if (isAllowedCompiled(c, agent, 'https://example.com/')) sink++;
    },
  );
  const theirsParse = figure('robots-parser: constructor', () => {
    if (robotsParser('https://example.com/robots.txt', text)) sink++;
  });
  interleave([oursParse, oursFirst, theirsParse], RUNS, WARM_UP);

  const compiled = compileRobots(parseRobots(text));
  const robots = robotsParser('https://example.com/robots.txt', text);
  const oursChecks = URLS.length * AGENTS.length;
  const oursEval = figure(`ours: isAllowedCompiled × ${oursChecks}`, () => {
    for (const url of URLS)
      for (const agent of AGENTS) if (isAllowedCompiled(compiled, agent, url)) sink++;
  });
  // robots-parser is much slower; it checks a fixed slice of the same workload.
  const RP_URLS = URLS.slice(0, rpUrls);
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

  const parseRatio = med(theirsParse) / med(oursParse);
  const firstRatio = med(theirsParse) / med(oursFirst);
  const oursRate = oursChecks / (med(oursEval) / 1000);
  const theirsRate = theirsChecks / (med(theirsEval) / 1000);
  const explainRate = explainChecks / (med(oursExplain) / 1000);
  const evalRatio = oursRate / theirsRate;
  const explainRatio = explainRate / theirsRate;
  console.log(
    `${name} parse + compile: ours ${med(oursParse).toFixed(2)} ms vs ${med(theirsParse).toFixed(2)} ms → ${parseRatio.toFixed(1)}× (bar 8×) ${bar(`${name} parse`, parseRatio, 8)}; ratio of p25s ${(p25(theirsParse) / p25(oursParse)).toFixed(1)}×`,
  );
  console.log(
    `${name} parse + compile + first verdict × ${AGENTS.length} agents: ours ${med(oursFirst).toFixed(2)} ms → ${firstRatio.toFixed(1)}× (bar 5×) ${bar(`${name} first verdict`, firstRatio, 5)}; ratio of p25s ${(p25(theirsParse) / p25(oursFirst)).toFixed(1)}×`,
  );
  console.log(
    `${name} yes/no checks: ours ${(oursRate / 1e6).toFixed(2)} M/s vs ${(theirsRate / 1e3).toFixed(1)} k/s → ${evalRatio.toFixed(0)}× (bar 30×) ${bar(`${name} yes/no`, evalRatio, 30)}`,
  );
  console.log(
    `${name} explained evaluate(): ${(explainRate / 1e6).toFixed(2)} M/s → ${explainRatio.toFixed(0)}× robots-parser's checks (bar 10×) ${bar(`${name} explained`, explainRatio, 10)}`,
  );
  console.log(
    `${name} verdict disagreements with robots-parser on ${theirsChecks} checks: ${disagreements} (see test/core/differential.test.ts for the known divergences)`,
  );
}

benchFile('(a)', FILE_A, 1000);
benchFile('(b)', FILE_B, 100);

// Other shapes: no bars, the figures only. Texts past 500 KiB are read whole
// (a raised parse limit), as robots-parser reads them.
function shapeOneGroup(): string {
  const out = ['User-agent: *'];
  for (let i = 0; i < 20000; i++)
    out.push(`${i % 4 === 0 ? 'Allow' : 'Disallow'}: ${rulePattern()}`);
  return out.join('\n');
}
function shapeManyGroups(): string {
  const out: string[] = [];
  for (let i = 0; i < 20000; i++) {
    out.push(`User-agent: ${BOTS[i % BOTS.length] as string}`, `Disallow: /${segment()}/${i}/`);
  }
  return out.join('\n');
}
function shapeManyAgents(): string {
  const out: string[] = [];
  for (let i = 0; i < 50000; i++) out.push(`User-agent: bot${i}`);
  out.push('Disallow: /private/', '', 'User-agent: *', 'Disallow: /tmp/');
  return out.join('\n');
}

// Comments on every line: each is read to its end for a NUL (Google stops a line there).
function shapeCommented(): string {
  const out = ['User-agent: *'];
  for (let i = 0; i < 20000; i++)
    out.push(i % 2 ? `# note ${i}` : `Disallow: /${segment()}/${i}/ # why ${i}`);
  return out.join('\n');
}

const SHAPES: [string, string][] = [
  ['one group of 20,000 rules', shapeOneGroup()],
  ['20,000 commented lines', shapeCommented()],
  ['20,000 groups of one rule', shapeManyGroups()],
  ['50,000 User-agent lines', shapeManyAgents()],
];
const CORPUS = join(import.meta.dirname, '../../../shared/corpus/realworld');
const corpusDir = existsSync(CORPUS) ? CORPUS : '/work/shared/corpus/realworld';
if (existsSync(corpusDir)) {
  const largest = readdirSync(corpusDir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => ({ f, size: statSync(join(corpusDir, f)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 3);
  for (const { f } of largest) SHAPES.push([f, readFileSync(join(corpusDir, f), 'utf8')]);
} else {
  console.log('');
  console.log('(no real-world corpus folder: its files are skipped)');
}

console.log('');
console.log(`shapes: 15 interleaved runs after 5 warm-up runs; medians`);
const WHOLE: ParseOptions = { limitBytes: 64 << 20 };
const WHOLE_RFC: ParseOptions = { ...WHOLE, mode: 'rfc' };
// The two bar files too, read as RFC 9309 says: the panels ask both readings.
const BAR_FILES: [string, string][] = [
  ['file (a)', FILE_A],
  ['file (b)', FILE_B],
];
for (const [name, text] of [...BAR_FILES, ...SHAPES]) {
  const parse = figure('parse', () => {
    if (compileRobots(parseRobots(text, WHOLE)).starGroups.length > 0) sink++;
  });
  const rfc = figure('rfc', () => {
    if (compileRobots(parseRobots(text, WHOLE_RFC)).starGroups.length > 0) sink++;
  });
  const first = figure('first', () => {
    const c = compileRobots(parseRobots(text, WHOLE));
    for (const agent of AGENTS) if (isAllowedCompiled(c, agent, 'https://example.com/')) sink++;
  });
  const theirs = figure('theirs', () => {
    if (robotsParser('https://example.com/robots.txt', text)) sink++;
  });
  interleave([parse, rfc, first, theirs], 15, 5, true);
  console.log(
    `${name} (${kib(text)}, ${countLines(text)} lines): parse + compile ${med(parse).toFixed(2)} ms (${(med(theirs) / med(parse)).toFixed(1)}×), in rfc mode ${med(rfc).toFixed(2)} ms, + first verdict × ${AGENTS.length} ${med(first).toFixed(2)} ms (${(med(theirs) / med(first)).toFixed(1)}×); robots-parser ${med(theirs).toFixed(2)} ms`,
  );
}

// The pathological case: a 4 KiB pattern of `*a` pieces against an 8 KiB path.
const evil = 'User-agent: *\nDisallow: /' + '*a'.repeat(2048) + 'b\n';
const evilUrl = 'https://example.com/' + 'a'.repeat(8192);
const evilCompiled = compileRobots(parseRobots(evil));
const evilFigure = figure('pathological: 4 KiB `*a` pattern vs 8 KiB path', () => {
  if (evaluate(evilCompiled, 'bot', evilUrl).allowed) sink++;
});
const evilYesNo = figure('pathological, yes/no', () => {
  if (isAllowedCompiled(evilCompiled, 'bot', evilUrl)) sink++;
});
console.log('');
interleave([evilFigure, evilYesNo], 15, 3);
const evilMs = Math.max(med(evilFigure), med(evilYesNo));
console.log(
  `pathological: ${evilMs.toFixed(2)} ms (bar < 250 ms) ${bar('pathological', 250 / evilMs, 1)}`,
);
// Compare two versions, as the Compare view asks the worker: the file held, another
// version of it given (every 40th rule flipped, every 97th line dropped, a group
// closing GPTBot added), 10 agents besides every name either file gives and the
// registry's crawlers, 100 URLs besides one probe per rule. Two paths: the other
// version just pasted (parsed, then compared) and a keystroke in the file (the
// other version kept parsed).
function otherVersion(text: string): string {
  let rule = 0;
  const lines = text.split('\n').filter((_, i) => i % 97 !== 96);
  const flipped = lines.map((line) => {
    if (!/^(allow|disallow):/i.test(line) || ++rule % 40 !== 0) return line;
    return line.toLowerCase().startsWith('allow')
      ? `Disallow:${line.slice(6)}`
      : `Allow:${line.slice(9)}`;
  });
  return `User-agent: GPTBot\nDisallow: /\n\n${flipped.join('\n')}`;
}
console.log('');
console.log(
  'compare two versions (Compare view, in the worker session): 5 runs after 2 warm-up runs',
);
for (const [name, text] of [
  ['(a)', FILE_A],
  ['(b)', FILE_B],
] as const) {
  const other = otherVersion(text);
  const session = createSession({ compareBudgetMs: 60_000 });
  session.handle({ type: 'analyze', id: 1, revision: 1, text, mode: 'google' });
  let id = 1;
  let last: CompareReply | null = null;
  const ask = (otherText: string) => {
    const reply = session.handle({
      type: 'compare',
      id: ++id,
      revision: 1,
      other: otherText,
      otherRevision: id,
      agents: AGENTS,
      urls: URLS.slice(0, 100),
      mode: 'google',
    });
    if (reply.type !== 'compare') throw new Error(`compare failed: ${JSON.stringify(reply)}`);
    last = reply;
  };
  // A new text each run, so the pasted path parses the other version every time;
  // the keystroke path asks again about the text parsed last.
  let given = other;
  const pasted = figure('pasted', () => {
    given = `${other}\n# run ${id}`;
    ask(given);
  });
  const keystroke = figure('keystroke', () => ask(given));
  interleave([pasted, keystroke], 5, 2, true);
  const r = last as CompareReply | null;
  if (!r) throw new Error('no comparison');
  const worst = Math.max(med(pasted), med(keystroke));
  console.log(
    `${name} ${kib(text)} vs ${kib(other)}: ${r.agents} agents × ${r.urls} URLs, ${r.count} verdicts flip; other version pasted ${med(pasted).toFixed(0)} ms, keystroke in the file ${med(keystroke).toFixed(0)} ms (bar < 1000 ms) ${bar(`${name} compare`, 1000 / worst, 1)}`,
  );
}

// Expectations and a sitemap, as their views ask the worker: 200 expectations
// (20 agents × 10 URLs, half of them expected allowed) re-checked after a keystroke
// (the file held), and a sitemap of the protocol's 50,000 URLs, XML read by the
// worker's parser, checked for every registry crawler and 10 agents.
const EXPECT_AGENTS = [...AGENTS, ...BOTS.slice(8, 18)];
const expectations = EXPECT_AGENTS.flatMap((agent, a) =>
  URLS.slice(0, 10).map((url, u) => ({
    agent: agent.split(' ')[0] as string,
    url,
    expected: (a + u) % 2 === 0 ? ('allowed' as const) : ('disallowed' as const),
  })),
);
const sitemapXml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${URLS.slice(0, 20000)
  .concat(
    URLS.slice(0, 20000).map((u) => `${u}&v=2`),
    URLS.slice(0, 10000).map((u) => `${u}#x`),
  )
  .map((u) => `  <url><loc>${u.replaceAll('&', '&amp;')}</loc></url>`)
  .join('\n')}
</urlset>`;
console.log('');
console.log(
  'expectations and sitemap (their views, in the worker session): 5 runs after 2 warm-up runs',
);
for (const [name, text] of [
  ['(a)', FILE_A],
  ['(b)', FILE_B],
] as const) {
  const session = createSession({ sitemapBudgetMs: 60_000 });
  session.useXml?.(readXmlSitemap);
  session.handle({ type: 'analyze', id: 1, revision: 1, text, mode: 'google' });
  let id = 1;
  let checked = 0;
  let listed = 0;
  const expectRun = figure('expect', () => {
    const reply = session.handle({
      type: 'expect',
      id: ++id,
      revision: 1,
      expectations,
      mode: 'google',
    });
    if (reply.type !== 'expect') throw new Error(`expect failed: ${JSON.stringify(reply)}`);
    checked = reply.rows.length;
  });
  const sitemapRun = figure('sitemap', () => {
    const reply = session.handle({
      type: 'sitemap',
      id: ++id,
      revision: 1,
      sitemap: sitemapXml,
      agents: AGENTS,
      mode: 'google',
    });
    if (reply.type !== 'sitemap' || reply.check === null)
      throw new Error(`sitemap failed: ${JSON.stringify(reply).slice(0, 200)}`);
    if (reply.check.checked !== reply.check.total) throw new Error('sitemap check cut short');
    listed = reply.check.total;
  });
  interleave([expectRun, sitemapRun], 5, 2, true);
  console.log(
    `${name} ${kib(text)}: ${checked} expectations ${med(expectRun).toFixed(1)} ms (bar < 50 ms) ${bar(`${name} expectations`, 50 / med(expectRun), 1)}; sitemap of ${listed.toLocaleString('en')} URLs ${med(sitemapRun).toFixed(0)} ms (bar < 2000 ms) ${bar(`${name} sitemap`, 2000 / med(sitemapRun), 1)}`,
  );
}

console.log('');
console.log(below.length === 0 ? 'every bar met' : `BELOW BAR: ${below.join(', ')}`);
if (sink < 0) console.log(sink);
