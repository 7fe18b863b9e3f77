import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots } from '../../../src/core/index.ts';
import { lintRobots } from '../../../src/core/lint/index.ts';
import { checkSitemap, sitemapFindings } from '../../../src/core/sitemap/check-sitemap.ts';

const text = 'User-agent: GPTBot\nDisallow: /blog/\n';

function lintWith(urls: string[]) {
  const parsed = parseRobots(text);
  const check = checkSitemap(compileRobots(parsed), urls, [], 'google', () => false);
  return lintRobots(parsed, { sitemap: sitemapFindings(check) }).filter(
    (d) => d.id === 'sitemap-url-disallowed',
  );
}

describe('sitemap-url-disallowed', () => {
  it('marks the deciding line, naming a URL and the crawler', () => {
    const [finding, ...rest] = lintWith(['https://example.com/', 'https://example.com/blog/x']);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ line: 2, severity: 'warning', from: 19, to: 35 });
    expect(finding?.message).toBe(
      'A URL the sitemap lists (`https://example.com/blog/x`) is disallowed by this line for GPTBot: the sitemap asks crawlers to fetch what the rule forbids.',
    );
  });

  it('counts the URLs of one line', () => {
    expect(lintWith(['/blog/a', '/blog/b'])[0]?.message).toMatch(
      /^2 URLs the sitemap lists \(such as `\/blog\/a`\) are disallowed/,
    );
  });

  it('finds nothing without a sitemap, or when it lists no disallowed URL', () => {
    expect(lintRobots(parseRobots(text)).map((d) => d.id)).not.toContain('sitemap-url-disallowed');
    expect(lintWith(['/about'])).toEqual([]);
  });
});
