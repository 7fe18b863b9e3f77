// Rules about one Allow/Disallow pattern on its own: how `/`, `*` and `$` are
// written, and empty rules.
//
// RFC 9309 §2.2.2: a rule is a path that starts with `/` and matches from the
// start of the URL path; §2.2.3: `*` matches any characters, `$` at the end
// anchors. google-specific (robots.cc, Matches): `$` elsewhere is a literal, a
// pattern that starts with neither `/` nor `*` never matches, and a rule's
// priority is its length with wildcards counted.

import type { ParsedGroup, ParsedRule } from '../../types.ts';
import type { LintContext } from '../context.ts';
import { code, diagnostic, editFix, fix, lineSpan, removeLine, replace } from '../report.ts';
import type { RobotsDiagnostic, RobotsFix } from '../types.ts';

function keyword(rule: ParsedRule): string {
  return rule.kind === 'allow' ? 'Allow' : 'Disallow';
}

/** disallow-star: `Disallow: *` — everything for Google, outside the RFC grammar. */
export function disallowStar(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (let i = 0; i < ctx.rules.length; i++) {
    const rule = ctx.rules[i] as ParsedRule;
    if (rule.kind !== 'disallow' || rule.value !== '*') continue;
    out.push(
      diagnostic(
        ctx,
        'disallow-star',
        rule.span.from,
        rule.span.to,
        '`Disallow: *` blocks everything for Google, but paths start with `/` and parsers that follow the RFC grammar may ignore it; write `Disallow: /`.',
        {
          fixes: [
            fix('Change to `Disallow: /`', [replace(rule.span.from, rule.span.to, '/')], true),
          ],
        },
      ),
    );
  }
  return out;
}

// Characters that look like nothing; the encoding rule reports and fixes them.
const INVISIBLE_START = /^[\u00a0\u200b-\u200d\u2060\ufeff\u3000]/;

/** pattern-not-rooted: a rule that starts with neither `/` nor `*` never matches. */
export function patternNotRooted(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (let i = 0; i < ctx.rules.length; i++) {
    const rule = ctx.rules[i] as ParsedRule;
    const value = rule.value;
    if (value === '' || value.startsWith('/') || value.startsWith('*')) continue;
    if (INVISIBLE_START.test(value)) continue;
    const { from, to } = rule.span;
    const url = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(value);
    let message: string;
    const fixes: RobotsFix[] = [];
    if (url) {
      const path = value.slice(url[0].length) || '/';
      const rooted = path.startsWith('/') ? path : `/${path}`;
      message = `A rule takes a path, not a full URL: ${code(value)} never matches, because every path starts with \`/\`.`;
      fixes.push(fix(`Change to ${rooted}`, [replace(from, to, rooted)], true));
    } else if (/^\.[A-Za-z0-9]+\$?$/.test(value)) {
      message = `Paths always start with \`/\`, so ${code(value)} never matches; to match every file ending in ${value.replace('$', '')}, write ${code(`/*${value}`)}.`;
      fixes.push(fix(`Change to /*${value}`, [replace(from, from, '/*')], false));
      fixes.push(fix(`Change to /${value}`, [replace(from, from, '/')], false));
    } else {
      message = `Paths always start with \`/\`, so a rule that starts with ${code(value, 30)} never matches anything.`;
      fixes.push(fix('Add `/` at the start', [replace(from, from, '/')], true));
    }
    out.push(diagnostic(ctx, 'pattern-not-rooted', from, to, message, { fixes }));
  }
  return out;
}

/** dollar-not-at-end: `$` anywhere but last is a literal dollar sign. */
export function dollarNotAtEnd(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (let i = 0; i < ctx.rules.length; i++) {
    const rule = ctx.rules[i] as ParsedRule;
    const value = rule.value;
    const at = value.indexOf('$');
    if (at < 0 || at === value.length - 1) continue;
    const fixes: RobotsFix[] = [];
    const tail = /\$\*+$/.exec(value);
    if (tail && value.indexOf('$') === tail.index) {
      const end = rule.span.from + tail.index + 1;
      fixes.push(fix('Remove the `*` after `$`', [replace(end, rule.span.to, '')], false));
    }
    out.push(
      diagnostic(
        ctx,
        'dollar-not-at-end',
        rule.span.from + at,
        rule.span.from + at + 1,
        `\`$\` means “end of the path” only as the last character; here it is a plain dollar sign, so ${code(value, 40)} only matches URLs that contain a \`$\`.`,
        { fixes },
      ),
    );
  }
  return out;
}

/**
 * The value without `**` runs and without trailing `*`s (a lone `*` stays). A `*`
 * after a `$` stays: without it the `$` would become the end anchor.
 */
function tidyWildcards(value: string): string {
  const doubled = value.includes('**');
  if (!doubled && value.charCodeAt(value.length - 1) !== 42) return value;
  const collapsed = doubled ? value.replace(/\*{2,}/g, '*') : value;
  // Once collapsed, a value ends in at most one `*`.
  const trimmed =
    collapsed.length > 1 && collapsed.endsWith('*') && !collapsed.endsWith('$*')
      ? collapsed.slice(0, -1)
      : collapsed;
  return trimmed === '' ? '*' : trimmed;
}

/** The sorted priorities of one kind of rule in a group, asked for ranges by binary search. */
class Priorities {
  private readonly sorted: number[];

  constructor(priorities: number[]) {
    this.sorted = priorities.sort((a, b) => a - b);
  }

  /** True when some priority lies in `[low, high]`. */
  some(low: number, high: number): boolean {
    const list = this.sorted;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as number) < low) lo = mid + 1;
      else hi = mid;
    }
    return lo < list.length && (list[lo] as number) <= high;
  }
}

