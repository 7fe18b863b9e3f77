// The fast report (crawlerReport rows, categorySummary, policySummary path
// families, proposeGroup) against a straightforward reference built from
// evaluateCrawler, one crawler and one URL at a time, on generated files of
// several shapes: many `*` groups whose rules share long literal starts, named
// groups reached through fallbacks, cut tokens, crawlers that ignore `*`, no
// `*` group at all, and random patterns in both modes.

import { describe, expect, it } from 'vitest';
import { agentRules, type CompiledRobots, type Mode } from '../../../src/core/index.ts';
import { CATEGORY_KEYS, CRAWLERS, crawlersByCategory } from '../../../src/core/registry/index.ts';
import {
  categorySummary,
  crawlDelayOf,
  crawlerReport,
  evaluateCrawler,
  pathFamily,
  policySummary,
  proposeGroup,
  reportUrls,
  verdictFor,
  type CrawlerRow,
  type CrawlerVerdict,
} from '../../../src/core/report/index.ts';
import { prng } from '../../bench/prng.ts';
import { compile, file } from './helpers.ts';

const EXTS = ['php', 'pdf', 'jpg', 'html'];

/** `*` groups shaped like a large generated file: rules that share `/s<g>/d<r>`. */
function manyStarGroups(groups: number, rules: number): string {
  const lines: string[] = [];
  let n = 0;
  for (let g = 0; g < groups; g++) {
    if (g > 0) lines.push('');
    lines.push('User-agent: *');
    if (g === 3) lines.push('Crawl-delay: 4');
    for (let r = 0; r < rules; r++, n++) {
      const dir = `/s${g}/d${r}`;
      const ext = EXTS[n % EXTS.length] ?? 'php';
      switch (n % 7) {
        case 0:
          lines.push(`Allow: ${dir}/*?id=`);
          break;
        case 1:
          lines.push(`Disallow: ${dir}/*.${ext}$`);
          break;
        case 2:
          lines.push(`Disallow: ${dir}/*/tmp`);
          break;
        case 3:
          lines.push(`Disallow: ${dir}/end$`);
          break;
        case 4:
          // Wildcard-free: a path family unless a longer Allow wins on its own path.
          lines.push(`Disallow: ${dir}/x`, ...(r % 2 === 0 ? [`Allow: ${dir}/x$`] : []));
          break;
        case 5:
          lines.push(`Allow: ${dir}/index.html`, `Disallow: ${dir}/`);
          break;
        default:
          lines.push(`Disallow: ${dir}`, 'Disallow:');
      }
    }
  }
  lines.push('', 'User-agent: probe', 'Disallow: /zz');
  return file(...lines);
}

/** Named groups, some reached only through a registry fallback, and a `*` group. */
function namedWithFallbacks(withStar: boolean): string {
  const lines = [
    'User-agent: Googlebot',
    'Disallow: /g/',
    'Allow: /g/open',
    'Disallow: /*.pdf$',
    'Crawl-delay: 1',
    '',
    'User-agent: msnbot',
    'User-agent: Yandex',
    'Disallow: /ru/',
    'Disallow: /cart',
    'Allow: /cart$',
    '',
    'User-agent: GoogleOther',
    'Disallow: /',
    'Allow: /public/',
    '',
    'User-agent: MJ12bot',
    'User-agent: GPTBot',
    'Disallow: /',
    '',
    'User-agent: AdsBot-Google',
    'Disallow: /ads/',
    '',
    'User-agent: yandex',
    'Disallow: /more-ru/',
    'Disallow: foo',
    'Disallow: *',
  ];
  if (withStar) {
    lines.push('', 'User-agent: *', 'Disallow: /private/', 'Allow: /private/ok', 'Disallow: /x*y');
  }
  return file(...lines);
}

const PIECES = ['/', 'a', 'b', 'ab', '/a', '/b', 'index.html', '.php', '?q=', '%2A', '%41', '-'];

