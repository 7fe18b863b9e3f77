import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectPageDirectives,
  combinePageRules,
  describeReading,
  lintNosnippet,
  lintPageDirectives,
  parseRobotsHeader,
  parseRobotsMeta,
  splitPageText,
  type PageDirective,
} from '../../src/core/page-directives.ts';

const names = (d: PageDirective) => d.rules.map((r) => r.name);

describe('splitPageText', () => {
  it('reads the lines before the first tag as headers, folding and status lines included', () => {
    const page = splitPageText(
      [
        'HTTP/1.1 200 OK',
        'Content-Type: text/html',
        'X-Robots-Tag: noindex,',
        '  nofollow',
        'not a header',
        '',
        '<!doctype html>',
        '<p>Note: this is the page</p>',
      ].join('\r\n'),
    );
    expect(page.headers).toEqual([
      { line: 2, name: 'Content-Type', value: 'text/html' },
      { line: 3, name: 'X-Robots-Tag', value: 'noindex, nofollow' },
    ]);
    expect(page.skipped).toEqual([5]);
    expect(page.html).toBe('<!doctype html>\n<p>Note: this is the page</p>');
  });

  it('takes text that starts with a tag as HTML only', () => {
    expect(splitPageText('  <meta name="robots" content="noindex">').headers).toEqual([]);
  });
});

describe('parseRobotsHeader', () => {
  it.each([
    ['noindex', [{ agent: null, rules: ['noindex'] }]],
    ['NoIndex, NOFOLLOW', [{ agent: null, rules: ['noindex', 'nofollow'] }]],
    ['googlebot: noindex', [{ agent: 'googlebot', rules: ['noindex'] }]],
    ['otherbot: noindex, nofollow', [{ agent: 'otherbot', rules: ['noindex', 'nofollow'] }]],
    [
      'max-snippet: 20, googlebot: nosnippet',
      [
        { agent: null, rules: ['max-snippet'] },
        { agent: 'googlebot', rules: ['nosnippet'] },
      ],
    ],
    ['bingbot: max-snippet:0', [{ agent: 'bingbot', rules: ['max-snippet'] }]],
    [
      'googlebot: unavailable_after: Sun, 01 Sep 2030 00:00:00 GMT',
      [{ agent: 'googlebot', rules: ['unavailable_after'] }],
    ],
  ])('%s', (value, expected) => {
    expect(parseRobotsHeader(value, 1).map((d) => ({ agent: d.agent, rules: names(d) }))).toEqual(
      expected,
    );
  });

  it('keeps the commas and colons of an unavailable_after date', () => {
    const [d] = parseRobotsHeader(
      'unavailable_after: Friday, 25-Jun-10 15:00:00 PST, noarchive',
      3,
    );
    expect(d?.rules.map((r) => [r.name, r.value])).toEqual([
      ['unavailable_after', 'Friday, 25-Jun-10 15:00:00 PST'],
      ['noarchive', null],
    ]);
    expect(d?.source).toEqual({ kind: 'header', line: 3 });
  });

  it('keeps unknown values, marked as such', () => {
    const [d] = parseRobotsHeader('noindex, nocrawl', 1);
    expect(d?.rules.map((r) => [r.name, r.known])).toEqual([
      ['noindex', true],
      ['nocrawl', false],
    ]);
  });
});

describe('parseRobotsMeta', () => {
  it('reads robots for all crawlers and a crawler name for that crawler', () => {
    expect(parseRobotsMeta('ROBOTS', 'noindex')?.agent).toBeNull();
    expect(parseRobotsMeta('Googlebot', 'nofollow')?.agent).toBe('Googlebot');
  });

  it('ignores metas that are not robots metas, but keeps a misspelt crawler with robots rules', () => {
    expect(parseRobotsMeta('description', 'A page, about things')).toBeNull();
    expect(parseRobotsMeta('viewport', 'width=device-width')).toBeNull();
    expect(parseRobotsMeta('googlebott', 'noindex')?.agent).toBe('googlebott');
  });
});

