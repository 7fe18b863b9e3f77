import { describe, expect, it } from 'vitest';
import { CRAWLERS } from '../../../src/core/registry/index.ts';
import {
  categorySummary,
  crawlerReport,
  evaluateCrawler,
  reportUrls,
} from '../../../src/core/report/index.ts';
import { compile, crawler, file } from './helpers.ts';

const FILES: Record<string, string> = {
  mixed: file(
    'User-agent: *',
    'Disallow: /cart/',
    'Allow: /cart/help$',
    'Disallow: /*.pdf$',
    '',
    'User-agent: Googlebot',
    'Disallow: /private/',
    'Allow: /private/index.html',
    '',
    'User-agent: GPTBot',
    'User-agent: MJ12bot',
    'Disallow: /',
    '',
    'User-agent: AdsBot-Google',
    'Disallow: /ads-only/',
  ),
  blockAll: file('User-agent: *', 'Disallow: /'),
  noStar: file('User-agent: Yandex', 'Disallow: /ru/', '', 'User-agent: CCBot', 'Disallow:'),
  empty: '',
};

const URLS = [
  '/cart/x',
  '/cart/help',
  'https://example.com/a/b.pdf',
  '/private/',
  '/private/secret',
  '/ads-only/1',
  '/ru/page',
  '/robots.txt',
  '/',
];

describe('crawlerReport', () => {
  it('has one row per registry crawler, registry order, and / as the first URL', () => {
    const report = crawlerReport(compile(FILES.mixed as string), ['/a', '/', '/b']);
    expect(report.rows.map((r) => r.token)).toEqual(CRAWLERS.map((c) => c.token));
    expect(report.urls).toEqual(['/', '/a', '/b']);
    for (const row of report.rows) expect(row.verdicts).toHaveLength(3);
    expect(reportUrls([])).toEqual(['/']);
  });

  it('carries category, operator, selection, Crawl-delay support and caveats', () => {
    const row = crawlerReport(compile(FILES.mixed as string), []).rows.find(
      (r) => r.token === 'Applebot',
    );
    expect(row).toMatchObject({
      category: 'search',
      operator: 'Apple',
      crawlDelay: null,
      caveats: ['fallback-used'],
      selection: { via: 'fallback', token: 'Googlebot', groups: [1] },
    });
    expect(row?.crawlDelaySupport).toBe(crawler('Applebot').crawlDelay);
  });

  // The fast path must give evaluateCrawler's answer for every crawler and URL.
  for (const mode of ['google', 'rfc'] as const) {
    for (const [name, text] of Object.entries(FILES)) {
      it(`agrees with evaluateCrawler (${mode}, ${name})`, () => {
        const compiled = compile(text, mode);
        const report = crawlerReport(compiled, URLS);
        expect(report.mode).toBe(mode);
        for (const [i, row] of report.rows.entries()) {
          const info = CRAWLERS[i];
          if (info === undefined) throw new Error('row without crawler');
          report.urls.forEach((url, j) => {
            const d = evaluateCrawler(compiled, info, url);
            expect({ token: row.token, url, ...row.verdicts[j] }).toEqual({
              token: row.token,
              url,
              allowed: d.allowed,
              fromRule: d.fromRule,
              line: d.fromRule ? (d.decision.rule?.line ?? null) : null,
            });
          });
          expect(row.selection).toEqual(evaluateCrawler(compiled, info, '/').selection);
        }
      });
    }
  }

  it('reads the file in options.mode', () => {
    const compiled = compile(file('User-agent: GPTBot/1.0', 'Disallow: /'));
    const row = (mode: 'google' | 'rfc') =>
      crawlerReport(compiled, [], { mode }).rows.find((r) => r.token === 'GPTBot');
    expect(row('google')?.verdicts[0]?.allowed).toBe(false);
    expect(row('rfc')?.verdicts[0]?.allowed).toBe(true);
  });

  it('reports only the crawlers asked for', () => {
    const report = crawlerReport(compile(FILES.blockAll as string), ['/x'], {
      crawlers: [crawler('GPTBot'), crawler('AdsBot-Google')],
    });
    expect(report.rows.map((r) => [r.token, r.verdicts.map((v) => v.allowed)])).toEqual([
      ['GPTBot', [false, false]],
      ['AdsBot-Google', [true, true]],
    ]);
  });

  // The report of a large file is made when the Crawlers panel opens: group line
  // numbers and records are read from the parse's index, and the group objects
  // (every line of the file) are built only when a line may spell a cut token.
  const GROUPS_READ = file(
    'User-agent: *',
    'Disallow: /a/',
    '',
    'User-agent: *',
    'Crawl-delay: 4',
    'Disallow: /b/',
    '',
    'User-agent: Googlebot',
    'Disallow: /g/',
    '',
    'User-agent: MJ12bot',
    'Disallow: /m/',
  );
  const rows = (text: string, before: boolean) => {
    const compiled = compile(text);
    // Built beforehand, the groups are what the report reads.
    if (before) expect(compiled.parsed.groups.length).toBeGreaterThan(0);
    return { compiled, rows: crawlerReport(compiled, ['/a/1', '/g/1']).rows };
  };

  it('builds no group objects for a file without records or lines that spell a cut token', () => {
    const text = GROUPS_READ.replace('MJ12bot', 'Bingbot').replace('Crawl-delay: 4', '# 4');
    const { compiled, rows: fromIndex } = rows(text, false);
    expect(Object.getOwnPropertyDescriptor(compiled.parsed, 'groups')?.get).toBeTypeOf('function');
    expect(fromIndex).toEqual(rows(text, true).rows);
    const gpt = fromIndex.find((r) => r.token === 'GPTBot');
    expect(gpt?.selection.ranges).toEqual([
      { group: 0, startLine: 1, endLine: 2 },
      { group: 1, startLine: 4, endLine: 6 },
    ]);
    expect(gpt?.selection.text).toContain('the 2 * groups (lines 1–2, 4–6) apply, merged.');
    expect(gpt?.crawlDelay).toBeNull();
  });

  it('reads records and lines that may spell a cut token from the groups, as built ones', () => {
    const { rows: fromIndex } = rows(GROUPS_READ, false);
    expect(fromIndex).toEqual(rows(GROUPS_READ, true).rows);
    const gpt = fromIndex.find((r) => r.token === 'GPTBot');
    expect(gpt?.crawlDelay).toMatchObject({ value: '4', seconds: 4, line: 5 });
    expect(fromIndex.find((r) => r.token === 'Googlebot')?.crawlDelay).toBeNull();
    expect(fromIndex.find((r) => r.token === 'MJ12bot')?.selection.cut?.lines).toEqual([
      { line: 11, group: 3, value: 'MJ12bot', readAs: 'mj' },
    ]);
  });
});

