// @vitest-environment jsdom
// Opening the page with a link, at the level of the whole app: a fake Location and
// History, an in-memory storage holding a saved draft, a worker that never answers
// (links must not depend on it).
import { createElement } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { undo } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { EMPTY_EDITOR_HINT } from '../../src/app/editor-pane.tsx';
import {
  DRAFT_KEY,
  LIVE_LINK_KEY,
  type LiveLink,
  type StorageLike,
} from '../../src/state/index.ts';
import { encodeBase64Url } from '../../src/share/base64url.ts';
import { deflateRaw } from '../../src/share/compression.ts';
import {
  decodePermalink,
  encodePermalink,
  LIVE_LINK_MAX_TEXT,
  type ShareState,
} from '../../src/share/index.ts';
import { EXAMPLES, LESSON_STEPS, plainTitle } from '../../src/learn/index.ts';
import { STARTER } from '../../src/learn/starter.ts';
import { silentPort } from '../support/silent-port.ts';

// Links the page has finished decoding, so a check that nothing happened waits for
// the decoding to be over first (it is real work, which fake timers do not run).
const decodedLinks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/app/permalink-codec.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/app/permalink-codec.ts')>();
  return {
    ...original,
    loadPermalinkCodec: async () => {
      const codec = await original.loadPermalinkCodec();
      return {
        ...codec,
        decodePermalink: async (payload: string) => {
          try {
            return await codec.decodePermalink(payload);
          } finally {
            decodedLinks.count += 1;
          }
        },
      };
    },
  };
});

/** Waits until `n` links in all have been decoded, then runs what followed them. */
async function linksRead(n: number): Promise<void> {
  await waitFor(() => expect(decodedLinks.count).toBeGreaterThanOrEqual(n));
  await settle(50);
}

const DRAFT = 'User-agent: *\nDisallow: /my-own-draft/\n';

