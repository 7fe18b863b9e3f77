// What the file would look like after a proposed edit: the inserted lines with a
// few lines of context either side, numbered as in the edited file. Pure.

import type { TextEdit } from '../../state/index.ts';

/** One preview line: `added` lines are new; `line` is 1-based in the edited text. */
export interface PreviewLine {
  line: number;
  text: string;
  added: boolean;
}

/** The lines a preview shows, and whether text was left out before or after them. */
export interface Preview {
  lines: PreviewLine[];
  /** Lines of the edited file left out before the first shown line. */
  before: number;
  /** Lines left out after the last shown line. */
  after: number;
}

/**
 * The lines of `text` with `edit` applied that the edit adds (every line that
 * starts inside the inserted text), plus `context` unchanged lines either side
 * (default 3). Line ends `\n`, `\r\n` and `\r` all count. Never throws.
 */
export function previewEdit(text: string, edit: TextEdit, context = 3): Preview {
  const from = Math.max(0, Math.min(edit.from, text.length));
  const to = Math.max(from, Math.min(edit.to, text.length));
  const next = text.slice(0, from) + edit.insert + text.slice(to);
  const end = from + edit.insert.length;
  const lines: { start: number; text: string }[] = [];
  const re = /\r\n|\n|\r/g;
  let start = 0;
  for (let m = re.exec(next); m !== null; m = re.exec(next)) {
    lines.push({ start, text: next.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  // The text after the last line end is a line only when it is not empty.
  if (start < next.length) lines.push({ start, text: next.slice(start) });

  let first = -1;
  let last = -1;
  lines.forEach((l, i) => {
    if (l.start >= from && l.start < end) {
      if (first < 0) first = i;
      last = i;
    }
  });
  if (first < 0) return { lines: [], before: lines.length, after: 0 };
  const lo = Math.max(0, first - context);
  const hi = Math.min(lines.length - 1, last + context);
  const shown: PreviewLine[] = [];
  for (let i = lo; i <= hi; i++) {
    const l = lines[i];
    if (l) shown.push({ line: i + 1, text: l.text, added: i >= first && i <= last });
  }
  return { lines: shown, before: lo, after: lines.length - 1 - hi };
}
