// Rules about which group a crawler ends up reading: named groups that hide the
// `*` rules, groups without rules, `Disallow: /` for everyone, blank lines inside
// groups and orders that only longest-match readers get right.
//
// RFC 9309 §2.2.1: a crawler obeys the group(s) naming it, else the `*` group(s);
// a group runs until the next User-agent line that follows a rule (blank lines do
// not end it). §2.2.2: the longest matching rule wins, wherever it is.

import { CRAWLERS, fallbackChain, findCrawler } from '../../registry/index.ts';
import type { CrawlerInfo } from '../../registry/index.ts';
import type { GroupAgent, ParsedGroup, ParsedRule } from '../../types.ts';
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
  removeLine,
} from '../report.ts';
import type { RobotsDiagnostic, RobotsEdit } from '../types.ts';
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

/** True for a pattern with no wildcard and no end anchor. */
function isLiteral(pattern: string): boolean {
  return !pattern.includes('*') && !pattern.includes('$');
}

/**
 * named-group-hides-star: a crawler with a group of its own reads none of the
 * `*` rules (RFC 9309 §2.2.1); names the `*` Disallows it misses.
 */
export function namedGroupHidesStar(ctx: LintContext): RobotsDiagnostic[] {
  const starRules = groupsOf(ctx, STAR).flatMap((g) => g.rules.filter((r) => r.pattern !== ''));
  if (!starRules.some((r) => r.kind === 'disallow')) return [];
  const starByPattern = new Map<string, number[]>();
  starRules.forEach((r, i) => {
    const list = starByPattern.get(r.pattern);
    if (list) list.push(i);
    else starByPattern.set(r.pattern, [i]);
  });
  let starLines: string | null = null;
  const allStarLines = (): string => (starLines ??= starRules.map(ruleLine).join(ctx.eol));
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
    const rules = groups.flatMap((g) => g.rules);
    if (rules.length === 0) continue;
    // Crawlers that never read `*` anyway are left out; ignored-by-agent explains them.
    const agents = keys
      .map((k) => firstAgent(groups, k))
      .filter((a): a is GroupAgent => a !== undefined)
      .filter((a) => {
        const crawler = ctx.crawlerOf(a);
        return !crawler || (!crawler.ignoresStar && crawler.fetches && crawler.honours !== 'no');
      });
    const agent = agents[0];
    if (!agent) continue;

    // Mark the `*` rules this name has too, by pattern lookup (no pairwise scan).
    const has = new Uint8Array(starRules.length);
    let hasAllow = false;
    for (const r of rules) {
      if (r.kind === 'allow' && r.pattern !== '') hasAllow = true;
      for (const i of starByPattern.get(r.pattern) ?? []) {
        if ((starRules[i] as ParsedRule).kind === r.kind) has[i] = 1;
      }
    }
    const missed = starRules.filter((_, i) => has[i] === 0);
    // Without Allows, a literal Disallow of the name's own that is a prefix covers more.
    let literals: Set<string> | null = null;
    const covered = (pattern: string): boolean => {
      if (hasAllow) return false;
      literals ??= new Set(
        rules.filter((r) => r.kind === 'disallow' && isLiteral(r.pattern)).map((r) => r.pattern),
      );
      for (let n = 1; n <= pattern.length; n++) if (literals.has(pattern.slice(0, n))) return true;
      return false;
    };
    const missedDisallows = missed.filter((r) => r.kind === 'disallow' && !covered(r.pattern));
    if (missedDisallows.length === 0) continue;

    const home = ctx.parsed.groups[indices[0] as number] as ParsedGroup;
    const last = home.rules[home.rules.length - 1] as ParsedRule;
    const copy = fix(
      'Copy the `*` rules into this group',
      [
        insertLineAfter(
          ctx,
          last.line,
          missed.length === starRules.length ? allStarLines() : missed.map(ruleLine).join(ctx.eol),
        ),
      ],
      false,
    );
    const paths = missedDisallows.map((r) => code(r.value, 30));
    const lines = missedDisallows.map((r) => r.line);
    out.push(
      diagnostic(
        ctx,
        'named-group-hides-star',
        agent.span.from,
        agent.span.to,
        `${listing(agents.map((a) => code(a.value)))} ${agents.length === 1 ? 'has its own group, so none of the `*` rules apply to it: it' : 'have their own group, so none of the `*` rules apply to them: they'} may still fetch ${listing(paths)} (${count(lines.length, '`*` Disallow')} on ${lines.length === 1 ? 'line' : 'lines'} ${listing(lines.map(String))}).`,
        { fixes: [copy] },
      ),
    );
  }
  return out;
}

function firstAgent(groups: readonly ParsedGroup[], key: string): GroupAgent | undefined {
  for (const group of groups) {
    for (const agent of group.agents) if (!agent.star && agent.token === key) return agent;
  }
  return undefined;
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
      for (const key of ctx.groupKeys[group.index] ?? []) {
        if (key === STAR || key === '') continue;
        if (groupsOf(ctx, key).some((g) => g.rules.length > 0)) continue;
        const agent = firstAgent([group], key);
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
      const above = agents.slice(0, i).map((a) => code(a.value || '(empty)'));
      const end = lastContentLine(ctx, previous.line, agent.line - 1);
      out.push(
        diagnostic(
          ctx,
          'group-without-rules',
          agent.span.from,
          agent.span.to,
          `This line joins the group of ${listing(above)} above, because that group has no Allow or Disallow yet: the rules below apply to ${above.length === 1 ? 'it' : 'them'} too.`,
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
    const names = listing(group.agents.map((a) => (a.star ? '`*`' : code(a.value || '(empty)'))));
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
  for (const group of ctx.parsed.groups) {
    // The earliest rule per literal prefix (a trailing `*` matches the same paths):
    // a top-down reader stops at the first earlier rule that covers the Allow.
    const earlier = new Map<string, ParsedRule>();
    // Only prefixes as long as some remembered key can match: fewer slices.
    const lengths = new Set<number>();
    for (const rule of group.rules) {
      const pattern = rule.pattern;
      if (pattern === '') continue;
      let first: ParsedRule | undefined;
      if (rule.kind === 'allow' && earlier.size > 0) {
        const stop = pattern.search(/[*$]/);
        const limit = stop < 0 ? pattern.length - 1 : stop;
        for (const n of lengths) {
          if (n > limit) continue;
          const r = earlier.get(pattern.slice(0, n));
          if (r && (!first || r.line < first.line)) first = r;
        }
      }
      let end = pattern.length;
      while (end > 0 && pattern.charCodeAt(end - 1) === 42) end--;
      const key = end === pattern.length ? pattern : pattern.slice(0, end);
      if (key !== '' && isLiteral(key) && !earlier.has(key)) {
        earlier.set(key, rule);
        lengths.add(key.length);
      }
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
