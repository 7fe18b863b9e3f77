// Rules about rules that meet again for the same crawlers: exact duplicates and
// an Allow and a Disallow of the same pattern.
//
// RFC 9309 §2.2.1: groups naming the same crawler are merged, so a repeat may
// sit in another group. §2.2.2: when an Allow and a Disallow match equally, the
// Allow wins. Everything is keyed by crawler name and pattern (maps, no pairwise
// scans), so a 500 KiB file stays linear.

import type { ParsedGroup, ParsedRule } from '../../types.ts';
import type { LintContext } from '../context.ts';
import { code, diagnostic, fix, removeLine } from '../report.ts';
import { StringTable } from '../string-table.ts';
import type { RobotsDiagnostic } from '../types.ts';

function keyword(rule: ParsedRule): string {
  return rule.kind === 'allow' ? 'Allow' : 'Disallow';
}

/**
 * duplicate-rule: a rule whose kind and pattern every crawler of its group
 * already has from an earlier line (in this group or a merged one).
 */
export function duplicateRule(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const seen = { allow: new FirstByName(), disallow: new FirstByName() };
  const groups = ctx.parsed.groups;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as ParsedGroup;
    // A small group that shares no name can only repeat itself: its rules are
    // compared with each other and kept out of the maps, and its keys not read.
    const local = isLocal(ctx, group);
    const keys = local ? NO_KEYS : ctx.keysOf(group.index);
    if (!local && keys.length === 0) continue;
    const rules = group.rules;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r] as ParsedRule;
      const firsts = seen[rule.kind];
      // The earliest of the rules each name already has, when every name has one.
      let earlier: ParsedRule | undefined;
      // The pattern's number, found or given once per rule (-1 in a local group).
      const id = local ? -1 : firsts.number(rule.pattern);
      if (local) {
        earlier = firstLike(rules, r);
      } else {
        for (const key of keys) {
          const found = firsts.get(id, key);
          if (!found) {
            earlier = undefined;
            break;
          }
          if (!earlier || found.line < earlier.line) earlier = found;
        }
      }
      if (earlier) {
        // Removing a group's only rule would let the next User-agent lines join it.
        const safe = group.rules.length > 1;
        const span = ctx.lineInfo(rule.line)?.span ?? rule.span;
        const why = sameBecause(ctx, rule, earlier);
        out.push(
          diagnostic(
            ctx,
            'duplicate-rule',
            span.from,
            span.to,
            `${code(`${keyword(rule)}: ${rule.value}`)} repeats line ${earlier.line} for the same crawlers${why}, so this copy does nothing.`,
            { fixes: [fix('Remove the duplicate', [removeLine(ctx, rule.line)], safe)] },
          ),
        );
        continue;
      }
      if (!local) firsts.add(id, keys, rule);
    }
  }
  return out;
}

/** Why two rules that do not look alike are the same: percent-encoding or names cut alike. */
function sameBecause(ctx: LintContext, rule: ParsedRule, earlier: ParsedRule): string {
  if (rule.value !== earlier.value) return ' once percent-encoded';
  if (rule.group === earlier.group) return '';
  const names = (index: number) =>
    new Set(ctx.parsed.groups[index]?.agents.map((a) => a.value.toLowerCase()));
  const before = names(earlier.group);
  const here = ctx.parsed.groups[rule.group]?.agents ?? [];
  // google-specific: `Sogou web spider` and `Sogou inst spider` are both read as `sogou`.
  const cut = here.find((a) => !a.star && a.token !== '' && !before.has(a.value.toLowerCase()));
  return cut && cut.token !== cut.value.toLowerCase()
    ? ` (Google reads ${code(cut.value)} as ${code(cut.token)})`
    : '';
}

/**
 * conflicting-rule: a Disallow with exactly the pattern of an Allow for the same
 * crawlers; the Allow always wins the tie, so the Disallow never applies.
 */
