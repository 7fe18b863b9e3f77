// The one table of robots.txt directives. The parser, the highlighter, completion,
// hover help and the linter all read keys through `readKey`, so they can never
// disagree on what a key is. What the help says of each directive is in
// directive-help.ts: the editor's first paint reads keys, and the prose arrives
// with hover help and completion.
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
    typos: ['useragent', 'user agent'],
    googlePrefix: true,
  },
  {
    id: 'allow',
    name: 'Allow',
    status: 'rfc',
    typos: [],
    googlePrefix: true,
  },
  {
    id: 'disallow',
    name: 'Disallow',
    status: 'rfc',
    typos: ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'],
    googlePrefix: true,
  },
  {
    id: 'sitemap',
    name: 'Sitemap',
    status: 'extension',
    typos: ['site-map'],
    googlePrefix: true,
  },
  {
    id: 'crawl-delay',
    name: 'Crawl-delay',
    status: 'non-standard',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'content-signal',
    name: 'Content-Signal',
    status: 'non-standard',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'content-usage',
    name: 'Content-Usage',
    status: 'draft',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'host',
    name: 'Host',
    status: 'retired',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'clean-param',
    name: 'Clean-param',
    status: 'non-standard',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'noindex',
    name: 'Noindex',
    status: 'retired',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'nofollow',
    name: 'Nofollow',
    status: 'retired',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'request-rate',
    name: 'Request-rate',
    status: 'non-standard',
    typos: [],
    googlePrefix: false,
  },
  {
    id: 'visit-time',
    name: 'Visit-time',
    status: 'non-standard',
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
