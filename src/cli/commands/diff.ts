// `diff`: the verdicts that flip between two versions of a robots.txt, by agent,
// each with the line that decides it before and after.

import { compareCompiled, sideInWords } from '../../core/compare.ts';
import { COMMON_HELP, EXIT, UsageError, readList } from '../args.ts';
import { counted, defineCommand, printJson, type Command } from '../command.ts';
import { readRobots, readText } from '../input.ts';

const HELP = `Usage: robots-playground diff <old robots.txt> <new robots.txt> [options]

Prints every verdict that differs between the two versions, by agent, with the line
that decides it on each side. Agents compared: those given, every name either file
gives a group, and * (any other agent). URLs compared: those given, and one path for
each rule of either file. Exits 0, or 1 with --fail-on-change when a verdict flips.

  <old>, <new>       files; one of them may be - for standard input
  --agents a,b       more agents to compare; repeatable
  --url <url>        a URL or path to compare; repeatable
  --urls <file>      a file of URLs or paths to compare, one a line (# comments)
  --registry         also compare every crawler the playground knows (about 200)
  --fail-on-change   exit 1 when a verdict flips
${COMMON_HELP}
`;

/** The URLs of a file: one a line, `#` comments and blank lines skipped. */
function urlsOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line !== '');
}

/** The diff command. */
export const diffCommand: Command = defineCommand({
  name: 'diff',
  summary: 'the verdicts that flip between two versions, with the deciding line on each side',
  help: HELP,
  options: {
    agents: { type: 'string', multiple: true },
    url: { type: 'string', multiple: true },
    urls: { type: 'string' },
    registry: { type: 'boolean', default: false },
    'fail-on-change': { type: 'boolean', default: false },
  },
  positionals: ['the old robots.txt', 'the new robots.txt'],
  async run({ values, mode, files: [oldPath, newPath] }, io) {
    const stdin = [oldPath, newPath, values.urls].filter((p) => p === '-').length;
    if (stdin > 1) throw new UsageError('only one of the files can be standard input');
    const before = await readRobots(io, oldPath, mode);
    const after = await readRobots(io, newPath, mode);
    const urls = [...(values.url ?? [])];
    if (values.urls !== undefined) urls.push(...urlsOf((await readText(io, values.urls)).text));
    const result = compareCompiled(before.compiled, after.compiled, {
      mode,
      agents: readList(values.agents),
      urls,
      registry: values.registry,
    });
    if (values.json) {
      printJson(io, {
        old: before.name,
        new: after.name,
        mode,
        count: result.count,
        agentsCompared: result.agents.length,
        urlsCompared: result.urls.length,
        changes: result.changes,
      });
    } else {
      for (const change of result.changes) {
        const name = change.agent === '*' ? '* (any other agent)' : change.agent;
        io.out(
          `${name}: ${counted(change.flips.length, 'verdict')} flip${change.flips.length === 1 ? 's' : ''}\n`,
        );
        for (const flip of change.flips) {
          io.out(
            `  ${flip.url}\n    before: ${sideInWords(flip.before)}\n    after:  ${sideInWords(flip.after)}\n`,
          );
        }
      }
      const summary =
        result.count === 0
          ? 'No verdict flips'
          : `${counted(result.count, 'verdict')} flip${result.count === 1 ? 's' : ''} for ${counted(result.changes.length, 'agent')}`;
      io.out(
        `${summary} (${counted(result.agents.length, 'agent')} × ${counted(result.urls.length, 'URL')} compared, ${mode} reading).\n`,
      );
    }
    return values['fail-on-change'] && result.count > 0 ? EXIT.failed : EXIT.ok;
  },
});
