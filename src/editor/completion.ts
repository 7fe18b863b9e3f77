// Completion: directive names where a key goes, crawler tokens (and `*`) where a
// User-agent value goes. Keys are recognised with the core's `readKey`, so
// `useragent:` completes agents exactly where Google reads a user-agent line.
// It carries the whole crawler registry, so `robotsCompletion` (./on-demand.ts)
// fetches this module, with the autocomplete UI, on first need.

import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { DIRECTIVE_HELP } from '../core/directive-help.ts';
import { DIRECTIVES, readKey } from '../core/directives.ts';
import type { DirectiveInfo } from '../core/directives.ts';
import { CATEGORIES, CRAWLERS, POPULAR_TOKENS, crawlerRank } from '../core/registry/index.ts';
import type { CrawlerInfo } from '../core/registry/index.ts';

const STATUS_DETAIL: Record<DirectiveInfo['status'], string> = {
  rfc: 'RFC 9309',
  extension: 'extension',
  'non-standard': 'non-standard',
  retired: 'retired',
  draft: 'draft',
};

const STATUS_BOOST: Record<DirectiveInfo['status'], number> = {
  rfc: 3,
  extension: 2,
  'non-standard': 0,
  draft: -1,
  retired: -2,
};

function directiveCompletion(d: DirectiveInfo, withColon: boolean): Completion {
  const help = DIRECTIVE_HELP[d.id];
  return {
    label: d.name,
    type: 'keyword',
    detail: STATUS_DETAIL[d.status],
    info: `${help.summary}\nSyntax: ${help.syntax}\nRead by: ${help.support}`,
    apply: withColon ? `${d.name}: ` : d.name,
    boost: STATUS_BOOST[d.status],
  };
}

/** The `*` completion of a User-agent value. */
export const STAR_COMPLETION: Completion = {
  label: '*',
  type: 'constant',
  detail: 'every crawler',
  info: 'The * group applies to every crawler that no other group names (RFC 9309 §2.2.1).',
  boost: 99,
};

// RFC 9309 §2.2.1: a product token is letters, `_` and `-` only.
const PRODUCT_TOKEN = /^[A-Za-z_-]+$/;

/**
 * How far a crawler rises in the list. The match comes first (CodeMirror scores a
 * prefix match 100 above a fuzzy one and a full match 100 above a prefix), so the
 * boost stays below 100: among equal matches the most often named crawlers lead,
 * then curated, active entries, then the community list.
 */
function crawlerBoost(c: CrawlerInfo): number {
  const rank = crawlerRank(c.token);
  const popular = rank === null ? 0 : 10 + POPULAR_TOKENS.length - rank;
  return popular + (c.sourceKind === 'curated' ? 1 : 0) + (c.status === 'active' ? 1 : 0);
}

function crawlerCompletion(c: CrawlerInfo, label: string): Completion {
  const category = CATEGORIES[c.category];
  const info = [
    `${c.operator ?? 'Unknown operator'} — ${category.label}`,
    c.summary ?? category.description,
    `Honours robots.txt: ${c.honours}`,
  ];
  return {
    label,
    type: 'type',
    detail: `${c.operator ?? 'unknown'} · ${category.label}${c.status === 'legacy' ? ' · legacy' : ''}`,
    info: info.join('\n'),
    boost: crawlerBoost(c),
  };
}

// RFC 9309 §2.2.1: tokens compare case-insensitively, so one option per spelling.
// An entry whose token is not a product token (`ChatGPT Agent`, `MJ12bot`) is
// offered under its first alias that is one, or not at all: a strict parser skips
// the line, and google-specific: Google keeps only the leading letters, so the
// group would name another crawler.
const AGENT_OPTIONS: readonly Completion[] = (() => {
  const seen = new Set<string>();
  const out: Completion[] = [STAR_COMPLETION];
  for (const c of CRAWLERS) {
    const label = [c.token, ...c.aliases].find((name) => PRODUCT_TOKEN.test(name));
    if (label === undefined) continue;
    const lower = label.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    out.push(crawlerCompletion(c, label));
  }
  return out;
})();

const KEY_CHARS = /[A-Za-z-]*$/;
const AGENT_CHARS = /[A-Za-z_*-]*$/;

/**
 * The completion source of the robots language: directive names at the start of
 * a line (inserting `Name: ` unless a colon follows), crawler tokens and `*`
 * after a User-agent key. Returns null elsewhere (comments, other values).
 */
export function robotsCompletionSource(context: CompletionContext): CompletionResult | null {
  const { state, pos } = context;
  const line = state.doc.lineAt(pos);
  const before = line.text.slice(0, pos - line.from);
  const after = line.text.slice(pos - line.from);
  if (before.includes('#')) return null;
  const colon = before.indexOf(':');

  if (colon < 0 && /^\s*[A-Za-z-]*$/.test(before)) {
    const word = KEY_CHARS.exec(before)?.[0] ?? '';
    if (word === '' && !context.explicit) return null;
    const rest = /^[A-Za-z-]*/.exec(after)?.[0] ?? '';
    const withColon = !after.includes(':');
    return {
      from: pos - word.length,
      to: pos + rest.length,
      options: DIRECTIVES.map((d) => directiveCompletion(d, withColon)),
      validFor: /^[A-Za-z-]*$/,
    };
  }

  if (colon >= 0 && readKey(before.slice(0, colon).trim()).directive === 'user-agent') {
    const valueSoFar = before.slice(colon + 1).trimStart();
    const word = AGENT_CHARS.exec(valueSoFar)?.[0] ?? '';
    // Only while the value is one token: after `Googlebot/2.1` there is nothing to offer.
    if (word !== valueSoFar) return null;
    return {
      from: pos - word.length,
      options: AGENT_OPTIONS,
      validFor: /^[A-Za-z_*-]*$/,
    };
  }
  return null;
}
