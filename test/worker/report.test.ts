// The `report` request: every registry crawler against the held file, computed
// in the session, delivered by the client with the same latest-wins rules as
// queries (exactly one reply per request; replies for old revisions dropped).

import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { CRAWLERS } from '../../src/core/registry/index.ts';
import { createWorkerClient } from '../../src/worker/client';
import type { WorkerClient, WorkerPort } from '../../src/worker/client.ts';
import type {
  ErrorReply,
  ReportReply,
  WorkerReply,
  WorkerRequest,
} from '../../src/worker/protocol.ts';
import { isWorkerReply } from '../../src/worker/protocol';
import { serveSession } from '../../src/worker/serve';
import { createSession } from '../../src/worker/session';
import { settle, until } from '../support/wait.ts';

const TEXT = [
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'User-agent: Googlebot',
  'Crawl-delay: 3',
  'Allow: /',
  '',
  'User-agent: *',
  'Content-Signal: search=yes, ai-train=no',
  'Disallow: /private/',
  '',
].join('\n');

function analysed(text = TEXT, mode: 'google' | 'rfc' = 'google') {
  const session = createSession();
  const a = session.handle({ type: 'analyze', id: 1, revision: 1, text, mode });
  expect(a.type).toBe('analysis');
  return session;
}

function reportOf(reply: WorkerReply): ReportReply {
  if (reply.type !== 'report') throw new Error(`expected a report, got ${reply.type}`);
  return reply;
}

const rowOf = (reply: ReportReply, token: string) => {
  const row = reply.rows.find((r) => r.token === token);
  if (!row) throw new Error(`no row for ${token}`);
  return row;
};

