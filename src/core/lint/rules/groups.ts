// Rules about which group a crawler ends up reading: named groups that hide the
// `*` rules, groups without rules, `Disallow: /` for everyone, blank lines inside
// groups and orders that only longest-match readers get right.
//
// RFC 9309 §2.2.1: a crawler obeys the group(s) naming it, else the `*` group(s);
// a group runs until the next User-agent line that follows a rule (blank lines do
// not end it). §2.2.2: the longest matching rule wins, wherever it is.

import { CRAWLERS, fallbackChain, findCrawler } from '../../registry/index.ts';
import type { CrawlerInfo } from '../../registry/index.ts';
import type { GroupAgent, Mode, ParsedGroup, ParsedRule } from '../../types.ts';
import { STAR } from '../context.ts';
import type { LintContext } from '../context.ts';
import {
  code,
  count,
  diagnostic,
  fix,
  insertLineAfter,
  insertLineBefore,
  listing,
  listingOf,
  removeLine,
} from '../report.ts';
import type { RobotsDiagnostic, RobotsEdit } from '../types.ts';
import { CoverIndex, coverOf, covers as coversPattern, headOf } from './coverage.ts';
import type { Cover } from './coverage.ts';
import { joinedAt } from './syntax.ts';

function ruleLine(rule: ParsedRule): string {
  return `${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${rule.value}`;
}

function groupsOf(ctx: LintContext, key: string): ParsedGroup[] {
  const out: ParsedGroup[] = [];
  for (const index of ctx.groupsByKey.get(key) ?? []) {
    const group = ctx.parsed.groups[index];
    if (group) out.push(group);
  }
  return out;
}

/**
 * Strings mapped to values, walked along a text to visit every stored string the
 * text starts with. One map of edges keyed by node and character keeps it small.
 */
class PrefixTrie<T> {
  private readonly edges = new Map<number, number>();
  private readonly values: (T | undefined)[] = [undefined];
  /** The number of stored strings. */
  size = 0;

  /** Forgets every stored string. */
  clear(): void {
    if (this.values.length === 1) return;
    this.edges.clear();
    this.values.length = 1;
    this.size = 0;
  }

  /** Stores `value` under `key` unless `key` holds one already. */
  addFirst(key: string, value: T): void {
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const edge = node * 65536 + key.charCodeAt(i);
      let next = this.edges.get(edge);
      if (next === undefined) {
        next = this.values.length;
        this.values.push(undefined);
        this.edges.set(edge, next);
      }
      node = next;
    }
    if (this.values[node] === undefined) {
      this.values[node] = value;
      this.size++;
    }
  }

  /** Calls `visit` with the value of each stored string of 1 to `limit` characters that `text` starts with. */
  walk(text: string, limit: number, visit: (value: T) => void): void {
    let node = 0;
    for (let i = 0; i < limit && i < text.length; i++) {
      const next = this.edges.get(node * 65536 + text.charCodeAt(i));
      if (next === undefined) return;
      node = next;
      const value = this.values[node];
      if (value !== undefined) visit(value);
    }
  }
}

/** The `*` Disallows a name leaves open: how many, and the first few (CoverIndex entries). */
interface OpenRules {
  count: number;
  first: number[];
}

/** True for a pattern with no wildcard and no end anchor. */
function isLiteral(pattern: string): boolean {
  return !pattern.includes('*') && !pattern.includes('$');
}

/**
 * named-group-hides-star: a crawler with a group of its own reads none of the
 * `*` rules (RFC 9309 §2.2.1); names the `*` Disallows it misses. A `*` Disallow
 * the name has too, one its own Disallows are sure to cover (when it has no
 * Allow), and one that never matches are not missed.
 */
