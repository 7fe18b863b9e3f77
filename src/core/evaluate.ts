// evaluate: the verdict for one agent and URL, with its explanation.
//
// google-specific (robots.cc, RobotsMatcher::disallow): among the selected
// groups' rules with priority > 0, the highest priority decides and Allow wins
// ties; an empty rule (priority 0) never decides; no deciding rule → allowed.
// RFC 9309 §2.2.2: in rfc mode `/robots.txt` is implicitly allowed and both
// sides are percent-normalised (./url.ts, ./encoding.ts).

import { readAgent } from './agent';
import {
  compiledForMode,
  compileRobots,
  matchesId,
  patternOf,
  twinsOf,
  verdictIds,
  RULE_ALLOW,
  RULE_INDEX_HTML,
  type CompiledRobots,
} from './compile';
import { parseRobots } from './parse';
import { groupOf } from './rule-table';
import { charMask, matchWildcards } from './pattern';
import { selectOrder, selectOrderIds } from './select';
import { candidateIds } from './verdict-index';
import { matchPathFromUrl } from './url';
import type { CandidateRule, Decision, DecisionReason, EvaluateOptions, Mode } from './types.ts';

/** RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed." */
const ROBOTS_TXT = '/robots.txt';

/** Scratch for the path's quick-reject mask (see charMask). */
const MASK: [number, number] = [0, 0];

const NO_GROUPS: number[] = [];

/** Candidate rules from which evaluate shares the test of rules with one pattern (twinsOf). */
const TWINS_FROM = 64;

// Per-call scratch of evaluate, by twin id (see twinsOf): STAMPS holds +gen when
// the pattern matched in call `gen`, -gen when it did not; WILDCARDS what its
// `*`s consumed. Evaluation is synchronous, so one set serves every file.
let STAMPS = new Int32Array(0);
const WILDCARDS: (string[] | undefined)[] = [];
let generation = 0;

function nextGeneration(ids: number): number {
  if (STAMPS.length < ids) STAMPS = new Int32Array(Math.max(ids, STAMPS.length * 2));
  if (generation >= 0x3fffffff) {
    STAMPS.fill(0);
    generation = 0;
  }
  return ++generation;
}

/**
 * The verdict for `agent` (a product token or a full User-Agent string, see
 * readAgent) and `url` (absolute, or a path), in `options.mode` (default: the
 * mode `compiled` was parsed in), with every matching rule. Never throws.
 */
export function evaluate(
  compiled: CompiledRobots,
  agent: string,
  url: string,
  options: EvaluateOptions = {},
): Decision {
  const c = compiledForMode(compiled, options.mode ?? compiled.mode);
  const mode = c.mode;
  const reading = readAgent(agent);
  const path = matchPathFromUrl(url, mode);
  const { reason: selectionReason, order } = selectOrder(c, reading.token);

  const table = c.table;
  const candidates: CandidateRule[] = [];
  if (order) {
    const list = candidateIds(table, order, path);
    charMask(path, 0, path.length, MASK);
    const lo = MASK[0];
    const hi = MASK[1];
    // Rules sharing a pattern (twins) are tested once per call: a stamp of this
    // call's generation says whether the first of them matched, and with what.
    // Finding twins reads every rule of the file, so a short list, where sharing
    // saves little, is stamped by rule instead.
    const twins = list.length >= TWINS_FROM ? twinsOf(table) : null;
    const gen = nextGeneration(table.priority.length);
    for (let i = 0; i < list.length; i++) {
      const id = list[i] as number;
      if (((table.maskLo[id] as number) & ~lo) !== 0) continue;
      if (((table.maskHi[id] as number) & ~hi) !== 0) continue;
      const twin = twins ? (twins[id] as number) : id;
      let stamp = STAMPS[twin] as number;
      if (stamp !== gen && stamp !== -gen) {
        stamp = matchesId(table, id, path) ? gen : -gen;
        STAMPS[twin] = stamp;
        if (stamp === gen) WILDCARDS[twin] = matchWildcards(patternOf(table, id), path) as string[];
      }
      if (stamp !== gen) continue;
      const via = ((table.flags[id] as number) & RULE_INDEX_HTML) !== 0;
      // google-specific: the index.html rule is tried only when its own Allow did
      // not match; that Allow is the id just before it.
      if (via && matchesId(table, id - 1, path)) continue;
      const candidate: CandidateRule = {
        line: table.line[id] as number,
        kind: ((table.flags[id] as number) & RULE_ALLOW) !== 0 ? 'allow' : 'disallow',
        pattern: patternOf(table, id).source,
        priority: table.priority[id] as number,
        group: groupOf(table, id),
        wildcards: (WILDCARDS[twin] as string[]).slice(),
      };
      if (via) candidate.via = 'index-html';
      candidates.push(candidate);
    }
  }
  // Empty rules come last; the first candidate with a priority decides.
  const first = candidates[0];
  const rule = first !== undefined && first.priority > 0 ? first : null;
  let allowed = rule === null || rule.kind === 'allow';
  let reason: DecisionReason =
    selectionReason === 'none' ? 'no-group' : rule ? 'rule' : 'no-matching-rule';
  if (mode === 'rfc' && path === ROBOTS_TXT) {
    allowed = true;
    reason = 'robots-txt';
  }
  return {
    allowed,
    mode,
    agent: reading,
    path,
    selection: {
      reason: selectionReason,
      groups: order ? order.groups.slice() : NO_GROUPS.slice(),
    },
    reason,
    rule: reason === 'rule' ? rule : null,
    candidates,
  };
}

