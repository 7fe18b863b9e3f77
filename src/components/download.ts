// Writing the text back as a file. The editor's text ends its lines with LF; the
// file gets the line ends the user chose (those of the file opened, by default).

import { withLineEnd, type LineEnd } from '../core/line-ends.ts';

/** Offers `text` as a `robots.txt` download: UTF-8, no BOM added, lines ended with `lineEnd`. */
export function downloadRobotsTxt(text: string, lineEnd: LineEnd): void {
  const body = lineEnd === '\n' ? text : withLineEnd(text, lineEnd);
  const url = URL.createObjectURL(new Blob([body], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'robots.txt';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
