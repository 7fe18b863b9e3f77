// Sizes in words (see ../core/bytes.ts), and the one way the page reads a file: the decoder itself
// (files.ts) is fetched when a first file is opened, not with the page.

import type { FileText } from './files.ts';

export { formatBytes } from '../core/bytes.ts';

/** Reads a File (from a drop or a file picker) as files.ts decodes it. Never rejects. */
export async function readTextFile(file: File): Promise<FileText> {
  try {
    const { readTextFile: read } = await import('./files.ts');
    return await read(file);
  } catch (error) {
    return { ok: false, name: file.name, message: `Could not read ${file.name}: ${String(error)}` };
  }
}
