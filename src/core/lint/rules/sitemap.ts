// sitemap-url-disallowed: a rule that forbids URLs the user's sitemap lists.
//
// The fact (which URLs, which crawlers, which line) has one home, the sitemap
// check (core/sitemap/check-sitemap.ts), run once in the worker per sitemap and
// revision; the lint request carries the check's blocks, and this rule only says
// them as findings on the deciding lines. So the lint never reads the sitemap
// again and stays a quick function of the file and what it is given.

import type { LintContext } from '../context.ts';
import { code, diagnostic, listing } from '../report.ts';
import type { RobotsDiagnostic } from '../types.ts';

/** One finding per deciding line of the sitemap check given in `ctx.sitemap`. */
export function sitemapUrlDisallowed(ctx: LintContext): RobotsDiagnostic[] {
  const byLine = new Map<number, { count: number; url: string; crawlers: Set<string> }>();
  for (const block of ctx.sitemap) {
    let entry = byLine.get(block.line);
    if (!entry) {
      entry = { count: 0, url: block.urls[0] ?? '', crawlers: new Set() };
      byLine.set(block.line, entry);
    }
    // The same URL may sit in two blocks of one line (two sets of crawlers): the
    // larger count is a floor that never counts a URL twice.
    entry.count = Math.max(entry.count, block.count);
    for (const c of block.crawlers) entry.crawlers.add(c.token);
  }
  const out: RobotsDiagnostic[] = [];
  for (const [n, entry] of byLine) {
    const line = ctx.lineInfo(n);
    if (!line) continue;
    const urls = entry.count === 1 ? 'A URL the sitemap lists' : `${entry.count.toLocaleString('en')} URLs the sitemap lists`;
    const such = entry.url === '' ? '' : entry.count === 1 ? ` (${code(entry.url, 60)})` : ` (such as ${code(entry.url, 60)})`;
    const verb = entry.count === 1 ? 'is' : 'are';
    out.push(
      diagnostic(
        ctx,
        'sitemap-url-disallowed',
        line.span.from,
        line.span.to,
        `${urls}${such} ${verb} disallowed by this line for ${listing([...entry.crawlers])}: the sitemap asks crawlers to fetch what the rule forbids.`,
      ),
    );
  }
  return out;
}
