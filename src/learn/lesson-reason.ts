// Why a lesson step's answer is what it is, in one or two sentences that point at
// the deciding lines, written from the engine's own decision (which groups the
// agent reads, which rules match and which one wins) and the file's outline, never
// by hand per step: the lesson says what the playground computed. Pure; the text
// may contain Markdown code spans.

import type { CandidateRule, Decision } from '../core/types.ts';
import type { OutlineGroup } from '../core/outline.ts';
import type { LessonStep } from './lesson.ts';

/** What the engine says about a step's file: the decision for its question and the groups. */
export interface StepFacts {
  /** The engine's decision for the step's agent and URL in the page's reading. */
  decision: Decision;
  /** The file's groups, in file order (indexes match `decision.selection.groups`). */
  groups: readonly OutlineGroup[];
}

/**
 * The reason behind `step`'s answer, from `facts` (e.g. "Line 3, `Disallow:
 * /private/`, is the longest match, so …"). Lines are 1-based. Never throws.
 */
export function explainStepAnswer(step: LessonStep, facts: StepFacts): string {
  const { decision, groups } = facts;
  if (step.check?.kind === 'token') return tokenReason(step.check.line, groups);
  const reads = selectionReason(decision, groups);
  if (step.check?.kind === 'group') return reads;
  return `${reads} ${ruleReason(decision, groups)}`;
}

function ruleText(rule: CandidateRule): string {
  return `\`${rule.kind === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}\``;
}

function linesOf(groups: readonly OutlineGroup[], indexes: readonly number[]): string {
  const ranges = indexes.flatMap((i) => {
    const g = groups[i];
    return g ? [`${g.startLine}–${g.endLine}`] : [];
  });
  if (ranges.length === 1) return `lines ${ranges[0]}`;
  return `lines ${ranges.slice(0, -1).join(', ')} and ${ranges[ranges.length - 1]}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Which groups the agent reads, and why (RFC 9309 §2.2.1).
function selectionReason(d: Decision, groups: readonly OutlineGroup[]): string {
  const who = d.agent.input;
  const where = linesOf(groups, d.selection.groups);
  switch (d.selection.reason) {
    case 'exact': {
      const star = groups.some((g) => g.star) ? ', not the `*` group' : '';
      return `${who} is named by the group on ${where}, so it obeys that group and no other${star}.`;
    }
    case 'merged':
      return `${who} is named by the groups on ${where}, which merge into one; it obeys their rules together and no other group.`;
    case 'star':
      return `No group names ${who}, so it obeys the \`*\` group on ${where}.`;
    case 'none':
      return `No group names ${who} and there is no \`*\` group, so no rule applies to it.`;
  }
}

// Which rule decides the path, and why it beats the others (RFC 9309 §2.2.2).
function ruleReason(d: Decision, groups: readonly OutlineGroup[]): string {
  const outcome = `so \`${d.path}\` is ${d.allowed ? 'allowed' : 'disallowed'}.`;
  const rule = d.rule;
  if (d.reason === 'robots-txt')
    return `RFC 9309 §2.2.2: \`/robots.txt\` itself is always allowed.`;
  if (d.reason === 'no-group') return `Nothing can disallow it, ${outcome}`;
  if (d.reason === 'no-matching-rule' || !rule) {
    const where = linesOf(groups, d.selection.groups);
    return `No rule on ${where} matches \`${d.path}\`, ${outcome}`;
  }
  const others = d.candidates.filter((c) => c !== rule && c.line !== rule.line);
  const runnerUp = others[0];
  const at = `line ${rule.line}, ${ruleText(rule)}`;
  if (!runnerUp) return `${capitalise(at)}, is the only rule there that matches, ${outcome}`;
  if (runnerUp.priority === rule.priority) {
    return `${capitalise(at)}, and line ${runnerUp.line}, ${ruleText(runnerUp)}, match with the same length (${rule.priority}); a tie goes to Allow, ${outcome}`;
  }
  return `${capitalise(at)}, is the longest match (${rule.priority} characters; line ${runnerUp.line}, ${ruleText(runnerUp)}, has ${runnerUp.priority}), ${outcome}`;
}

// What the parser kept from the User-agent line `line` (RFC 9309 §2.2.1 product token).
function tokenReason(line: number, groups: readonly OutlineGroup[]): string {
  const agent = groups.flatMap((g) => g.agents).find((a) => a.line === line);
  if (!agent) return `Line ${line} is not a \`User-agent\` line the parser read.`;
  const written = `Line ${line}, \`User-agent: ${agent.value}\``;
  if (agent.token === '') return `${written}, names no crawler in this reading.`;
  if (agent.token === agent.value.toLowerCase()) {
    return `${written}, names \`${agent.token}\`, the whole value.`;
  }
  return `${written}, names \`${agent.token}\`: the name stops at the first character that is not a letter, \`-\` or \`_\`.`;
}
