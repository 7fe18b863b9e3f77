// Real worker replies for store tests, made by the session itself.

import type { Mode } from '../../src/core/types.ts';
import type {
  AnalysisReply,
  DecisionsReply,
  VerdictReply,
  WorkerReply,
} from '../../src/worker/protocol.ts';
import { createSession } from '../../src/worker/session';

export const FILE = [
  'User-agent: Googlebot', // 1
  'Disallow: /private', // 2
  'Allow: /private/ok', // 3
  '', // 4
  'User-agent: *', // 5
  'Disallow: /', // 6
  '', // 7
  'User-agent: bingbot', // 8
  'Disallow: /b', // 9
  'User-agent: googlebot', // 10 (starts a new group, merges with line 1)
  'Disallow: /tmp', // 11
].join('\n');

/**
 * Analysis and decisions for `text` at `revision`, as the worker would send them,
 * and the answer to `options.verdict`'s question (default: Googlebot, `/`).
 */
export function replies(
  revision: number,
  options: {
    text?: string;
    mode?: Mode;
    agents?: string[];
    urls?: string[];
    modes?: Mode[];
    verdict?: { agent: string; url: string };
  } = {},
): { analysis: AnalysisReply; decisions: DecisionsReply; verdict: VerdictReply } {
  const session = createSession();
  const analysis = expectType(
    session.handle({
      type: 'analyze',
      id: 1,
      revision,
      text: options.text ?? FILE,
      mode: options.mode ?? 'google',
    }),
    'analysis',
  );
  const decisions = expectType(
    session.handle({
      type: 'query',
      id: 2,
      revision,
      agents: options.agents ?? ['Googlebot', 'Bingbot', 'DuckDuckBot'],
      urls: options.urls ?? ['/private/x', '/private/ok', '/tmp/1', '/b'],
      modes: options.modes ?? ['google', 'rfc'],
    }),
    'decisions',
  );
  const verdict = expectType(
    session.handle({
      type: 'verdict',
      id: 3,
      revision,
      agent: options.verdict?.agent ?? 'Googlebot',
      url: options.verdict?.url ?? '/',
      modes: options.modes ?? ['google', 'rfc'],
    }),
    'verdict',
  );
  return { analysis, decisions, verdict };
}

function expectType<T extends WorkerReply['type']>(
  reply: WorkerReply,
  type: T,
): Extract<WorkerReply, { type: T }> {
  if (reply.type !== type) throw new Error(`expected ${type}, got ${JSON.stringify(reply)}`);
  return reply as Extract<WorkerReply, { type: T }>;
}