/** Groups of at most this many rules are scanned for rivals rather than indexed. */
const SMALL_GROUP = 16;

/** redundant-wildcard: a trailing `*` (rules are prefixes already) or `**`. */
export function redundantWildcard(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  // Built on first use per set of merged groups (a list of groupsOf, or one
  // group without names): a sorted list answers "a rule of the other kind within
  // this priority range?" without scanning for every rule.
  const byList = {
    allow: new Map<readonly number[], Priorities>(),
    disallow: new Map<readonly number[], Priorities>(),
  };
  const byGroup = { allow: new Map<number, Priorities>(), disallow: new Map<number, Priorities>() };
  const prioritiesOf = (groups: readonly number[], kind: ParsedRule['kind']): Priorities => {
    const list: number[] = [];
    for (const index of groups) {
      for (const r of ctx.parsed.groups[index]?.rules ?? [])
        if (r.kind === kind) list.push(r.priority);
    }
    return new Priorities(list);
  };
  const ofList = (groups: readonly number[], kind: ParsedRule['kind']): Priorities => {
    let found = byList[kind].get(groups);
    if (!found) byList[kind].set(groups, (found = prioritiesOf(groups, kind)));
    return found;
  };
  const ofGroup = (index: number, kind: ParsedRule['kind']): Priorities => {
    let found = byGroup[kind].get(index);
    if (!found) byGroup[kind].set(index, (found = prioritiesOf([index], kind)));
    return found;
  };
  // RFC 9309 §2.2.1: a crawler reads every group that names it, merged, so the
  // rules that compete with this one are those of each name's groups.
  const rivals = (group: ParsedGroup, kind: ParsedRule['kind'], low: number, high: number) => {
    const keys = ctx.alone[group.index] === 1 ? null : ctx.keysOf(group.index);
    if (keys === null || keys.length === 0) {
      // Only this group's rules compete; a few of them are quicker to scan than to sort.
      const rules = group.rules;
      if (rules.length > SMALL_GROUP) return ofGroup(group.index, kind).some(low, high);
      for (let i = 0; i < rules.length; i++) {
        const r = rules[i] as ParsedRule;
        if (r.kind === kind && r.priority >= low && r.priority <= high) return true;
      }
      return false;
    }
    for (const k of keys) {
      const groups = ctx.groupsOf(k);
      if ((groups ? ofList(groups, kind) : ofGroup(group.index, kind)).some(low, high)) return true;
    }
    return false;
  };
  for (let i = 0; i < ctx.rules.length; i++) {
    const rule = ctx.rules[i] as ParsedRule;
    const value = rule.value;
    if (!value.includes('*')) continue;
    const tidy = tidyWildcards(value);
    if (tidy === value) continue;
    const group = ctx.parsed.groups[rule.group] as ParsedGroup;
    // google-specific: priority is the pattern length, stars included. Shortening
    // may change a tie or a win against a rule of the other kind.
    const shorter = rule.priority - (value.length - tidy.length);
    const risky = rivals(
      group,
      rule.kind === 'allow' ? 'disallow' : 'allow',
      shorter,
      rule.priority,
    );
    const what = value.includes('**')
      ? '`**` matches the same as `*`'
      : `a rule already matches every path that starts with it, so the trailing \`*\` adds nothing`;
    out.push(
      diagnostic(
        ctx,
        'redundant-wildcard',
        rule.span.from,
        rule.span.to,
        // Joined, not concatenated: one string per finding kept, where `+` would
        // keep a chain of pieces (a file may have tens of thousands of these).
        ['In ', code(value, 40), ', ', what, '.'].join(''),
        {
          fix: editFix(['Change to ', tidy].join(''), rule.span.from, rule.span.to, tidy, !risky),
        },
      ),
    );
  }
  return out;
}

/** empty-disallow: `Disallow:` blocks nothing — the "allow everything" idiom. */
export function emptyDisallow(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  // Per group, once: whether any rule has a value (a scan per empty rule is quadratic).
  const valued = new Map<number, boolean>();
  for (let i = 0; i < ctx.rules.length; i++) {
    const rule = ctx.rules[i] as ParsedRule;
    const group = ctx.parsed.groups[rule.group] as ParsedGroup;
    if (rule.kind !== 'disallow' || rule.value !== '') continue;
    const span = lineSpan(ctx, rule.line);
    let others = valued.get(group.index);
    if (others === undefined) {
      others = group.rules.some((r) => r.value !== '');
      valued.set(group.index, others);
    }
    if (others) {
      out.push(
        diagnostic(
          ctx,
          'empty-disallow',
          span.from,
          span.to,
          'This empty `Disallow:` blocks nothing and the other rules of the group already decide, so it can go.',
          { fixes: [fix('Remove the line', [removeLine(ctx, rule.line)], true)] },
        ),
      );
    } else {
      out.push(
        diagnostic(
          ctx,
          'empty-disallow',
          span.from,
          span.to,
          `An empty \`${keyword(rule)}:\` blocks nothing, so the crawlers of this group may fetch every page: the standard way to say so, as long as no path went missing.`,
        ),
      );
    }
  }
  return out;
}
