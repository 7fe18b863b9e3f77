// The crawler registry: every known robots.txt product token with its operator,
// purpose and the quirks an evaluator must model beyond RFC 9309 (documented
// fallback groups, crawlers that ignore `*`, tokens that never fetch), plus
// lookups for the linter, hover help and the crawler presets. Pure data and
// functions; built once when the module loads. The source URLs behind the facts
// are a module of their own, fetched on first request (loadCrawlerSources), so
// the page's first download carries only what the editor and engine use.

import { CRAWLERS } from './crawlers.ts';
import type { CrawlerCategory, CrawlerInfo } from './types.ts';

export * from './types.ts';
export { CRAWLERS };
export { POPULAR_TOKENS, crawlerRank } from './popularity.ts';
export { defaultSuggestDistance, suggestCrawler, type CrawlerSuggestion } from './suggest.ts';

// RFC 9309 §2.2.1: product tokens compare case-insensitively, so one lower-cased
// key per token and per alias.
const byName = new Map<string, CrawlerInfo>();
for (const crawler of CRAWLERS) {
  for (const name of [crawler.token, ...crawler.aliases]) byName.set(name.toLowerCase(), crawler);
}

/**
 * The registry entry whose token or alias is `token`, compared case-insensitively
 * (`googlebot`, `Meta-ExternalAgent`, `Qwantify`), or `null`. The text is taken as
 * is: no trimming, no stripping of a `/version` suffix.
 */
export function findCrawler(token: string): CrawlerInfo | null {
  return byName.get(token.toLowerCase()) ?? null;
}

let sources: Promise<ReadonlyMap<string, readonly string[]>> | null = null;

/**
 * The URLs the facts of `token`'s registry entry come from (token or alias, compared
 * case-insensitively like findCrawler); empty for a token the registry does not
 * know. The first call fetches them; rejects only when that fetch fails (a later
 * call tries again).
 */
export async function loadCrawlerSources(token: string): Promise<readonly string[]> {
  sources ??= import('./crawler-sources.ts').then(
    (module) => module.CRAWLER_SOURCES,
    (error: unknown) => {
      sources = null;
      throw error;
    },
  );
  const crawler = findCrawler(token);
  return crawler === null ? [] : ((await sources).get(crawler.token) ?? []);
}

const byCategory = new Map<CrawlerCategory, CrawlerInfo[]>();
for (const crawler of CRAWLERS) {
  const list = byCategory.get(crawler.category);
  if (list === undefined) byCategory.set(crawler.category, [crawler]);
  else list.push(crawler);
}

/** The registry entries of one category, in registry order (curated first). */
export function crawlersByCategory(category: CrawlerCategory): readonly CrawlerInfo[] {
  return byCategory.get(category) ?? [];
}

/**
 * The tokens whose groups a crawler uses, in order, when no group names it and
 * before `*`: its documented fallbacks, each followed by that token's own
 * fallbacks (depth first), without repeats and without `token` itself, so a cycle
 * cannot loop. Empty for tokens without fallbacks and for unknown tokens.
 * google-specific example: `Googlebot-Image` → `['Googlebot']`; Apple documents
 * `Applebot` → `['Googlebot']`.
 */
export function fallbackChain(token: string): readonly string[] {
  const start = findCrawler(token);
  if (start === null) return [];
  const chain: string[] = [];
  const seen = new Set<CrawlerInfo>([start]);
  const visit = (crawler: CrawlerInfo): void => {
    for (const next of crawler.fallback) {
      const entry = findCrawler(next);
      if (entry === null || seen.has(entry)) continue;
      seen.add(entry);
      chain.push(entry.token);
      visit(entry);
    }
  };
  visit(start);
  return chain;
}

const delaySupporters = CRAWLERS.filter((crawler) => crawler.crawlDelay === 'yes');

/**
 * The registry crawlers whose operators document honouring Crawl-delay (a record
 * outside RFC 9309; Google and Yandex ignore it). Everyone else is `'no'` or
 * `'unknown'` in `CrawlerInfo.crawlDelay`.
 */
export function crawlDelaySupporters(): readonly CrawlerInfo[] {
  return delaySupporters;
}

/** Ids of the one-click agent presets. */
export type CrawlerPresetId = 'search' | 'google' | 'ai-training' | 'ai-search' | 'user-initiated';

/** A named set of registry tokens that can be picked in one click. */
export interface CrawlerPreset {
  id: CrawlerPresetId;
  label: string;
  /** One sentence: which tokens the preset holds. */
  description: string;
  /** Registry tokens, in registry order. */
  tokens: readonly string[];
}

// Presets hold the well-known names: curated (operator-documented), active entries.
const isWellKnown = (crawler: CrawlerInfo): boolean =>
  crawler.sourceKind === 'curated' && crawler.status === 'active';

const tokensWhere = (keep: (crawler: CrawlerInfo) => boolean): readonly string[] =>
  CRAWLERS.filter((crawler) => isWellKnown(crawler) && keep(crawler)).map((c) => c.token);

/**
 * The one-click agent presets, built from the registry: search engines, Google's
 * crawler family, AI training (crawlers plus the control tokens that opt out of
 * training), AI search and answer engines, and user-initiated fetchers. Each holds
 * curated, active entries only.
 */
export const PRESETS: readonly CrawlerPreset[] = [
  {
    id: 'search',
    label: 'Search engines',
    description: 'Crawlers that build a search engine’s index (tokens that send requests).',
    tokens: tokensWhere((c) => c.category === 'search' && c.fetches),
  },
  {
    id: 'google',
    label: 'Google crawlers',
    description:
      'Every token Google documents: its crawlers, special-case crawlers, fetchers and Google-Extended.',
    tokens: tokensWhere((c) => c.operator === 'Google'),
  },
  {
    id: 'ai-training',
    label: 'AI training',
    description:
      'Crawlers that collect training data, and the control tokens that opt content out of training.',
    tokens: tokensWhere((c) => c.category === 'ai-training' || c.category === 'control-token'),
  },
  {
    id: 'ai-search',
    label: 'AI search & answers',
    description: 'Crawlers that index pages for AI search and answer engines.',
    tokens: tokensWhere((c) => c.category === 'ai-search'),
  },
  {
    id: 'user-initiated',
    label: 'User-initiated fetchers',
    description: 'Fetchers that open a page because a person asked; many of them skip robots.txt.',
    tokens: tokensWhere((c) => c.category === 'user-initiated'),
  },
];
