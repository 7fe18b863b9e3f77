// The `expect` request: every expectation checked against the held text, one row
// each in request order, with the deciding line; a check of another revision fails.
import { describe, expect, it } from 'vitest';
import { createSession } from '../../src/worker/session.ts';

const TEXT = 'User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /blog/\n';

describe('expect request', () => {
  it('checks each expectation in its own reading or the request’s, naming the deciding line', () => {
    const session = createSession();
    session.handle({ type: 'analyze', id: 1, revision: 3, text: TEXT, mode: 'google' });
    const reply = session.handle({
      type: 'expect',
      id: 2,
      revision: 3,
      mode: 'google',
      expectations: [
        { expected: 'disallowed', agent: 'GPTBot', url: '/blog/x' },
        { expected: 'disallowed', agent: 'Googlebot', url: '/blog/x', mode: 'rfc' },
      ],
    });
    expect(reply.type).toBe('expect');
    if (reply.type !== 'expect') return;
    expect(reply).toMatchObject({ id: 2, revision: 3 });
    expect(reply.rows.map((r) => [r.pass, r.actual, r.mode, r.line, r.lineText])).toEqual([
      [true, 'disallowed', 'google', 5, 'Disallow: /blog/'],
      [false, 'allowed', 'rfc', 2, 'Allow: /'],
    ]);
    expect(reply.rows[1]?.why).toMatch(/Allow/);
  });

  it('answers a check of a revision it does not hold with an error', () => {
    const session = createSession();
    session.handle({ type: 'analyze', id: 1, revision: 1, text: TEXT, mode: 'google' });
    const reply = session.handle({
      type: 'expect',
      id: 2,
      revision: 2,
      mode: 'google',
      expectations: [],
    });
    expect(reply).toMatchObject({ type: 'error', id: 2, request: 'expect' });
  });
});
