// The examples gallery: small robots.txt files of our own, each opening with the
// agents and URLs that show its point. Pure data (no DOM, no React); the gallery
// panel renders it and permalinks address an example by its id.
//
// Every expectation is checked against the engine by test/learn/examples.test.ts,
// so a verdict written here is a verdict the playground really shows.

import type { Mode } from '../core/types.ts';
import { STARTER } from './starter.ts';

/** One verdict an example promises: what the engine answers for `agent` and `url`. */
export interface ExampleExpectation {
  /** The agent, as typed in the playground (a product token). */
  readonly agent: string;
  /** The URL, as typed in the playground. */
  readonly url: string;
  /** The verdict. */
  readonly allowed: boolean;
  /** The deciding Allow/Disallow line (1-based); absent when no rule decides (allowed by default). */
  readonly line?: number;
  /** The mode to read the file in; default: the example's `mode`, else `'google'`. */
  readonly mode?: Mode;
}

/** One gallery entry: a file, what to try it with, and what to notice. */
export interface Example {
  /** Stable kebab-case id, used in links; never renamed. */
  readonly id: string;
  /** A short title for the gallery list. */
  readonly title: string;
  /** One or two sentences for a newcomer: what the file does. */
  readonly summary: string;
  /** The robots.txt text (LF line ends, final newline). */
  readonly text: string;
  /** The agents the playground opens with. */
  readonly agents: readonly string[];
  /** The URLs the playground opens with. */
  readonly urls: readonly string[];
  /** The mode the playground opens in; default `'google'`. */
  readonly mode?: Mode;
  /** What to notice, in two to four plain sentences, citing RFC 9309 where it applies. */
  readonly point: string;
  /** Verdicts the example promises (each agent and URL is also in `agents` / `urls`). */
  readonly expectations: readonly ExampleExpectation[];
}

const HOST = 'https://example.com';

// A file is written as its lines so that line numbers are easy to count here.
const file = (...lines: string[]): string => lines.join('\n') + '\n';

const url = (path: string): string => HOST + path;