export function conflictingRule(ctx: LintContext): RobotsDiagnostic[] {
  const allows = new FirstByName();
  const groups = ctx.parsed.groups;
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as ParsedGroup;
    if (isLocal(ctx, group)) continue;
    const keys = ctx.keysOf(group.index);
    for (const rule of group.rules) {
      if (rule.kind === 'allow' && rule.pattern !== '') {
        allows.add(allows.number(rule.pattern), keys, rule);
      }
    }
  }
  const out: RobotsDiagnostic[] = [];
  for (let g = 0; g < groups.length; g++) {
    const group = groups[g] as ParsedGroup;
    const local = isLocal(ctx, group);
    const keys = local ? NO_KEYS : ctx.keysOf(group.index);
    if (!local && keys.length === 0) continue;
    for (const rule of group.rules) {
      if (rule.kind !== 'disallow' || rule.pattern === '') continue;
      // The Allow of the first name, when every name has one.
      let allow: ParsedRule | undefined;
      if (local) {
        allow = firstAllow(group.rules, rule.pattern);
      } else {
        const id = allows.idOf(rule.pattern);
        for (let k = 0; k < keys.length && id >= 0; k++) {
          const found = allows.get(id, keys[k] as string);
          if (!found) {
            allow = undefined;
            break;
          }
          allow ??= found;
        }
      }
      if (!allow) continue;
      out.push(
        diagnostic(
          ctx,
          'conflicting-rule',
          rule.span.from,
          rule.span.to,
          `This Disallow never applies: ${code(`Allow: ${allow.value}`)} on line ${allow.line} has the same pattern for the same crawlers, and Allow wins the tie.`,
          { fixes: [fix('Remove the dead Disallow', [removeLine(ctx, rule.line)], false)] },
        ),
      );
    }
  }
  return out;
}

/** Groups of at most this many rules that share no name are checked on their own. */
const SMALL_GROUP = 16;

/** The keys a local group's rules are compared under: none needed (see isLocal). */
const NO_KEYS: readonly string[] = [];

/** True for a small group no other group shares a name with: its rules meet only each other. */
function isLocal(ctx: LintContext, group: ParsedGroup): boolean {
  return ctx.alone[group.index] === 1 && group.rules.length <= SMALL_GROUP;
}

/** The first of `rules[0..at)` with the kind and pattern of `rules[at]`. */
function firstLike(rules: readonly ParsedRule[], at: number): ParsedRule | undefined {
  const rule = rules[at] as ParsedRule;
  for (let i = 0; i < at; i++) {
    const other = rules[i] as ParsedRule;
    if (other.kind === rule.kind && other.pattern === rule.pattern) return other;
  }
  return undefined;
}

/** The first Allow of `rules` with `pattern`. */
function firstAllow(rules: readonly ParsedRule[], pattern: string): ParsedRule | undefined {
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as ParsedRule;
    if (rule.kind === 'allow' && rule.pattern === pattern) return rule;
  }
  return undefined;
}

/**
 * The first rule of one kind and pattern for each crawler name that has it.
 * Patterns are known by number (a StringTable's), so a rule hashes its pattern
 * once however many names it asks about. Most patterns belong to one name, so
 * the first name is kept without a map.
 */
class FirstByName {
  // By pattern number: a file may hold tens of thousands of patterns, so each
  // pattern's first name and rule sit in lists rather than in an object of its own.
  private readonly patterns = new StringTable();
  /** The first name with each pattern, or null while none has it. */
  private readonly keys: (string | null)[] = [];
  private readonly rules: (ParsedRule | undefined)[] = [];
  /** The other names' first rules, for the few patterns more than one name has. */
  private readonly more: (Map<string, ParsedRule> | undefined)[] = [];

  /** The number of `pattern`, or -1 when it was never numbered. */
  idOf(pattern: string): number {
    return this.patterns.idOf(pattern);
  }

  /** The number of `pattern`, numbered now (with no name having it yet) if it is new. */
  number(pattern: string): number {
    const id = this.patterns.add(pattern);
    if (id === this.keys.length) {
      this.keys.push(null);
      this.rules.push(undefined);
      this.more.push(undefined);
    }
    return id;
  }

  /** The first rule with pattern number `id` for name `key`. */
  get(id: number, key: string): ParsedRule | undefined {
    return this.keys[id] === key ? this.rules[id] : this.more[id]?.get(key);
  }

  /** Keeps `rule` as the first with pattern number `id` for each of `keys` that has none yet. */
  add(id: number, keys: readonly string[], rule: ParsedRule): void {
    for (const key of keys) {
      const first = this.keys[id];
      if (first === null) {
        this.keys[id] = key;
        this.rules[id] = rule;
      } else if (first !== key) {
        let more = this.more[id];
        if (more === undefined) this.more[id] = more = new Map();
        if (!more.has(key)) more.set(key, rule);
      }
    }
  }
}
