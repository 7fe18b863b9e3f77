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
import type { RobotsDiagnostic } from '../types.ts';
import { PairTable, StringTable } from '../tables.ts';

function keyword(rule: ParsedRule): string {
  return rule.kind === 'allow' ? 'Allow' : 'Disallow';
}

/**
 * The first rule of each kind and pattern per key (crawler name or `*`): keys
 * and patterns as ids, pairs of them in one table, so tens of thousands of names
 * or patterns cost no map each.
 */
class FirstRules {
  private readonly patterns = new StringTable();
  private readonly pairs = new PairTable();
  private readonly rules: ParsedRule[] = [];

  /** The id of a kind and pattern seen before, or -1. */
  idOf(kind: ParsedRule['kind'], pattern: string): number {
    const id = this.patterns.idOf(pattern);
    return id < 0 ? -1 : id * 2 + (kind === 'allow' ? 1 : 0);
  }

  /** The first rule with kind and pattern `id` for key `key`. */
  get(id: number, key: number): ParsedRule | undefined {
    const at = this.pairs.get(key, id);
    return at < 0 ? undefined : this.rules[at];
  }

  /** Keeps `rule` as the first of its kind and pattern for each key of group `g` that has none yet. */
  add(ctx: LintContext, g: number, rule: ParsedRule): void {
    const id = this.patterns.add(rule.pattern) * 2 + (rule.kind === 'allow' ? 1 : 0);
    const at = this.rules.length;
    this.rules.push(rule);
    for (let i = ctx.groupKeyStart[g] as number; i < (ctx.groupKeyStart[g + 1] as number); i++) {
      this.pairs.addFirst(ctx.groupKeyIds[i] as number, id, at);
    }
  }
}

/**
 * duplicate-rule: a rule whose kind and pattern every crawler of its group
 * already has from an earlier line (in this group or a merged one).
 */
export function duplicateRule(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const seen = new FirstRules();
  const groups = ctx.parsed.groups;
  for (let g = 0; g < groups.length; g++) {
    const from = ctx.groupKeyStart[g] as number;
    const to = ctx.groupKeyStart[g + 1] as number;
    if (from === to) continue;
    const rules = (groups[g] as ParsedGroup).rules;
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r] as ParsedRule;
      // The earliest of the rules each name already has, when every name has one.
      let earlier: ParsedRule | undefined;
      const id = seen.idOf(rule.kind, rule.pattern);
      if (id >= 0) {
        for (let i = from; i < to; i++) {
          const found = seen.get(id, ctx.groupKeyIds[i] as number);
          if (!found) {
            earlier = undefined;
            break;
          }
          if (!earlier || found.line < earlier.line) earlier = found;
        }
      }
      if (earlier) {
        // Removing a group's only rule would let the next User-agent lines join it.
        const safe = rules.length > 1;
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
      seen.add(ctx, g, rule);
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
  const allows = new FirstRules();
  const groups = ctx.parsed.groups;
  for (let g = 0; g < groups.length; g++) {
    for (const rule of (groups[g] as ParsedGroup).rules) {
      if (rule.kind === 'allow' && rule.pattern !== '') allows.add(ctx, g, rule);
    }
  }
  const out: RobotsDiagnostic[] = [];
  for (let g = 0; g < groups.length; g++) {
    const from = ctx.groupKeyStart[g] as number;
    const to = ctx.groupKeyStart[g + 1] as number;
    if (from === to) continue;
    for (const rule of (groups[g] as ParsedGroup).rules) {
      if (rule.kind !== 'disallow' || rule.pattern === '') continue;
      const id = allows.idOf('allow', rule.pattern);
      if (id < 0) continue;
      // The Allow of the first name, when every name has one.
      let allow: ParsedRule | undefined;
      for (let i = from; i < to; i++) {
        const found = allows.get(id, ctx.groupKeyIds[i] as number);
        if (!found) {
          allow = undefined;
          break;
        }
        allow ??= found;
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
