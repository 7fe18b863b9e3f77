// The category decisions a "block AI training" group relies on: a crawler is
// filed under ai-training only when its operator documents that what it fetches
// may train AI models, and the source saying so is one of the entry's sources.

import { describe, expect, it } from 'vitest';
import {
  crawlersByCategory,
  findCrawler,
  loadCrawlerSources,
} from '../../../src/core/registry/index.ts';

// Token → the operator page that documents the training purpose.
const DOCUMENTED_TRAINING: readonly [token: string, source: string][] = [
  ['Amazonbot', 'https://developer.amazon.com/amazonbot'],
  ['GPTBot', 'https://developers.openai.com/api/docs/bots'],
  [
    'ClaudeBot',
    'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  ],
  ['meta-externalagent', 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/'],
  ['CCBot', 'https://commoncrawl.org/ccbot'],
  ['MistralAI-Training', 'https://docs.mistral.ai/robots'],
  ['AI2Bot', 'https://allenai.org/crawler'],
];

// Control tokens whose operator documents them as the opt-out from training.
const TRAINING_OPT_OUTS: readonly [token: string, source: string][] = [
  ['Google-Extended', 'https://developers.google.com/crawling/docs/google-extended'],
  ['Applebot-Extended', 'https://support.apple.com/en-us/119829'],
];

// Generic tools and frameworks, and tokens only a community list calls training crawlers.
const NOT_TRAINING = [
  'Spider',
  'Scrapy',
  'Lightpanda',
  'img2dataset',
  'imageSpider',
  'Bytespider',
  'cohere-training-data-crawler',
  'DeepSeekBot',
  'anthropic-ai',
  'FacebookBot',
] as const;

describe('ai-training holds the crawlers whose operator documents training', () => {
  it.each(DOCUMENTED_TRAINING)('%s is an AI training crawler (%s)', async (token, source) => {
    expect(findCrawler(token)?.category).toBe('ai-training');
    expect(findCrawler(token)?.sourceKind).toBe('curated');
    expect(await loadCrawlerSources(token)).toContain(source);
  });

  it('holds no other crawler', () => {
    expect(crawlersByCategory('ai-training').map((c) => c.token)).toEqual(
      DOCUMENTED_TRAINING.map(([token]) => token),
    );
  });

  it.each(TRAINING_OPT_OUTS)('%s is a control token (%s)', async (token, source) => {
    expect(findCrawler(token)?.category).toBe('control-token');
    expect(await loadCrawlerSources(token)).toContain(source);
  });

  it.each(NOT_TRAINING)('%s is not an AI training crawler', (token) => {
    expect(findCrawler(token)?.category).toBe('other');
  });
});
