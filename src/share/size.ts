// The link size meter. Links past ~8 KB get cut or refused by chat tools, issue
// trackers and some browsers; Chromium refuses any URL longer than 2 MiB characters
// (url/url_constants.h, kMaxURLChars = 2 * 1024 * 1024). Only the Share panel
// measures links, so this module is fetched with it; the address bar's own limit
// is in ./live-link.ts.

/** Above this many characters a link is `long`: it works, but may not survive pasting. */
export const LONG_LINK_CHARS = 8 * 1024;

/** Chromium's hard limit on a URL, in characters; above it a link is `too-long`. */
export const MAX_URL_CHARS = 2 * 1024 * 1024;

/** How a link's length fares: its size in characters, a level and a sentence for a person. */
export interface LinkSizeReport {
  /** The URL's length in UTF-16 code units (what browsers count). */
  chars: number;
  level: 'ok' | 'long' | 'too-long';
  message: string;
}

/** Measures a share URL against the comfortable (8 KiB) and hard (2 MiB) limits. Never throws. */
export function linkSizeReport(url: string): LinkSizeReport {
  const chars = url.length;
  const size = `${formatCount(chars)} characters`;
  if (chars > MAX_URL_CHARS) {
    return {
      chars,
      level: 'too-long',
      message: `This link is ${size}, over the ${formatCount(MAX_URL_CHARS)}-character limit of Chromium-based browsers, so it will not open there. Download the file and share it with a link without the text instead.`,
    };
  }
  if (chars > LONG_LINK_CHARS) {
    return {
      chars,
      level: 'long',
      message: `This link is ${size}. Links over about ${formatCount(LONG_LINK_CHARS)} characters are often cut short by chat tools, issue trackers and some browsers. Consider downloading the file and sharing a link without the text.`,
    };
  }
  return { chars, level: 'ok', message: `This link is ${size}, short enough to paste anywhere.` };
}

// Locale-independent grouping, so the message reads the same in every environment.
function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
