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
import type { GroupAgent, ParsedLine, ParsedRobots } from '../types.ts';

/** The key of the `*` group in `LintContext.groupsByKey`. */
export const STAR = '*';

/** Indexes shared by all rules of one lint run. Read-only for rules. */
export interface LintContext {
  parsed: ParsedRobots;
  text: string;
  /** The file's line end (`\r\n` when its first line end is one, else `\n`), for inserted lines. */
  eol: string;
  /** Per group: `*` when a line names the `*` group, then each distinct lower-cased token. */
  groupKeys: readonly (readonly string[])[];
  /** Group indices naming each key (`*` or a lower-cased token), in file order. */
  groupsByKey: ReadonlyMap<string, readonly number[]>;
  /** The 1-based line of a UTF-16 offset (the last read line for offsets past it). */
  lineAt(offset: number): number;
  /** The parsed line with 1-based number `line`. */
  lineInfo(line: number): ParsedLine | undefined;
  /** Every User-agent line that does not name `*`, in file order. */
  namedAgents: readonly GroupAgent[];
  /** The first User-agent line in the file naming a lower-cased token (not `*`). */
  firstAgent(token: string): GroupAgent | undefined;
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

  const groupKeys: string[][] = [];
  const groupsByKey = new Map<string, number[]>();
  const firstAgents = new Map<string, GroupAgent>();
  const namedAgents: GroupAgent[] = [];
  for (const group of parsed.groups) {
    const keys: string[] = [];
    const index = group.index;
    let star = false;
    for (const agent of group.agents) {
      const key = agent.star ? STAR : agent.token;
      if (agent.star) star = true;
      else namedAgents.push(agent);
      // Groups are visited in order, so a key this group already named ends its
      // list: no per-group set, although a group may name tens of thousands of crawlers.
      const list = groupsByKey.get(key);
      if (list === undefined) {
        groupsByKey.set(key, [index]);
        if (!agent.star) firstAgents.set(key, agent);
      } else if (list[list.length - 1] !== index) {
        list.push(index);
      } else {
        continue;
      }
      if (!agent.star) keys.push(key);
    }
    if (star) keys.unshift(STAR);
    groupKeys.push(keys);
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
    groupKeys,
    groupsByKey,
    namedAgents,
    lineAt,
    lineInfo: (line) => lines[line - 1],
    firstAgent: (token) => firstAgents.get(token),
    crawlerOf,
  };
}