beforeAll(() => {
  // jsdom has no layout; CodeMirror measures text ranges after each update.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

// Debounces run on a fake clock that also moves with real time, so the page works
// as usual and `settle` can jump past every pending save and address-bar write.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  decodedLinks.count = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});

interface Page {
  storage: StorageLike & {
    saved(): { text: string; agents: string[]; selectedAgent?: string | null } | null;
    /** The remembered address-bar choice (`null`: none). */
    liveLink(): string | null;
  };
  location: { href: string; hash: string };
  writes: string[];
}

// `draft` is the saved text (with the agent MyBot and the URL /mine), `null` for none;
// `more` replaces or adds stored fields (other lists, a selection, a host); `live` is
// the remembered choice of keeping the link in the address bar.
function page(
  hash: string,
  draft: string | null = DRAFT,
  more: Record<string, unknown> = {},
  live: LiveLink = null,
): Page {
  const items = new Map<string, string>();
  if (live !== null) items.set(LIVE_LINK_KEY, live);
  if (draft !== null) {
    items.set(
      DRAFT_KEY,
      JSON.stringify({
        v: 1,
        text: draft,
        agents: ['MyBot'],
        urls: ['/mine'],
        mode: 'google',
        ...more,
      }),
    );
  }
  const location = { href: `https://play.example/${hash}`, hash };
  const writes: string[] = [];
  return {
    storage: {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      saved: () => {
        const raw = items.get(DRAFT_KEY);
        return raw === undefined ? null : JSON.parse(raw);
      },
      liveLink: () => items.get(LIVE_LINK_KEY) ?? null,
    },
    location,
    writes,
  };
}

// A worker that takes requests and never replies: the page must work without answers.

// `state`: the history entry's state the page finds (a reload keeps the entry's);
// `events`: where the page hears of fragments pasted into the tab (none by default).
function open(p: Page, state: unknown = null, events: EventTarget | null = null) {
  const history = {
    state,
    replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
      const next = new URL(String(url));
      history.state = _data;
      p.writes.push(next.href);
      p.location.href = next.href;
      p.location.hash = next.hash;
    },
  };
  const result = render(
    createElement(App, {
      options: {
        storage: p.storage,
        createPort: silentPort,
        links: { location: p.location, history, events, debounceMs: 5 },
      },
    }),
  );
  const view = (): EditorView => {
    const el = result.container.querySelector('.cm-content');
    const v = el ? EditorView.findFromDOM(el as HTMLElement) : null;
    if (!v) throw new Error('no editor');
    return v;
  };
  return { ...result, view, text: () => view().state.doc.toString() };
}

const stateLink = async (patch: Partial<ShareState>): Promise<string> =>
  `#s=${await encodePermalink({
    text: '',
    agents: [],
    urls: [],
    mode: 'google',
    host: '',
    panel: '',
    agent: '',
    url: '',
    ...patch,
  })}`;

// Runs every save and address-bar write due within `ms` (persist debounce is 500 ms).
const settle = (ms = 650) => act(() => vi.advanceTimersByTimeAsync(ms));

const agentField = () => screen.getByLabelText('User agent', { exact: true });
const urlField = () => screen.getByLabelText('URL', { exact: true });

// Asks about another agent and URL of the lists, as a person does in the Explain tab.
async function pick(agent: string, url: string): Promise<void> {
  await user.click(screen.getByRole('tab', { name: 'Explain' }));
  // Panels load on first use: the first time, the tab shows "Loading…" for a moment.
  await user.selectOptions(await screen.findByLabelText('Explain for agent'), agent);
  await user.selectOptions(screen.getByLabelText('Explain for URL'), url);
}

// Opens the page on the saved draft, then `example` from the Examples tab.
async function openFromGallery(example: (typeof EXAMPLES)[number]) {
  const p = page('');
  const app = open(p);
  await waitFor(() => expect(app.text()).toBe(DRAFT));
  await user.click(screen.getByRole('tab', { name: 'Examples' }));
  await user.click(screen.getByRole('button', { name: `Open ${plainTitle(example.title)}` }));
  return { p, app };
}

// A reload now would still find the saved draft; the banner then brings it back.
async function expectDraftKeptThenBack(p: Page, app: ReturnType<typeof open>): Promise<void> {
  await settle();
  window.dispatchEvent(new Event('pagehide'));
  expect(p.storage.saved()).toMatchObject({ text: DRAFT, agents: ['MyBot'] });
  await user.click(screen.getByRole('button', { name: 'Back to your draft' }));
  expect(app.text()).toBe(DRAFT);
  expect(agentField()).toHaveProperty('value', 'MyBot');
}

// The state a written address carries.
async function decoded(href: string): Promise<ShareState> {
  const result = await decodePermalink(new URL(href).hash.replace(/^#s=/, ''));
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

// The state in the address bar of `p`.
const linked = (p: Page): Promise<ShareState> => decoded(p.location.href);

describe('opening a shared link', () => {
  it("shows the link's state as an undoable change and keeps the saved draft", async () => {
    const p = page(await stateLink({ text: 'User-agent: Linked\nAllow: /\n', agents: ['Linked'] }));
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe('User-agent: Linked\nAllow: /\n'));
    expect(screen.getByText(/You are looking at a shared link/)).toBeTruthy();
    expect(screen.getByLabelText('User agent', { exact: true })).toHaveProperty('value', 'Linked');

    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(p.storage.saved()?.text).toBe(DRAFT);
    // Nothing was written to the address bar: it already holds the link.
    expect(p.writes).toEqual([]);

    act(() => void undo(app.view()));
    expect(app.text()).toBe(DRAFT);
  });

  it('saves over the draft only once the user edits the linked text', async () => {
    const p = page(await stateLink({ text: 'User-agent: Linked\n' }));
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe('User-agent: Linked\n'));
    act(() => {
      const view = app.view();
      view.dispatch({ changes: { from: view.state.doc.length, insert: 'Disallow: /x\n' } });
    });
    expect(p.storage.saved()?.text).toBe('User-agent: Linked\nDisallow: /x\n');
    // The banner promised to keep the draft until an edit; that promise is over.
    expect(screen.queryByText(/You are looking at a shared link/)).toBeNull();
  });

  it('goes back to the draft from the banner', async () => {
    const p = page(await stateLink({ text: 'User-agent: Linked\n', mode: 'rfc' }));
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe('User-agent: Linked\n'));
    await user.click(screen.getByRole('button', { name: 'Back to your draft' }));
    expect(app.text()).toBe(DRAFT);
    expect(screen.getByLabelText('User agent', { exact: true })).toHaveProperty('value', 'MyBot');
    expect(screen.getByLabelText('Reading mode')).toHaveProperty('value', 'google');
    expect(screen.queryByText(/You are looking at a shared link/)).toBeNull();
    expect(p.storage.saved()).toMatchObject({ text: DRAFT, agents: ['MyBot'] });
  });

  it('puts HTML and script in the editor as text only', async () => {
    const text = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>\n';
    const p = page(await stateLink({ text, agents: ['<b>bold</b>'] }));
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe(text));
    expect(document.querySelector('img, script, b')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('treats a link of the state already shown as no news', async () => {
    const p = page(await stateLink({ text: DRAFT, agents: ['MyBot'], urls: ['/mine'] }));
    const app = open(p);
    await linksRead(1);
    expect(app.text()).toBe(DRAFT);
    expect(screen.queryByText(/You are looking at/)).toBeNull();
  });

  it('treats a link of the draft with another agent selected as news', async () => {
    const agents = ['MyBot', 'Other'];
    const link = await stateLink({ text: DRAFT, agents, urls: ['/mine'], agent: 'Other' });
    const p = page(link, DRAFT, { agents });
    open(p);
    await waitFor(() => expect(agentField()).toHaveProperty('value', 'Other'));
    expect(screen.getByText(/You are looking at a shared link/)).toBeTruthy();
    // …and a reload of that link, once the draft holds the same selection, as none.
    cleanup();
    const again = page(p.location.hash, DRAFT, { agents, selectedAgent: 'Other' });
    open(again);
    await linksRead(2);
    expect(agentField()).toHaveProperty('value', 'Other');
    expect(screen.queryByText(/You are looking at/)).toBeNull();
  });

  it('reads a reload of a link asking about an agent in no list as nothing new', async () => {
    const link = await stateLink({
      text: DRAFT,
      agents: ['MyBot'],
      urls: ['/mine'],
      agent: 'Elsewhere',
    });
    open(page(link, DRAFT, { selectedAgent: 'Elsewhere' }));
    await linksRead(1);
    expect(agentField()).toHaveProperty('value', 'Elsewhere');
    expect(screen.queryByText(/You are looking at/)).toBeNull();
  });

  it('keeps the draft held while only the selection changes, and goes back to its own', async () => {
    const p = page(
      await stateLink({
        text: 'User-agent: Two\nDisallow: /b\n',
        agents: ['One', 'Two'],
        urls: ['/a', '/b'],
      }),
      DRAFT,
      {
        agents: ['MyBot', 'Mine2'],
        urls: ['/mine', '/mine2'],
        selectedAgent: 'Mine2',
        selectedUrl: '/mine2',
      },
    );
    const app = open(p);
    await waitFor(() => expect(agentField()).toHaveProperty('value', 'One'));
    await pick('Two', '/b');
    expect(agentField()).toHaveProperty('value', 'Two');
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    // Asking another question of the link is not taking it as one's own.
    expect(p.storage.saved()).toMatchObject({ text: DRAFT, selectedAgent: 'Mine2' });
    expect(screen.getByText(/You are looking at a shared link/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to your draft' }));
    expect(app.text()).toBe(DRAFT);
    expect(agentField()).toHaveProperty('value', 'Mine2');
    expect(urlField()).toHaveProperty('value', '/mine2');
    expect(p.storage.saved()).toMatchObject({ text: DRAFT, selectedAgent: 'Mine2' });
  });

  it('takes an edit of the host as an edit of the linked state', async () => {
    const p = page(await stateLink({ text: 'User-agent: Linked\n', host: 'linked.example' }));
    open(p);
    await waitFor(() => expect(screen.getByText(/You are looking at a shared link/)).toBeTruthy());
    await user.click(screen.getByRole('tab', { name: 'URLs' }));
    const host = await screen.findByLabelText('Host this robots.txt is served from');
    expect(host).toHaveProperty('value', 'linked.example');
    await user.type(host, 'x');
    expect(p.storage.saved()).toMatchObject({
      text: 'User-agent: Linked\n',
      host: 'linked.examplex',
    });
    expect(screen.queryByText(/You are looking at a shared link/)).toBeNull();
  });
});

describe('a reload right after typing', () => {
  // The draft as the page saved it when it was left, and the address bar's link as
  // it wrote it before the last keystrokes (its debounce had not run yet).
  const TYPED = 'User-agent: *\nDisallow: /typed-last\n';
  const older = async () => {
    const hash = await stateLink({
      text: 'User-agent: *\nDisallow: /typed',
      agents: ['MyBot'],
      urls: ['/mine'],
    });
    return hash;
  };
  const own = (hash: string, at: number) => ({
    robotsPlaygroundFragment: { fragment: hash.replace(/^#s=/, ''), at },
  });

  it('opens the saved draft, not the older link the page wrote, and brings the link up to date', async () => {
    const hash = await older();
    const p = page(hash, TYPED, { savedAt: 2_000 }, 'on');
    const app = open(p, own(hash, 1_000));
    expect(app.text()).toBe(TYPED);
    await settle();
    expect(screen.queryByText(/You are looking at a shared link/)).toBeNull();
    expect(app.text()).toBe(TYPED);
    expect((await linked(p)).text).toBe(TYPED);
  });

  it('opens the link beside the draft when the draft is the older (it could not be saved)', async () => {
    const hash = await older();
    const p = page(hash, TYPED, { savedAt: 500 }, 'on');
    const app = open(p, own(hash, 1_000));
    await waitFor(() => expect(app.text()).toBe('User-agent: *\nDisallow: /typed'));
    expect(screen.getByText(/You are looking at a shared link/)).toBeTruthy();
    expect(p.storage.saved()?.text).toBe(TYPED);
  });

  it('opens a link the page did not write beside the draft, whatever its age', async () => {
    const hash = await older();
    const p = page(hash, TYPED, { savedAt: 2_000 });
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe('User-agent: *\nDisallow: /typed'));
    expect(screen.getByText(/You are looking at a shared link/)).toBeTruthy();
  });
});

describe('a bad or hostile link', () => {
  const bomb = async () =>
    `#s=v1.${encodeBase64Url(await deflateRaw(new Uint8Array(20 * 1024 * 1024)))}`;
  const cases: [string, () => Promise<string> | string, RegExp][] = [
    ['garbage', () => '#s=v1.@@not-base64@@', /damaged/],
    ['an HTML/script payload', () => '#s=<script>alert(1)</script>', /not a playground link/],
    [
      'an HTML/script payload, escaped',
      () => '#s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      /not a playground link/,
    ],
    ['an unknown version', () => '#s=v9.abc', /v9/],
    [
      'a truncated link',
      async () => (await stateLink({ text: 'User-agent: *\nDisallow: /\n' })).slice(0, 20),
      /damaged|cut short/,
    ],
    ['a 5 MB fragment', () => `#s=v1.${'A'.repeat(5 * 1024 * 1024)}`, /at most/],
    ['a decompression bomb', bomb, /more than/],
    ['an unknown example', () => '#example=no-such-example', /example/],
    ['an unknown lesson step', () => '#lesson=%3Cscript%3E', /lesson step/],
  ];

  it.each(cases)('%s: says what was wrong and keeps the draft', async (_name, make, message) => {
    const p = page(await make());
    const app = open(p);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(/This link could not be opened/);
    expect(alert.textContent).toMatch(message);
    expect(alert.textContent).not.toMatch(/<script|<img/);
    expect(app.text()).toBe(DRAFT);
    expect(document.querySelector('script, img')).toBeNull();
    await settle();
    expect(p.storage.saved()?.text).toBe(DRAFT);
    // The page works on: the alert can be dismissed and the draft edited.
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a link pasted into the open tab', () => {
  it('is not replaced by the write of the edit before it, so a reload reads it again', async () => {
    const p = page('', DRAFT, {}, 'on');
    const events = new EventTarget();
    const app = open(p, null, events);
    await waitFor(() => expect(app.text()).toBe(DRAFT));
    await settle();
    // An edit, whose link the address bar is to follow once typing pauses…
    act(() => app.view().dispatch({ changes: { from: 0, insert: '# edited\n' } }));
    // …and, before that, a bad link pasted into the address bar.
    const bad = '#s=v1.@@not-base64@@';
    p.location.hash = bad;
    p.location.href = `https://play.example/${bad}`;
    act(() => void events.dispatchEvent(new Event('hashchange')));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(/This link could not be opened/);
    await settle();
    expect(p.location.hash).toBe(bad);
    expect(p.writes).toEqual([]);
    // The next edit is the user's own again: the address bar follows it.
    act(() => app.view().dispatch({ changes: { from: 0, insert: '# again\n' } }));
    await waitFor(() => expect(p.location.hash).toMatch(/^#s=v4\./));
    expect((await linked(p)).text).toBe(`# again\n# edited\n${DRAFT}`);
  });
});

describe('the address bar', () => {
  it('stays clean on a page with an empty draft and follows edits with replaceState', async () => {
    // An empty draft with the default lists: what a fresh page held before it showed an example.
    const p = page('', '', { agents: [], urls: [] }, 'on');
    const app = open(p);
    await settle(50);
    expect(p.writes).toEqual([]);
    expect(p.location.href).toBe('https://play.example/');

    act(() => app.view().dispatch({ changes: { from: 0, insert: 'User-agent: *\n' } }));
    act(() => app.view().dispatch({ changes: { from: 0, insert: '# a\n' } }));
    await waitFor(() => expect(p.location.hash).toMatch(/^#s=v4\./));
    // The burst of edits gave one write.
    expect(p.writes).toHaveLength(1);

    act(() => app.view().dispatch({ changes: { from: 0, to: app.text().length, insert: '' } }));
    await waitFor(() => expect(p.location.href).toBe('https://play.example/'));
  });

  it('holds no large file: edits leave it clean and the draft carries the text', async () => {
    const big = `User-agent: *\n${'Disallow: /a-long-path-segment/\n'.repeat(2500)}`;
    expect(big.length).toBeGreaterThan(LIVE_LINK_MAX_TEXT);
    const p = page('', big, {}, 'on');
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe(big));
    act(() => app.view().dispatch({ changes: { from: 0, insert: '# edited\n' } }));
    await settle();
    expect(p.writes).toEqual([]);
    expect(p.location.href).toBe('https://play.example/');
    expect(p.storage.saved()?.text).toBe(`# edited\n${big}`);
  });

  it('keeps the link a large file was opened with until the text is edited', async () => {
    const big = `User-agent: Two\n${'Disallow: /a-long-path-segment/\n'.repeat(2500)}`;
    const opened = await stateLink({ text: big, agents: ['One', 'Two'], urls: ['/a', '/b'] });
    const p = page(opened, null, {}, 'on');
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe(big));
    await pick('Two', '/b');
    await settle(50);
    // The link still opens this file.
    expect(p.writes).toEqual([]);
    expect(p.location.hash).toBe(opened);

    act(() => app.view().dispatch({ changes: { from: 0, insert: '# edited\n' } }));
    await waitFor(() => expect(p.location.href).toBe('https://play.example/'));
    await settle();
    expect(p.storage.saved()?.text).toBe(`# edited\n${big}`);
  });

  it('writes a link that opens the same state', async () => {
    const first = page('', '', {}, 'on');
    const app = open(first);
    act(() =>
      app.view().dispatch({ changes: { from: 0, insert: 'User-agent: Same\nDisallow: /s\n' } }),
    );
    await user.selectOptions(screen.getByLabelText('Reading mode'), 'rfc');
    await waitFor(() => expect(first.location.hash).toMatch(/^#s=/));
    await settle(50);
    app.unmount();

    const second = page(first.location.hash);
    const again = open(second);
    await waitFor(() => expect(again.text()).toBe('User-agent: Same\nDisallow: /s\n'));
    expect(screen.getByLabelText('Reading mode')).toHaveProperty('value', 'rfc');
  });

  it('follows a change of the selected agent and URL alone', async () => {
    const lists = { agents: ['One', 'Two', 'Three'], urls: ['/a', '/b'] };
    const text = 'User-agent: Three\nDisallow: /b\n';
    // Opened on the Explain tab, so asking there changes nothing but the selection.
    const opened = await stateLink({ text, ...lists, panel: 'explain' });
    const first = page(opened, null, {}, 'on');
    open(first);
    await waitFor(() => expect(agentField()).toHaveProperty('value', 'One'));

    await pick('Three', '/b');
    await waitFor(async () =>
      expect(await linked(first)).toMatchObject({ agent: 'Three', url: '/b' }),
    );
    // Nothing was written before the question changed: the address bar held the link.
    expect(await decoded(first.writes[0]!)).toMatchObject({ agent: 'Three' });
    expect(await linked(first)).toMatchObject({ text, ...lists, panel: 'explain' });
    const asked = first.location.hash;
    // Back on the first entries, the address bar holds the link that was opened.
    await pick('One', '/a');
    await waitFor(() => expect(first.location.hash).toBe(opened));
    cleanup();

    // The address bar is the link: a fresh page opens on the same question.
    const second = page(asked);
    open(second);
    await waitFor(() => expect(agentField()).toHaveProperty('value', 'Three'));
    expect(urlField()).toHaveProperty('value', '/b');
  });

  it('opens a link on its question even when the question is in neither list', async () => {
    const p = page(
      await stateLink({
        text: 'User-agent: *\n',
        agents: ['One', 'Two'],
        agent: 'Mozilla/5.0 (compatible; Three/1.0)',
        url: '/elsewhere',
      }),
    );
    open(p);
    await waitFor(() =>
      expect(agentField()).toHaveProperty('value', 'Mozilla/5.0 (compatible; Three/1.0)'),
    );
    expect(urlField()).toHaveProperty('value', '/elsewhere');
    expect(screen.getByText(/You are looking at a shared link/)).toBeTruthy();
  });

  it('opens a link whose selection is not the first agent on that agent', async () => {
    const p = page(
      await stateLink({ text: 'User-agent: *\n', agents: ['One', 'Two'], agent: 'Two' }),
    );
    open(p);
    await waitFor(() =>
      expect(screen.getByLabelText('User agent', { exact: true })).toHaveProperty('value', 'Two'),
    );
  });
});

describe('the address bar, until the user asks for a link', () => {
  const keepBox = () =>
    screen.getByRole('checkbox', { name: 'Keep the link in the address bar up to date' });
  const edit = (app: ReturnType<typeof open>, insert: string) =>
    act(() => app.view().dispatch({ changes: { from: 0, insert } }));

  it('keeps the text out of it; copying the link puts it there and keeps it up to date', async () => {
    const p = page('', DRAFT);
    const app = open(p);
    edit(app, '# typed\n');
    await settle();
    // The draft was saved (so the pause has passed), and the address bar stayed clean.
    expect(p.storage.saved()?.text).toBe(`# typed\n${DRAFT}`);
    expect(p.writes).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(async () => expect((await linked(p)).text).toBe(`# typed\n${DRAFT}`));
    expect(keepBox()).toHaveProperty('checked', true);
    // Remembered for the next visit.
    expect(p.storage.liveLink()).toBe('on');
    edit(app, '# more\n');
    await waitFor(async () => expect((await linked(p)).text).toBe(`# more\n# typed\n${DRAFT}`));
  });

  it('is cleared at once when the box is unticked, and stays clean, copying or not', async () => {
    const p = page('', DRAFT, {}, 'on');
    const app = open(p);
    edit(app, '# typed\n');
    await waitFor(() => expect(p.location.hash).toMatch(/^#s=/));
    await user.click(screen.getByRole('tab', { name: 'Share' }));
    await user.click(await screen.findByRole('checkbox', { name: /Keep the link/ }));
    expect(p.location.href).toBe('https://play.example/');
    expect(p.storage.liveLink()).toBe('off');
    const written = p.writes.length;

    edit(app, '# more\n');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('The link copied to the clipboard.');
    await settle();
    expect(p.storage.saved()?.text).toBe(`# more\n# typed\n${DRAFT}`);
    expect(p.writes).toHaveLength(written);
    expect(p.location.href).toBe('https://play.example/');
    expect(keepBox()).toHaveProperty('checked', false);
  });

  it('keeps a shared link while it is only asked about, and clears it at the first edit', async () => {
    const opened = await stateLink({
      text: 'User-agent: Two\nDisallow: /b\n',
      agents: ['One', 'Two'],
      urls: ['/a', '/b'],
    });
    const p = page(opened);
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe('User-agent: Two\nDisallow: /b\n'));
    await pick('Two', '/b');
    await settle();
    expect(p.writes).toEqual([]);
    expect(p.location.hash).toBe(opened);

    edit(app, '# mine now\n');
    await waitFor(() => expect(p.location.href).toBe('https://play.example/'));
    // What a reload opens: the draft, saved at the edit.
    expect(p.storage.saved()?.text).toBe('# mine now\nUser-agent: Two\nDisallow: /b\n');
  });

  it('clears an older link of the page at once on a reload, and opens the saved draft', async () => {
    const typed = 'User-agent: *\nDisallow: /typed-last\n';
    const older = await stateLink({ text: 'User-agent: *\n', agents: ['MyBot'], urls: ['/mine'] });
    const p = page(older, typed, { savedAt: 2_000 }, 'off');
    const app = open(p, { robotsPlaygroundFragment: { fragment: older.slice(3), at: 1_000 } });
    expect(app.text()).toBe(typed);
    await waitFor(() => expect(p.location.href).toBe('https://play.example/'));
    expect(screen.queryByText(/You are looking at a shared link/)).toBeNull();
    expect(app.text()).toBe(typed);
  });
});

describe('example and lesson links', () => {
  it('#example=<id> opens the example with its agents and URLs, keeping the draft', async () => {
    const example = EXAMPLES[1]!;
    const p = page(`#example=${example.id}`);
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe(example.text));
    await waitFor(() =>
      expect(screen.getByLabelText('User agent', { exact: true })).toHaveProperty(
        'value',
        example.agents[0],
      ),
    );
    expect(screen.getByRole('tab', { name: 'Examples' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText(/You are looking at the example/)).toBeTruthy();
    window.dispatchEvent(new Event('pagehide'));
    expect(p.storage.saved()?.text).toBe(DRAFT);
  });

  it('#lesson=<id> opens the lesson at that step with its file', async () => {
    const step = LESSON_STEPS[2]!;
    const p = page(`#lesson=${step.id}`);
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe(step.text));
    expect(screen.getByRole('tab', { name: 'Lesson' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: /Step 3 of/ })).toBeTruthy();
  });

  it.each([
    ['a saved draft', DRAFT],
    ['no saved draft', null],
  ])(
    '"Back to your draft" after a #lesson= link leaves an address bar that reopens the draft (%s)',
    async (_, draft) => {
      const step = LESSON_STEPS[2]!;
      const p = page(`#lesson=${step.id}`, draft);
      const app = open(p);
      await waitFor(() => expect(app.text()).toBe(step.text));
      await user.click(screen.getByRole('button', { name: 'Back to your draft' }));
      expect(app.text()).toBe(draft ?? '');
      // At once, not after the address bar's debounce: a reload right away opens the draft.
      expect(p.location.hash).not.toMatch(/lesson=/);
      await settle();
      // What a reload would open: the draft's own link, or none (the saved draft).
      expect(p.location.hash).not.toMatch(/lesson=/);
      if (p.location.hash !== '') expect((await linked(p)).text).toBe(draft ?? '');
    },
  );

  it('an example opened from the Examples tab holds the draft until it is edited', async () => {
    const example = EXAMPLES[1]!;
    const { p, app } = await openFromGallery(example);
    expect(app.text()).toBe(example.text);
    expect(agentField()).toHaveProperty('value', example.agents[0]);
    expect(screen.getByText(/You are looking at the example/)).toBeTruthy();
    await expectDraftKeptThenBack(p, app);
    expect(screen.queryByText(/You are looking at the example/)).toBeNull();
  });

  it('an example the user edits becomes the draft', async () => {
    const example = EXAMPLES[0]!;
    const { p, app } = await openFromGallery(example);
    act(() => {
      const view = app.view();
      view.dispatch({ changes: { from: view.state.doc.length, insert: '# mine now\n' } });
    });
    expect(p.storage.saved()?.text).toBe(`${example.text}# mine now\n`);
    expect(screen.queryByText(/You are looking at the example/)).toBeNull();
  });

  it('lesson steps and answers hold the draft; the banner goes back to it', async () => {
    const p = page('');
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe(DRAFT));
    await user.click(screen.getByRole('tab', { name: 'Lesson' }));
    const step = LESSON_STEPS[0]!;
    await user.click(screen.getByRole('button', { name: 'Try it in the editor' }));
    expect(app.text()).toBe(step.text);
    expect(screen.getByText(/You are looking at the lesson step/)).toBeTruthy();
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    // Answering points the playground at the step's question, still held.
    expect(agentField()).toHaveProperty('value', step.agent);
    await expectDraftKeptThenBack(p, app);
  });
});

describe('the first visit', () => {
  const note = () => screen.queryByRole('note');
  // What a person sees above the editor while the example is shown.
  const NOTE = /This is an example\./;

  it('opens on the example, marked as one, and saves nothing until it is edited', async () => {
    const p = page('', null);
    const app = open(p);
    expect(app.text()).toBe(STARTER.text);
    expect(note()?.textContent).toMatch(NOTE);
    expect(agentField()).toHaveProperty('value', STARTER.agent);
    expect(urlField()).toHaveProperty('value', STARTER.url);
    // Asking about something else is not an edit: still nothing saved, no link written.
    await user.clear(agentField());
    await user.type(agentField(), 'Bingbot');
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(p.storage.saved()).toBeNull();
    expect(p.writes).toEqual([]);
    app.unmount();

    // A reload without an edit: the example again.
    const again = open(p);
    expect(again.text()).toBe(STARTER.text);
    expect(note()?.textContent).toMatch(NOTE);
  });

  it('makes the edited example the draft, which a reload opens', async () => {
    const p = page('', null);
    const app = open(p);
    act(() => {
      const view = app.view();
      view.dispatch({ changes: { from: view.state.doc.length, insert: 'Disallow: /mine/\n' } });
    });
    expect(p.storage.saved()?.text).toBe(`${STARTER.text}Disallow: /mine/\n`);
    expect(note()).toBeNull();
    await settle();
    app.unmount();

    const again = open(page('', `${STARTER.text}Disallow: /mine/\n`));
    expect(again.text()).toBe(`${STARTER.text}Disallow: /mine/\n`);
    expect(note()).toBeNull();
  });

  it('opens a saved draft rather than the example, and leaves it as it was', async () => {
    const p = page('', DRAFT);
    const app = open(p);
    expect(app.text()).toBe(DRAFT);
    expect(note()).toBeNull();
    await settle();
    expect(p.storage.saved()?.text).toBe(DRAFT);
  });

  it.each([
    ['an example link', `#example=${EXAMPLES[1]!.id}`, EXAMPLES[1]!.text],
    ['a state link', 'state', 'User-agent: Linked\n'],
  ])('opens %s rather than the example', async (_, hash, text) => {
    const p = page(hash === 'state' ? await stateLink({ text }) : hash, null);
    const app = open(p);
    await waitFor(() => expect(app.text()).toBe(text));
    expect(app.text()).not.toContain(STARTER.text);
    expect(note()).toBeNull();
  });

  it('starts empty on request: the hint shows, and the empty file is the draft', async () => {
    const p = page('', null);
    const app = open(p);
    await user.click(screen.getByRole('button', { name: 'Start empty' }));
    expect(app.text()).toBe('');
    expect(note()).toBeNull();
    expect(document.querySelector('.cm-placeholder')?.textContent).toBe(EMPTY_EDITOR_HINT);
    expect(document.activeElement).toBe(app.view().contentDOM);
    // A fresh page's lists and question, not the example's.
    expect(agentField()).toHaveProperty('value', 'Googlebot');
    expect(urlField()).toHaveProperty('value', '/');
    await settle();
    expect(p.storage.saved()).toMatchObject({ text: '', agents: ['Googlebot'], urls: ['/'] });
    // Nothing differs from a fresh page: the address bar stays clean.
    expect(p.location.href).toBe('https://play.example/');
  });

  it('goes back from a gallery example to the example, still unsaved', async () => {
    const p = page('', null);
    const app = open(p);
    const example = EXAMPLES[1]!;
    await user.click(screen.getByRole('tab', { name: 'Examples' }));
    await user.click(
      await screen.findByRole('button', { name: `Open ${plainTitle(example.title)}` }),
    );
    expect(app.text()).toBe(example.text);
    expect(note()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the first example' }));
    expect(app.text()).toBe(STARTER.text);
    expect(note()?.textContent).toMatch(NOTE);
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    expect(p.storage.saved()).toBeNull();
    // It is held as before: the first edit makes it the draft.
    act(() => app.view().dispatch({ changes: { from: 0, insert: '# mine\n' } }));
    expect(p.storage.saved()?.text).toBe(`# mine\n${STARTER.text}`);
  });
});
