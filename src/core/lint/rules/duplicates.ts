// Rules about rules that meet again for the same crawlers: exact duplicates and
// an Allow and a Disallow of the same pattern.
//
// RFC 9309 §2.2.1: groups naming the same crawler are merged, so a repeat may
// sit in another group. §2.2.2: when an Allow and a Disallow match equally, the
// Allow wins. Everything is keyed by crawler name and pattern (maps, no pairwise
// scans), so a 500 KiB file stays linear.

import type { ParsedRule } from '../../types.ts';
import type { LintContext } from '../context.ts';
import { code, diagnostic, fix, removeLine } from '../report.ts';
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
  const seen = new Map<string, Map<string, ParsedRule>>();
  for (const group of ctx.parsed.groups) {
    const keys = ctx.groupKeys[group.index] ?? [];
    if (keys.length === 0) continue;
    for (const rule of group.rules) {
      const ruleKey = `${rule.kind}\u0000${rule.pattern}`;
      let earlier: ParsedRule | undefined;
      let all = true;
      for (const key of keys) {
        const found = seen.get(key)?.get(ruleKey);
        if (!found) all = false;
        else if (!earlier || found.line < earlier.line) earlier = found;
      }
      if (all && earlier) {
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
      for (const key of keys) {
        let map = seen.get(key);
        if (!map) seen.set(key, (map = new Map()));
        if (!map.has(ruleKey)) map.set(ruleKey, rule);
      }
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
  const allows = new Map<string, Map<string, ParsedRule>>();
  for (const group of ctx.parsed.groups) {
    for (const rule of group.rules) {
      if (rule.kind !== 'allow' || rule.pattern === '') continue;
      for (const key of ctx.groupKeys[group.index] ?? []) {
        let map = allows.get(key);
        if (!map) allows.set(key, (map = new Map()));
        if (!map.has(rule.pattern)) map.set(rule.pattern, rule);
      }
    }
  }
  const out: RobotsDiagnostic[] = [];
  for (const group of ctx.parsed.groups) {
    const keys = ctx.groupKeys[group.index] ?? [];
    if (keys.length === 0) continue;
    for (const rule of group.rules) {
      if (rule.kind !== 'disallow' || rule.pattern === '') continue;
      let allow: ParsedRule | undefined;
      let all = true;
      for (const key of keys) {
        const found = allows.get(key)?.get(rule.pattern);
        if (!found) all = false;
        else allow ??= found;
      }
      if (!all || !allow) continue;
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
