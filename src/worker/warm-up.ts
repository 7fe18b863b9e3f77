// A fresh worker runs its first answers in the JavaScript engine's interpreter,
// several times slower than once the engine's compilers have seen the code run:
// on a large file the first lint, lists or crawler report of a page took three to
// ten times as long as the next. The helper and the linter are idle from their
// start until the page has read its text and the main worker has answered the
// Verdict; they spend that time asking the same kinds of question about a small
// made-up file, on a session of their own that is then dropped. The main worker
// does not: its first answer is the Verdict, which nothing should delay.

import { createSession } from './session';
import type { WorkerReply, WorkerRequest } from './protocol.ts';
import { createWireEncoder } from './wire';

/** How many rounds of practice a worker runs while it waits (each a few tens of ms at first). */
export const WARM_UP_ROUNDS = 3;

/** What a worker answers, so what it practises: the panels' questions or lint. */
export type WarmUpRole = 'panels' | 'lint';

/** A few hundred lines with what real files hold: groups named and `*`, wildcards, typos, records. */
function sampleText(): string {
  const lines = [
    '# A made-up file',
    'User-agent: *',
    'Disallow: /private/',
    'Allow: /private/open$',
    'Disalow: /typo/',
    'Disallow /no-colon/',
    'Crawl-delay: 2',
    '',
    'User-agent: Googlebot',
    'User-agent: Bingbot/2.0',
    'Disallow: /*.pdf$',
    'Allow: /docs/*',
    '',
    'User-agent: MJ12bot',
    'Disallow: /',
    '',
  ];
  for (let g = 0; g < 4; g++) {
    lines.push(g % 2 === 0 ? 'User-agent: *' : `User-agent: bot${'abcd'[g]}`);
    for (let r = 0; r < 60; r++) {
      const kind = r % 3 === 0 ? 'Allow' : 'Disallow';
      lines.push(`${kind}: /s${g}/d${r}/${r % 2 ? '*.php$' : '*?id='}`);
    }
    lines.push('');
  }
  lines.push('Sitemap: https://example.com/sitemap.xml');
  return lines.join('\n');
}

const AGENTS = ['Googlebot', 'Bingbot', 'GPTBot', 'MJ12bot', 'botb', 'probe'];
const URLS = [
  '/',
  '/private/a',
  '/private/open',
  '/a/b.pdf',
  '/docs/x',
  '/s1/d3/x.php',
  '/s2/d4/?id=1',
];

/**
 * Runs `role`'s kinds of request `rounds` times on a small made-up file, on a
 * session of its own, and posts nothing; returns the types of the replies it
 * got. Never throws: a failure here only means the first real answer is slower.
 */
export function warmUp(role: WarmUpRole, rounds = WARM_UP_ROUNDS): WorkerReply['type'][] {
  const replies: WorkerReply['type'][] = [];
  try {
    const session = createSession();
    const wire = createWireEncoder();
    const text = sampleText();
    let id = 0;
    const ask = (request: WorkerRequest): void => {
      const reply = session.handle(request);
      wire.encode(reply, text);
      replies.push(reply.type);
    };
    for (let round = 0; round < rounds; round++) {
      const revision = round + 1;
      ask({ type: 'load', id: ++id, revision, text, mode: 'google' });
      if (role === 'lint') {
        ask({ type: 'lint', id: ++id, revision });
        continue;
      }
      ask({
        type: 'query',
        id: ++id,
        revision,
        agents: AGENTS,
        urls: URLS,
        modes: ['google', 'rfc'],
      });
      ask({ type: 'report', id: ++id, revision, urls: URLS, mode: 'google', summary: false });
      ask({
        type: 'explain',
        id: ++id,
        revision,
        agent: 'Googlebot',
        url: '/docs/x',
        mode: 'google',
      });
    }
  } catch {
    // Practice only: the real requests are answered all the same.
  }
  return replies;
}
