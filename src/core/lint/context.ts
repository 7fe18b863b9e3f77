// What every lint rule reads besides the parsed file: indexes built once per run
// (groups by crawler name, offsets to lines, registry look-ups), so no rule has to
// scan all groups for every rule or agent.
//
// RFC 9309 §2.2.1: groups that name the same product token are merged, and the
// `*` groups are merged; google-specific (robots.cc, HandleUserAgent): a group
// that names both a crawler and `*` counts only as that crawler's group for it,
// but still as a `*` group for everyone else — so a group's keys are `*` (when a
// line names it) plus each token it names.

import { findCrawler } from '../registry/index.ts';
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
  /** The registry crawler a User-agent line names (as written, or without its `/version`), or `null`. */
  crawlerOf(agent: GroupAgent): CrawlerInfo | null;
}

/** The part of a User-agent value before a `/version` suffix or a space. */
export function agentName(value: string): string {
  const cut = value.search(/[/\s]/);
  return cut < 0 ? value : value.slice(0, cut);
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

  const lineAt = (offset: number): number => {
    let lo = 0;
    let hi = lines.length - 1;
    if (hi < 0) return 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lines[mid] as ParsedLine).span.from <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };

  const crawlers = new Map<string, CrawlerInfo | null>();
  const crawlerOf = (agent: GroupAgent): CrawlerInfo | null => {
    const cached = crawlers.get(agent.value);
    if (cached !== undefined) return cached;
    // findCrawler ignores case, so a name or token equal to the value needs no second look-up.
    const value = agent.value;
    const name = agentName(value);
    const found =
      findCrawler(value) ??
      (name === value ? null : findCrawler(name)) ??
      (agent.token === '' || agent.token === value ? null : findCrawler(agent.token));
    crawlers.set(agent.value, found);
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
