import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerClient } from '../../src/worker/client';
import type {
  GivenUpRequest,
  WorkerClient,
  WorkerClientOptions,
  WorkerCrash,
  WorkerPort,
} from '../../src/worker/client.ts';
import type {
  AnalysisReply,
  DecisionsReply,
  ErrorReply,
  LintReply,
  VerdictReply,
  WorkerReply,
  WorkerRequest,
} from '../../src/worker/protocol.ts';
import { serveSession } from '../../src/worker/serve';
import { createSession } from '../../src/worker/session';
import type { SessionOptions } from '../../src/worker/session.ts';

const TEXT = 'User-agent: *\nDisallow: /private\n';

// Time is fake (deadlines fire only when a test moves the clock); messages still
// cross the channel for real, so tests wait for them turn by turn, bounded by a
// count of event-loop turns rather than by time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 5000 && !condition(); turn++) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (!condition()) throw new Error('the condition never held');
}

/** What the fake worker does with a request: answer it, never answer, or die on it. */
type Behaviour = 'serve' | 'hang' | 'die';

/** A fake worker: a real MessageChannel with a session served on the far port. */
interface Channel {
  /** Typed as Node's port, so the compiler checks it satisfies WorkerPort. */
  port: MessagePort;
  /** Posts from the worker's end, as the worker would (progress, a late reply). */
  send: (message: unknown) => void;
  handled: WorkerRequest[];
  /** Messages that reached the client's end. */
  heard: () => number;
  closed: () => boolean;
}

const open: { close(): void }[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

function channel(
  behave: Behaviour | ((request: WorkerRequest) => Behaviour) = 'serve',
  session: SessionOptions = {},
): Channel {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  const handled: WorkerRequest[] = [];
  let closed = false;
  let heard = 0;
  port1.addEventListener('close', () => (closed = true));
  port1.addEventListener('message', (event) => {
    heard += 1;
    // What a Worker fires when its thread dies, after the messages it posted before.
    if ((event as MessageEvent<{ type?: string }>).data.type === 'died') {
      port1.dispatchEvent(new Event('error'));
    }
  });
  const inner = createSession(session);
  // Replies to requests the worker hung or died on go nowhere.
  const silenced = new Set<number>();
  const post = port2.postMessage.bind(port2);
  port2.postMessage = (message: unknown) => {
    const { type, id } = message as { type: string; id: number };
    if (type === 'progress' || type === 'died' || !silenced.has(id)) post(message);
  };
  serveSession(port2, {
    handle(request) {
      const r = request as WorkerRequest;
      handled.push(r);
      const b = typeof behave === 'function' ? behave(r) : behave;
      if (b !== 'serve') silenced.add(r.id);
      if (b === 'die') post({ type: 'died' });
      return inner.handle(request);
    },
  });
  return { port: port1, send: post, handled, heard: () => heard, closed: () => closed };
}

interface Recorder {
  analyses: AnalysisReply[];
  lints: LintReply[];
  verdicts: VerdictReply[];
  decisions: DecisionsReply[];
  errors: ErrorReply[];
  crashes: WorkerCrash[];
  givenUp: GivenUpRequest[];
  recovered: number;
}

function start(
  ports: Channel[],
  extra: Partial<WorkerClientOptions> = {},
): { client: WorkerClient; seen: Recorder; created: () => number } {
  const seen: Recorder = {
    analyses: [],
    lints: [],
    verdicts: [],
    decisions: [],
    errors: [],
    crashes: [],
    givenUp: [],
    recovered: 0,
  };
  let created = 0;
  const client = createWorkerClient({
    createPort: () => {
      const next = ports[created++];
      if (!next) throw new Error('no more fake workers');
      const port: WorkerPort = next.port;
      return port;
    },
    onAnalysis: (r) => seen.analyses.push(r),
    onLint: (r) => seen.lints.push(r),
    onVerdict: (r) => seen.verdicts.push(r),
    onDecisions: (r) => seen.decisions.push(r),
    onError: (r) => seen.errors.push(r),
    onCrash: (c) => seen.crashes.push(c),
    onGiveUp: (r) => seen.givenUp.push(r),
    onRecover: () => (seen.recovered += 1),
    // The tests' workers start at once; the startup allowance has its own test.
    startupMs: 0,
    // Edits follow each other at once here (the clock is fake); the wait for the text
    // to be still has its own tests.
    quietMs: 0,
    ...extra,
  });
  return { client, seen, created: () => created };
}

describe('serveSession over a MessageChannel', () => {
  it('answers every request exactly once, failures included', async () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    serveSession(port2);
    const replies: WorkerReply[] = [];
    port1.addEventListener('message', (e) => replies.push((e as MessageEvent<WorkerReply>).data));
    const requests: unknown[] = [
      { type: 'query', id: 1, revision: 1, agents: ['a'], urls: ['/'], modes: ['google'] },
      { type: 'analyze', id: 2, revision: 1, text: TEXT, mode: 'google' },
      { type: 'query', id: 3, revision: 1, agents: ['a'], urls: ['/private'], modes: ['google'] },
      { type: 'query', id: 4, revision: 9, agents: ['a'], urls: ['/'], modes: ['google'] },
      { type: 'bogus', id: 5, revision: 1 },
      { type: 'analyze', id: 6, revision: 2, text: 42, mode: 'google' },
      { type: 'lint', id: 7, revision: 1 },
    ];
    for (const request of requests) port1.postMessage(request);
    await until(() => replies.length === requests.length);
    const byId = [...replies].sort((a, b) => a.id - b.id);
    expect(byId.map((r) => [r.id, r.type])).toEqual([
      [1, 'error'],
      [2, 'analysis'],
      [3, 'decisions'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
      [7, 'lint'],
    ]);
  });
});

describe('serveSession with a text sent as a change', () => {
  it('rebuilds it from the last text, and refuses one that does not fit', async () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    serveSession(port2);
    const replies: WorkerReply[] = [];
    port1.addEventListener('message', (e) => replies.push((e as MessageEvent<WorkerReply>).data));
    const change = (id: number, middle: string, length: number) => ({
      type: 'analyze',
      id,
      revision: id,
      text: '',
      mode: 'google',
      textUpdate: { head: TEXT.length, tail: 0, middle, length },
    });
    // No text yet to change.
    port1.postMessage(change(1, 'Allow: /\n', TEXT.length + 9));
    port1.postMessage({ type: 'analyze', id: 2, revision: 2, text: TEXT, mode: 'google' });
    port1.postMessage(change(3, 'Allow: /\n', TEXT.length + 9));
    // A length that is not the rebuilt text's.
    port1.postMessage(change(4, 'Allow: /x\n', TEXT.length + 9));
    await until(() => replies.length === 4);
    const byId = [...replies].sort((a, b) => a.id - b.id);
    expect(byId.map((r) => [r.id, r.type])).toEqual([
      [1, 'error'],
      [2, 'analysis'],
      [3, 'analysis'],
      [4, 'error'],
    ]);
    const third = byId[2] as Extract<WorkerReply, { type: 'analysis' }>;
    expect(third.summary.lineCount).toBe(4);
  });
});