// The fast path meets the same few agent strings again and again.
const TOKENS = new Map<string, string>();

function tokenOf(agent: string): string {
  let token = TOKENS.get(agent);
  if (token === undefined) {
    token = readAgent(agent).token;
    if (TOKENS.size >= 256) TOKENS.clear();
    TOKENS.set(agent, token);
  }
  return token;
}

/**
 * The verdict only, without explanation: the fast path for matrices and
 * benchmarks. Same answer as `evaluate(...).allowed`. Never throws.
 */
export function isAllowedCompiled(
  compiled: CompiledRobots,
  agent: string,
  url: string,
  mode: Mode = compiled.mode,
): boolean {
  return quickVerdict(compiled, agent, url, mode).allowed;
}

/**
 * The verdict and the deciding rule's line (1-based, `null` when no rule
 * decides), without explanation: the fast path for long URL lists. Same answer
 * as `evaluate(...)`'s `allowed` and `rule.line`. Never throws.
 */
export function quickVerdict(
  compiled: CompiledRobots,
  agent: string,
  url: string,
  mode: Mode = compiled.mode,
): { allowed: boolean; line: number | null } {
  const c = compiledForMode(compiled, mode);
  const path = matchPathFromUrl(url, c.mode);
  if (c.mode === 'rfc' && path === ROBOTS_TXT) return ALLOWED;
  const order = selectOrderIds(c, tokenOf(agent));
  if (order === null) return ALLOWED;
  const table = c.table;
  const list = verdictIds(table, order, path);
  charMask(path, 0, path.length, MASK);
  const lo = MASK[0];
  const hi = MASK[1];
  for (let i = 0; i < list.length; i++) {
    const id = list[i] as number;
    // A rule needing a character the path lacks cannot match: skip the real test.
    if (((table.maskLo[id] as number) & ~lo) !== 0) continue;
    if (((table.maskHi[id] as number) & ~hi) !== 0) continue;
    // A derived index.html rule whose Allow did not match allows; if it did, the Allow came first.
    if (matchesId(table, id, path)) {
      return {
        allowed: ((table.flags[id] as number) & RULE_ALLOW) !== 0,
        line: table.line[id] ?? null,
      };
    }
  }
  return ALLOWED;
}

const ALLOWED: { allowed: boolean; line: number | null } = { allowed: true, line: null };

/**
 * Convenience: parses `text` in `options.mode` (default `'google'`), compiles it
 * and returns whether `agent` may fetch `url`. Never throws.
 */
export function isAllowed(
  text: string,
  agent: string,
  url: string,
  options: EvaluateOptions = {},
): boolean {
  const mode: Mode = options.mode ?? 'google';
  return isAllowedCompiled(compileRobots(parseRobots(text, { mode })), agent, url, mode);
}
