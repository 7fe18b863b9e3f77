// Sizes in words, and the one way the page reads a file: the decoder itself
// (files.ts) is fetched when a first file is opened, not with the page.

import type { FileText } from './files.ts';

/** `1.2 KiB`, `512 B`, `3.4 MiB`. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

/** Reads a File (from a drop or a file picker) as files.ts decodes it. Never rejects. */
export async function readTextFile(file: File): Promise<FileText> {
  try {
    const { readTextFile: read } = await import('./files.ts');
    return await read(file);
  } catch (error) {
    return { ok: false, name: file.name, message: `Could not read ${file.name}: ${String(error)}` };
  }
}
