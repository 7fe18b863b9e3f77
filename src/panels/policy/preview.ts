// What the file would look like after a proposed edit: the inserted lines with a
// few lines of context either side, numbered as in the edited file. Pure.
//
// Only the shown lines are cut out of the text: the rest is counted, not copied,
// so a preview costs one scan of a 100 KiB file, not a string per line of it.

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

const LINE_END = /\r\n|\n|\r/g;

/** The start offsets of the lines of `text`; a last line exists only when it is not empty. */
function lineStarts(text: string): number[] {
  const starts: number[] = [];
  let start = 0;
  LINE_END.lastIndex = 0;
  for (let m = LINE_END.exec(text); m !== null; m = LINE_END.exec(text)) {
    starts.push(start);
    start = m.index + m[0].length;
  }
  if (start < text.length) starts.push(start);
  return starts;
}

/** The text of the line starting at `start` (without its line end). */
function lineAt(text: string, start: number): string {
  LINE_END.lastIndex = start;
  const m = LINE_END.exec(text);
  return text.slice(start, m ? m.index : text.length);
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
  const starts = lineStarts(next);

  let first = -1;
  let last = -1;
  for (let i = 0; i < starts.length; i++) {
    const start = starts[i] ?? 0;
    if (start >= end) break;
    if (start >= from) {
      if (first < 0) first = i;
      last = i;
    }
  }
  if (first < 0) return { lines: [], before: starts.length, after: 0 };
  const lo = Math.max(0, first - context);
  const hi = Math.min(starts.length - 1, last + context);
  const shown: PreviewLine[] = [];
  for (let i = lo; i <= hi; i++) {
    shown.push({ line: i + 1, text: lineAt(next, starts[i] ?? 0), added: i >= first && i <= last });
  }
  return { lines: shown, before: lo, after: starts.length - 1 - hi };
}
