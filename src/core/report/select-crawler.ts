// Which groups a registry crawler obeys, in words: the registry evaluation rule
// itself (own group, documented fallbacks, `*` unless ignored) lives in
// ../practice.ts; this adds the rule ids, line ranges and sentences the Crawlers
// panel shows.

import { ruleOrder, type CompiledRobots, type RuleOrder } from '../compile.ts';
import { groupLines, someAgentName } from '../parse-index.ts';
import { choosePractice, crawlerChain } from '../practice.ts';
import type { CrawlerInfo } from '../registry/index.ts';
import type { ParsedRobots } from '../types.ts';
import type { CrawlerSelection, CrawlerVia, CutToken, GroupRange } from './types.ts';

/** A selection with the rule ids it stands for (`null`: no group applies). */
export interface ResolvedSelection {
  selection: CrawlerSelection;
  /** The selected groups' rule ids, best first (see RuleOrder); shared by every crawler with those groups. */
  order: RuleOrder | null;
}

/**
 * What resolveSelection keeps from one crawler to the next on one compiled file:
 * the line ranges of each set of groups and their words, which every crawler
 * reading those groups shares (a file may have thousands of `*` groups).
 */
export type SelectionCache = Map<string, { ranges: GroupRange[]; words: string }>;

// Read from the parse's index: the groups are not built for their line numbers.
function rangesOf(parsed: ParsedRobots, groups: readonly number[]): GroupRange[] {
  const out: GroupRange[] = [];
  for (const index of groups) {
    const g = groupLines(parsed, index);
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
  // A value that spells the token has a name read from the same first characters:
  // empty, or the start of the token. Only then are the groups built and read.
  const groups = someAgentName(parsed, (name) => lower.startsWith(name)) ? parsed.groups : [];
  for (const g of groups) {
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
  words: string,
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
        ? `The group at ${words} names ${name}.`
        : `${ranges.length} groups name ${name} (${words}); their rules are merged.`;
    case 'fallback':
      return `No group names ${name}; it follows the ${token ?? ''} group (${words}), its documented fallback.`;
    case 'star':
      return ranges.length === 1
        ? `${nobody}; the * group (${words}) applies.`
        : `${nobody}; the ${ranges.length} * groups (${words}) apply, merged.`;
    case 'ignores-star':
      return `${nobody}, and it ignores the * group: allowed, no rule applies.`;
    case 'no-group':
      return `${nobody} and the file has no * group: allowed, no rule applies.`;
  }
}

/**
 * Applies the registry evaluation rule (choosePractice, ../practice.ts) to
 * `compiled` in the mode it was compiled in, with the chosen groups' rule ids,
 * ranges and sentence. `cache`, given for many crawlers on one compiled file,
 * lets them share ranges. Never throws.
 */
export function resolveSelection(
  compiled: CompiledRobots,
  crawler: CrawlerInfo,
  cache: SelectionCache = new Map(),
): ResolvedSelection {
  const parsed = compiled.parsed;
  const { via, token, groups } = choosePractice(compiled, crawler);
  // ruleOrder builds the chosen groups' order on first use and caches it.
  const order =
    via === 'own-group' || via === 'fallback'
      ? ruleOrder(compiled, (token ?? '').toLowerCase())
      : via === 'star'
        ? ruleOrder(compiled, '*')
        : null;
  // The groups follow from how they were chosen: the same way, the same groups.
  const key =
    via === 'own-group' || via === 'fallback' ? `${via} ${(token ?? '').toLowerCase()}` : via;
  let shared = cache.get(key);
  if (shared === undefined) {
    const ranges = rangesOf(parsed, groups);
    shared = { ranges, words: rangesText(ranges) };
    cache.set(key, shared);
  }
  const { ranges, words } = shared;
  const cut = crawler.rfcValidToken ? null : cutTokenOf(parsed, crawler);
  let text = selectionText(via, crawler, token, ranges, words);
  if (cut !== null) text += cutText(cut, crawler, parsed.mode);
  return { selection: { via, token, groups, ranges, text, cut }, order };
}