export function namedGroupHidesStar(ctx: LintContext): RobotsDiagnostic[] {
  const mode = ctx.parsed.mode;
  const starRules = groupsOf(ctx, STAR).flatMap((g) => g.rules.filter((r) => r.pattern !== ''));
  if (!starRules.some((r) => r.kind === 'disallow')) return [];
  const starByRule = new Map<string, number[]>();
  starRules.forEach((r, i) => {
    const key = `${r.kind}\u0000${r.pattern}`;
    const list = starByRule.get(key);
    if (list) list.push(i);
    else starByRule.set(key, [i]);
  });
  // The `*` Disallows that can match a path, indexed for "which does a name leave open?".
  const open: number[] = [];
  const entryOf = new Map<number, number>();
  starRules.forEach((r, i) => {
    if (r.kind !== 'disallow' || neverMatches(r.pattern, mode)) return;
    entryOf.set(i, open.length);
    open.push(i);
  });
  let index: CoverIndex | null = null;
  const coverIndex = (): CoverIndex =>
    (index ??= new CoverIndex(
      open.map((i) => (starRules[i] as ParsedRule).pattern),
      mode,
    ));
  const starLines = starRules.map(ruleLine);
  let joined: string | null = null;
  const allStarLines = (): string => (joined ??= starLines.join(ctx.eol));
  // Where each `*` line starts in allStarLines, so a copy without some of them is a
  // few slices of it rather than a new join of every line.
  let starts: number[] | null = null;
  const startOf = (i: number): number => {
    if (!starts) {
      starts = [];
      let at = 0;
      for (const text of starLines) {
        starts.push(at);
        at += text.length + ctx.eol.length;
      }
    }
    return starts[i] as number;
  };
  const linesWithout = (skip: readonly number[]): string => {
    const all = allStarLines();
    const parts: string[] = [];
    let from = 0;
    for (const i of skip) {
      if (i > from)
        parts.push(all.slice(startOf(from), startOf(i - 1) + (starLines[i - 1] as string).length));
      from = i + 1;
    }
    if (from < starLines.length) parts.push(all.slice(startOf(from)));
    return parts.join(ctx.eol);
  };
  const openCache = new Map<string, OpenRules>();

  const out: RobotsDiagnostic[] = [];
  // Names that read exactly the same groups get one diagnostic between them.
  const bySet = new Map<string, string[]>();
  for (const [key, indices] of ctx.groupsByKey) {
    if (key === STAR || key === '') continue;
    const signature = indices.join(',');
    const keys = bySet.get(signature);
    if (keys) keys.push(key);
    else bySet.set(signature, [key]);
  }
  for (const keys of bySet.values()) {
    const key = keys[0] as string;
    const indices = ctx.groupsByKey.get(key) ?? [];
    const groups = groupsOf(ctx, key);
    if (!groups.some((g) => g.rules.length > 0)) continue;
    // Crawlers that never read `*` anyway are left out; ignored-by-agent explains them.
    const agents = keys
      .map((k) => ctx.firstAgent(k))
      .filter((a): a is GroupAgent => a !== undefined)
      .filter((a) => {
        const crawler = ctx.crawlerOf(a);
        return !crawler || (!crawler.ignoresStar && crawler.fetches && crawler.honours !== 'no');
      });
    const agent = agents[0];
    if (!agent) continue;

    // The `*` rules this name has too, by lookup (no pairwise scan), and its own
    // Disallows as covers: without an Allow, any of them that matches blocks.
    const has = new Set<number>();
    let hasAllow = false;
    const covers = new Map<string, Cover>();
    for (const g of groups) {
      for (const r of g.rules) {
        if (r.pattern === '') continue;
        for (const i of starByRule.get(`${r.kind}\u0000${r.pattern}`) ?? []) has.add(i);
        if (r.kind === 'allow') hasAllow = true;
        else if (!covers.has(r.pattern)) covers.set(r.pattern, coverOf(r.pattern, mode));
      }
    }
    if (hasAllow) covers.clear();
    if ([...covers.values()].some((c) => c.kind === 'everything')) continue;
    const skip = new Set<number>();
    for (const i of has) {
      const entry = entryOf.get(i);
      if (entry !== undefined) skip.add(entry);
    }
    const patterns = [...covers.values()].filter((c) => c.kind === 'pattern');
    const prefixes = [...covers.values()].flatMap((c) => (c.kind === 'prefix' ? [c.prefix] : []));
    let missedDisallows: OpenRules;
    if (patterns.length === 0) {
      missedDisallows = coverIndex().open(prefixes, skip, 3);
    } else {
      // Wildcard Disallows are compared with each `*` Disallow; names that share
      // the same own Disallows and `*` rules share the result.
      const cacheKey = `${[...covers.keys()].join('\u0000')}\u0001${[...skip].sort((a, b) => a - b).join(',')}`;
      let found = openCache.get(cacheKey);
      if (!found) {
        const list = [...covers.values()];
        const result: OpenRules = { count: 0, first: [] };
        open.forEach((i, entry) => {
          if (skip.has(entry)) return;
          const pattern = (starRules[i] as ParsedRule).pattern;
          if (list.some((c) => coversPattern(c, pattern, mode))) return;
          result.count++;
          if (result.first.length < 3) result.first.push(entry);
        });
        openCache.set(cacheKey, (found = result));
      }
      missedDisallows = found;
    }
    if (missedDisallows.count === 0) continue;

    const home = ctx.parsed.groups[indices[0] as number] as ParsedGroup;
    const last = home.rules[home.rules.length - 1] as ParsedRule;
    const copied = [...has].sort((a, b) => a - b);
    const copy = fix(
      'Copy the `*` rules into this group',
      [
        insertLineAfter(
          ctx,
          last.line,
          copied.length === 0 ? allStarLines() : linesWithout(copied),
        ),
      ],
      false,
    );
    const missed = missedDisallows.first.map(
      (entry) => starRules[open[entry] as number] as ParsedRule,
    );
    const total = missedDisallows.count;
    const paths = missed.map((r) => code(r.value, 30));
    const lines = missed.map((r) => String(r.line));
    out.push(
      diagnostic(
        ctx,
        'named-group-hides-star',
        agent.span.from,
        agent.span.to,
        `${listingOf(
          agents.slice(0, 3).map((a) => code(a.value)),
          agents.length,
        )} ${agents.length === 1 ? 'has its own group, so none of the `*` rules apply to it: it' : 'have their own group, so none of the `*` rules apply to them: they'} may still fetch ${listingOf(paths, total)} (${count(total, '`*` Disallow')} on ${total === 1 ? 'line' : 'lines'} ${listingOf(lines, total)}).`,
        { fixes: [copy] },
      ),
    );
  }
  return out;
}

