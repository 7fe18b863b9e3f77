// What a page says about itself once it has been fetched: the robots rules of its
// `X-Robots-Tag` response headers and its robots `<meta>` tags, combined for one
// crawler. robots.txt decides whether a crawler may fetch a URL (RFC 9309); these
// rules decide what it does with the page it fetched, so a crawler the file keeps
// out never reads them. The vocabulary and its meaning follow Google's "Robots
// meta tag, data-nosnippet, and X-Robots-Tag specifications"
// (https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag);
// `nocache` is Bing's. Pure text work: the caller parses HTML and hands over
// (name, content) pairs. Nothing here throws on any input.

import { findCrawler, suggestCrawler } from './registry/index.ts';

/** What a rule's value must be: none, a whole number ≥ -1, an image size or a date. */
export type PageRuleValue = 'none' | 'number' | 'image-size' | 'date';

/** One rule of the vocabulary: the value it takes and what it asks, in our words. */
export interface PageRuleInfo {
  value: PageRuleValue;
  text: string;
}

/** The rules crawlers document, lower-cased, with what each asks of them. */
export const PAGE_RULES: Readonly<Record<string, PageRuleInfo>> = {
  all: { value: 'none', text: 'No restriction: the default, so writing it changes nothing.' },
  index: { value: 'none', text: 'May be indexed: the default, so writing it changes nothing.' },
  follow: { value: 'none', text: 'Links may be followed: the default.' },
  noindex: { value: 'none', text: 'Keep the page out of search results.' },
  nofollow: { value: 'none', text: 'Do not follow the links on the page.' },
  none: { value: 'none', text: 'The same as noindex, nofollow.' },
  nosnippet: { value: 'none', text: 'Show no text snippet and no video preview.' },
  'max-snippet': {
    value: 'number',
    text: 'At most this many characters of snippet; 0 is none, -1 no limit.',
  },
  'max-image-preview': {
    value: 'image-size',
    text: 'The largest image preview: none, standard or large.',
  },
  'max-video-preview': {
    value: 'number',
    text: 'At most this many seconds of video preview; 0 a still image only, -1 no limit.',
  },
  noarchive: {
    value: 'none',
    text: 'Show no cached copy (Google no longer shows cached copies; Bing does).',
  },
  nocache: { value: 'none', text: 'Bing reads it as noarchive; Google does not list it.' },
  notranslate: { value: 'none', text: 'Offer no translation of the page in results.' },
  noimageindex: { value: 'none', text: 'Do not index the images on the page.' },
  indexifembedded: {
    value: 'none',
    text: 'With noindex: the page may still be indexed where another page embeds it in an iframe.',
  },
  unavailable_after: {
    value: 'date',
    text: 'Drop the page from results after this date and time.',
  },
};

/**
 * Rules some sites write to opt out of AI use; no crawler operator in Google's or
 * Bing's documentation reads them (DeviantArt proposed them in 2022).
 */
export const NON_STANDARD_AI_RULES: readonly string[] = ['noai', 'noimageai'];

/** One rule as written: `name` lower-cased, `value` trimmed (`null` without a colon). */
export interface PageRule {
  name: string;
  value: string | null;
  /** The text as written, trimmed. */
  text: string;
  /** True for a rule of PAGE_RULES. */
  known: boolean;
}

/** Where a directive was written: a header on a 1-based line, or a `<meta>` by its name as written. */
export type PageSource = { kind: 'header'; line: number } | { kind: 'meta'; name: string };

/** A set of rules from one place, for every crawler (`agent: null`) or one named crawler. */
export interface PageDirective {
  source: PageSource;
  /** The crawler named by a header prefix or a meta name, as written; `null`: all crawlers. */
  agent: string | null;
  rules: PageRule[];
}

/** One header line of the pasted text. */
export interface HeaderLine {
  /** 1-based line in the pasted text. */
  line: number;
  name: string;
  value: string;
}

/** The pasted text cut into header lines and the HTML after them. */
export interface PageText {
  headers: HeaderLine[];
  /** Everything from the first line that starts with `<` (empty when none). */
  html: string;
  /** 1-based lines before the HTML that are neither a header, a status line nor blank. */
  skipped: number[];
}

/** How sure a finding is, in the words the panel shows. */
export type PageSeverity = 'error' | 'warning' | 'info';

