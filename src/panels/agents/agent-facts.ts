// Plain-word facts about one agent for the Agents panel: which groups it reads
// and why (RFC 9309 §2.2.1, as the engine answered), what its product token is,
// and what the crawler registry documents beyond the RFC (fallback groups,
// ignoring `*`, control tokens, fetchers that may skip robots.txt). Pure.

import { fallbackChain, findCrawler, type CrawlerInfo } from '../../core/registry/index.ts';
import type { AgentReading, SelectionReason } from '../../core/types.ts';
import type { AgentGroups, AnalysisSummary, GroupSummary } from '../../state/index.ts';
import { formatNumber } from '../../core/numbers.ts';

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** `n` as a word up to nine (`two`), else digits. */
export function countWord(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/** Joins items as `a`, `a and b`, `a, b and c`. */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** How many line ranges a row names before it only counts the rest. */
const MAX_LISTED = 5;

/**
 * Joins at most MAX_LISTED items as joinWords does and counts the rest
 * (`1, 2, 3, 4, 5 and 7 more`): a generated file can merge thousands of groups.
 */
export function joinCapped(items: readonly string[]): string {
  if (items.length <= MAX_LISTED) return joinWords(items);
  const rest = items.length - MAX_LISTED;
  return `${items.slice(0, MAX_LISTED).join(', ')} and ${formatNumber(rest)} more`;
}

/**
 * `lines A–B` for each group index (joined with `and`; past five ranges the rest are
 * counted), or `no group` when none.
 */
export function groupLinesText(
  groups: readonly GroupSummary[],
  indices: readonly number[],
): string {
  const ranges = indices.flatMap((i) => {
    const g = groups[i];
    return g ? [`${g.startLine}–${g.endLine}`] : [];
  });
  if (ranges.length === 0) return 'no group';
  return `lines ${joinCapped(ranges)}`;
}

/** The User-agent lines of `groups[indices]` that name `token` (lower-cased compare). */
export function namingLines(
  groups: readonly GroupSummary[],
  indices: readonly number[],
  token: string,
): number[] {
  const key = token.toLowerCase();
  return indices.flatMap((i) =>
    (groups[i]?.agents ?? []).filter((a) => !a.star && a.token === key).map((a) => a.line),
  );
}

/**
 * Why the agent reads what it reads, in plain words: "named exactly on line 12",
 * "named in two groups, lines 3 and 20, which merge", "no group names it, so it
 * reads the `*` group on lines 30–34", "no group and no `*` group: everything is
 * allowed".
 */
export function selectionReasonText(
  reason: SelectionReason,
  groups: readonly GroupSummary[],
  indices: readonly number[],
  token: string,
): string {
  switch (reason) {
    case 'exact': {
      const line = namingLines(groups, indices, token)[0];
      return line === undefined ? 'named exactly by one group' : `named exactly on line ${line}`;
    }
    case 'merged': {
      const lines = namingLines(groups, indices, token);
      return `named in ${countWord(indices.length)} groups, lines ${joinCapped(lines.map(String))}, which merge`;
    }
    case 'star':
      return indices.length > 1
        ? `no group names it, so it reads the \`*\` groups on ${groupLinesText(groups, indices)}, which merge`
        : `no group names it, so it reads the \`*\` group on ${groupLinesText(groups, indices)}`;
    case 'none':
      return 'no group and no `*` group: everything is allowed';
  }
}

/**
 * The part of `input` the token was read from, up to the next separator
 * (`MJ12bot/1.2` when the token is `MJ`), so the panel can say what was cut; the
 * token itself when it cannot be found.
 */
export function writtenToken(reading: AgentReading): string {
  if (reading.token === '') return reading.input.trim();
  const lower = reading.input.toLowerCase();
  const compat = lower.indexOf('compatible;');
  const at = lower.indexOf(reading.token.toLowerCase(), compat < 0 ? 0 : compat);
  if (at < 0) return reading.token;
  let end = at + reading.token.length;
  while (end < reading.input.length && !/[\s;()/,]/.test(reading.input[end] ?? ' ')) end++;
  return reading.input.slice(at, end);
}

/** What the panel says about how the input was turned into a product token, or `null` when it is a plain token. */
export interface TokenNote {
  /** True when the input is a full User-Agent string (more than the token). */
  fullString: boolean;
  token: string;
  /** The name as written when it is not a valid RFC 9309 token and was cut (`MJ12bot`); else `null`. */
  cutFrom: string | null;
}

/** How `reading` turned the input into a token, or `null` when the input is the token itself. */
export function tokenNote(reading: AgentReading): TokenNote | null {
  const written = writtenToken(reading);
  const cutFrom = written !== reading.token ? written : null;
  const fullString = reading.input.trim() !== written;
  if (!fullString && cutFrom === null) return null;
  return { fullString, token: reading.token, cutFrom };
}

/** One fact the registry documents about a crawler, beyond RFC 9309. */
export interface RegistryFact {
  kind: 'fallback' | 'ignores-star' | 'control-token' | 'may-ignore' | 'cut-token';
  text: string;
  /** Groups the fact points at (the fallback token's group), for links. */
  groups: number[];
}

/** The registry entry for an agent's token, or `null` for tokens the registry does not know. */
export function crawlerOf(reading: AgentReading | null, input: string): CrawlerInfo | null {
  // A cut token (`MJ` of `MJ12bot/1.2`) is looked up as written too.
  if (reading === null) return findCrawler(input.trim());
  return (reading.token ? findCrawler(reading.token) : null) ?? findCrawler(writtenToken(reading));
}

/**
 * The registry facts that matter for `crawler` in this file: a documented fallback
 * group used instead of `*` (as the worker found it: `selection.practice`),
 * ignoring `*`, never fetching, possibly ignoring robots.txt, a token Google reads
 * cut.
 */
export function registryFacts(
  crawler: CrawlerInfo,
  selection: Pick<AgentGroups, 'reason' | 'groups' | 'practice'>,
  analysis: Pick<AnalysisSummary, 'groups'>,
): RegistryFact[] {
  const facts: RegistryFact[] = [];
  const ownGroup = selection.reason === 'exact' || selection.reason === 'merged';
  const chain = fallbackChain(crawler.token);
  if (chain.length > 0 && !ownGroup) {
    const practice = selection.practice;
    const operator = crawler.operator ?? 'Its operator';
    if (practice?.via === 'fallback' && practice.token !== null) {
      const lines = groupLinesText(analysis.groups, practice.groups);
      facts.push({
        kind: 'fallback',
        text: `${operator} documents that ${crawler.token} uses the ${practice.token} group when no group names ${crawler.token}, so ${crawler.token} obeys ${lines} here, not the \`*\` group.`,
        groups: practice.groups,
      });
    } else {
      facts.push({
        kind: 'fallback',
        text: `${operator} documents that ${crawler.token} uses the ${joinWords(chain)} group when no group names it; this file has none, so the \`*\` group (or nothing) applies as the RFC says.`,
        groups: [],
      });
    }
  }
  if (crawler.ignoresStar) {
    facts.push({
      kind: 'ignores-star',
      text: ownGroup
        ? `${crawler.token} ignores the \`*\` group and reads only groups that name it (as here).`
        : `${crawler.token} ignores the \`*\` group: since no group names it, it obeys no rule of this file at all.`,
      groups: [],
    });
  }
  if (!crawler.fetches) {
    facts.push({
      kind: 'control-token',
      text: `${crawler.token} is a control token: it never fetches anything. A group naming it states how content fetched by ${crawler.operator ?? 'the operator'}'s other crawlers may be used.`,
      groups: [],
    });
  }
  if (crawler.honours === 'no' || crawler.honours === 'partial') {
    facts.push({
      kind: 'may-ignore',
      text: `${crawler.operator ?? 'The operator'} says ${crawler.token} ${
        crawler.honours === 'no' ? 'may not obey robots.txt' : 'obeys robots.txt only in part'
      }${crawler.honoursQuote ? `: “${crawler.honoursQuote}”` : '.'}`,
      groups: [],
    });
  }
  if (!crawler.rfcValidToken) {
    facts.push({
      kind: 'cut-token',
      text: `${crawler.token} is not a valid RFC 9309 token (letters, - and _ only): Google reads a line naming it as \`${crawler.googleEffectiveToken}\`, strict RFC 9309 ignores such a line.`,
      groups: [],
    });
  }
  return facts;
}

/**
 * A token the file names, spelled as the file writes it (`MJ12bot` for the cut
 * token `mj`, without a `/version`), else as the registry does, else as given.
 */
export function displayToken(token: string, groups: readonly GroupSummary[]): string {
  for (const g of groups) {
    for (const a of g.agents) {
      if (!a.star && a.token === token) return a.value.split(/[\s/]/)[0] || token;
    }
  }
  return findCrawler(token)?.token ?? token;
}
