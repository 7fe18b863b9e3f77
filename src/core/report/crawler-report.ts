// crawlerReport: every registry crawler against a list of URLs, verdicts only.
//
// Same rule and same answers as evaluateCrawler, built for speed: group
// selection runs once per crawler, each URL's path is extracted once, and the
// verdicts of one merged rule set are computed once and shared by every crawler
// that selects it (most crawlers share the `*` group). The per-URL loop is the
// engine's verdict-only walk (as in isAllowedCompiled): rules are sorted best
// first, so the first matching rule with priority > 0 decides (RFC 9309 §2.2.2;
// google-specific: Allow wins ties).

import { compiledForMode, verdictRules, type AgentRules, type CompiledRobots } from '../compile.ts';
import { matchPattern } from '../pattern.ts';
import { CRAWLERS, type CrawlerInfo } from '../registry/index.ts';
import type { Mode } from '../types.ts';
import { matchPathFromUrl } from '../url.ts';
import { caveatsFor, crawlDelayOf, ROBOTS_TXT_PATH } from './evaluate-crawler.ts';
import { resolveSelection } from './select-crawler.ts';
import type { CrawlerOptions, CrawlerReport, CrawlerRow, CrawlerVerdict } from './types.ts';

/** Options of crawlerReport. */
export interface ReportOptions extends CrawlerOptions {
  /** The crawlers to report on; default every registry entry (CRAWLERS), in that order. */
  crawlers?: readonly CrawlerInfo[];
}

const BY_DEFAULT: CrawlerVerdict = { allowed: true, fromRule: false, line: null };

/** The verdict of merged `rules` for one extracted `path`, in `mode`. */
export function verdictFor(rules: AgentRules | null, path: string, mode: Mode): CrawlerVerdict {
  if (mode === 'rfc' && path === ROBOTS_TXT_PATH) return BY_DEFAULT;
  if (rules === null) return BY_DEFAULT;
  // The verdict-only lists of the index (./compile.ts): rules with priority > 0
  // that can match a path with this second character, best first.
  const list = verdictRules(rules, path);
  for (const r of list) {
    if (matchPattern(r.matcher, path)) {
      return { allowed: r.kind === 'allow', fromRule: true, line: r.line };
    }
  }
  return BY_DEFAULT;
}

/** `/` first, then `urls` in order without further `/` entries. */
export function reportUrls(urls: readonly string[]): string[] {
  return ['/', ...urls.filter((u) => u !== '/')];
}

/**
 * One row per crawler (default: every registry crawler) with its selected
 * groups, a verdict per URL (`/` first, see reportUrls), Crawl-delay and caveats,
 * in `options.mode` (default: the mode `compiled` was compiled in). Verdict
 * objects may be shared between rows; treat them as read-only. Never throws.
 */
export function crawlerReport(
  compiled: CompiledRobots,
  urls: readonly string[],
  options: ReportOptions = {},
): CrawlerReport {
  const c = compiledForMode(compiled, options.mode ?? compiled.mode);
  const mode = c.mode;
  const list = reportUrls(urls);
  const paths = list.map((u) => matchPathFromUrl(u, mode));
  const cache = new Map<AgentRules | null, CrawlerVerdict[]>();
  const rows: CrawlerRow[] = [];
  for (const crawler of options.crawlers ?? CRAWLERS) {
    const { selection, rules } = resolveSelection(c, crawler);
    let verdicts = cache.get(rules);
    if (verdicts === undefined) {
      verdicts = paths.map((path) => verdictFor(rules, path, mode));
      cache.set(rules, verdicts);
    }
    rows.push({
      token: crawler.token,
      category: crawler.category,
      operator: crawler.operator,
      selection,
      verdicts: verdicts.slice(),
      crawlDelay: crawlDelayOf(c.parsed, selection.groups, crawler),
      crawlDelaySupport: crawler.crawlDelay,
      caveats: caveatsFor(crawler, selection.via),
    });
  }
  return { mode, urls: list, rows };
}
