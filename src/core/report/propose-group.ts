// proposeGroup: the group that would decide for a category's crawlers that no
// group names yet (nor a fallback token's group), offered as one text edit the
// UI can apply and undo.
//
// Where it goes: a User-agent line joins the group before it until that group
// has a rule (RFC 9309 §2.2.1; robots.cc HandleUserAgent), so appending after a
// group that has no rule yet would merge the two. The new group is appended at
// the end of the file when that is safe, and otherwise (last group without
// rules, or text past the parse limit, which no reader sees) inserted right
// before the first group, where its own rule ends it.

import type { CrawlerCategory, CrawlerInfo } from '../registry/index.ts';
import { CATEGORIES, crawlersByCategory } from '../registry/index.ts';
import type { ParsedRobots } from '../types.ts';
import { resolveToken } from '../practice.ts';
import type { GroupProposal, ProposeOptions, TextEdit } from './types.ts';

function namedTokens(parsed: ParsedRobots): Set<string> {
  const out = new Set<string>();
  for (const g of parsed.groups)
    for (const a of g.agents) if (!a.star && a.token !== '') out.add(a.token);
  return out;
}

// A group that blocks AI training also names the control tokens, which exist
// only to opt content out of training (Google-Extended, Applebot-Extended).
function membersOf(category: CrawlerCategory): readonly CrawlerInfo[] {
  if (category !== 'ai-training') return crawlersByCategory(category);
  return [...crawlersByCategory('ai-training'), ...crawlersByCategory('control-token')];
}

function lineEnd(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

function placeGroup(text: string, parsed: ParsedRobots, group: string): TextEdit {
  const eol = lineEnd(text);
  const last = parsed.groups[parsed.groups.length - 1];
  const first = parsed.groups[0];
  const unsafeEnd =
    parsed.cuts.beyondLimit !== null || (last !== undefined && last.rules.length === 0);
  if (unsafeEnd && first !== undefined) {
    const at = parsed.lines[first.startLine - 1]?.span.from ?? 0;
    return { from: at, to: at, insert: group + eol + eol };
  }
  let lead = '';
  if (text.length > 0) {
    const finalEnd = /(\r\n|\n|\r)$/.exec(text);
    const rest = finalEnd === null ? text : text.slice(0, finalEnd.index);
    const blankBefore = finalEnd !== null && /(\n|\r)[ \t]*$/.test(rest);
    lead = finalEnd === null ? eol + eol : blankBefore ? '' : eol;
  }
  return { from: text.length, to: text.length, insert: lead + group + eol };
}

/**
 * What adding one group for `category` would look like: the category's registry
 * crawlers (for `ai-training`, also the control tokens) that no group names (own token or fallback token) in `parsed`, read
 * in the mode `parsed` was parsed in, each on a `User-agent` line, followed by
 * `Disallow: /` (or `Allow: /`, `options.rule`). `text` is the text `parsed` was
 * parsed from. `edit` is `null` when every crawler is already named. Never throws.
 */
export function proposeGroup(
  text: string,
  parsed: ParsedRobots,
  category: CrawlerCategory,
  options: ProposeOptions = {},
): GroupProposal {
  const named = namedTokens(parsed);
  const tokens: string[] = [];
  const skipped: GroupProposal['skipped'] = [];
  for (const crawler of membersOf(category)) {
    if (resolveToken(crawler, (key) => named.has(key)) !== null) continue;
    if (!crawler.rfcValidToken && options.includeCutTokens !== true) {
      skipped.push({ token: crawler.token, reason: 'token-cut' });
    } else if (crawler.confidence === 'low' && options.includeLowConfidence === false) {
      skipped.push({ token: crawler.token, reason: 'low-confidence' });
    } else {
      tokens.push(crawler.token);
    }
  }
  if (tokens.length === 0) return { category, tokens, skipped, edit: null };

  const eol = lineEnd(text);
  const rule = options.rule === 'allow' ? 'Allow: /' : 'Disallow: /';
  const lines: string[] = [];
  if (options.comment !== false) {
    const verb = options.rule === 'allow' ? 'allowed' : 'blocked';
    lines.push(`# ${CATEGORIES[category].label} crawlers no group named, ${verb} everywhere`);
  }
  for (const token of tokens) lines.push(`User-agent: ${token}`);
  lines.push(rule);
  return { category, tokens, skipped, edit: placeGroup(text, parsed, lines.join(eol)) };
}
