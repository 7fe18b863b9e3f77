// sitemap-url-disallowed: a rule that forbids URLs the user's sitemap lists.
//
// The fact (which URLs, which crawlers, which line) has one home, the sitemap
// check (core/sitemap/check-sitemap.ts), run once in the worker per sitemap and
// revision; the lint request carries its findings back, and this rule only says
// them on the deciding lines. So the lint never reads the sitemap itself and
// stays a quick function of the file and what it is given.

import type { LintContext } from '../context.ts';
import { code, diagnostic, listingOf } from '../report.ts';
import type { RobotsDiagnostic } from '../types.ts';
import { formatNumber } from '../../numbers.ts';

/** One finding per deciding line of the sitemap check given in `ctx.sitemap`. */
export function sitemapUrlDisallowed(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (const finding of ctx.sitemap) {
    const line = ctx.lineInfo(finding.line);
    if (!line) continue;
    const one = finding.count === 1;
    const urls = one
      ? 'A URL the sitemap lists'
      : `${formatNumber(finding.count)} URLs the sitemap lists`;
    const such = finding.url === '' ? '' : ` (${one ? '' : 'such as '}${code(finding.url, 60)})`;
    const crawlers = listingOf(finding.crawlers, finding.crawlerCount);
    out.push(
      diagnostic(
        ctx,
        'sitemap-url-disallowed',
        line.span.from,
        line.span.to,
        `${urls}${such} ${one ? 'is' : 'are'} disallowed by this line for ${crawlers}: the sitemap asks crawlers to fetch what the rule forbids.`,
      ),
    );
  }
  return out;
}
