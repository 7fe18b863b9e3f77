// Comparing two versions of a robots.txt: every agent × URL whose verdict flips,
// with the line that decides it on each side. The agents are the caller's, every
// name either file gives a group, `*` (any other agent) and, on request, the
// registry's crawlers; the URLs are the caller's plus one probe per rule of either
// file (a path the rule itself matches), so a changed rule is always tried.
//
// Verdicts come from the engine's fast path (quickVerdict: the verdict and the
// deciding line), and its full evaluation only to say why no rule decided.
// Two agents that read groups with the same rules (kind and pattern; line numbers
// and order do not matter, RFC 9309 §2.2.2 takes the longest match wherever it
// is) get the same verdict for every URL: agents whose rules did not change are
// skipped, agents that read the same groups are evaluated once, and only URLs
// that a changed rule matches are evaluated at all.

import { asciiLowerCase, readAgent } from './agent.ts';
import { compiledForMode, compileRobots, type CompiledRobots } from './compile.ts';
import { evaluate, quickVerdict } from './evaluate.ts';
import { decidingLine, decidingLineAt, type DecidingLine } from './explain/reason.ts';
import { utf8Size } from './encoding.ts';
import { GOOGLE_LINE_CAP_BYTES, parseRobots } from './parse.ts';
import { CRAWLERS } from './registry/index.ts';
import { chooseGroups } from './select.ts';
import type { DecisionReason, Mode, ParsedRobots } from './types.ts';

/** Options of compareRobots. */
export interface CompareOptions {
  /** The reading of both files. Default `'google'`. */
  mode?: Mode;
  /** Agents to compare besides those the files name (tokens or User-Agent strings). Default none. */
  agents?: readonly string[];
  /** URLs (paths or full URLs) to compare besides the rule probes. Default none. */
  urls?: readonly string[];
  /** Also compare every crawler of the registry. Default false. */
  registry?: boolean;
  /**
   * Asked between agents: when it says true, the comparison stops there and says
   * so (`complete: false`). Default: never.
   */
  over?: () => boolean;
}

/** One side of a flip: the verdict and the line that decided it. */
export interface VerdictSide {
  allowed: boolean;
  reason: DecisionReason;
  /** The deciding line as written, or `null` when no rule decided. */
  deciding: DecidingLine | null;
}

/**
 * Why a side's verdict holds when no line decided it, in words (`no rule matches`,
 * `no group applies`, `/robots.txt itself is always allowed`); `null` when a line did.
 */
export function undecidedWhy(side: VerdictSide): string | null {
  if (side.deciding) return null;
  if (side.reason === 'no-group') return 'no group applies';
  if (side.reason === 'robots-txt') return '/robots.txt itself is always allowed';
  return 'no rule matches';
}

/** One side in words: `disallowed by line 5: Disallow: /`, `allowed: no rule matches`. */
export function sideInWords(side: VerdictSide): string {
  const verdict = side.allowed ? 'allowed' : 'disallowed';
  if (side.deciding)
    return `${verdict} by line ${side.deciding.line}: ${side.deciding.text.trim()}`;
  return `${verdict}: ${undecidedWhy(side) ?? ''}`;
}

/** A verdict that differs between the two versions. */
export interface VerdictFlip {
  url: string;
  before: VerdictSide;
  after: VerdictSide;
}

/**
 * The flips of one agent, in URL order. Agents that read the same groups on both
 * sides share one `flips` array (the same object), so a view can list them together.
 */
export interface AgentFlips {
  agent: string;
  flips: VerdictFlip[];
}

/** What compareRobots found. */
export interface Comparison {
  mode: Mode;
  /** Every agent of interest, in order: the caller's, the files' names, `*`, the registry's. */
  agents: string[];
  /** Every URL compared, in order: the caller's, then one probe per rule. */
  urls: string[];
  /** The agents with at least one flip, in `agents` order. */
  changes: AgentFlips[];
  /** How many agent × URL verdicts flip, over all agents. */
  count: number;
  /** How many of `agents` were compared: all of them unless `complete` is false. */
  compared: number;
  /** False when `options.over` stopped the comparison before the last agent. */
  complete: boolean;
}

