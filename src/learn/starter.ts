// The file a first visit opens on (no saved draft, no link): a small robots.txt that
// shows the main ideas at once, with the Verdict asking about its most instructive
// line. Pure data, small enough for the first download: the page imports this module
// directly, while the gallery (./examples.ts, fetched on demand) lists the same file
// with its explanation, and test/learn/examples.test.ts checks its verdicts.

/** What the first visit shows: a file, the lists to compare, the Verdict's question. */
export interface StarterFile {
  /** The robots.txt text (LF line ends, final newline). */
  readonly text: string;
  /** The Agents list. */
  readonly agents: readonly string[];
  /** The URLs list. */
  readonly urls: readonly string[];
  /** The Verdict's agent (the first of `agents`). */
  readonly agent: string;
  /** The Verdict's URL (in `urls`): the exception on line 9 allows it. */
  readonly url: string;
}

/** The first visit's file. Never edited in place: the user's edits make their draft. */
export const STARTER: StarterFile = {
  text: [
    '# Every crawler without a group of its own reads this one.',
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /*.pdf$',
    '',
    '# Googlebot reads only its own group, not the one above.',
    'User-agent: Googlebot',
    'Disallow: /drafts/',
    'Allow: /drafts/published/',
    'Disallow: /*?sessionid=',
    '',
    '# A sitemap belongs to the whole file, not to a group.',
    'Sitemap: https://example.com/sitemap.xml',
    '',
  ].join('\n'),
  agents: ['Googlebot', 'Bingbot'],
  urls: [
    'https://example.com/drafts/published/launch.html',
    'https://example.com/drafts/plan.html',
    'https://example.com/admin/',
    'https://example.com/files/report.pdf',
    'https://example.com/files/report.pdf?v=2',
    'https://example.com/shop?sessionid=42',
  ],
  agent: 'Googlebot',
  url: 'https://example.com/drafts/published/launch.html',
};