describe('session: report', () => {
  it('evaluates every registry crawler against / and the URLs', () => {
    const session = analysed();
    const reply = reportOf(
      session.handle({
        type: 'report',
        id: 2,
        revision: 1,
        urls: ['/private/x', '/', '/public'],
        mode: 'google',
      }),
    );
    expect(reply).toMatchObject({ id: 2, revision: 1, mode: 'google' });
    expect(reply.urls).toEqual(['/', '/private/x', '/public']);
    expect(reply.rows).toHaveLength(CRAWLERS.length);
    expect(reply.rows.map((r) => r.token)).toEqual(CRAWLERS.map((c) => c.token));
    expect(rowOf(reply, 'GPTBot').verdicts.map((v) => v.allowed)).toEqual([false, false, false]);
    expect(rowOf(reply, 'Googlebot').verdicts.map((v) => v.allowed)).toEqual([true, true, true]);
    expect(rowOf(reply, 'Googlebot').crawlDelay).toMatchObject({ seconds: 3, line: 5 });
    // Apple documents Applebot → Googlebot.
    expect(rowOf(reply, 'Applebot').selection).toMatchObject({
      via: 'fallback',
      token: 'Googlebot',
    });
    // google-specific: AdsBot-Google ignores `*`.
    expect(rowOf(reply, 'AdsBot-Google').selection.via).toBe('ignores-star');
    expect(rowOf(reply, 'AdsBot-Google').verdicts[1]).toEqual({
      allowed: true,
      fromRule: false,
      line: null,
    });
    expect(rowOf(reply, 'CCBot').verdicts.map((v) => v.allowed)).toEqual([true, false, true]);
  });

  it('adds the category counts, policy sentences, Content-Signal values and proposals', () => {
    const reply = reportOf(
      analysed().handle({ type: 'report', id: 2, revision: 1, urls: [], mode: 'google' }),
    );
    const search = reply.categories.find((c) => c.category === 'search');
    expect(search?.text).toMatch(/^Search \d+\/\d+ allowed at \/$/);
    expect(reply.policy?.sentences.length).toBe(
      reply.categories.length + (reply.signals?.length ?? NaN),
    );
    expect(reply.signals).toEqual([
      expect.objectContaining({ group: 2, values: { search: 'yes', 'ai-train': 'no' } }),
    ]);
    const training = reply.proposals?.find((p) => p.category === 'ai-training');
    expect(training?.disallow.tokens).not.toContain('GPTBot');
    expect(training?.disallow.tokens).toContain('CCBot');
    expect(training?.allow.tokens).toEqual(training?.disallow.tokens);
    expect(training?.disallow.edit?.insert).toMatch(
      /\nUser-agent: CCBot\n[\s\S]*\nDisallow: \/\n$/,
    );
    expect(training?.allow.edit?.insert).toMatch(/\nAllow: \/\n$/);
    // The edit is an offset into the analysed text: appended at its end.
    expect(training?.disallow.edit).toMatchObject({ from: TEXT.length, to: TEXT.length });
    expect(reply.timing.totalMs).toBeGreaterThanOrEqual(0);
  });

  it('leaves out what only the Policy panel reads when asked without the summary', () => {
    const session = analysed();
    const whole = reportOf(
      session.handle({ type: 'report', id: 2, revision: 1, urls: ['/x'], mode: 'google' }),
    );
    const rows = reportOf(
      session.handle({
        type: 'report',
        id: 3,
        revision: 1,
        urls: ['/x'],
        mode: 'google',
        summary: false,
      }),
    );
    expect(rows).toMatchObject({ policy: null, signals: null, proposals: null });
    expect(rows.rows).toEqual(whole.rows);
    expect(rows.categories).toEqual(whole.categories);
    expect(whole.policy).not.toBeNull();
    expect(rows.timing.proposalsMs).toBe(0);
  });

  it('reports in the other mode from the same held text', () => {
    // rfc mode reads no crawler from `MJ12bot` (not a product token); google reads `mj`.
    const text = 'User-agent: MJ12bot\nDisallow: /\n';
    const session = analysed(text, 'google');
    const rfc = reportOf(
      session.handle({ type: 'report', id: 2, revision: 1, urls: [], mode: 'rfc' }),
    );
    expect(rfc.mode).toBe('rfc');
    expect(rowOf(rfc, 'MJ12bot').selection.cut?.lines[0]?.readAs).toBe('');
    const google = reportOf(
      session.handle({ type: 'report', id: 3, revision: 1, urls: [], mode: 'google' }),
    );
    expect(rowOf(google, 'MJ12bot').selection.cut?.lines[0]?.readAs).toBe('mj');
  });

  it('answers a report for another revision, or before any analysis, with an error', () => {
    const fresh = createSession();
    expect(fresh.handle({ type: 'report', id: 1, revision: 1, urls: [], mode: 'google' })).toEqual({
      type: 'error',
      id: 1,
      revision: 1,
      request: 'report',
      message: 'No text has been analysed yet.',
    });
    const reply = analysed().handle({
      type: 'report',
      id: 2,
      revision: 7,
      urls: [],
      mode: 'google',
    });
    expect(reply).toMatchObject({ type: 'error', id: 2, revision: 7, request: 'report' });
    expect((reply as ErrorReply).message).toMatch(/revision 7.*revision 1/);
  });

  it('replies with data that survives structured cloning', () => {
    const reply = analysed().handle({
      type: 'report',
      id: 2,
      revision: 1,
      urls: ['/a'],
      mode: 'google',
    });
    expect(structuredClone(reply)).toEqual(reply);
    expect(isWorkerReply(reply)).toBe(true);
  });
});

// --- the client, over a real MessageChannel ---

