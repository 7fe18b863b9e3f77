// The robots.txt language mode: a line tokenizer that classifies each line exactly
// as the engine does, by calling the core's `scanLine` (google mode) and `readKey`.
// No regex here decides what a key is, so highlighter and parser cannot disagree.
//
// google-specific: keys are read by prefix and with Google's accepted misspellings
// (robots.cc, GetKeyType); a line is a C string cut at its first NUL; a user-agent
// name is the longest `[A-Za-z_-]` prefix of the value (ExtractUserAgent); `$` is
// the end anchor only as the last character of a pattern.

import {
  defineLanguageFacet,
  Language,
  LanguageSupport,
  languageDataProp,
  syntaxHighlighting,
} from '@codemirror/language';
import { NodeSet, NodeType } from '@lezer/common';
import { EditorView } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { styleTags, Tag, tags, tagHighlighter } from '@lezer/highlight';
import { readGroupName } from '../core/agent.ts';
import { readKey } from '../core/directives.ts';
import { scanLine } from '../core/lines.ts';
import { LineParser } from './line-parser.ts';

/** The kinds of token the highlighter tells apart. */
export type RobotsTokenType =
  /** A directive key in its canonical spelling (any case). */
  | 'keyExact'
  /** google-specific: a key Google accepts only as a misspelling or by prefix (`Disalow`, `Disallowed`). */
  | 'keyTypo'
  /** A key no reader knows. */
  | 'keyUnknown'
  /** The `:` between key and value. */
  | 'separator'
  /** The part of a user-agent value that names a crawler. */
  | 'agent'
  /** The `*` agent (all crawlers). */
  | 'agentStar'
  /** google-specific: the part of a user-agent value the parser drops (after the name). */
  | 'agentIgnored'
  /** Literal characters of an Allow/Disallow pattern. */
  | 'path'
  /** RFC 9309 §2.2.3: `*` in a pattern, any sequence of characters. */
  | 'wildcard'
  /** RFC 9309 §2.2.3: `$` as the last character of a pattern, the end of the path. */
  | 'anchor'
  /** The URL of a Sitemap record. */
  | 'url'
  /** The value of another known record (Crawl-delay, Content-Signal, …). */
  | 'value'
  /** The value of an unknown record. */
  | 'unknownValue'
  /** A comment, `#` included. */
  | 'comment'
  /** Text of a line the engine cannot read (no key and value). */
  | 'invalid'
  /** google-specific: text after a NUL, which ends the line for the parser. */
  | 'ignored';

/** One token of a line; offsets are UTF-16 offsets into the line text. */
export interface LineToken {
  from: number;
  to: number;
  type: RobotsTokenType;
}

/** Highlight tags of the robots.txt language, each a child of a standard tag so generic themes still colour it. */
export const robotsTags: Readonly<Record<RobotsTokenType, Tag>> = {
  keyExact: Tag.define('robotsKeyExact', tags.keyword),
  keyTypo: Tag.define('robotsKeyTypo', tags.keyword),
  keyUnknown: Tag.define('robotsKeyUnknown', tags.propertyName),
  separator: Tag.define('robotsSeparator', tags.separator),
  agent: Tag.define('robotsAgent', tags.typeName),
  agentStar: Tag.define('robotsAgentStar', tags.typeName),
  agentIgnored: Tag.define('robotsAgentIgnored', tags.meta),
  path: Tag.define('robotsPath', tags.string),
  wildcard: Tag.define('robotsWildcard', tags.operator),
  anchor: Tag.define('robotsAnchor', tags.operator),
  url: Tag.define('robotsUrl', tags.url),
  value: Tag.define('robotsValue', tags.atom),
  unknownValue: Tag.define('robotsUnknownValue', tags.content),
  comment: Tag.define('robotsComment', tags.lineComment),
  invalid: Tag.define('robotsInvalid', tags.invalid),
  ignored: Tag.define('robotsIgnored', tags.meta),
};