/** One problem with the page's rules, said in words. */
export interface PageFinding {
  /** Stable kebab-case id. */
  id:
    | 'unknown-rule'
    | 'non-standard-ai'
    | 'invalid-value'
    | 'unknown-crawler'
    | 'noindex-disallowed'
    | 'needs-noindex'
    | 'conflict'
    | 'nosnippet-element'
    | 'not-a-header';
  severity: PageSeverity;
  message: string;
}

// RFC 9110 §5.1: a field name is a token.
const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*:(.*)$/;
const STATUS_LINE = /^HTTP\/\d/i;
// A crawler name before a colon starts with a letter and holds no space, so the
// pieces of a date (`25-Jun-10 15:00:00`) are never read as one.
const AGENT_PREFIX = /^([A-Za-z][A-Za-z0-9_.-]*)[ \t]*:(.*)$/;

/**
 * Cuts pasted text into response headers and HTML: the headers are the lines
 * before the first line that starts with `<` (after spaces); an HTTP status line
 * and blank lines among them are skipped, a line that starts with a space or tab
 * continues the header above (obsolete line folding). Everything from that first
 * `<` line on is HTML, so a `Name: value` inside the page is never a header.
 */
export function splitPageText(text: string): PageText {
  const lines = text.split(/\r\n|\r|\n/);
  const headers: HeaderLine[] = [];
  const skipped: number[] = [];
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trimStart().startsWith('<')) break;
    const last = headers[headers.length - 1];
    if (/^[ \t]/.test(line) && line.trim() !== '' && last !== undefined) {
      last.value = `${last.value} ${line.trim()}`;
      continue;
    }
    if (line.trim() === '' || STATUS_LINE.test(line.trim())) continue;
    const m = HEADER.exec(line.trim());
    if (m) headers.push({ line: i + 1, name: m[1] ?? '', value: (m[2] ?? '').trim() });
    else skipped.push(i + 1);
  }
  return { headers, html: lines.slice(i).join('\n'), skipped };
}

function readRule(text: string): PageRule {
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase();
  const value = colon < 0 ? null : text.slice(colon + 1).trim();
  return { name, value, text, known: Object.hasOwn(PAGE_RULES, name) };
}

function isRuleName(text: string): boolean {
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase();
  return Object.hasOwn(PAGE_RULES, name) || NON_STANDARD_AI_RULES.includes(name);
}

/**
 * The rules of one comma-separated list. A date's own commas
 * (`unavailable_after: Friday, 25-Jun-10 15:00:00 PST`) are kept: a piece after
 * `unavailable_after` that is neither a rule nor a crawler prefix continues its date.
 * With `prefixes`, `name: rules` starts a new directive for that crawler (headers).
 */
function readList(
  value: string,
  source: PageSource,
  agent: string | null,
  prefixes: boolean,
): PageDirective[] {
  let current: PageDirective = { source, agent, rules: [] };
  const out: PageDirective[] = [current];
  for (const raw of value.split(',')) {
    let piece = raw.trim();
    if (piece === '') continue;
    const last = current.rules[current.rules.length - 1];
    const prefix = prefixes && !isRuleName(piece) ? AGENT_PREFIX.exec(piece) : null;
    if (last?.name === 'unavailable_after' && !isRuleName(piece) && prefix === null) {
      last.value = last.value === null || last.value === '' ? piece : `${last.value}, ${piece}`;
      last.text = `${last.text}, ${piece}`;
      continue;
    }
    if (prefix) {
      current = { source, agent: prefix[1] ?? '', rules: [] };
      out.push(current);
      piece = (prefix[2] ?? '').trim();
      if (piece === '') continue;
    }
    current.rules.push(readRule(piece));
  }
  return out.filter((d, i) => d.rules.length > 0 || (i > 0 && d.agent !== null));
}

/**
 * The directives of one `X-Robots-Tag` header value (what follows the header's
 * colon), at 1-based `line`. Google documents an optional crawler prefix
 * (`googlebot: noindex`); without one the rules are for every crawler. Several
 * prefixes in one value each start their own directive. Empty for an empty value.
 */
export function parseRobotsHeader(value: string, line: number): PageDirective[] {
  return readList(value, { kind: 'header', line }, null, true);
}

/**
 * Whether a `<meta name>` carries robots rules: `robots` (every crawler), a
 * registry crawler's token, Google's `google`, or any name whose content is made
 * only of robots rules (a misspelt crawler, which lint then names).
 */
