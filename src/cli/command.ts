// The shape of one command: its name, a line for the top-level help, its own
// help, and what it does with its arguments (returning the exit code).

import type { ParseArgsConfig } from 'node:util';
import { commandArgs, EXIT } from './args.ts';
import type { CliIo } from './io.ts';
import { formatNumber } from '../core/numbers.ts';

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

/** A command's arguments as commandArgs reads them for `O` options and `N` positionals. */
export type ArgsOf<
  O extends NonNullable<ParseArgsConfig['options']>,
  N extends readonly string[],
> = NonNullable<ReturnType<typeof commandArgs<O, N>>>;

/**
 * A command from its spec: `--help` prints `help`, the shared options and the
 * named positionals are read (a mistake is a UsageError), then `run` gets them.
 */
export function defineCommand<
  const O extends NonNullable<ParseArgsConfig['options']>,
  const N extends readonly string[],
>(spec: {
  name: string;
  summary: string;
  help: string;
  options: O;
  positionals: N;
  run(args: ArgsOf<O, N>, io: CliIo): Promise<number>;
}): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    help: spec.help,
    async run(argv, io) {
      const args = commandArgs(argv, io, spec);
      return args === null ? EXIT.ok : spec.run(args, io);
    },
  };
}

/** Writes `value` as one JSON object on its own line. */
export function printJson(io: CliIo, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/** `1 error`, `2 errors`: a count with its noun, thousands separated. */
export function counted(n: number, noun: string): string {
  return `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`;
}