/** Random groups and patterns over a small alphabet, so rules overlap and tie often. */
function randomFile(seed: number): string {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const tokens = ['*', '*', 'Googlebot', 'msnbot', 'Yandex', 'GPTBot', 'CCBot', 'GoogleOther'];
  const lines: string[] = [];
  for (let g = 0; g < 12; g++) {
    lines.push(`User-agent: ${pick(tokens)}`);
    if (rand() < 0.3) lines.push(`User-agent: ${pick(tokens)}`);
    const count = 1 + Math.floor(rand() * 40);
    for (let r = 0; r < count; r++) {
      let pattern = rand() < 0.85 ? '/' : '';
      const parts = Math.floor(rand() * 4);
      for (let k = 0; k < parts; k++) pattern += rand() < 0.25 ? '*' : pick(PIECES);
      if (rand() < 0.2) pattern += '$';
      lines.push(`${rand() < 0.4 ? 'Allow' : 'Disallow'}: ${pattern}`);
    }
    lines.push('');
  }
  return file(...lines);
}

function randomUrls(seed: number, count: number): string[] {
  const rand = prng(seed);
  const out = ['/robots.txt', '/index.html', '/a', '/ab/', 'https://example.com/b/index.html?q=1'];
  for (let i = 0; i < count; i++) {
    let path = '/';
    const parts = Math.floor(rand() * 5);
    for (let k = 0; k < parts; k++) path += PIECES[Math.floor(rand() * PIECES.length)] ?? '';
    out.push(path);
  }
  return out;
}

const STAR_URLS = [
  '/zz',
  '/s0/d0/a/tmp?id=0',
  '/s0/d1/f.php',
  '/s1/d9/x',
  '/s1/d11/x',
  '/s2/d5/index.html',
  '/s2/d5/',
  '/s3/d3/end',
  '/s3/d3/end/more',
  '/s4/d6',
  '/s4/d6/q.pdf',
  '/s10/d13/a/b/tmp',
  '/s1',
  '/other',
];

const FALLBACK_URLS = [
  '/g/x',
  '/g/open/1',
  '/a.pdf',
  '/ru/',
  '/cart',
  '/cart/1',
  '/public/x',
  '/private/ok',
  '/private/no',
  '/ads/1',
  '/more-ru/a',
  '/x-then-y',
  '/robots.txt',
];

function referenceVerdict(compiled: CompiledRobots, token: string, url: string): CrawlerVerdict {
  const info = CRAWLERS.find((c) => c.token === token);
  if (info === undefined) throw new Error(`no crawler ${token}`);
  const d = evaluateCrawler(compiled, info, url);
  return { allowed: d.allowed, fromRule: d.fromRule, line: d.decision.rule?.line ?? null };
}

/**
 * The path families of one row by the definition: each wildcard-free probe is the
 * pattern itself read as a path (not as a URL), through the plain walk of verdictFor.
 */
function referenceFamilies(compiled: CompiledRobots, row: CrawlerRow): Set<string> {
  const out = new Set<string>();
  const { via, token } = row.selection;
  const key = via === 'star' ? '*' : token === null ? null : token.toLowerCase();
  const rules = key === null ? null : agentRules(compiled, key);
  if (rules === null) return out;
  for (const index of row.selection.groups) {
    for (const r of compiled.parsed.groups[index]?.rules ?? []) {
      if (r.kind !== 'disallow' || r.priority === 0) continue;
      const family = pathFamily(r.pattern);
      if (family === null) continue;
      const wildcard = /[*$]/.test(r.pattern);
      if (!wildcard && verdictFor(rules, r.pattern, compiled.mode).allowed) continue;
      out.add(family);
    }
  }
  return out;
}

