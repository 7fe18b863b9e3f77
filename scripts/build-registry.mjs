// Generates src/core/registry/crawlers.ts (the facts every consumer needs) and
// crawler-sources.ts (the URLs behind them, loaded only when shown) from the shared reference data
// (../shared/reference/crawlers.json next to the repository). Run it by hand when
// the reference data changes: `node scripts/build-registry.mjs`. Neither the build
// nor the tests need it; the generated file is committed. A path given as the first
// argument reads the reference from there instead.
//
// It keeps the facts, drops the long notes, and replaces each `description` with
// a summary written for this project (SUMMARIES below). It stops with an error when
// the data breaks an assumption the app relies on.

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const SOURCE = process.argv[2] ?? new URL('../../shared/reference/crawlers.json', import.meta.url);
const TARGET = new URL('../src/core/registry/crawlers.ts', import.meta.url);
const SOURCES_TARGET = new URL('../src/core/registry/crawler-sources.ts', import.meta.url);

/** The community list most entries were imported from; emitted once as a constant. */
const AI_ROBOTS_TXT = 'https://github.com/ai-robots-txt/ai.robots.txt/blob/main/robots.json';

/** Our own one-sentence summary of every entry the reference describes. */
const SUMMARIES = {
  Googlebot:
    'The crawler behind Google Search, for mobile and desktop alike; its fetches also serve News, Discover, Images and Video.',
  'Googlebot-Image':
    'Fetches image URLs for Google Images and the pictures shown in Search and Discover.',
  'Googlebot-Video': 'Fetches video URLs for the video features of Google Search.',
  'Googlebot-News':
    'Decides what Google News may crawl; its requests carry the normal Googlebot user-agent, never this token.',
  'Storebot-Google': 'Crawls product pages for Google Shopping.',
  'Google-InspectionTool':
    'Used by Search Console URL Inspection and the Rich Results Test; behaves like Googlebot otherwise.',
  GoogleOther:
    'All-purpose Google crawler for one-off and research crawls by product teams, not for Search indexing.',
  'GoogleOther-Image': 'The GoogleOther variant that fetches public image URLs.',
  'GoogleOther-Video': 'The GoogleOther variant that fetches public video URLs.',
  'Google-CloudVertexBot':
    'Crawls a site when its owner builds a Vertex AI Search or Agents app on it; Google Search is not affected.',
  'Google-Extended':
    'Never fetches: naming it tells Google whether content it crawled may go into training later Gemini versions and into grounding outside Search.',
  'APIs-Google': 'Delivers push notifications for Google APIs.',
  'AdsBot-Google': 'Checks the quality of Google Ads landing pages as a desktop browser.',
  'AdsBot-Google-Mobile': 'Checks the quality of Google Ads landing pages as a mobile browser.',
  'Mediapartners-Google': 'Reads pages so that AdSense and Ad Manager can show ads that fit them.',
  'Google-Safety':
    "Google's abuse crawler, for instance to find malware behind links posted on Google services.",
  'FeedFetcher-Google':
    'Retrieves RSS and Atom feeds that people or services such as Google News and WebSub subscribe to.',
  'Google-Read-Aloud': 'Fetches a page so Google can read it out when a user asks for it.',
  'Google-Site-Verification':
    'Looks up Search Console verification tokens when the site owner asks to be verified.',
  GoogleProducer: 'Fetches the feeds publishers hand to Google Publisher Center.',
  'Google-CWS':
    'Fetches, for the Chrome Web Store, the URLs that extension and theme developers list in their metadata.',
  'Google-GeminiNotebook': 'Fetches the sources a person adds to a Gemini notebook.',
  'Google-Agent':
    'Identifies AI agents running at Google (Project Mariner, for one) while they browse sites and take actions for a person.',
  bingbot: "Bing's main crawler; Microsoft Copilot answers draw on the same index.",
  msnbot: 'The Microsoft Live Search token that bingbot replaced.',
  adidxbot: 'Bing Ads crawler that visits ad landing pages to check their quality.',
  BingPreview: 'Retired Bing fetcher that took page snapshots for previews.',
  MicrosoftPreview: "Microsoft's fetcher for link previews and snapshots, replacing BingPreview.",
  Applebot:
    'Crawls for the search features of Siri, Safari and Spotlight; Apple may also train its foundation models on the data unless Applebot-Extended is disallowed.',
  'Applebot-Extended':
    'Never crawls: disallowing it means Apple will not train its foundation models on the content, which can still show up in search.',
  Amazonbot:
    "Amazon's crawler for improving its products and services; what it collects may train Amazon AI models.",
  'Amzn-SearchBot':
    'Crawls for search inside Amazon products such as Alexa and Rufus; Amazon says this data does not train generative AI.',
  'Amzn-User':
    'Fetches fresh pages when a user action needs them, such as an Alexa question; Amazon says this data does not train generative AI.',
  'amazon-QBusiness':
    'Indexes the sites an Amazon Q Business customer chooses into that customer’s enterprise assistant.',
  bedrockbot: 'Fetches the web sources a customer configures for an Amazon Bedrock knowledge base.',
  GPTBot:
    'OpenAI crawler collecting pages that OpenAI may train its generative foundation models on.',
  'OAI-SearchBot':
    'Crawls so that sites can be shown in ChatGPT search; OpenAI says it does not train models on it.',
  'ChatGPT-User':
    'Opens pages when ChatGPT or a Custom GPT acts on a request from a user; it neither crawls on its own nor feeds training.',
  'OAI-AdsBot':
    'Visits only the destination pages of ads placed in ChatGPT, to check that they are safe.',
  ClaudeBot: 'Anthropic crawler for web content that may be used to train its generative models.',
  'Claude-SearchBot': 'Crawls to make the results of Claude’s search more relevant and accurate.',
  'Claude-User': 'Fetches a page when a question from a Claude user needs content from the web.',
  'anthropic-ai': 'An older Anthropic token that Anthropic no longer lists among its crawlers.',
  'Claude-Web': 'An older Anthropic token, absent from Anthropic’s current crawler list.',
  PerplexityBot:
    'Indexes sites so Perplexity can show and link them in its answers; Perplexity says it does not crawl for foundation-model training.',
  'Perplexity-User':
    'Fetches pages while answering a Perplexity user’s question or following one of its citations.',
  'meta-externalagent':
    'Meta crawler whose purposes include foundation-model training and direct indexing to improve Meta products.',
  'meta-webindexer': 'Crawls for Meta AI search, so that Meta AI can cite and link the pages.',
  'meta-externalfetcher':
    'Fetches single links on a user’s request, for Meta’s agentic AI features and for shared links.',
  'meta-externalads': 'Crawls to improve Meta’s advertising and business tools.',
  facebookexternalhit:
    'Reads the title, description and image of a page when someone shares it in Messenger, Instagram or Facebook.',
  FacebookBot: 'An older Meta token, documented as crawling to train speech recognition.',
  CCBot:
    'Gathers the open Common Crawl dataset for research and analysis, which many others use to train AI models.',
  'MistralAI-User':
    'Opens pages when a person acts in Le Chat or Vibe and links them as sources; no crawling of its own and no training.',
  'MistralAI-Index':
    'Crawls only to build Mistral’s search index, never for generative-AI training.',
  'MistralAI-Training':
    'Collects web content for the datasets Mistral trains its generative models on.',
  DuckDuckBot: 'The crawler behind DuckDuckGo search results.',
  DuckAssistBot:
    'Fetches pages on the fly for the cited AI answers of DuckAssist; DuckDuckGo says the data trains no models.',
  YandexBot: 'The main Yandex indexing robot.',
  Yandex:
    'Umbrella token: every Yandex robot matches it as a substring, but no crawler sends it as its own name.',
  YandexImages: 'Indexes pictures for Yandex Images.',
  YandexAdditional: 'Yandex robot that collects data for the quick answers YandexGPT writes.',
  Baiduspider: 'The crawler of the Baidu search engine.',
  'Baiduspider-image': 'Crawls pictures for Baidu image search.',
  Bytespider:
    'Crawler of ByteDance, the owner of TikTok; reports link it to search, to recommendations and to LLM training.',
  PetalBot:
    'Crawls for Huawei Petal Search; Huawei also uses the content for suggestions in its assistant and its AI search.',
  Yeti: 'The search crawler of Naver, the South Korean portal.',
  SeznamBot: 'Crawls for Seznam, a search engine based in the Czech Republic.',
  Qwantbot: 'Crawls for Qwant, the French search engine.',
  Bravebot: 'A token attributed to the crawler of Brave Search.',
  YouBot: 'Crawls for the You.com search engine and its LLM answers.',
  'cohere-ai': 'A Cohere agent said to fetch data for prompts that users start.',
  'cohere-training-data-crawler': 'Said to download training data for Cohere’s language models.',
  Diffbot:
    'Crawls for Diffbot’s search product and Knowledge Graph; Diffbot says it does not feed generative-AI training.',
  'Diffbot-User': 'Requests that Diffbot software makes while a person browses with it.',
  Timpibot: 'Crawls for Timpi’s decentralised search index.',
  ImagesiftBot:
    'Collects public images for ImageSift’s reverse image search and web-intelligence products.',
  omgili: 'Webz.io crawler whose data is sold for social listening, research and LLM training.',
  omgilibot: 'The old token of the Omgili search crawler.',
  AI2Bot: 'Crawls content for training the open language models of Ai2.',
  DeepSeekBot: 'Said to crawl for training DeepSeek models.',
  SemrushBot:
    'Semrush crawler that feeds its link index and its SEO tools such as Site Audit and Backlink Audit.',
  'SemrushBot-SWA': 'Checks URLs for the Semrush SEO Writing Assistant.',
  'SemrushBot-OCOB': 'The crawler of Semrush ContentShake AI.',
  'SemrushBot-BA': 'The crawler of Semrush Backlink Audit.',
  SiteAuditBot: 'The crawler of Semrush Site Audit.',
  AhrefsBot: 'Ahrefs crawler for its link database and for the Yep search engine.',
  AhrefsSiteAudit: 'Runs the Site Audit crawls that Ahrefs users configure.',
  MJ12bot:
    'Majestic’s distributed crawler, which charts links between sites for Majestic’s backlink data.',
  DotBot: 'Crawls to build the link index of Moz.',
  rogerbot: 'Moz Pro crawler for campaign Site Crawls and On-Demand Crawls.',
  'archive.org_bot': 'The Internet Archive crawler that fills the Wayback Machine.',
};

