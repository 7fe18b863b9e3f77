// A file's outline: the kind of every line and each group's agents, extent,
// rule count and records — what a view needs to list groups and colour lines,
// without their rules or spans.
//
// Read straight from the numbers parseRobots keeps on every read
// (./parse-index.ts), so a 500 KiB file outlines without reading its lines again
// or building a ParsedLine per line: the outline is on the keystroke path, the
// full line objects are for lint and explanations.

import {
  AGENT_STAR,
  AGENT_VALID,
  KIND_BLANK,
  LINE_KINDS,
  parseIndexOf,
  recordsOf,
} from './parse-index';
import { RULE_INDEX_HTML } from './rule-table';
import type { ParsedGroup, ParsedRobots } from './types.ts';

/** A User-agent line of a group: its line, value as written and reading. */
export interface OutlineAgent {
  line: number;
  /** The value as written. */
  value: string;
  /** The lower-cased name the line matches; `''` for `*` or nothing usable. */
  token: string;
  star: boolean;
  /** True when the value is a valid RFC 9309 product token (or `*`). */
  validToken: boolean;
}

/** A group without its rules or spans. */
export interface OutlineGroup {
  index: number;
  /** First and last line of the group, 1-based, inclusive. */
  startLine: number;
  endLine: number;
  agents: OutlineAgent[];
  /** True when one of the group's User-agent lines is `*`. */
  star: boolean;
  /** The group's Allow and Disallow lines. */
  ruleCount: number;
  /** Lines of other known records in the group (crawl-delay, content-signal, …). */
  records: number[];
}

export interface RobotsOutline {
  /** Lines parsed. */
  lineCount: number;
  /** By line (`kinds[line - 1]`): its index into LINE_KINDS. */
  kinds: Uint8Array;
  groups: OutlineGroup[];
}

/** The outline of `parsed`. Never throws. */
export function outlineRobots(parsed: ParsedRobots): RobotsOutline {
  const index = parseIndexOf(parsed);
  if (!index) return outlineOfObjects(parsed);
  const { text, table, groupStartLine, groupEndLine, groupFirstAgent } = index;
  const { agentLine, agentToken, agentFlags, agentValue, recordLine } = index;

  const count = groupStartLine.length;
  const groups = new Array<OutlineGroup>(count);
  for (let g = 0; g < count; g++) {
    const agents: OutlineAgent[] = [];
    let star = false;
    const agentEnd = g + 1 < count ? (groupFirstAgent[g + 1] as number) : agentLine.length;
    for (let a = groupFirstAgent[g] as number; a < agentEnd; a++) {
      const flags = agentFlags[a] as number;
      const isStar = (flags & AGENT_STAR) !== 0;
      if (isStar) star = true;
      agents.push({
        line: agentLine[a] as number,
        value: text.slice(agentValue[2 * a] as number, agentValue[2 * a + 1] as number),
        token: agentToken[a] as string,
        star: isStar,
        validToken: (flags & AGENT_VALID) !== 0,
      });
    }
    let ruleCount = 0;
    const idEnd = table.groupStart[g + 1] as number;
    for (let id = table.groupStart[g] as number; id < idEnd; id++) {
      // google-specific: the rule derived from an Allow `…/index.html` line is not a line.
      if (((table.flags[id] as number) & RULE_INDEX_HTML) === 0) ruleCount++;
    }
    const startLine = groupStartLine[g] as number;
    const endLine = groupEndLine[g] as number;
    const { from, to } = recordsOf(index, g);
    const records = recordLine.slice(from, to);
    groups[g] = { index: g, startLine, endLine, agents, star, ruleCount, records };
  }
  return { lineCount: index.lineCount, kinds: index.lineKind.slice(), groups };
}

/** The first line of each group, in file order, without building the groups. Never throws. */
export function groupStartLines(parsed: ParsedRobots): number[] {
  const index = parseIndexOf(parsed);
  return index ? index.groupStartLine.slice() : parsed.groups.map((group) => group.startLine);
}

// A ParsedRobots made elsewhere (tests, older callers) has its objects already.
function outlineOfObjects(parsed: ParsedRobots): RobotsOutline {
  const kinds = new Uint8Array(parsed.lines.length);
  parsed.lines.forEach((line, i) => {
    const code = LINE_KINDS.indexOf(line.kind);
    kinds[i] = code < 0 ? KIND_BLANK : code;
  });
  return { lineCount: parsed.lines.length, kinds, groups: parsed.groups.map(outlineGroup) };
}

function outlineGroup(group: ParsedGroup): OutlineGroup {
  return {
    index: group.index,
    startLine: group.startLine,
    endLine: group.endLine,
    agents: group.agents.map(({ line, value, token, star, validToken }) => ({
      line,
      value,
      token,
      star,
      validToken,
    })),
    star: group.agents.some((agent) => agent.star),
    ruleCount: group.rules.length,
    records: group.records,
  };
}
