// The narration of one decision, as the Explain panel tells it: which rules of
// the selected groups matched, what an old first-match reading would answer, and
// the misconception notes this file triggers (RFC 9309 §2.2.1 group selection,
// §2.2.2 longest match, §2.2.3 special characters). It reads the groups' rules,
// so it runs where the parsed file is held (the worker), and the page receives
// only what the narration shows.

import { compilePattern, matchPattern } from '../pattern.ts';
import type { Decision, LineKind, Mode } from '../types.ts';

/** An Allow/Disallow rule as the narration shows it. */
export interface RuleSummary {
  line: number;
  kind: 'allow' | 'disallow';
  /** The value as written. */
  value: string;
  /** The value as compared (percent-encoding normalised for the mode). */
  pattern: string;
  /** Google's priority: pattern length, wildcards included; 0 for an empty rule. */
  priority: number;
}

/** What the narration needs of a group: its line range and its rules. */
export interface NarratedGroup {
  startLine: number;
  endLine: number;
  rules: readonly RuleSummary[];
}

/** What the narration needs of the file. */
export interface NarratedFile {
  groups: readonly NarratedGroup[];
  /** Indices of the groups that name `*`. */
  starGroups: readonly number[];
  /** The kind of 1-based `line`, or `null` when it was not parsed. */
  lineKind(line: number): LineKind | null;
}

/** A rule of the selected groups, with whether it matched the path. */
export interface RuleRow {
  rule: RuleSummary;
  group: number;
  matched: boolean;
  /** The rule that decided the verdict. */
  decides: boolean;
}

/** The plain fields of a rule (a parsed rule also carries its span and group). */
export function summarizeRule(rule: RuleSummary): RuleSummary {
  return {
    line: rule.line,
    kind: rule.kind,
    value: rule.value,
    pattern: rule.pattern,
    priority: rule.priority,
  };
}

/** Every rule of the decision's selected groups, in file order, with its match state. */
export function ruleRows(decision: Decision, groups: readonly NarratedGroup[]): RuleRow[] {
  const matched = new Set(decision.candidates.map((c) => c.line));
  const rows: RuleRow[] = [];
  for (const index of decision.selection.groups) {
    for (const rule of groups[index]?.rules ?? []) {
      rows.push({
        rule: summarizeRule(rule),
        group: index,
        matched: matched.has(rule.line),
        decides: decision.rule?.line === rule.line,
      });
    }
  }
  return rows.sort((a, b) => a.rule.line - b.rule.line);
}

function matches(pattern: string, path: string, mode: Mode): boolean {
  return matchPattern(compilePattern(pattern, mode), path);
}

/** What a first-match reader (the first rule in file order that matches decides) would answer. */
export interface FirstMatch {
  /** The first matching non-empty rule, or `null` (then: allowed). */
  rule: RuleSummary | null;
  allowed: boolean;
}

/**
 * The first-match answer: the first non-empty rule of the selected groups, in
 * file order, whose pattern matches the path. Not RFC 9309 (§2.2.2 takes the
 * longest match); shown to correct the old reading.
 */
export function firstMatch(
  decision: Decision,
  groups: readonly NarratedGroup[],
  rows: readonly RuleRow[] = ruleRows(decision, groups),
): FirstMatch {
  for (const row of rows) {
    if (row.rule.priority === 0) continue;
    if (matches(row.rule.pattern, decision.path, decision.mode)) {
      return { rule: row.rule, allowed: row.rule.kind === 'allow' };
    }
  }
  return { rule: null, allowed: true };
}

/** A misconception note the file triggers, with the lines it points at. */
export interface MisconceptionNote {
  id: 'star-hidden' | 'group-continues' | 'rule-order' | 'case-sensitive';
  title: string;
  text: string;
  lines: number[];
}

const KIND_WORDS: Partial<Record<LineKind, string>> = {
  blank: 'blank',
  sitemap: 'a Sitemap line',
  comment: 'a comment',
};

/**
 * The notes this decision and file trigger, in a fixed order; `rows` are the
 * decision's ruleRows, when the caller has them already.
 */
