// What every lint rule reads besides the parsed file: indexes built once per run
// (groups by crawler name, offsets to lines, registry look-ups), so no rule has to
// scan all groups for every rule or agent.
//
// RFC 9309 §2.2.1: groups that name the same product token are merged, and the
// `*` groups are merged; google-specific (robots.cc, HandleUserAgent): a group
// that names both a crawler and `*` counts only as that crawler's group for it,
// but still as a `*` group for everyone else — so a group's keys are `*` (when a
// line names it) plus each token it names.

import { CRAWLERS, findCrawler } from '../registry/index.ts';
import type { CrawlerInfo } from '../registry/index.ts';
import type { GroupAgent, ParsedGroup, ParsedLine, ParsedRobots } from '../types.ts';
import { StringTable } from './tables.ts';

/** The `*` key as a string. */
export const STAR = '*';
/** The id of the `*` key in `LintContext.keys`. */
export const STAR_KEY = 0;

/** Indexes shared by all rules of one lint run. Read-only for rules. */
export interface LintContext {
  parsed: ParsedRobots;
  text: string;
  /** The file's line end (`\r\n` when its first line end is one, else `\n`), for inserted lines. */
  eol: string;
  /**
   * The keys groups are merged by: `*` (id STAR_KEY, whether or not a line names
   * it), then each lower-cased token a User-agent line names, in file order.
   */
  keys: StringTable;
  /**
   * Per group `g`, its keys: `groupKeyIds[groupKeyStart[g]]` up to (not
   * including) `groupKeyIds[groupKeyStart[g + 1]]`, `*` first when a line names
   * it, then each distinct token in file order. `groupKeyAgents` holds, at the
   * same positions, the first line of the group naming each key.
   */
  groupKeyStart: Int32Array;
  groupKeyIds: Int32Array;
  groupKeyAgents: readonly GroupAgent[];
  /** Per key `k`, the groups naming it in file order, laid out as the group keys are. */
  keyGroupStart: Int32Array;
  keyGroupIds: Int32Array;
  /** The 1-based line of a UTF-16 offset (the last read line for offsets past it). */
  lineAt(offset: number): number;
  /** The parsed line with 1-based number `line`. */
  lineInfo(line: number): ParsedLine | undefined;
  /** Every User-agent line that does not name `*`, in file order. */
  namedAgents: readonly GroupAgent[];
  /** The first User-agent line in the file naming key `key` (`undefined` for `*`). */
  firstAgent(key: number): GroupAgent | undefined;
  /**
   * crawlerOfAgent for a User-agent line of this parse (remembered by line; for
   * any other agent value, call crawlerOfAgent).
   */
  crawlerOf(agent: GroupAgent): CrawlerInfo | null;
}

/** The part of a User-agent value before a `/version` suffix or a space. */
export function agentName(value: string): string {
  const cut = value.search(/[/\s]/);
  return cut < 0 ? value : value.slice(0, cut);
}

const REGISTRY_POSITION = new Map<CrawlerInfo, number>(CRAWLERS.map((c, i) => [c, i]));

/** The registry crawler a User-agent line names (as written, or without its `/version`), or `null`. */
export function crawlerOfAgent(agent: GroupAgent): CrawlerInfo | null {
  // findCrawler ignores case, so a name or token equal to the value needs no second look-up.
  const value = agent.value;
  const name = agentName(value);
  return (
    findCrawler(value) ??
    (name === value ? null : findCrawler(name)) ??
    (agent.token === '' || agent.token === value ? null : findCrawler(agent.token))
  );
}

