// evaluateCrawler: one registry crawler against one URL, by the registry
// evaluation rule of ./select-crawler.ts (own group, then documented fallbacks,
// then `*` unless the crawler ignores it), with the engine's Decision for the
// groups chosen, the Crawl-delay in effect and the caveats the UI shows.

import { compiledForMode, type CompiledRobots } from '../compile.ts';
import { groupHasRecords } from '../parse-index.ts';
import { evaluatePractice } from '../practice.ts';
import type { CrawlerInfo } from '../registry/index.ts';
import type { ParsedRobots } from '../types.ts';
import { resolveSelection } from './select-crawler.ts';
import type {
  CrawlDelayInEffect,
  CrawlerCaveat,
  CrawlerDecision,
  CrawlerOptions,
  CrawlerVia,
} from './types.ts';

/** RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed." (rfc mode) */
export const ROBOTS_TXT_PATH = '/robots.txt';

/**
 * The caveat codes with a short explanation each, in the order they are listed
 * on a row. The codes are stable; the wording is for tooltips and exports.
 */
export const CAVEATS: Readonly<Record<CrawlerCaveat, string>> = {
  'may-ignore-robots':
    'The operator says this crawler does not always obey robots.txt (or skips part of it).',
  'never-fetches':
    'A control token: it sends no requests, so only robots.txt expresses the choice for it.',
  'fallback-used': 'No group names it; the group of its documented fallback token decided.',
  'token-cut':
    'Not a valid RFC 9309 token: a User-agent line naming it is read cut (Google) or not at all (rfc).',
  'low-confidence': 'The registry entry is weakly sourced.',
};

/** The caveats of `crawler` when its groups were chosen by `via`, in CAVEATS order. */
export function caveatsFor(crawler: CrawlerInfo, via: CrawlerVia): CrawlerCaveat[] {
  const out: CrawlerCaveat[] = [];
  if (crawler.honours === 'no' || crawler.honours === 'partial') out.push('may-ignore-robots');
  if (!crawler.fetches) out.push('never-fetches');
  if (via === 'fallback') out.push('fallback-used');
  if (!crawler.rfcValidToken) out.push('token-cut');
  if (crawler.confidence === 'low') out.push('low-confidence');
  return out;
}

/**
 * The first Crawl-delay record (file order) of `groups`, with the crawler's
 * documented support, or `null` when those groups have none. Crawl-delay is not
 * part of RFC 9309; Google ignores it.
 */
export function crawlDelayOf(
  parsed: ParsedRobots,
  groups: readonly number[],
  crawler: CrawlerInfo,
): CrawlDelayInEffect | null {
  const record = crawlDelayRecord(parsed, groups);
  return record === null ? null : { ...record, honoured: crawler.crawlDelay };
}

/**
 * The first Crawl-delay record (file order) of `groups`, or `null`: crawlDelayOf
 * without the crawler's support, shared by every crawler with those groups.
 */
export function crawlDelayRecord(
  parsed: ParsedRobots,
  groups: readonly number[],
): Omit<CrawlDelayInEffect, 'honoured'> | null {
  for (const index of groups) {
    // Asked of the parse's index first: most groups have no such record, and the
    // groups are then not built to find it out.
    if (!groupHasRecords(parsed, index)) continue;
    const g = parsed.groups[index];
    if (!g) continue;
    for (const lineNo of g.records) {
      const line = parsed.lines[lineNo - 1];
      if (line?.reading?.directive !== 'crawl-delay') continue;
      const value = line.value?.text ?? '';
      const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
      return { value, seconds, line: lineNo };
    }
  }
  return null;
}

/**
 * How `crawler` reads `url` under the registry evaluation rule (own group, then
 * its fallback chain, then `*` unless it ignores `*`), in `options.mode` (default:
 * the mode `compiled` was compiled in). Never throws.
 */
export function evaluateCrawler(
  compiled: CompiledRobots,
  crawler: CrawlerInfo,
  url: string,
  options: CrawlerOptions = {},
): CrawlerDecision {
  const c = compiledForMode(compiled, options.mode ?? compiled.mode);
  const { selection } = resolveSelection(c, crawler);
  const decision = evaluatePractice(c, crawler, selection, url);
  const via = selection.via;
  return {
    crawler,
    allowed: decision.allowed,
    decision,
    via,
    reason: via === 'ignores-star' ? 'ignores-star-no-group' : decision.reason,
    fromRule: decision.reason === 'rule',
    selection,
    crawlDelay: crawlDelayOf(c.parsed, selection.groups, crawler),
    caveats: caveatsFor(crawler, via),
  };
}
