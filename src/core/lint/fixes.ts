// Applying fixes: several fixes' edits as one change, and Fix-all, which collects
// the mechanical fixes of a lint run into one edit set (one undo step in the
// editor). All offsets refer to the text the diagnostics were computed on.

import type { LintRuleId, LintSeverity, RobotsDiagnostic, RobotsEdit, RobotsFix } from './types.ts';
import { formatNumber } from '../numbers.ts';

/**
 * Kept edits sorted by position. They never overlap, so their ends are sorted
 * too, and one binary search finds the only edit a new one could overlap.
 */
class EditSet {
  private readonly edits: RobotsEdit[] = [];

  /** The index of the first kept edit that ends after `at`. */
  private firstEndingAfter(at: number): number {
    let lo = 0;
    let hi = this.edits.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.edits[mid] as RobotsEdit).to > at) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** True when `e` overlaps a kept edit (touching ranges and shared insertion points do not). */
  clashes(e: RobotsEdit): boolean {
    // Fixes mostly come in document order: an edit past every kept one needs no search.
    const last = this.edits[this.edits.length - 1];
    if (last === undefined || last.to <= e.from) return false;
    const next = this.edits[this.firstEndingAfter(e.from)];
    return next !== undefined && next.from < e.to && e.from < next.to;
  }

  add(e: RobotsEdit): void {
    const last = this.edits[this.edits.length - 1];
    if (last === undefined || last.from < e.from || (last.from === e.from && last.to <= e.to)) {
      // Fixes mostly come in document order: most edits go at the end.
      this.edits.push(e);
      return;
    }
    // Sorted by (from, to): with no overlaps, the ends stay sorted as well.
    let i = this.firstEndingAfter(e.from);
    for (; i < this.edits.length; i++) {
      const k = this.edits[i] as RobotsEdit;
      if (k.from > e.from || (k.from === e.from && k.to > e.to)) break;
    }
    if (i === this.edits.length) this.edits.push(e);
    else this.edits.splice(i, 0, e);
  }
}

const NO_FIXES: readonly RobotsFix[] = [];

/** A finding's fixes as RobotsFix objects, whichever form it keeps them in (see RobotsDiagnostic). */
export function fixesOf(d: Pick<RobotsDiagnostic, 'fix' | 'fixes'>): readonly RobotsFix[] {
  const one = d.fix;
  if (one === undefined) return d.fixes ?? NO_FIXES;
  const edit = { from: one.from, to: one.to, insert: one.insert };
  return [{ label: one.label, edits: [edit], mechanical: one.mechanical }];
}

/** The first mechanical fix of a finding, if any. */
export function firstMechanicalFix(
  d: Pick<RobotsDiagnostic, 'fix' | 'fixes'>,
): RobotsFix | undefined {
  if (d.fix !== undefined) return d.fix.mechanical ? fixesOf(d)[0] : undefined;
  const fixes = d.fixes;
  if (fixes === undefined) return undefined;
  for (let i = 0; i < fixes.length; i++) if ((fixes[i] as RobotsFix).mechanical) return fixes[i];
  return undefined;
}

/** Fixes of at most this many edits are checked for overlaps among themselves pair by pair. */
const FEW_EDITS = 8;

/**
 * The fixes whose edits can be applied together, each fix given as its list of
 * edits: in order, each fix is kept only if none of its edits overlaps an edit
 * already kept or another of its own (a fix is all or nothing); a fix with
 * exactly the edits of a kept one is dropped as a repeat. Each kept fix comes
 * with its index in `fixes`. Offsets are clamped to `[0, length]`.
 */
function compatible(
  fixes: readonly (readonly RobotsEdit[])[],
  length: number,
): { index: number; edits: readonly RobotsEdit[] }[] {
  const kept: { index: number; edits: readonly RobotsEdit[] }[] = [];
  const set = new EditSet();
  // Only a fix made of insertions alone can repeat a kept one without clashing with
  // it (an edit that replaces text overlaps its own copy), so only those need a key.
  const keys = new Set<string>();
  for (let index = 0; index < fixes.length; index++) {
    const edits = clamped(fixes[index] as readonly RobotsEdit[], length);
    let inserts = true;
    for (let i = 0; i < edits.length && inserts; i++) {
      const e = edits[i] as RobotsEdit;
      inserts = e.to === e.from;
    }
    const key = inserts ? JSON.stringify(edits.map((e) => [e.from, e.to, e.insert])) : null;
    if (key !== null && keys.has(key)) continue;
    if (clashes(set, edits)) continue;
    if (key !== null) keys.add(key);
    kept.push({ index, edits });
    for (const e of edits) set.add(e);
  }
  return kept;
}

/** True when `at` is a whole offset in `[0, length]`. */
function inText(at: number, length: number): boolean {
  return at >= 0 && at <= length && Math.floor(at) === at;
}

/**
 * `edits` with their offsets clamped to `[0, length]` (an end before its start
 * moves to the start): the same list when every edit is in range already, as the
 * edits lint makes are, else copies. Edits are never changed in place.
 */
function clamped(edits: readonly RobotsEdit[], length: number): readonly RobotsEdit[] {
  let valid = true;
  for (let i = 0; i < edits.length && valid; i++) {
    const e = edits[i] as RobotsEdit;
    valid = inText(e.from, length) && inText(e.to, length) && e.to >= e.from;
  }
  if (valid) return edits;
  return edits.map((e) => {
    const from = Math.min(Math.max(0, Math.floor(e.from)), length);
    const to = Math.min(Math.max(from, Math.floor(e.to)), length);
    return { from, to, insert: e.insert };
  });
}

