// The sitemap XML reader, built on fast-xml-parser. Loaded by the worker on the
// first `sitemap` request (./serve.ts), so the page and the worker's start never
// carry the parser. Namespace prefixes are dropped (`<sm:urlset>` is a urlset),
// CDATA and entities (`&amp;`) come out as the text they stand for.

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { XmlSitemap } from '../core/sitemap/read-sitemap.ts';

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/** Reads a sitemap's XML: its root's local name and every entry's `<loc>`. Never throws. */
export function readXmlSitemap(text: string): XmlSitemap {
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true) {
      return { ok: false, message: valid.err.msg, line: valid.err.line, column: valid.err.col };
    }
    const doc = parser.parse(text) as Record<string, unknown>;
    const root = Object.keys(doc)[0];
    if (root === undefined)
      return { ok: false, message: 'There is no element.', line: 1, column: 1 };
    const top = doc[root];
    const entries = typeof top === 'object' && top !== null ? (top as Record<string, unknown>) : {};
    const list = entries[root === 'sitemapindex' ? 'sitemap' : 'url'];
    const locs: string[] = [];
    for (const entry of Array.isArray(list) ? list : []) {
      const loc = (entry as { loc?: unknown } | null)?.loc;
      if (typeof loc === 'string' && loc !== '') locs.push(loc);
    }
    return { ok: true, root, locs };
  } catch (error) {
    return { ok: false, message: String(error), line: 1, column: 1 };
  }
}
