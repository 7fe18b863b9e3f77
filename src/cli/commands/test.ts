// `test`: runs an expectations file against a robots.txt, so a change that stops
// allowing (or disallowing) what it must fails the build, naming the deciding line.

import {
  checkExpectations,
  parseExpectations,
  formatExpectation,
} from '../../core/expectations/index.ts';
import { EXIT, UsageError } from '../args.ts';
import { counted, defineCommand, printJson, type Command } from '../command.ts';
import { readRobots, readText } from '../input.ts';

const HELP = `Usage: robots-playground test <robots.txt> <expectations> [options]

Checks every expectation; prints each one that fails with the line that decides it.
Exits 1 when one fails, 2 when the expectations file has a line it cannot read.

  <robots.txt>       a file, or - for standard input
  <expectations>     one expectation a line: verdict, agent, URL and an optional mode
                       disallow GPTBot https://example.com/blog/x
                       allow Googlebot /reports/public/ rfc
                     # starts a comment; blank lines are ignored
  --mode google|rfc  the reading of expectations that name none (default google)
  --json             print one JSON object instead of text
  -h, --help         show this help
`;

/** The test command. */
export const testCommand: Command = defineCommand({
  name: 'test',
  summary: 'check a file of expectations (allow/disallow agent URL); exit 1 when one fails',
  help: HELP,
  options: {},
  positionals: ['the robots.txt file', 'the expectations file'],
  async run({ values, mode, files: [robotsPath, expectationsPath] }, io) {
    if (robotsPath === '-' && expectationsPath === '-') {
      throw new UsageError('only one of the two files can be standard input');
    }
    const source = await readText(io, expectationsPath);
    const { expectations, errors } = parseExpectations(source.text);
    if (errors.length > 0) {
      for (const e of errors) io.err(`${source.name}:${e.line}: ${e.message}\n`);
      return EXIT.usage;
    }
    const robots = await readRobots(io, robotsPath, mode);
    const results = checkExpectations(robots.compiled, expectations, { mode });
    const failed = results.filter((r) => !r.pass);
    if (values.json) {
      printJson(io, {
        robots: robots.name,
        expectations: source.name,
        mode,
        passed: results.length - failed.length,
        failed: failed.length,
        results: results.map((r) => ({
          line: r.expectation.line,
          expectation: formatExpectation(r.expectation),
          pass: r.pass,
          expected: r.expectation.expected,
          actual: r.actual,
          mode: r.mode,
          deciding: r.deciding,
          why: r.why,
          failure: r.failure,
        })),
      });
    } else {
      for (const r of failed) {
        const lines = [
          `FAIL ${source.name}:${r.expectation.line}: ${formatExpectation(r.expectation)}`,
        ];
        lines.push(`  ${r.failure ?? ''}`);
        if (r.deciding)
          lines.push(
            `  deciding line ${robots.name}:${r.deciding.line}: ${r.deciding.text.trim()}`,
          );
        io.out(`${lines.join('\n')}\n`);
      }
      io.out(
        `${failed.length === 0 ? 'ok' : 'FAILED'}: ${counted(results.length - failed.length, 'expectation')} held, ${failed.length} failed (${robots.name}, ${mode} reading)\n`,
      );
    }
    return failed.length > 0 ? EXIT.failed : EXIT.ok;
  },
});
