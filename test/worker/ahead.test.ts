// A text typed into a large file goes to the main worker before the page has made
// it a revision (WorkerClient.ahead): the worker parses it at once, and the
// analysis of that text which follows takes the parse over.
import { MessageChannel } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkerClient } from '../../src/worker/client';
import type {
  AnalysisReply,
  DecisionsReply,
  LintReply,
  VerdictReply,
} from '../../src/worker/protocol.ts';
import { serveSession } from '../../src/worker/serve';
import { createSession } from '../../src/worker/session';

// Counts the session's own parses of a text (those of the other mode, made inside
// core, are not the session's).
const parses = vi.hoisted(() => ({ texts: [] as string[] }));
vi.mock('../../src/core/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/index')>();
  return {
    ...real,
    parseRobots: (text: string, ...rest: unknown[]) => {
      parses.texts.push(text);
      return (real.parseRobots as (...args: unknown[]) => unknown)(text, ...rest);
    },
  };
});

const FIRST = 'User-agent: *\nDisallow: /private\n';
const TYPED = 'User-agent: *\nDisallow: /privatey\n';
const OTHER = 'User-agent: *\nDisallow: /privat\n';

beforeEach(() => {
  parses.texts.length = 0;
});

/** The summary without its timing, which differs from run to run. */
function outlineOf(reply: ReturnType<ReturnType<typeof createSession>['handle']>): unknown {
  if (reply.type !== 'analysis') throw new Error(`expected an analysis, got ${reply.type}`);
  return { ...reply.summary, timing: null };
}

/** The session's Verdict on `/privatey` for revision 1. */
function decide(session: ReturnType<typeof createSession>): VerdictReply {
  const reply = session.handle({
    type: 'verdict',
    id: 2,
    revision: 1,
    agent: 'bot',
    url: '/privatey',
    modes: ['google'],
  });
  if (reply.type !== 'verdict') throw new Error(`expected a verdict, got ${reply.type}`);
  return reply;
}

describe('a session given a text ahead of its analysis', () => {
  it('parses it once: the analysis of the same text takes the parse over', () => {
    const session = createSession();
    session.prepare?.({ type: 'ahead', text: TYPED, mode: 'google' });
    expect(parses.texts).toEqual([TYPED]);
    const reply = session.handle({
      type: 'analyze',
      id: 1,
      revision: 1,
      text: TYPED,
      mode: 'google',
    });
    expect(parses.texts).toEqual([TYPED]);
    // The same outline as a session that never had the text ahead.
    const fresh = createSession().handle({
      type: 'analyze',
      id: 1,
      revision: 1,
      text: TYPED,
      mode: 'google',
    });
    expect(outlineOf(reply)).toEqual(outlineOf(fresh));
    const verdict = decide(session);
    expect(verdict.cells[0]?.decision?.allowed).toBe(false);
  });

  it('analyses its own text when it differs from the one sent ahead, or its mode does', () => {
    const session = createSession();
    session.prepare?.({ type: 'ahead', text: TYPED, mode: 'google' });
    session.handle({ type: 'analyze', id: 1, revision: 1, text: OTHER, mode: 'google' });
    expect(parses.texts).toEqual([TYPED, OTHER]);
    const verdict = decide(session);
    // Both texts disallow `/privatey`: the deciding rule tells which one was read.
    expect(verdict.cells[0]?.decision?.rule?.pattern).toBe('/privat');

    session.prepare?.({ type: 'ahead', text: TYPED, mode: 'google' });
    session.handle({ type: 'analyze', id: 3, revision: 2, text: TYPED, mode: 'rfc' });
    expect(parses.texts).toEqual([TYPED, OTHER, TYPED, TYPED]);
    // What was sent ahead is used once at most.
    session.handle({ type: 'analyze', id: 4, revision: 3, text: TYPED, mode: 'google' });
    expect(parses.texts).toHaveLength(5);
  });
});

