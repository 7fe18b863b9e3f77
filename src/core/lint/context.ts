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
import type { SitemapFinding } from '../sitemap/check-sitemap.ts';
import { StringTable } from './string-table.ts';
import type { GroupAgent, ParsedGroup, ParsedLine, ParsedRobots, ParsedRule } from '../types.ts';

/** The key of the `*` group in `LintContext.groupsOf`. */
export const STAR = '*';

/** Indexes shared by all rules of one lint run. Read-only for rules. */
export interface LintContext {
  parsed: ParsedRobots;
  text: string;
  /** The file's line end (`\r\n` when its first line end is one, else `\n`), for inserted lines. */
  eol: string;
  /**
   * A group's keys (by index): `*` when a line names the `*` group, then each
   * distinct lower-cased token, in the order of their lines. Made on first ask:
   * most rules read only the groups that share a name.
   */
  keysOf(group: number): readonly string[];
  /**
   * Group indices naming a key (`*` or a lower-cased token), in file order, or
   * undefined when no group names it.
   */
  groupsOf(key: string): readonly number[] | undefined;
  /**
   * The first User-agent line of each key but `*`, in the order of first lines:
   * the keys of a file by number (a key's id).
   */
  keyAgents: readonly GroupAgent[];
  /** By key id (as in keyAgents): the first group naming the key. */
  keyGroup: Int32Array;
  /**
   * By key id: every group naming the key, in file order, when two or more do;
   * undefined when only keyGroup does (most keys: no list per key or group).
   */
  keyShared: readonly (readonly number[] | undefined)[];
  /**
   * Per group index: 1 when the group names at least one key and no other group
   * names any of them, so its rules meet no other group's (RFC 9309 §2.2.1
   * merges only groups that share a name); else 0.
   */
  alone: Uint8Array;
  /** Per group index: 1 when the group names a crawler (a key other than `*`), else 0. */
  named: Uint8Array;
  /** The 1-based line of a UTF-16 offset (the last read line for offsets past it). */
  lineAt(offset: number): number;
  /** The parsed line with 1-based number `line`. */
  lineInfo(line: number): ParsedLine | undefined;
  /**
   * Where line `line` (1-based) starts and where its content ends (its line end
   * excluded), as UTF-16 offsets; 0 for a line the file does not have. From typed
   * arrays: rules that edit tens of thousands of lines read no line object.
   */
  lineStart(line: number): number;
  lineEnd(line: number): number;
  /**
   * Every line but blank lines, comments and plain records (a User-agent, Allow,
   * Disallow or Sitemap key spelled exactly, a colon, no blank or tab in the
   * value), in file order: all the per-line syntax and record rules read, so
   * they skip the bulk of a large file without touching its lines.
   */
  unusualLines: readonly ParsedLine[];
  /**
   * Every Allow and Disallow of every group, groups in file order (a rule's
   * `group` says whose), so a rule that reads them all walks one list.
   */
  rules: readonly ParsedRule[];
  /** Every User-agent line that does not name `*`, in file order. */
  namedAgents: readonly GroupAgent[];
  /** The first User-agent line in the file naming a lower-cased token (not `*`). */
  firstAgent(token: string): GroupAgent | undefined;
  /**
   * crawlerOfAgent for a User-agent line of this parse (remembered by line; for
   * any other agent value, call crawlerOfAgent).
   */
  crawlerOf(agent: GroupAgent): CrawlerInfo | null;
  /** A sitemap check's findings on this text (LintOptions.sitemap); empty without a sitemap. */
  sitemap: readonly SitemapFinding[];
}

const NAME_END = /[/\s]/;

