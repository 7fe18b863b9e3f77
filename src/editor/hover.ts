// Hover help. `describePosition` is pure (state + offset → title and sentences) so
// it is tested on EditorState; `renderHoverInfo` builds the tooltip's DOM with
// textContent, never innerHTML (the text comes from the user's file). It knows every
// registry crawler, so `robotsHover` (./on-demand.ts) fetches this module on first need.

import { forEachDiagnostic } from '@codemirror/lint';
import type { EditorState } from '@codemirror/state';
import { isProductToken, readGroupName } from '../core/agent.ts';
import { DIRECTIVE_HELP } from '../core/directive-help.ts';
import { directiveInfo, readKey } from '../core/directives.ts';
import type { DirectiveInfo, DirectiveStatus } from '../core/directives.ts';
import { escapePatternGoogle } from '../core/encoding.ts';
import { scanLine } from '../core/lines.ts';
import { CATEGORIES, findCrawler, suggestCrawler } from '../core/registry/index.ts';
import type { CrawlerHonours, CrawlerInfo } from '../core/registry/index.ts';
import type { KeyReading } from '../core/types.ts';
import { renderInlineCode } from './inline-code.ts';
import { tokenizeLine } from './language.ts';
import type { LineToken } from './language.ts';

/** What hover help says about one span of the document (UTF-16 offsets). */
export interface HoverInfo {
  from: number;
  to: number;
  title: string;
  /** Sentences, one paragraph each, in display order. */
  lines: string[];
}

const STATUS_LABEL: Record<DirectiveStatus, string> = {
  rfc: 'RFC 9309',
  extension: 'Extension (sitemaps.org)',
  'non-standard': 'Non-standard record',
  retired: 'Retired record',
  draft: 'Draft',
};

const HONOURS_LABEL: Record<CrawlerHonours, string> = {
  yes: 'yes',
  no: 'no',
  partial: 'partly (obeys groups that name it, skips part of the protocol)',
  unknown: 'unknown',
};

function describeKey(
  keyText: string,
  reading: KeyReading,
  missingColon: boolean,
  findings: ReadonlySet<string>,
): Omit<HoverInfo, 'from' | 'to'> {
  if (reading.directive === null) {
    return {
      title: `Unknown record “${keyText}”`,
      lines: [
        'No crawler the app knows reads this key, so the line is ignored.',
        // RFC 9309 §2.2.4: crawlers may read other records but must not let them
        // interfere with the rules.
        'RFC 9309 §2.2.4: records a crawler does not know have no effect on what it may fetch.',
      ],
    };
  }
  const info: DirectiveInfo = directiveInfo(reading.directive);
  const help = DIRECTIVE_HELP[reading.directive];
  const lines = [
    help.summary,
    `Syntax: ${help.syntax}`,
    `Status: ${STATUS_LABEL[info.status]}. Read by: ${help.support}`,
  ];
  // A lint finding on the key shows in the same tooltip and already says how the
  // key is read, so the help does not say it a second time.
  const typoSaid = findings.has('directive-typo');
  if (reading.match === 'typo' && !typoSaid) {
    lines.push(
      `google-specific: “${keyText}” is a misspelling Google accepts and reads as ${info.name}; RFC 9309 parsers ignore this line.`,
    );
  } else if (reading.match === 'prefix' && !typoSaid) {
    lines.push(
      `google-specific: Google reads “${keyText}” as ${info.name} because it starts with that name; RFC 9309 parsers ignore this line.`,
    );
  }
  if (!info.googlePrefix) {
    lines.push('google-specific: Google’s parser ignores this record.');
  }
  if (missingColon && !findings.has('missing-colon')) {
    lines.push(
      'google-specific: no “:” after the key; Google accepts key and value separated by spaces, RFC 9309 requires the colon.',
    );
  }
  return { title: info.name, lines };
}

