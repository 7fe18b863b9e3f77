// What the help says of each directive (hover help, completion, the linter's
// advice): one sentence of what it does, its syntax, and who reads it. Keyed by
// the ids of the directives table (directives.ts), which says how keys are read.

import type { DirectiveId } from './types.ts';

/** The help of one directive. */
export interface DirectiveHelp {
  /** One sentence: what the record does. */
  summary: string;
  /** The value's syntax, for hover help and completion. */
  syntax: string;
  /** Who reads it (non-RFC records), in one sentence. */
  support: string;
}

/** The help of every directive of the table in directives.ts. */
export const DIRECTIVE_HELP: Readonly<Record<DirectiveId, DirectiveHelp>> = {
  'user-agent': {
    summary:
      'Starts a group: the rules that follow apply to the crawlers named by this and the User-agent lines next to it.',
    syntax: 'User-agent: <product token> | *',
    support: 'Every crawler that follows RFC 9309.',
  },
  allow: {
    summary:
      'Lets the group’s crawlers fetch paths that start with this pattern; the longest matching rule wins and Allow wins ties.',
    syntax: 'Allow: <path pattern>   (* matches any characters, $ at the end anchors)',
    support: 'Every crawler that follows RFC 9309.',
  },
  disallow: {
    summary:
      'Forbids the group’s crawlers to fetch paths that start with this pattern, unless a longer (or equally long) Allow matches. An empty value allows everything.',
    syntax: 'Disallow: <path pattern>   (* matches any characters, $ at the end anchors)',
    support: 'Every crawler that follows RFC 9309.',
  },
  sitemap: {
    summary:
      'Points crawlers to a sitemap. It belongs to the whole file, not to a group, and may appear anywhere.',
    syntax: 'Sitemap: <absolute URL>',
    support: 'Google, Bing, Yandex, Apple and most search engines.',
  },
  'crawl-delay': {
    summary: 'Asks the group’s crawlers to wait this many seconds between requests.',
    syntax: 'Crawl-delay: <seconds>',
    support:
      'Bing, Anthropic, Common Crawl, Ahrefs, Majestic and Diffbot honour it; Google never did, Yandex stopped in 2018, Amazon does not.',
  },
  'content-signal': {
    summary:
      'States how content may be used once fetched (search, ai-input, ai-train: yes or no). It does not change what may be fetched.',
    syntax: 'Content-Signal: search=yes, ai-input=yes, ai-train=no',
    support:
      'Cloudflare’s Content Signals Policy (2025); no crawler in the registry documents honouring it.',
  },
  'content-usage': {
    summary: 'IETF AIPREF draft: attaches usage preferences (such as train-ai=n) to a path.',
    syntax: 'Content-Usage: <path pattern> <preferences>',
    support: 'A draft; no operator documents support yet.',
  },
  host: {
    summary: 'Named the preferred mirror of a site for Yandex.',
    syntax: 'Host: <host name>',
    support: 'Yandex only, and Yandex dropped it in 2018 in favour of 301 redirects.',
  },
  'clean-param': {
    summary:
      'Tells Yandex that some query parameters do not change the page, so URLs that differ only in them are one page.',
    syntax: 'Clean-param: <param>[&<param>…] [<path prefix>]',
    support: 'Yandex only.',
  },
  noindex: {
    summary: 'Was an unofficial way to keep paths out of Google’s index.',
    syntax: 'Noindex: <path>',
    support:
      'Google stopped reading it on 2019-09-01; use a robots meta tag or X-Robots-Tag header instead.',
  },
  nofollow: {
    summary: 'Was an unofficial way to ask Google not to follow links on paths.',
    syntax: 'Nofollow: <path>',
    support: 'Google stopped reading it on 2019-09-01.',
  },
  'request-rate': {
    summary: 'From the abandoned “robots.txt 2.0” proposal: at most n requests per period.',
    syntax: 'Request-rate: <n>/<seconds>',
    support: 'Possibly Seznam; nobody else documents it.',
  },
  'visit-time': {
    summary:
      'From the abandoned “robots.txt 2.0” proposal: the hours (UTC) when crawling is welcome.',
    syntax: 'Visit-time: <HHMM>-<HHMM>',
    support: 'Possibly Seznam; nobody else documents it.',
  },
};
