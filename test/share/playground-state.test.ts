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
import { PERMALINK_FIXTURES } from './fixtures.ts';

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
      // The question is the Verdict's own: '/' is no longer the first URL, so it is written.
      agent: '',
      url: '/',
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
      expectations: [
        { expected: 'disallowed', agent: 'ExampleBot', url: '/x' },
        { expected: 'allowed', agent: 'Googlebot', url: 'https://example.com/x', mode: 'rfc' },
      ],
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
      expectations: after.expectations,
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
      agent: '',
      url: '',
    });
    expect(init).toEqual({
      text: 'x',
      agents: ['Googlebot'],
      urls: ['/'],
      mode: 'google',
      host: '',
      panel: 'agents',
      expectations: [],
      // '' asks about the first entry.
      selectedAgent: 'Googlebot',
      selectedUrl: '/',
    });
  });

  it('carries the question as strings, the first entry being the default', () => {
    const base = { ...fresh(), agents: ['Googlebot', 'GPTBot'], urls: ['/', '/x'] };
    expect(shareStateOf({ ...base, selectedAgent: 'GPTBot', selectedUrl: '/' })).toMatchObject({
      agent: 'GPTBot',
      url: '',
    });
    expect(shareStateOf({ ...base, selectedAgent: null, selectedUrl: 'elsewhere' })).toMatchObject({
      agent: '',
      url: 'elsewhere',
    });
  });

  it('round-trips a question in neither list', async () => {
    const before: ShareableState = {
      ...fresh(),
      agents: ['Googlebot', 'Bingbot'],
      selectedAgent: 'Mozilla/5.0 (compatible; GPTBot/1.2)',
      selectedUrl: 'https://example.com/private/',
    };
    const result = await decodePermalink(await encodePermalink(shareStateOf(before)));
    if (!result.ok) throw new Error(result.error.message);
    const after = createPlaygroundStore(initFromShare(result.state)).getState();
    expect(after).toMatchObject({
      agents: ['Googlebot', 'Bingbot'],
      urls: ['/'],
      selectedAgent: 'Mozilla/5.0 (compatible; GPTBot/1.2)',
      selectedUrl: 'https://example.com/private/',
    });
  });

  it('opens old links on the question they always opened on', async () => {
    for (const fixture of PERMALINK_FIXTURES.filter((f) => f.version < 3)) {
      const result = await decodePermalink(fixture.fragment);
      if (!result.ok) throw new Error(result.error.message);
      const init = initFromShare(result.state);
      const agents = fixture.state.agents.length > 0 ? fixture.state.agents : ['Googlebot'];
      const urls = fixture.state.urls.length > 0 ? fixture.state.urls : ['/'];
      expect([init.selectedAgent, init.selectedUrl], fixture.name).toEqual([
        fixture.name.startsWith('v2: the second') ? agents[1] : agents[0],
        fixture.version === 2 ? urls[1] : urls[0],
      ]);
    }
  });
});
