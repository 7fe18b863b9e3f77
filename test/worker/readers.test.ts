// The readers comparison end to end in the worker's serving loop: the first
// `readers` request loads robots-parser, and the requests that arrive meanwhile
// are answered after it, in order.
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkerRequest } from '../../src/worker/protocol.ts';
import { serveSession } from '../../src/worker/serve';

const open: { close(): void }[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

function served(): { send: (r: WorkerRequest) => void; replies: { type: string; id: number }[] } {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  const replies: { type: string; id: number }[] = [];
  port1.addEventListener('message', (event) => {
    const data = (event as MessageEvent<{ type: string; id: number }>).data;
    if (data.type !== 'progress') replies.push(data);
  });
  port1.start();
  serveSession(port2);
  return { send: (r) => port1.postMessage(r), replies };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error('the condition never held');
}

describe('readers in the worker', () => {
  it('reads the file with robots-parser too, and keeps the replies in order', async () => {
    const { send, replies } = served();
    const text = 'User-agent: *\nDisallow: /shop/\nAllow: /shop/public/\n';
    send({ type: 'analyze', id: 1, revision: 1, text, mode: 'google' });
    send({ type: 'readers', id: 2, revision: 1, agents: ['Googlebot'], urls: ['/shop/public/x'] });
    send({
      type: 'verdict',
      id: 3,
      revision: 1,
      agent: 'Googlebot',
      url: '/shop/x',
      modes: ['google'],
    });
    await until(() => replies.length === 3);
    expect(replies.map((r) => [r.type, r.id])).toEqual([
      ['analysis', 1],
      ['readers', 2],
      ['verdict', 3],
    ]);
    const readers = replies[1] as unknown as {
      peer: boolean;
      rows: { legacy: { allowed: boolean }; peer: { allowed: boolean } }[];
    };
    expect(readers.peer).toBe(true);
    expect(readers.rows[0]).toMatchObject({ legacy: { allowed: false }, peer: { allowed: true } });
  });
});