/** The CSS class each token type gets (through `robotsClassHighlighter`), stable for themes and tests. */
export const ROBOTS_TOKEN_CLASSES: Readonly<Record<RobotsTokenType, string>> = {
  keyExact: 'cm-robots-key',
  keyTypo: 'cm-robots-key-typo',
  keyUnknown: 'cm-robots-key-unknown',
  separator: 'cm-robots-separator',
  agent: 'cm-robots-agent',
  agentStar: 'cm-robots-agent-star',
  agentIgnored: 'cm-robots-agent-ignored',
  path: 'cm-robots-path',
  wildcard: 'cm-robots-wildcard',
  anchor: 'cm-robots-anchor',
  url: 'cm-robots-url',
  value: 'cm-robots-value',
  unknownValue: 'cm-robots-value-unknown',
  comment: 'cm-robots-comment',
  invalid: 'cm-robots-invalid',
  ignored: 'cm-robots-ignored',
};

const TOKEN_TYPES = Object.keys(robotsTags) as RobotsTokenType[];

/** A highlighter giving every robots token its `ROBOTS_TOKEN_CLASSES` class, independent of the colour theme. */
export const robotsClassHighlighter = tagHighlighter(
  TOKEN_TYPES.map((type) => ({ tag: robotsTags[type], class: ROBOTS_TOKEN_CLASSES[type] })),
);

function isBlank(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

function pushAgent(text: string, from: number, to: number, out: LineToken[]): void {
  // The engine's own reading of the value decides what is the name: `*` (alone or
  // followed by whitespace) or, google-specific, the longest [A-Za-z_-] prefix
  // (robots.cc, ExtractUserAgent); the rest is dropped by the parser.
  const name = readGroupName(text.slice(from, to), 'google');
  const nameEnd = from + (name.star ? 1 : name.token.length);
  if (nameEnd > from) out.push({ from, to: nameEnd, type: name.star ? 'agentStar' : 'agent' });
  let rest = nameEnd;
  while (rest < to && isBlank(text.charCodeAt(rest))) rest++;
  if (rest < to) out.push({ from: rest, to, type: 'agentIgnored' });
}

/**
 * The most `*` a pattern has marked: each is an element of the editor's DOM, and a
 * hostile file may hold lines of thousands. Past it, the rest of the pattern is
 * one plain run (its closing `$` is still marked).
 */
export const MAX_MARKED_WILDCARDS = 64;

function pushPattern(text: string, from: number, to: number, out: LineToken[]): void {
  let run = from;
  let marked = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // RFC 9309 §2.2.3: `*` anywhere; `$` only as the pattern's last character.
    const type = c === 42 ? 'wildcard' : c === 36 && i === to - 1 ? 'anchor' : null;
    if (type === null) continue;
    if (type === 'wildcard' && ++marked > MAX_MARKED_WILDCARDS) {
      i = text.charCodeAt(to - 1) === 36 ? to - 2 : to - 1;
      continue;
    }
    if (run < i) out.push({ from: run, to: i, type: 'path' });
    out.push({ from: i, to: i + 1, type });
    run = i + 1;
  }
  if (run < to) out.push({ from: run, to, type: 'path' });
}

/**
 * Splits one line (without its line end) into highlight tokens, in order and
 * non-overlapping, as Google's parser reads it. Whitespace between parts gets no
 * token. `firstLine` (default false): the line starts the file, so a leading BOM
 * is skipped as the parser skips it. Never throws.
 */
