// The page's wiring to the engine, with the pure worker session behind a fake port:
// which questions are sent for the store's state.
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayground } from '../../src/app/playground.ts';
import { selectDecision, selectMatrix } from '../../src/state/index.ts';
import type { WorkerPort } from '../../src/worker/client.ts';
import type { WorkerRequest } from '../../src/worker/protocol.ts';
import { createSession } from '../../src/worker/session.ts';
import { until } from '../support/wait.ts';

// A port that answers each request with the session's reply, as the worker would.
function sessionPort(sent: WorkerRequest[]): WorkerPort {
  const session = createSession();
  const listeners = new Set<(event: Event) => void>();
  return {
    postMessage(message) {
      // The page sends texts ahead only from the editor's keystrokes.
      if (message.type === 'ahead') throw new Error('No text goes ahead here.');
      sent.push(message);
      const reply = session.handle(message);
      setTimeout(() => {
        for (const listener of listeners) listener(new MessageEvent('message', { data: reply }));
      }, 0);
    },
    addEventListener: (type, listener) => {
      if (type === 'message') listeners.add(listener);
    },
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
}

const disconnect: (() => void)[] = [];
afterEach(() => {
  for (const stop of disconnect.splice(0)) stop();
});

describe('the questions sent to the engine', () => {
  it('asks about the Verdict’s agent against every URL when it is in no list', async () => {
    const sent: WorkerRequest[] = [];
    const playground = createPlayground({
      storage: null,
      createPort: () => sessionPort(sent),
      initial: {
        text: 'User-agent: Bingbot\nDisallow: /b\n',
        agents: ['Googlebot'],
        urls: ['/a', '/b'],
      },
    });
    disconnect.push(playground.connect());
    const { store } = playground;
    store.getState().selectAgent('Bingbot');
    // '/b' is not the Verdict's URL: only the query over the lists answers it.
    await until(() => selectDecision('Bingbot', '/b')(store.getState()) !== null);
    expect(selectDecision('Bingbot', '/b')(store.getState())?.allowed).toBe(false);
    const queries = sent.filter((r) => r.type === 'query');
    expect(queries.at(-1)?.agents).toEqual(['Googlebot', 'Bingbot']);
    // The lists being compared are still the user's.
    expect(selectMatrix(store.getState()).agents).toEqual(['Googlebot']);
    // Once the agent is in the list, it is not asked twice.
    store.getState().addAgent('Bingbot');
    await until(() => sent.filter((r) => r.type === 'query').length > queries.length);
    expect(sent.filter((r) => r.type === 'query').at(-1)?.agents).toEqual(['Googlebot', 'Bingbot']);
  });
});

describe('the Page panel’s crawlers', () => {
  it('are asked about on the Verdict’s URL while Page is open', async () => {
    const sent: WorkerRequest[] = [];
    const playground = createPlayground({
      storage: null,
      createPort: () => sessionPort(sent),
      initial: {
        text: 'User-agent: GPTBot\nDisallow: /\n',
        agents: ['googlebot'],
        urls: ['/a'],
        selectedAgent: 'googlebot',
        selectedUrl: '/page',
      },
    });
    disconnect.push(playground.connect());
    const { store } = playground;
    const queries = () => sent.filter((r) => r.type === 'query');
    await until(() => queries().length > 0);
    expect(queries().at(-1)?.agents).toEqual(['googlebot']);
    store.getState().setPanel('page');
    await until(() => selectDecision('GPTBot', '/page')(store.getState()) !== null);
    expect(selectDecision('GPTBot', '/page')(store.getState())?.allowed).toBe(false);
    expect(queries().at(-1)?.agents).toEqual(['googlebot', 'Googlebot', 'Bingbot', 'GPTBot']);
    expect(queries().at(-1)?.urls).toEqual(['/a', '/page']);
  });
});

describe('the crawler report', () => {
  it('is asked without the policy for Crawlers, and again with it for Policy', async () => {
    const sent: WorkerRequest[] = [];
    const playground = createPlayground({
      storage: null,
      createPort: () => sessionPort(sent),
      initial: { text: 'User-agent: GPTBot\nDisallow: /\n', urls: ['/a'] },
    });
    disconnect.push(playground.connect());
    const { store } = playground;
    const reports = () => sent.filter((r) => r.type === 'report');
    store.getState().setPanel('crawlers');
    await until(() => store.getState().report !== null);
    expect(reports().map((r) => r.summary)).toEqual([false]);
    expect(store.getState().report?.policy).toBeNull();
    expect(store.getState().report?.rows.length).toBeGreaterThan(0);

    store.getState().setPanel('policy');
    await until(() => store.getState().report?.policy != null);
    expect(reports().map((r) => r.summary)).toEqual([false, true]);
    // Back on Crawlers, the report at hand serves: nothing is asked again.
    store.getState().setPanel('crawlers');
    store.getState().setPanel('policy');
    expect(reports()).toHaveLength(2);
  });
});

describe('the helper’s order', () => {
  // Requests that are ready together go out in the helper's order: first what the
  // open panel shows.
  async function firstSent(panel: 'problems' | 'urls'): Promise<WorkerRequest['type'][]> {
    const sent: WorkerRequest[] = [];
    const helperSent: WorkerRequest[] = [];
    const playground = createPlayground({
      storage: null,
      createPort: () => sessionPort(sent),
      createHelperPort: () => sessionPort(helperSent),
      initial: {
        text: 'User-agent: *\nDisallow: /b\n',
        agents: ['Googlebot'],
        urls: ['/a', '/b'],
        selectedAgent: 'Googlebot',
        selectedUrl: '/b',
        panel,
      },
    });
    disconnect.push(playground.connect());
    await until(() => helperSent.some((r) => r.type === 'lint') && helperSent.length >= 3);
    return helperSent.map((r) => r.type).filter((t) => t === 'lint' || t === 'query');
  }

  it('sends the lint first while Problems is open, the queries first otherwise', async () => {
    expect(await firstSent('problems')).toEqual(['lint', 'query']);
    expect(await firstSent('urls')).toEqual(['query', 'lint']);
  });
});
