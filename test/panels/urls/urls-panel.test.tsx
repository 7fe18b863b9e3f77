// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UrlsPanel } from '../../../src/panels/urls/index.ts';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  type PlaygroundInit,
} from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';
import { createSession } from '../../../src/worker/session.ts';
import type { DecisionsReply } from '../../../src/worker/protocol.ts';

afterEach(cleanup);

const FILE = [
  'User-agent: *', // 1
  'Disallow: /shop/', // 2
  'Allow: /shop/', // 3  (tie with line 2: Allow wins)
  'Disallow: /private/', // 4
  'Allow: /private/*.pdf$', // 5
  'Disallow: /', // 6
  '', // 7
  'User-agent: Googlebot', // 8
  'Disallow: /nogoogle', // 9
].join('\n');

function setup(init: PlaygroundInit = {}) {
  const { store, refresh } = analysedStore({ text: FILE, agents: ['Bingbot'], ...init });
  const commands = {
    revealLine: vi.fn(),
    applyEdits: vi.fn(),
    replaceText: vi.fn(),
    showAside: vi.fn(),
  };
  render(
    <PlaygroundStoreProvider store={store}>
      <EditorCommandsProvider commands={commands}>
        <UrlsPanel />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.agents !== prev.agents || s.urls !== prev.urls || s.text !== prev.text) refresh();
  });
  afterEach(unsubscribe);
  return { store, refresh, commands };
}

const card = (url: string) => screen.getByRole('listitem', { name: url });

describe('UrlsPanel', () => {
  it('says how much of the list was answered when the engine cut a long query', () => {
    const { store } = setup({ urls: ['/a', '/b', '/c'] });
    expect(screen.queryByText(/^⚠ Showing/)).toBeNull();
    // A session whose clock runs out after the first pair.
    let t = 0;
    const session = createSession({ now: () => (t += 10), budgetMs: 5 });
    const s = store.getState();
    session.handle({ type: 'analyze', id: 1, revision: s.revision, text: s.text, mode: s.mode });
    const reply = session.handle({
      type: 'query',
      id: 2,
      revision: s.revision,
      agents: [...s.agents],
      urls: [...s.urls],
      modes: ['google', 'rfc'],
    }) as DecisionsReply;
    expect(reply.truncated).toEqual({ done: 1, total: 3 });
    act(() => store.getState().applyDecisions(reply));
    expect(screen.getByRole('note', { name: '' }).textContent).toBe(
      '⚠ Showing 1 of 3 agent × URL checks; the rest was cut to keep the page responsive. Fewer or shorter URLs and agents get every answer.',
    );
  });

  it('reads one URL per line from the URLs textbox', async () => {
    const user = userEvent.setup();
    const { store } = setup({ urls: ['/'] });
    const box = screen.getByRole('textbox', { name: 'URLs' });
    await user.clear(box);
    await user.type(box, '/a{Enter}{Enter}  https://example.com/b  {Enter}');
    expect(store.getState().urls).toEqual(['/a', 'https://example.com/b']);
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      '/a',
      'https://example.com/b',
    ]);
  });

  it('shows the deciding rule, every matching rule by priority, and why the longest won', () => {
    setup({ urls: ['/private/docs/report.pdf#page=2'] });
    const c = card('/private/docs/report.pdf#page=2');
    expect(within(c).getByText('allowed')).toBeTruthy();
    expect(c.textContent).toContain('/private/docs/report.pdf');
    expect(c.textContent).toContain('(fragment #page=2 dropped)');
    expect(c.textContent).toMatch(/Deciding ruleline 5 Allow: \/private\/\*\.pdf\$ priority 15/);
    expect(c.textContent).toContain(
      'Line 5 is the longest match (15 characters, against 9 for line 4)',
    );
    const table = within(c).getByRole('table', {
      name: 'Matching rules for /private/docs/report.pdf#page=2',
    });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => r.cells[0]?.textContent)).toEqual([
      'line 5 Allow: /private/*.pdf$',
      'line 4 Disallow: /private/',
      'line 6 Disallow: /',
    ]);
    expect(rows.map((r) => r.cells[1]?.textContent)).toEqual(['15', '9', '1']);
    expect(rows[0]?.cells[2]?.textContent).toBe('* = “docs/report”');
    expect(rows[0]?.cells[3]?.textContent).toBe('decides');
    expect(rows[1]?.cells[3]?.textContent).toBe('loses: shorter than 15');
  });

  it('says Allow wins a tie of equal length', () => {
    setup({ urls: ['/shop/cart'] });
    const c = card('/shop/cart');
    expect(within(c).getByText('allowed')).toBeTruthy();
    expect(c.textContent).toContain('Allow wins the tie');
    const table = within(c).getByRole('table');
    expect(within(table).getByText('loses the tie: Allow wins')).toBeTruthy();
  });

  it('says allowed by default when no rule matches, and allowed when there is no group', () => {
    setup({ agents: ['Googlebot'], urls: ['/elsewhere'] });
    expect(card('/elsewhere').textContent).toContain(
      'No rule of the selected group matches /elsewhere, so it is allowed by default',
    );
    cleanup();
    setup({ text: 'User-agent: Bingbot\nDisallow: /\n', agents: ['Slurp'], urls: ['/x'] });
    expect(card('/x').textContent).toContain('No group names this agent and there is no * group');
  });

  it('jumps to a rule when it is clicked', async () => {
    const user = userEvent.setup();
    const { commands, store } = setup({ urls: ['/', '/private/x'] });
    await user.click(
      within(card('/private/x')).getAllByRole('button', {
        name: /Line 4: Disallow: \/private\//,
      })[0]!,
    );
    expect(commands.revealLine).toHaveBeenCalledWith(4);
    expect(store.getState().selectedUrl).toBe('/private/x');
  });

  it('notes a URL on another host than the declared one', async () => {
    const user = userEvent.setup();
    const { store } = setup({ urls: ['https://shop.example.com/x', 'https://example.com/y'] });
    await user.type(
      screen.getByRole('textbox', { name: 'Host this robots.txt is served from' }),
      'example.com',
    );
    expect(store.getState().host).toBe('example.com');
    expect(card('https://shop.example.com/x').textContent).toContain(
      'This URL is on shop.example.com, but this robots.txt is served from example.com',
    );
    expect(card('https://example.com/y').textContent).not.toContain('served from');
  });

  it('notes /robots.txt itself and shows both answers when the modes disagree', () => {
    setup({ urls: ['/robots.txt'] });
    const c = card('/robots.txt');
    expect(c.textContent).toContain('This is the robots.txt file itself');
    const note = within(c).getByRole('listitem', { name: 'The reading modes disagree' });
    expect(note.textContent).toContain('Google reference parser: disallowed by line 6');
    expect(note.textContent).toContain(
      'strict RFC 9309: allowed: /robots.txt is implicitly allowed',
    );
  });

  it('checks every agent at once when asked', async () => {
    const user = userEvent.setup();
    setup({ agents: ['Bingbot', 'Googlebot'], urls: ['/nogoogle'] });
    expect(within(card('/nogoogle')).getAllByText(/^(allowed|disallowed)$/)).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Check as' }), 'All 2 agents');
    const c = card('/nogoogle');
    expect(within(c).getByLabelText('Bingbot: disallowed')).toBeTruthy();
    expect(within(c).getByLabelText('Googlebot: disallowed')).toBeTruthy();
    expect(
      within(within(c).getByLabelText('Googlebot: disallowed')).getAllByText(/line 9/).length,
    ).toBeGreaterThan(0);
  });
});

