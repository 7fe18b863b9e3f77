import { describe, expect, it } from 'vitest';
import {
  createPlaygroundStore,
  draftOf,
  expectationChecks,
  initFromDraft,
  readStoredDraft,
  selectFailingExpectations,
  type ExpectReply,
} from '../../src/state/index.ts';
import { createSession } from '../../src/worker/session.ts';

const TEXT = 'User-agent: *\nDisallow: /private/\n';
const GPT = { expected: 'disallowed', agent: 'GPTBot', url: '/private/x' } as const;
const HOME = { expected: 'disallowed', agent: 'GPTBot', url: '/' } as const;

function checkFor(revision: number, list: readonly (typeof GPT | typeof HOME)[]): ExpectReply {
  const session = createSession();
  session.handle({ type: 'analyze', id: 1, revision, text: TEXT, mode: 'google' });
  const reply = session.handle({
    type: 'expect',
    id: 2,
    revision,
    expectations: [...list],
    mode: 'google',
  });
  if (reply.type !== 'expect') throw new Error('no check');
  return reply;
}

describe('expectations slice', () => {
  it('adds, replaces and removes expectations, never the same one twice', () => {
    const store = createPlaygroundStore();
    expect(store.getState().addExpectation(GPT)).toBe(true);
    expect(store.getState().addExpectation({ ...GPT })).toBe(false);
    expect(store.getState().addExpectation(HOME)).toBe(true);
    store.getState().replaceExpectation(1, { ...HOME, expected: 'allowed' });
    expect(store.getState().expectations).toEqual([GPT, { ...HOME, expected: 'allowed' }]);
    store.getState().removeExpectation(0);
    expect(store.getState().expectations).toEqual([{ ...HOME, expected: 'allowed' }]);
    store.getState().removeExpectation(5);
    expect(store.getState().expectations).toHaveLength(1);
  });

  it('applies a check of the current revision only, and counts what fails', () => {
    const store = createPlaygroundStore({ text: TEXT, expectations: [GPT, HOME] });
    store.getState().setText(TEXT + '\n');
    expect(store.getState().applyExpect(checkFor(1, [GPT, HOME]))).toBe(false);
    expect(store.getState().applyExpect(checkFor(2, [GPT, HOME]))).toBe(true);
    // GPTBot is disallowed /private/x (holds) but allowed / (fails).
    expect(selectFailingExpectations(store.getState())).toBe(1);
    expect(expectationChecks(store.getState()).map((c) => c?.pass)).toEqual([true, false]);
  });

  it('shows no check for a row edited since the check', () => {
    const store = createPlaygroundStore({ text: TEXT, expectations: [GPT, HOME] });
    store.getState().applyExpect(checkFor(1, [GPT, HOME]));
    store.getState().replaceExpectation(1, { ...HOME, url: '/other' });
    expect(expectationChecks(store.getState())[1]).toBeNull();
    expect(selectFailingExpectations(store.getState())).toBe(0);
  });

  it('keeps the expectations in the draft, and reads a draft of an older release as none', () => {
    const store = createPlaygroundStore({ text: TEXT, expectations: [GPT] });
    const stored = JSON.parse(JSON.stringify({ v: 1, ...draftOf(store.getState()) })) as unknown;
    const draft = readStoredDraft(stored);
    expect(draft?.expectations).toEqual([GPT]);
    expect(createPlaygroundStore(initFromDraft(draft)).getState().expectations).toEqual([GPT]);
    const old = readStoredDraft({ v: 1, text: TEXT, agents: [], urls: [], mode: 'google' });
    expect(old?.expectations).toBeUndefined();
    expect(createPlaygroundStore(initFromDraft(old)).getState().expectations).toEqual([]);
    // A damaged entry is dropped, the others kept.
    const mixed = readStoredDraft({ v: 1, text: '', expectations: [GPT, { agent: 1 }, 'x'] });
    expect(mixed?.expectations).toEqual([GPT]);
  });
});