describe('serveSession with a new text', () => {
  it('answers the questions posted right behind it before its outline', async () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    serveSession(port2);
    const replies: WorkerReply[] = [];
    port1.addEventListener('message', (e) => replies.push((e as MessageEvent<WorkerReply>).data));
    port1.postMessage({ type: 'analyze', id: 1, revision: 1, text: TEXT, mode: 'google' });
    port1.postMessage({
      type: 'verdict',
      id: 2,
      revision: 1,
      agent: 'a',
      url: '/private',
      modes: ['google'],
    });
    await until(() => replies.length === 2);
    expect(replies.map((r) => [r.id, r.type])).toEqual([
      [2, 'verdict'],
      [1, 'analysis'],
    ]);
    const verdict = replies[0] as VerdictReply;
    expect(verdict.cells[0]?.decision?.allowed).toBe(false);
  });
});

describe('serveSession during a long request', () => {
  it('tells the page it is still at work before it answers', async () => {
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    // Every read of the clock is 40 ms of work: a beat every 100 ms of it.
    let t = 0;
    serveSession(port2, { now: () => (t += 40), progressMs: 100 });
    const seen: { type: string; id: number }[] = [];
    port1.addEventListener('message', (e) =>
      seen.push((e as MessageEvent<{ type: string; id: number }>).data),
    );
    port1.start();
    port1.postMessage({ type: 'analyze', id: 1, revision: 1, text: TEXT, mode: 'google' });
    const urls = Array.from({ length: 20 }, (_, i) => `/p${i}`);
    port1.postMessage({
      type: 'query',
      id: 2,
      revision: 1,
      agents: ['a'],
      urls,
      modes: ['google'],
    });
    await until(() => seen.some((m) => m.type === 'decisions'));
    const beats = seen.filter((m) => m.type === 'progress');
    expect(beats.length).toBeGreaterThanOrEqual(3);
    expect(beats.every((m) => m.id === 2)).toBe(true);
    expect(
      seen
        .filter((m) => m.type !== 'analysis')
        .map((m) => m.type)
        .at(-1),
    ).toBe('decisions');
  });
});

