import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSitemap, SITEMAP_MAX_URLS } from '../../../src/core/sitemap/read-sitemap.ts';
import { readXmlSitemap } from '../../../src/worker/sitemap-xml.ts';

const read = (text: string) => readSitemap(text, readXmlSitemap);

describe('readSitemap', () => {
  it('reads a urlset with a namespace prefix, CDATA and entities', () => {
    const text = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '  <sm:url><sm:loc>https://example.com/a?x=1&amp;y=2</sm:loc><sm:priority>1</sm:priority></sm:url>',
      '  <sm:url><sm:loc><![CDATA[https://example.com/b?x=1&y=2]]></sm:loc></sm:url>',
      '  <sm:url><sm:loc> https://example.com/c </sm:loc></sm:url>',
      '</sm:urlset>',
    ].join('\n');
    expect(read(text)).toEqual({
      ok: true,
      kind: 'urlset',
      urls: [
        'https://example.com/a?x=1&y=2',
        'https://example.com/b?x=1&y=2',
        'https://example.com/c',
      ],
      dropped: 0,
    });
  });

  it('lists a sitemap index’s children as an index', () => {
    const text =
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.com/s1.xml</loc></sitemap></sitemapindex>';
    expect(read(text)).toMatchObject({
      ok: true,
      kind: 'index',
      urls: ['https://example.com/s1.xml'],
    });
  });

  it('reads a plain list of URLs, one a line, skipping blanks and comments', () => {
    expect(read('https://example.com/a\r\n\n# note\n  /b  \n')).toEqual({
      ok: true,
      kind: 'list',
      urls: ['https://example.com/a', '/b'],
      dropped: 0,
    });
  });

  it('says where malformed XML breaks, by line and column', () => {
    const r = read('<urlset>\n<url><loc>https://example.com/</url>\n</urlset>');
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(/^The XML is malformed at line 2, column \d+: .*loc/);
  });

  it('refuses XML whose root is not a sitemap’s', () => {
    expect(read('<rss><channel/></rss>')).toEqual({
      ok: false,
      message: "The XML's root element is <rss>; a sitemap's is <urlset> or <sitemapindex>.",
    });
  });

  it('keeps the protocol’s 50,000 URLs and counts the rest', () => {
    const text = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_, i) => `/p${i}`).join('\n');
    const r = read(text);
    expect(r.ok && r.urls.length).toBe(SITEMAP_MAX_URLS);
    expect(r.ok && r.dropped).toBe(2);
  });

  it('never throws, on any text (property)', () => {
    const xmlish = fc.array(
      fc.constantFrom(
        '<',
        '>',
        '/',
        'urlset',
        'url',
        'loc',
        '<![CDATA[',
        ']]>',
        '&amp;',
        '&',
        '"',
        ' ',
        '\n',
        'x',
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          xmlish.map((parts) => parts.join('')),
        ),
        (text) => {
          const r = read(text);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
    );
  });
});
