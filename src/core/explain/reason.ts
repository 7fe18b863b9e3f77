// A decision in words: which groups the agent reads (RFC 9309 §2.2.1) and what
// decided the path (§2.2.2: the longest match wins, Allow wins a tie, no match
// allows). Plain text for places that print rather than render: the command line,
// expectation failures and version comparisons.

import type { Decision, ParsedGroup, ParsedRobots } from '../types.ts';

/** The deciding line of a decision, as written in the file. */
export interface DecidingLine {
  /** 1-based line number. */
  line: number;
  /** The line's text as written, line end excluded. */
  text: string;
}

/** The line that decided `decision` in `parsed` (the file it was evaluated on), or `null` when no rule decided. */
export function decidingLine(parsed: ParsedRobots, decision: Decision): DecidingLine | null {
  const rule = decision.rule;
  if (rule === null) return null;
  const span = parsed.lines[rule.line - 1]?.span;
  return { line: rule.line, text: span ? parsed.text.slice(span.from, span.to) : '' };
}

/** `line 3`, `lines 3–6`, `lines 3–6 and 9–12`. */
function groupLines(groups: readonly ParsedGroup[], indexes: readonly number[]): string {
  const ranges: string[] = [];
  for (const i of indexes) {
    const g = groups[i];
    if (g)
      ranges.push(g.startLine === g.endLine ? `${g.startLine}` : `${g.startLine}–${g.endLine}`);
  }
  const last = ranges.pop() ?? '';
  if (ranges.length === 0) return `${last.includes('–') ? 'lines' : 'line'} ${last}`;
  return `lines ${ranges.join(', ')} and ${last}`;
}

/**
 * Which groups `decision`'s agent reads, in one sentence, e.g. "GPTBot is named
 * by the group on lines 3–6." Line numbers are 1-based. Never throws.
 */
export function selectionSentence(parsed: ParsedRobots, decision: Decision): string {
  const who = decision.agent.token || decision.agent.input || 'The empty agent';
  const where = groupLines(parsed.groups, decision.selection.groups);
  switch (decision.selection.reason) {
    case 'exact':
      return `${who} is named by the group on ${where}, so it obeys that group and no other.`;
    case 'merged':
      return `${who} is named by the groups on ${where}, which merge into one.`;
    case 'star':
      return `No group names ${who}, so it obeys the * group on ${where}.`;
    case 'none':
      return `No group names ${who} and there is no * group.`;
  }
}

/**
 * What decided `decision`'s path, in one sentence, e.g. "Line 4, Disallow:
 * /blog/, is the longest match (6 characters; line 5 has 2), so /blog/x is
 * disallowed." Never throws.
 */
export function ruleSentence(parsed: ParsedRobots, decision: Decision): string {
  const verdict = decision.allowed ? 'allowed' : 'disallowed';
  const outcome = `so ${decision.path} is ${verdict}`;
  const rule = decision.rule;
  switch (decision.reason) {
    case 'robots-txt':
      return 'RFC 9309 §2.2.2: /robots.txt itself is always allowed.';
    case 'no-group':
      return `No rule applies, ${outcome}.`;
    case 'no-matching-rule':
      return `No rule on ${groupLines(parsed.groups, decision.selection.groups)} matches, ${outcome} by default.`;
    case 'rule':
      break;
  }
  if (rule === null) return `No rule decided, ${outcome}.`;
  const written = decidingLine(parsed, decision)?.text.trim() ?? '';
  const at = `Line ${rule.line}, ${written}`;
  // google-specific (robots.cc RobotsMatcher::HandleAllow): an Allow of …/index.html also allows the directory.
  const via = rule.via === 'index-html' ? ' (read as the directory itself too)' : '';
  const others = decision.candidates.filter(
    (c) => c.priority > 0 && !(c.line === rule.line && c.via === rule.via),
  );
  const tie = others.find((c) => c.priority === rule.priority && c.kind !== rule.kind);
  if (tie) {
    return `${at}${via}, and line ${tie.line} match with the same length (${rule.priority}); Allow wins a tie, ${outcome}.`;
  }
  const next = others[0];
  if (next) {
    return `${at}${via}, is the longest match (${rule.priority === 1 ? '1 character' : `${rule.priority} characters`}; line ${next.line} has ${next.priority}), ${outcome}.`;
  }
  return `${at}${via}, is the only rule that matches, ${outcome}.`;
}

/** The whole decision in words: the selection sentence, then the rule sentence. Never throws. */
export function decisionInWords(parsed: ParsedRobots, decision: Decision): string {
  return `${selectionSentence(parsed, decision)} ${ruleSentence(parsed, decision)}`;
}
