// @vitest-environment jsdom
// Opening the page with a link, at the level of the whole app: a fake Location and
// History, an in-memory storage holding a saved draft, a worker that never answers
// (links must not depend on it).
import { createElement } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { undo } from '@codemirror/commands';
import { EditorView } from '@codemirror/view';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { DRAFT_KEY, type StorageLike } from '../../src/state/index.ts';
import { encodeBase64Url } from '../../src/share/base64url.ts';
import { deflateRaw } from '../../src/share/compression.ts';
import { encodePermalink, type ShareState } from '../../src/share/index.ts';
import { EXAMPLES, LESSON_STEPS } from '../../src/learn/index.ts';
import type { WorkerPort } from '../../src/worker/client.ts';

const DRAFT = 'User-agent: *\nDisallow: /my-own-draft/\n';

beforeAll(() => {
  // jsdom has no layout; CodeMirror measures text ranges after each update.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

interface Page {
  storage: StorageLike & { saved(): { text: string; agents: string[] } | null };
  location: { href: string; hash: string };
  writes: string[];
}

function page(hash: string, draft: string | null = DRAFT): Page {
  const items = new Map<string, string>();
  if (draft !== null) {
    items.set(
      DRAFT_KEY,
      JSON.stringify({ v: 1, text: draft, agents: ['MyBot'], urls: ['/mine'], mode: 'google' }),
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
    },
    location,
    writes,
  };
}

// A worker that takes requests and never replies: the page must work without answers.
const silentPort = (): WorkerPort => ({
  postMessage: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
});

function open(p: Page) {
  const history = {
    state: null,
    replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
      const next = new URL(String(url));
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
        links: { location: p.location, history, events: null, debounceMs: 5 },
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
    selectedAgent: 0,
    selectedUrl: 0,
    ...patch,
  })}`;

// Lets pending saves and address-bar writes run (persist debounce is 500 ms).
const settle = (ms = 650) => act(() => new Promise((r) => setTimeout(r, ms)));

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
    await userEvent.click(screen.getByRole('button', { name: 'Back to your draft' }));
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
    await settle(50);
    expect(app.text()).toBe(DRAFT);
    expect(screen.queryByText(/You are looking at/)).toBeNull();
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
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the address bar', () => {
  it('stays clean on a fresh page and follows edits with replaceState', async () => {
    const p = page('', null);
    const app = open(p);
    await settle(50);
    expect(p.writes).toEqual([]);
    expect(p.location.href).toBe('https://play.example/');

    act(() => app.view().dispatch({ changes: { from: 0, insert: 'User-agent: *\n' } }));
    act(() => app.view().dispatch({ changes: { from: 0, insert: '# a\n' } }));
    await waitFor(() => expect(p.location.hash).toMatch(/^#s=v2\./));
    // The burst of edits gave one write.
    expect(p.writes).toHaveLength(1);

    act(() => app.view().dispatch({ changes: { from: 0, to: app.text().length, insert: '' } }));
    await waitFor(() => expect(p.location.href).toBe('https://play.example/'));
  });

  it('writes a link that opens the same state', async () => {
    const first = page('', null);
    const app = open(first);
    act(() =>
      app.view().dispatch({ changes: { from: 0, insert: 'User-agent: Same\nDisallow: /s\n' } }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Reading mode'), 'rfc');
    await waitFor(() => expect(first.location.hash).toMatch(/^#s=/));
    await settle(50);
    app.unmount();

    const second = page(first.location.hash);
    const again = open(second);
    await waitFor(() => expect(again.text()).toBe('User-agent: Same\nDisallow: /s\n'));
    expect(screen.getByLabelText('Reading mode')).toHaveProperty('value', 'rfc');
  });

  it('follows the selected agent and URL, and the link opens on the same question', async () => {
    const first = page('', null);
    const app = open(first);
    act(() =>
      app.view().dispatch({ changes: { from: 0, insert: 'User-agent: B\nDisallow: /y\n' } }),
    );
    const agent = screen.getByLabelText('User agent', { exact: true });
    await userEvent.clear(agent);
    await userEvent.type(agent, 'B');
    const url = screen.getByLabelText('URL', { exact: true });
    await userEvent.clear(url);
    await userEvent.type(url, '/y');
    await waitFor(() => expect(first.location.hash).toMatch(/^#s=v2\./));
    await settle(50);
    app.unmount();

    const second = page(first.location.hash);
    open(second);
    await waitFor(() =>
      expect(screen.getByLabelText('User agent', { exact: true })).toHaveProperty('value', 'B'),
    );
    expect(screen.getByLabelText('URL', { exact: true })).toHaveProperty('value', '/y');
  });

  it('opens a link whose selection is not the first agent on that agent', async () => {
    const p = page(
      await stateLink({ text: 'User-agent: *\n', agents: ['One', 'Two'], selectedAgent: 1 }),
    );
    open(p);
    await waitFor(() =>
      expect(screen.getByLabelText('User agent', { exact: true })).toHaveProperty('value', 'Two'),
    );
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
    expect(screen.getByRole('heading', { name: /Step 3 of/ })).toBeTruthy();
  });
});