function isRobotsMeta(name: string, rules: readonly PageRule[]): boolean {
  if (name === 'robots' || name === 'google' || findCrawler(name) !== null) return true;
  return rules.length > 0 && rules.every((r) => r.known || NON_STANDARD_AI_RULES.includes(r.name));
}

/**
 * The directive of one `<meta name content>` pair, or `null` when the meta is no
 * robots meta (a description, a viewport). `robots` applies to every crawler; any
 * other name (compared case-insensitively) to the crawler it names.
 */
export function parseRobotsMeta(name: string, content: string): PageDirective | null {
  const lower = name.trim().toLowerCase();
  const source: PageSource = { kind: 'meta', name: name.trim() };
  const directive = readList(content, source, lower === 'robots' ? null : name.trim(), false)[0];
  const rules = directive?.rules ?? [];
  if (!isRobotsMeta(lower, rules)) return null;
  return directive ?? { source, agent: lower === 'robots' ? null : name.trim(), rules: [] };
}

/**
 * Every directive of the pasted headers (only `X-Robots-Tag`, any case) and the
 * given `<meta>` pairs, in that order.
 */
export function collectPageDirectives(
  headers: readonly HeaderLine[],
  metas: readonly { name: string; content: string }[],
): PageDirective[] {
  const out: PageDirective[] = [];
  for (const h of headers) {
    if (h.name.toLowerCase() === 'x-robots-tag') out.push(...parseRobotsHeader(h.value, h.line));
  }
  for (const m of metas) {
    const d = parseRobotsMeta(m.name, m.content);
    if (d) out.push(d);
  }
  return out;
}

/**
 * The lower-cased names a user agent answers to: the whole text, its leading
 * product token, and every word of a full User-Agent header that is a registry
 * token (`Mozilla/5.0 (compatible; Googlebot/2.1)` → googlebot).
 */
function namesOf(agent: string): Set<string> {
  const names = new Set<string>([agent.trim().toLowerCase()]);
  const words = agent.match(/[A-Za-z][A-Za-z_-]*/g) ?? [];
  if (words[0] !== undefined) names.add(words[0].toLowerCase());
  for (const word of words) {
    const crawler = findCrawler(word);
    if (crawler) names.add(crawler.token.toLowerCase());
  }
  return names;
}

/**
 * True when `directive` is for `agent`: it names no crawler, names the agent or
 * its registry entry (token or alias, any case), or is Google's `google` meta and
 * the agent is one of Google's crawlers.
 */
export function appliesTo(directive: PageDirective, agent: string): boolean {
  if (directive.agent === null) return true;
  const wanted = directive.agent.toLowerCase();
  const names = namesOf(agent);
  if (names.has(wanted)) return true;
  const entry = findCrawler(wanted);
  if (entry && names.has(entry.token.toLowerCase())) return true;
  if (wanted === 'google' && directive.source.kind === 'meta') {
    return [...names].some((n) => findCrawler(n)?.operator === 'Google');
  }
  return false;
}

/** The image sizes of max-image-preview, least to most. */
const IMAGE_SIZES = ['none', 'standard', 'large'] as const;

/** An image preview size. */
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** What a crawler does with a page it fetched, all rules that apply to it combined. */
export interface PageReading {
  index: boolean;
  follow: boolean;
  /** Snippet length in characters: `0` none, `null` no limit. */
  snippet: number | null;
  /** The largest image preview, `null` when no rule limits it. */
  imagePreview: ImageSize | null;
  /** Video preview in seconds: `0` a still image, `null` no limit. */
  videoPreview: number | null;
  archive: boolean;
  translate: boolean;
  imageIndex: boolean;
  /** True when an embedding page may still have it indexed (indexifembedded with noindex). */
  indexIfEmbedded: boolean;
  /** The earliest unavailable_after date as written, or `null`. */
  unavailableAfter: string | null;
  /** The directives that apply, in source order. */
  applied: PageDirective[];
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^-?\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= -1 ? n : null;
}

// The smaller limit wins; -1 (no limit) loses to any other.
function smaller(a: number | null, b: number): number | null {
  if (b < 0) return a;
  return a === null ? b : Math.min(a, b);
}

/**
 * Every rule for `agent` combined, the most restrictive winning as Google
 * documents: any noindex (or none) means not indexed, the smallest snippet and
 * video limits and the smallest image size hold, nosnippet is a snippet of 0.
 * Rules with a value that cannot be read are ignored.
 */
