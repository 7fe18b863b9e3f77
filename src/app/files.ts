// Reading a dropped or opened file into editor text. Fetched on the first file
// opened or dropped (readTextFile in bytes.ts), not with the page.
// robots.txt is UTF-8 (RFC 9309 §2.3); anything else is read with replacement
// characters and said so, never silently.

import { lineEndOf, type LineEnd } from '../core/line-ends.ts';
import { formatBytes } from './bytes.ts';
import { formatNumber } from '../core/numbers.ts';

/** The largest file the editor opens: far above the 500 KiB crawlers read. */
export const MAX_OPEN_BYTES = 16 * 1024 * 1024;

/** What reading a file produced: the text, or why there is none; plus warnings. */
export type FileText =
  | { ok: true; text: string; name: string; warnings: string[]; lineEnd: LineEnd }
  | { ok: false; name: string; message: string };

/**
 * Decodes file bytes as robots.txt text. UTF-8 (a BOM is kept, so the engine and
 * linter see it); UTF-16, with a BOM or plainly without one, is decoded as such
 * with a warning; invalid UTF-8 is decoded with U+FFFD and a warning. A binary
 * file (an image, an archive, compressed or random bytes) is refused, so it never replaces the
 * user's text. Never throws.
 */
export function decodeFileBytes(bytes: Uint8Array, name: string): FileText {
  if (bytes.length > MAX_OPEN_BYTES) return tooLarge(name, bytes.length);
  const warnings: string[] = [];
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    warnings.push(`${name} is UTF-16 (little-endian); crawlers expect UTF-8 and will misread it.`);
    return opened(new TextDecoder('utf-16le').decode(bytes), name, warnings);
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    warnings.push(`${name} is UTF-16 (big-endian); crawlers expect UTF-8 and will misread it.`);
    return opened(new TextDecoder('utf-16be').decode(bytes), name, warnings);
  }
  const utf16 = bomlessUtf16(bytes);
  const binary = binaryKind(bytes, utf16 !== null);
  if (binary !== null) {
    return {
      ok: false,
      name,
      message: `${name} looks like ${binary}, not a robots.txt; nothing was opened and your text is unchanged.`,
    };
  }
  if (utf16 !== null) {
    warnings.push(
      `${name} is UTF-16 (${utf16 === 'utf-16le' ? 'little' : 'big'}-endian) without a byte order mark; crawlers expect UTF-8 and will misread it.`,
    );
    return opened(new TextDecoder(utf16).decode(bytes), name, warnings);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes);
    warnings.push(
      `${name} is not valid UTF-8; unreadable bytes are shown as “�”. Crawlers read such bytes differently.`,
    );
  }
  return opened(text, name, warnings);
}

function opened(text: string, name: string, warnings: string[]): FileText {
  return { ok: true, text, name, warnings, lineEnd: lineEndOf(text) };
}

// File signatures of what people pick by mistake (an image, an archive, a PDF).
const SIGNATURES: readonly (readonly [string, readonly number[]])[] = [
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['a ZIP archive (or an Office document)', [0x50, 0x4b, 0x03, 0x04]],
  ['a gzip archive', [0x1f, 0x8b]],
  ['a bzip2 archive', [0x42, 0x5a, 0x68]],
  ['an xz archive', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ['a 7-Zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['a Zstandard archive', [0x28, 0xb5, 0x2f, 0xfd]],
  ['a RAR archive', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
  ['a WebAssembly or other binary module', [0x00, 0x61, 0x73, 0x6d]],
];

// What binary file `bytes` seem to be, or null for text. By signature first;
// then by content, since many formats (brotli, raw deflate, encrypted or random
// data) have none. Text never holds NUL bytes, except UTF-16 without a BOM
// (`utf16`), whose NULs alternate, and hardly any other control character, in
// any encoding; compressed or random bytes hold about one in ten. Bytes that are
// not UTF-8 alone never refuse a file: a Latin-1, Windows-1252 or EUC-KR
// robots.txt opens, with the warning that says so.
function binaryKind(bytes: Uint8Array, utf16: boolean): string | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((b, i) => bytes[i] === b)) return kind;
  }
  if (utf16) return null;
  const sample = bytes.subarray(0, Math.min(bytes.length, SAMPLE_BYTES));
  let nul = 0;
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const b = sample[i] as number;
    if (b === 0) nul++;
    // C0 controls but tab, line feed, vertical tab, form feed and carriage return; DEL.
    if (b === 0x7f || (b < 0x20 && (b < 0x09 || b > 0x0d))) control++;
  }
  if (nul >= 8) return 'a binary file';
  return sample.length >= 16 && control > sample.length * CONTROL_SHARE ? 'a binary file' : null;
}

/** How much of a file's start is read to tell text from binary data. */
const SAMPLE_BYTES = 64 * 1024;
/** The share of control bytes above which a file is binary data, not text. */
const CONTROL_SHARE = 0.03;

// UTF-16 without a byte order mark: ASCII text leaves every other byte NUL. Seen
// in robots.txt files saved by some Windows editors.
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(bytes.length, 4096) >> 1;
  if (pairs < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNul++;
    if (bytes[2 * i + 1] === 0) oddNul++;
  }
  if (oddNul >= pairs * 0.9 && evenNul === 0) return 'utf-16le';
  if (evenNul >= pairs * 0.9 && oddNul === 0) return 'utf-16be';
  return null;
}

function tooLarge(name: string, size: number): FileText {
  // Rounded, a size just over the limit reads as the limit itself: say it in bytes then.
  const [sized, limit] =
    formatBytes(size) === formatBytes(MAX_OPEN_BYTES)
      ? [`${formatNumber(size)} bytes`, `${formatNumber(MAX_OPEN_BYTES)} bytes`]
      : [formatBytes(size), formatBytes(MAX_OPEN_BYTES)];
  return {
    ok: false,
    name,
    message: `${name} is ${sized}, over the ${limit} the playground opens (crawlers read only the first 500 KiB); nothing was opened and your text is unchanged.`,
  };
}

/** Reads a File (from a drop or a file picker). Never rejects. */
export async function readTextFile(file: File): Promise<FileText> {
  if (file.size > MAX_OPEN_BYTES) return tooLarge(file.name, file.size);
  try {
    return decodeFileBytes(new Uint8Array(await file.arrayBuffer()), file.name);
  } catch (error) {
    return { ok: false, name: file.name, message: `Could not read ${file.name}: ${String(error)}` };
  }
}