describe('the client sending a typed text ahead', () => {
  const open: { close(): void }[] = [];
  afterEach(() => {
    for (const port of open.splice(0)) port.close();
  });

  async function until(condition: () => boolean): Promise<void> {
    for (let turn = 0; turn < 5000 && !condition(); turn++) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (!condition()) throw new Error('the condition never held');
  }

  function connect() {
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    // What reaches the worker's end, as posted.
    const posted: Record<string, unknown>[] = [];
    port2.addEventListener('message', (e) =>
      posted.push((e as MessageEvent<Record<string, unknown>>).data),
    );
    serveSession(port2);
    const analyses: AnalysisReply[] = [];
    const verdicts: VerdictReply[] = [];
    const client = createWorkerClient({
      createPort: () => port1,
      onAnalysis: (r) => analyses.push(r),
      onVerdict: (r) => verdicts.push(r),
      onDecisions: () => undefined,
      startupMs: 0,
    });
    return { client, posted, analyses, verdicts };
  }

  it('posts it as a change, then its analysis as an empty change the worker does not parse again', async () => {
    const { client, posted, analyses, verdicts } = connect();
    client.analyze({ revision: 1, text: FIRST, mode: 'google' });
    await until(() => analyses.length === 1);
    client.ahead(TYPED, 'google');
    await until(() => posted.length === 2);
    expect(posted[1]).toMatchObject({
      type: 'ahead',
      text: '',
      textUpdate: { middle: 'y', length: TYPED.length },
    });
    // Only once per analysis: a second keystroke's text waits for its analysis.
    client.ahead(`${TYPED}#`, 'google');
    client.analyze({ revision: 2, text: TYPED, mode: 'google' });
    client.verdict({ revision: 2, agent: 'bot', url: '/privatey', modes: ['google'] });
    await until(() => verdicts.length === 1 && analyses.length === 2);
    expect(posted.map((m) => m.type)).toEqual(['analyze', 'ahead', 'analyze', 'verdict']);
    expect(posted[2]).toMatchObject({
      text: '',
      textUpdate: { head: TYPED.length, tail: 0, middle: '', length: TYPED.length },
    });
    expect(parses.texts).toEqual([FIRST, TYPED]);
    expect(analyses[1]?.revision).toBe(2);
    expect(verdicts[0]?.cells[0]?.decision?.rule?.pattern).toBe('/privatey');
    client.dispose();
  });

  it("takes the editor's edit when it is of the text the worker holds, and compares the texts when not", async () => {
    const { client, posted, analyses, verdicts } = connect();
    client.analyze({ revision: 1, text: FIRST, mode: 'google' });
    await until(() => analyses.length === 1);
    // The edit as the editor tells it: the whole word rewritten, where comparing
    // the texts would find one added character.
    const word = FIRST.indexOf('/private');
    const tail = FIRST.length - word - '/private'.length;
    client.ahead(TYPED, 'google', { base: FIRST, head: word, tail, middle: '/privatey' });
    await until(() => posted.length === 2);
    expect(posted[1]).toMatchObject({
      type: 'ahead',
      text: '',
      textUpdate: { head: word, tail, middle: '/privatey', length: TYPED.length },
    });
    client.analyze({ revision: 2, text: TYPED, mode: 'google' });
    client.verdict({ revision: 2, agent: 'bot', url: '/privatey', modes: ['google'] });
    await until(() => verdicts.length === 1 && analyses.length === 2);
    expect(parses.texts).toEqual([FIRST, TYPED]);
    expect(verdicts[0]?.cells[0]?.decision?.rule?.pattern).toBe('/privatey');
    // An edit of a text the worker does not hold: the texts are compared instead.
    client.ahead(OTHER, 'google', { base: FIRST, head: 0, tail: 0, middle: 'wrong' });
    await until(() => posted.length === 5);
    expect(posted[4]).toMatchObject({
      type: 'ahead',
      text: '',
      textUpdate: { middle: '', length: OTHER.length },
    });
    client.analyze({ revision: 3, text: OTHER, mode: 'google' });
    client.verdict({ revision: 3, agent: 'bot', url: '/privatey', modes: ['google'] });
    await until(() => verdicts.length === 2);
    expect(verdicts[1]?.cells[0]?.decision?.rule?.pattern).toBe('/privat');
    client.dispose();
  });

  it("hands the helper and the linter the editor's edit too, when they hold its base", async () => {
    const ports = [new MessageChannel(), new MessageChannel(), new MessageChannel()];
    const posted: Record<string, unknown>[][] = [[], [], []];
    ports.forEach(({ port1, port2 }, i) => {
      open.push(port1, port2);
      port2.addEventListener('message', (e) =>
        posted[i]?.push((e as MessageEvent<Record<string, unknown>>).data),
      );
      serveSession(port2);
    });
    const lints: LintReply[] = [];
    const decisions: DecisionsReply[] = [];
    const client = createWorkerClient({
      createPort: () => ports[0]!.port1,
      createHelperPort: () => ports[1]!.port1,
      createLintPort: () => ports[2]!.port1,
      onAnalysis: () => undefined,
      onLint: (r) => lints.push(r),
      onDecisions: (r) => decisions.push(r),
      startupMs: 0,
      quietMs: 0,
    });
    const ask = (revision: number, text: string): void => {
      client.analyze({ revision, text, mode: 'google' });
      client.verdict({ revision, agent: 'bot', url: '/privatey', modes: ['google'] });
      client.lint({ revision });
      client.query({ revision, agents: ['bot'], urls: ['/privatey'], modes: ['google'] });
    };
    ask(1, FIRST);
    await until(() => lints.length === 1 && decisions.length === 1);
    const word = FIRST.indexOf('/private');
    const tail = FIRST.length - word - '/private'.length;
    client.ahead(TYPED, 'google', { base: FIRST, head: word, tail, middle: '/privatey' });
    ask(2, TYPED);
    await until(() => lints.length === 2 && decisions.length === 2);
    for (const port of [1, 2]) {
      const load = posted[port]?.filter((m) => m.type === 'load')[1];
      expect(load).toMatchObject({
        text: '',
        textUpdate: { head: word, tail, middle: '/privatey', length: TYPED.length },
      });
    }
    expect(lints[1]?.revision).toBe(2);
    expect(decisions[1]?.cells[0]?.decision?.rule?.pattern).toBe('/privatey');
    client.dispose();
  });

  it('sends nothing ahead to a worker at work or without a text, and the analysis still comes right', async () => {
    const { client, posted, analyses, verdicts } = connect();
    // No text yet: the first goes whole with its analysis.
    client.ahead(FIRST, 'google');
    client.analyze({ revision: 1, text: FIRST, mode: 'google' });
    // At work on that analysis: a text sent now would wait behind it, for nothing.
    client.ahead(TYPED, 'google');
    await until(() => analyses.length === 1);
    expect(posted.map((m) => m.type)).toEqual(['analyze']);
    // A text sent ahead that the page then replaces: the analysis is of the page's text.
    client.ahead(TYPED, 'google');
    client.analyze({ revision: 2, text: OTHER, mode: 'google' });
    client.verdict({ revision: 2, agent: 'bot', url: '/privatey', modes: ['google'] });
    await until(() => verdicts.length === 1);
    expect(posted.map((m) => m.type)).toEqual(['analyze', 'ahead', 'analyze', 'verdict']);
    expect(verdicts[0]?.cells[0]?.decision?.rule?.pattern).toBe('/privat');
    expect(parses.texts).toEqual([FIRST, TYPED, OTHER]);
    client.dispose();
  });
});