describe('UrlsPanel: what a crawler does, beside what the file says', () => {
  it('marks a URL whose answer in practice differs, in words, with the source', () => {
    setup({
      agents: ['Googlebot-Image'],
      selectedAgent: 'Googlebot-Image',
      urls: ['/other', '/nogoogle'],
    });
    const differs = within(card('/other')).getByLabelText(
      'Googlebot-Image: disallowed, allowed in practice',
    );
    expect(within(differs).getByText('allowed in practice')).toBeTruthy();
    const note = within(differs).getByRole('listitem', {
      name: 'What the crawler does in practice',
    });
    expect(note.textContent).toBe(
      'In practice (documented by Google): Googlebot-Image follows the Googlebot group when no group names it, not the * group, so it is allowed: no rule matches.',
    );
    expect(
      within(note).getByRole('link', { name: '(documented by Google)' }).getAttribute('href'),
    ).toMatch(/^https:\/\/developers\.google\.com\//);
    // Same answer both ways: the note says why, the head carries no mark.
    const same = within(card('/nogoogle')).getByLabelText('Googlebot-Image: disallowed');
    expect(within(same).queryByText(/in practice$/)).toBeNull();
    expect(
      within(same).getByRole('listitem', { name: 'What the crawler does in practice' }).textContent,
    ).toContain('so it is disallowed by line 9 (Disallow: /nogoogle).');
  });

  it('adds nothing for a crawler whose practice is the protocol', () => {
    setup({ agents: ['Bingbot'], selectedAgent: 'Bingbot', urls: ['/other'] });
    expect(within(card('/other')).queryByText(/in practice/)).toBeNull();
  });

  it('says a non-ASCII URL was compared as a crawler sends it', () => {
    setup({
      text: 'User-agent: *\nDisallow: /café\n',
      selectedAgent: 'Bingbot',
      urls: ['/café', '/plain'],
    });
    expect(within(card('/café')).getByText(/so it was compared as \/caf%C3%A9\.$/)).toBeTruthy();
    expect(within(card('/café')).getByText('disallowed')).toBeTruthy();
    expect(within(card('/plain')).queryByText(/compared as/)).toBeNull();
  });
});
