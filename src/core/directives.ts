// The one table of robots.txt directives. The parser, the highlighter, completion,
// hover help and the linter all read keys through `readKey`, so they can never
// disagree on what a key is.
//
// RFC 9309 §2.2 defines user-agent, allow and disallow; §2.2.4 lets crawlers read
// other records (sitemap among them) as long as they do not interfere with those.
// google-specific: Google's parser matches keys by ASCII case-insensitive *prefix*
// (`Disallowed` is a disallow) and accepts a few frequent misspellings
// (robots.cc, ParsedRobotsKey::KeyIs*). Other records are matched by their exact
// name here; Google treats them all as unknown.

import type { DirectiveId, KeyReading } from './types.ts';

/** Where a directive comes from. */
export type DirectiveStatus =
  /** Defined by RFC 9309 (user-agent, allow, disallow). */
  | 'rfc'
  /** Widely read extension: Sitemap (sitemaps.org, allowed by RFC 9309 §2.2.4). */
  | 'extension'
  /** Read by some crawlers only. */
  | 'non-standard'
  /** Once read by some crawlers, now ignored by them. */
  | 'retired'
  /** A draft not known to be implemented. */
  | 'draft';

/** One directive of the table. */
export interface DirectiveInfo {
  id: DirectiveId;
  /** Canonical spelling, as completion inserts it. */
  name: string;
  status: DirectiveStatus;
  /** One sentence: what the record does. */
  summary: string;
  /** The value's syntax, for hover help and completion. */
  syntax: string;
  /** Who reads it (non-RFC records), in one sentence. */
  support: string;
  /** google-specific: misspellings Google accepts (lower case), matched as prefixes too. */
  typos: readonly string[];
  /** True when Google recognises the key by prefix (`Disallowed` → disallow). */
  googlePrefix: boolean;
}

/** Every directive the app knows, RFC records first. */
export const DIRECTIVES: readonly DirectiveInfo[] = [
  {
    id: 'user-agent',
    name: 'User-agent',
    status: 'rfc',
    summary:
      'Starts a group: the rules that follow apply to the crawlers named by this and the User-agent lines next to it.',
    syntax: 'User-agent: <product token> | *',
    support: 'Every crawler that follows RFC 9309.',
    typos: ['useragent', 'user agent'],
    googlePrefix: true,
  },
  {
    id: 'allow',
    name: 'Allow',
    status: 'rfc',
    summary:
      'Lets the group’s crawlers fetch paths that start with this pattern; the longest matching rule wins and Allow wins ties.',
    syntax: 'Allow: <path pattern>   (* matches any characters, $ at the end anchors)',
    support: 'Every crawler that follows RFC 9309.',
    typos: [],
    googlePrefix: true,
  },
  {
    id: 'disallow',
    name: 'Disallow',
    status: 'rfc',
    summary:
      'Forbids the group’s crawlers to fetch paths that start with this pattern, unless a longer (or equally long) Allow matches. An empty value allows everything.',
    syntax: 'Disallow: <path pattern>   (* matches any characters, $ at the end anchors)',
    support: 'Every crawler that follows RFC 9309.',
    typos: ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'],
    googlePrefix: true,
  },
  {
    id: 'sitemap',
    name: 'Sitemap',
    status: 'extension',
    summary:
      'Points crawlers to a sitemap. It belongs to the whole file, not to a group, and may appear anywhere.',
    syntax: 'Sitemap: <absolute URL>',
    support: 'Google, Bing, Yandex, Apple and most search engines.',
    typos: ['site-map'],
    googlePrefix: true,
  },
  {
    id: 'crawl-delay',
    name: 'Crawl-delay',
    status: 'non-standard',
    summary: 'Asks the group’s crawlers to wait this many seconds between requests.',
    syntax: 'Crawl-delay: <seconds>',
    support:
      'Bing, Anthropic, Common Crawl, Ahrefs, Majestic and Diffbot honour it; Google never did, Yandex stopped in 2018, Amazon does not.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'content-signal',
    name: 'Content-Signal',
    status: 'non-standard',
    summary:
      'States how content may be used once fetched (search, ai-input, ai-train: yes or no). It does not change what may be fetched.',
    syntax: 'Content-Signal: search=yes, ai-input=yes, ai-train=no',
    support:
      'Cloudflare’s Content Signals Policy (2025); no crawler in the registry documents honouring it.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'content-usage',
    name: 'Content-Usage',
    status: 'draft',
    summary: 'IETF AIPREF draft: attaches usage preferences (such as train-ai=n) to a path.',
    syntax: 'Content-Usage: <path pattern> <preferences>',
    support: 'A draft; no operator documents support yet.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'host',
    name: 'Host',
    status: 'retired',
    summary: 'Named the preferred mirror of a site for Yandex.',
    syntax: 'Host: <host name>',
    support: 'Yandex only, and Yandex dropped it in 2018 in favour of 301 redirects.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'clean-param',
    name: 'Clean-param',
    status: 'non-standard',
    summary:
      'Tells Yandex that some query parameters do not change the page, so URLs that differ only in them are one page.',
    syntax: 'Clean-param: <param>[&<param>…] [<path prefix>]',
    support: 'Yandex only.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'noindex',
    name: 'Noindex',
    status: 'retired',
    summary: 'Was an unofficial way to keep paths out of Google’s index.',
    syntax: 'Noindex: <path>',
    support:
      'Google stopped reading it on 2019-09-01; use a robots meta tag or X-Robots-Tag header instead.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'nofollow',
    name: 'Nofollow',
    status: 'retired',
    summary: 'Was an unofficial way to ask Google not to follow links on paths.',
    syntax: 'Nofollow: <path>',
    support: 'Google stopped reading it on 2019-09-01.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'request-rate',
    name: 'Request-rate',
    status: 'non-standard',
    summary: 'From the abandoned “robots.txt 2.0” proposal: at most n requests per period.',
    syntax: 'Request-rate: <n>/<seconds>',
    support: 'Possibly Seznam; nobody else documents it.',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'visit-time',
    name: 'Visit-time',
    status: 'non-standard',
    summary:
      'From the abandoned “robots.txt 2.0” proposal: the hours (UTC) when crawling is welcome.',
    syntax: 'Visit-time: <HHMM>-<HHMM>',
    support: 'Possibly Seznam; nobody else documents it.',
    typos: [],
    googlePrefix: false,
  },
];

