// Reading the files a command is given, as the playground opens a file: bytes
// decoded by the app's own decoder (UTF-8, UTF-16 with or without a byte order
// mark, invalid UTF-8 read with U+FFFD and a warning, binary files refused), and
// a robots.txt parsed with the engine's 500 KiB limit, as Google reads it, with a
// warning when the file goes past it. `-` names standard input.

import { decodeFileBytes } from '../app/files.ts';
import { compileRobots, parseRobots, type CompiledRobots } from '../core/index.ts';
import type { Mode, ParsedRobots } from '../core/types.ts';
import type { CliIo } from './io.ts';
import { formatNumber } from '../core/numbers.ts';

/** The name standard input is given in messages and diagnostics. */
export const STDIN_NAME = '<stdin>';

/** A problem with the input, not with the robots.txt: the command exits 2. */
export class InputError extends Error {}

/** The decoded text of one input, with the name to show for it. */
export interface InputText {
  name: string;
  text: string;
}

/** A robots.txt read, parsed and compiled in one mode. */
export interface RobotsInput extends InputText {
  parsed: ParsedRobots;
  compiled: CompiledRobots;
}

/**
 * Reads `path` (`-`: standard input) and
 * decodes it as the playground does, writing the decoder's warnings to stderr.
 * Rejects with an InputError when the file cannot be read or is binary.
 */
export async function readText(io: CliIo, path: string): Promise<InputText> {
  const name = path === '-' ? STDIN_NAME : path;
  let bytes: Uint8Array;
  try {
    bytes = path === '-' ? await io.readStdin() : await io.readFile(path);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder' : String(error);
    throw new InputError(`cannot read ${name}: ${why}`);
  }
  const decoded = decodeFileBytes(bytes, name);
  if (!decoded.ok) throw new InputError(decoded.message.replace(/; nothing was opened.*$/, '.'));
  for (const w of decoded.warnings) io.err(`warning: ${w}\n`);
  return { name, text: decoded.text };
}

/**
 * Reads, parses and compiles a robots.txt in `mode`; past the 500 KiB parse limit
 * the rest is ignored, as Google does, and stderr says from which line.
 */
export async function readRobots(io: CliIo, path: string, mode: Mode): Promise<RobotsInput> {
  const input = await readText(io, path);
  const parsed = parseRobots(input.text, { mode });
  const cut = parsed.cuts.beyondLimit;
  if (cut !== null) {
    io.err(
      `warning: ${input.name} is ${formatNumber(parsed.bytes)} bytes; crawlers read only the first ${formatNumber(parsed.limitBytes)} (500 KiB), so from line ${formatNumber(cut.firstLine)} on it is ignored here too.\n`,
    );
  }
  return { ...input, parsed, compiled: compileRobots(parsed) };
}
