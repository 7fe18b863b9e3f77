// The shape of the crawler registry: what the app knows about each robots.txt
// product token beyond RFC 9309 (who runs it, what it is for, which quirks an
// evaluator has to model). Facts come from /shared/reference/crawlers.json;
// category descriptions and crawler summaries are our own wording.

/**
 * The registry's categories, in display order, with a short label for tables and
 * a one-line description for hover help and filters.
 */
export const CATEGORIES = {
  search: {
    label: 'Search',
    description: 'Builds the index of a search engine, general or specialised.',
  },
  'ai-training': {
    label: 'AI training',
    description: 'Collects pages that may end up in the training data of AI models.',
  },
  'ai-search': {
    label: 'AI search',
    description: 'Indexes pages for AI answer engines that quote and link their sources.',
  },
  'user-initiated': {
    label: 'User-initiated',
    description:
      'Fetches a page because one person asked for it (assistants, agents, feed readers, checks).',
  },
  'control-token': {
    label: 'Control token',
    description:
      'Sends no requests; naming it in robots.txt states how content fetched by other crawlers may be used.',
  },
  'seo-tool': {
    label: 'SEO tool',
    description: 'Crawls for backlink indexes, site audits and other SEO products.',
  },
  'social-preview': {
    label: 'Social preview',
    description: 'Reads a shared link to draw its preview card in a social or messaging app.',
  },
  ads: {
    label: 'Ads',
    description: 'Checks ad landing pages or reads pages to match ads to them.',
  },
  archive: {
    label: 'Archive',
    description: 'Keeps copies of pages for a web archive.',
  },
  other: {
    label: 'Other',
    description: 'Everything else: research crawls, enterprise search, data vendors, tooling.',
  },
} as const;

/** One of the ten registry categories (the keys of `CATEGORIES`). */
export type CrawlerCategory = keyof typeof CATEGORIES;

/** The category keys in display order. */
export const CATEGORY_KEYS = Object.keys(CATEGORIES) as readonly CrawlerCategory[];

/**
 * Whether the operator says the crawler obeys robots.txt. `'partial'`: it obeys
 * groups that name it but skips part of the protocol (ignores `*`, or may bypass
 * the file for user-requested or security fetches).
 */
export type CrawlerHonours = 'yes' | 'no' | 'partial' | 'unknown';

/** Whether the operator documents honouring Crawl-delay. */
export type CrawlDelaySupport = 'yes' | 'no' | 'unknown';

/** `'legacy'`: an old token that operators no longer list but files still name. */
export type CrawlerStatus = 'active' | 'legacy';

/**
 * How far an entry can be trusted: `high` (operator docs read), `medium` (operator
 * docs via a faithful copy, or partly), `low` (community list or conflicting reports).
 */
export type CrawlerConfidence = 'high' | 'medium' | 'low';

/**
 * `curated`: researched against operator documentation; `community-list`: imported
 * from the ai.robots.txt project without an operator check.
 */
export type CrawlerSourceKind = 'curated' | 'community-list';

/**
 * What the registry knows about one robots.txt product token. Plain data. The URLs
 * the facts come from are fetched apart, when shown (`loadCrawlerSources`).
 */
export interface CrawlerInfo {
  /** The product token as its operator writes it (compared case-insensitively, RFC 9309 §2.2.1). */
  token: string;
  /** Other spellings seen in the wild: case variants, versioned or older names. */
  aliases: readonly string[];
  /** Who runs it; `null` when unknown. */
  operator: string | null;
  category: CrawlerCategory;
  /** One sentence in our own words; `null` for community-list entries the source does not describe. */
  summary: string | null;
  honours: CrawlerHonours;
  /** The operator's wording behind `honours` (a citation, kept as written), or `null`. */
  honoursQuote: string | null;
  crawlDelay: CrawlDelaySupport;
  /**
   * Tokens whose groups apply, in order, when no group names this token, before
   * `*` (e.g. Googlebot-Image → Googlebot). Empty: straight to `*`.
   */
  fallback: readonly string[];
  /** True when the crawler never applies the `*` group and must be named. */
  ignoresStar: boolean;
  /** False for tokens that never appear in a request (control and umbrella tokens). */
  fetches: boolean;
  status: CrawlerStatus;
  confidence: CrawlerConfidence;
  sourceKind: CrawlerSourceKind;
  /** True when the token is a valid RFC 9309 product token (letters, `-` and `_` only). */
  rfcValidToken: boolean;
  /**
   * google-specific: what Google's parser keeps of a `User-agent:` line naming this
   * token (the leading run of letters, `-` and `_`), e.g. `MJ12bot` → `MJ`.
   */
  googleEffectiveToken: string;
}
