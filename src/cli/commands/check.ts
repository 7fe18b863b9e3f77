// `check`: the verdict for an agent and a URL, the line that decided it and why,
// with the notes the Explain panel shows for the same question.

import { explainDecision } from '../../core/explain/index.ts';
import { decidingLine, decisionInWords } from '../../core/explain/reason.ts';
import { COMMON_HELP, EXIT, QUESTION_OPTIONS, ROBOTS_FILE, UsageError } from '../args.ts';
import { defineCommand, printJson, type Command } from '../command.ts';
import { readRobots } from '../input.ts';

const HELP = `Usage: robots-playground check <robots.txt> --agent <agent> --url <url> [options]

Prints whether the agent may fetch the URL, the line that decides and why.
Exits 0 when every asked URL is allowed, 1 when one is disallowed.

  <robots.txt>       a file, or - for standard input
  --agent <agent>    a product token (GPTBot) or a full User-Agent string; repeatable
  --url <url>        a path (/private/x) or a full URL; repeatable (each agent × each URL)
${COMMON_HELP}
`;

/** The check command. */
export const checkCommand: Command = defineCommand({
  name: 'check',
  summary: 'the verdict for an agent and a URL, and the line that decides it',
  help: HELP,
  options: QUESTION_OPTIONS,
  positionals: [ROBOTS_FILE],
  async run({ values, mode, files: [file] }, io) {
    const agents = values.agent ?? [];
    const urls = values.url ?? [];
    if (agents.length === 0) throw new UsageError('missing --agent');
    if (urls.length === 0) throw new UsageError('missing --url');
    const robots = await readRobots(io, file, mode);
    const answers = agents.flatMap((agent) =>
      urls.map((url) => {
        const e = explainDecision(robots.compiled, agent, url, mode, { maxUnmatched: 0 });
        return {
          agent,
          url,
          verdict: e.decision.allowed ? 'allowed' : 'disallowed',
          deciding: decidingLine(robots.parsed, e.decision),
          why: decisionInWords(robots.parsed, e.decision),
          notes: e.notes.map((n) => ({ id: n.id, title: n.title, text: n.text, lines: n.lines })),
          decision: e.decision,
        };
      }),
    );
    if (values.json) printJson(io, { file: robots.name, mode, answers });
    else {
      const text = answers.map((a) => {
        const lines = [
          `${a.verdict === 'allowed' ? 'Allowed' : 'Disallowed'}: ${a.agent} ${a.url} (${mode} reading)`,
        ];
        if (a.deciding)
          lines.push(`  ${robots.name}:${a.deciding.line}: ${a.deciding.text.trim()}`);
        lines.push(`  ${a.why}`);
        for (const n of a.notes) lines.push(`  Note — ${n.title}: ${n.text}`);
        return lines.join('\n');
      });
      io.out(`${text.join('\n\n')}\n`);
    }
    return answers.every((a) => a.verdict === 'allowed') ? EXIT.ok : EXIT.failed;
  },
});