/**
 * The crawlers kept in `ai-training`: those whose operator documents that what
 * they fetch may train AI models, with the operator page (one of the entry's
 * sources) that says so. The reference files every "AI Data Scrapers" entry of
 * the community list under ai-training, generic tools and frameworks too
 * (`Scrapy`, `Spider`, `Lightpanda`); every ai-training entry not listed here is
 * filed under `other`, so a group built to block AI training names only crawlers
 * whose operator states that purpose.
 */
const DOCUMENTED_TRAINING = {
  Amazonbot: 'https://developer.amazon.com/amazonbot',
  GPTBot: 'https://developers.openai.com/api/docs/bots',
  ClaudeBot:
    'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler',
  'meta-externalagent': 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers/',
  // Common Crawl's dataset is the usual source of third-party training sets (reference note).
  CCBot: 'https://commoncrawl.org/ccbot',
  'MistralAI-Training': 'https://docs.mistral.ai/robots',
  AI2Bot: 'https://allenai.org/crawler',
};

const fail = (message) => {
  throw new Error(`build-registry: ${message}`);
};

const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

/** True when `summary` repeats five or more consecutive words of `description`. */
function copiesWording(summary, description) {
  const source = words(description);
  const runs = new Set();
  for (let i = 0; i + 5 <= source.length; i++) runs.add(source.slice(i, i + 5).join(' '));
  const own = words(summary);
  for (let i = 0; i + 5 <= own.length; i++)
    if (runs.has(own.slice(i, i + 5).join(' '))) return true;
  return false;
}