/** The agent that stands for every agent no group names: it reads the `*` groups. */
export const ANY_OTHER_AGENT = '*';

/**
 * A path that a rule's pattern matches, to try the rule with: the pattern without
 * its `*`s (each may match nothing) and without a final `$` (end of path), with a
 * leading `/` added when it lacks one; `null` for an empty rule, which never
 * decides. E.g. `/*.pdf$` → `/.pdf`, `/private` → `/private`.
 */
export function probePath(pattern: string): string | null {
  if (pattern === '') return null;
  let path = pattern.endsWith('$') ? pattern.slice(0, -1) : pattern;
  path = path.replaceAll('*', '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** The names the groups of `parsed` give, as written (`ExampleBot` of `ExampleBot/1.2`), once each. */
export function namedAgents(parsed: ParsedRobots): string[] {
  const names: string[] = [];
  for (const group of parsed.groups) {
    for (const a of group.agents) {
      if (a.star || a.token === '') continue;
      const written = a.value.slice(0, a.token.length);
      names.push(written.toLowerCase() === a.token ? written : a.token);
    }
  }
  return names;
}

/** The probe path of every non-empty rule of `parsed`, in file order (repeats included). */
export function rulePaths(parsed: ParsedRobots): string[] {
  const paths: string[] = [];
  for (const group of parsed.groups) {
    for (const rule of group.rules) {
      const path = probePath(rule.pattern);
      if (path !== null) paths.push(path);
    }
  }
  return paths;
}

// Items once each, first spelling kept; `key` says when two are the same.
function unique(items: Iterable<string>, key: (item: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

// The rules a set of groups holds, as the lines that would write them (`Allow:
// /a`), empty rules left out: two sets that are equal give the same verdict for
// every path.
function rulesOf(parsed: ParsedRobots, groups: readonly number[]): Set<string> {
  const rules = new Set<string>();
  for (const g of groups) {
    for (const r of parsed.groups[g]?.rules ?? []) {
      if (r.priority > 0) rules.add(`${r.kind === 'allow' ? 'Allow' : 'Disallow'}: ${r.pattern}`);
    }
  }
  return rules;
}

/** One side's selected groups for an agent: a cache key and the rules they hold. */
interface Selected {
  groups: string;
  rules: Set<string>;
  /** The sorted rules, joined: equal exactly when the rule sets are. */
  key: string;
}

/** Reads one compiled file's group choice for many agents, each set of groups read once. */
class GroupRules {
  private readonly cache = new Map<string, Selected>();
  constructor(private readonly compiled: CompiledRobots) {}

  /** The groups `token` reads and the rules they hold. */
  of(token: string): Selected {
    const choice = chooseGroups(this.compiled, token);
    const groups = `${choice.reason}:${choice.groups.join(',')}`;
    let selected = this.cache.get(groups);
    if (selected === undefined) {
      const rules = rulesOf(this.compiled.parsed, choice.groups);
      selected = { groups, rules, key: [...rules].sort().join('\n') };
      this.cache.set(groups, selected);
    }
    return selected;
  }
}

/**
 * The rules that can make a URL's verdict differ: those in one set and not the
 * other. A URL that matches none of them has the same matching rules on both
 * sides, so the same verdict (the longest match, and Allow on a tie, are a
 * function of them). They are compiled as a file of their own, so the engine's
 * index says quickly whether any of them matches a path (Google's index.html
 * rule included); `null` when a rule's line would be too long to read back
 * whole, and every URL must be tried.
 */
function changedRules(was: Selected, now: Selected, mode: Mode): CompiledRobots | null {
  const changed: string[] = [];
  for (const rule of was.rules) if (!now.rules.has(rule)) changed.push(rule);
  for (const rule of now.rules) if (!was.rules.has(rule)) changed.push(rule);
  if (changed.some((line) => utf8Size(line) >= GOOGLE_LINE_CAP_BYTES)) return null;
  const text = `User-agent: *\n${changed.join('\n')}\n`;
  return compileRobots(parseRobots(text, { mode, limitBytes: utf8Size(text) }));
}

/** True when some rule of `changed` (a file of one `*` group) matches `url`. */
function touches(changed: CompiledRobots, url: string, mode: Mode): boolean {
  return quickVerdict(changed, ANY_OTHER_AGENT, url, mode).line !== null;
}

// The engine's fast path gives the verdict and the deciding line; only a verdict
// that no rule decided needs the full evaluation, to say why.
function sideOf(
  compiled: CompiledRobots,
  agent: string,
  url: string,
  mode: Mode,
  quick: { allowed: boolean; line: number | null },
): VerdictSide {
  if (quick.line !== null) {
    return {
      allowed: quick.allowed,
      reason: 'rule',
      deciding: decidingLineAt(compiled.parsed, quick.line),
    };
  }
  const d = evaluate(compiled, agent, url, { mode });
  return { allowed: d.allowed, reason: d.reason, deciding: decidingLine(compiled.parsed, d) };
}

/**
 * Compares two compiled files (both in `options.mode`, default the first file's
 * mode): every verdict that flips for the agents and URLs of interest (see the
 * module header). Never throws.
 */
export function compareCompiled(
  beforeFile: CompiledRobots,
  afterFile: CompiledRobots,
  options: CompareOptions = {},
): Comparison {
  const mode = options.mode ?? beforeFile.mode;
  const before = compiledForMode(beforeFile, mode);
  const after = compiledForMode(afterFile, mode);
  // RFC 9309 §2.2.1: product tokens compare case-insensitively (ASCII only, as Google).
  const tokenKey = (agent: string): string => asciiLowerCase(readAgent(agent).token);
  const agents = unique(
    [
      ...(options.agents ?? []),
      ...namedAgents(before.parsed),
      ...namedAgents(after.parsed),
      ANY_OTHER_AGENT,
      ...(options.registry ? CRAWLERS.map((c) => c.token) : []),
    ],
    tokenKey,
  );
  const urls = unique(
    [...(options.urls ?? []), ...rulePaths(before.parsed), ...rulePaths(after.parsed)],
    (url) => url,
  );
  const oldRules = new GroupRules(before);
  const newRules = new GroupRules(after);
  // Agents reading the same groups on both sides share one list of flips.
  const byGroups = new Map<string, VerdictFlip[]>();
  const changes: AgentFlips[] = [];
  let count = 0;
  let compared = 0;
  for (const agent of agents) {
    if (options.over?.()) break;
    compared += 1;
    const token = readAgent(agent).token;
    const was = oldRules.of(token);
    const now = newRules.of(token);
    if (was.key === now.key) continue;
    const key = `${was.groups}\n${now.groups}`;
    let flips = byGroups.get(key);
    if (flips === undefined) {
      flips = [];
      const changed = changedRules(was, now, mode);
      for (const url of urls) {
        if (changed && !touches(changed, url, mode)) continue;
        const then = quickVerdict(before, agent, url, mode);
        const today = quickVerdict(after, agent, url, mode);
        if (then.allowed === today.allowed) continue;
        flips.push({
          url,
          before: sideOf(before, agent, url, mode, then),
          after: sideOf(after, agent, url, mode, today),
        });
      }
      byGroups.set(key, flips);
    }
    if (flips.length === 0) continue;
    changes.push({ agent, flips });
    count += flips.length;
  }
  return { mode, agents, urls, changes, count, compared, complete: compared === agents.length };
}

/**
 * Parses and compiles `before` and `after` (UTF-16 text, read up to the engine's
 * 500 KiB parse limit) in `options.mode` (default `'google'`) and compares them
 * (see compareCompiled). Never throws.
 */
export function compareRobots(
  before: string,
  after: string,
  options: CompareOptions = {},
): Comparison {
  const mode = options.mode ?? 'google';
  return compareCompiled(
    compileRobots(parseRobots(before, { mode })),
    compileRobots(parseRobots(after, { mode })),
    { ...options, mode },
  );
}
