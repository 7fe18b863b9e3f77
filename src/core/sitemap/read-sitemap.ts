// Reading a sitemap (sitemaps.org protocol 0.9): an XML `urlset` of `<url><loc>`
// entries, an XML `sitemapindex` of `<sitemap><loc>` entries, or a plain text
// list of URLs, one a line. The XML itself is read by a parser the caller brings
// (the worker loads one on first use, see worker/sitemap-xml.ts), so core stays
// free of it. A malformed file is a result, never an exception.

/** The most URLs one sitemap may list (sitemaps.org: 50,000 per file). */
export const SITEMAP_MAX_URLS = 50_000;

/** What an XML parser made of a sitemap's text: its root's local name and every `<loc>`. */
export type XmlSitemap =
  | { ok: true; root: string; locs: string[] }
  | { ok: false; message: string; line: number; column: number };

/** Reads sitemap XML; never throws (see worker/sitemap-xml.ts). */
export type XmlSitemapReader = (text: string) => XmlSitemap;

/** A sitemap as read: the URLs it lists, or why none could be read. */
export type SitemapRead =
  | {
      ok: true;
      /** `index`: the URLs are child sitemaps, which are not read (nothing is fetched). */
      kind: 'urlset' | 'index' | 'list';
      urls: string[];
      /** URLs past SITEMAP_MAX_URLS, which crawlers ignore and the check skips. */
      dropped: number;
    }
  | { ok: false; message: string };

/** True when `text` is XML (after a byte order mark and whitespace, it opens with `<`). */
export function looksLikeXml(text: string): boolean {
  return /^\uFEFF?\s*</.test(text);
}

/**
 * Reads `text` as a sitemap: XML with `xml` (or says it cannot without one), else
 * a list of URLs, one a line (blank lines and `#` comments skipped). Never throws.
 */
export function readSitemap(text: string, xml: XmlSitemapReader | null): SitemapRead {
  if (!looksLikeXml(text)) return capped('list', listUrls(text));
  if (xml === null) return { ok: false, message: 'The XML reader could not be loaded.' };
  const read = xml(text);
  if (!read.ok) {
    return {
      ok: false,
      message: `The XML is malformed at line ${read.line}, column ${read.column}: ${read.message}`,
    };
  }
  if (read.root === 'urlset') return capped('urlset', read.locs);
  if (read.root === 'sitemapindex') return capped('index', read.locs);
  return {
    ok: false,
    message: `The XML's root element is <${read.root}>; a sitemap's is <urlset> or <sitemapindex>.`,
  };
}

function listUrls(text: string): string[] {
  const urls: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line !== '' && !line.startsWith('#')) urls.push(line);
  }
  return urls;
}

function capped(kind: 'urlset' | 'index' | 'list', urls: string[]): SitemapRead {
  const kept = urls.length > SITEMAP_MAX_URLS ? urls.slice(0, SITEMAP_MAX_URLS) : urls;
  return { ok: true, kind, urls: kept, dropped: urls.length - kept.length };
}
