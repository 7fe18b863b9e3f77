// Reports what the worker sends the page for one keystroke in a large file: the UI
// benchmark's two files (test/bench/ui/files.mjs), its probe group at the end and
// in the middle, and the keystroke it types (`y` after `Disallow: /zz`, which turns
// the Verdict from Disallowed to Allowed). The real session answers the requests
// the page sends for that edit and the real wire encoder (src/worker/wire.ts)
// encodes each reply against the previous one of its kind, as the two workers do.
// Sizes are bytes of the messages' JSON (UTF-8), with the session's clock stopped,
// so the figures are the same on every machine and every run. Exits 1 when a
// keystroke moves more than its budget.
//
//   npx tsx scripts/reply-size.ts   (npm run size:reply)

import { pathToFileURL } from 'node:url';
import { benchFiles, withProbe, PROBE_RULE, type BenchFile } from '../test/bench/ui/files.mjs';
import type { Mode } from '../src/core/types.ts';
import type { WorkerReply, WorkerRequest } from '../src/worker/protocol.ts';
import { createSession } from '../src/worker/session.ts';
import { createWireEncoder } from '../src/worker/wire.ts';

/**
 * The most one keystroke may move from the workers to the page, in bytes: the
 * largest measured here (14,607 B: file (b), the probe in the middle, Explain on
 * screen) plus about a tenth, well under the 64 KiB bar the UI benchmark holds.
 */
export const KEYSTROKE_BUDGET = 16 * 1024;

const MODE: Mode = 'google';

/** A request without its id: the endpoint numbers them. */
type Request = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** A worker as the page talks to it: a session and the encoder of its port. */
function endpoint() {
  // A stopped clock: replies carry timings, which would make their size vary.
  const session = createSession({ now: () => 0 });
  const wire = createWireEncoder();
  let id = 0;
  return (request: Request): { reply: WorkerReply; bytes: number } => {
    const reply = session.handle({ ...request, id: ++id } as WorkerRequest);
    const text = 'text' in request ? request.text : '';
    const bytes = Buffer.byteLength(JSON.stringify(wire.encode(reply, text)));
    return { reply, bytes };
  };
}

/** One panel's extra request per revision, beside those the page always sends. */
const PANEL_REQUESTS = {
  Crawlers: (revision: number, file: BenchFile): Request => ({
    type: 'report',
    revision,
    urls: file.urls,
    mode: MODE,
  }),
  Explain: (revision: number, file: BenchFile): Request => ({
    type: 'explain',
    revision,
    agent: file.agents[0] ?? 'probe',
    url: file.urls[0] ?? '/zz',
    mode: MODE,
  }),
} as const;

/** The panels whose requests are measured: the two that add one per revision. */
export type Panel = keyof typeof PANEL_REQUESTS;

/** One reply, by its type, and the bytes of its message. */
export interface SentReply {
  type: WorkerReply['type'];
  bytes: number;
}

/**
 * The replies to what the page sends for a revision with `panel` on screen (see
 * syncWorker in src/app/playground.ts): the main worker analyses and answers the
 * Verdict; the helper loads the text and answers lint, the lists and the panel.
 * Also says whether the Verdict's answer is Allowed. Throws if a request fails.
 */
function sendRevision(
  workers: { main: ReturnType<typeof endpoint>; helper: ReturnType<typeof endpoint> },
  revision: number,
  text: string,
  file: BenchFile,
  panel: Panel,
): { replies: SentReply[]; allowed: boolean | null } {
  const agent = file.agents[0] ?? 'probe';
  const url = file.urls[0] ?? '/zz';
  const analysis = workers.main({ type: 'analyze', revision, text, mode: MODE });
  const verdict = workers.main({ type: 'verdict', revision, agent, url, modes: [MODE] });
  const sent = [
    analysis,
    verdict,
    workers.helper({ type: 'load', revision, text, mode: MODE }),
    workers.helper({ type: 'lint', revision }),
    workers.helper({
      type: 'query',
      revision,
      agents: file.agents,
      urls: file.urls,
      modes: [MODE, MODE === 'google' ? 'rfc' : 'google'],
    }),
    workers.helper(PANEL_REQUESTS[panel](revision, file)),
  ];
  for (const { reply } of sent) {
    if (reply.type === 'error') throw new Error(`the session failed: ${reply.message}`);
  }
  const answer = verdict.reply.type === 'verdict' ? verdict.reply.cells[0]?.decision : null;
  return {
    replies: sent.map(({ reply, bytes }) => ({ type: reply.type, bytes })),
    allowed: answer?.allowed ?? null,
  };
}

/** What one keystroke moved: where it was typed, with which panel on screen. */
export interface KeystrokeSize {
  file: 'a' | 'b';
  position: 'end' | 'middle';
  panel: Panel;
  /** The replies to the keystroke's revision, in the order they were sent. */
  replies: SentReply[];
  /** Their bytes, summed. */
  total: number;
  /** The Verdict before and after the keystroke (true: Allowed; null: no answer). */
  verdicts: [boolean | null, boolean | null];
}

/** Every probe position × panel in each of `ids` (default both files), measured. */
export function measureKeystrokes(ids: readonly ('a' | 'b')[] = ['a', 'b']): KeystrokeSize[] {
  const files = benchFiles();
  const out: KeystrokeSize[] = [];
  for (const id of ids) {
    const file = files[id];
    for (const position of ['end', 'middle'] as const) {
      const { text, probeLine } = withProbe(file, position);
      const lines = text.split('\n');
      if (lines[probeLine - 1] !== PROBE_RULE)
        throw new Error(`no probe rule on line ${probeLine}`);
      lines[probeLine - 1] = `${PROBE_RULE}y`;
      const typed = lines.join('\n');
      for (const panel of Object.keys(PANEL_REQUESTS) as Panel[]) {
        const workers = { main: endpoint(), helper: endpoint() };
        // The verdict of the text before the keystroke; the first replies go whole.
        const before = sendRevision(workers, 1, text, file, panel);
        const after = sendRevision(workers, 2, typed, file, panel);
        const total = after.replies.reduce((sum, r) => sum + r.bytes, 0);
        out.push({
          file: id,
          position,
          panel,
          replies: after.replies,
          total,
          verdicts: [before.allowed, after.allowed],
        });
      }
    }
  }
  return out;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

function main(): number {
  const rows = measureKeystrokes();
  console.log('Worker → page for one keystroke (bytes of JSON, per reply):');
  for (const row of rows) {
    const each = row.replies.map((r) => `${r.type} ${r.bytes}`).join(', ');
    console.log(
      `  file (${row.file}), probe at the ${row.position}, ${row.panel} on screen: ` +
        `${row.total} B (${kib(row.total)}) = ${each}`,
    );
  }
  const largest = Math.max(...rows.map((r) => r.total));
  const over = largest > KEYSTROKE_BUDGET;
  console.log(
    `\nLargest keystroke: ${kib(largest)} of a ${kib(KEYSTROKE_BUDGET)} budget` +
      (over ? ` — over by ${kib(largest - KEYSTROKE_BUDGET)}` : ''),
  );
  return over ? 1 : 0;
}

// Run as a script, not when a test imports the measurement.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
