import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_KEYS,
  CRAWLERS,
  POPULAR_TOKENS,
  PRESETS,
  crawlerRank,
  crawlDelaySupporters,
  crawlersByCategory,
  fallbackChain,
  findCrawler,
  loadCrawlerSources,
} from '../../../src/core/registry/index.ts';
import type { CrawlerCategory, CrawlerInfo } from '../../../src/core/registry/index.ts';

const tokens = (list: readonly CrawlerInfo[]): string[] => list.map((c) => c.token);

// Counts from /shared/reference/crawlers.md (all entries, curated entries), except
// that ai-training keeps only operator-documented training crawlers; the other 35
// reference ai-training entries are filed under other (categories.test.ts).
const COUNTS: Record<CrawlerCategory, [all: number, curated: number]> = {
  search: [21, 21],
  'user-initiated': [47, 15],
  other: [85, 18],
  'ai-training': [7, 7],
  'ai-search': [21, 10],
  'seo-tool': [10, 10],
  ads: [6, 6],
  'control-token': [2, 2],
  'social-preview': [2, 2],
  archive: [1, 1],
};

describe('registry data', () => {
  it('holds every sourced entry of the reference: 92 curated, 110 from the community list', async () => {
    expect(CRAWLERS).toHaveLength(202);
    expect(CRAWLERS.filter((c) => c.sourceKind === 'curated')).toHaveLength(92);
    expect(CRAWLERS.filter((c) => c.sourceKind === 'community-list')).toHaveLength(110);
    for (const crawler of CRAWLERS)
      expect((await loadCrawlerSources(crawler.token)).length, crawler.token).toBeGreaterThan(0);
  });

  it('loads the sources of a token or alias, case-insensitively, and none for an unknown one', async () => {
    const googlebot = await loadCrawlerSources('googlebot');
    expect(googlebot).toContain(
      'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
    );
    const withAlias = CRAWLERS.find((c) => c.aliases.length > 0);
    expect(await loadCrawlerSources(withAlias?.aliases[0] ?? '')).toEqual(
      await loadCrawlerSources(withAlias?.token ?? ''),
    );
    expect(await loadCrawlerSources('NoSuchBot')).toEqual([]);
  });

  // The sources module is fetched apart; a token in one and not the other would
  // show an entry without its sources.
  it('has sources for exactly the registry tokens', async () => {
    const { CRAWLER_SOURCES } = await import('../../../src/core/registry/crawler-sources.ts');
    expect([...CRAWLER_SOURCES.keys()]).toEqual(CRAWLERS.map((c) => c.token));
  });

  it.each(Object.entries(COUNTS))('category %s has the reference counts', (category, counts) => {
    const list = crawlersByCategory(category as CrawlerCategory);
    expect([list.length, list.filter((c) => c.sourceKind === 'curated').length]).toEqual(counts);
    expect(list.every((c) => c.category === category)).toBe(true);
  });

  it('has one entry per token, compared case-insensitively, aliases included', () => {
    const owners = new Map<string, string>();
    for (const crawler of CRAWLERS) {
      for (const name of [crawler.token, ...crawler.aliases]) {
        const owner = owners.get(name.toLowerCase());
        expect(owner === undefined || owner === crawler.token, name).toBe(true);
        owners.set(name.toLowerCase(), crawler.token);
      }
    }
  });

  it('gives curated entries a short summary of their own and community entries none', () => {
    for (const crawler of CRAWLERS) {
      if (crawler.sourceKind === 'community-list') {
        expect(crawler.summary, crawler.token).toBeNull();
        expect(crawler.confidence, crawler.token).toBe('low');
      } else {
        expect(crawler.summary, crawler.token).toMatch(/^\S.{10,180}\.$/);
      }
    }
  });

  it('computes the token facts the way RFC 9309 and Google’s parser read the name', () => {
    for (const crawler of CRAWLERS) {
      // RFC 9309 §2.2.1: a product token is letters, `-` and `_`.
      expect(crawler.rfcValidToken, crawler.token).toBe(/^[A-Za-z_-]+$/.test(crawler.token));
      // google-specific: the parser keeps the leading run of those characters.
      expect(crawler.googleEffectiveToken, crawler.token).toBe(
        /^[A-Za-z_-]*/.exec(crawler.token)?.[0],
      );
    }
    expect(CRAWLERS.filter((c) => !c.rfcValidToken)).toHaveLength(18);
  });

  it.each([
    ['MJ12bot', 'MJ'],
    ['AI2Bot', 'AI'],
    ['archive.org_bot', 'archive'],
    ['ChatGPT Agent', 'ChatGPT'],
    ['Googlebot', 'Googlebot'],
  ])('google-specific: %s is read as %s', (token, effective) => {
    expect(findCrawler(token)?.googleEffectiveToken).toBe(effective);
  });

  it('marks exactly the crawlers that ignore the * group', () => {
    expect(tokens(CRAWLERS.filter((c) => c.ignoresStar))).toEqual([
      'APIs-Google',
      'AdsBot-Google',
      'AdsBot-Google-Mobile',
      'Mediapartners-Google',
    ]);
    expect(findCrawler('AdsBot-Google')?.ignoresStar).toBe(true);
    expect(findCrawler('Googlebot')?.ignoresStar).toBe(false);
  });

  it('marks the tokens that never send requests', () => {
    expect(tokens(CRAWLERS.filter((c) => !c.fetches))).toEqual([
      'Googlebot-News',
      'Google-Extended',
      'Applebot-Extended',
      'Yandex',
    ]);
    expect(findCrawler('Google-Extended')?.fetches).toBe(false);
    expect(findCrawler('Google-Extended')?.category).toBe('control-token');
  });

  it('keeps the operator’s wording as the citation for honours', () => {
    const perplexityUser = findCrawler('Perplexity-User');
    expect(perplexityUser?.honours).toBe('no');
    expect(perplexityUser?.honoursQuote).toBe('generally ignores robots.txt rules');
    expect(findCrawler('Claude-User')?.honours).toBe('yes');
    expect(findCrawler('KunatoCrawler')?.honoursQuote).toBeNull();
  });
});

