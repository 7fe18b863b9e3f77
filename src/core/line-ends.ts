// Line ends of a file. The editor keeps lines, not their ends: CodeMirror splits
// text at `\r\n`, `\r` and `\n` alike, and the engine reads all three the same
// way (RFC 9309 §2.2: EOL = %x0A / %x0D / %x0D.0A). What a file used is kept
// apart, so a file written back (Download) ends its lines as it did when opened.

/** A line end: LF (Unix, the web's default), CRLF (Windows) or CR (classic Mac OS). */
export type LineEnd = '\n' | '\r\n' | '\r';

/** The line ends a user can choose, in the order a menu lists them, with their names. */
export const LINE_ENDS: readonly { end: LineEnd; name: string }[] = [
  { end: '\n', name: 'LF' },
  { end: '\r\n', name: 'CRLF' },
  { end: '\r', name: 'CR' },
];

/** The line end most of `text`'s lines end with (LF on a tie with it, then CRLF); LF for none. */
export function lineEndOf(text: string): LineEnd {
  if (!text.includes('\r')) return '\n';
  let lf = 0;
  let crlf = 0;
  let cr = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) lf++;
    else if (c === 13 && text.charCodeAt(i + 1) === 10) {
      crlf++;
      i++;
    } else if (c === 13) cr++;
  }
  if (lf >= crlf && lf >= cr) return '\n';
  return crlf >= cr ? '\r\n' : '\r';
}

/** `text` with every line end (`\r\n`, `\r` or `\n`) written as `end`. */
export function withLineEnd(text: string, end: LineEnd): string {
  return text.replace(/\r\n|\r|\n/g, end);
}

/** The name of a line end (`LF`, `CRLF`, `CR`). */
export function lineEndName(end: LineEnd): string {
  return LINE_ENDS.find((l) => l.end === end)?.name ?? 'LF';
}
