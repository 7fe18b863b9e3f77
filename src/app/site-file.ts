// Getting a site's live robots.txt without the page fetching it. A page cannot
// read another site's files (browsers block cross-origin reads unless that site
// opts in with CORS headers, which robots.txt files almost never send), and this
// page sends nothing to any server, so it only works out the address
// (RFC 9309 §2.3: the file sits at the root of the site, `/robots.txt`) and the
// one-line command that fetches it to the clipboard, for the user to run.

/** One way to fetch the file to the clipboard: the system it runs on and the command. */
export interface FetchCommand {
  system: 'macOS' | 'Linux' | 'Windows';
  command: string;
}

/**
 * The robots.txt address of the site the user typed (`example.com`,
 * `https://example.com/some/page`, `http://localhost:8080`): scheme, host and
 * port of it, then `/robots.txt`. A site without a scheme is taken as https.
 * Returns null for text that names no http(s) site. Never throws.
 */
export function robotsUrlFor(site: string): string | null {
  const text = site.trim();
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A bare word (`localhost` aside) is a typo more often than a site.
  if (!url.hostname.includes('.') && !url.hostname.includes(':') && url.hostname !== 'localhost')
    return null;
  return `${url.origin}/robots.txt`;
}

/**
 * The commands that fetch `robotsUrl` (following redirects, as crawlers do,
 * RFC 9309 §2.3.1.2) and put the text on the clipboard: pbcopy on macOS, xclip on
 * Linux, clip on Windows (`curl.exe`, since in Windows PowerShell `curl` names
 * another command). The address is quoted, so `[` `]` of an IPv6 host and `?` are
 * left alone by the shell and by curl's own globbing (`-g`).
 */
export function fetchCommands(robotsUrl: string): readonly FetchCommand[] {
  return [
    { system: 'macOS', command: `curl -sLg '${robotsUrl}' | pbcopy` },
    { system: 'Linux', command: `curl -sLg '${robotsUrl}' | xclip -selection clipboard` },
    { system: 'Windows', command: `curl.exe -sLg "${robotsUrl}" | clip` },
  ];
}