/** True when a non-empty pattern matches no path: paths start with `/` (RFC 9309 §2.2.2). */
function neverMatches(pattern: string, mode: Mode): boolean {
  const head = headOf(pattern, mode);
  if (head !== '') return !head.startsWith('/');
  // `$` alone matches only the empty path.
  return pattern === '$';
}

/** The first line naming each token in a group. */
function firstAgents(group: ParsedGroup): Map<string, GroupAgent> {
  const out = new Map<string, GroupAgent>();
  for (const agent of group.agents) {
    if (!agent.star && !out.has(agent.token)) out.set(agent.token, agent);
  }
  return out;
}

/**
 * group-without-rules: a named group with no Allow or Disallow (its crawlers may
 * fetch everything and skip `*`), and User-agent lines that join such a group
 * across a blank line or another record.
 */
export function groupWithoutRules(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (const group of ctx.parsed.groups) {
    if (group.rules.length === 0) {
      // `User-agent: X Disallow: /`: the rule is there, only its line break is lost
      // (joined-lines says so); "add a rule" would be the wrong advice.
      if (group.agents.some((a) => joinedAt(ctx, a.line))) continue;
      let firsts: Map<string, GroupAgent> | null = null;
      for (const key of ctx.groupKeys[group.index] ?? []) {
        if (key === STAR || key === '') continue;
        if (groupsOf(ctx, key).some((g) => g.rules.length > 0)) continue;
        const agent = (firsts ??= firstAgents(group)).get(key);
        if (!agent) continue;
        const end = lastContentLine(ctx, group.startLine, group.endLine);
        out.push(
          diagnostic(
            ctx,
            'group-without-rules',
            agent.span.from,
            agent.span.to,
            `The group for ${code(agent.value)} has no Allow or Disallow, so it may fetch everything and it no longer reads the \`*\` rules.`,
            {
              fixes: [
                fix(
                  'Add `Disallow:` (allow everything, on purpose)',
                  [insertLineAfter(ctx, end, 'Disallow:')],
                  false,
                ),
              ],
            },
          ),
        );
      }
      continue;
    }
    // Agent lines after a separator joined this group only because it had no rule yet.
    const agents = group.agents;
    for (let i = 1; i < agents.length; i++) {
      const previous = agents[i - 1] as GroupAgent;
      const agent = agents[i] as GroupAgent;
      if (!hasSeparator(ctx, previous.line, agent.line)) continue;
      // Only the first names are shown; naming every line above would be quadratic.
      const above = agents.slice(0, Math.min(i, 3)).map((a) => code(a.value || '(empty)'));
      const end = lastContentLine(ctx, previous.line, agent.line - 1);
      out.push(
        diagnostic(
          ctx,
          'group-without-rules',
          agent.span.from,
          agent.span.to,
          `This line joins the group of ${listingOf(above, i)} above, because that group has no Allow or Disallow yet: the rules below apply to ${i === 1 ? 'it' : 'them'} too.`,
          {
            fixes: [
              fix(
                `End the group above with \`Disallow:\``,
                [insertLineAfter(ctx, end, 'Disallow:')],
                false,
              ),
            ],
          },
        ),
      );
    }
  }
  return out;
}

