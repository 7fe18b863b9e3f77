// `lint`: the playground's diagnostics, one a line as compilers print them
// (`file:line:col severity id message`), so editors and CI annotate the lines.

import { lintRobots } from '../../core/lint/index.ts';
import type { ParsedRobots, RobotsDiagnostic } from '../../core/index.ts';
import { COMMON_HELP, EXIT, ROBOTS_FILE } from '../args.ts';
import { counted, defineCommand, printJson, type Command } from '../command.ts';
import { readRobots } from '../input.ts';

const HELP = `Usage: robots-playground lint <robots.txt> [options]

Prints every finding as file:line:column severity rule-id message.
Exits 1 when a finding has the severity error, else 0.

  <robots.txt>       a file, or - for standard input
${COMMON_HELP}
`;

/** A diagnostic's 1-based column (UTF-16 code units from the start of its line). */
function columnOf(parsed: ParsedRobots, d: RobotsDiagnostic): number {
  const start = parsed.lines[d.line - 1]?.span.from ?? d.from;
  return d.from - start + 1;
}

/** The lint command. */
export const lintCommand: Command = defineCommand({
  name: 'lint',
  summary: 'the mistakes that change what crawlers do, as file:line:col severity id message',
  help: HELP,
  options: {},
  positionals: [ROBOTS_FILE],
  async run({ values, mode, files: [file] }, io) {
    const robots = await readRobots(io, file, mode);
    const findings = lintRobots(robots.parsed).map((d) => ({
      line: d.line,
      column: columnOf(robots.parsed, d),
      severity: d.severity,
      id: d.id,
      message: d.message,
    }));
    const errors = findings.filter((f) => f.severity === 'error').length;
    if (values.json) printJson(io, { file: robots.name, mode, errors, findings });
    else {
      io.out(
        findings
          .map((f) => `${robots.name}:${f.line}:${f.column} ${f.severity} ${f.id} ${f.message}\n`)
          .join(''),
      );
      const warnings = findings.filter((f) => f.severity === 'warning').length;
      io.err(
        `${robots.name}: ${counted(errors, 'error')}, ${counted(warnings, 'warning')}, ${counted(findings.length - errors - warnings, 'note')}\n`,
      );
    }
    return errors > 0 ? EXIT.failed : EXIT.ok;
  },
});
