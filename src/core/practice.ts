// Which groups a registry crawler follows in practice: the one home of the
// registry's evaluation rule, beside the protocol's (./select.ts).
//
// 1. Own group. The crawler identifies itself by its whole registry token.
//    google-specific (robots.cc, HandleUserAgent / ExtractUserAgent): a group's
//    name is the `[A-Za-z_-]` prefix of its User-agent value, so `User-agent:
//    MJ12bot` is the group `mj` and never equals the agent `MJ12bot`. RFC 9309
//    §2.2.1 (rfc mode): only a whole product token names a crawler. Either way a
//    token that is not a valid product token has no own group.
// 2. Fallback chain (registry `fallback`, depth first): the first token with a
//    group of its own decides, alone — the way Google's AllowedByRobotsTuple puts
//    the specific token first and uses the general one only if no group named it.
// 3. `*`, unless the crawler ignores `*` (then no group applies: allowed).
//
// RFC 9309 knows only steps 1 and 3 (without the exception); where the operator
// documents more, the app shows both readings. Everything here reads the name
// index of the compiled file, never the parse's group objects, so it is cheap on
// every keystroke.

import { asciiLowerCase, isProductToken, readAgent } from './agent';
import type { CompiledRobots } from './compile';
import { evaluate } from './evaluate';
import { fallbackChain, findCrawler, type CrawlerInfo } from './registry/index.ts';
import { chooseGroups } from './select';
import type { Decision, Mode } from './types.ts';
import { matchPathFromUrl } from './url';

/**
 * Which step of the registry evaluation rule chose the groups: the crawler's own
 * group, a documented fallback token's group, the `*` group, none because the
 * crawler ignores `*` (and a `*` group exists), or none because the file has
 * neither a group for it nor a `*` group.
 */
export type CrawlerVia = 'own-group' | 'fallback' | 'star' | 'ignores-star' | 'no-group';

/** The groups a registry crawler follows in practice, and which step chose them. */
export interface PracticalChoice {
  via: CrawlerVia;
  /**
   * The token whose groups were used: the crawler's own token (`own-group`) or
   * the fallback token (`fallback`); `null` for the other steps.
   */
  token: string | null;
  /** Indices into `ParsedRobots.groups`, file order; empty for `ignores-star` / `no-group`. */
  groups: number[];
}

const chains = new WeakMap<CrawlerInfo, readonly string[]>();

/**
 * The crawler's fallback tokens in the order they are tried: its own `fallback`
 * list, each entry followed by that token's registry chain, without repeats and
 * without the crawler's own token.
 */
export function crawlerChain(crawler: CrawlerInfo): readonly string[] {
  const cached = chains.get(crawler);
  if (cached) return cached;
  const seen = new Set<string>([crawler.token.toLowerCase()]);
  const chain: string[] = [];
  for (const first of crawler.fallback) {
    for (const token of [first, ...fallbackChain(first)]) {
      const key = token.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      chain.push(token);
    }
  }
  chains.set(crawler, chain);
  return chain;
}

/** Which step names the crawler, given a lookup of lower-cased group names. */
export function resolveToken(
  crawler: CrawlerInfo,
  named: (key: string) => boolean,
): { via: 'own-group' | 'fallback'; token: string } | null {
  if (named(crawler.token.toLowerCase())) return { via: 'own-group', token: crawler.token };
  for (const token of crawlerChain(crawler)) {
    if (named(token.toLowerCase())) return { via: 'fallback', token };
  }
  return null;
}

/**
 * The groups `crawler` follows in practice in `compiled` (in the mode it was
 * compiled in), by the registry evaluation rule of the file header, read from
 * the name index alone. Never throws.
 */
export function choosePractice(compiled: CompiledRobots, crawler: CrawlerInfo): PracticalChoice {
  const hit = resolveToken(crawler, (key) => (compiled.tokens.get(key)?.length ?? 0) > 0);
  if (hit !== null) {
    const groups = compiled.tokens.get(hit.token.toLowerCase()) ?? [];
    return { via: hit.via, token: hit.token, groups: groups.slice() };
  }
  if (compiled.starGroups.length === 0) return { via: 'no-group', token: null, groups: [] };
  if (crawler.ignoresStar) return { via: 'ignores-star', token: null, groups: [] };
  return { via: 'star', token: null, groups: compiled.starGroups.slice() };
}

/** How a registry crawler reads the file in practice where that is not what the protocol says. */
export interface PracticalReading {
  /** The registry entry of the agent's token. */
  crawler: CrawlerInfo;
  choice: PracticalChoice;
}

/**
 * The registry crawler `agent` names (a token or a full User-Agent string, read
 * as evaluate reads it) with the groups it follows in practice, when those are
 * not the groups RFC 9309 selects for it (a documented fallback, or a crawler
 * that ignores `*`); `null` for agents the registry does not know and for
 * crawlers whose practice is the protocol's. Never throws.
 */
export function practicalReading(compiled: CompiledRobots, agent: string): PracticalReading | null {
  const token = readAgent(agent).token;
  const crawler = findCrawler(token);
  if (crawler === null || (crawler.fallback.length === 0 && !crawler.ignoresStar)) return null;
  // A group that names the agent decides by both readings.
  const protocol = chooseGroups(compiled, token);
  if (protocol.reason === 'exact' || protocol.reason === 'merged') return null;
  // Only the documented steps differ from the protocol; an own group under the
  // registry's spelling of an alias is not something the operator documents.
  const choice = choosePractice(compiled, crawler);
  if (choice.via !== 'fallback' && choice.via !== 'ignores-star') return null;
  const same =
    protocol.groups.length === choice.groups.length &&
    protocol.groups.every((g, i) => g === choice.groups[i]);
  return same ? null : { crawler, choice };
}

/**
 * The engine's Decision for `url` (absolute, or a path) under `choice`, in the
 * mode `compiled` was compiled in: the chosen groups' rules decide, and a crawler
 * no group reaches is allowed. `agent.input` is the crawler's token, `agent.token`
 * the token whose groups were used. Never throws.
 */
export function evaluatePractice(
  compiled: CompiledRobots,
  crawler: CrawlerInfo,
  choice: PracticalChoice,
  url: string,
): Decision {
  const reading = {
    input: crawler.token,
    token: choice.token ?? crawler.token,
    valid: isProductToken(crawler.token),
  };
  if (choice.via === 'ignores-star' || choice.via === 'no-group') {
    const mode: Mode = compiled.mode;
    const path = matchPathFromUrl(url, mode);
    return {
      allowed: true,
      mode,
      agent: reading,
      path,
      selection: { reason: 'none', groups: [] },
      // RFC 9309 §2.2.2: /robots.txt is implicitly allowed (rfc mode).
      reason: mode === 'rfc' && path === '/robots.txt' ? 'robots-txt' : 'no-group',
      rule: null,
      candidates: [],
    };
  }
  // Group names are lower-cased `[a-z_-]` runs, which readAgent keeps whole, so
  // passing the name selects exactly that group; `*` names no group and selects `*`.
  const decision = evaluate(
    compiled,
    choice.token === null ? '*' : asciiLowerCase(choice.token),
    url,
  );
  decision.agent = reading;
  return decision;
}
