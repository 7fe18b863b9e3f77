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
  verdictRules,
  type CompiledRobots,
  type CompiledRule,
} from './compile';
import { parseRobots } from './parse';
import { charMask, matchPattern, matchWildcards } from './pattern';
import { selectGroups, selectRules } from './select';
import { matchPathFromUrl } from './url';
import type { CandidateRule, Decision, DecisionReason, EvaluateOptions, Mode } from './types.ts';

/** RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed." */
const ROBOTS_TXT = '/robots.txt';

/** Scratch for the path's quick-reject mask (see charMask). */
const MASK: [number, number] = [0, 0];

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
  const selection = selectGroups(c, reading.token);

  const candidates: CandidateRule[] = [];
  const matchedLines = new Set<number>();
  charMask(path, 0, path.length, MASK);
  const lo = MASK[0];
  const hi = MASK[1];
  for (const r of selection.rules?.rules ?? []) {
    if ((r.matcher.maskLo & ~lo) !== 0 || (r.matcher.maskHi & ~hi) !== 0) continue;
    const wildcards = matchWildcards(r.matcher, path);
    if (wildcards === null) continue;
    // google-specific: the index.html rule is tried only when its own Allow did not
    // match; the derived pattern is shorter, so its parent always comes first.
    if (r.via && matchedLines.has(r.line)) continue;
    if (!r.via) matchedLines.add(r.line);
    const candidate: CandidateRule = {
      line: r.line,
      kind: r.kind,
      pattern: r.pattern,
      priority: r.priority,
      group: r.group,
      wildcards,
    };
    if (r.via) candidate.via = r.via;
    candidates.push(candidate);
  }
  const rule = candidates.find((k) => k.priority > 0) ?? null;
  let allowed = rule === null || rule.kind === 'allow';
  let reason: DecisionReason =
    selection.reason === 'none' ? 'no-group' : rule ? 'rule' : 'no-matching-rule';
  if (mode === 'rfc' && path === ROBOTS_TXT) {
    allowed = true;
    reason = 'robots-txt';
  }
  return {
    allowed,
    mode,
    agent: reading,
    path,
    selection: { reason: selection.reason, groups: selection.groups.slice() },
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
  const c = compiledForMode(compiled, mode);
  const path = matchPathFromUrl(url, c.mode);
  if (c.mode === 'rfc' && path === ROBOTS_TXT) return true;
  const selected = selectRules(c, tokenOf(agent));
  if (selected === null) return true;
  const list = verdictRules(selected, path);
  charMask(path, 0, path.length, MASK);
  const lo = MASK[0];
  const hi = MASK[1];
  for (let i = 0; i < list.length; i++) {
    const r = list[i] as CompiledRule;
    const m = r.matcher;
    // A rule needing a character the path lacks cannot match: skip the real test.
    if ((m.maskLo & ~lo) !== 0 || (m.maskHi & ~hi) !== 0) continue;
    if (matchPattern(m, path)) return r.kind === 'allow';
  }
  return true;
}

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
