// crawlerReport: every registry crawler against a list of URLs, verdicts only.
//
// Same rule and same answers as evaluateCrawler, built for speed: group
// selection runs once per crawler, each URL's path is extracted once, and the
// verdicts and Crawl-delay of one merged rule set are computed once and shared
// by every crawler that selects it (most crawlers share the `*` group). A
// verdict is the first matching rule with priority > 0 in best-first order
// (RFC 9309 §2.2.2; google-specific: Allow wins ties), found through the rule
// set's verdict index (./verdict-index.ts), which tests only the rules whose
// literal start begins the path.

import {
  compiledForMode,
  verdictRules,
  RULE_ALLOW,
  type AgentRules,
  type CompiledRobots,
  type RuleOrder,
} from '../compile.ts';
import { matchPattern } from '../pattern.ts';
import { CRAWLERS, type CrawlerInfo } from '../registry/index.ts';
import type { Mode } from '../types.ts';
import { matchPathFromUrl } from '../url.ts';
import { caveatsFor, crawlDelayRecord, ROBOTS_TXT_PATH } from './evaluate-crawler.ts';
import { resolveSelection, type SelectionCache } from './select-crawler.ts';
import type {
  CrawlDelayInEffect,
  CrawlerOptions,
  CrawlerReport,
  CrawlerRow,
  CrawlerVerdict,
} from './types.ts';
import { decidingId, verdictIndex } from '../verdict-index.ts';

/** Options of crawlerReport. */
export interface ReportOptions extends CrawlerOptions {
  /** The crawlers to report on; default every registry entry (CRAWLERS), in that order. */
  crawlers?: readonly CrawlerInfo[];
}

const BY_DEFAULT: CrawlerVerdict = { allowed: true, fromRule: false, line: null };

/**
 * The verdict of merged `rules` for one extracted `path`, in `mode`: a walk
 * over the rules sharing the path's second character. verdictOf gives the same
 * answer faster. Never throws.
 */
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

/**
 * The verdict of the rule ids `order` (of `compiled`, `null` when no group
 * applies) for one extracted `path`, in the mode `compiled` was compiled in:
 * the same answer as verdictFor on the same groups' merged rules. Never throws.
 */
export function verdictOf(
  compiled: CompiledRobots,
  order: RuleOrder | null,
  path: string,
): CrawlerVerdict {
  if (compiled.mode === 'rfc' && path === ROBOTS_TXT_PATH) return BY_DEFAULT;
  if (order === null) return BY_DEFAULT;
  const table = compiled.table;
  const id = decidingId(table, verdictIndex(table, order), path);
  if (id < 0) return BY_DEFAULT;
  return {
    allowed: ((table.flags[id] as number) & RULE_ALLOW) !== 0,
    fromRule: true,
    line: table.line[id] as number,
  };
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
  const verdictsOf = new Map<RuleOrder | null, CrawlerVerdict[]>();
  const delays = new Map<RuleOrder | null, Omit<CrawlDelayInEffect, 'honoured'> | null>();
  const rows: CrawlerRow[] = [];
  const shared: SelectionCache = new Map();
  for (const crawler of options.crawlers ?? CRAWLERS) {
    const { selection, order } = resolveSelection(c, crawler, shared);
    let verdicts = verdictsOf.get(order);
    if (verdicts === undefined) {
      verdicts = paths.map((path) => verdictOf(c, order, path));
      verdictsOf.set(order, verdicts);
    }
    let delay = delays.get(order);
    if (delay === undefined) {
      delay = crawlDelayRecord(c.parsed, selection.groups);
      delays.set(order, delay);
    }
    rows.push({
      token: crawler.token,
      category: crawler.category,
      operator: crawler.operator,
      selection,
      verdicts: verdicts.slice(),
      crawlDelay: delay === null ? null : { ...delay, honoured: crawler.crawlDelay },
      crawlDelaySupport: crawler.crawlDelay,
      caveats: caveatsFor(crawler, selection.via),
    });
  }
  return { mode, urls: list, rows };
}