const open: { close(): void }[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

function channel(): { port: WorkerPort; handled: WorkerRequest[] } {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  const handled: WorkerRequest[] = [];
  const inner = createSession();
  serveSession(port2, {
    handle(request) {
      handled.push(request as WorkerRequest);
      return inner.handle(request);
    },
  });
  return { port: port1, handled };
}

interface Seen {
  reports: ReportReply[];
  errors: ErrorReply[];
}

function start(ports: { port: WorkerPort }[]): { client: WorkerClient; seen: Seen } {
  const seen: Seen = { reports: [], errors: [] };
  let created = 0;
  const client = createWorkerClient({
    createPort: () => {
      const next = ports[created++];
      if (!next) throw new Error('no more fake workers');
      return next.port;
    },
    onAnalysis: () => undefined,
    onDecisions: () => undefined,
    onReport: (r) => seen.reports.push(r),
    onError: (r) => seen.errors.push(r),
  });
  return { client, seen };
}

describe('client: report', () => {
  it('answers every request exactly once over the channel, report failures included', async () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    serveSession(port2);
    const replies: WorkerReply[] = [];
    port1.addEventListener('message', (e) => replies.push((e as MessageEvent<WorkerReply>).data));
    const requests: unknown[] = [
      { type: 'report', id: 1, revision: 1, urls: [], mode: 'google' },
      { type: 'analyze', id: 2, revision: 1, text: TEXT, mode: 'google' },
      { type: 'report', id: 3, revision: 1, urls: ['/x'], mode: 'google' },
      { type: 'report', id: 4, revision: 2, urls: [], mode: 'google' },
      { type: 'report', id: 5, revision: 1, urls: [], mode: 'rfc' },
    ];
    for (const request of requests) port1.postMessage(request);
    await until(() => replies.length >= requests.length);
    await settle();
    // One reply each; a new text's outline may come after the questions behind it.
    const byId = [...replies].sort((a, b) => a.id - b.id);
    expect(byId.map((r) => [r.id, r.type])).toEqual([
      [1, 'error'],
      [2, 'analysis'],
      [3, 'report'],
      [4, 'error'],
      [5, 'report'],
    ]);
  });

  it('delivers the report of the latest revision after its analysis', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: 'User-agent: *\nDisallow: /', mode: 'google' });
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    client.report({ revision: 2, urls: ['/private/a'], mode: 'google' });
    await until(() => seen.reports.length === 1);
    expect(fake.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
      'analyze:1',
      'analyze:2',
      'report:2',
    ]);
    expect(seen.errors).toEqual([]);
    expect(rowOf(seen.reports[0] as ReportReply, 'Googlebot').verdicts[0]?.allowed).toBe(true);
    client.dispose();
  });

  it('drops a report for a revision the user has since edited', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.report({ revision: 1, urls: [], mode: 'google' });
    // The report goes out at the end of the task; the edit comes after it.
    await Promise.resolve();
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    await until(() => fake.handled.length >= 3);
    await settle();
    // The worker did answer revision 1's report; the client kept it from the page.
    expect(fake.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
      'analyze:1',
      'report:1',
      'analyze:2',
    ]);
    expect(seen.reports).toEqual([]);
    expect(seen.errors).toEqual([]);
    client.dispose();
  });

  it('lets the newest report win and keeps one in flight', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    for (const url of ['/a', '/b', '/c', '/d'])
      client.report({ revision: 1, urls: [url], mode: 'google' });
    await until(() => seen.reports.length === 1);
    await settle();
    expect(seen.reports.map((r) => r.urls)).toEqual([['/', '/d']]);
    expect(fake.handled.filter((r) => r.type === 'report').length).toBeLessThanOrEqual(2);
    client.dispose();
  });

  it('runs beside queries: both are answered', async () => {
    const fake = channel();
    const decisions: number[] = [];
    const seen: ReportReply[] = [];
    const client = createWorkerClient({
      createPort: () => fake.port,
      onAnalysis: () => undefined,
      onDecisions: (r) => decisions.push(r.revision),
      onReport: (r) => seen.push(r),
    });
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.report({ revision: 1, urls: [], mode: 'google' });
    client.query({ revision: 1, agents: ['GPTBot'], urls: ['/'], modes: ['google'] });
    await until(() => seen.length === 1 && decisions.length === 1);
    client.dispose();
  });

  it('re-sends the latest report to a replacement worker', async () => {
    const first = channel();
    const second = channel();
    const { client, seen } = start([first, second]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => first.handled.length === 1);
    client.report({ revision: 1, urls: ['/private/'], mode: 'google' });
    (first.port as unknown as EventTarget).dispatchEvent(new Event('error'));
    await until(() => seen.reports.length === 1);
    expect(second.handled.map((r) => `${r.type}:${r.revision}`)).toEqual(['analyze:1', 'report:1']);
    expect(seen.reports[0]?.urls).toEqual(['/', '/private/']);
    client.dispose();
  });
});