export function tokenizeLine(text: string, firstLine = false): LineToken[] {
  // google-specific (robots.cc, RobotsTxtParser::Parse): a BOM opening the file is
  // not content; anywhere else it is (and spoils its line's key).
  const start = firstLine && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const parts = scanLine(text, start, text.length, 'google');
  const out: LineToken[] = [];
  if (parts.status === 'invalid') {
    const end = parts.comment ? parts.comment.from : parts.nul >= 0 ? parts.nul : text.length;
    let s = start;
    let e = end;
    while (s < e && isBlank(text.charCodeAt(s))) s++;
    while (e > s && isBlank(text.charCodeAt(e - 1))) e--;
    if (s < e) out.push({ from: s, to: e, type: 'invalid' });
  } else if (parts.status === 'ok' && parts.key && parts.value) {
    const reading = readKey(text.slice(parts.key.from, parts.key.to));
    const keyType: RobotsTokenType =
      reading.match === 'exact'
        ? 'keyExact'
        : reading.match === 'unknown'
          ? 'keyUnknown'
          : 'keyTypo';
    out.push({ from: parts.key.from, to: parts.key.to, type: keyType });
    if (parts.colon >= 0) out.push({ from: parts.colon, to: parts.colon + 1, type: 'separator' });
    const { from, to } = parts.value;
    if (from < to) {
      switch (reading.directive) {
        case 'user-agent':
          pushAgent(text, from, to, out);
          break;
        case 'allow':
        case 'disallow':
          pushPattern(text, from, to, out);
          break;
        case 'sitemap':
          out.push({ from, to, type: 'url' });
          break;
        case null:
          out.push({ from, to, type: 'unknownValue' });
          break;
        default:
          out.push({ from, to, type: 'value' });
      }
    }
  }
  if (parts.comment) out.push({ from: parts.comment.from, to: parts.comment.to, type: 'comment' });
  // google-specific: the line ends at its first NUL; what follows is never read.
  const read = parts.nul >= 0 ? parts.nul : (parts.comment?.to ?? text.length);
  if (read < text.length) out.push({ from: read, to: text.length, type: 'ignored' });
  return out;
}

const facet = defineLanguageFacet({
  // RFC 9309 §2.2: `#` starts a comment that runs to the line end.
  commentTokens: { line: '#' },
});

// Node ids: the document, the chunks of lines, then one per token type. A chunk
// has a name: a cursor enters an anonymous node as if its children were its
// parent's, so a walk along the document's top level (the highlighter's, from
// the first node to the viewport) would step through every token before the
// viewport instead of over a few hundred chunks.
const documentType = NodeType.define({
  id: 0,
  name: 'Document',
  top: true,
  props: [[languageDataProp, facet]],
});
const chunkType = NodeType.define({ id: 1, name: 'Lines' });
const nodeSet = new NodeSet([
  documentType,
  chunkType,
  ...TOKEN_TYPES.map((type, i) => NodeType.define({ id: i + 2, name: type })),
]).extend(styleTags(robotsTags));

/**
 * The robots.txt language. Every line is read on its own, as RFC 9309 §2.2 reads
 * it (the only context is whether a line opens the file, for the BOM), so the
 * parser reads again only the lines near an edit (./line-parser.ts).
 */
export const robotsLanguage = new Language(
  facet,
  new LineParser({
    nodeSet,
    top: documentType,
    chunk: chunkType,
    tokenize: tokenizeLine,
  }),
  [],
  'robots.txt',
);

// Non-colour cues, so the distinctions survive colour blindness and monochrome themes.
const robotsTokenBaseTheme = EditorView.baseTheme({
  '.cm-robots-key-typo': { textDecoration: 'underline dotted', textUnderlineOffset: '3px' },
  '.cm-robots-key-unknown': { textDecoration: 'underline dashed', textUnderlineOffset: '3px' },
  '.cm-robots-agent-star': { fontWeight: 'bold' },
  '.cm-robots-agent-ignored': { textDecoration: 'line-through' },
  '.cm-robots-wildcard': { fontWeight: 'bold' },
  '.cm-robots-anchor': { fontWeight: 'bold', textDecoration: 'underline' },
  '.cm-robots-comment': { fontStyle: 'italic' },
  '.cm-robots-invalid': {
    fontStyle: 'italic',
    textDecoration: 'underline wavy',
    textUnderlineOffset: '3px',
  },
  '.cm-robots-ignored': { textDecoration: 'line-through', fontStyle: 'italic' },
});

/**
 * The language alone with its class highlighter and non-colour cues, as a
 * `LanguageSupport`; `support` is added to it (completion, hover, …). Colours
 * come from `robotsTheme` (./theme.ts).
 */
export function robotsLanguageSupport(support: Extension = []): LanguageSupport {
  return new LanguageSupport(robotsLanguage, [
    syntaxHighlighting(robotsClassHighlighter),
    robotsTokenBaseTheme,
    support,
  ]);
}