/** True when one of `edits` overlaps a kept edit of `set` or another of `edits`. */
function clashes(set: EditSet, edits: readonly RobotsEdit[]): boolean {
  if (edits.length === 1) return set.clashes(edits[0] as RobotsEdit);
  if (edits.length <= FEW_EDITS) {
    // A few edits are compared pair by pair, without a set of their own.
    for (let i = 0; i < edits.length; i++) {
      const e = edits[i] as RobotsEdit;
      if (set.clashes(e)) return true;
      for (let j = 0; j < i; j++) {
        const other = edits[j] as RobotsEdit;
        if (other.from < e.to && e.from < other.to) return true;
      }
    }
    return false;
  }
  const own = new EditSet();
  for (const e of edits) {
    if (set.clashes(e) || own.clashes(e)) return true;
    own.add(e);
  }
  return false;
}

/** The kept fixes' edits as one sorted list (insertions at one point in the fixes' order). */
function sortedEdits(kept: readonly { edits: readonly RobotsEdit[] }[]): RobotsEdit[] {
  const edits: RobotsEdit[] = [];
  let sorted = true;
  for (const k of kept) {
    for (const e of k.edits) {
      const last = edits[edits.length - 1];
      if (last && (last.from > e.from || (last.from === e.from && last.to > e.to))) sorted = false;
      edits.push(e);
    }
  }
  if (sorted) return edits;
  // Array.prototype.sort is stable: insertions at one point keep the fixes' order.
  return edits.sort((a, b) => a.from - b.from || a.to - b.to);
}

/**
 * The text with the fixes applied, as if their edits were applied right to left
 * on the original text. A fix that overlaps an earlier one is skipped whole;
 * insertions at the same point keep the fixes' order. Offsets are clamped to the
 * text. Never throws.
 */
export function applyFixes(text: string, fixes: readonly RobotsFix[]): string {
  // Sorted with insertions before a replacement that starts at the same offset.
  const edits = sortedEdits(compatible(editsOf(fixes), text.length));
  let out = '';
  let pos = 0;
  for (const e of edits) {
    out += text.slice(pos, e.from) + e.insert;
    pos = e.to;
  }
  return out + text.slice(pos);
}

/** What fixAll fixes: the fix, and how many findings it fixes per severity and per rule. */
export interface FixAllSummary {
  fix: RobotsFix;
  /** Findings whose fix is in `fix`, per severity (every severity present, possibly 0). */
  bySeverity: Record<LintSeverity, number>;
  /** Findings whose fix is in `fix`, per rule id, in the order they first occur. */
  byRule: ReadonlyMap<LintRuleId, number>;
}

/**
 * fixAll with what it fixes counted: per severity and per rule, one for each
 * finding whose fix is kept. Findings earlier in `diagnostics` win a clash, so a
 * caller that wants errors fixed first lists them first. Never throws.
 */
export function summariseFixAll(
  text: string,
  diagnostics: readonly RobotsDiagnostic[],
): FixAllSummary {
  const mechanical: RobotsFix[] = [];
  const owners: RobotsDiagnostic[] = [];
  for (const d of diagnostics) {
    const f = firstMechanicalFix(d);
    if (f) {
      mechanical.push(f);
      owners.push(d);
    }
  }
  const kept = compatible(editsOf(mechanical), text.length);
  const bySeverity: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 };
  const byRule = new Map<LintRuleId, number>();
  for (const k of kept) {
    const d = owners[k.index] as RobotsDiagnostic;
    bySeverity[d.severity] += 1;
    byRule.set(d.id, (byRule.get(d.id) ?? 0) + 1);
  }
  return {
    fix: {
      label: kept.length === 1 ? 'Fix 1 problem' : `Fix ${formatNumber(kept.length)} problems`,
      edits: sortedEdits(kept),
      mechanical: true,
    },
    bySeverity,
    byRule,
  };
}

/**
 * One fix made of the first mechanical fix of every diagnostic, minus those that
 * overlap an earlier one (lint again and repeat to catch them). Its edits are
 * non-overlapping and sorted; `edits` is empty when there is nothing to fix.
 */
export function fixAll(text: string, diagnostics: readonly RobotsDiagnostic[]): RobotsFix {
  return summariseFixAll(text, diagnostics).fix;
}

/**
 * One fix labelled `label` made of the given fixes' edits, minus any fix that
 * overlaps an earlier one (as in fixAll), or null when no edit is left. Offsets
 * are clamped to `length`; `mechanical` is true only when every fix given is.
 */
export function combineFixes(
  label: string,
  fixes: readonly RobotsFix[],
  length: number,
): RobotsFix | null {
  return combineEdits(
    label,
    editsOf(fixes),
    fixes.every((f) => f.mechanical),
    length,
  );
}

/**
 * combineFixes of fixes given as their lists of edits, all of them `mechanical`
 * or not: for a check that folds thousands of cases, with no fix object for each.
 */
export function combineEdits(
  label: string,
  fixes: readonly (readonly RobotsEdit[])[],
  mechanical: boolean,
  length: number,
): RobotsFix | null {
  const edits = sortedEdits(compatible(fixes, length));
  if (edits.length === 0) return null;
  return { label, edits, mechanical };
}

/** Each fix's list of edits. */
function editsOf(fixes: readonly RobotsFix[]): (readonly RobotsEdit[])[] {
  return fixes.map((f) => f.edits);
}
