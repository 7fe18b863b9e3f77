// `link`: a permalink that opens the file in the playground, made by the app's own
// encoder (src/share), so the link decodes there forever. The text travels only in
// the link's fragment (`#s=…`), which browsers never send to a server.

import { buildShareUrl } from '../../share/location.ts';
import { encodePermalink } from '../../share/permalink.ts';
import { linkSizeReport } from '../../share/size.ts';
import { defaultShareState } from '../../share/state.ts';
import { COMMON_HELP, EXIT, QUESTION_OPTIONS, ROBOTS_FILE, UsageError } from '../args.ts';
import { defineCommand, printJson, type Command } from '../command.ts';
import { readRobots } from '../input.ts';

/** The playground's address when no --base is given: `npm start` in a checkout. */
export const DEFAULT_BASE = 'http://localhost:5173/';

const HELP = `Usage: robots-playground link <robots.txt> [--agent <agent>] [--url <url>] [options]

Prints a link that opens the file in the playground, with the Verdict asking about
the agent and URL given. The text is in the link's #fragment, never sent to a server.

  <robots.txt>       a file, or - for standard input
  --agent <agent>    the agent the Verdict asks about; repeat to fill the Agents list
  --url <url>        the URL the Verdict asks about; repeat to fill the URLs list
  --base <address>   where the playground is served (default ${DEFAULT_BASE},
                     what npm start serves; or set ROBOTS_PLAYGROUND_BASE)
${COMMON_HELP}
`;

/** The link command. */
export const linkCommand: Command = defineCommand({
  name: 'link',
  summary: 'a permalink that opens the file in the playground',
  help: HELP,
  options: {
    ...QUESTION_OPTIONS,
    base: { type: 'string' },
  },
  positionals: [ROBOTS_FILE],
  async run({ values, mode, files: [file] }, io) {
    // An empty variable counts as unset, as shells treat it.
    const base = values.base ?? (process.env.ROBOTS_PLAYGROUND_BASE || DEFAULT_BASE);
    if (!URL.canParse(base)) throw new UsageError(`--base "${base}" is not an address`);
    const robots = await readRobots(io, file, mode);
    const agents = values.agent ?? [];
    const urls = values.url ?? [];
    let payload: string;
    try {
      payload = await encodePermalink({
        ...defaultShareState(),
        text: robots.text,
        mode,
        agent: agents[0] ?? '',
        url: urls[0] ?? '',
        agents: agents.length > 1 ? agents : [],
        urls: urls.length > 1 ? urls : [],
      });
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    const link = buildShareUrl({ href: base, hash: '' }, payload);
    const size = linkSizeReport(link);
    if (values.json)
      printJson(io, { file: robots.name, link, chars: size.chars, level: size.level });
    else {
      io.out(`${link}\n`);
      if (size.level !== 'ok') io.err(`warning: ${size.message}\n`);
    }
    return EXIT.ok;
  },
});
