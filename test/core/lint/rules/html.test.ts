// html-page: a server that answers /robots.txt with a web page gives crawlers a
// file of tags. Google's parser and RFC 9309 skip every line they cannot read, so
// such a page has no rules and everything is allowed: the linter says that once,
// instead of one "no colon" error per line.

import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../../src/core/parse.ts';
import { lintRobots } from '../../../../src/core/lint/index.ts';
import { evaluate } from '../../../../src/core/evaluate.ts';
import { compileRobots } from '../../../../src/core/compile.ts';

/** A "not found" page a server might send with status 200 for /robots.txt. */
const NOT_FOUND_PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<head>',
  '  <meta charset="utf-8">',
  '  <title>Page not found</title>',
  '  <style>body { font: 16px sans-serif; margin: 4em auto; }</style>',
  '</head>',
  '<body>',
  '  <h1>Sorry, this page does not exist</h1>',
  '  <p>Try the <a href="/">home page</a> or the search below.</p>',
  '  <form action="/search"><input name="q"> <button>Search</button></form>',
  '  <script>',
  '    window.setTimeout(function () { location.href = "/"; }, 5000);',
  '  </script>',
  '</body>',
  '</html>',
].join('\n');

describe('html-page', () => {
  it('says once that the file is a web page, and nothing per line', () => {
    for (const mode of ['google', 'rfc'] as const) {
      const found = lintRobots(parseRobots(NOT_FOUND_PAGE, { mode }));
      expect(found.map((d) => d.id)).toEqual(['html-page']);
      const [page] = found;
      expect(page?.severity).toBe('error');
      expect(page?.line).toBe(1);
      expect(page?.message).toBe(
        'This looks like an HTML page, not a robots.txt: it starts with `<!DOCTYPE html>` and 15 of its 16 lines are tags, so crawlers read no rules from it and may fetch everything. Serve the real file as plain text, or a 404 when the site has no rules.',
      );
    }
  });

  it('is right that crawlers read no rules: every URL is allowed', () => {
    const compiled = compileRobots(parseRobots(NOT_FOUND_PAGE));
    expect(evaluate(compiled, 'Googlebot', '/search?q=x').allowed).toBe(true);
  });

  it('knows a page by its tags when it has no doctype', () => {
    const page = [
      '',
      '<HTML>',
      '<BODY>',
      '<TABLE border=0 cellpadding=0>',
      '<tr><td>Moved</td></tr>',
      '</TABLE>',
      '</BODY>',
      '</HTML>',
    ].join('\n');
    const found = lintRobots(parseRobots(page));
    expect(found.map((d) => d.id)).toEqual(['html-page']);
    expect(found[0]?.line).toBe(2);
    // Without it, the same lines are unreadable, unknown or missing a colon one by one.
    const without = lintRobots(parseRobots(page), { disable: ['html-page'] });
    expect(without.length).toBeGreaterThan(3);
  });

  it('says which rules crawlers still read when some lines happen to be records', () => {
    const page = [
      '<html><body><pre>',
      'User-agent: *',
      'Disallow: /private/',
      '</pre></body></html>',
    ].join('\n');
    const found = lintRobots(parseRobots(page)).filter((d) => d.id === 'html-page');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(
      /so crawlers read only the 1 rule on lines that happen to be records, and skip the rest\./,
    );
  });

  it('is quiet on robots.txt files, also ones that mention tags', () => {
    for (const text of [
      'User-agent: *\nDisallow: /private/\n',
      '# <b>Robots</b> file\n# <i>keep it tidy</i>\nUser-agent: *\nDisallow: /<script>\nDisallow: /a/\nDisallow: /b/\n',
      '',
      '\n\n',
    ]) {
      expect(
        lintRobots(parseRobots(text)).filter((d) => d.id === 'html-page'),
        text,
      ).toEqual([]);
    }
  });
});

describe('html-page on tags that come late', () => {
  it('still finds a page whose tags are exactly half of its lines, the last ones', () => {
    const text = ['a', 'b', 'c', '<div>', '<p>', '<span>'].join('\n');
    const found = lintRobots(parseRobots(text)).filter((d) => d.id === 'html-page');
    expect(found).toHaveLength(1);
  });

  it('stays quiet when one line short of half', () => {
    const text = ['a', 'b', 'c', 'd', '<div>', '<p>', '<span>'].join('\n');
    expect(lintRobots(parseRobots(text)).some((d) => d.id === 'html-page')).toBe(false);
  });
});
