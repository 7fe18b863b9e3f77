// The sitemap check in the worker: the first `sitemap` request loads the XML
// reader, the requests that arrive meanwhile are answered after it in order, and
// the lint request carries the check's findings back.
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { SitemapReply, WorkerRequest } from '../../src/worker/protocol.ts';
import { serveSession } from '../../src/worker/serve';
import { createSession } from '../../src/worker/session.ts';
import { readXmlSitemap } from '../../src/worker/sitemap-xml.ts';

const open: { close(): void }[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

const robots = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /blog/\n';
const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://example.com/</loc></url>
<url><loc>https://example.com/blog/post</loc></url>
<url><loc>https://example.com/about</loc></url>
</urlset>`;

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

describe('sitemap in the worker', () => {
  it('loads the XML reader on the first sitemap request and keeps the replies in order', async () => {
    const { send, replies } = served();
    send({ type: 'analyze', id: 1, revision: 1, text: robots, mode: 'google' });
    send({ type: 'sitemap', id: 2, revision: 1, sitemap: urlset, agents: [], mode: 'google' });
    send({ type: 'lint', id: 3, revision: 1 });
    await until(() => replies.length === 3);
    // The questions keep their order while the reader loads; the text's outline
    // comes in a task of its own, so it may come later.
    expect(replies.filter((r) => r.type !== 'analysis').map((r) => [r.type, r.id])).toEqual([
      ['sitemap', 2],
      ['lint', 3],
    ]);
    expect(replies.filter((r) => r.type === 'analysis').map((r) => r.id)).toEqual([1]);
    const reply = replies.find((r) => r.type === 'sitemap') as unknown as SitemapReply;
    expect(reply).toMatchObject({ kind: 'urlset', problem: null, listed: 3 });
    expect(reply.check?.blocks).toEqual([
      { line: 5, classes: expect.any(Array), count: 1, urls: ['https://example.com/blog/post'] },
    ]);
  });
});

describe('the sitemap request', () => {
  const session = () => {
    const s = createSession();
    s.useXml?.(readXmlSitemap);
    s.handle({ type: 'analyze', id: 1, revision: 1, text: robots, mode: 'google' });
    return s;
  };
  const ask = (s: ReturnType<typeof createSession>, sitemap: string) =>
    s.handle({ type: 'sitemap', id: 2, revision: 1, sitemap, agents: ['MyBot'], mode: 'google' });

  it('answers malformed XML with its line and column, not an error', () => {
    const reply = ask(session(), '<urlset>\n<url><loc>x</url>') as SitemapReply;
    expect(reply.type).toBe('sitemap');
    expect(reply.problem).toMatch(/^The XML is malformed at line 2, column \d+/);
    expect(reply.check).toBeNull();
  });

  it('lists an index’s children and checks nothing', () => {
    const reply = ask(
      session(),
      '<sitemapindex><sitemap><loc>https://example.com/a.xml</loc></sitemap></sitemapindex>',
    ) as SitemapReply;
    expect(reply).toMatchObject({
      kind: 'index',
      children: ['https://example.com/a.xml'],
      check: null,
    });
  });

  it('answers the part done when the budget is spent', () => {
    let t = 0;
    const s = createSession({ now: () => (t += 1), sitemapBudgetMs: 3 });
    s.handle({ type: 'analyze', id: 1, revision: 1, text: robots, mode: 'google' });
    const list = Array.from({ length: 5000 }, (_, i) => `/private/${i}`).join('\n');
    const reply = ask(s, list) as SitemapReply;
    expect(reply.truncated?.total).toBe(5000);
    expect(reply.truncated?.done).toBeLessThan(5000);
    expect(reply.check?.checked).toBe(reply.truncated?.done);
  });

  it('carries the check’s findings into the lint', () => {
    const s = session();
    const reply = ask(s, urlset) as SitemapReply;
    const lint = s.handle({ type: 'lint', id: 3, revision: 1, sitemap: reply.findings });
    expect(lint.type === 'lint' && lint.diagnostics.map((d) => [d.id, d.line])).toContainEqual([
      'sitemap-url-disallowed',
      5,
    ]);
  });
});