/** True when a blank line or a record other than a comment sits between two lines. */
function hasSeparator(ctx: LintContext, from: number, to: number): boolean {
  for (let n = from + 1; n < to; n++) {
    const kind = ctx.lineInfo(n)?.kind;
    if (kind !== undefined && kind !== 'comment') return true;
  }
  return false;
}

/** The last line in `[from, to]` that is neither blank nor a comment (or `from`). */
function lastContentLine(ctx: LintContext, from: number, to: number): number {
  for (let n = to; n > from; n--) {
    const kind = ctx.lineInfo(n)?.kind;
    if (kind !== undefined && kind !== 'blank' && kind !== 'comment') return n;
  }
  return from;
}

const EVERYTHING = new Set(['/', '/*', '*']);

/** The lower-cased name a group must use to reach a registry crawler, or null if none can. */
function groupKeyOf(ctx: LintContext, crawler: CrawlerInfo): string | null {
  if (ctx.parsed.mode === 'google') return crawler.googleEffectiveToken.toLowerCase();
  return crawler.rfcValidToken ? crawler.token.toLowerCase() : null;
}

/**
 * blocks-everything: `Disallow: /` in the `*` group, with how many registry
 * crawlers it blocks (those without a group of their own or of a fallback token,
 * that read `*`, fetch and obey robots.txt).
 */
export function blocksEverything(ctx: LintContext): RobotsDiagnostic[] {
  const star = groupsOf(ctx, STAR);
  const rules = star.flatMap((g) => g.rules);
  const blockers = rules.filter((r) => r.kind === 'disallow' && EVERYTHING.has(r.pattern));
  if (blockers.length === 0) return [];
  if (rules.some((r) => r.kind === 'allow' && EVERYTHING.has(r.pattern))) return [];

  const hasGroup = (crawler: CrawlerInfo | null): boolean => {
    const key = crawler ? groupKeyOf(ctx, crawler) : null;
    return key !== null && key !== '' && ctx.groupsByKey.has(key);
  };
  const readers = CRAWLERS.filter((c) => c.fetches && !c.ignoresStar && c.honours !== 'no');
  const blocked = readers.filter(
    (c) => !hasGroup(c) && !fallbackChain(c.token).some((t) => hasGroup(findCrawler(t))),
  );
  if (blocked.length === 0) return [];
  const search = blocked.filter((c) => c.category === 'search');
  const examples = [...search, ...blocked.filter((c) => c.category !== 'search')]
    .slice(0, 2)
    .map((c) => c.token);
  return blockers.map((rule) =>
    diagnostic(
      ctx,
      'blocks-everything',
      rule.span.from,
      rule.span.to,
      `This blocks the whole site for every crawler without a group of its own: ${blocked.length} of the ${readers.length} crawlers this app knows that read \`*\`, ${listing(examples)} among them${search.length > 0 ? ', so the site drops out of search results' : ''}.`,
    ),
  );
}

/**
 * blank-line-in-group: blank lines between a group's rules. RFC 9309 and Google
 * keep reading the group; some older parsers stop at the blank line.
 */