describe('combinePageRules', () => {
  const directives = collectPageDirectives(
    [
      { line: 1, name: 'x-robots-tag', value: 'max-snippet:50, max-image-preview:large' },
      { line: 2, name: 'X-Robots-Tag', value: 'googlebot: max-snippet:20, max-video-preview:-1' },
      { line: 3, name: 'Cache-Control', value: 'noindex' },
    ],
    [
      { name: 'robots', content: 'index, follow, max-image-preview:standard' },
      { name: 'googlebot', content: 'noindex' },
      { name: 'bingbot', content: 'none' },
    ],
  );

  it('lets the most restrictive rule win for the crawler it applies to', () => {
    const g = combinePageRules(directives, 'Googlebot');
    expect([g.index, g.follow, g.snippet, g.imagePreview, g.videoPreview]).toEqual([
      false,
      true,
      20,
      'standard',
      null,
    ]);
    const b = combinePageRules(directives, 'bingbot');
    expect([b.index, b.follow, b.snippet]).toEqual([false, false, 50]);
    const gpt = combinePageRules(directives, 'GPTBot');
    expect([gpt.index, gpt.follow, gpt.snippet]).toEqual([true, true, 50]);
  });

  it('finds the crawler inside a full User-Agent header', () => {
    const ua = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(combinePageRules(directives, ua).index).toBe(false);
  });

  it('reads nosnippet as a snippet of 0 and keeps the earliest date', () => {
    const r = combinePageRules(
      [
        ...parseRobotsHeader('max-snippet:30, nosnippet', 1),
        ...parseRobotsHeader('unavailable_after: 2030-01-01, unavailable_after: 2029-06-01', 2),
      ],
      'Googlebot',
    );
    expect([r.snippet, r.unavailableAfter]).toEqual([0, '2029-06-01']);
    expect(describeReading(r)).toEqual([
      'May be indexed.',
      'Follows the links.',
      'No text snippet.',
      'Dropped from results after 2029-06-01.',
    ]);
  });
});

describe('lintPageDirectives', () => {
  const ids = (d: PageDirective[], c: Parameters<typeof lintPageDirectives>[1] = []) =>
    lintPageDirectives(d, c).map((f) => f.id);

  it('reports unknown rules, noai, bad values and unknown crawler names', () => {
    const findings = lintPageDirectives([
      ...parseRobotsHeader('nocrawl, noai, max-snippet:lots', 1),
      ...parseRobotsHeader('googlebott: noindex', 2),
    ]);
    expect(findings.map((f) => f.id)).toEqual([
      'unknown-rule',
      'non-standard-ai',
      'invalid-value',
      'unknown-crawler',
    ]);
    expect(findings[1]?.message).toMatch(/not part of Google's or RFC 9309's vocabulary/);
    expect(findings[3]?.message).toMatch(/did you mean Googlebot\?/);
  });

  it('says a crawler kept out by the file never sees the noindex', () => {
    const d = parseRobotsHeader('noindex', 1);
    const findings = lintPageDirectives(d, [
      { agent: 'Googlebot', mayFetch: false },
      { agent: 'Bingbot', mayFetch: true },
    ]);
    expect(findings).toHaveLength(1);
    expect(findings[0]?.message).toMatch(/^Googlebot will never see this noindex/);
  });

  it('notes indexifembedded without noindex, and index beside noindex', () => {
    expect(ids(parseRobotsHeader('indexifembedded', 1))).toEqual(['needs-noindex']);
    expect(ids(parseRobotsHeader('index, noindex', 1))).toEqual(['conflict']);
  });

  it('reads data-nosnippet only on span, div and section', () => {
    expect(lintNosnippet(['span', 'div', 'section'])).toEqual([]);
    expect(lintNosnippet(['p', 'span', 'p'])[0]?.message).toMatch(
      /^data-nosnippet on <p> is not read/,
    );
  });
});

describe('the parser never throws', () => {
  it('on any header value, meta content or pasted text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const page = splitPageText(`${a}\n${b}`);
        const d = collectPageDirectives(page.headers, [{ name: a, content: b }]);
        const all = [...d, ...parseRobotsHeader(a, 1), ...parseRobotsHeader(b, 2)];
        lintPageDirectives(all, [{ agent: a, mayFetch: false }]);
        describeReading(combinePageRules(all, b));
      }),
      { numRuns: 500 },
    );
  });

  it('on lists built from the vocabulary, prefixes, dates and separators', () => {
    const piece = fc.constantFrom(
      'noindex',
      'none',
      'max-snippet:',
      'max-snippet:-1',
      'unavailable_after:',
      'Friday',
      '25-Jun-10 15:00:00 PST',
      'googlebot:',
      'Googlebott:',
      'noai',
      ',',
      ':',
      ' ',
      '\n',
      '<meta',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const text = pieces.join('');
        const all = [...parseRobotsHeader(text, 1), parseRobotsMeta('robots', text)].flatMap((d) =>
          d ? [d] : [],
        );
        for (const d of all)
          expect(d.rules.every((r) => r.name === r.name.toLowerCase())).toBe(true);
        lintPageDirectives(all, [{ agent: 'Googlebot', mayFetch: false }]);
        describeReading(combinePageRules(all, 'Googlebot'));
      }),
      { numRuns: 500 },
    );
  });
});
