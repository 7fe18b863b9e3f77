import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compilePattern,
  compileRobots,
  matchPattern,
  parseRobots,
} from '../../../src/core/index.ts';
import { CATEGORY_KEYS, CRAWLERS, type CrawlerCategory } from '../../../src/core/registry/index.ts';
import { evaluateCrawler } from '../../../src/core/report/evaluate-crawler.ts';
import {
  buildPolicy,
  openPlan,
  rulePath,
  type CategoryPlan,
  type PolicyPlan,
} from '../../../src/core/report/policy-builder.ts';

/** What each crawler reads at `/` and at `path`, by the engine, in the built file. */
function readBack(text: string, mode: 'google' | 'rfc', path: string) {
  const compiled = compileRobots(parseRobots(text, { mode }));
  return (token: string) => {
    const crawler = CRAWLERS.find((c) => c.token === token);
    if (!crawler) throw new Error(token);
    return {
      root: evaluateCrawler(compiled, crawler, '/').allowed,
      at: evaluateCrawler(compiled, crawler, path).allowed,
    };
  };
}

function expected(plan: CategoryPlan, shared: readonly string[], path: string) {
  if (plan.decision === 'disallow') return { root: false, at: false };
  const blocked = [...shared, ...(plan.decision === 'custom' ? plan.paths : [])].map(rulePath);
  const hit = (p: string) => blocked.some((b) => matchPattern(compilePattern(b), p));
  return { root: !hit('/'), at: !hit(path) };
}

describe('buildPolicy', () => {
  it('writes the reference shape: * allows, one group blocks training, the sitemap last', () => {
    const plan: PolicyPlan = {
      ...openPlan(),
      categories: {
        'ai-training': { decision: 'disallow', paths: [] },
        'control-token': { decision: 'disallow', paths: [] },
      },
      sitemaps: ['https://example.com/sitemap.xml'],
    };
    const { text, named } = buildPolicy(plan);
    expect(named).toEqual(['ai-training', 'control-token']);
    expect(text).toContain(
      '# Every crawler not named below: allowed everywhere.\nUser-agent: *\nAllow: /\n',
    );
    expect(text).toMatch(
      /# AI training, Control token: blocked everywhere\.\n(User-agent: .*\n)*User-agent: GPTBot\n/,
    );
    expect(text).toMatch(
      /User-agent: Google-Extended\n[\s\S]*Disallow: \/\n\nSitemap: https:\/\/example\.com\/sitemap\.xml\n$/,
    );
    // One group for the one decision that differs from *.
    expect(text.match(/^Disallow: \/$/gm)).toHaveLength(1);
  });

  it('repeats the shared paths in every group, since no group inherits from *', () => {
    const { text } = buildPolicy({
      ...openPlan(),
      categories: { search: { decision: 'custom', paths: ['/drafts/'] } },
      shared: ['/admin/', 'cart'],
    });
    const groups = text.split('\n\n').filter((g) => g.includes('User-agent'));
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const g of groups) {
      expect(g).toContain('Disallow: /admin/');
      expect(g).toContain('Disallow: /cart');
    }
    expect(groups[1]).toContain('# Search: allowed everywhere except /admin/, /cart, /drafts/.');
    // Crawlers that follow Googlebot's group are named with the * decision.
    expect(text).toMatch(/would not read \*[\s\S]*User-agent: Google-InspectionTool/);
  });

  it('names the crawlers that skip *, so they read the decision too', () => {
    // AdsBot-Google ignores `*`: a file that blocks everyone in * alone would leave it free.
    const { text } = buildPolicy({ ...openPlan(), others: { decision: 'disallow', paths: [] } });
    expect(text).toMatch(/^User-agent: AdsBot-Google$/m);
    const read = readBack(text, 'google', '/x');
    expect(read('AdsBot-Google').root).toBe(false);
  });

  it('gives every registry crawler that can be named exactly its category’s decision (property)', () => {
    const plans = fc.record({
      decision: fc.constantFrom('allow', 'disallow', 'custom'),
      paths: fc.array(fc.constantFrom('/a/', '/b', 'c/', '/a/b/', '/*.pdf$', '/d*/x'), {
        maxLength: 2,
      }),
    }) as fc.Arbitrary<CategoryPlan>;
    fc.assert(
      fc.property(
        plans,
        fc.dictionary(fc.constantFrom(...CATEGORY_KEYS), plans, { maxKeys: 5 }),
        fc.array(fc.constantFrom('/private/', '/tmp'), { maxLength: 2 }),
        fc.constantFrom('google', 'rfc'),
        fc.constantFrom('/a/x', '/b', '/c/d', '/private/p', '/tmp/q', '/free', '/f.pdf', '/d1/x'),
        (others, categories, shared, mode, path) => {
          const plan: PolicyPlan = {
            others,
            categories: categories as Partial<Record<CrawlerCategory, CategoryPlan>>,
            shared,
            sitemaps: [],
          };
          const { text, caveats } = buildPolicy(plan, { mode });
          const read = readBack(text, mode, path);
          const cut = new Set(caveats.filter((c) => c.reason === 'token-cut').map((c) => c.token));
          for (const crawler of CRAWLERS) {
            if (cut.has(crawler.token)) continue;
            const want = expected(plan.categories[crawler.category] ?? others, shared, path);
            expect(read(crawler.token), `${crawler.token} in ${mode}`).toEqual(want);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says which crawlers cannot be held to the decision, and why', () => {
    const { caveats } = buildPolicy(openPlan());
    const reasons = new Set(caveats.map((c) => c.reason));
    expect(reasons).toEqual(new Set(['token-cut', 'may-ignore', 'never-fetches']));
    expect(caveats.find((c) => c.token === 'Google-Extended')?.reason).toBe('never-fetches');
  });
});
