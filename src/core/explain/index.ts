// The Explain panel's facts about one agent × URL × mode, computed where the
// parsed file is: the decision, the rules of the selected groups split into those
// that match and those that do not, and the misconception notes. A group may
// hold tens of thousands of rules, so the rules that do not match are cut to a
// screenful (`maxUnmatched`), with their count kept.

import { compiledForMode, type CompiledRobots } from '../compile.ts';
import { evaluate } from '../evaluate.ts';
import type { Decision, Mode } from '../types.ts';
import { misconceptions, ruleRows, type MisconceptionNote, type RuleRow } from './explain-steps.ts';
export {
  decidingLine,
  decisionInWords,
  ruleSentence,
  selectionSentence,
  type DecidingLine,
} from './reason.ts';

export {
  firstMatch,
  misconceptions,
  ruleRows,
  summarizeRule,
  type FirstMatch,
  type MisconceptionNote,
  type NarratedFile,
  type NarratedGroup,
  type RuleRow,
  type RuleSummary,
} from './explain-steps.ts';

/** One decision with everything its narration shows. */
export interface Explanation {
  decision: Decision;
  /** The rules of the selected groups that match the path, in file order. */
  matched: RuleRow[];
  /** The first `maxUnmatched` rules that do not match, in file order. */
  unmatched: RuleRow[];
  /** How many rules of the selected groups do not match (all of them, not only those listed). */
  unmatchedTotal: number;
  notes: MisconceptionNote[];
}

/** Options of explainDecision. */
export interface ExplainOptions {
  /** Most non-matching rules listed. Default 200. */
  maxUnmatched?: number;
}

/**
 * Evaluates `agent` × `url` in `mode` on `compiled` and narrates it (see
 * Explanation). Throws only where evaluate does (an unreadable URL).
 */
export function explainDecision(
  compiled: CompiledRobots,
  agent: string,
  url: string,
  mode: Mode,
  options: ExplainOptions = {},
): Explanation {
  const max = options.maxUnmatched ?? 200;
  const c = compiledForMode(compiled, mode);
  const decision = evaluate(c, agent, url, { mode });
  const parsed = c.parsed;
  const starGroups = parsed.groups.filter((g) => g.agents.some((a) => a.star)).map((g) => g.index);
  const rows = ruleRows(decision, parsed.groups);
  const matched: RuleRow[] = [];
  const unmatched: RuleRow[] = [];
  let unmatchedTotal = 0;
  for (const row of rows) {
    if (row.matched) matched.push(row);
    else if (unmatchedTotal++ < max) unmatched.push(row);
  }
  const notes = misconceptions(
    decision,
    { groups: parsed.groups, starGroups, lineKind: (line) => parsed.lines[line - 1]?.kind ?? null },
    rows,
  );
  return { decision, matched, unmatched, unmatchedTotal, notes };
}