/** Every example of the gallery, in the order the gallery lists them. */
export const EXAMPLES: readonly Example[] = [
  {
    id: 'single-open-group',
    title: 'One open group',
    summary:
      'The smallest useful file: one group for every crawler, allowing everything. A good first file for a site with nothing to hide.',
    text: file('# Every crawler may fetch every URL.', 'User-agent: *', 'Allow: /'),
    agents: ['Googlebot', 'GPTBot', 'ExampleBot'],
    urls: [url('/'), url('/private/report.pdf'), url('/search?q=robots')],
    point:
      'Every URL is allowed, and the playground names line 3 as the reason: the verdict is decided by a rule rather than inherited. Delete line 3, or write `Disallow:` with nothing after it, and every URL is still allowed, but only by default, because no rule matches (RFC 9309 §2.2.2). Both files mean the same; the explicit `Allow: /` shows the next editor that this was intended.',
    expectations: [
      { agent: 'Googlebot', url: url('/'), allowed: true, line: 3 },
      { agent: 'ExampleBot', url: url('/private/report.pdf'), allowed: true, line: 3 },
      { agent: 'GPTBot', url: url('/search?q=robots'), allowed: true, line: 3 },
    ],
  },
  {
    id: 'search-yes-ai-training-no',
    title: 'Allow search, deny AI training',
    summary:
      'Search engines may crawl everything; crawlers that collect AI training data may crawl nothing. Everyone else stays out of the drafts folder.',
    text: file(
      '# Search engines: welcome everywhere.',
      'User-agent: Googlebot',
      'User-agent: Bingbot',
      'Allow: /',
      '',
      '# AI training: keep out.',
      'User-agent: GPTBot',
      'User-agent: ClaudeBot',
      'User-agent: CCBot',
      'User-agent: Google-Extended',
      'Disallow: /',
      '',
      '# Everyone else: everything but the drafts.',
      'User-agent: *',
      'Disallow: /drafts/',
    ),
    agents: [
      'Googlebot',
      'Bingbot',
      'GPTBot',
      'ClaudeBot',
      'CCBot',
      'Google-Extended',
      'DuckDuckBot',
    ],
    urls: [url('/'), url('/blog/robots-txt-explained'), url('/drafts/next-post')],
    point:
      'Several User-agent lines on top of one group share its rules (RFC 9309 §2.1), so lines 2–3 and 7–10 each form a single group. Google-Extended is not a crawler but a control token: disallowing it asks Google not to use the pages to train its Gemini models, while Googlebot keeps crawling for Search. Notice that Googlebot and Bingbot may also fetch /drafts/: their own group replaces the `*` group rather than adding to it.',
    expectations: [
      { agent: 'Googlebot', url: url('/blog/robots-txt-explained'), allowed: true, line: 4 },
      { agent: 'Bingbot', url: url('/drafts/next-post'), allowed: true, line: 4 },
      { agent: 'GPTBot', url: url('/'), allowed: false, line: 11 },
      { agent: 'ClaudeBot', url: url('/blog/robots-txt-explained'), allowed: false, line: 11 },
      { agent: 'CCBot', url: url('/'), allowed: false, line: 11 },
      { agent: 'Google-Extended', url: url('/'), allowed: false, line: 11 },
      { agent: 'DuckDuckBot', url: url('/blog/robots-txt-explained'), allowed: true },
      { agent: 'DuckDuckBot', url: url('/drafts/next-post'), allowed: false, line: 15 },
    ],
  },
  {
    id: 'named-group-drops-star',
    title: 'A named group silently drops the `*` rules',
    summary:
      'A shop keeps every crawler out of its admin pages and cart, then adds one rule for Bingbot. That one addition opens the admin pages to Bingbot.',
    text: file(
      'User-agent: *',
      'Disallow: /admin/',
      'Disallow: /cart/',
      '',
      '# Added later: keep Bingbot out of search result pages.',
      'User-agent: Bingbot',
      'Disallow: /search',
    ),
    agents: ['Bingbot', 'DuckDuckBot'],
    urls: [url('/admin/settings'), url('/cart/'), url('/search?q=shoes')],
    point:
      'The author only meant to add one rule for Bingbot. But a crawler obeys just the group that names it and skips the `*` group entirely (RFC 9309 §2.2.1), so Bingbot may now fetch /admin/ and /cart/. To keep the shared rules, repeat lines 2–3 inside the Bingbot group.',
    expectations: [
      { agent: 'Bingbot', url: url('/admin/settings'), allowed: true },
      { agent: 'Bingbot', url: url('/cart/'), allowed: true },
      { agent: 'Bingbot', url: url('/search?q=shoes'), allowed: false, line: 7 },
      { agent: 'DuckDuckBot', url: url('/admin/settings'), allowed: false, line: 2 },
      { agent: 'DuckDuckBot', url: url('/search?q=shoes'), allowed: true },
    ],
  },
  {
    id: 'star-disallow-all-blast-radius',
    title: '`Disallow: /` under `*`: the blast radius',
    summary:
      'Two search engines are welcome and everyone else is shut out. "Everyone else" is a longer list than it looks.',
    text: file(
      '# Only the big search engines are welcome.',
      'User-agent: Googlebot',
      'Allow: /',
      '',
      'User-agent: Bingbot',
      'Allow: /',
      '',
      'User-agent: *',
      'Disallow: /',
    ),
    agents: ['Googlebot', 'Bingbot', 'DuckDuckBot', 'GPTBot', 'Applebot'],
    urls: [url('/'), url('/products/tea')],
    point:
      'Line 9 blocks every crawler the file does not name: smaller search engines such as DuckDuckBot, archive crawlers, feed readers and the bots that build link previews in chat apps (RFC 9309 §2.2.1). Applebot and Google’s specialised crawlers such as Googlebot-Image escape only because their operators say they follow the Googlebot group when they have none of their own; a plain RFC 9309 reader blocks them too. Before writing `Disallow: /` under `*`, list who you actually want to keep out.',
    expectations: [
      { agent: 'Googlebot', url: url('/products/tea'), allowed: true, line: 3 },
      { agent: 'Bingbot', url: url('/'), allowed: true, line: 6 },
      { agent: 'DuckDuckBot', url: url('/'), allowed: false, line: 9 },
      { agent: 'GPTBot', url: url('/products/tea'), allowed: false, line: 9 },
    ],
  },
  {
    id: 'query-longest-pattern',
    title: 'No query strings, except pagination',
    summary:
      'Block every URL with a query string, but let crawlers follow the page numbers of a listing.',
    text: file(
      '# No URLs with a query string, except page numbers.',
      'User-agent: *',
      'Disallow: /*?',
      'Allow: /*?page=',
    ),
    agents: ['Googlebot', 'Bingbot'],
    urls: [
      url('/shoes'),
      url('/shoes?page=2'),
      url('/shoes?sort=price'),
      url('/shoes?sort=price&page=2'),
    ],
    point:
      'Both rules match /shoes?page=2, and the one with more characters wins: `/*?page=` has 8 against 3 for `/*?`, each `*` counting as one (RFC 9309 §2.2.2). The exception only covers `page=` right after the `?`. In /shoes?sort=price&page=2 it follows an `&`, so that URL stays blocked.',
    expectations: [
      { agent: 'Googlebot', url: url('/shoes'), allowed: true },
      { agent: 'Googlebot', url: url('/shoes?page=2'), allowed: true, line: 4 },
      { agent: 'Googlebot', url: url('/shoes?sort=price'), allowed: false, line: 3 },
      { agent: 'Bingbot', url: url('/shoes?sort=price&page=2'), allowed: false, line: 3 },
    ],
  },
  {
    id: 'folder-with-public-subfolder',
    title: 'A private folder with a public subfolder',
    summary:
      'Reports are private, except the ones in the public subfolder. A longer rule carves an exception out of a shorter one.',
    text: file('User-agent: *', 'Disallow: /reports/', 'Allow: /reports/public/'),
    agents: ['ExampleBot'],
    urls: [
      url('/reports/2025-q3.pdf'),
      url('/reports/public/summary.html'),
      url('/reports/public'),
      url('/reports'),
    ],
    point:
      'A rule matches the start of the path, so line 2 covers everything under /reports/, and line 3, being longer, wins for everything under /reports/public/ (RFC 9309 §2.2.2). The slashes matter: /reports/public without its final slash is not under line 3 and stays blocked, and /reports on its own matches neither line.',
    expectations: [
      { agent: 'ExampleBot', url: url('/reports/2025-q3.pdf'), allowed: false, line: 2 },
      { agent: 'ExampleBot', url: url('/reports/public/summary.html'), allowed: true, line: 3 },
      { agent: 'ExampleBot', url: url('/reports/public'), allowed: false, line: 2 },
      { agent: 'ExampleBot', url: url('/reports'), allowed: true },
    ],
  },
  {
    id: 'tie-goes-to-allow',
    title: 'A tie goes to Allow',
    summary:
      'Drafts are blocked, HTML pages are allowed. A draft HTML page matches both rules equally well.',
    text: file('User-agent: *', 'Disallow: /drafts', 'Allow: /*.html'),
    agents: ['ExampleBot'],
    urls: [url('/drafts/launch.html'), url('/drafts/launch.txt'), url('/blog/launch.html')],
    point:
      'For /drafts/launch.html both rules match, and both have 7 characters (`*` counts as one). When an Allow rule and a Disallow rule match equally well, the Allow rule is used: RFC 9309 §2.2.2 says it SHOULD be, and Google’s parser does so too. The .txt file matches only line 2 and stays blocked.',
    expectations: [
      { agent: 'ExampleBot', url: url('/drafts/launch.html'), allowed: true, line: 3 },
      { agent: 'ExampleBot', url: url('/drafts/launch.html'), allowed: true, line: 3, mode: 'rfc' },
      { agent: 'ExampleBot', url: url('/drafts/launch.txt'), allowed: false, line: 2 },
      { agent: 'ExampleBot', url: url('/blog/launch.html'), allowed: true, line: 3 },
    ],
  },
  {
    id: 'case-sensitive-paths',
    title: 'Paths that differ only in case',
    summary:
      'The crawler name is written in capitals and still matches a crawler that sends it in lower case; the path is written with a capital P and matches only that spelling.',
    text: file(
      '# Crawler names ignore case; paths do not.',
      'User-agent: EXAMPLEBOT',
      'Disallow: /Private/',
    ),
    // Two spellings of one crawler: the name as a person types it, and the lower-case
    // token with a version as a crawler sends it. (`examplebot` alone would be the same
    // entry as `ExampleBot`: the agent list is case-insensitive, like the matching.)
    agents: ['ExampleBot', 'examplebot/2.1'],
    urls: [url('/Private/plan.txt'), url('/private/plan.txt'), url('/PRIVATE/plan.txt')],
    point:
      '`EXAMPLEBOT` names both ExampleBot and a crawler that sends `examplebot/2.1`: the product token is the name before the `/`, and tokens are compared without regard to case (RFC 9309 §2.2.1). Paths are compared exactly, character by character (§2.2.2), so line 3 covers neither /private/ nor /PRIVATE/. If your server serves one page under several spellings, write a rule for each spelling.',
    expectations: [
      { agent: 'ExampleBot', url: url('/Private/plan.txt'), allowed: false, line: 3 },
      { agent: 'examplebot/2.1', url: url('/Private/plan.txt'), allowed: false, line: 3 },
      { agent: 'ExampleBot', url: url('/private/plan.txt'), allowed: true },
      { agent: 'examplebot/2.1', url: url('/PRIVATE/plan.txt'), allowed: true },
    ],
  },
  {
    id: 'blank-line-and-sitemap-in-group',
    title: 'A blank line and a Sitemap inside a group',
    summary:
      'ExampleBot’s group has a blank line after its name and a Sitemap line between its rules. Neither one ends the group.',
    text: file(
      'User-agent: ExampleBot',
      '',
      'Disallow: /tmp/',
      'Sitemap: https://example.com/sitemap.xml',
      'Disallow: /cache/',
      '',
      'User-agent: *',
      'Disallow: /',
    ),
    agents: ['ExampleBot', 'OtherBot'],
    urls: [url('/tmp/upload.bin'), url('/cache/page.html'), url('/about')],
    point:
      'The blank line 2 does not end ExampleBot’s group: a group ends only where a User-agent line follows its rules (the grammar of RFC 9309 §2.2). The Sitemap line does not end it either, because a Sitemap belongs to the whole file, not to a group (§2.2.4), so line 5 still applies to ExampleBot. Some old parsers did stop at a blank line, so it is still wise to keep a group’s lines together.',
    expectations: [
      { agent: 'ExampleBot', url: url('/tmp/upload.bin'), allowed: false, line: 3 },
      { agent: 'ExampleBot', url: url('/cache/page.html'), allowed: false, line: 5 },
      { agent: 'ExampleBot', url: url('/about'), allowed: true },
      { agent: 'OtherBot', url: url('/about'), allowed: false, line: 8 },
    ],
  },
  {
    id: 'first-match-reader',
    title: 'Written for first-match readers',
    summary:
      'The author put the exceptions first, for crawlers that stop at the first line that matches. RFC 9309 crawlers do not read it that way.',
    text: file(
      '# Written for crawlers that obey the first line that matches:',
      '# style sheets and scripts come first, so pages always render.',
      'User-agent: *',
      'Allow: /*.css',
      'Allow: /*.js',
      'Disallow: /assets/private/',
    ),
    agents: ['ExampleBot'],
    urls: [url('/assets/private/app.js'), url('/assets/private/keys.txt'), url('/assets/site.css')],
    mode: 'rfc',
    point:
      'A crawler that stops at the first matching line lets /assets/private/app.js through on line 5, as the author intended. RFC 9309 crawlers (and Google) ignore the order: the longest matching rule wins, and line 6 has 16 characters against 5, so the script is blocked (§2.2.2). To keep the old intent, make the exception longer than the folder, for example `Allow: /assets/private/*.js`.',
    expectations: [
      { agent: 'ExampleBot', url: url('/assets/private/app.js'), allowed: false, line: 6 },
      {
        agent: 'ExampleBot',
        url: url('/assets/private/app.js'),
        allowed: false,
        line: 6,
        mode: 'google',
      },
      { agent: 'ExampleBot', url: url('/assets/private/keys.txt'), allowed: false, line: 6 },
      { agent: 'ExampleBot', url: url('/assets/site.css'), allowed: true, line: 4 },
    ],
  },
  {
    id: 'google-crawler-family',
    title: 'Google’s crawler family and its fallbacks',
    summary:
      'Googlebot and Googlebot-Image each have a group; Googlebot-Video has none. Which rules each one follows depends on more than the file.',
    text: file(
      'User-agent: Googlebot',
      'Disallow: /private/',
      '',
      'User-agent: Googlebot-Image',
      'Disallow: /photos/originals/',
      '',
      'User-agent: *',
      'Disallow: /',
    ),
    agents: ['Googlebot', 'Googlebot-Image', 'Googlebot-Video'],
    urls: [url('/photos/originals/cat.jpg'), url('/private/plan.pdf'), url('/videos/intro.mp4')],
    point:
      'Googlebot-Image has a group of its own (lines 4–5), so it obeys only that group and may fetch /private/, which only Googlebot’s group blocks (RFC 9309 §2.2.1). Googlebot-Video has no group here: a plain RFC 9309 reader sends it to the `*` group and blocks everything. Google, however, documents that its specialised crawlers fall back to the Googlebot group first, so in practice Googlebot-Video follows lines 1–2. That fallback comes from Google’s crawler list, not from the RFC or the file.',
    expectations: [
      { agent: 'Googlebot', url: url('/photos/originals/cat.jpg'), allowed: true },
      { agent: 'Googlebot', url: url('/private/plan.pdf'), allowed: false, line: 2 },
      { agent: 'Googlebot-Image', url: url('/photos/originals/cat.jpg'), allowed: false, line: 5 },
      { agent: 'Googlebot-Image', url: url('/private/plan.pdf'), allowed: true },
    ],
  },
  {
    id: 'control-tokens-and-user-fetchers',
    title: 'Control tokens and user-initiated fetchers',
    summary:
      'Some names in a robots.txt are not crawlers at all, and some fetchers only come when a person asks. The file reads the same; what it achieves differs.',
    text: file(
      '# Not for AI training by Google or Apple.',
      'User-agent: Google-Extended',
      'User-agent: Applebot-Extended',
      'Disallow: /',
      '',
      '# Fetches made because a person asked.',
      'User-agent: ChatGPT-User',
      'User-agent: Perplexity-User',
      'User-agent: Claude-User',
      'Disallow: /members/',
      '',
      'User-agent: *',
      'Disallow: /members/',
    ),
    agents: [
      'Google-Extended',
      'Applebot-Extended',
      'Googlebot',
      'Applebot',
      'ChatGPT-User',
      'Perplexity-User',
      'Claude-User',
    ],
    urls: [url('/articles/robots-txt'), url('/members/profile')],
    point:
      'Google-Extended and Applebot-Extended never fetch anything: they are control tokens, and their group only says the pages must not be used to train Google’s and Apple’s AI models. Googlebot and Applebot still crawl for search, as lines 12–13 allow. ChatGPT-User, Perplexity-User and Claude-User fetch a page because a person asked; the file keeps them out of /members/, but OpenAI and Perplexity say such fetches may not follow robots.txt, while Anthropic says Claude-User does.',
    expectations: [
      { agent: 'Google-Extended', url: url('/articles/robots-txt'), allowed: false, line: 4 },
      { agent: 'Applebot-Extended', url: url('/articles/robots-txt'), allowed: false, line: 4 },
      { agent: 'Googlebot', url: url('/articles/robots-txt'), allowed: true },
      { agent: 'Applebot', url: url('/articles/robots-txt'), allowed: true },
      { agent: 'Googlebot', url: url('/members/profile'), allowed: false, line: 13 },
      { agent: 'ChatGPT-User', url: url('/members/profile'), allowed: false, line: 10 },
      { agent: 'Perplexity-User', url: url('/articles/robots-txt'), allowed: true },
      { agent: 'Claude-User', url: url('/members/profile'), allowed: false, line: 10 },
    ],
  },
  {
    id: 'end-anchor-pdf',
    title: 'Blocking PDF files with `*` and `$`',
    summary:
      'One rule meant to keep crawlers away from PDF files. It blocks fewer URLs than it seems to.',
    text: file('User-agent: *', 'Disallow: /*.pdf$'),
    agents: ['ExampleBot'],
    urls: [
      url('/files/report.pdf'),
      url('/files/report.pdf?download=1'),
      url('/files/report.PDF'),
      url('/files/report.pdf.html'),
    ],
    point:
      '`*` stands for any run of characters, and a `$` at the end means the path must end right there (RFC 9309 §2.2.3). So only paths ending in exactly `.pdf` are blocked: a query string after it, an upper-case `.PDF` or a longer ending all escape. Without the `$` (`Disallow: /*.pdf`) the rule blocks every path that contains `.pdf`.',
    expectations: [
      { agent: 'ExampleBot', url: url('/files/report.pdf'), allowed: false, line: 2 },
      { agent: 'ExampleBot', url: url('/files/report.pdf?download=1'), allowed: true },
      { agent: 'ExampleBot', url: url('/files/report.PDF'), allowed: true },
      { agent: 'ExampleBot', url: url('/files/report.pdf.html'), allowed: true },
    ],
  },
  {
    id: 'robots-txt-always-readable',
    title: '`Disallow: /` and the robots.txt file itself',
    summary:
      'A file that blocks everything, robots.txt included. The two reading modes disagree about that last URL.',
    text: file('User-agent: *', 'Disallow: /'),
    agents: ['ExampleBot'],
    urls: [url('/robots.txt'), url('/')],
    mode: 'rfc',
    point:
      'RFC 9309 §2.2.2 says the /robots.txt URL is always allowed, whatever the rules say, so strict RFC mode allows it with no deciding line. Google’s parser applies the rules to it like to any other path, so Google mode blocks it with line 2. In practice this changes nothing: a crawler reads robots.txt before it obeys it.',
    expectations: [
      { agent: 'ExampleBot', url: url('/robots.txt'), allowed: true },
      { agent: 'ExampleBot', url: url('/robots.txt'), allowed: false, line: 2, mode: 'google' },
      { agent: 'ExampleBot', url: url('/'), allowed: false, line: 2 },
    ],
  },
  {
    id: 'first-visit',
    title: 'A first file: groups, an exception, `*` and `$`',
    summary:
      'The file a first visit opens on: a group for every crawler, a group of Googlebot’s own with an exception inside a blocked folder, wildcard rules and a sitemap.',
    text: STARTER.text,
    agents: STARTER.agents,
    urls: STARTER.urls,
    point:
      'Googlebot may fetch /drafts/published/launch.html: lines 8 and 9 both match, and the longer one, the Allow, wins (RFC 9309 §2.2.2). Googlebot may also fetch /admin/, because a crawler obeys only the group that names it and skips the `*` group (§2.2.1); Bingbot, with no group of its own, is kept out. `/*.pdf$` blocks only paths that end in .pdf, so report.pdf?v=2 escapes it (§2.2.3). The Sitemap line applies to the whole file (§2.2.4).',
    expectations: [
      { agent: 'Googlebot', url: STARTER.url, allowed: true, line: 9 },
      { agent: 'Googlebot', url: 'https://example.com/drafts/plan.html', allowed: false, line: 8 },
      { agent: 'Googlebot', url: 'https://example.com/admin/', allowed: true },
      { agent: 'Bingbot', url: 'https://example.com/admin/', allowed: false, line: 3 },
      { agent: 'Bingbot', url: 'https://example.com/files/report.pdf', allowed: false, line: 4 },
      { agent: 'Bingbot', url: 'https://example.com/files/report.pdf?v=2', allowed: true },
      { agent: 'Googlebot', url: 'https://example.com/files/report.pdf', allowed: true },
      {
        agent: 'Googlebot',
        url: 'https://example.com/shop?sessionid=42',
        allowed: false,
        line: 10,
      },
    ],
  },
];

/** The examples keyed by id; `EXAMPLES_BY_ID.get(id)` is `undefined` for an unknown id. */
export const EXAMPLES_BY_ID: ReadonlyMap<string, Example> = new Map(
  EXAMPLES.map((example) => [example.id, example]),
);

/** The example with this id, or `null` (for an unknown or old id). Never throws. */
export function findExample(id: string): Example | null {
  return EXAMPLES_BY_ID.get(id) ?? null;
}

/**
 * A title as plain words, for sentences that are not rendered as code (the link
 * banner): titles mark tokens with backticks, as in `Disallow:`.
 */
export function plainTitle(title: string): string {
  return title.replace(/`/g, '');
}

/** The banner's sentence while the example `example` is shown. */
export function exampleShownMessage(example: Example): string {
  return `You are looking at the example “${plainTitle(example.title)}”.`;
}