export function combinePageRules(directives: readonly PageDirective[], agent: string): PageReading {
  const r: PageReading = {
    index: true,
    follow: true,
    snippet: null,
    imagePreview: null,
    videoPreview: null,
    archive: true,
    translate: true,
    imageIndex: true,
    indexIfEmbedded: false,
    unavailableAfter: null,
    applied: directives.filter((d) => appliesTo(d, agent)),
  };
  let earliest = Infinity;
  for (const rule of r.applied.flatMap((d) => d.rules)) {
    switch (rule.name) {
      case 'noindex':
        r.index = false;
        break;
      case 'nofollow':
        r.follow = false;
        break;
      case 'none':
        r.index = false;
        r.follow = false;
        break;
      case 'nosnippet':
        r.snippet = 0;
        break;
      case 'max-snippet': {
        const n = wholeNumber(rule.value);
        if (n !== null) r.snippet = smaller(r.snippet, n);
        break;
      }
      case 'max-video-preview': {
        const n = wholeNumber(rule.value);
        if (n !== null) r.videoPreview = smaller(r.videoPreview, n);
        break;
      }
      case 'max-image-preview': {
        const size = IMAGE_SIZES.find((s) => s === rule.value?.toLowerCase());
        if (
          size &&
          (r.imagePreview === null ||
            IMAGE_SIZES.indexOf(size) < IMAGE_SIZES.indexOf(r.imagePreview))
        ) {
          r.imagePreview = size;
        }
        break;
      }
      case 'noarchive':
      case 'nocache':
        r.archive = false;
        break;
      case 'notranslate':
        r.translate = false;
        break;
      case 'noimageindex':
        r.imageIndex = false;
        break;
      case 'indexifembedded':
        r.indexIfEmbedded = true;
        break;
      case 'unavailable_after': {
        const at = Date.parse(rule.value ?? '');
        if (!Number.isNaN(at) && at < earliest) {
          earliest = at;
          r.unavailableAfter = rule.value;
        }
        break;
      }
    }
  }
  if (r.index) r.indexIfEmbedded = false;
  return r;
}

/** A crawler of interest and whether robots.txt lets it fetch the page (`null`: not answered yet). */
export interface PageCrawler {
  agent: string;
  mayFetch: boolean | null;
}

function valueProblem(rule: PageRule): string | null {
  const info = PAGE_RULES[rule.name];
  if (!info) return null;
  if (info.value === 'none') {
    return rule.value === null
      ? null
      : `\`${rule.name}\` takes no value, so \`${rule.text}\` is not read.`;
  }
  if (rule.value === null || rule.value === '')
    return `\`${rule.name}\` needs a value after a colon.`;
  if (info.value === 'number' && wholeNumber(rule.value) === null) {
    return `\`${rule.text}\`: the value must be a whole number, -1 or more.`;
  }
  if (info.value === 'image-size' && !IMAGE_SIZES.some((s) => s === rule.value?.toLowerCase())) {
    return `\`${rule.text}\`: the value must be none, standard or large.`;
  }
  if (info.value === 'date' && Number.isNaN(Date.parse(rule.value))) {
    return `\`${rule.text}\`: the date cannot be read (write it as ISO 8601, RFC 822 or RFC 850).`;
  }
  return null;
}

function where(d: PageDirective): string {
  return d.source.kind === 'header'
    ? `X-Robots-Tag on line ${d.source.line}`
    : `<meta name="${d.source.name}">`;
}

/**
 * The findings about the page's rules: unknown and non-standard values, values
 * that cannot be read, crawler names the registry does not know, indexifembedded
 * without noindex, an index beside a noindex, and, for each crawler the file keeps
 * out, a noindex it will never read. Never throws.
 */
