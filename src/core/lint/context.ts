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
  /** Per group: `*` when a line names the `*` group, then each distinct lower-cased token. */
  groupKeys: readonly (readonly string[])[];
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

/** The first `count` keys of `scratch` as a list of their own, after `*` when `star`. */
function keysOf(
  scratch: readonly string[],
  count: number,
  star: boolean,
  none: readonly string[],
): readonly string[] {
  const size = count + (star ? 1 : 0);
  if (size === 0) return none;
  if (size === 1) return [star ? STAR : (scratch[0] as string)];
  const out = new Array<string>(size);
  let at = 0;
  if (star) out[at++] = STAR;
  for (let i = 0; i < count; i++) out[at++] = scratch[i] as string;
  return out;
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
  const groupKeys: (readonly string[])[] = [];
  // By key id (the order of keyAgents): the first group, and the list of groups
  // once a second group names the key. A list per key or per group would be one
  // small allocation each for a file of 20,000 groups.
  const keyGroup = new Int32Array(agentCount);
  const keyShared: (number[] | undefined)[] = [];
  let starGroups: number[] | undefined;
  const keyAgents: GroupAgent[] = [];
  const namedAgents: GroupAgent[] = [];
  const NONE: readonly string[] = [];
  // A group's keys in the making (its first `keyCount` entries), copied out at
  // their exact size: most groups name one crawler, and a list grown by push would
  // reserve room for many. It is never emptied by its length, which would give it
  // a fresh backing store for every group.
  const scratch: string[] = [];
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
      scratch[keyCount++] = key;
    }
    if (keyCount > 0) named[g] = 1;
    groupKeys.push(keysOf(scratch, keyCount, star, NONE));
  }
  for (let g = 0; g < groupKeys.length; g++) {
    if (shared[g] === 0 && (groupKeys[g] as readonly string[]).length > 0) alone[g] = 1;
  }
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
    groupKeys,
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
