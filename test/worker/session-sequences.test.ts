// The worker session under any sequence of requests, in any order, with stale
// revisions and garbage mixed in: each request gets exactly one reply, with its
// id and of the kind it asked for (or an error saying why), and every answer
// about the held text is the one a fresh session holding only that text gives,
// so no request leaves anything behind that changes a later answer.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSession } from '../../src/worker/session.ts';
import type { WorkerReply } from '../../src/worker/protocol.ts';
import type { Mode } from '../../src/core/types.ts';

const TEXTS = [
  '',
  'User-agent: *\nDisallow: /private/\n',
  'User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\nDisallow: /a*$\n',
  'User-agent: Googlebot\nUser-agent: Bingbot\nDisallow: /x\nAllow: /x/y\nSitemap: /s.xml\n',
  'Disalow: /b\nUser-agent foobot\nDisallow /c\n\u0000\uFEFF',
];
const AGENTS = ['Googlebot', 'GPTBot', 'foobot', '', '*', 'Googlebot-Image'];
const URLS = ['/', '/private/a', '/x/y', '/a$', 'https://example.com/café', '', 'not a url'];

// What no page sends: a missing field, a wrong type, an unknown kind.
const GARBAGE: readonly Record<string, unknown>[] = [
  { type: 'verdict', revision: 1 },
  { type: 'analyze', revision: 1, text: 42, mode: 'google' },
  { type: 'nonsense', revision: 1 },
  { revision: 1 },
];

const mode = fc.constantFrom<Mode>('google', 'rfc');
const revision = fc.integer({ min: 1, max: 4 });
const request = fc.oneof(
  fc.record({
    type: fc.constantFrom('analyze', 'load'),
    revision,
    text: fc.constantFrom(...TEXTS),
    mode,
  }),
  fc.record({
    type: fc.constant('verdict'),
    revision,
    agent: fc.constantFrom(...AGENTS),
    url: fc.constantFrom(...URLS),
    modes: fc.subarray<Mode>(['google', 'rfc'], { minLength: 1 }),
  }),
  fc.record({ type: fc.constant('lint'), revision }),
  fc.record({
    type: fc.constant('query'),
    revision,
    agents: fc.subarray(AGENTS),
    urls: fc.subarray(URLS),
    modes: fc.subarray<Mode>(['google', 'rfc'], { minLength: 1 }),
  }),
  fc.record({
    type: fc.constant('report'),
    revision,
    urls: fc.subarray(URLS, { maxLength: 3 }),
    mode,
  }),
  fc.record({
    type: fc.constant('explain'),
    revision,
    agent: fc.constantFrom(...AGENTS),
    url: fc.constantFrom(...URLS),
    mode,
  }),
  fc.constantFrom(...GARBAGE),
);

/** The reply each request kind is answered with. */
const REPLY_OF: Record<string, WorkerReply['type']> = {
  analyze: 'analysis',
  load: 'loaded',
  verdict: 'verdict',
  lint: 'lint',
  query: 'decisions',
  report: 'report',
  explain: 'explanation',
};

// A reply without what depends on the clock.
function timeless(reply: WorkerReply): unknown {
  return JSON.parse(
    JSON.stringify(reply, (key, value: unknown) =>
      /Ms$|^timing$|^elapsed/.test(key) ? undefined : value,
    ),
  );
}

describe('the worker session under random request sequences', () => {
  it('answers each request once, in kind, and as a fresh session would (property)', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 12 }), (requests) => {
        const session = createSession({ now: () => 0 });
        let held: { revision: number; text: string; mode: Mode } | null = null;
        requests.forEach((body, id) => {
          const r = { ...body, id } as Record<string, unknown> & { type?: string };
          const reply = session.handle(r);
          expect(reply.id).toBe(id);
          if (GARBAGE.includes(body)) {
            expect(reply.type, JSON.stringify(r)).toBe('error');
            return;
          }
          if (r.type === 'analyze' || r.type === 'load') {
            expect(reply.type).toBe(REPLY_OF[r.type]);
            held = { revision: r.revision as number, text: r.text as string, mode: r.mode as Mode };
            return;
          }
          // An answer about a revision other than the held one is refused, never guessed.
          if (held?.revision !== r.revision) {
            expect(reply.type, JSON.stringify(r)).toBe('error');
            return;
          }
          expect(reply.type, JSON.stringify(reply).slice(0, 300)).toBe(REPLY_OF[r.type as string]);
          // The same question to a session that holds only this text.
          const fresh = createSession({ now: () => 0 });
          const h = held as unknown as { revision: number; text: string; mode: Mode };
          fresh.handle({
            type: 'analyze',
            id: -1,
            revision: h.revision,
            text: h.text,
            mode: h.mode,
          });
          expect(timeless(reply)).toEqual(timeless(fresh.handle(r)));
        });
      }),
      { numRuns: Number(process.env.SESSION_RUNS ?? 300) },
    );
  });

  it('refuses a question about a revision it does not hold, saying which it holds', () => {
    const session = createSession();
    session.handle({ type: 'analyze', id: 1, revision: 3, text: TEXTS[1], mode: 'google' });
    const reply = session.handle({ type: 'lint', id: 2, revision: 2 });
    expect(reply.type).toBe('error');
    expect(reply.type === 'error' && reply.message).toMatch(/revision 2.*holds revision 3/);
  });
});
