// What the command line touches of the outside world, as one object: the real
// process in bin/robots-playground.mjs, a recording double in tests. Nothing here
// sends a byte over the network: files are read from disk or standard input.

import { readFile } from 'node:fs/promises';

/** The command line's outside world. */
export interface CliIo {
  /** Writes to standard output, as is (callers add line ends). */
  out(text: string): void;
  /** Writes to standard error, as is. */
  err(text: string): void;
  /** Reads a whole file's bytes. Rejects when it cannot be read. */
  readFile(path: string): Promise<Uint8Array>;
  /** Reads standard input to its end (once: later calls give the same bytes). Rejects when it cannot be read. */
  readStdin(): Promise<Uint8Array>;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks);
}

/** The real process: its standard streams and the file system. */
export function processIo(): CliIo {
  let stdin: Promise<Uint8Array> | null = null;
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    readFile: (path) => readFile(path),
    readStdin: () => (stdin ??= readAll(process.stdin)),
  };
}
