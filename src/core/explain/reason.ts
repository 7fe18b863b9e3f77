// A decision in words: which groups the agent reads (RFC 9309 §2.2.1) and what
// decided the path (§2.2.2: the longest match wins, Allow wins a tie, no match
// allows). Plain text for places that print rather than render: the command line,
// expectation failures and version comparisons.

import { parseIndexOf } from '../parse-index.ts';
import type { Decision, ParsedRobots } from '../types.ts';

/** The deciding line of a decision, as written in the file. */
export interface DecidingLine {
  /** 1-based line number. */
  line: number;
  /** The line's text as written, line end excluded. */
  text: string;
}

// The first offset of every line, by a scan of the text made once per parse:
// the deciding line's text without building an object for each of a file's
// tens of thousands of lines (`ParsedRobots.lines` is built on first read).
// RFC 9309 §2.2: EOL = LF / CR / CRLF, as the parser splits.
const LINE_STARTS = new WeakMap<ParsedRobots, number[]>();

function lineStarts(parsed: ParsedRobots): number[] {
  let starts = LINE_STARTS.get(parsed);
  if (starts === undefined) {
    const text = parsed.text;
    starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      if (c === 10 || c === 13) starts.push(i + 1);
    }
    LINE_STARTS.set(parsed, starts);
  }
  return starts;
}

/** The text of 1-based `line` of `parsed`, line end excluded; `''` past the end. */
function lineText(parsed: ParsedRobots, line: number): string {
  const from = lineStarts(parsed)[line - 1];
  if (from === undefined) return '';
  const text = parsed.text;
  let to = from;
  while (to < text.length && text.charCodeAt(to) !== 10 && text.charCodeAt(to) !== 13) to++;
  return text.slice(from === 0 && parsed.bom ? 1 : from, to);
}

/** The line that decided `decision` in `parsed` (the file it was evaluated on), or `null` when no rule decided. */
export function decidingLine(parsed: ParsedRobots, decision: Decision): DecidingLine | null {
  const rule = decision.rule;
  return rule === null ? null : decidingLineAt(parsed, rule.line);
}

/** 1-based `line` of `parsed` as a deciding line: its number and its text. */
export function decidingLineAt(parsed: ParsedRobots, line: number): DecidingLine {
  return { line, text: lineText(parsed, line) };
}

/** Group `index`'s first and last line, from the parse's own numbers when it kept them. */
function groupRange(parsed: ParsedRobots, index: number): [number, number] | null {
  const kept = parseIndexOf(parsed);
  const start = kept ? kept.groupStartLine[index] : parsed.groups[index]?.startLine;
  const end = kept ? kept.groupEndLine[index] : parsed.groups[index]?.endLine;
  return start === undefined || end === undefined ? null : [start, end];
}

/** `line 3`, `lines 3–6`, `lines 3–6 and 9–12`. */
function groupLines(parsed: ParsedRobots, indexes: readonly number[]): string {
  const ranges: string[] = [];
  for (const i of indexes) {
    const range = groupRange(parsed, i);
    if (range) ranges.push(range[0] === range[1] ? `${range[0]}` : `${range[0]}–${range[1]}`);
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
  const where = groupLines(parsed, decision.selection.groups);
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
      return `No rule on ${groupLines(parsed, decision.selection.groups)} matches, ${outcome} by default.`;
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
