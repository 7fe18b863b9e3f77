import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots } from '../../../src/core/index.ts';
import { quickVerdict } from '../../../src/core/evaluate.ts';
import {
  checkSitemap,
  OWN_AGENTS,
  sitemapFindings,
} from '../../../src/core/sitemap/check-sitemap.ts';

const compiled = (text: string) => compileRobots(parseRobots(text));
const never = () => false;

describe('checkSitemap', () => {
  const text = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /blog/\n';
  const urls = [
    'https://example.com/',
    'https://example.com/blog/a',
    'https://example.com/private/x',
  ];

  it('names each disallowed URL’s deciding line and the crawlers it stops', () => {
    const check = checkSitemap(compiled(text), urls, ['MyBot'], 'google', never);
    expect(check).toMatchObject({ disallowed: 2, checked: 3, total: 3, lines: 2 });
    const [priv, blog] = check.blocks;
    expect(blog).toMatchObject({ line: 5, count: 1, urls: ['https://example.com/blog/a'] });
    const blogCrawlers = blog?.classes.flatMap((k) => check.classes[k] ?? []).map((c) => c.token);
    expect(blogCrawlers).toEqual(['GPTBot']);
    expect(priv).toMatchObject({ line: 2, urls: ['https://example.com/private/x'] });
    const privCrawlers = priv?.classes.flatMap((k) => check.classes[k] ?? []) ?? [];
    // GPTBot reads its own group, which does not disallow /private/.
    expect(privCrawlers.map((c) => c.token)).not.toContain('GPTBot');
    expect(privCrawlers).toContainEqual({ token: 'MyBot', kind: OWN_AGENTS });
    expect(privCrawlers).toContainEqual({ token: 'Googlebot', kind: 'Search' });
  });

  it('stops when the time is spent, having checked at least a chunk', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `/private/${i}`);
    const check = checkSitemap(compiled(text), many, [], 'google', () => true);
    expect(check.checked).toBeGreaterThan(0);
    expect(check.checked).toBeLessThan(1000);
    expect(check.total).toBe(1000);
  });

  it('gives the lint one finding per line, counting every URL once', () => {
    const check = checkSitemap(compiled(text), [...urls, '/blog/b'], [], 'google', never);
    expect(sitemapFindings(check)).toEqual([
      {
        line: 2,
        count: 1,
        url: 'https://example.com/private/x',
        crawlers: expect.any(Array),
        crawlerCount: expect.any(Number),
      },
      {
        line: 5,
        count: 2,
        url: 'https://example.com/blog/a',
        crawlers: ['GPTBot'],
        crawlerCount: 1,
      },
    ]);
  });
});

describe('quickVerdict', () => {
  it('agrees with evaluate on the verdict and the deciding line (property)', () => {
    const rule = fc.tuple(
      fc.constantFrom('Allow', 'Disallow'),
      fc.stringMatching(/^\/[a-c*$/.]{0,5}$/),
    );
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        fc.stringMatching(/^\/[a-c/.]{0,6}$/),
        fc.constantFrom('google', 'rfc'),
        (rules, path, mode) => {
          const c = compiled(`User-agent: *\n${rules.map(([k, p]) => `${k}: ${p}`).join('\n')}\n`);
          const d = evaluate(c, 'bot', path, { mode });
          expect(quickVerdict(c, 'bot', path, mode)).toEqual({
            allowed: d.allowed,
            line: d.rule?.line ?? null,
          });
        },
      ),
    );
  });
});