function toEntry(raw) {
  const summary = raw.description === null ? null : (SUMMARIES[raw.token] ?? null);
  if (raw.description !== null && summary === null) fail(`no summary written for ${raw.token}`);
  if (summary !== null && copiesWording(summary, raw.description)) copied.push(raw.token);
  if (raw.sources.length === 0) fail(`${raw.token} has no source`);

  // google-specific: recompute the parser facts so the generated data cannot drift from them.
  const effective = /^[A-Za-z_-]*/.exec(raw.token)[0];
  const valid = /^[A-Za-z_-]+$/.test(raw.token);
  if (effective !== raw.google_parser_effective_token) fail(`effective token of ${raw.token}`);
  if (valid !== raw.rfc9309_valid_token) fail(`rfc9309_valid_token of ${raw.token}`);

  // Always-present fields first; the rest only when they differ from the defaults
  // that crawlers.ts fills in, which keeps the file short.
  const documented = DOCUMENTED_TRAINING[raw.token];
  if (documented !== undefined && !raw.sources.includes(documented))
    fail(`${raw.token}: ${documented} is not among its sources`);
  if (documented !== undefined && raw.category !== 'ai-training')
    fail(`${raw.token} is not filed under ai-training`);
  const category =
    raw.category === 'ai-training' && documented === undefined ? 'other' : raw.category;

  const entry = {
    token: raw.token,
    operator: raw.operator,
    category,
    summary,
    honours: raw.honours_robots,
    crawlDelay: raw.crawl_delay,
    confidence: raw.confidence,
    sourceKind: raw.source_kind,
  };
  if (raw.aliases?.length) entry.aliases = raw.aliases;
  if (raw.honours_robots_quote) entry.honoursQuote = raw.honours_robots_quote;
  if (raw.fallback.length) entry.fallback = raw.fallback;
  if (raw.ignores_star_group) entry.ignoresStar = true;
  if (!raw.emits_user_agent) entry.fetches = false;
  if (raw.status !== 'active') entry.status = raw.status;
  if (!valid) entry.rfcValidToken = false;
  if (effective !== raw.token) entry.googleEffectiveToken = effective;
  return entry;
}