describe('CATEGORIES', () => {
  it('describes every category with a label, in display order', () => {
    expect(new Set(CATEGORY_KEYS)).toEqual(new Set(Object.keys(COUNTS)));
    expect(CATEGORY_KEYS).toHaveLength(10);
    expect(CATEGORY_KEYS.slice(0, 3)).toEqual(['search', 'ai-training', 'ai-search']);
    expect(CATEGORIES['ai-training'].label).toBe('AI training');
    expect(CATEGORIES['seo-tool'].label).toBe('SEO tool');
    for (const key of CATEGORY_KEYS) expect(CATEGORIES[key].description).toMatch(/^\S.+\.$/);
  });
});

describe('findCrawler', () => {
  it.each([
    ['Googlebot', 'Googlebot'],
    ['googlebot', 'Googlebot'],
    ['GOOGLEBOT-IMAGE', 'Googlebot-Image'],
    ['Meta-ExternalAgent', 'meta-externalagent'],
    ['Qwantify', 'Qwantbot'],
    ['mistralai-user/1.0', 'MistralAI-User'],
    ['YandexAdditionalBot', 'YandexAdditional'],
  ])('%s → %s', (input, token) => {
    expect(findCrawler(input)?.token).toBe(token);
  });

  it.each(['', '*', 'Googlebot ', 'Googlebot/2.1', 'MJ', 'NoSuchBot'])(
    '%j names no crawler',
    (input) => {
      expect(findCrawler(input)).toBeNull();
    },
  );
});

describe('fallbackChain', () => {
  it.each([
    ['Applebot', ['Googlebot']],
    ['Googlebot-Image', ['Googlebot']],
    ['googlebot-news', ['Googlebot']],
    ['Google-InspectionTool', ['Googlebot']],
    ['GoogleOther-Video', ['GoogleOther']],
    ['YandexBot', ['Yandex']],
    ['YandexAdditionalBot', ['Yandex']],
    ['bingbot', ['msnbot']],
    ['Baiduspider-image', ['Baiduspider']],
    ['Googlebot', []],
    ['AdsBot-Google-Mobile', []],
    ['NoSuchBot', []],
  ])('%s → %j', (token, chain) => {
    expect(fallbackChain(token)).toEqual(chain);
  });

  it('only names registry tokens, in their registry spelling', () => {
    for (const crawler of CRAWLERS) {
      for (const next of crawler.fallback)
        expect(findCrawler(next)?.token, crawler.token).toBe(next);
      for (const next of fallbackChain(crawler.token)) expect(findCrawler(next)?.token).toBe(next);
    }
  });

  it('finds no cycle in the documented fallbacks', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const walk = (token: string): void => {
      if (done.has(token)) return;
      expect(visiting.has(token), `cycle through ${token}`).toBe(false);
      visiting.add(token);
      for (const next of findCrawler(token)?.fallback ?? []) walk(next);
      visiting.delete(token);
      done.add(token);
    };
    for (const crawler of CRAWLERS) walk(crawler.token);
    expect(done.size).toBe(CRAWLERS.length);
  });
});