export function lintPageDirectives(
  directives: readonly PageDirective[],
  crawlers: readonly PageCrawler[] = [],
): PageFinding[] {
  const out: PageFinding[] = [];
  const named = new Set<string>();
  for (const d of directives) {
    if (
      d.agent !== null &&
      d.agent.toLowerCase() !== 'google' &&
      !named.has(d.agent.toLowerCase())
    ) {
      named.add(d.agent.toLowerCase());
      if (findCrawler(d.agent) === null) {
        const near = suggestCrawler(d.agent);
        out.push({
          id: 'unknown-crawler',
          severity: 'warning',
          message: `${where(d)} names “${d.agent}”, which is no crawler the playground knows${
            near ? ` (did you mean ${near.name}?)` : ''
          }: its rules apply to no known crawler.`,
        });
      }
    }
    for (const rule of d.rules) {
      if (NON_STANDARD_AI_RULES.includes(rule.name)) {
        out.push({
          id: 'non-standard-ai',
          severity: 'warning',
          message: `\`${rule.name}\` (${where(d)}) is not part of Google's or RFC 9309's vocabulary: Google and Bing do not document it, so do not count on any crawler reading it. To keep AI crawlers out, disallow them in robots.txt.`,
        });
      } else if (!rule.known) {
        out.push({
          id: 'unknown-rule',
          severity: 'warning',
          message: `\`${rule.text}\` (${where(d)}) is no rule crawlers document; it is kept here and ignored by them.`,
        });
      } else {
        const problem = valueProblem(rule);
        if (problem)
          out.push({ id: 'invalid-value', severity: 'error', message: `${problem} (${where(d)})` });
      }
    }
  }
  const all = directives.flatMap((d) => d.rules.map((r) => r.name));
  const noindex = all.includes('noindex') || all.includes('none');
  if (all.includes('indexifembedded') && !noindex) {
    out.push({
      id: 'needs-noindex',
      severity: 'info',
      message:
        '`indexifembedded` does something only together with `noindex`; here it changes nothing.',
    });
  }
  if (noindex && (all.includes('index') || all.includes('all'))) {
    out.push({
      id: 'conflict',
      severity: 'info',
      message:
        '`index` or `all` stands beside `noindex`: the more restrictive rule wins, so the page is not indexed.',
    });
  }
  for (const c of crawlers) {
    if (c.mayFetch !== false) continue;
    const hidden = combinePageRules(directives, c.agent);
    if (!hidden.index) {
      out.push({
        id: 'noindex-disallowed',
        severity: 'error',
        message: `${c.agent} will never see this noindex: robots.txt disallows the URL, so it never fetches the page, and the URL can still be indexed from links elsewhere. Allow the URL for ${c.agent} if it must stay out of results.`,
      });
    }
  }
  return out;
}

// Google documents data-nosnippet on these elements only.
const NOSNIPPET_ELEMENTS = new Set(['span', 'div', 'section']);

/**
 * Findings about `data-nosnippet`, given the lower-cased tag names of the elements
 * that carry it: Google reads it only on span, div and section.
 */
export function lintNosnippet(tags: readonly string[]): PageFinding[] {
  const others = [...new Set(tags.filter((t) => !NOSNIPPET_ELEMENTS.has(t)))];
  if (others.length === 0) return [];
  return [
    {
      id: 'nosnippet-element',
      severity: 'warning',
      message: `data-nosnippet on ${others.map((t) => `<${t}>`).join(', ')} is not read: Google reads it only on <span>, <div> and <section>.`,
    },
  ];
}

/**
 * What a crawler that fetched the page does with it, one short sentence per
 * aspect: indexing, links, snippets, previews, and the other rules that apply.
 */
export function describeReading(r: PageReading): string[] {
  const out: string[] = [];
  out.push(
    r.index
      ? 'May be indexed.'
      : r.indexIfEmbedded
        ? 'Not indexed on its own (noindex), but may be indexed inside a page that embeds it.'
        : 'Not indexed (noindex).',
  );
  out.push(r.follow ? 'Follows the links.' : 'Does not follow the links (nofollow).');
  out.push(
    r.snippet === 0
      ? 'No text snippet.'
      : r.snippet === null
        ? 'Snippets of any length.'
        : `Snippets of at most ${r.snippet} characters.`,
  );
  if (r.imagePreview !== null) out.push(`Image previews: ${r.imagePreview}.`);
  if (r.videoPreview !== null) {
    out.push(
      r.videoPreview === 0
        ? 'Video: a still image only.'
        : `Video previews of at most ${r.videoPreview} seconds.`,
    );
  }
  if (!r.archive) out.push('No cached copy.');
  if (!r.translate) out.push('No translation offered.');
  if (!r.imageIndex) out.push('Its images are not indexed.');
  if (r.unavailableAfter !== null) out.push(`Dropped from results after ${r.unavailableAfter}.`);
  return out;
}
