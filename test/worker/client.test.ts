import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerClient } from '../../src/worker/client';
import type {
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
import { settle, until } from '../support/wait.ts';

const TEXT = 'User-agent: *\nDisallow: /private\n';

/** A fake worker: a real MessageChannel with a session served on the far port. */
interface Channel {
  /** Typed as Node's port, so the compiler checks it satisfies WorkerPort. */
  port: MessagePort;
  handled: WorkerRequest[];
  closed: () => boolean;
}

const open: { close(): void }[] = [];
afterEach(() => {
  for (const port of open.splice(0)) port.close();
});

function channel(mode: 'serve' | 'hang' = 'serve', session: SessionOptions = {}): Channel {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  const handled: WorkerRequest[] = [];
  let closed = false;
  port1.addEventListener('close', () => (closed = true));
  const inner = createSession(session);
  serveSession(port2, {
    handle(request) {
      handled.push(request as WorkerRequest);
      if (mode === 'hang') {
        // Never answers: the reply goes nowhere, as if the worker were stuck.
        return inner.handle(null);
      }
      return inner.handle(request);
    },
  });
  if (mode === 'hang') port2.postMessage = () => undefined;
  return { port: port1, handled, closed: () => closed };
}

interface Recorder {
  analyses: AnalysisReply[];
  lints: LintReply[];
  verdicts: VerdictReply[];
  decisions: DecisionsReply[];
  errors: ErrorReply[];
  crashes: WorkerCrash[];
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
    onRecover: () => (seen.recovered += 1),
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
    ];
    for (const request of requests) port1.postMessage(request);
    await until(() => replies.length >= requests.length);
    await settle();
    expect(replies.map((r) => [r.id, r.type])).toEqual([
      [1, 'error'],
      [2, 'analysis'],
      [3, 'decisions'],
      [4, 'error'],
      [5, 'error'],
      [6, 'error'],
    ]);
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
    await settle();
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
    await until(() => fake.handled.length === 3);
    await settle();
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
    await settle();
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
      },
    ]);
    expect(second.handled.map((r) => `${r.type}:${r.revision}`)).toEqual(['analyze:2', 'query:2']);
    expect(seen.analyses.map((r) => r.revision)).toEqual([1, 2]);
    expect(seen.decisions[0]?.cells[0]?.decision?.allowed).toBe(true);
    expect(seen.recovered).toBe(1);
    await until(first.closed);
  });

  it('treats a hung analysis as a crash after the watchdog delay', async () => {
    const hung = channel('hang');
    const healthy = channel();
    const { client, seen } = start([hung, healthy], { watchdogMs: 60 });
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => seen.analyses.length === 1);
    expect(hung.handled).toHaveLength(1);
    expect(seen.crashes.map((c) => [c.reason, c.willRetry])).toEqual([['timeout', true]]);
    expect(seen.crashes[0]?.message).toMatch(/60 ms/);
    expect(seen.analyses[0]?.revision).toBe(1);
    client.dispose();
  });

  it('stops retrying after repeated crashes and tries again on the next edit', async () => {
    const ports = [channel('hang'), channel('hang'), channel('hang'), channel()];
    const { client, seen, created } = start(ports, { watchdogMs: 30, maxConsecutiveCrashes: 2 });
    client.analyze({ revision: 1, text: TEXT, mode: 'google' });
    await until(() => seen.crashes.length === 3);
    await settle();
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
    await settle();
    expect(seen.analyses).toEqual([]);
    expect(fake.handled.length).toBeLessThanOrEqual(1);
    await until(fake.closed);
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

    it('sends the Verdict to the main worker and lint and queries to the helper', async () => {
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
      expect(helper.handled.map((r) => `${r.type}:${r.revision}`)).toEqual([
        'load:1',
        'lint:1',
        'query:1',
      ]);
      expect(seen.analyses.map((r) => r.revision)).toEqual([1]);
      expect(seen.verdicts[0]?.cells[0]?.decision?.allowed).toBe(false);
      expect(seen.decisions[0]?.cells.map((c) => c.decision?.allowed)).toEqual([true, false]);
      expect(seen.errors).toEqual([]);
      client.dispose();
    });

    it('answers the Verdict while the helper is stuck, and replaces only the helper', async () => {
      const main = channel();
      const stuck = channel('hang');
      const fresh = channel();
      const { client, seen, created, helpersMade } = startPair([main], [stuck, fresh], {
        watchdogMs: 80,
      });
      client.analyze({ revision: 1, text: TEXT, mode: 'google' });
      client.verdict({ revision: 1, agent: 'Bot', url: '/private', modes: ['google'] });
      client.lint({ revision: 1 });
      await until(() => seen.verdicts.length === 1);
      expect(seen.lints).toEqual([]);
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
