// The compare slice: the other version counts its own changes, a comparison is
// applied only for the current text, other version and mode, and the other
// version is kept in the draft (its size counted for the draft's local copy).
import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from '../../src/state/store';
import { draftChars, draftOf, initFromDraft, readStoredDraft } from '../../src/state/persist';
import type { CompareReply } from '../../src/worker/protocol.ts';

const TEXT = 'User-agent: *\nDisallow: /private/\n';
const OTHER = 'User-agent: *\nDisallow: /\n';

function reply(over: Partial<CompareReply>): CompareReply {
  return {
    type: 'compare',
    id: 1,
    revision: 0,
    otherRevision: 1,
    mode: 'google',
    agents: 3,
    compared: 3,
    urls: 2,
    givenUrls: 1,
    count: 0,
    blocks: [],
    moreBlocks: 0,
    complete: true,
    otherCut: false,
    elapsedMs: 1,
    ...over,
  };
}

describe('compare slice', () => {
  it('counts changes of the other version, not changes of its source alone', () => {
    const store = createPlaygroundStore({ text: TEXT });
    const s = () => store.getState();
    expect(s()).toMatchObject({ otherText: '', otherSource: null, otherRevision: 0 });
    s().setOtherText(OTHER, 'old.txt');
    expect(s()).toMatchObject({ otherText: OTHER, otherSource: 'old.txt', otherRevision: 1 });
    s().setOtherText(OTHER, 'the saved draft');
    expect(s()).toMatchObject({ otherSource: 'the saved draft', otherRevision: 1 });
    s().setOtherText('', 'ignored');
    expect(s()).toMatchObject({ otherText: '', otherSource: null, otherRevision: 2 });
  });

  it('applies a comparison only for the current text, other version and mode', () => {
    const store = createPlaygroundStore({ text: TEXT });
    const s = () => store.getState();
    s().setOtherText(OTHER);
    const revision = s().revision;
    expect(s().applyCompare(reply({ revision: revision + 1 }))).toBe(false);
    expect(s().applyCompare(reply({ revision, otherRevision: 0 }))).toBe(false);
    expect(s().applyCompare(reply({ revision, mode: 'rfc' }))).toBe(false);
    expect(s().applyCompare(reply({ revision, count: 4 }))).toBe(true);
    expect(s().comparison?.count).toBe(4);
    // Kept (to be shown as updating) while a new one is on its way.
    s().setOtherText(TEXT);
    expect(s().comparison?.count).toBe(4);
  });

  it('keeps the other version in the draft, and reads an older draft as none', () => {
    const store = createPlaygroundStore({ text: TEXT });
    store.getState().setOtherText(OTHER, 'old.txt');
    const draft = draftOf(store.getState());
    expect(draftChars(draft)).toBe(TEXT.length + OTHER.length);
    const stored = JSON.parse(JSON.stringify({ v: 1, ...draft })) as unknown;
    const back = createPlaygroundStore(initFromDraft(readStoredDraft(stored))).getState();
    expect(back).toMatchObject({ otherText: OTHER, otherSource: 'old.txt' });
    const old = readStoredDraft({ v: 1, text: TEXT, agents: [], urls: [], mode: 'google' });
    expect(old?.other).toBeUndefined();
    expect(createPlaygroundStore(initFromDraft(old)).getState().otherText).toBe('');
    // No other version: the draft holds none.
    expect(draftOf(createPlaygroundStore({ text: TEXT }).getState()).other).toBeUndefined();
  });
});
