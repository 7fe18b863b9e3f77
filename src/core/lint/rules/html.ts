// The file-is-a-web-page check: a server that answers /robots.txt with an HTML
// page (a "not found" page sent with status 200, a login page) gives crawlers a
// file whose lines are tags. Google's parser and RFC 9309 skip every line they
// cannot read (robots.cc GetKeyAndValueFrom), so such a page has no rules and
// allows everything; one finding says so instead of one per unreadable line.

import type { LintContext } from '../context.ts';
import { code, count, diagnostic } from '../report.ts';
import type { RobotsDiagnostic } from '../types.ts';

/** A first line that opens an HTML document: `<!DOCTYPE html`, `<html`, `<head` or `<body`. */
const OPENS_HTML = /^<(?:!doctype\s+html|html|head|body)(?:[\s>]|$)/i;

/** A line that starts with a tag, a closing tag, a doctype or an HTML comment. */
const TAG_LINE = /^<(?:[a-z][a-z0-9-]*|\/[a-z][a-z0-9-]*|!--|!doctype)(?:[\s/>]|$)/i;

/** At least this many lines must be tags for a file without an HTML opening line. */
const MIN_TAG_LINES = 3;

/**
 * html-page: the file reads as an HTML page, by content: its first line opens an
 * HTML document, or at least half of its lines (and at least 3) start with a tag.
 * One finding on the first line; the message says what crawlers read from it.
 */
export function htmlPage(ctx: LintContext): RobotsDiagnostic[] {
  const text = ctx.text;
  let first = '';
  let firstLine = 0;
  let opens = false;
  let filled = 0;
  let tags = 0;
  const lines = ctx.parsed.lines;
  for (let i = 0; i < lines.length; i++) {
    const info = lines[i] as (typeof lines)[number];
    const { from, to } = info.span;
    let at = from;
    // Blanks and a byte-order mark before the first character.
    while (at < to && isBlank(text.charCodeAt(at))) at++;
    if (at === to) continue;
    filled++;
    // Only a line that starts with `<` can be a tag: the rest cost one comparison.
    const tag = text.charCodeAt(at) === 60 && TAG_LINE.test(text.slice(at, Math.min(to, at + 40)));
    if (tag) tags++;
    if (firstLine === 0) {
      firstLine = info.line;
      first = text.slice(at, to).trimEnd();
      opens = OPENS_HTML.test(first);
    }
    // Without an HTML opening line, half the lines must be tags: stop once the
    // lines left could no longer make up the difference (most files, half-way).
    if (!opens && filled - 2 * tags > lines.length - 1 - i) return [];
  }
  if (firstLine === 0) return [];
  if (!opens && (tags < MIN_TAG_LINES || tags * 2 < filled)) return [];

  let rules = 0;
  for (const group of ctx.parsed.groups) rules += group.rules.length;
  const sitemaps = ctx.parsed.sitemaps.length;
  const read =
    rules === 0 && sitemaps === 0
      ? 'so crawlers read no rules from it and may fetch everything'
      : `so crawlers read only the ${listRead(rules, sitemaps)} on lines that happen to be records, and skip the rest`;
  const span = ctx.lineInfo(firstLine)?.span ?? { from: 0, to: 0 };
  return [
    diagnostic(
      ctx,
      'html-page',
      span.from,
      span.to,
      `This looks like an HTML page, not a robots.txt: it starts with ${code(first, 40)} and ${tags} of its ${count(filled, 'line')} are tags, ${read}. Serve the real file as plain text, or a 404 when the site has no rules.`,
    ),
  ];
}

/** What `\s` matches, and the byte-order mark: blanks before a line's first character. */
function isBlank(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

function listRead(rules: number, sitemaps: number): string {
  if (sitemaps === 0) return count(rules, 'rule');
  if (rules === 0) return count(sitemaps, 'sitemap');
  return `${count(rules, 'rule')} and ${count(sitemaps, 'sitemap')}`;
}
