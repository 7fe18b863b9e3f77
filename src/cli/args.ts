// Arguments shared by every command: `--mode`, `--json`, `--help`, read with
// Node's own util.parseArgs, and the exit codes the command line promises.

import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Mode } from '../core/types.ts';

/** The exit codes: 0 all is well, 1 a check failed (or a lint error, or a change with --fail-on-change), 2 a usage or input error. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A mistake in the command line itself: the command exits 2 and points at its help. */
export class UsageError extends Error {}

/** The options every command takes. */
export const COMMON_OPTIONS = {
  mode: { type: 'string', default: 'google' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsConfig['options'];

/** The help lines of COMMON_OPTIONS, for every command's help. */
export const COMMON_HELP = `  --mode google|rfc  how the file is read: Google's reference parser (default) or RFC 9309
  --json             print one JSON object instead of text
  -h, --help         show this help`;

/**
 * util.parseArgs with positionals allowed and unknown options refused; its
 * errors become UsageErrors.
 */
export function readArgs<O extends NonNullable<ParseArgsConfig['options']>>(
  argv: string[],
  options: O,
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The reading named by `--mode`. Throws a UsageError for anything but google or rfc. */
export function readMode(value: string | undefined): Mode {
  if (value === undefined || value === 'google') return 'google';
  if (value === 'rfc') return 'rfc';
  throw new UsageError(`--mode is google or rfc, not "${value}"`);
}

/**
 * The positionals a command needs, by name (`['robots.txt']`); throws a UsageError
 * naming the first one missing, or the first one too many.
 */
export function readPositionals<const N extends readonly string[]>(
  positionals: readonly string[],
  names: N,
): { -readonly [K in keyof N]: string } {
  const missing = names[positionals.length];
  if (missing !== undefined) throw new UsageError(`missing ${missing}`);
  const extra = positionals[names.length];
  if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`);
  return positionals.slice() as { -readonly [K in keyof N]: string };
}

/** Every value of a repeatable, comma-separated list option (`--agents a,b --agents c`), trimmed, empty ones dropped. */
export function readList(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * Reads a command's arguments: COMMON_OPTIONS and `spec.options`, the reading
 * (`--mode`) and exactly the positionals `spec.positionals` names. Resolves to
 * `null` after printing `spec.help` for `--help`. Throws a UsageError for any
 * mistake.
 */
export function commandArgs<
  const O extends NonNullable<ParseArgsConfig['options']>,
  const N extends readonly string[],
>(
  argv: string[],
  io: { out(text: string): void },
  spec: { help: string; options: O; positionals: N },
) {
  const { values, positionals } = readArgs(argv, { ...COMMON_OPTIONS, ...spec.options });
  const common = values as { help?: boolean; mode?: string };
  if (common.help) {
    io.out(spec.help);
    return null;
  }
  const mode = readMode(common.mode);
  const files = readPositionals(positionals, spec.positionals);
  return { values, mode, files };
}

/** The name of a command's robots.txt positional, in usage errors. */
export const ROBOTS_FILE = 'the robots.txt file (or - for standard input)';

/** `--agent` and `--url`, repeatable: the question check and link ask about. */
export const QUESTION_OPTIONS = {
  agent: { type: 'string', short: 'a', multiple: true },
  url: { type: 'string', short: 'u', multiple: true },
} as const satisfies ParseArgsConfig['options'];
