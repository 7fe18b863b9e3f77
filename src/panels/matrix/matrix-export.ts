// The matrix as text for the clipboard: CSV (RFC 4180 quoting) and a Markdown
// table (pipes escaped). Cells read as in the panel: "allowed (line 3)",
// "disallowed (line 5)", "allowed (no rule)". Pure.

import type { Matrix, Verdict } from '../../state/index.ts';

/** A verdict in words with its deciding line: the text of a matrix cell. */
export function cellText(verdict: Verdict | null): string {
  if (!verdict) return 'pending';
  const word = verdict.allowed ? 'allowed' : 'disallowed';
  if (verdict.line !== null) return `${word} (line ${verdict.line})`;
  switch (verdict.reason) {
    case 'no-group':
      return `${word} (no group)`;
    case 'robots-txt':
      return `${word} (/robots.txt)`;
    default:
      return `${word} (no rule)`;
  }
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The matrix as CSV: a header row `agent,<url>…`, then one row per agent; CRLF line ends. */
export function matrixCsv(matrix: Matrix): string {
  const rows = [['agent', ...matrix.urls]];
  matrix.agents.forEach((agent, a) => {
    rows.push([agent, ...matrix.urls.map((_, u) => cellText(matrix.rows[a]?.[u] ?? null))]);
  });
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function mdCell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** The matrix as a GitHub-flavoured Markdown table (agents down, URLs across). */
export function matrixMarkdown(matrix: Matrix): string {
  const header = ['Agent', ...matrix.urls.map((u) => `\`${u.replace(/`/g, "'")}\``)];
  const lines = [
    `| ${header.map(mdCell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
  ];
  matrix.agents.forEach((agent, a) => {
    const cells = [agent, ...matrix.urls.map((_, u) => cellText(matrix.rows[a]?.[u] ?? null))];
    lines.push(`| ${cells.map(mdCell).join(' | ')} |`);
  });
  return lines.join('\n') + '\n';
}
