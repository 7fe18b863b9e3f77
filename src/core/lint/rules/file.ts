// Rules about the file as bytes: lines cut at Google's cap, content past the
// parse limit, and encoding damage (BOM, replacement characters, NUL, control
// and invisible characters).
//
// google-specific (robots.cc, Parse): a line keeps at most 16663 bytes and a BOM
// at the start is skipped; a NUL ends the line (C strings). RFC 9309 §2.5: a
// crawler reads at least 500 KiB; §2.2: the file is UTF-8 text.

import type { LintContext } from '../context.ts';
import { code, diagnostic, fix, replace } from '../report.ts';
import type { RobotsDiagnostic, RobotsFix } from '../types.ts';

/** The UTF-16 offset in `text[from, to)` where the first `bytes` UTF-8 bytes end. */
function offsetAfterBytes(text: string, from: number, to: number, bytes: number): number {
  let used = 0;
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < to;
    const size = c < 0x80 ? 1 : c < 0x800 ? 2 : pair ? 4 : 3;
    if (used + size > bytes) break;
    used += size;
    i += pair ? 2 : 1;
  }
  return i;
}

/** line-too-long: a line longer than Google's 16663-byte cap; its end is dropped. */
export function lineTooLong(ctx: LintContext): RobotsDiagnostic[] {
  return ctx.parsed.cuts.truncatedLines.map((cut) => {
    const span = ctx.lineInfo(cut.line)?.span ?? { from: 0, to: 0 };
    const from = offsetAfterBytes(ctx.text, span.from, span.to, cut.keptBytes);
    return diagnostic(
      ctx,
      'line-too-long',
      from,
      span.to,
      `This line is ${cut.bytes} bytes long and Google keeps only the first 16663, so everything from here to the end of the line is ignored.`,
    );
  });
}

const KIB = 1024;

/** over-parse-limit: content past the parse limit (default 500 KiB), which is not read. */
export function overParseLimit(ctx: LintContext): RobotsDiagnostic[] {
  const beyond = ctx.parsed.cuts.beyondLimit;
  if (!beyond) return [];
  const text = ctx.text;
  let to = beyond.offset;
  while (to < text.length && text.charCodeAt(to) !== 10 && text.charCodeAt(to) !== 13) to++;
  const kib = (n: number) => `${Math.ceil(n / KIB)} KiB`;
  return [
    diagnostic(
      ctx,
      'over-parse-limit',
      beyond.offset,
      to,
      `The file is ${kib(ctx.parsed.bytes)} and crawlers such as Google read only the first ${kib(ctx.parsed.limitBytes)}, so everything from here on (${kib(beyond.bytesDropped)}) is ignored.`,
    ),
  ];
}

type Damage = 'nul' | 'replacement' | 'bom' | 'control' | 'invisible';

/** True for characters the encoding rule reports; tab, LF and CR are ordinary. */
function isDamage(c: number): boolean {
  if (c < 0x20) return c !== 9 && c !== 10 && c !== 13;
  if (c < 0x7f) return false;
  return (
    c <= 0x9f ||
    c === 0xa0 ||
    (c >= 0x200b && c <= 0x200d) ||
    c === 0x2060 ||
    c === 0x3000 ||
    c === 0xfeff ||
    c === 0xfffd
  );
}

/** Every character but tab, LF, CR and printable ASCII: where damage may start. */
const NOT_PLAIN = /[^\t\n\r -~]/g;

function damageOf(c: number): Damage {
  if (c === 0) return 'nul';
  if (c === 0xfffd) return 'replacement';
  if (c === 0xfeff) return 'bom';
  if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return 'control';
  return 'invisible';
}

