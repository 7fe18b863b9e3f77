// "Copy as Markdown": the file, the verdicts and the link, ready for a bug report or a
// forum answer. Output follows CommonMark 0.31 and GitHub Flavored Markdown tables;
// user text is always placed where Markdown reads it literally (a fenced block or a
// code span), never as markup.

import type { Mode } from '../core/types.ts';

/** One agent/URL check as shown in the report. */
export interface MarkdownVerdict {
  agent: string;
  url: string;
  allowed: boolean;
  /** 1-based line of the deciding rule, when one decided. */
  line?: number;
}

/** What `formatMarkdownReport` needs. */
export interface MarkdownReportInput {
  text: string;
  mode: Mode;
  verdicts: readonly MarkdownVerdict[];
  /** The share URL; `''` leaves the link out (e.g. when it is too long to share). */
  link: string;
}

const MODE_LABELS: Readonly<Record<Mode, string>> = {
  google: "Google's reference parser",
  rfc: 'RFC 9309',
};

/**
 * Returns a Markdown report: the file in a fenced block, a table of verdicts and the
 * link, ending with a newline. Never throws.
 */
export function formatMarkdownReport(input: MarkdownReportInput): string {
  const out: string[] = [];
  out.push(`**robots.txt**, read as ${MODE_LABELS[input.mode]}:`, '');
  // CommonMark §4.5: a fence closes only on a run of backticks at least as long as the
  // opening one, so a fence longer than any run in the text cannot be closed early.
  const fence = '`'.repeat(Math.max(3, longestRun(input.text, '`') + 1));
  const body = input.text.endsWith('\n') || input.text === '' ? input.text : `${input.text}\n`;
  out.push(`${fence}text`, body + fence, '');
  if (input.verdicts.length > 0) {
    out.push('| User agent | URL | Verdict | Rule line |', '| --- | --- | --- | --- |');
    for (const v of input.verdicts) {
      const line = v.line === undefined ? '—' : String(v.line);
      out.push(
        `| ${codeCell(v.agent)} | ${codeCell(v.url)} | ${v.allowed ? 'allowed' : 'disallowed'} | ${line} |`,
      );
    }
    out.push('');
  }
  if (input.link !== '') {
    out.push(`[Open in Robots Playground](<${safeDestination(input.link)}>)`, '');
  }
  return out.join('\n');
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

// A table cell holding `value` as a code span. CommonMark §6.1: the delimiter must be
// a backtick run of a length not found inside; one space each side is stripped, so
// values that begin or end with a backtick or a space get padding. GFM §4.10: a `|`
// must be escaped as `\|` even inside a code span; a line break would end the row.
function codeCell(value: string): string {
  if (value === '') return '*(empty)*';
  const flat = value.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|');
  const ticks = '`'.repeat(longestRun(flat, '`') + 1);
  const pad = /^[` ]|[` ]$/.test(flat) ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

// CommonMark §6.3: a destination in `<…>` may hold anything but `<`, `>` and line
// breaks; percent-encoding them keeps the URL equivalent.
function safeDestination(url: string): string {
  return url.replace(/[<>\s]/g, (c) => encodeURIComponent(c));
}