export function misconceptions(
  decision: Decision,
  file: NarratedFile,
  rows: readonly RuleRow[] = ruleRows(decision, file.groups),
): MisconceptionNote[] {
  const notes: MisconceptionNote[] = [];
  const { groups } = file;
  const own = decision.selection.reason === 'exact' || decision.selection.reason === 'merged';
  const token = decision.agent.token || decision.agent.input;

  // RFC 9309 §2.2.1: a crawler obeys the group(s) naming it and no other.
  if (own && file.starGroups.length > 0) {
    const starRules = file.starGroups.flatMap((i) => groups[i]?.rules ?? []);
    if (starRules.length > 0) {
      const hit = starRules.find(
        (r) => r.priority > 0 && matches(r.pattern, decision.path, decision.mode),
      );
      notes.push({
        id: 'star-hidden',
        title: 'A named group hides every * rule',
        text: hit
          ? `${token} has its own group, so ${starRules.length === 1 ? 'the one rule' : `none of the ${starRules.length} rules`} of the * group ${starRules.length === 1 ? 'does not apply' : 'apply'} to it — not even line ${hit.line} (${hit.kind === 'allow' ? 'Allow' : 'Disallow'}: ${hit.value}), which matches this URL. Rules meant for everyone must be repeated in the named group.`
          : `${token} has its own group, so ${starRules.length === 1 ? 'the one rule' : `none of the ${starRules.length} rules`} of the * group ${starRules.length === 1 ? 'does not apply' : 'apply'} to it. Rules meant for everyone must be repeated in the named group.`,
        lines: hit ? [hit.line] : starRules.map((r) => r.line).slice(0, 1),
      });
    }
  }

  // RFC 9309 §2.2.1: a group ends only at the next User-agent line after a rule.
  for (const index of decision.selection.groups) {
    const g = groups[index];
    if (!g) continue;
    const lastRule = g.rules.reduce((m, r) => Math.max(m, r.line), 0);
    const gaps: number[] = [];
    for (let line = g.startLine; line < lastRule; line++) {
      const kind = file.lineKind(line);
      if (kind === 'blank' || kind === 'sitemap') {
        const before = g.rules.some((r) => r.line < line);
        if (before) gaps.push(line);
      }
    }
    const first = gaps[0];
    if (first !== undefined) {
      const kinds = [...new Set(gaps.map((l) => KIND_WORDS[file.lineKind(l) ?? 'blank'] ?? ''))];
      notes.push({
        id: 'group-continues',
        title: 'Blank lines and Sitemap lines do not end a group',
        text: `Line ${first}${gaps.length > 1 ? ` (and ${gaps.length - 1} more)` : ''} is ${kinds.join(' or ')}, yet the group on lines ${g.startLine}–${g.endLine} goes on: the rules after it still belong to ${token}'s group. Only a User-agent line after the rules starts a new group.`,
        lines: gaps.slice(0, 3),
      });
      break;
    }
  }

  // RFC 9309 §2.2.2: the most specific match wins, wherever it is in the group.
  const fm = firstMatch(decision, groups, rows);
  const winner = decision.rule;
  if (decision.reason === 'rule' && winner && fm.rule && fm.rule.line !== winner.line) {
    const differs = fm.allowed !== decision.allowed;
    notes.push({
      id: 'rule-order',
      title: 'Rule order does not matter',
      text: `An old first-match reading would stop at line ${fm.rule.line} (${fm.rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${fm.rule.value}) and answer ${fm.allowed ? 'allowed' : 'disallowed'}${differs ? ' — the opposite of the real answer' : ''}. RFC 9309 takes the longest match: line ${winner.line} (${winner.priority} characters) decides, ${decision.allowed ? 'allowed' : 'disallowed'}.`,
      lines: [fm.rule.line, winner.line],
    });
  }

  // RFC 9309 §2.2.2: path matching is case-sensitive (only the user-agent is not).
  const lower = decision.path.toLowerCase();
  const caseHit = rows.find(
    (row) =>
      row.rule.priority > 0 &&
      !row.matched &&
      !matches(row.rule.pattern, decision.path, decision.mode) &&
      matches(row.rule.pattern.toLowerCase(), lower, decision.mode),
  );
  if (caseHit) {
    notes.push({
      id: 'case-sensitive',
      title: 'Paths are case-sensitive',
      text: `Line ${caseHit.rule.line} (${caseHit.rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${caseHit.rule.value}) differs from ${decision.path} only in letter case, so it does not match. User-agent names ignore case; paths never do.`,
      lines: [caseHit.rule.line],
    });
  }
  return notes;
}
