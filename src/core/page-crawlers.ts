// The crawlers the Page view always compares, beside the user's own agents: the
// two largest search engines and the best-known AI training crawler. A module of
// its own so the query wiring can name them without loading the page parser.

/** Registry tokens the Page view shows besides the user's agents, in display order. */
export const PAGE_CRAWLERS: readonly string[] = ['Googlebot', 'Bingbot', 'GPTBot'];

/**
 * The PAGE_CRAWLERS that `agents` does not already hold (compared ASCII
 * case-insensitively, as product tokens are: RFC 9309 §2.2.1).
 */
export function pageCrawlers(agents: readonly string[]): string[] {
  const have = new Set(agents.map((a) => a.toLowerCase()));
  return PAGE_CRAWLERS.filter((c) => !have.has(c.toLowerCase()));
}
