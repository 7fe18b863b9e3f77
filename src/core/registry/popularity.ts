// How often sites name each crawler, as a rank: the tokens people reach for first
// when they write a robots.txt. The order is our own estimate from the crawlers
// that dominate server logs and the groups most files carry (the big search
// engines' main crawlers first, then the AI crawlers sites block most, then their
// siblings and the SEO tools). It only orders suggestions; no verdict reads it.

import { CRAWLERS } from './crawlers.ts';

/** Registry tokens from most to least often named; the rest of the registry ranks after them. */
export const POPULAR_TOKENS: readonly string[] = [
  'Googlebot',
  'bingbot',
  'GPTBot',
  'Googlebot-Image',
  'Google-Extended',
  'CCBot',
  'ClaudeBot',
  'ChatGPT-User',
  'Applebot',
  'Baiduspider',
  'YandexBot',
  'DuckDuckBot',
  'PerplexityBot',
  'AdsBot-Google',
  'Mediapartners-Google',
  'anthropic-ai',
  'Bytespider',
  'Amazonbot',
  'OAI-SearchBot',
  'Applebot-Extended',
  'meta-externalagent',
  'facebookexternalhit',
  'Googlebot-News',
  'Googlebot-Video',
  'AhrefsBot',
  'SemrushBot',
  'Claude-Web',
  'cohere-ai',
  'Yandex',
  'PetalBot',
  'DotBot',
  'Diffbot',
  'SeznamBot',
  'Qwantbot',
  'GoogleOther',
  'Storebot-Google',
];

// RFC 9309 §2.2.1: tokens compare case-insensitively, so every spelling of an
// entry (token and aliases) shares its rank.
const rankOf = new Map<string, number>();
const listed = new Map(POPULAR_TOKENS.map((token, rank) => [token.toLowerCase(), rank]));
for (const crawler of CRAWLERS) {
  const rank = listed.get(crawler.token.toLowerCase());
  if (rank === undefined) continue;
  for (const name of [crawler.token, ...crawler.aliases]) rankOf.set(name.toLowerCase(), rank);
}

/**
 * The popularity rank of `token`'s registry entry (token or alias, compared
 * case-insensitively): 0 for the most often named crawler, `null` for entries
 * outside POPULAR_TOKENS and for tokens the registry does not know.
 */
export function crawlerRank(token: string): number | null {
  return rankOf.get(token.toLowerCase()) ?? null;
}