describe('categorySummary', () => {
  const summary = (text: string) =>
    Object.fromEntries(
      categorySummary(crawlerReport(compile(text), []).rows).map((c) => [c.category, c]),
    );

  it('counts allowed, disallowed and undecided at / per category', () => {
    const s = summary(
      file('User-agent: *', 'Disallow: /', '', 'User-agent: Googlebot', 'Allow: /'),
    );
    // Googlebot plus its fallback users Googlebot-Image, -Video, -News and Applebot.
    expect(s.search).toMatchObject({
      total: 21,
      allowedAtRoot: 5,
      disallowedAtRoot: 16,
      undecided: 0,
    });
    expect(s.search?.text).toBe('Search 5/21 allowed at /');
    // AdsBot-Google, AdsBot-Google-Mobile and Mediapartners-Google ignore *.
    expect(s.ads).toMatchObject({ total: 6, allowedAtRoot: 3, disallowedAtRoot: 3, undecided: 3 });
    expect(s['ai-training']).toMatchObject({ total: 7, allowedAtRoot: 0, undecided: 0 });
    // Google-InspectionTool (fallback Googlebot) decided; APIs-Google ignores *.
    expect(s.other).toMatchObject({ total: 85, allowedAtRoot: 2, undecided: 1 });
  });

  it('counts crawlers allowed by * (or with no * group) as undecided', () => {
    const s = summary(file('User-agent: *', 'Allow: /', '', 'User-agent: GPTBot', 'Disallow: /'));
    expect(s['ai-training']).toMatchObject({
      allowedAtRoot: 6,
      disallowedAtRoot: 1,
      undecided: 6,
    });
    const none = summary(file('User-agent: GPTBot', 'Allow: /'));
    expect(none['ai-training']).toMatchObject({ allowedAtRoot: 7, undecided: 6 });
  });

  it('lists categories in display order and leaves out empty ones', () => {
    const rows = crawlerReport(compile(''), [], {
      crawlers: [crawler('GPTBot'), crawler('Googlebot')],
    }).rows;
    expect(categorySummary(rows).map((c) => c.category)).toEqual(['search', 'ai-training']);
  });
});
