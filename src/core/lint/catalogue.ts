// The lint catalogue: every rule's stable id, default severity and the text of its
// in-app documentation page. Data only; the checks live in ./rules/. Ids are shown
// in the UI and users refer to them, so they are never renamed.

/** One catalogue entry: what the rule checks and why it matters. */
export interface LintRuleInfo {
  /** Stable kebab-case id, shown in the UI; never renamed. */
  readonly id: string;
  /** The severity diagnostics get unless the rule picks another for a case. */
  readonly severity: 'error' | 'warning' | 'info';
  /** A short title for lists and headings. */
  readonly title: string;
  /** One paragraph for the rule's documentation page. */
  readonly explanation: string;
  /** A snippet that triggers the rule. */
  readonly bad: string;
  /** The same snippet written so the rule stays quiet. */
  readonly good: string;
  /**
   * Set for a teaching note: a lesson that holds for the whole file, so all its
   * findings become one that counts them (`noun`: what one finding is) and names
   * their lines, `summary` opening the message and `fix` labelling every case's
   * fix applied together. Default: unset (one finding per case).
   */
  readonly note?: { readonly summary: string; readonly noun: string; readonly fix: string };
}

/** Every lint rule, in the order the documentation lists them. */
export const LINT_RULES = [
  {
    id: 'html-page',
    severity: 'error',
    title: 'An HTML page, not a robots.txt',
    explanation:
      'A server that answers `/robots.txt` with a web page (a “not found” page sent with status 200, a login or error page) gives crawlers HTML where they expect records. Google’s parser and RFC 9309 skip every line they cannot read, so a page with no record lines has no rules and every crawler may fetch everything. The lines of such a page are not listed one by one: the fix is to serve the real file as plain text, or a 404 when the site has no rules.',
    bad: '<!DOCTYPE html>\n<html><head><title>Not found</title></head>\n<body><p>Page not found</p></body>\n</html>',
    good: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'missing-colon',
    severity: 'error',
    title: 'Missing colon',
    explanation:
      'RFC 9309 requires a colon between the key and the value. Google’s parser also accepts a line of exactly two words, so `Disallow /tmp` works for Googlebot, but the RFC and most other parsers ignore the line. If the value itself contains a colon, even Google splits at that colon and reads a different rule.',
    bad: 'User-agent: *\nDisallow /tmp/',
    good: 'User-agent: *\nDisallow: /tmp/',
  },
  {
    id: 'directive-typo',
    severity: 'error',
    title: 'Misspelled directive',
    explanation:
      'Google accepts a few common misspellings (`Disalow`, `useragent`, `User agent`) and any key that starts with a directive name (`Disallowed`, `User-agents`). The RFC and most other parsers ignore such lines, so only Google obeys them.',
    bad: 'Useragent: *\nDisalow: /private/',
    good: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'unknown-directive',
    severity: 'warning',
    title: 'Unknown directive',
    explanation:
      'A key no crawler reads is skipped without a word. When it is close to a real directive it is probably a typo, and the rule you meant does not exist.',
    bad: 'User-agent: *\nDisallw: /private/',
    good: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'unreadable-line',
    severity: 'error',
    title: 'Unreadable line',
    explanation:
      'A line needs a key, a colon and a value. A line without a colon that is not exactly two words, or a line that starts with a colon, is read by no parser at all.',
    bad: 'User-agent: *\nDisallow /a /b',
    good: 'User-agent: *\nDisallow: /a\nDisallow: /b',
  },
  {
    id: 'joined-lines',
    severity: 'error',
    title: 'Two records on one line',
    explanation:
      'Each record needs a line of its own. When a line break is lost (a file pasted through a form, a CMS that joined lines), the second record becomes part of the first value: `User-agent: AhrefsBot Disallow: /` names a crawler and blocks nothing.',
    bad: 'User-agent: AhrefsBot Disallow: /',
    good: 'User-agent: AhrefsBot\nDisallow: /',
  },
  {
    id: 'rule-outside-group',
    severity: 'error',
    title: 'Rule before any User-agent',
    explanation:
      'Allow and Disallow lines only count inside a group, which starts with a `User-agent` line. Rules before the first `User-agent` line apply to no crawler (RFC 9309 §2.2; Google ignores them too).',
    bad: 'Disallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/',
    good: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/',
  },
  {
    id: 'empty-user-agent',
    severity: 'error',
    title: 'Empty User-agent',
    explanation:
      'A `User-agent:` line with nothing after it names no crawler, so a group made only of such lines applies to nobody. Write a crawler’s name, or `*` for every crawler.',
    bad: 'User-agent:\nDisallow: /private/',
    good: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'invalid-agent-token',
    severity: 'warning',
    title: 'Invalid crawler name',
    explanation:
      'RFC 9309 allows only letters, `-` and `_` in a `User-agent` name. Google’s parser keeps the leading run of those characters and drops the rest, so `Googlebot/2.1` is read as `Googlebot` and `MJ12bot` as `MJ`; other parsers may not match the line at all.',
    bad: 'User-agent: Googlebot/2.1\nDisallow: /tmp/',
    good: 'User-agent: Googlebot\nDisallow: /tmp/',
  },
  {
    id: 'unknown-agent-token',
    severity: 'warning',
    title: 'Misspelled crawler name',
    explanation:
      'Crawlers compare the `User-agent` name with their own token, ignoring case but nothing else. A name that is one or two letters away from a known crawler matches nobody, so that crawler reads another group (usually `*`) instead.',
    bad: 'User-agent: Googlebott\nDisallow: /tmp/',
    good: 'User-agent: Googlebot\nDisallow: /tmp/',
  },
  {
    id: 'named-group-hides-star',
    severity: 'warning',
    title: 'Named group hides the `*` rules',
    explanation:
      'A crawler obeys only the most specific group that names it (RFC 9309 §2.2.1): once a group names Googlebot, none of the `User-agent: *` rules apply to Googlebot any more. Repeat the `*` rules in the named group if they should still hold.',
    bad: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/',
    good: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/\nDisallow: /private/',
  },
  {
    id: 'group-without-rules',
    severity: 'warning',
    title: 'Group without rules',
    explanation:
      'A group that names crawlers but has no Allow or Disallow lets them fetch everything, and they no longer read `*`. A `User-agent` line that follows a group still without rules joins that group, even across blank lines and other records, so the rules below apply to both.',
    bad: 'User-agent: Googlebot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /private/',
    good: 'User-agent: Googlebot\nDisallow:\n\nUser-agent: *\nDisallow: /private/',
  },
  {
    id: 'blocks-everything',
    severity: 'warning',
    title: 'Blocks the whole site',
    explanation:
      '`Disallow: /` in the `*` group stops every crawler that has no group of its own from fetching anything, search engines included. That is right for a staging site and a disaster on a live one.',
    bad: 'User-agent: *\nDisallow: /',
    good: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'disallow-star',
    severity: 'warning',
    title: '`Disallow: *`',
    explanation:
      'Paths start with `/`. Google reads `*` as “everything”, the same as `/`, but the RFC grammar wants a path that starts with `/` and stricter parsers ignore the line. Write `Disallow: /`.',
    bad: 'User-agent: *\nDisallow: *',
    good: 'User-agent: *\nDisallow: /',
  },
  {
    id: 'pattern-not-rooted',
    severity: 'error',
    title: 'Path does not start with `/`',
    explanation:
      'Every URL path starts with `/`, and a rule matches from the start of the path. A rule that starts with neither `/` nor `*` therefore never matches anything.',
    bad: 'User-agent: *\nDisallow: private/',
    good: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'dollar-not-at-end',
    severity: 'warning',
    title: '`$` inside a pattern',
    explanation:
      '`$` anchors the end of the path only as the last character of a rule. Anywhere else it is an ordinary dollar sign that the URL must contain.',
    bad: 'User-agent: *\nDisallow: /*.pdf$?',
    good: 'User-agent: *\nDisallow: /*.pdf$',
  },
  {
    id: 'redundant-wildcard',
    severity: 'info',
    title: 'Redundant wildcard',
    explanation:
      'Rules already match every path that starts with them, so a trailing `*` adds nothing, and `**` is the same as `*`. Google counts the extra characters when it compares rule lengths, which can change which rule wins.',
    bad: 'User-agent: *\nDisallow: /private*',
    good: 'User-agent: *\nDisallow: /private',
  },
  {
    id: 'duplicate-rule',
    severity: 'info',
    title: 'Duplicate rule',
    explanation:
      'The same rule appears twice for the same crawlers, possibly in two groups that name the same crawler and are merged (RFC 9309 §2.2.1). The copy does nothing.',
    bad: 'User-agent: *\nDisallow: /tmp/\nDisallow: /tmp/',
    good: 'User-agent: *\nDisallow: /tmp/',
  },
  {
    id: 'conflicting-rule',
    severity: 'warning',
    title: 'Allow and Disallow of the same path',
    explanation:
      'When an Allow and a Disallow match with the same length, the Allow wins (RFC 9309 §2.2.2). A Disallow with exactly the same pattern as an Allow for the same crawlers never applies.',
    bad: 'User-agent: *\nAllow: /shop/\nDisallow: /shop/',
    good: 'User-agent: *\nAllow: /shop/\nDisallow: /shop/cart/',
  },
  {
    id: 'empty-disallow',
    severity: 'info',
    title: 'Empty Disallow',
    explanation:
      '`Disallow:` with no path blocks nothing: it is the standard way to say “this crawler may fetch everything”. Check that this is what you meant, and that no path went missing.',
    bad: 'User-agent: *\nDisallow:',
    good: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'sitemap-not-absolute',
    severity: 'warning',
    title: 'Sitemap is not a full URL',
    explanation:
      'Crawlers read the Sitemap value as a complete URL, scheme and host included. A relative path or a bare host name is ignored.',
    bad: 'Sitemap: /sitemap.xml',
    good: 'Sitemap: https://example.com/sitemap.xml',
  },
  {
    id: 'sitemap-url-disallowed',
    severity: 'warning',
    title: 'A sitemap URL is disallowed',
    explanation:
      'A sitemap asks crawlers to fetch its URLs; a rule that disallows one of them tells the same crawlers not to. They obey the rule, so the page is not crawled (and Google may still index the bare URL without its content). Either the page should not be in the sitemap, or the rule is broader than meant. This rule runs when a sitemap has been given in the Sitemap view; it names the deciding line and the crawlers it stops.',
    bad: 'User-agent: GPTBot\nDisallow: /blog/',
    good: 'User-agent: GPTBot\nDisallow: /drafts/',
  },
  {
    id: 'crawl-delay',
    severity: 'info',
    title: 'Crawl-delay',
    explanation:
      'Crawl-delay is not part of RFC 9309. Bing and some other crawlers wait that many seconds between requests; Google never read it and Yandex stopped in 2018. Each Crawl-delay line is noted with who reads it; for the search engines that ignore it, use their crawl-rate settings instead.',
    bad: 'User-agent: *\nCrawl-delay: 10',
    good: 'User-agent: *\nDisallow: /search\n# Crawl rate: set in each search engine’s webmaster tools',
  },
  {
    id: 'unsupported-directive',
    severity: 'warning',
    title: 'Directive nobody reads any more',
    explanation:
      'Noindex and Nofollow in robots.txt were never standard and Google stopped reading them on 2019-09-01; Host was Yandex-only and retired in 2018; Clean-param is read by Yandex alone. Use robots meta tags, X-Robots-Tag headers and redirects instead.',
    bad: 'User-agent: *\nNoindex: /drafts/',
    good: 'User-agent: *\nDisallow: /drafts/',
  },
  {
    id: 'content-signal-syntax',
    severity: 'warning',
    title: 'Malformed Content-Signal',
    explanation:
      'Cloudflare’s Content-Signal record is a comma-separated list of `key=value` pairs: `search`, `ai-input` and `ai-train` take `yes` or `no`, and `use` takes `immediate`, `reference` or `full`. A pair written any other way states nothing.',
    bad: 'User-agent: *\nContent-Signal: ai-train=false, search',
    good: 'User-agent: *\nContent-Signal: search=yes, ai-train=no',
  },
  {
    id: 'sensitive-path',
    severity: 'info',
    title: 'Advertises a private path',
    explanation:
      'robots.txt is public and is not access control: anyone can read it, and a Disallow for `/admin/` or `/.git/` points straight at what you want hidden. Protect such paths with authentication and keep them out of search with `noindex`.',
    bad: 'User-agent: *\nDisallow: /admin/',
    good: 'User-agent: *\nDisallow: /search',
  },
  {
    id: 'blocks-assets',
    severity: 'warning',
    title: 'Blocks CSS, scripts or images',
    explanation:
      'Search crawlers render pages like a browser. Blocking stylesheets, scripts or images keeps them from seeing the page as visitors do, which can hurt how it is understood and ranked.',
    bad: 'User-agent: *\nDisallow: /assets/',
    good: 'User-agent: *\nDisallow: /assets/private/',
  },
  {
    id: 'case-sensitive-path',
    severity: 'info',
    title: 'Paths are case-sensitive',
    explanation:
      'Rules match paths case-sensitively (RFC 9309 §2.2.2), so `Disallow: /Admin/` leaves `/admin/` open. The rule fires when the file suggests the other spelling was meant: the path appears elsewhere in another case, or it is the odd capitalised one among lower-case paths.',
    bad: 'User-agent: *\nDisallow: /Admin/\nDisallow: /tmp/\nDisallow: /cart/\nDisallow: /search/',
    good: 'User-agent: *\nDisallow: /admin/\nDisallow: /tmp/\nDisallow: /cart/\nDisallow: /search/',
  },
  {
    id: 'blank-line-in-group',
    severity: 'info',
    title: 'Blank line inside a group',
    explanation:
      'Under RFC 9309 and in Google’s parser a blank line does not end a group: only a `User-agent` line after rules starts a new one. Some older parsers stop the group at the blank line and miss the rules below it. This is a note for the whole file: one finding counts the groups and names their lines.',
    bad: 'User-agent: *\nDisallow: /a/\n\nDisallow: /b/',
    good: 'User-agent: *\nDisallow: /a/\nDisallow: /b/',
    note: {
      summary:
        'A blank line does not end a group in RFC 9309 or Google: only a `User-agent` line after rules starts a new one. Some older parsers stop the group at a blank line and never see the rules below it.',
      noun: 'group',
      fix: 'Remove the blank lines inside groups',
    },
  },
  {
    id: 'first-match-trap',
    severity: 'info',
    title: 'Depends on longest-match',
    explanation:
      'RFC 9309 and Google pick the longest matching rule and the group that names the crawler, wherever they are in the file. Older readers go top-down and take the first match, so an Allow below a shorter Disallow, or a named group below `*`, only works for modern crawlers. Putting the specific line first works for both. This is a note for the whole file: one finding counts the cases and names their lines.',
    bad: 'User-agent: *\nDisallow: /shop/\nAllow: /shop/public/',
    good: 'User-agent: *\nAllow: /shop/public/\nDisallow: /shop/',
    note: {
      summary:
        'Order does not matter in RFC 9309 or Google: the longest matching rule wins, and so does the group that names the crawler, wherever they are. Older readers go top-down and stop at the first match, so an Allow below a shorter Disallow, or a named group below `*`, works only for modern crawlers.',
      noun: 'case',
      fix: 'Put each Allow above its Disallow',
    },
  },
  {
    id: 'ignored-by-agent',
    severity: 'info',
    title: 'Group the crawler does not obey',
    explanation:
      'Some crawlers are documented to skip robots.txt, so a group for them blocks nothing (use server or firewall rules). Control tokens such as `Google-Extended` never fetch pages: their group says how content fetched by other crawlers may be used.',
    bad: 'User-agent: Bytespider\nDisallow: /',
    good: '# Bytespider is blocked at the firewall',
  },
  {
    id: 'line-too-long',
    severity: 'warning',
    title: 'Line too long',
    explanation:
      'Google’s parser keeps at most 16663 bytes of a line and drops the rest, so the end of a longer rule is ignored.',
    bad: 'Disallow: /… (20,000 characters)',
    good: 'Disallow: /short/path/',
  },
  {
    id: 'over-parse-limit',
    severity: 'warning',
    title: 'File larger than the parse limit',
    explanation:
      'Google reads the first 500 KiB of a robots.txt and ignores the rest (RFC 9309 §2.5 asks crawlers to read at least that much). Rules past the limit do not exist for it.',
    bad: 'a 600 KiB robots.txt',
    good: 'a robots.txt under 500 KiB',
  },
  {
    id: 'encoding',
    severity: 'warning',
    title: 'Encoding problem',
    explanation:
      'robots.txt is UTF-8 text. A byte-order mark at the start is skipped by Google but may spoil the first line for older parsers; replacement characters (�) mean the file was not valid UTF-8; NUL bytes cut a line in Google’s parser; other invisible control characters make a line unreadable for strict parsers.',
    bad: '\uFEFFUser-agent: *\nDisallow: /caf\uFFFD/',
    good: 'User-agent: *\nDisallow: /café/',
  },
] as const satisfies readonly LintRuleInfo[];

/** The id of a catalogue rule. */
export type LintRuleId = (typeof LINT_RULES)[number]['id'];

const BY_ID = new Map<string, LintRuleInfo>(LINT_RULES.map((rule) => [rule.id, rule]));

/** The catalogue entry of a rule id. */
export function lintRuleInfo(id: LintRuleId): LintRuleInfo {
  // Every LintRuleId has an entry: the type is derived from the table.
  return BY_ID.get(id) as LintRuleInfo;
}