const BY_ID = new Map<DirectiveId, DirectiveInfo>(DIRECTIVES.map((d) => [d.id, d]));

/** The table entry for a directive id. */
export function directiveInfo(id: DirectiveId): DirectiveInfo {
  // Every DirectiveId has an entry: the table is exhaustive by construction.
  return BY_ID.get(id) as DirectiveInfo;
}

/** The order of Google's prefix tests (robots.cc, ParsedRobotsKey::Parse). */
const GOOGLE_ORDER: readonly DirectiveId[] = ['user-agent', 'allow', 'disallow', 'sitemap'];

const NON_GOOGLE = new Map<string, DirectiveId>(
  DIRECTIVES.filter((d) => !d.googlePrefix).map((d) => [d.name.toLowerCase(), d.id]),
);

function startsWithIgnoreCase(text: string, prefix: string): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== prefix.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * How a key (as written, already stripped) is understood. Google's four keys are
 * recognised by case-insensitive prefix in Google's order, so `Disallowed` reads
 * `{ directive: 'disallow', match: 'prefix' }` and `Disalow` reads `typo`; other
 * known records need their exact name (any case). Never throws.
 */
export function readKey(key: string): KeyReading {
  const lower = key.toLowerCase();
  for (const id of GOOGLE_ORDER) {
    const info = directiveInfo(id);
    const canonical = info.name.toLowerCase();
    if (startsWithIgnoreCase(key, canonical)) {
      return { directive: id, match: lower === canonical ? 'exact' : 'prefix' };
    }
    for (const typo of info.typos) {
      if (startsWithIgnoreCase(key, typo)) return { directive: id, match: 'typo' };
    }
  }
  const other = NON_GOOGLE.get(lower);
  if (other) return { directive: other, match: 'exact' };
  return { directive: null, match: 'unknown' };
}

/**
 * True when Google's parser acts on this reading (user-agent, allow, disallow,
 * sitemap in any spelling it accepts). In rfc mode only `exact` readings count.
 */
export function isCoreReading(reading: KeyReading): boolean {
  return reading.directive !== null && GOOGLE_ORDER.includes(reading.directive);
}
