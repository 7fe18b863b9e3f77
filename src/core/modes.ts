// The one table of every difference between google mode (Google's open-source
// parser, github.com/google/robotstxt robots.cc) and rfc mode (the text of
// RFC 9309). Each entry names where it is implemented; docs/engine.md renders
// the same table in Markdown and a test keeps the two in step.

/** One behaviour in which the two modes differ. */
export interface ModeDifference {
  /** Stable kebab-case id. */
  id: string;
  /** The behaviour, in a few words. */
  topic: string;
  /** What google mode does. */
  google: string;
  /** What rfc mode does. */
  rfc: string;
  /** The RFC 9309 section (and Google source function) behind it. */
  basis: string;
}

/**
 * Every google-vs-rfc difference of the engine, in the order of reading a file:
 * keys, lines, user-agents, rule values, URLs, verdict. Modes agree on
 * everything not listed here (grouping, merging, `*` fallback, longest match,
 * ties to Allow, `*` and `$`, comments, BOM, line ends, the 500 KiB limit).
 */
export const MODE_DIFFERENCES: readonly ModeDifference[] = [
  {
    id: 'key-typos',
    topic: 'Misspelled and prefix keys',
    google:
      '`useragent`, `user agent`, `disalow`, `dissallow`, `dissalow`, `diasllow`, `disallaw`, `site-map` and any key that starts with a key name (`Disallowed`) are read as that key.',
    rfc: 'Only `user-agent`, `allow`, `disallow` (and `sitemap`) spelled exactly, any case; other keys are unknown records.',
    basis: 'RFC 9309 §2.2 grammar; robots.cc ParsedRobotsKey::KeyIs*',
  },
  {
    id: 'missing-colon',
    topic: 'Missing colon',
    google: '`Disallow /tmp` (exactly two words) is read as `Disallow: /tmp`.',
    rfc: 'The line is invalid and ignored.',
    basis: 'RFC 9309 §2.2 grammar; robots.cc GetKeyAndValueFrom',
  },
  {
    id: 'whitespace',
    topic: 'Whitespace and NUL',
    google:
      'Space, tab, VT, FF (and CR/LF) are stripped around keys and values; a line ends at a NUL character.',
    rfc: 'Only space and tab are whitespace; NUL is an ordinary (invalid) character.',
    basis: 'RFC 9309 §2.2 (WS = SP / HTAB); robots.cc StripWhitespaceSlowly',
  },
  {
    id: 'line-cap',
    topic: 'Per-line limit',
    google: 'A line keeps at most 16663 UTF-8 bytes; the rest of the line is dropped.',
    rfc: 'No per-line limit (only the file parse limit).',
    basis: 'RFC 9309 §2.5; robots.cc Parse (kMaxLineLen)',
  },
  {
    id: 'user-agent-value',
    topic: 'User-agent values',
    google:
      'The name is the longest `[A-Za-z_-]` prefix (`ExampleBot/1.2` → `examplebot`); `*` followed by whitespace and text is `*`.',
    rfc: 'The whole value must be `*` or a product token `[A-Za-z_-]+`; anything else names no crawler.',
    basis: 'RFC 9309 §2.2.1 product-token; robots.cc ExtractUserAgent, HandleUserAgent',
  },
  {
    id: 'empty-agent-name',
    topic: 'Empty names and agents',
    google:
      'A value with no `[A-Za-z_-]` prefix (`User-agent:` empty, `User-agent: 123`) names the empty name, which an empty agent matches.',
    rfc: 'Such a value names no crawler; an empty agent matches no group and reads the `*` groups.',
    basis: 'RFC 9309 §2.2.1; robots.cc HandleUserAgent (EqualsIgnoreCase of the empty strings)',
  },
  {
    id: 'rule-encoding',
    topic: 'Percent-encoding of rules',
    google:
      'Only `%xx` hex is upper-cased and non-ASCII is UTF-8 percent-encoded; `%62` stays `%62`.',
    rfc: 'Non-ASCII and characters not allowed in a URI are encoded; `%XX` of unreserved characters decoded; in the query `: / ? @ [ ]` encoded; `%2A` / `%24` match a literal `*` / `$`.',
    basis: 'RFC 9309 §2.2.2 figure 4, §2.2.3 figure 6; robots.cc MaybeEscapePattern',
  },
  {
    id: 'url-encoding',
    topic: 'Percent-encoding of the URL',
    google:
      'The path is compared exactly as written: `%7E` ≠ `~`, a raw `é` never matches a rule `é`.',
    rfc: 'The path gets the same normalisation as rules (and `%2A` / `%24` read as `*` / `$`).',
    basis: 'RFC 9309 §2.2.2; robots.cc AllowedByRobots',
  },
  {
    id: 'index-html',
    topic: 'index.htm(l)',
    google: '`Allow: /a/index.html` also allows exactly `/a/`.',
    rfc: 'No such rule.',
    basis: 'robots.cc RobotsMatcher::HandleAllow (Google only)',
  },
  {
    id: 'robots-txt',
    topic: '/robots.txt itself',
    google: 'Rules apply to `/robots.txt` like to any path.',
    rfc: '`/robots.txt` is always allowed (decision reason `robots-txt`).',
    basis: 'RFC 9309 §2.2.2',
  },
];