function checkGraph(entries) {
  const owner = new Map();
  for (const entry of entries) {
    for (const name of [entry.token, ...(entry.aliases ?? [])]) {
      const key = name.toLowerCase();
      const seen = owner.get(key);
      if (seen !== undefined && seen !== entry.token)
        fail(`${name} names ${seen} and ${entry.token}`);
      owner.set(key, entry.token);
    }
  }
  for (const entry of entries) {
    for (const next of entry.fallback ?? []) {
      if (owner.get(next.toLowerCase()) !== next)
        fail(`fallback ${next} of ${entry.token} is not a token`);
    }
  }
}

const literal = (value) =>
  Array.isArray(value)
    ? `[${value.map((item) => (item === AI_ROBOTS_TXT ? 'AI_ROBOTS_TXT' : literal(item))).join(', ')}]`
    : JSON.stringify(value);

const reference = JSON.parse(await readFile(SOURCE, 'utf8'));
if (reference.schema_version !== 1) fail(`unexpected schema_version ${reference.schema_version}`);
const copied = [];
const entries = reference.crawlers.map(toEntry);
const sources = reference.crawlers.map((raw) => [raw.token, raw.sources]);
if (copied.length) fail(`summaries repeat the reference wording: ${copied.join(', ')}`);
checkGraph(entries);
for (const token of Object.keys(SUMMARIES)) {
  if (!entries.some((entry) => entry.token === token)) fail(`summary for unknown token ${token}`);
}

const rows = entries
  .map(
    (entry) =>
      `  crawler({ ${Object.entries(entry)
        .map(([k, v]) => `${k}: ${literal(v)}`)
        .join(', ')} }),`,
  )
  .join('\n');

const source = `// GENERATED by scripts/build-registry.mjs from /shared/reference/crawlers.json
// (generated ${reference.generated}); do not edit by hand, edit the script or the data and rerun it.
// Facts are the reference's; summaries are our own wording; long notes are left out,
// and the source URLs are in crawler-sources.ts (loaded only when shown).

import type { CrawlerInfo } from './types.ts';

/** The fields every row states; the others default to the common case. */
type CrawlerRow = Pick<
  CrawlerInfo,
  'token' | 'operator' | 'category' | 'summary' | 'honours' | 'crawlDelay' | 'confidence' | 'sourceKind'
> &
  Partial<CrawlerInfo>;

// Fills the defaults the generator leaves out.
function crawler(row: CrawlerRow): CrawlerInfo {
  return {
    aliases: [],
    honoursQuote: null,
    fallback: [],
    ignoresStar: false,
    fetches: true,
    status: 'active',
    rfcValidToken: true,
    googleEffectiveToken: row.token,
    ...row,
  };
}

/** Every registry entry (${entries.length}), curated entries first, in the reference's order. */
export const CRAWLERS: readonly CrawlerInfo[] = [
${rows}
];
`;

const sourceRows = sources
  .map(([token, urls]) => `  [${JSON.stringify(token)}, ${literal(urls)}],`)
  .join('\n');

const sourcesModule = `// GENERATED by scripts/build-registry.mjs from /shared/reference/crawlers.json
// (generated ${reference.generated}); do not edit by hand, edit the script or the data and rerun it.
// The URLs each entry's facts come from, apart from crawlers.ts so that a page
// loads them only when it shows them (see loadCrawlerSources in ./index.ts).

/** The community list (ai.robots.txt, robots.json) most low-confidence entries come from. */
const AI_ROBOTS_TXT = ${JSON.stringify(AI_ROBOTS_TXT)};

/** Source URLs by registry token (as CRAWLERS spells it), in registry order. */
export const CRAWLER_SOURCES: ReadonlyMap<string, readonly string[]> = new Map([
${sourceRows}
]);
`;

for (const [url, text] of [
  [TARGET, source],
  [SOURCES_TARGET, sourcesModule],
]) {
  const target = fileURLToPath(url);
  const options = { ...(await prettier.resolveConfig(target)), filepath: target };
  await writeFile(target, await prettier.format(text, options));
  console.log(`build-registry: wrote ${entries.length} crawlers to ${target}`);
}