export function blankLineInGroup(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (const group of ctx.parsed.groups) {
    const lastRule = group.rules[group.rules.length - 1];
    const lastAgent = group.agents[group.agents.length - 1];
    if (!lastRule || !lastAgent) continue;
    const blanks: number[] = [];
    for (let n = lastAgent.line + 1; n < lastRule.line; n++) {
      if (ctx.lineInfo(n)?.kind === 'blank') blanks.push(n);
    }
    const first = blanks[0];
    if (first === undefined) continue;
    const next = group.rules.find((r) => r.line > first) as ParsedRule;
    const span = ctx.lineInfo(next.line)?.span ?? next.span;
    // Only the names shown are quoted: a group may name tens of thousands of crawlers.
    const names = listingOf(
      group.agents.slice(0, 3).map((a) => (a.star ? '`*`' : code(a.value || '(empty)'))),
      group.agents.length,
    );
    out.push(
      diagnostic(
        ctx,
        'blank-line-in-group',
        span.from,
        span.to,
        `The blank line ${first} does not end the group: RFC 9309 and Google still apply this and the following rules to ${names}, but some older parsers stop the group at a blank line and never see them.`,
        {
          fixes: [
            fix(
              blanks.length === 1 ? 'Remove the blank line' : 'Remove the blank lines',
              blanks.map((n) => removeLine(ctx, n)),
              true,
            ),
          ],
        },
      ),
    );
  }
  return out;
}

/**
 * first-match-trap: where a top-down, first-match reader differs from RFC 9309's
 * longest match — an Allow below a shorter Disallow that covers it, and (once per
 * file) a named group below the `*` group.
 */
export function firstMatchTrap(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  // One trie, emptied per group: tens of thousands of small groups allocate nothing.
  const earlier = new PrefixTrie<ParsedRule>();
  for (const group of ctx.parsed.groups) {
    // The earliest rule per literal prefix (a trailing `*` matches the same paths):
    // a top-down reader stops at the first earlier rule that covers the Allow.
    // A trie of those prefixes finds every one an Allow starts with in one walk.
    earlier.clear();
    for (const rule of group.rules) {
      const pattern = rule.pattern;
      if (pattern === '') continue;
      let first: ParsedRule | undefined;
      if (rule.kind === 'allow' && earlier.size > 0) {
        const stop = pattern.search(/[*$]/);
        const limit = stop < 0 ? pattern.length - 1 : stop;
        earlier.walk(pattern, limit, (r) => {
          if (!first || r.line < first.line) first = r;
        });
      }
      let end = pattern.length;
      while (end > 0 && pattern.charCodeAt(end - 1) === 42) end--;
      const key = end === pattern.length ? pattern : pattern.slice(0, end);
      if (key !== '' && isLiteral(key)) earlier.addFirst(key, rule);
      if (!first || first.kind !== 'disallow') continue;
      const lineInfo = ctx.lineInfo(rule.line);
      if (!lineInfo) continue;
      const text = ctx.text.slice(lineInfo.span.from, lineInfo.span.to);
      const edits: RobotsEdit[] = [
        insertLineBefore(ctx, first.line, text),
        removeLine(ctx, rule.line),
      ];
      out.push(
        diagnostic(
          ctx,
          'first-match-trap',
          rule.span.from,
          rule.span.to,
          `A top-down reader stops at ${code(ruleLine(first))} on line ${first.line} and never reaches this Allow, so it blocks ${code(rule.value, 40)} although RFC 9309 and Google allow it; put the Allow first to work for both.`,
          { fixes: [fix('Move the Allow above the Disallow', edits, true)] },
        ),
      );
    }
  }

  const starIndex = ctx.groupsByKey.get(STAR)?.[0];
  if (starIndex !== undefined) {
    const later = ctx.parsed.groups.filter(
      (g) => g.index > starIndex && (ctx.groupKeys[g.index] ?? []).some((k) => k !== STAR),
    );
    const first = later[0];
    const agent = first?.agents.find((a) => !a.star);
    const star = ctx.parsed.groups[starIndex]?.agents.find((a) => a.star);
    if (first && agent && star) {
      const others = later.length - 1;
      out.push(
        diagnostic(
          ctx,
          'first-match-trap',
          agent.span.from,
          agent.span.to,
          `Some older parsers take the first group that matches, and \`User-agent: *\` on line ${star.line} matches every crawler, so they never reach this group${others > 0 ? ` or the ${count(others, 'other named group')} below it` : ''}; RFC 9309 and Google pick the named group wherever it is.`,
        ),
      );
    }
  }
  return out;
}
