// Reading a dropped or opened file into editor text, and saving the text back.
// robots.txt is UTF-8 (RFC 9309 §2.3); anything else is read with replacement
// characters and said so, never silently.

/** The largest file the editor opens: far above the 500 KiB crawlers read. */
export const MAX_OPEN_BYTES = 16 * 1024 * 1024;

/** What reading a file produced: the text, or why there is none; plus warnings. */
export type FileText =
  | { ok: true; text: string; name: string; warnings: string[] }
  | { ok: false; name: string; message: string };

/**
 * Decodes file bytes as robots.txt text. UTF-8 (a BOM is kept, so the engine and
 * linter see it); UTF-16 with a BOM is decoded as such with a warning; invalid
 * UTF-8 is decoded with U+FFFD and a warning. Never throws.
 */
export function decodeFileBytes(bytes: Uint8Array, name: string): FileText {
  if (bytes.length > MAX_OPEN_BYTES) return tooLarge(name, bytes.length);
  const warnings: string[] = [];
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    warnings.push(`${name} is UTF-16 (little-endian); crawlers expect UTF-8 and will misread it.`);
    return { ok: true, text: new TextDecoder('utf-16le').decode(bytes), name, warnings };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    warnings.push(`${name} is UTF-16 (big-endian); crawlers expect UTF-8 and will misread it.`);
    return { ok: true, text: new TextDecoder('utf-16be').decode(bytes), name, warnings };
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
  let nul = 0;
  for (let i = 0; i < text.length && nul < 8; i++) if (text.charCodeAt(i) === 0) nul++;
  if (nul >= 8) warnings.push(`${name} looks like a binary file, not text.`);
  return { ok: true, text, name, warnings };
}

function tooLarge(name: string, size: number): FileText {
  return {
    ok: false,
    name,
    message: `${name} is ${formatBytes(size)}; the playground opens files up to ${formatBytes(MAX_OPEN_BYTES)} (crawlers read only the first 500 KiB).`,
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

/** Offers the text as a `robots.txt` download (UTF-8, no BOM added). */
export function downloadText(text: string, filename = 'robots.txt'): void {
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `1.2 KiB`, `512 B`, `3.4 MiB`. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}
