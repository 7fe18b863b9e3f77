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
import { lintRuleInfo } from '../catalogue.ts';
import { STAR } from '../context.ts';
import { noteFinding } from '../notes.ts';
import type { LintContext } from '../context.ts';
import {
  code,
  count,
  diagnostic,
  editFix,
  fix,
  insertLineAfter,
  listing,
  listingOf,
  removeLine,
  replace,
} from '../report.ts';
import type { RobotsDiagnostic, RobotsEdit } from '../types.ts';
import { CoverIndex, coverOf, covers as coversPattern, headOf, symbolic } from './coverage.ts';
import type { Cover, OpenEntries } from './coverage.ts';
import { StringTable } from '../string-table.ts';
import { joinedAt } from './syntax.ts';

function ruleLine(rule: ParsedRule): string {
  return `${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${rule.value}`;
}

function groupsOf(ctx: LintContext, key: string): ParsedGroup[] {
  const out: ParsedGroup[] = [];
  for (const index of ctx.groupsOf(key) ?? []) {
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

  /** Stores `value` under the first `length` characters of `key` unless they hold one already. */
  addFirst(key: string, length: number, value: T): void {
    let node = 0;
    for (let i = 0; i < length; i++) {
      const edge = edgeOf(node, key.charCodeAt(i));
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
      const next = this.edges.get(edgeOf(node, text.charCodeAt(i)));
      if (next === undefined) return;
      node = next;
      const value = this.values[node];
      if (value !== undefined) visit(value);
    }
  }
}

/**
 * The key of the edge from `node` along character `c`: ASCII edges as small
 * integers (V8 stores them unboxed), others negative, so no two edges share a key.
 */
function edgeOf(node: number, c: number): number {
  return c < 128 ? node * 128 + c : -(node * 65536 + c) - 1;
}

const NO_ENTRIES: ReadonlySet<number> = new Set();

/** The end of a named-group-hides-star message after the names, for one or more names. */
interface MissedWords {
  one: string;
  many: string;
}

/**
 * named-group-hides-star: a crawler with a group of its own reads none of the
 * `*` rules (RFC 9309 §2.2.1); names the `*` Disallows it misses. A `*` Disallow
 * the name has too, one its own Disallows are sure to cover (when it has no
 * Allow), and one that never matches are not missed.
 */
export function namedGroupHidesStar(ctx: LintContext): RobotsDiagnostic[] {
  const mode = ctx.parsed.mode;
  const groups = ctx.parsed.groups;
  const starRules: ParsedRule[] = [];
  let starDisallows = false;
  for (const index of ctx.groupsOf(STAR) ?? []) {
    for (const r of groups[index]?.rules ?? []) {
      if (r.pattern === '') continue;
      starRules.push(r);
      if (r.kind === 'disallow') starDisallows = true;
    }
  }
  if (!starDisallows) return [];

  // Names that read exactly the same groups get one diagnostic between them, in
  // the order of their first name. A name of one group, the usual case, finds its
  // set by the group's index; others by their list of groups. A set is a number:
  // its first group, its list of groups (when it reads two or more), first and
  // last name are kept by number, and its names are chained through `next`
  // (positions in ctx.keyAgents), so a set of one group costs no object or list.
  const keyAgents = ctx.keyAgents;
  const keyCount = keyAgents.length;
  const setGroup = new Int32Array(keyCount);
  const setShared: (readonly number[] | undefined)[] = [];
  const setHead = new Int32Array(keyCount);
  const setTail = new Int32Array(keyCount);
  let sets = 0;
  const byGroup = new Int32Array(groups.length).fill(-1);
  let byList: Map<string, number> | null = null;
  const next = new Int32Array(keyCount).fill(-1);
  for (let at = 0; at < keyCount; at++) {
    if ((keyAgents[at] as GroupAgent).token === '') continue;
    const shared = ctx.keyShared[at];
    let set: number;
    if (shared === undefined) {
      const index = ctx.keyGroup[at] as number;
      set = byGroup[index] as number;
      if (set < 0) byGroup[index] = set = sets;
    } else {
      const signature = shared.join(',');
      set = (byList ??= new Map()).get(signature) ?? -1;
      if (set < 0) byList.set(signature, (set = sets));
    }
    if (set === sets) {
      setGroup[set] = ctx.keyGroup[at] as number;
      setShared[set] = shared;
      setHead[set] = at;
      sets++;
    } else {
      next[setTail[set] as number] = at;
    }
    setTail[set] = at;
  }
  if (sets === 0) return [];

  // The `*` rules by pattern, per kind, to find the ones a name has too: each
  // pattern's number leads to its first `*` rule, and each rule to the next one
  // with its kind and pattern (-1 ends the chain).
  const starPatterns = { allow: new StringTable(), disallow: new StringTable() };
  const firstWith = { allow: [] as number[], disallow: [] as number[] };
  const lastWith = { allow: [] as number[], disallow: [] as number[] };
  const nextWith = new Int32Array(starRules.length).fill(-1);
  // The `*` Disallows that can match a path ("entries"), indexed for "which does a
  // name leave open?"; entryOf maps a `*` rule to its entry, or -1.
  const open: number[] = [];
  const heads: string[] = [];
  const entryOf = new Int32Array(starRules.length).fill(-1);
  for (let i = 0; i < starRules.length; i++) {
    const r = starRules[i] as ParsedRule;
    const patterns = starPatterns[r.kind];
    const known = patterns.size;
    const id = patterns.add(r.pattern);
    if (id === known) firstWith[r.kind].push(i);
    else nextWith[lastWith[r.kind][id] as number] = i;
    lastWith[r.kind][id] = i;
    if (r.kind !== 'disallow') continue;
    const head = headOf(r.pattern, mode);
    if (neverMatchesHead(r.pattern, head)) continue;
    entryOf[i] = open.length;
    open.push(i);
    heads.push(head);
  }
  let index: CoverIndex | null = null;
  const coverIndex = (): CoverIndex => (index ??= new CoverIndex(heads));

  // The copy fix's text: every `*` line, or all but those the name has already.
  let starLines: string[] | null = null;
  const lineOf = (i: number): string => (starLines ??= starRules.map(ruleLine))[i] as string;
  let joined: string | null = null;
  const allStarLines = (): string =>
    (joined ??= (starLines ??= starRules.map(ruleLine)).join(ctx.eol));
  // Where each `*` line starts in allStarLines, so a copy without some of them is a
  // few slices of it rather than a new join of every line.
  let starts: number[] | null = null;
  const startOf = (i: number): number => {
    if (!starts) {
      starts = [];
      let at = 0;
      for (let n = 0; n < starRules.length; n++) {
        starts.push(at);
        at += lineOf(n).length + ctx.eol.length;
      }
    }
    return starts[i] as number;
  };
  const linesWithout = (skip: readonly number[]): string => {
    const all = allStarLines();
    const parts: string[] = [];
    let from = 0;
    for (const i of skip) {
      if (i > from) parts.push(all.slice(startOf(from), startOf(i - 1) + lineOf(i - 1).length));
      from = i + 1;
    }
    if (from < starRules.length) parts.push(all.slice(startOf(from)));
    return parts.join(ctx.eol);
  };

  // Names that leave the same `*` Disallows open share the words that list them.
  const words = new Map<OpenEntries, MissedWords>();
  const wordsOf = (missed: OpenEntries): MissedWords => {
    let found = words.get(missed);
    if (!found) {
      const rules = missed.first.map((entry) => starRules[open[entry] as number] as ParsedRule);
      const total = missed.count;
      const paths = rules.map((r) => code(r.value, 30));
      const lines = rules.map((r) => String(r.line));
      const rest = ` may still fetch ${listingOf(paths, total)} (${count(total, '`*` Disallow')} on ${total === 1 ? 'line' : 'lines'} ${listingOf(lines, total)}).`;
      found = {
        one: ` has its own group, so none of the \`*\` rules apply to it: it${rest}`,
        many: ` have their own group, so none of the \`*\` rules apply to them: they${rest}`,
      };
      words.set(missed, found);
    }
    return found;
  };
  // Wildcard Disallows are compared with each `*` Disallow; names that share the
  // same own Disallows and `*` rules share the result.
  const openCache = new Map<string, OpenEntries>();
  // Each own pattern is compiled once and each entry's symbolic forms are made
  // once, however many names compare them.
  const covers = new Map<string, Cover>();
  const forms: (readonly string[] | undefined)[] = [];
  const openTo = (own: readonly string[], skip: ReadonlySet<number>): OpenEntries => {
    const distinct = [...new Set(own)];
    const cacheKey = `${distinct.join('\u0000')}\u0001${[...skip].sort((a, b) => a - b).join(',')}`;
    let found = openCache.get(cacheKey);
    if (!found) {
      const list = distinct.map((p) => {
        let cover = covers.get(p);
        if (!cover) covers.set(p, (cover = coverOf(p, mode)));
        return cover;
      });
      let total = 0;
      const first: number[] = [];
      for (let entry = 0; entry < open.length; entry++) {
        if (skip.has(entry)) continue;
        const pattern = (starRules[open[entry] as number] as ParsedRule).pattern;
        let covered = false;
        for (let c = 0; c < list.length && !covered; c++) {
          const cover = list[c] as Cover;
          if (cover.kind === 'pattern' && forms[entry] === undefined) {
            forms[entry] = symbolic(pattern, mode);
          }
          covered = coversPattern(cover, pattern, mode, forms[entry]);
        }
        if (covered) continue;
        total++;
        if (first.length < 3) first.push(entry);
      }
      openCache.set(cacheKey, (found = { count: total, first }));
    }
    return found;
  };

  // The copy of every `*` line, as inserted: one string shared by every finding.
  let inserted: string | null = null;
  const allInsert = (): string => (inserted ??= ctx.eol + allStarLines());
  const out: RobotsDiagnostic[] = [];
  // Lists reused from one set to the next: a file may hold tens of thousands of sets.
  // Each holds its first `count` entries: emptying a list by its length would give
  // it a fresh backing store on the next push, once per set.
  const shown: GroupAgent[] = [];
  const own: string[] = [];
  const prefixes: string[] = [];
  for (let n = 0; n < sets; n++) {
    const indices = setShared[n];
    const first = setGroup[n] as number;
    const groupCount = indices === undefined ? 1 : indices.length;
    const head = setHead[n] as number;
    let rules = false;
    for (let i = 0; i < groupCount && !rules; i++) {
      const index = indices === undefined ? first : (indices[i] as number);
      rules = (groups[index] as ParsedGroup).rules.length > 0;
    }
    if (!rules) continue;
    // Crawlers that never read `*` anyway are left out; ignored-by-agent explains them.
    let agents = 0;
    let shownCount = 0;
    for (let k = head; k >= 0; k = next[k] as number) {
      const a = keyAgents[k] as GroupAgent;
      const crawler = ctx.crawlerOf(a);
      if (crawler && (crawler.ignoresStar || !crawler.fetches || crawler.honours === 'no'))
        continue;
      agents++;
      if (shownCount < 3) shown[shownCount++] = a;
    }
    if (shownCount === 0) continue;
    const agent = shown[0] as GroupAgent;

    // The `*` rules this name has too, by lookup (no pairwise scan), and its own
    // Disallows as covers: without an Allow, any of them that matches blocks.
    let has: Set<number> | null = null;
    let hasAllow = false;
    let ownCount = 0;
    for (let i = 0; i < groupCount; i++) {
      const index = indices === undefined ? first : (indices[i] as number);
      const list = (groups[index] as ParsedGroup).rules;
      for (let j = 0; j < list.length; j++) {
        const r = list[j] as ParsedRule;
        if (r.pattern === '') continue;
        const id = starPatterns[r.kind].idOf(r.pattern);
        if (id >= 0) {
          for (let s = firstWith[r.kind][id] as number; s >= 0; s = nextWith[s] as number) {
            (has ??= new Set()).add(s);
          }
        }
        if (r.kind === 'allow') hasAllow = true;
        else own[ownCount++] = r.pattern;
      }
    }
    if (hasAllow) ownCount = 0;
    let prefixCount = 0;
    let wildcards = false;
    let everything = false;
    for (let i = 0; i < ownCount; i++) {
      const cover = coverKind(own[i] as string, mode);
      if (cover === null) wildcards = true;
      else if (cover === '') everything = true;
      else prefixes[prefixCount++] = cover;
    }
    if (everything) continue;
    let skip: ReadonlySet<number> = NO_ENTRIES;
    if (has) {
      const entries = new Set<number>();
      for (const i of has) if ((entryOf[i] as number) >= 0) entries.add(entryOf[i] as number);
      skip = entries;
    }
    const missed = wildcards
      ? openTo(own.slice(0, ownCount), skip)
      : coverIndex().open(prefixes, prefixCount, skip, 3);
    if (missed.count === 0) continue;

    const home = groups[first] as ParsedGroup;
    const last = home.rules[home.rules.length - 1] as ParsedRule;
    // The copy goes below the group's last rule, on lines of its own.
    const insert = has ? ctx.eol + linesWithout([...has].sort((a, b) => a - b)) : allInsert();
    const below = ctx.lineEnd(last.line);
    const names =
      agents === 1
        ? code(agent.value)
        : listingOf(
            shown.slice(0, shownCount).map((a) => code(a.value)),
            agents,
          );
    const { one, many } = wordsOf(missed);
    out.push(
      diagnostic(
        ctx,
        'named-group-hides-star',
        agent.span.from,
        agent.span.to,
        names + (agents === 1 ? one : many),
        { fix: editFix(COPY_STAR, below, below, insert, false) },
      ),
    );
  }
  return out;
}

const COPY_STAR = 'Copy the `*` rules into this group';

/**
 * How a non-empty Disallow pattern covers others, as coverOf says, without
 * building a Cover: `''` for everything, the literal prefix, or `null` for a
 * pattern compared symbolically.
 */
function coverKind(pattern: string, mode: Mode): string | null {
  let end = pattern.length;
  while (end > 0 && pattern.charCodeAt(end - 1) === 42) end--;
  if (end === 0 || (end === 1 && pattern.charCodeAt(0) === 47)) return '';
  for (let i = 0; i < end; i++) {
    const c = pattern.charCodeAt(i);
    // rfc mode: `%2A` and `%24` stand for literal characters; the symbolic test reads them right.
    if (c === 42 || c === 36 || (c === 37 && mode === 'rfc')) return null;
  }
  return end === pattern.length ? pattern : pattern.slice(0, end);
}

/** True when a non-empty pattern with head `head` matches no path: paths start with `/` (RFC 9309 §2.2.2). */
function neverMatchesHead(pattern: string, head: string): boolean {
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
  const groups = ctx.parsed.groups;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as ParsedGroup;
    if (group.rules.length === 0) {
      // `User-agent: X Disallow: /`: the rule is there, only its line break is lost
      // (joined-lines says so); "add a rule" would be the wrong advice.
      if (group.agents.some((a) => joinedAt(ctx, a.line))) continue;
      let firsts: Map<string, GroupAgent> | null = null;
      for (const key of ctx.keysOf(group.index)) {
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
    const above: string[] = [];
    for (let i = 1; i < agents.length; i++) {
      const previous = agents[i - 1] as GroupAgent;
      const agent = agents[i] as GroupAgent;
      if (!hasSeparator(ctx, previous.line, agent.line)) continue;
      // Only the first names are shown; naming every line above would be quadratic.
      if (above.length < Math.min(i, 3)) {
        for (let k = above.length; k < Math.min(i, 3); k++) {
          above.push(code((agents[k] as GroupAgent).value || '(empty)'));
        }
      }
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
  const blockers: ParsedRule[] = [];
  for (const group of groupsOf(ctx, STAR)) {
    for (const r of group.rules) {
      if (!EVERYTHING.has(r.pattern)) continue;
      if (r.kind === 'allow') return [];
      blockers.push(r);
    }
  }
  if (blockers.length === 0) return [];

  const hasGroup = (crawler: CrawlerInfo | null): boolean => {
    const key = crawler ? groupKeyOf(ctx, crawler) : null;
    return key !== null && key !== '' && ctx.groupsOf(key) !== undefined;
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
  const groups = ctx.parsed.groups;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as ParsedGroup;
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
 * file) a named group below the `*` group. A teaching note: lintRobots folds
 * several cases into one finding worded by foldNote, so only a lone Allow case
 * gets a sentence of its own; each of several says the note's summary.
 */
export function firstMatchTrap(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const groups = ctx.parsed.groups;
  // The Allows a top-down reader never reaches, each with the rule it stops at.
  const allows: ParsedRule[] = [];
  const stops: ParsedRule[] = [];
  const lineCount = ctx.parsed.lines.length;
  const report = (rule: ParsedRule, first: ParsedRule): void => {
    if (rule.line < 1 || rule.line > lineCount) return;
    allows.push(rule);
    stops.push(first);
  };
  // A top-down reader stops at the first earlier rule that covers the Allow: one
  // whose literal prefix (a trailing `*` matches the same paths) the Allow starts
  // with, before its first wildcard. Small groups compare each Allow with the few
  // rules above it; larger ones walk a trie of those prefixes, one walk per Allow.
  let trie: PrefixTrie<ParsedRule> | null = null;
  for (let g = 0; g < groups.length; g++) {
    const rules = (groups[g] as ParsedGroup).rules;
    // Rules below the last Allow stop no reader before an Allow.
    let lastAllow = rules.length - 1;
    while (lastAllow > 0 && !isAllow(rules[lastAllow] as ParsedRule)) lastAllow--;
    if (lastAllow <= 0) continue;
    if (lastAllow < SMALL_GROUP) {
      for (let j = 1; j <= lastAllow; j++) {
        const rule = rules[j] as ParsedRule;
        if (!isAllow(rule)) continue;
        const limit = literalLimit(rule.pattern);
        for (let i = 0; i < j; i++) {
          const earlier = rules[i] as ParsedRule;
          const length = literalKeyLength(earlier.pattern);
          if (length === 0 || length > limit) continue;
          if (!startsWithFirst(rule.pattern, earlier.pattern, length)) continue;
          if (earlier.kind === 'disallow') report(rule, earlier);
          break;
        }
      }
      continue;
    }
    if (trie) trie.clear();
    else trie = new PrefixTrie<ParsedRule>();
    const earlier = trie;
    for (let j = 0; j <= lastAllow; j++) {
      const rule = rules[j] as ParsedRule;
      const pattern = rule.pattern;
      if (pattern === '') continue;
      let first: ParsedRule | undefined;
      if (rule.kind === 'allow' && earlier.size > 0) {
        earlier.walk(pattern, literalLimit(pattern), (r) => {
          if (!first || r.line < first.line) first = r;
        });
      }
      const length = literalKeyLength(pattern);
      if (length > 0) earlier.addFirst(pattern, length, rule);
      if (first && first.kind === 'disallow') report(rule, first);
    }
  }

  // The named group below `*`, a case of its own.
  let groupCase: RobotsDiagnostic | null = null;
  const starIndex = ctx.groupsOf(STAR)?.[0];
  if (starIndex !== undefined) {
    // The named groups below the first `*` group: the first of them, and how many.
    let first: ParsedGroup | undefined;
    let later = 0;
    for (let g = starIndex + 1; g < groups.length; g++) {
      if (ctx.named[g] === 1) {
        first ??= groups[g];
        later++;
      }
    }
    const agent = first?.agents.find((a) => !a.star);
    const star = groups[starIndex]?.agents.find((a) => a.star);
    if (first && agent && star) {
      const others = later - 1;
      groupCase = diagnostic(
        ctx,
        'first-match-trap',
        agent.span.from,
        agent.span.to,
        `Some older parsers take the first group that matches, and \`User-agent: *\` on line ${star.line} matches every crawler, so they never reach this group${others > 0 ? ` or the ${count(others, 'other named group')} below it` : ''}; RFC 9309 and Google pick the named group wherever it is.`,
      );
    }
  }

  const info = lintRuleInfo('first-match-trap');
  // Each case's move: the Allow's line inserted above the rule it stops at, and
  // removed where it was. Only the edits when the cases fold into one finding.
  const moves: RobotsEdit[][] = [];
  for (let i = 0; i < allows.length; i++) {
    const rule = allows[i] as ParsedRule;
    const first = stops[i] as ParsedRule;
    // The Allow's line with the file's line end, one slice of the text when the
    // line ends so: a file may have tens of thousands of these moves.
    const start = ctx.lineStart(rule.line);
    const end = ctx.lineEnd(rule.line);
    const moved = ctx.text.startsWith(ctx.eol, end)
      ? ctx.text.slice(start, end + ctx.eol.length)
      : ctx.text.slice(start, end) + ctx.eol;
    const at = ctx.lineStart(first.line);
    moves.push([replace(at, at, moved), removeLine(ctx, rule.line)]);
  }
  // Several cases make one finding (a teaching note): folded here as foldNote
  // would fold them, without a finding and a sentence for each. The Allows come
  // in file order, which is span order.
  const cases = allows.length + (groupCase ? 1 : 0);
  if (cases > 1 && inFileOrder(allows)) {
    const lines: number[] = [];
    for (let i = 0; i < allows.length; i++) lines.push((allows[i] as ParsedRule).line);
    let head: Pick<RobotsDiagnostic, 'id' | 'from' | 'to' | 'line'> | null = null;
    if (allows.length > 0) {
      const rule = allows[0] as ParsedRule;
      const from = rule.span.from;
      head = {
        id: 'first-match-trap',
        from,
        to: Math.max(from, rule.span.to),
        line: lines[0] as number,
      };
    }
    if (groupCase) {
      // On a tie the Allow, found first, stays first (foldNote's sort is stable).
      if (
        !head ||
        groupCase.from < head.from ||
        (groupCase.from === head.from && groupCase.to < head.to)
      ) {
        head = groupCase;
      }
      let at = lines.length;
      while (at > 0 && (lines[at - 1] as number) > groupCase.line) at--;
      lines.splice(at, 0, groupCase.line);
    }
    return [
      noteFinding(info, head as RobotsDiagnostic, info.severity, lines, moves, ctx.text.length),
    ];
  }
  for (let i = 0; i < allows.length; i++) {
    const rule = allows[i] as ParsedRule;
    const first = stops[i] as ParsedRule;
    out.push(
      diagnostic(
        ctx,
        'first-match-trap',
        rule.span.from,
        rule.span.to,
        cases === 1
          ? `A top-down reader stops at ${code(ruleLine(first))} on line ${first.line} and never reaches this Allow, so it blocks ${code(rule.value, 40)} although RFC 9309 and Google allow it; put the Allow first to work for both.`
          : (info.note?.summary ?? ''),
        { fixes: [fix(MOVE_ALLOW, moves[i] as RobotsEdit[], true)] },
      ),
    );
  }
  if (groupCase) out.push(groupCase);
  return out;
}

const MOVE_ALLOW = 'Move the Allow above the Disallow';

/** True when the rules are in file order (by line). */
function inFileOrder(rules: readonly ParsedRule[]): boolean {
  for (let i = 1; i < rules.length; i++) {
    if ((rules[i - 1] as ParsedRule).line > (rules[i] as ParsedRule).line) return false;
  }
  return true;
}

/** Groups with fewer rules above their last Allow compare pairs directly: at most this many per rule. */
const SMALL_GROUP = 16;

/** True for an Allow with a pattern (an empty one matches nothing to stop at). */
function isAllow(rule: ParsedRule): boolean {
  return rule.kind === 'allow' && rule.pattern !== '';
}

/** How many characters of an Allow a prefix may span: up to its first wildcard, else all but the last. */
function literalLimit(pattern: string): number {
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charCodeAt(i);
    if (c === 42 || c === 36) return i;
  }
  return pattern.length - 1;
}

/** True when `text` starts with the first `length` characters of `prefix` (`length` ≤ its length). */
function startsWithFirst(text: string, prefix: string, length: number): boolean {
  if (length > text.length) return false;
  for (let i = 0; i < length; i++) if (text.charCodeAt(i) !== prefix.charCodeAt(i)) return false;
  return true;
}

/**
 * The length of a rule's literal prefix (the pattern without trailing `*`s), or 0
 * when it is empty or holds another `*` or a `$`.
 */
function literalKeyLength(pattern: string): number {
  let end = pattern.length;
  while (end > 0 && pattern.charCodeAt(end - 1) === 42) end--;
  for (let i = 0; i < end; i++) {
    const c = pattern.charCodeAt(i);
    if (c === 42 || c === 36) return 0;
  }
  return end;
}
