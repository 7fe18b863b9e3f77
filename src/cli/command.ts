// The shape of one command: its name, a line for the top-level help, its own
// help, and what it does with its arguments (returning the exit code).

import type { CliIo } from './io.ts';

/** One command of the command line. */
export interface Command {
  name: string;
  /** One line for the top-level help. */
  summary: string;
  /** The whole `--help` text, ending with a line end. */
  help: string;
  /** Runs with the arguments after the command's name; resolves to the exit code. */
  run(argv: string[], io: CliIo): Promise<number>;
}

/** Writes `value` as one JSON object on its own line. */
export function printJson(io: CliIo, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/** `1 error`, `2 errors`: a count with its noun, thousands separated. */
export function counted(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}