function crawlerLines(crawler: CrawlerInfo): string[] {
  const category = CATEGORIES[crawler.category];
  const lines = [
    `Operator: ${crawler.operator ?? 'unknown'}. Category: ${category.label} — ${category.description}`,
  ];
  if (crawler.summary !== null) lines.push(crawler.summary);
  lines.push(`Honours robots.txt: ${HONOURS_LABEL[crawler.honours]}.`);
  if (crawler.ignoresStar) lines.push('It never applies the * group: it must be named.');
  if (!crawler.fetches) {
    lines.push(
      'This token sends no requests; naming it states how other crawlers’ fetches may be used.',
    );
  }
  if (crawler.status === 'legacy') lines.push('A legacy token: its operator no longer lists it.');
  if (crawler.sourceKind === 'community-list') {
    lines.push('From a community list; not checked against operator documentation.');
  }
  return lines;
}

function describeAgent(value: string): Omit<HoverInfo, 'from' | 'to'> {
  const name = readGroupName(value, 'google');
  if (name.star) {
    const lines = [
      'Names the * group: its rules apply to every crawler that no other group names (RFC 9309 §2.2.1).',
    ];
    if (value !== '*') lines.push('google-specific: Google ignores the text after “* ”.');
    return { title: '* (every crawler)', lines };
  }
  const lines: string[] = [];
  const valid = isProductToken(value);
  if (!valid) {
    // google-specific: ExtractUserAgent keeps the longest [A-Za-z_-] prefix.
    lines.push(
      name.token === ''
        ? `“${value}” is not a valid RFC 9309 product token ([A-Za-z_-]+), and Google’s parser keeps nothing of it: this line names no crawler.`
        : `“${value}” is not a valid RFC 9309 product token ([A-Za-z_-]+). google-specific: Google’s parser cuts it to “${value.slice(0, name.token.length)}”.`,
    );
  }
  const effective = valid ? value : value.slice(0, name.token.length);
  const crawler = findCrawler(value) ?? (effective === '' ? null : findCrawler(effective));
  if (crawler !== null) {
    return { title: crawler.token, lines: [...crawlerLines(crawler), ...lines] };
  }
  lines.push('Not in the crawler registry: check the operator’s documentation for its token.');
  const suggestion = effective === '' ? null : suggestCrawler(effective);
  if (suggestion !== null) lines.push(`Did you mean “${suggestion.name}”?`);
  return { title: value, lines };
}

function describeRule(
  info: DirectiveInfo,
  value: string,
  hovered: LineToken['type'],
): Omit<HoverInfo, 'from' | 'to'> {
  const pattern = escapePatternGoogle(value);
  const lines: string[] = [];
  const wildcard = 'A * matches any sequence of characters, “/” included (RFC 9309 §2.2.3).';
  const anchor = 'The $ at the end anchors: the path must end here (RFC 9309 §2.2.3).';
  if (hovered === 'wildcard') lines.push(wildcard);
  if (hovered === 'anchor') lines.push(anchor);
  // google-specific: priority is the length of the escaped pattern (robots.cc,
  // LongestMatchRobotsMatchStrategy), wildcards included.
  lines.push(
    `Priority ${pattern.length}: the length of the pattern as compared. When several rules match a path, the highest priority wins; on a tie Allow wins.`,
  );
  if (pattern !== value) lines.push(`google-specific: compared as “${pattern}” (percent-encoded).`);
  if (hovered !== 'wildcard' && value.includes('*')) lines.push(wildcard);
  if (hovered !== 'anchor' && value.endsWith('$')) lines.push(anchor);
  if (value.slice(0, -1).includes('$')) {
    lines.push('A $ that is not the last character is a literal dollar sign.');
  }
  if (!value.startsWith('/') && !value.startsWith('*')) {
    lines.push('Paths start with “/”; this pattern can only match if a URL path starts like it.');
  }
  return { title: `${info.name} ${value}`, lines };
}

