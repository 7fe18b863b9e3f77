// From pasted text to the page's directives: the header lines go to the core
// parser, the HTML to the platform's own parser. DOMParser builds an inert
// document (no scripts run, no images load, nothing joins the page), and only the
// attributes we read leave it as plain strings.

import {
  collectPageDirectives,
  lintNosnippet,
  splitPageText,
  type PageDirective,
  type PageFinding,
} from '../../core/page-directives.ts';

/** What the pasted text holds, ready to combine per crawler. */
export interface PageInput {
  directives: PageDirective[];
  /** How many elements carry `data-nosnippet`. */
  nosnippet: number;
  /** Findings that need no crawler: `data-nosnippet` placement and skipped lines. */
  findings: PageFinding[];
  /** How many response headers were read (of any name). */
  headers: number;
  /** How many `<meta>` elements with a name and content the HTML holds. */
  metas: number;
}

/** Reads pasted headers and HTML; never throws, and never puts the text into the document. */
export function readPageInput(text: string): PageInput {
  const page = splitPageText(text);
  const metas: { name: string; content: string }[] = [];
  const tags: string[] = [];
  if (page.html.trim() !== '' && typeof DOMParser === 'function') {
    const doc = new DOMParser().parseFromString(page.html, 'text/html');
    for (const meta of doc.querySelectorAll('meta[name][content]')) {
      metas.push({
        name: meta.getAttribute('name') ?? '',
        content: meta.getAttribute('content') ?? '',
      });
    }
    for (const el of doc.querySelectorAll('[data-nosnippet]')) tags.push(el.localName);
  }
  const findings = lintNosnippet(tags);
  if (page.skipped.length > 0) {
    findings.push({
      id: 'not-a-header',
      severity: 'info',
      message: `Line${page.skipped.length === 1 ? '' : 's'} ${page.skipped.join(', ')} ${
        page.skipped.length === 1 ? 'is' : 'are'
      } neither a header (\`Name: value\`) nor HTML, and ${page.skipped.length === 1 ? 'was' : 'were'} skipped.`,
    });
  }
  return {
    directives: collectPageDirectives(page.headers, metas),
    nosnippet: tags.length,
    findings,
    headers: page.headers.length,
    metas: metas.length,
  };
}
