import { describe, expect, it } from 'vitest';
import type { DecisionsReply, ReportReply } from '../../src/worker/protocol.ts';
import { createSession } from '../../src/worker/session';

// The pathological file: 30 rules of `*a` × 8000, which every 8 KB URL below
// makes the matcher walk from end to end.
const SLOW = `User-agent: *\n${Array.from(
  { length: 30 },
  (_, i) => `Disallow: /${'*a'.repeat(8000)}${i}`,
).join('\n')}\n`;
const AGENTS = Array.from({ length: 50 }, (_, i) => `Bot${i}`);
const URLS = Array.from({ length: 200 }, (_, i) => `/${'a'.repeat(8000)}${i}`);

/** A clock that moves `step` ms each time it is read: work is measured in reads, not time. */
function ticking(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

function held(options: Parameters<typeof createSession>[0], text = SLOW) {
  const session = createSession(options);
  session.handle({ type: 'analyze', id: 1, revision: 1, text, mode: 'google' });
  return session;
}

describe('session: a long query or report answers the part it did in time', () => {
  it('cuts 50 agents × 200 long URLs once the budget is spent, and says how far it got', () => {
    const beats: number[] = [];
    const session = held({ now: ticking(10), budgetMs: 200, progress: (id) => beats.push(id) });
    const reply = session.handle({
      type: 'query',
      id: 7,
      revision: 1,
      agents: AGENTS,
      urls: URLS,
      modes: ['google', 'rfc'],
    }) as DecisionsReply;
    expect(reply.type).toBe('decisions');
    expect(reply.truncated?.total).toBe(50 * 200);
    const done = reply.truncated?.done ?? 0;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(100);
    // The pairs done, in request order: the first agent's first URLs, both modes each.
    expect(reply.cells).toHaveLength(done * 2);
    expect(reply.cells.map((c) => [c.agent, c.url])).toEqual(
      Array.from({ length: done * 2 }, (_, i) => ['Bot0', URLS[Math.floor(i / 2)] as string]),
    );
    expect(reply.cells.every((c) => c.decision !== null)).toBe(true);
    // Every 100 ms of work it said it was still at it.
    expect(beats.length).toBeGreaterThanOrEqual(1);
    expect(new Set(beats)).toEqual(new Set([7]));
  });

  it('answers a query whole, with no cut, when it fits the budget', () => {
    const session = held({ now: ticking(1), budgetMs: 1_000_000 });
    const reply = session.handle({
      type: 'query',
      id: 2,
      revision: 1,
      agents: AGENTS.slice(0, 3),
      urls: URLS.slice(0, 4),
      modes: ['google'],
    }) as DecisionsReply;
    expect(reply.truncated).toBeUndefined();
    expect(reply.cells).toHaveLength(12);
  });

  it('always answers at least the first pair, however slow', () => {
    const session = held({ now: ticking(1000), budgetMs: 1 });
    const reply = session.handle({
      type: 'query',
      id: 2,
      revision: 1,
      agents: AGENTS,
      urls: URLS,
      modes: ['google'],
    }) as DecisionsReply;
    expect(reply.truncated).toEqual({ done: 1, total: 10_000 });
    expect(reply.cells).toHaveLength(1);
  });

  it('cuts a report of 200 long URLs to the URLs done, `/` first', () => {
    const session = held({ now: ticking(10), budgetMs: 100 });
    const reply = session.handle({
      type: 'report',
      id: 3,
      revision: 1,
      urls: URLS,
      mode: 'google',
    }) as ReportReply;
    expect(reply.type).toBe('report');
    const done = reply.truncated?.done ?? 0;
    expect(reply.truncated?.total).toBe(201);
    expect(done).toBeGreaterThan(1);
    expect(done).toBeLessThan(201);
    expect(reply.urls).toEqual(['/', ...URLS.slice(0, done - 1)]);
    for (const row of reply.rows) expect(row.verdicts).toHaveLength(done);
  });

  it('gives the same rows in chunks as the whole report would', () => {
    const text = 'User-agent: *\nDisallow: /p1\nUser-agent: Googlebot\nAllow: /\nDisallow: /p2$\n';
    const urls = Array.from({ length: 20 }, (_, i) => `/p${i}`);
    const ask = { type: 'report', id: 4, revision: 1, urls, mode: 'google' } as const;
    const whole = held({ budgetMs: Infinity }, text).handle(ask) as ReportReply;
    expect(whole.truncated).toBeUndefined();
    expect(whole.urls).toEqual(['/', ...urls]);
    const googlebot = whole.rows.find((r) => r.token === 'Googlebot');
    expect(googlebot?.verdicts.map((v) => v.allowed)).toEqual(
      ['/', ...urls].map((u) => u !== '/p2'),
    );
  });
});