function hex(c: number): string {
  return `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
}

const INVISIBLE_NAMES: Readonly<Record<number, string>> = {
  0xa0: 'a no-break space',
  0x200b: 'a zero-width space',
  0x200c: 'a zero-width non-joiner',
  0x200d: 'a zero-width joiner',
  0x2060: 'a word joiner',
  0x3000: 'an ideographic space',
};

/**
 * encoding: a BOM at the start, U+FFFD (invalid UTF-8 when the file was decoded),
 * NUL, other control characters and invisible characters; one diagnostic per
 * line and kind of damage.
 */
export function encoding(ctx: LintContext): RobotsDiagnostic[] {
  const out: RobotsDiagnostic[] = [];
  const text = ctx.text;
  if (ctx.parsed.bom) {
    out.push(
      diagnostic(
        ctx,
        'encoding',
        0,
        1,
        'The file starts with a byte-order mark: Google and most crawlers skip it, but some older parsers read it as part of the first line and miss that line.',
        { fixes: [fix('Remove the byte-order mark', [replace(0, 1, '')], true)] },
      ),
    );
  }
  // A UTF-8 BOM decoded as Windows-1252 and saved again: `ï»¿` before the first key.
  const mojibake = ctx.parsed.bom ? 1 : 0;
  if (text.startsWith('\u00ef\u00bb\u00bf', mojibake)) {
    out.push(
      diagnostic(
        ctx,
        'encoding',
        mojibake,
        mojibake + 3,
        'The file starts with `ï»¿`, a byte-order mark that went through the wrong encoding, so every crawler misreads the first line.',
        { fixes: [fix('Remove `ï»¿`', [replace(mojibake, mojibake + 3, '')], true)] },
      ),
    );
  }
  const end = ctx.parsed.cuts.beyondLimit?.offset ?? text.length;
  const start = ctx.parsed.bom ? 1 : 0;
  const seen = new Set<string>();
  let from = start;
  while (from < end) {
    // Plain ASCII, most of a file, is skipped in one native scan; a run of other
    // characters (a path in another script) is stepped through here.
    NOT_PLAIN.lastIndex = from;
    if (!NOT_PLAIN.test(text)) break;
    from = NOT_PLAIN.lastIndex - 1;
    let first = text.charCodeAt(from);
    while (from < end && first >= 0x80 && !isDamage(first)) first = text.charCodeAt(++from);
    if (from >= end) break;
    if (!isDamage(first)) continue;
    const kind = damageOf(first);
    let to = from + 1;
    while (to < end && text.charCodeAt(to) === first) to++;
    const length = to - from;
    const seenKey = `${ctx.lineAt(from)}:${kind}`;
    if (seen.has(seenKey)) {
      from = to;
      continue;
    }
    seen.add(seenKey);
    const fixes: RobotsFix[] = [];
    let message: string;
    switch (kind) {
      case 'nul':
        message =
          'A NUL character ends this line for Google’s parser, which ignores everything after it, and stricter parsers reject the line.';
        fixes.push(fix('Remove the NUL characters', [replace(from, to, '')], false));
        break;
      case 'replacement':
        message = `${code('\ufffd')} is what an invalid UTF-8 byte becomes when the file is decoded, so it was probably saved in another encoding and rules here will not match the real URLs; save it as UTF-8.`;
        break;
      case 'bom':
        message =
          'A byte-order mark (U+FEFF) in the middle of the file is an invisible character that becomes part of this line, so crawlers misread it.';
        fixes.push(fix('Remove the invisible character', [replace(from, to, '')], true));
        break;
      case 'control':
        message = `An invisible control character (${hex(first)}) is part of this line; strict parsers reject the line and Google reads the character as part of the text.`;
        fixes.push(fix('Remove the control character', [replace(from, to, '')], true));
        break;
      case 'invisible': {
        const name = INVISIBLE_NAMES[first] ?? hex(first);
        const spaces = first === 0xa0 || first === 0x3000;
        message = `This line contains ${name} (${hex(first)}), which crawlers do not read as ${spaces ? 'a space' : 'nothing'}, so the key or path around it is misread.`;
        const insert = spaces ? ' '.repeat(length) : '';
        fixes.push(
          fix(
            spaces ? 'Use a plain space' : 'Remove the invisible character',
            [replace(from, to, insert)],
            true,
          ),
        );
        break;
      }
    }
    out.push(diagnostic(ctx, 'encoding', from, to, message, { fixes }));
    from = to;
  }
  return out;
}
