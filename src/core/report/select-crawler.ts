// Which groups a registry crawler obeys: the one documented evaluation rule.
//
// 1. Own group. The crawler identifies itself by its whole registry token.
//    google-specific (robots.cc, HandleUserAgent / ExtractUserAgent): a group's
//    name is the `[A-Za-z_-]` prefix of its User-agent value and is compared with
//    the agent string for case-insensitive equality, so `User-agent: MJ12bot` is
//    the group `mj` and never equals the agent `MJ12bot`. RFC 9309 §2.2.1 (rfc
//    mode): only a whole product token names a crawler, so that line names no one.
//    Either way a token that is not a valid product token has no own group.
// 2. Fallback chain (registry `fallback`, depth first): the first token with a
//    group of its own decides, alone — the way Google's AllowedByRobotsTuple puts
//    the specific token first and uses the general one only if no group named it.
// 3. `*`, unless the crawler ignores `*` (then no group applies: allowed).

import { ruleOrder, type CompiledRobots, type RuleOrder } from '../compile.ts';
import { fallbackChain, type CrawlerInfo } from '../registry/index.ts';
import type { ParsedRobots } from '../types.ts';
import type { CrawlerSelection, CrawlerVia, CutToken, GroupRange } from './types.ts';

/** A selection with the rule ids it stands for (`null`: no group applies). */
export interface ResolvedSelection {
  selection: CrawlerSelection;
  /** The selected groups' rule ids, best first (see RuleOrder); shared by every crawler with those groups. */
  order: RuleOrder | null;
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

function rangesOf(parsed: ParsedRobots, groups: readonly number[]): GroupRange[] {
  const out: GroupRange[] = [];
  for (const index of groups) {
    const g = parsed.groups[index];
    if (g) out.push({ group: index, startLine: g.startLine, endLine: g.endLine });
  }
  return out;
}

/** `line 3`, `lines 3–5`, `lines 3–5, 9–10`. */
export function rangesText(ranges: readonly GroupRange[]): string {
  const parts = ranges.map((r) =>
    r.startLine === r.endLine ? String(r.startLine) : `${r.startLine}–${r.endLine}`,
  );
  const only = ranges.length === 1 ? ranges[0] : undefined;
  const single = only !== undefined && only.startLine === only.endLine;
  return `${single ? 'line' : 'lines'} ${parts.join(', ')}`;
}

function cutTokenOf(parsed: ParsedRobots, crawler: CrawlerInfo): CutToken {
  const lower = crawler.token.toLowerCase();
  const lines: CutToken['lines'] = [];
  for (const g of parsed.groups) {
    for (const a of g.agents) {
      const value = a.value.toLowerCase();
      if (value === lower || value.startsWith(lower + '/')) {
        lines.push({ line: a.line, group: g.index, value: a.value, readAs: a.token });
      }
    }
  }
  return { effective: crawler.googleEffectiveToken, lines };
}

function cutText(cut: CutToken, crawler: CrawlerInfo, mode: ParsedRobots['mode']): string {
  const first = cut.lines[0];
  if (first === undefined) return '';
  const where =
    cut.lines.length === 1
      ? `Line ${first.line}`
      : `Lines ${cut.lines.map((l) => l.line).join(', ')}`;
  if (mode === 'rfc') {
    return ` ${where} (User-agent: ${first.value}) names no crawler in rfc mode: ${crawler.token} is not a valid product token.`;
  }
  return ` ${where} (User-agent: ${first.value}) is read as "${first.readAs}", which does not equal "${crawler.token}", so it does not select this crawler.`;
}

function selectionText(
  via: CrawlerVia,
  crawler: CrawlerInfo,
  token: string | null,
  ranges: readonly GroupRange[],
): string {
  const name = crawler.token;
  const chain = crawlerChain(crawler);
  const nobody =
    chain.length === 0
      ? `No group names ${name}`
      : `No group names ${name} or ${chain.join(' or ')}`;
  switch (via) {
    case 'own-group':
      return ranges.length === 1
        ? `The group at ${rangesText(ranges)} names ${name}.`
        : `${ranges.length} groups name ${name} (${rangesText(ranges)}); their rules are merged.`;
    case 'fallback':
      return `No group names ${name}; it follows the ${token ?? ''} group (${rangesText(ranges)}), its documented fallback.`;
    case 'star':
      return ranges.length === 1
        ? `${nobody}; the * group (${rangesText(ranges)}) applies.`
        : `${nobody}; the ${ranges.length} * groups (${rangesText(ranges)}) apply, merged.`;
    case 'ignores-star':
      return `${nobody}, and it ignores the * group: allowed, no rule applies.`;
    case 'no-group':
      return `${nobody} and the file has no * group: allowed, no rule applies.`;
  }
}

/**
 * Applies the registry evaluation rule (see the file header) to `compiled` in
 * the mode it was compiled in. Never throws.
 */
export function resolveSelection(
  compiled: CompiledRobots,
  crawler: CrawlerInfo,
): ResolvedSelection {
  const parsed = compiled.parsed;
  // ruleOrder builds a token's order on first use and caches it; a miss is a map lookup.
  const hit = resolveToken(crawler, (key) => ruleOrder(compiled, key) !== null);
  const star = hit === null ? ruleOrder(compiled, '*') : null;
  let via: CrawlerVia;
  let order: RuleOrder | null;
  if (hit !== null) {
    via = hit.via;
    order = ruleOrder(compiled, hit.token.toLowerCase());
  } else if (star === null) {
    via = 'no-group';
    order = null;
  } else if (crawler.ignoresStar) {
    via = 'ignores-star';
    order = null;
  } else {
    via = 'star';
    order = star;
  }
  const groups = order === null ? [] : order.groups.slice();
  const ranges = rangesOf(parsed, groups);
  const token = hit === null ? null : hit.token;
  const cut = crawler.rfcValidToken ? null : cutTokenOf(parsed, crawler);
  let text = selectionText(via, crawler, token, ranges);
  if (cut !== null) text += cutText(cut, crawler, parsed.mode);
  return { selection: { via, token, groups, ranges, text, cut }, order };
}
