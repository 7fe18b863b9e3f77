// Rules about the names on User-agent lines: empty, invalid or misspelled names,
// and names of crawlers that do not obey what the group says.
//
// RFC 9309 §2.2.1: a product token is `[A-Za-z_-]+`, compared case-insensitively.
// google-specific (robots.cc, ExtractUserAgent): the name is cut to its leading
// `[A-Za-z_-]` run. Registry facts (honours, fetches) come from ../../registry.

import { suggestCrawler } from '../../registry/index.ts';
import type { CrawlerSuggestion } from '../../registry/index.ts';
import { agentName, crawlerOfAgent } from '../context.ts';
import type { LintContext } from '../context.ts';
import { code, diagnostic, fix, lineSpan, removeLine, replace } from '../report.ts';
import type { RobotsDiagnostic, RobotsFix } from '../types.ts';
import type { GroupAgent } from '../../types.ts';
import { mayBeNearCrawler } from './near-names.ts';
import { joinedAt } from './syntax.ts';

/** empty-user-agent: `User-agent:` with no name, which matches no crawler. */
export function emptyUserAgent(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (const group of ctx.parsed.groups) {
    const others = group.agents.some((a) => a.value !== '');
    for (const agent of group.agents) {
      if (agent.value !== '') continue;
      const span = lineSpan(ctx, agent.line);
      const fixes: RobotsFix[] = [];
      let message: string;
      if (others) {
        message =
          '`User-agent:` with no name matches no crawler, so this line adds nothing to the group.';
        fixes.push(fix('Remove the line', [removeLine(ctx, agent.line)], true));
      } else {
        message =
          '`User-agent:` with no name matches no crawler, so the rules of this group apply to nobody.';
        const spaced = ctx.text.charCodeAt(agent.span.from - 1) === 58 ? ' *' : '*';
        fixes.push(
          fix('Use `*` (every crawler)', [replace(agent.span.from, agent.span.to, spaced)], false),
        );
      }
      out.push(diagnostic(ctx, 'empty-user-agent', span.from, span.to, message, { fixes }));
    }
  }
  return out;
}

/** invalid-agent-token: a name with characters outside `[A-Za-z_-]`, and what Google cuts it to. */
export function invalidAgentToken(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (let i = 0; i < ctx.namedAgents.length; i++) {
    const agent = ctx.namedAgents[i] as GroupAgent;
    if (agent.validToken || agent.value === '') continue;
    // A lost line break (`AhrefsBot Disallow: /`) is joined-lines' to report; cutting
    // the name here would delete the record the author meant.
    if (joinedAt(ctx, agent.line)) continue;
    const cut = /^[A-Za-z_-]*/.exec(agent.value)?.[0] ?? '';
    const fixes: RobotsFix[] = [];
    let message: string;
    if (cut === '') {
      message = `Names may contain only letters, \`-\` and \`_\` (RFC 9309), so Google reads ${code(agent.value)} as an empty name that matches no crawler.`;
    } else {
      message = `Names may contain only letters, \`-\` and \`_\` (RFC 9309), so Google cuts ${code(agent.value)} to ${code(cut)} and other parsers may not match this line at all.`;
      // A `/version` or a second word is noise: Google already reads only the name.
      const rest = agent.value.charAt(cut.length);
      if (rest === '/' || /\s/.test(rest)) {
        const known = crawlerOfAgent({ ...agent, value: cut }) !== null;
        fixes.push(fix(`Change to ${cut}`, [replace(agent.span.from, agent.span.to, cut)], known));
      }
    }
    out.push(
      diagnostic(ctx, 'invalid-agent-token', agent.span.from, agent.span.to, message, { fixes }),
    );
  }
  return out;
}

/** unknown-agent-token: a name that is no registry crawler but close to one (did-you-mean). */
export function unknownAgentToken(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const suggestions = new Map<string, CrawlerSuggestion | null>();
  for (let i = 0; i < ctx.namedAgents.length; i++) {
    const agent = ctx.namedAgents[i] as GroupAgent;
    if (agent.value === '' || ctx.crawlerOf(agent) !== null) continue;
    const name = agentName(agent.value);
    const lower = name.toLowerCase();
    // Tighter than the registry's default budget: a did-you-mean must look like a
    // typo, and short names (`spbot`, `wpbot`) are too often different crawlers.
    if (name.length < 6) continue;
    const budget = name.length <= 9 ? 1 : 2;
    if (!mayBeNearCrawler(lower, budget)) continue;
    let suggestion = suggestions.get(lower);
    if (suggestion === undefined) {
      suggestion = suggestCrawler(name, budget);
      suggestions.set(lower, suggestion);
    }
    if (suggestion === null) continue;
    out.push(
      diagnostic(
        ctx,
        'unknown-agent-token',
        agent.span.from,
        agent.span.from + name.length,
        `No known crawler is called ${code(name)}, so this group reaches no crawler we know of; did you mean ${code(suggestion.name)}?`,
        {
          fixes: [
            fix(
              `Change to ${suggestion.name}`,
              [replace(agent.span.from, agent.span.from + name.length, suggestion.name)],
              false,
            ),
          ],
        },
      ),
    );
  }
  return out;
}

/**
 * ignored-by-agent: a group for a crawler documented to skip robots.txt, or for
 * a token no request carries (control and umbrella tokens).
 */
export function ignoredByAgent(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  for (let i = 0; i < ctx.namedAgents.length; i++) {
    const agent = ctx.namedAgents[i] as GroupAgent;
    const crawler = ctx.crawlerOf(agent);
    if (crawler === null) continue;
    const name = code(crawler.token);
    const operator = crawler.operator ?? 'its operator';
    let message: string | null = null;
    if (crawler.honours === 'no') {
      message = `${name} is documented to ignore robots.txt, so this group does not stop it; block it on the server or firewall instead.`;
    } else if (!crawler.fetches && crawler.category === 'control-token') {
      message = `${name} never fetches pages: it is a control token, so this group changes nothing that is crawled and only tells ${operator} how pages its other crawlers fetch may be used.`;
    } else if (!crawler.fetches) {
      message = `No request ever carries ${name}: it is a name ${operator}’s crawlers look for in robots.txt, so this group applies to them rather than to one crawler of that name.`;
    }
    if (message === null) continue;
    out.push(diagnostic(ctx, 'ignored-by-agent', agent.span.from, agent.span.to, message));
  }
  return out;
}
