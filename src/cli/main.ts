// The command line: `robots-playground <command> …` checks a robots.txt the way
// the playground does (the same engine, lint and permalinks), for scripts and CI.
// Every command reads `-` as standard input and takes --mode, --json and --help.
// Exit codes: 0 all is well, 1 a check failed, 2 a usage or input error.

import { EXIT, UsageError } from './args.ts';
import type { Command } from './command.ts';
import { checkCommand } from './commands/check.ts';
import { diffCommand } from './commands/diff.ts';
import { linkCommand } from './commands/link.ts';
import { lintCommand } from './commands/lint.ts';
import { testCommand } from './commands/test.ts';
import { InputError } from './input.ts';
import { processIo, type CliIo } from './io.ts';

/** Every command, in the order the top-level help lists them. */
export const COMMANDS: readonly Command[] = [
  checkCommand,
  lintCommand,
  testCommand,
  diffCommand,
  linkCommand,
];

const NAME = 'robots-playground';

/** The top-level help: the commands, the shared options and the exit codes. */
export function topHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `Usage: ${NAME} <command> [arguments] [options]

See how crawlers read a robots.txt, as the Robots Playground does (RFC 9309 and
Google's reference parser). Nothing is sent anywhere: files are read locally.

Commands:
${list}

Every command reads - as standard input and takes --mode google|rfc, --json and
--help (${NAME} <command> --help).

Exit codes: 0 all is well; 1 a check failed (a URL is disallowed, a lint error, an
expectation that does not hold, a flip with diff --fail-on-change); 2 a usage or
input error.
`;
}

/**
 * Runs the command line with `argv` (the arguments after the program name) on
 * `io`; resolves to the exit code. Never rejects: an unexpected failure is
 * reported on stderr with exit code 2.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.err(topHelp());
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(topHelp());
    return EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    io.err(`${NAME}: unknown command "${name}"\n\n${topHelp()}`);
    return EXIT.usage;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${NAME} ${name}: ${error.message}\nRun '${NAME} ${name} --help' for usage.\n`);
    } else if (error instanceof InputError) {
      io.err(`${NAME} ${name}: ${error.message}\n`);
    } else {
      io.err(
        `${NAME} ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    return EXIT.usage;
  }
}