describe('createWorkerClient', () => {
  it('delivers the analysis and then the decisions of the latest revision', async () => {
    const { client, seen } = start([channel()]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.query({ revision: 1, agents: ['Bot'], urls: ['/private/a', '/'], modes: ['google'] });
    await until(() => seen.decisions.length === 1);
    expect(seen.analyses.map((r) => r.revision)).toEqual([1]);
    expect(seen.decisions[0]?.cells.map((c) => c.decision?.allowed)).toEqual([false, true]);
    client.dispose();
  });

  it('keeps one analysis in flight and replaces queued text with the newest', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    for (let revision = 1; revision <= 5; revision++) {
      client.analyze({ revision, text: `User-agent: *\nDisallow: /r${revision}`, mode: 'google' });
    }
    await until(() => seen.analyses.length === 1);
    expect(fake.handled.map((r) => r.revision)).toEqual([1, 5]);
    // Revision 1's reply arrived after revision 5 was asked for: dropped.
    expect(seen.analyses.map((r) => r.revision)).toEqual([5]);
    client.dispose();
  });

  it('holds a query until its revision has been sent, so it never meets an older text', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: 'User-agent: *\nDisallow: /', mode: 'google' });
    client.analyze({ revision: 2, text: 'User-agent: *\nAllow: /', mode: 'google' });
    client.query({ revision: 2, agents: ['Bot'], urls: ['/x'], modes: ['google'] });
    await until(() => seen.decisions.length === 1);
    expect(fake.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
      'analyze:1',
      'analyze:2',
      'query:2',
    ]);
    expect(seen.errors).toEqual([]);
    expect(seen.decisions[0]?.cells[0]?.decision?.allowed).toBe(true);
    client.dispose();
  });

  it('drops decisions for a revision the user has since edited', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.query({ revision: 1, agents: ['Bot'], urls: ['/'], modes: ['google'] });
    // The query goes out at the end of the task; the edit comes after it.
    await Promise.resolve();
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    // Revision 2's analysis is answered after the query: by then its reply was read.
    await until(() => seen.analyses.length === 1);
    expect(fake.handled).toHaveLength(3);
    expect(seen.decisions).toEqual([]);
    expect(seen.analyses.map((r) => r.revision)).toEqual([2]);
    client.dispose();
  });

  it('never sends a request made for a text that was edited in the same task', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.query({ revision: 1, agents: ['Bot'], urls: ['/'], modes: ['google'] });
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    client.query({ revision: 2, agents: ['Bot'], urls: ['/'], modes: ['google'] });
    await until(() => seen.decisions.length === 1);
    expect(fake.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
      'analyze:1',
      'analyze:2',
      'query:2',
    ]);
    client.dispose();
  });

  it('lets the newest query win', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    for (const agent of ['a', 'b', 'c', 'd']) {
      client.query({ revision: 1, agents: [agent], urls: ['/'], modes: ['google'] });
    }
    await until(() => seen.decisions.length === 1);
    expect(seen.decisions.map((r) => r.agents)).toEqual([['d']]);
    expect(fake.handled.filter((r) => r.type === 'query').length).toBeLessThanOrEqual(2);
    client.dispose();
  });

  it('asks the Verdict’s question first, then lints, then the longer requests', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => seen.analyses.length === 1);
    // While an analysis is in flight the others queue behind it; once it is
    // answered they go out in the order that serves a person typing.
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    client.report({ revision: 2, urls: ['/private'], mode: 'google' });
    client.query({ revision: 2, agents: ['Bot'], urls: ['/private'], modes: ['google'] });
    client.lint({ revision: 2 });
    client.verdict({ revision: 2, agent: 'Bot', url: '/private', modes: ['google', 'rfc'] });
    await until(() => seen.decisions.length === 1 && seen.lints.length === 1);
    expect(fake.handled.slice(1).map((r) => r.type)).toEqual([
      'analyze',
      'verdict',
      'lint',
      'query',
      'report',
    ]);
    expect(seen.verdicts[0]?.cells.map((c) => c.decision?.allowed)).toEqual([false, false]);
    client.dispose();
  });

  it('delivers an error reply for a failed request and carries on', async () => {
    let fail = true;
    const fake = channel('serve', {
      lint: () => {
        if (fail) throw new Error('lint exploded');
        return [];
      },
    });
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.lint({ revision: 1 });
    await until(() => seen.errors.length === 1);
    expect(seen.errors[0]).toMatchObject({
      revision: 1,
      request: 'lint',
      message: 'lint exploded',
    });
    fail = false;
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    client.lint({ revision: 2 });
    await until(() => seen.lints.length === 1);
    expect(seen.lints[0]?.revision).toBe(2);
    expect(seen.crashes).toEqual([]);
    client.dispose();
  });

  it('replaces a crashed worker and re-sends the latest analysis and query', async () => {
    const first = channel();
    const second = channel();
    const { client, seen, created } = start([first, second]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => seen.analyses.length === 1);
    client.analyze({ revision: 2, text: 'User-agent: *\nAllow: /', mode: 'google' });
    client.query({ revision: 2, agents: ['Bot'], urls: ['/private'], modes: ['google'] });
    // What a Worker fires when its thread dies.
    first.port.dispatchEvent(new Event('error'));
    await until(() => seen.decisions.length === 1);
    expect(created()).toBe(2);
    expect(seen.crashes).toEqual([
      {
        reason: 'error',
        message: 'The worker stopped unexpectedly.',
        restarts: 1,
        willRetry: true,
        // The worker was still on the analysis when it died.
        request: { type: 'analyze', failures: 1 },
      },
    ]);
    expect(second.handled.map((r) => `${r.type}:${r.revision}`)).toEqual(['analyze:2', 'query:2']);
    expect(seen.analyses.map((r) => r.revision)).toEqual([1, 2]);
    expect(seen.decisions[0]?.cells[0]?.decision?.allowed).toBe(true);
    expect(seen.recovered).toBe(1);
    await until(first.closed);
  });

  it('posts a text after the first as its change, which the worker reads whole', async () => {
    const only = channel();
    const sizes: number[] = [];
    const send = only.port.postMessage.bind(only.port);
    only.port.postMessage = (message: unknown) => {
      if ((message as WorkerRequest).type === 'analyze') sizes.push(JSON.stringify(message).length);
      send(message);
    };
    const { client, seen } = start([only]);
    const file = `User-agent: *\n${'Disallow: /private/path\n'.repeat(20_000)}`;
    client.analyze({ revision: 1, text: file, mode: 'google' });
    await until(() => seen.analyses.length === 1);
    const edited = `${file.slice(0, 200_000)}Allow: /\n${file.slice(200_000)}`;
    client.analyze({ revision: 2, text: edited, mode: 'google' });
    await until(() => seen.analyses.length === 2);
    expect(sizes[0]).toBeGreaterThan(file.length);
    expect(sizes[1]).toBeLessThan(300);
    // The session read the edited text: one more line, and the same text as whole.
    expect(only.handled.at(-1)).toMatchObject({ type: 'analyze', revision: 2, text: edited });
    expect(only.handled.at(-1)).not.toHaveProperty('textUpdate');
    expect(seen.analyses[1]?.summary.lineCount).toBe(
      (seen.analyses[0]?.summary.lineCount ?? 0) + 1,
    );
    client.dispose();
  });

  it('takes a worker that goes silent for dead once its request’s deadline passes', async () => {
    const silent = channel('hang');
    const healthy = channel();
    const { client, seen } = start([silent, healthy]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => silent.handled.length === 1);
    // A tiny text's deadline is the floor, half a second.
    vi.advanceTimersByTime(499);
    expect(seen.crashes).toEqual([]);
    vi.advanceTimersByTime(2);
    await until(() => seen.analyses.length === 1);
    expect(seen.crashes.map((c) => [c.reason, c.willRetry, c.request])).toEqual([
      ['timeout', true, { type: 'analyze', failures: 1 }],
    ]);
    expect(seen.crashes[0]?.message).toMatch(/500 ms/);
    expect(healthy.handled.map((r) => r.type)).toEqual(['analyze']);
    expect(seen.analyses[0]?.revision).toBe(1);
    expect(seen.recovered).toBe(1);
    client.dispose();
  });

  it('sizes the deadline to the text, and gives a fresh worker time to start', async () => {
    const silent = channel('hang');
    const { client, seen } = start([silent, channel('hang')], { startupMs: 1000 });
    // 100 KiB at 4 ms per KiB: 400 ms more than the floor, plus the startup allowance.
    const text = `User-agent: *\n${'#'.repeat(100 * 1024 - 14)}`;
    client.analyze({ revision: 1, text, mode: 'google' });
    await until(() => silent.handled.length === 1);
    vi.advanceTimersByTime(1899);
    expect(seen.crashes).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(seen.crashes.map((c) => c.reason)).toEqual(['timeout']);
    client.dispose();
  });

  it('never takes a busy worker that keeps reporting progress for dead', async () => {
    const busy = channel((request) => (request.type === 'query' ? 'hang' : 'serve'));
    const { client, seen } = start([busy]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.query({ revision: 1, agents: ['Bot'], urls: ['/'], modes: ['google'] });
    await until(() => busy.handled.some((r) => r.type === 'query'));
    const id = busy.handled.find((r) => r.type === 'query')?.id ?? -1;
    // Ten times the deadline in all, with a word from the worker every 400 ms.
    for (let step = 0; step < 10; step++) {
      const heard = busy.heard();
      busy.send({ type: 'progress', id });
      await until(() => busy.heard() > heard);
      vi.advanceTimersByTime(400);
      expect(seen.crashes).toEqual([]);
    }
    // Its answer, when it comes, is delivered.
    busy.send({
      type: 'error',
      id,
      revision: 1,
      request: 'query',
      message: 'done at last',
    });
    await until(() => seen.errors.length === 1);
    expect(seen.errors[0]?.message).toBe('done at last');
    expect(seen.crashes).toEqual([]);
    client.dispose();
  });

  it('waits for messages that queued while this thread was too busy to read them', async () => {
    const quiet = channel('hang');
    const { client, seen } = start([quiet, channel()]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => quiet.handled.length === 1);
    // The page's own thread was blocked for five seconds: the timer runs late.
    vi.setSystemTime(Date.now() + 5000);
    vi.advanceTimersByTime(500);
    expect(seen.crashes).toEqual([]);
    // If nothing arrives in the extra turn, the worker is dead after all.
    vi.advanceTimersByTime(500);
    expect(seen.crashes.map((c) => c.reason)).toEqual(['timeout']);
    client.dispose();
  });

  it('gives up on a request that kills the worker twice while the others go on', async () => {
    const dies = (request: WorkerRequest): Behaviour =>
      request.type === 'query' && request.urls.length === 200 ? 'die' : 'serve';
    const ports = [channel(dies), channel(dies), channel(dies), channel(dies)];
    const { client, seen, created } = start(ports);
    const urls = Array.from({ length: 200 }, (_, i) => `/p${i}`);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
    client.query({ revision: 1, agents: ['Bot'], urls, modes: ['google'] });
    await until(() => seen.givenUp.length === 1);
    expect(seen.givenUp[0]).toMatchObject({ type: 'query', failures: 2, reason: 'error' });
    expect((seen.givenUp[0]?.input as { urls: string[] }).urls).toHaveLength(200);
    expect(seen.crashes.map((c) => [c.request?.type, c.request?.failures])).toEqual([
      ['query', 1],
      ['query', 2],
    ]);
    // Between the two crashes the fresh worker answered the analysis again:
    // that did not wipe the query's count.
    expect(ports[1]?.handled.map((r) => r.type)).toEqual(['analyze', 'query']);
    expect(seen.verdicts).toHaveLength(1);
    // The third worker is not asked the query again, and a new edit goes on working.
    client.analyze({ revision: 2, text: 'User-agent: *\nDisallow: /', mode: 'google' });
    client.verdict({ revision: 2, agent: 'Bot', url: '/x', modes: ['google'] });
    await until(() => seen.verdicts.length === 2);
    expect(seen.verdicts[1]?.cells[0]?.decision?.allowed).toBe(false);
    expect(ports[2]?.handled.map((r) => r.type)).toEqual(['analyze', 'analyze', 'verdict']);
    expect(created()).toBe(3);
    client.dispose();
  });

  it('gives a request that timed out twice the time on its second try', async () => {
    const { client, seen } = start([channel('hang'), channel('hang'), channel()]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    vi.advanceTimersByTime(500);
    expect(seen.crashes).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(seen.crashes).toHaveLength(1);
    vi.advanceTimersByTime(2);
    expect(seen.crashes).toHaveLength(2);
    expect(seen.givenUp.map((r) => [r.type, r.reason])).toEqual([['analyze', 'timeout']]);
    client.dispose();
  });

  it('tries a request given up on again on retry()', async () => {
    const ports = [channel('die'), channel('die'), channel()];
    const { client, seen, created } = start(ports);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => seen.givenUp.length === 1);
    expect(seen.analyses).toEqual([]);
    client.retry();
    await until(() => seen.analyses.length === 1);
    expect(seen.analyses[0]?.revision).toBe(1);
    expect(created()).toBe(3);
    client.dispose();
  });

  it('stops starting workers that fail without a word and tries again on the next edit', async () => {
    const ports = [channel('hang'), channel('hang'), channel('hang'), channel()];
    const { client, seen, created } = start(ports, {
      maxConsecutiveCrashes: 2,
      maxRequestFailures: 5,
    });
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    for (let crash = 1; crash <= 3; crash++) {
      await until(() => ports[crash - 1]?.handled.length === 1);
      vi.advanceTimersByTime(500 * crash + 1);
      expect(seen.crashes).toHaveLength(crash);
    }
    expect(seen.crashes.map((c) => [c.restarts, c.willRetry])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(created()).toBe(3);
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    await until(() => seen.analyses.length === 1);
    expect(created()).toBe(4);
    expect(seen.analyses[0]?.revision).toBe(2);
    client.dispose();
  });
  it('reports a worker that cannot start instead of throwing', () => {
    const { seen } = start([]);
    expect(seen.crashes).toHaveLength(1);
    expect(seen.crashes[0]).toMatchObject({ reason: 'error', willRetry: false });
  });

  it('delivers nothing after dispose', async () => {
    const fake = channel();
    const { client, seen } = start([fake]);
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    client.dispose();
    client.analyze({ revision: 2, text: TEXT, mode: 'google' });
    await until(fake.closed);
    expect(seen.analyses).toEqual([]);
    expect(fake.handled.length).toBeLessThanOrEqual(1);
  });

  describe('with a helper worker', () => {
    function startPair(
      main: Channel[],
      helpers: Channel[],
      extra: Partial<WorkerClientOptions> = {},
    ) {
      let made = 0;
      const started = start(main, {
        createHelperPort: () => {
          const next = helpers[made++];
          if (!next) throw new Error('no more fake helpers');
          const port: WorkerPort = next.port;
          return port;
        },
        ...extra,
      });
      return { ...started, helpersMade: () => made };
    }

    it('sends the Verdict to the main worker, and queries then lint to the helper', async () => {
      const main = channel();
      const helper = channel();
      const { client, seen } = startPair([main], [helper]);
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 1 });
      client.query({ revision: 1, agents: ['Bot'], urls: ['/', '/private'], modes: ['google'] });
      await until(() => seen.verdicts.length === 1 && seen.lints.length === 1);
      await until(() => seen.decisions.length === 1);
      expect(main.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
        'analyze:1',
        'verdict:1',
      ]);
      // The panels' lists go before the findings, whatever order the page asked in.
      expect(helper.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
        'load:1',
        'query:1',
        'lint:1',
      ]);
      expect(seen.analyses.map((r) => r.revision)).toEqual([1]);
      expect(seen.verdicts[0]?.cells[0]?.decision?.allowed).toBe(false);
      expect(seen.decisions[0]?.cells.map((c) => c.decision?.allowed)).toEqual([true, false]);
      expect(seen.errors).toEqual([]);
      client.dispose();
    });

    it('holds the helper back until the page has drawn the Verdict, or for helperWaitMs at most', async () => {
      const main = channel();
      const helper = channel();
      const frames: (() => void)[] = [];
      const { client, seen } = startPair([main], [helper], {
        afterPaint: (done) => frames.push(done),
      });
      const edit = (revision: number): void => {
        client.analyze({ revision, text: `${TEXT}Disallow: /${revision}\n`, mode: 'google' });
        client.verdict({ revision, agent: 'Bot', url: '/private', modes: ['google'] });
        client.query({ revision, agents: ['Bot'], urls: ['/'], modes: ['google'] });
      };
      edit(1);
      await until(() => seen.verdicts.length === 1 && frames.length === 1);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      // The answer is delivered, not yet drawn: the helper has not had the text.
      expect(helper.handled).toEqual([]);
      frames[0]?.();
      await until(() => seen.decisions.length === 1);
      expect(helper.handled.map((r) => `${r.type}:${r.revision}`)).toEqual(['load:1', 'query:1']);
      // A page that never draws (a hidden tab) holds it back for helperWaitMs.
      edit(2);
      await until(() => seen.verdicts.length === 2 && frames.length === 2);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(helper.handled).toHaveLength(2);
      vi.advanceTimersByTime(60);
      await until(() => seen.decisions.length === 2);
      expect(seen.decisions[1]?.revision).toBe(2);
      client.dispose();
    });

    it('lints on the lint worker when there is one, so no panel waits behind the findings', async () => {
      const main = channel();
      const helper = channel();
      const linter = channel();
      const { client, seen } = startPair([main], [helper], {
        createLintPort: () => linter.port,
      });
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 1 });
      client.query({ revision: 1, agents: ['Bot'], urls: ['/', '/private'], modes: ['google'] });
      await until(() => seen.lints.length === 1 && seen.decisions.length === 1);
      expect(main.handled.map((r) => r.type)).toEqual(['analyze', 'verdict']);
      expect(helper.handled.map((r) => r.type)).toEqual(['load', 'query']);
      expect(linter.handled.map((r) => r.type)).toEqual(['load', 'lint']);
      expect(seen.lints[0]?.revision).toBe(1);
      // Each takes the next revision too, and the lint is of that text.
      client.analyze({ revision: 2, text: `${TEXT}Disallow: /x\n`, mode: 'google' });
      client.lint({ revision: 2 });
      await until(() => seen.lints.length === 2);
      expect(linter.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
        'load:1',
        'lint:1',
        'load:2',
        'lint:2',
      ]);
      client.dispose();
    });

    it('sends a run of quick edits to the lint worker only once the text has been still twice as long as the lists wait', async () => {
      const main = channel();
      const helper = channel();
      const linter = channel();
      const { client, seen } = startPair([main], [helper], {
        createLintPort: () => linter.port,
        quietMs: 300,
      });
      const edit = (revision: number): void => {
        client.analyze({ revision, text: `${TEXT}Disallow: /${revision}\n`, mode: 'google' });
        client.verdict({ revision, agent: 'Bot', url: '/private', modes: ['google'] });
        client.lint({ revision });
        client.query({ revision, agents: ['Bot'], urls: ['/'], modes: ['google'] });
      };
      edit(1);
      await until(() => seen.lints.length === 1 && seen.decisions.length === 1);
      vi.advanceTimersByTime(100);
      edit(2);
      vi.advanceTimersByTime(100);
      edit(3);
      await until(() => seen.verdicts.at(-1)?.revision === 3);
      vi.advanceTimersByTime(300);
      await until(() => seen.decisions.at(-1)?.revision === 3);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      // The lists are answered; the linter has not even been given the new text.
      expect(linter.handled.map((r) => `${r.type}:${r.revision}`)).toEqual(['load:1', 'lint:1']);
      vi.advanceTimersByTime(300);
      await until(() => seen.lints.length === 2);
      expect(linter.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
        'load:1',
        'lint:1',
        'load:3',
        'lint:3',
      ]);
      client.dispose();
    });

    it('lints the texts a page opens with at once, however quickly they follow each other', async () => {
      const main = channel();
      const helper = channel();
      const { client, seen } = startPair([main], [helper], { quietMs: 300 });
      for (const revision of [1, 2]) {
        client.analyze({ revision, text: TEXT, mode: 'google' });
        client.lint({ revision });
      }
      await until(() => seen.lints.length === 1);
      expect(seen.lints[0]?.revision).toBe(2);
      client.dispose();
    });

    it('answers at once a new text that follows a linted one, however quickly (a link opened over a draft)', async () => {
      const main = channel();
      const helper = channel();
      const { client, seen } = startPair([main], [helper], { quietMs: 300 });
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.lint({ revision: 1 });
      await until(() => seen.lints.length === 1);
      vi.advanceTimersByTime(50);
      const opened = `${TEXT}${'Disallow: /opened\n'.repeat(40)}`;
      client.analyze({ revision: 2, text: opened, mode: 'google' });
      client.lint({ revision: 2 });
      await until(() => seen.lints.length === 2);
      expect(seen.lints.map((r) => r.revision)).toEqual([1, 2]);
      // A keystroke right after it is typing again: its lint waits for a pause.
      vi.advanceTimersByTime(50);
      client.analyze({ revision: 3, text: `${opened}x`, mode: 'google' });
      client.lint({ revision: 3 });
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(seen.lints.map((r) => r.revision)).toEqual([1, 2]);
      // Lint waits for twice the lists' pause.
      vi.advanceTimersByTime(300);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(seen.lints.map((r) => r.revision)).toEqual([1, 2]);
      vi.advanceTimersByTime(300);
      await until(() => seen.lints.length === 3);
      client.dispose();
    });

    it('answers a single edit at once, and a run of quick edits once the text is still (lint after a longer pause, every time)', async () => {
      const main = channel();
      const helper = channel();
      const { client, seen } = startPair([main], [helper], { quietMs: 300 });
      const edit = (revision: number): void => {
        client.analyze({ revision, text: TEXT, mode: 'google' });
        client.verdict({ revision, agent: 'Bot', url: '/private', modes: ['google'] });
        client.lint({ revision });
        client.query({ revision, agents: ['Bot'], urls: ['/'], modes: ['google'] });
      };
      edit(1);
      await until(() => seen.lints.length === 1 && seen.decisions.length === 1);
      vi.advanceTimersByTime(1000);
      edit(2);
      // The lists of a single edit come at once; its findings once it has been still.
      await until(() => seen.decisions.length === 2);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(seen.lints.map((r) => r.revision)).toEqual([1]);
      vi.advanceTimersByTime(600);
      await until(() => seen.lints.length === 2);
      vi.advanceTimersByTime(100);
      edit(3);
      vi.advanceTimersByTime(100);
      edit(4);
      // The Verdict follows every keystroke; the helper's lists wait for a pause.
      await until(() => seen.verdicts.at(-1)?.revision === 4);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(seen.lints.map((r) => r.revision)).toEqual([1, 2]);
      expect(seen.decisions.map((r) => r.revision)).toEqual([1, 2]);
      vi.advanceTimersByTime(300);
      await until(() => seen.decisions.length === 3);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(seen.lints.map((r) => r.revision)).toEqual([1, 2]);
      vi.advanceTimersByTime(300);
      await until(() => seen.lints.length === 3);
      expect(seen.lints.map((r) => r.revision)).toEqual([1, 2, 4]);
      expect(seen.decisions.map((r) => r.revision)).toEqual([1, 2, 4]);
      expect(helper.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
        'load:1',
        'query:1',
        'lint:1',
        'load:2',
        'query:2',
        'lint:2',
        'load:4',
        'query:4',
        'lint:4',
      ]);
      // (The main worker may skip a text that a newer one replaced while it was busy.)
      expect(main.handled.filter((r) => r.type === 'verdict').map((r) => r.revision)).toEqual(
        expect.arrayContaining([1, 2, 4]),
      );
      client.dispose();
    });

    it('lints while typing when there is no helper, after the text is still', async () => {
      const only = channel();
      const { client, seen } = start([only], { quietMs: 300 });
      const edit = (revision: number): void => {
        client.analyze({ revision, text: TEXT, mode: 'google' });
        client.lint({ revision });
        client.query({ revision, agents: ['Bot'], urls: ['/'], modes: ['google'] });
      };
      edit(1);
      await until(() => seen.lints.length === 1);
      vi.advanceTimersByTime(1000);
      edit(2);
      vi.advanceTimersByTime(100);
      edit(3);
      await until(() => seen.decisions.at(-1)?.revision === 3);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(seen.lints.map((r) => r.revision)).toEqual([1]);
      vi.advanceTimersByTime(300);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(seen.lints.map((r) => r.revision)).toEqual([1]);
      vi.advanceTimersByTime(300);
      await until(() => seen.lints.length === 2);
      expect(seen.lints.map((r) => r.revision)).toEqual([1, 3]);
      client.dispose();
    });

    it('answers first what the open panel shows (focus)', async () => {
      const main = channel();
      const helper = channel();
      const { client, seen } = startPair([main], [helper]);
      client.focus('lint');
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.query({ revision: 1, agents: ['Bot'], urls: ['/'], modes: ['google'] });
      client.lint({ revision: 1 });
      await until(() => seen.lints.length === 1 && seen.decisions.length === 1);
      client.focus('query');
      client.analyze({ revision: 2, text: TEXT, mode: 'google' });
      client.verdict({ revision: 2, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 2 });
      client.query({ revision: 2, agents: ['Bot'], urls: ['/'], modes: ['google'] });
      await until(() => seen.lints.length === 2 && seen.decisions.length === 2);
      expect(helper.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
        'load:1',
        'lint:1',
        'query:1',
        'load:2',
        'query:2',
        'lint:2',
      ]);
      client.dispose();
    });

    it('sends what the open panel waits for at once, so the worker starts on it while the page draws', async () => {
      const main = channel();
      const helper = channel();
      const posted: string[] = [];
      const send = helper.port.postMessage.bind(helper.port);
      helper.port.postMessage = (message: unknown) => {
        posted.push((message as WorkerRequest).type);
        send(message);
      };
      const { client, seen } = startPair([main], [helper]);
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 1 });
      await until(() => seen.lints.length === 1);
      client.focus('query');
      client.query({ revision: 1, agents: ['Bot'], urls: ['/'], modes: ['google'] });
      // Posted during the call, not at the end of the task.
      expect(posted.at(-1)).toBe('query');
      // Any other request waits for the end of the task, with whatever else is asked.
      client.lint({ revision: 1 });
      expect(posted.at(-1)).toBe('query');
      await until(() => posted.at(-1) === 'lint');
      await until(() => seen.decisions.length === 1 && seen.lints.length === 2);
      client.dispose();
    });

    it('holds the helper back until the Verdict is answered, so the answer comes first', async () => {
      let verdictsAtLoad = -1;
      let recorder: Recorder | null = null;
      const main = channel();
      const helper = channel((r) => {
        if (r.type === 'load') verdictsAtLoad = recorder?.verdicts.length ?? -1;
        return 'serve';
      });
      const { client, seen } = startPair([main], [helper]);
      recorder = seen;
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.lint({ revision: 1 });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      await until(() => seen.lints.length === 1);
      expect(verdictsAtLoad).toBe(1);
      client.dispose();
    });

    it('holds the helper back while the main worker outlines the text after the Verdict', async () => {
      // The outline never comes: the helper waits for it, then goes after helperWaitMs.
      const main = channel((r) => (r.type === 'analyze' ? 'hang' : 'serve'));
      const helper = channel();
      const { client, seen } = startPair([main], [helper], { helperWaitMs: 60 });
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 1 });
      await until(() => seen.verdicts.length === 1);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(helper.handled).toEqual([]);
      vi.advanceTimersByTime(60);
      await until(() => seen.lints.length === 1);
      expect(helper.handled.map((r) => r.type)).toEqual(['load', 'lint']);
      client.dispose();
    });

    it('lets the helper go after a while when the Verdict takes long', async () => {
      const main = channel((r) => (r.type === 'verdict' ? 'hang' : 'serve'));
      const helper = channel();
      const { client, seen } = startPair([main], [helper], { helperWaitMs: 60 });
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 1 });
      await until(() => main.handled.length === 2 && seen.analyses.length === 1);
      for (let turn = 0; turn < 50; turn++) await new Promise((r) => setImmediate(r));
      expect(helper.handled).toEqual([]);
      vi.advanceTimersByTime(60);
      await until(() => seen.lints.length === 1);
      expect(helper.handled.map((r) => r.type)).toEqual(['load', 'lint']);
      expect(seen.verdicts).toEqual([]);
      client.dispose();
    });

    it('answers the Verdict while the helper is stuck, and replaces only the helper', async () => {
      const main = channel();
      const stuck = channel('hang');
      const fresh = channel();
      const { client, seen, created, helpersMade } = startPair([main], [stuck, fresh]);
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 1 });
      await until(() => seen.verdicts.length === 1 && stuck.handled.length >= 1);
      expect(seen.lints).toEqual([]);
      vi.advanceTimersByTime(500);
      await until(() => seen.lints.length === 1);
      expect(seen.crashes.map((c) => [c.reason, c.willRetry])).toEqual([['timeout', true]]);
      expect(created()).toBe(1);
      expect(helpersMade()).toBe(2);
      expect(fresh.handled.map((r) => r.type)).toEqual(['load', 'lint']);
      expect(main.handled.map((r) => r.type)).toEqual(['analyze', 'verdict']);
      client.dispose();
      await until(stuck.closed);
    });
  });
});