/** The rule ids of the lint findings shown over `[from, to)`, which share the hover's tooltip. */
function findingsAt(state: EditorState, from: number, to: number): Set<string> {
  const ids = new Set<string>();
  forEachDiagnostic(state, (d, dFrom, dTo) => {
    if (d.source !== undefined && dFrom < to && from < dTo) ids.add(d.source);
  });
  return ids;
}

/**
 * What hover help shows at document offset `pos` (`side` -1: the character before
 * `pos`, default 1: the one after), or `null` where there is nothing to say
 * (blanks, comments, the colon). Pure; never throws.
 */
export function describePosition(
  state: EditorState,
  pos: number,
  side: -1 | 1 = 1,
): HoverInfo | null {
  if (pos < 0 || pos > state.doc.length) return null;
  const line = state.doc.lineAt(pos);
  const at = pos - line.from - (side < 0 ? 1 : 0);
  const text = line.text;
  const tokens = tokenizeLine(text);
  const token = tokens.find((t) => t.from <= at && at < t.to);
  if (token === undefined) return null;
  const parts = scanLine(text, 0, text.length, 'google');
  const span = (from: number, to: number) => ({ from: line.from + from, to: line.from + to });

  if (token.type === 'invalid') {
    const emptyKey = text.slice(token.from, token.to).includes(':');
    return {
      ...span(token.from, token.to),
      title: 'Unreadable line',
      lines: [
        emptyKey
          ? 'The key before “:” is empty, so every parser skips this line.'
          : 'There is no “:” and the line is not exactly two words, so every parser skips this line.',
        'It does not end or start a group.',
      ],
    };
  }
  if (token.type === 'ignored') {
    return {
      ...span(token.from, token.to),
      title: 'Ignored text',
      lines: [
        'google-specific: the line ends at the NUL character; Google’s parser never reads what follows.',
      ],
    };
  }
  if (parts.status !== 'ok' || parts.key === null || parts.value === null) return null;
  const keyText = text.slice(parts.key.from, parts.key.to);
  const reading = readKey(keyText);
  const keyFindings = findingsAt(state, line.from + parts.key.from, line.from + parts.key.to);
  const value = text.slice(parts.value.from, parts.value.to);

  switch (token.type) {
    case 'keyExact':
    case 'keyTypo':
    case 'keyUnknown':
      return {
        ...span(parts.key.from, parts.key.to),
        ...describeKey(keyText, reading, parts.separator === 'whitespace', keyFindings),
      };
    case 'agent':
    case 'agentStar':
    case 'agentIgnored':
      return { ...span(parts.value.from, parts.value.to), ...describeAgent(value) };
    case 'path':
    case 'wildcard':
    case 'anchor':
      if (reading.directive === null) return null;
      return {
        ...(token.type === 'path'
          ? span(parts.value.from, parts.value.to)
          : span(token.from, token.to)),
        ...describeRule(directiveInfo(reading.directive), value, token.type),
      };
    case 'url':
    case 'value':
    case 'unknownValue':
      return {
        ...span(parts.value.from, parts.value.to),
        ...describeKey(keyText, reading, parts.separator === 'whitespace', keyFindings),
      };
    default:
      return null;
  }
}

/**
 * Builds the tooltip DOM for `info` from text nodes only (the text may come from the
 * file); code spans in its lines are shown as <code>.
 */
export function renderHoverInfo(info: HoverInfo): HTMLElement {
  const dom = document.createElement('div');
  dom.className = 'cm-robots-hover';
  const title = document.createElement('div');
  title.className = 'cm-robots-hover-title';
  title.textContent = info.title;
  dom.appendChild(title);
  for (const line of info.lines) {
    const p = document.createElement('p');
    p.className = 'cm-robots-hover-line';
    p.appendChild(renderInlineCode(line));
    dom.appendChild(p);
  }
  return dom;
}