describe('crawlDelaySupporters', () => {
  it('lists the crawlers whose operators document Crawl-delay', () => {
    expect(tokens(crawlDelaySupporters())).toEqual([
      'bingbot',
      'msnbot',
      'ClaudeBot',
      'Claude-SearchBot',
      'Claude-User',
      'CCBot',
      'Diffbot',
      'AhrefsBot',
      'AhrefsSiteAudit',
      'MJ12bot',
    ]);
    expect(findCrawler('Googlebot')?.crawlDelay).toBe('no');
    expect(findCrawler('YandexBot')?.crawlDelay).toBe('no');
  });
});

describe('PRESETS', () => {
  const preset = (id: string): readonly string[] => PRESETS.find((p) => p.id === id)?.tokens ?? [];

  it('holds curated, active registry tokens only, under unique ids', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    for (const { id, tokens: list } of PRESETS) {
      expect(list.length, id).toBeGreaterThan(0);
      for (const token of list) {
        const crawler = findCrawler(token);
        expect(crawler?.token, `${id}: ${token}`).toBe(token);
        expect(crawler?.sourceKind).toBe('curated');
        expect(crawler?.status).toBe('active');
      }
    }
  });

  it('offers search engines that send requests', () => {
    expect(preset('search')).toEqual(
      expect.arrayContaining(['Googlebot', 'bingbot', 'YandexBot', 'Applebot']),
    );
    expect(preset('search')).not.toContain('Yandex');
    expect(preset('search')).not.toContain('Googlebot-News');
    expect(preset('search')).not.toContain('msnbot');
  });

  it('offers Google’s family, AI training, AI search and user-initiated fetchers', () => {
    expect(preset('google')).toHaveLength(23);
    expect(preset('google')).toEqual(
      expect.arrayContaining(['Googlebot', 'AdsBot-Google', 'Google-Extended']),
    );
    expect(preset('ai-training')).toEqual(
      expect.arrayContaining([
        'GPTBot',
        'ClaudeBot',
        'CCBot',
        'Google-Extended',
        'Applebot-Extended',
      ]),
    );
    expect(preset('ai-training')).not.toContain('anthropic-ai');
    expect(preset('ai-search')).toEqual(expect.arrayContaining(['OAI-SearchBot', 'PerplexityBot']));
    expect(preset('user-initiated')).toEqual(
      expect.arrayContaining(['ChatGPT-User', 'Claude-User']),
    );
    expect(preset('user-initiated')).not.toContain('GPTBot');
  });
});

describe('popularity', () => {
  it('ranks registry tokens only, each once, written as the registry writes them', () => {
    expect(new Set(POPULAR_TOKENS.map((t) => t.toLowerCase())).size).toBe(POPULAR_TOKENS.length);
    for (const token of POPULAR_TOKENS) expect(findCrawler(token)?.token).toBe(token);
  });

  it('gives Googlebot rank 0, shares a rank across spellings, and ranks the rest null', () => {
    expect(crawlerRank('Googlebot')).toBe(0);
    expect(crawlerRank('googlebot')).toBe(0);
    expect(crawlerRank('Meta-ExternalAgent')).toBe(crawlerRank('meta-externalagent'));
    expect(crawlerRank('GPTBot')).toBeLessThan(crawlerRank('GoogleOther') ?? Infinity);
    expect(crawlerRank('GoogleProducer')).toBeNull();
    expect(crawlerRank('NoSuchBot')).toBeNull();
  });
});