function checkReport(text: string, urls: readonly string[], mode: Mode): void {
  const compiled = compile(text, mode);
  const report = crawlerReport(compiled, urls);
  const list = reportUrls(urls);
  expect(report.urls).toEqual(list);

  // Rows: every crawler × URL, its selection and its Crawl-delay.
  for (const row of report.rows) {
    const info = CRAWLERS.find((c) => c.token === row.token);
    if (info === undefined) throw new Error(`no crawler ${row.token}`);
    const first = evaluateCrawler(compiled, info, '/');
    expect(row.selection).toEqual(first.selection);
    expect(row.caveats).toEqual(first.caveats);
    expect(row.crawlDelay).toEqual(crawlDelayOf(compiled.parsed, first.selection.groups, info));
    const expected = list.map((url) => referenceVerdict(compiled, row.token, url));
    expect({ token: row.token, verdicts: row.verdicts }).toEqual({
      token: row.token,
      verdicts: expected,
    });
  }

  // Categories and policy: the exceptions per category by the definition.
  const categories = categorySummary(report.rows);
  const policy = policySummary(compiled.parsed, compiled, report.rows);
  expect(policy.categories.map((p) => p.category)).toEqual(categories.map((c) => c.category));
  for (const p of policy.categories) {
    const counts = new Map<string, number>();
    for (const row of report.rows) {
      if (row.category !== p.category || row.verdicts[0]?.allowed === false) continue;
      for (const f of referenceFamilies(compiled, row)) counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    const expected = [...counts]
      .map(([family, crawlers]) => ({ family, crawlers }))
      .sort(
        (a, b) =>
          b.crawlers - a.crawlers || (a.family < b.family ? -1 : a.family > b.family ? 1 : 0),
      );
    // Crawlers whose groups reopen a family differently are listed apart: add them up.
    const byFamily = new Map<string, number>();
    for (const e of p.exceptions)
      byFamily.set(e.family, (byFamily.get(e.family) ?? 0) + e.crawlers);
    expect(
      [...byFamily]
        .map(([family, crawlers]) => ({ family, crawlers }))
        .sort(
          (a, b) =>
            b.crawlers - a.crawlers || (a.family < b.family ? -1 : a.family > b.family ? 1 : 0),
        ),
    ).toEqual(expected);
  }

  // Proposals: the category's crawlers that neither their own nor a fallback group names.
  for (const category of CATEGORY_KEYS) {
    // A group blocking AI training also names the control tokens (training opt-outs).
    const crawlers =
      category === 'ai-training'
        ? [...crawlersByCategory(category), ...crawlersByCategory('control-token')]
        : crawlersByCategory(category);
    if (crawlers.length === 0) continue;
    const unnamed = crawlers.filter((c) => {
      const via = evaluateCrawler(compiled, c, '/').via;
      return via !== 'own-group' && via !== 'fallback';
    });
    const proposal = proposeGroup(text, compiled.parsed, category);
    expect(proposal.tokens).toEqual(unnamed.filter((c) => c.rfcValidToken).map((c) => c.token));
    expect(proposal.skipped.map((s) => s.token)).toEqual(
      unnamed.filter((c) => !c.rfcValidToken).map((c) => c.token),
    );
  }
}

describe('the report agrees with evaluateCrawler, one crawler and URL at a time', () => {
  for (const mode of ['google', 'rfc'] as const) {
    it(`many * groups with shared literal starts (${mode})`, () => {
      checkReport(manyStarGroups(12, 60), STAR_URLS, mode);
    });

    it(`named groups, fallbacks, cut tokens and crawlers that ignore * (${mode})`, () => {
      checkReport(namedWithFallbacks(true), FALLBACK_URLS, mode);
      checkReport(namedWithFallbacks(false), FALLBACK_URLS, mode);
    });

    it(`random patterns over a small alphabet (${mode})`, () => {
      for (let seed = 1; seed <= 6; seed++) {
        checkReport(randomFile(seed), randomUrls(seed + 100, 40), mode);
      }
    });
  }

  it('a second report on the same compiled file gives the same answers', () => {
    const compiled = compile(manyStarGroups(4, 30));
    const first = crawlerReport(compiled, STAR_URLS);
    const again = crawlerReport(compiled, STAR_URLS);
    expect(again).toEqual(first);
    expect(policySummary(compiled.parsed, compiled, again.rows)).toEqual(
      policySummary(compiled.parsed, compiled, first.rows),
    );
  });
});