/** Builds the indexes for one parsed file. Linear in the number of lines and agents. */
export function createLintContext(parsed: ParsedRobots): LintContext {
  const { text, lines } = parsed;
  const firstBreak = text.search(/[\r\n]/);
  const eol = firstBreak >= 0 && text.startsWith('\r\n', firstBreak) ? '\r\n' : '\n';

  const groups = parsed.groups;
  const keys = new StringTable(groups.length + 1);
  keys.add(STAR);
  // A key's entry per group, in group order: the key ids and first agents of
  // each group, and how many groups name each key.
  const groupKeyStart = new Int32Array(groups.length + 1);
  const keyIds: number[] = [];
  const keyAgents: GroupAgent[] = [];
  const groupCount: number[] = [0];
  const lastGroup: number[] = [-1];
  const firstAgents: (GroupAgent | undefined)[] = [undefined];
  const namedAgents: GroupAgent[] = [];
  for (let g = 0; g < groups.length; g++) {
    const agents = (groups[g] as ParsedGroup).agents;
    groupKeyStart[g] = keyIds.length;
    // `*` comes first among a group's keys, wherever its line is.
    const star = agents.find((a) => a.star);
    if (star) {
      keyIds.push(STAR_KEY);
      keyAgents.push(star);
      lastGroup[STAR_KEY] = g;
      groupCount[STAR_KEY] = (groupCount[STAR_KEY] as number) + 1;
    }
    for (let i = 0; i < agents.length; i++) {
      const agent = agents[i] as GroupAgent;
      if (agent.star) continue;
      namedAgents.push(agent);
      const id = keys.add(agent.token);
      if (id === firstAgents.length) {
        firstAgents.push(agent);
        groupCount.push(0);
        lastGroup.push(-1);
      }
      // A group may name tens of thousands of crawlers: its keys are told apart
      // by the last group each was seen in, not by a set per group.
      if (lastGroup[id] === g) continue;
      lastGroup[id] = g;
      groupCount[id] = (groupCount[id] as number) + 1;
      keyIds.push(id);
      keyAgents.push(agent);
    }
  }
  groupKeyStart[groups.length] = keyIds.length;
  const groupKeyIds = Int32Array.from(keyIds);
  // Groups by key: each key's groups in file order, since groups are visited in order.
  const keyGroupStart = new Int32Array(keys.size + 1);
  for (let k = 0; k < keys.size; k++) {
    keyGroupStart[k + 1] = (keyGroupStart[k] as number) + (groupCount[k] as number);
  }
  const keyGroupIds = new Int32Array(groupKeyIds.length);
  const filled = keyGroupStart.slice(0, keys.size);
  for (let g = 0; g < groups.length; g++) {
    for (let i = groupKeyStart[g] as number; i < (groupKeyStart[g + 1] as number); i++) {
      const k = groupKeyIds[i] as number;
      keyGroupIds[filled[k] as number] = g;
      filled[k] = (filled[k] as number) + 1;
    }
  }

  // Rules report mostly in file order, so the search for a line starts at the
  // line found last and gallops from there: a few steps instead of a binary
  // search over the whole file for each finding.
  let last = 0;
  const startsBy = (i: number, offset: number): boolean =>
    (lines[i] as ParsedLine).span.from <= offset;
  const lineAt = (offset: number): number => {
    const n = lines.length;
    if (n === 0) return 1;
    // The answer is the last line starting at or before `offset` (or the first line).
    let lo: number;
    let hi: number;
    if (startsBy(last, offset)) {
      lo = last;
      let step = 1;
      while (lo + step < n && startsBy(lo + step, offset)) {
        lo += step;
        step *= 2;
      }
      hi = Math.min(n - 1, lo + step - 1);
    } else {
      hi = last - 1;
      let step = 1;
      while (hi - step >= 0 && !startsBy(hi - step, offset)) {
        hi -= step;
        step *= 2;
      }
      lo = Math.max(0, hi - step);
    }
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (startsBy(mid, offset)) lo = mid;
      else hi = mid - 1;
    }
    last = lo;
    return lo + 1;
  };

  // By line: a file may name tens of thousands of crawlers, and a typed array read
  // is cheaper than a map of their names (0: not looked up yet, 1: none, else the
  // registry position + 2).
  const crawlers = new Int32Array(lines.length + 2);
  const crawlerOf = (agent: GroupAgent): CrawlerInfo | null => {
    const known = crawlers[agent.line] ?? 0;
    if (known === 1) return null;
    if (known > 1) return CRAWLERS[known - 2] as CrawlerInfo;
    const found = crawlerOfAgent(agent);
    const position = found === null ? -1 : (REGISTRY_POSITION.get(found) ?? -2);
    if (position !== -2 && agent.line < crawlers.length) crawlers[agent.line] = position + 2;
    return found;
  };

  return {
    parsed,
    text,
    eol,
    keys,
    groupKeyStart,
    groupKeyIds,
    groupKeyAgents: keyAgents,
    keyGroupStart,
    keyGroupIds,
    namedAgents,
    lineAt,
    lineInfo: (line) => lines[line - 1],
    firstAgent: (key) => firstAgents[key],
    crawlerOf,
  };
}

/** True when group `g` names the `*` group. */
export function namesStar(ctx: LintContext, g: number): boolean {
  const at = ctx.groupKeyStart[g] as number;
  return at < (ctx.groupKeyStart[g + 1] as number) && ctx.groupKeyIds[at] === STAR_KEY;
}

/** The groups naming key `key`, in file order, as a new list. */
export function groupsOfKey(ctx: LintContext, key: number): number[] {
  const out: number[] = [];
  if (key < 0) return out;
  const to = ctx.keyGroupStart[key + 1] as number;
  for (let i = ctx.keyGroupStart[key] as number; i < to; i++)
    out.push(ctx.keyGroupIds[i] as number);
  return out;
}
