import { describe, expect, it } from 'vitest';
import {
  STORE_DEFAULTS,
  decodePermalink,
  encodePermalink,
  initFromShare,
  shareStateOf,
  type ShareableState,
} from '../../src/share/index.ts';
import { createPlaygroundStore } from '../../src/state/index.ts';

const fresh = (): ShareableState => createPlaygroundStore().getState();

describe('store ↔ permalink mapping', () => {
  it('knows the store defaults', () => {
    const s = createPlaygroundStore().getState();
    expect(s.agents).toEqual(STORE_DEFAULTS.agents);
    expect(s.urls).toEqual(STORE_DEFAULTS.urls);
    expect(s.panel).toBe(STORE_DEFAULTS.panel);
  });

  it('gives a fresh store an empty fragment (a clean URL)', async () => {
    expect(await encodePermalink(shareStateOf(fresh()))).toBe('');
  });

  it('counts the Share panel as the default panel', async () => {
    expect(await encodePermalink(shareStateOf({ ...fresh(), panel: 'share' }))).toBe('');
    expect(shareStateOf({ ...fresh(), panel: 'explain' }).panel).toBe('explain');
  });

  it('encodes only what the user changed', () => {
    const state = shareStateOf({ ...fresh(), text: 'User-agent: *\n', urls: ['/a', '/b'] });
    expect(state).toEqual({
      text: 'User-agent: *\n',
      agents: [],
      urls: ['/a', '/b'],
      mode: 'google',
      host: '',
      panel: '',
      selectedAgent: 0,
      selectedUrl: 0,
    });
  });

  it('round-trips a store state through a link into an equal store', async () => {
    const before: ShareableState = {
      text: 'User-agent: ExampleBot\nDisallow: /x\n',
      agents: ['ExampleBot', 'Googlebot'],
      urls: ['https://example.com/x', '/'],
      mode: 'rfc',
      host: 'example.com',
      panel: 'matrix',
      selectedAgent: 'Googlebot',
      selectedUrl: 'https://example.com/x',
    };
    const result = await decodePermalink(await encodePermalink(shareStateOf(before)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = createPlaygroundStore(initFromShare(result.state)).getState();
    expect({
      text: after.text,
      agents: after.agents,
      urls: after.urls,
      mode: after.mode,
      host: after.host,
      panel: after.panel,
      selectedAgent: after.selectedAgent,
      selectedUrl: after.selectedUrl,
    }).toEqual(before);
  });

  it('reads empty lists and unknown panels as the store defaults', () => {
    const init = initFromShare({
      text: 'x',
      agents: [],
      urls: [],
      mode: 'google',
      host: '',
      panel: 'no-such-panel',
      selectedAgent: 3,
      selectedUrl: 0,
    });
    expect(init).toEqual({
      text: 'x',
      agents: ['Googlebot'],
      urls: ['/'],
      mode: 'google',
      host: '',
      panel: 'agents',
      // Past the end of the default list: the store selects the first entry.
      selectedAgent: '',
      selectedUrl: '/',
    });
  });

  it('carries the selection as an index, the first entry being the default', () => {
    const base = { ...fresh(), agents: ['Googlebot', 'GPTBot'], urls: ['/', '/x'] };
    expect(shareStateOf({ ...base, selectedAgent: 'GPTBot', selectedUrl: '/' })).toMatchObject({
      selectedAgent: 1,
      selectedUrl: 0,
    });
    expect(shareStateOf({ ...base, selectedAgent: null, selectedUrl: 'gone' })).toMatchObject({
      selectedAgent: 0,
      selectedUrl: 0,
    });
  });
});