/** The part of a User-agent value before a `/version` suffix or a space. */
export function agentName(value: string): string {
  const cut = value.search(NAME_END);
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

/** The directives of plain records (LintContext.unusualLines). */
const PLAIN_DIRECTIVES: ReadonlySet<string> = new Set([
  'user-agent',
  'allow',
  'disallow',
  'sitemap',
]);

/** True for a blank line, a comment, or a plain record (see LintContext.unusualLines). */
function isPlain(line: ParsedLine): boolean {
  const kind = line.kind;
  if (kind === 'blank' || kind === 'comment') return true;
  const reading = line.reading;
  if (line.missingColon || !line.key || !reading || reading.match !== 'exact') return false;
  if (reading.directive === null || !PLAIN_DIRECTIVES.has(reading.directive)) return false;
  const value = line.value?.text ?? '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 32 || c === 9) return false;
  }
  return true;
}

/**
 * Builds the indexes for one parsed file (and carries `sitemap`, a check's findings,
 * default none). Linear in the number of lines and agents.
 */
export function createLintContext(
  parsed: ParsedRobots,
  sitemap: readonly SitemapFinding[] = [],
): LintContext {
  const { text, lines } = parsed;
  const firstBreak = text.search(/[\r\n]/);
  const eol = firstBreak >= 0 && text.startsWith('\r\n', firstBreak) ? '\r\n' : '\n';

  const groupCount = parsed.groups.length;
  let agentCount = 0;
  let ruleCount = 0;
  for (let g = 0; g < groupCount; g++) {
    const group = parsed.groups[g] as ParsedGroup;
    agentCount += group.agents.length;
    ruleCount += group.rules.length;
  }
  const rules = new Array<ParsedRule>(ruleCount);
  ruleCount = 0;
  for (let g = 0; g < groupCount; g++) {
    const list = (parsed.groups[g] as ParsedGroup).rules;
    for (let r = 0; r < list.length; r++) rules[ruleCount++] = list[r] as ParsedRule;
  }
  const keys = new StringTable(agentCount);
  // By key id (the order of keyAgents): the first group, and the list of groups
  // once a second group names the key. A list per key or per group would be one
  // small allocation each for a file of 20,000 groups.
  const keyGroup = new Int32Array(agentCount);
  const keyShared: (number[] | undefined)[] = [];
  let starGroups: number[] | undefined;
  const keyAgents: GroupAgent[] = [];
  const namedAgents: GroupAgent[] = [];
  const alone = new Uint8Array(groupCount);
  const named = new Uint8Array(groupCount);
  // Groups that share a key with another group: marked as a key's list grows.
  const shared = new Uint8Array(groupCount);
  for (let g = 0; g < groupCount; g++) {
    const group = parsed.groups[g] as ParsedGroup;
    const index = group.index;
    let star = false;
    let keyCount = 0;
    const agents = group.agents;
    for (let a = 0; a < agents.length; a++) {
      const agent = agents[a] as GroupAgent;
      if (agent.star) {
        star = true;
        if (starGroups === undefined) starGroups = [index];
        else if (starGroups[starGroups.length - 1] !== index) {
          if (starGroups.length === 1) shared[starGroups[0] as number] = 1;
          shared[index] = 1;
          starGroups.push(index);
        }
        continue;
      }
      namedAgents.push(agent);
      const key = agent.token;
      const id = keys.add(key);
      if (id === keyAgents.length) {
        keyGroup[id] = index;
        keyShared.push(undefined);
        keyAgents.push(agent);
      } else {
        // Groups are visited in order, so a key this group already named ends its
        // list: no per-group set.
        const list = keyShared[id];
        if (list === undefined) {
          const first = keyGroup[id] as number;
          if (first === index) continue;
          shared[first] = 1;
          keyShared[id] = [first, index];
        } else {
          if (list[list.length - 1] === index) continue;
          list.push(index);
        }
        shared[index] = 1;
      }
      keyCount++;
    }
    if (keyCount > 0) named[g] = 1;
    // A group that names a key is alone unless it shares one; later groups may
    // still mark it shared, so that is read once every group is in.
    if (star || keyCount > 0) alone[g] = 1;
  }
  for (let g = 0; g < groupCount; g++) if (shared[g] === 1) alone[g] = 0;

  // Each group's keys, made on first ask. `seen` marks, by key id, the keys of the
  // group being read (its index + 1), so a token named twice is listed once.
  const lists: (readonly string[] | undefined)[] = [];
  const seen = new Int32Array(keyAgents.length);
  const keysOf = (index: number): readonly string[] => {
    const known = lists[index];
    if (known !== undefined) return known;
    const agents = parsed.groups[index]?.agents ?? [];
    const out: string[] = [];
    for (let a = 0; a < agents.length; a++) {
      if ((agents[a] as GroupAgent).star) {
        out.push(STAR);
        break;
      }
    }
    for (let a = 0; a < agents.length; a++) {
      const agent = agents[a] as GroupAgent;
      if (agent.star) continue;
      const id = keys.idOf(agent.token);
      if (seen[id] === index + 1) continue;
      seen[id] = index + 1;
      out.push(agent.token);
    }
    lists[index] = out;
    return out;
  };
  // The list groupsOf gives for the keys a group names alone, made on first ask:
  // one list per group, so callers may keep what they derive from it.
  const singles: (readonly number[] | undefined)[] = [];
  const groupsOf = (key: string): readonly number[] | undefined => {
    if (key === STAR) return starGroups;
    const id = keys.idOf(key);
    if (id < 0) return undefined;
    const list = keyShared[id];
    if (list !== undefined) return list;
    const index = keyGroup[id] as number;
    return (singles[index] ??= [index]);
  };
  const firstAgent = (token: string): GroupAgent | undefined => {
    const id = keys.idOf(token);
    return id < 0 ? undefined : keyAgents[id];
  };

  // One walk over the lines: their starts and ends (for lineAt, lineStart and
  // lineEnd) and the unusual ones.
  const starts = new Int32Array(lines.length);
  const ends = new Int32Array(lines.length);
  const unusualLines: ParsedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as ParsedLine;
    const span = line.span;
    starts[i] = span.from;
    ends[i] = span.to;
    if (!isPlain(line)) unusualLines.push(line);
  }

  // Rules report mostly in file order, so the search for a line starts at the
  // line found last and steps or gallops from there: a few steps instead of a
  // binary search over the whole file for each finding. Line starts are in a
  // typed array, so a step reads one number.
  let last = 0;
  const lineAt = (offset: number): number => {
    const n = lines.length;
    if (n === 0) return 1;
    const from = starts;
    // The answer is the last line starting at or before `offset` (or the first line).
    let lo: number;
    let hi: number;
    if ((from[last] as number) <= offset) {
      lo = last;
      // Nearby lines first: the next finding is usually a few lines on.
      for (let k = 0; k < 8 && lo + 1 < n && (from[lo + 1] as number) <= offset; k++) lo++;
      if (lo + 1 >= n || (from[lo + 1] as number) > offset) {
        last = lo;
        return lo + 1;
      }
      let step = 1;
      while (lo + step < n && (from[lo + step] as number) <= offset) {
        lo += step;
        step *= 2;
      }
      hi = Math.min(n - 1, lo + step - 1);
    } else {
      hi = last - 1;
      let step = 1;
      while (hi - step >= 0 && (from[hi - step] as number) > offset) {
        hi -= step;
        step *= 2;
      }
      lo = Math.max(0, hi - step);
    }
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((from[mid] as number) <= offset) lo = mid;
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
    sitemap,
    keysOf,
    groupsOf,
    keyAgents,
    keyGroup: keyGroup.subarray(0, keyAgents.length),
    keyShared,
    alone,
    named,
    namedAgents,
    rules,
    lineAt,
    lineInfo: (line) => lines[line - 1],
    lineStart: (line) => starts[line - 1] ?? 0,
    lineEnd: (line) => ends[line - 1] ?? 0,
    unusualLines,
    firstAgent,
    crawlerOf,
  };
}
