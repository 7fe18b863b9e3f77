// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESETS } from '../../../src/core/registry/index.ts';
import { AgentsPanel } from '../../../src/panels/agents/index.ts';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  type PlaygroundInit,
} from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

// Groups: `*` on lines 1–3, Googlebot on 5–6 and again on 12–13 (merge),
// Bingbot on 8–10 (two names), and a cut token (MJ12bot) on 15–16.
const FILE = [
  'User-agent: *', // 1
  'Disallow: /private/', // 2
  'Disallow: /tmp/', // 3
  '', // 4
  'User-agent: Googlebot', // 5
  'Allow: /', // 6
  '', // 7
  'User-agent: Bingbot', // 8
  'User-agent: DuckDuckBot', // 9
  'Disallow: /search', // 10
  '', // 11
  'User-agent: googlebot', // 12
  'Disallow: /drafts/', // 13
  '', // 14
  'User-agent: MJ12bot', // 15
  'Disallow: /', // 16
].join('\n');

function setup(init: PlaygroundInit = {}) {
  const { store, refresh } = analysedStore({ text: FILE, ...init });
  const commands = {
    revealLine: vi.fn(),
    applyEdits: vi.fn(),
    replaceText: vi.fn(),
    showAside: vi.fn(),
  };
  render(
    <PlaygroundStoreProvider store={store}>
      <EditorCommandsProvider commands={commands}>
        <AgentsPanel />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  // The real app re-queries the worker on every list change; do the same here.
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.agents !== prev.agents || s.text !== prev.text || s.mode !== prev.mode) refresh();
  });
  afterEach(unsubscribe);
  return { store, refresh, commands };
}

const region = () => screen.getByRole('region', { name: 'Agents' });
const row = (agent: string) => {
  const button = within(region()).getByRole('button', { name: `Select ${agent}` });
  const li = button.closest('li');
  if (!li) throw new Error(`no row for ${agent}`);
  return li;
};

describe('AgentsPanel: which group each agent reads', () => {
  it('offers the registry name for a near miss and asks about it with one click', async () => {
    const { store } = setup({ agents: ['Bingbott', 'Googlebot'] });
    expect(row('Bingbott').textContent).toContain(
      'Bingbott is not a crawler the registry knows. Did you mean bingbot?',
    );
    // A known crawler gets no such question.
    expect(row('Googlebot').textContent).not.toContain('Did you mean');
    await userEvent.click(
      screen.getByRole('button', { name: 'Ask about bingbot instead of Bingbott' }),
    );
    expect(store.getState().agents).toEqual(['bingbot', 'Googlebot']);
    expect(store.getState().selectedAgent).toBe('bingbot');
    expect(row('bingbot').textContent).toContain('lines 8–10');
  });

  it('names the lines and the reason for exact, merged, * and no group', () => {
    setup({ agents: ['Bingbot', 'Googlebot', 'Slurp'] });
    expect(row('Bingbot').textContent).toContain('lines 8–10');
    expect(row('Bingbot').textContent).toContain('Named exactly on line 8');
    expect(row('Googlebot').textContent).toContain('lines 5–6 and 12–13');
    expect(row('Googlebot').textContent).toContain(
      'Named in two groups, lines 5 and 12, which merge',
    );
    expect(row('Slurp').textContent).toContain('lines 1–3');
    expect(row('Slurp').textContent).toContain(
      'No group names it, so it reads the * group on lines 1–3',
    );
  });

  it('says when there is no group and no * group', () => {
    setup({ text: 'User-agent: Bingbot\nDisallow: /\n', agents: ['Slurp'] });
    expect(row('Slurp').textContent).toContain('no group');
    expect(row('Slurp').textContent).toContain('No group and no * group: everything is allowed');
  });

  it('shows the product token of a full User-Agent string and what a bad token is cut to', () => {
    setup({
      agents: [
        'Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)',
        'Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)',
      ],
    });
    const bing = row('Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)');
    expect(bing.textContent).toContain('Full User-Agent string: the product token is Bingbot');
    expect(bing.textContent).toContain('lines 8–10');
    const mj = row('Mozilla/5.0 (compatible; MJ12bot/v1.4.8; http://mj12bot.com/)');
    expect(mj.textContent).toContain('MJ12bot is not a valid RFC 9309 token');
    expect(mj.textContent).toContain('cut to MJ');
  });
});

describe('AgentsPanel: editing the list', () => {
  it('adds a typed agent with registry completion, without changing the Verdict; selects and removes', async () => {
    const user = userEvent.setup();
    const { store } = setup({ agents: ['Googlebot'] });
    const input = within(region()).getByRole('combobox', { name: 'Add agent' });
    const list = document.getElementById(input.getAttribute('list') ?? '');
    expect(list?.querySelector('option[value="Applebot"]')).not.toBeNull();
    await user.type(input, 'DuckDuckBot{Enter}');
    expect(store.getState().agents).toEqual(['Googlebot', 'DuckDuckBot']);
    // Adding compares one more agent; the Verdict keeps its own question.
    expect(store.getState().selectedAgent).toBe('Googlebot');
    expect(row('DuckDuckBot').textContent).toContain('lines 8–10');
    await user.click(within(region()).getByRole('button', { name: 'Select DuckDuckBot' }));
    expect(store.getState().selectedAgent).toBe('DuckDuckBot');
    await user.click(within(region()).getByRole('button', { name: 'Select Googlebot' }));
    expect(store.getState().selectedAgent).toBe('Googlebot');
    expect(
      within(region())
        .getByRole('button', { name: 'Select Googlebot' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(region()).getByRole('button', { name: 'Remove DuckDuckBot' }));
    expect(store.getState().agents).toEqual(['Googlebot']);
  });

  it('adds a preset in one click and announces it', async () => {
    const user = userEvent.setup();
    const { store } = setup({ agents: ['Googlebot'] });
    const preset = PRESETS.find((p) => p.id === 'ai-training');
    if (!preset) throw new Error('no ai-training preset');
    const presets = within(region()).getByRole('group', { name: 'Presets' });
    await user.click(within(presets).getByRole('button', { name: /AI training/ }));
    expect(store.getState().agents).toEqual(['Googlebot', ...preset.tokens]);
    expect(within(region()).getByRole('status').textContent).toMatch(
      new RegExp(`Added ${preset.tokens.length} agents`),
    );
  });

  it('names each preset with the words it shows, in the order it shows them', () => {
    setup({ agents: ['Googlebot'] });
    // As WCAG 2.5.3 checkers read a name: words only, bracketed asides left out.
    const words = (text: string): string =>
      ` ${text
        .replace(/\([^()]*\)/g, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' ')
        .toLowerCase()} `;
    const presets = within(region()).getByRole('group', { name: 'Presets' });
    const chips = within(presets).getAllByRole('button');
    expect(chips).toHaveLength(PRESETS.length);
    for (const chip of chips) {
      expect(words(chip.getAttribute('aria-label') ?? '')).toContain(words(chip.textContent));
    }
  });

  it('offers every token the file names that is not in the list', async () => {
    const user = userEvent.setup();
    const { store } = setup({ agents: ['Googlebot'] });
    const tokens = within(region()).getByRole('group', { name: 'Tokens in this file' });
    const offered = within(tokens)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered).toEqual(expect.arrayContaining(['+ Bingbot', '+ DuckDuckBot', '+ MJ12bot']));
    expect(offered).not.toContain('+ Googlebot');
    await user.click(within(tokens).getByRole('button', { name: /Add all/ }));
    expect(store.getState().agents).toEqual(
      expect.arrayContaining(['Googlebot', 'Bingbot', 'DuckDuckBot']),
    );
  });

  it('jumps to an agent’s group', async () => {
    const user = userEvent.setup();
    const { commands } = setup({ agents: ['Bingbot'] });
    await user.click(within(region()).getByRole('button', { name: 'Show the group of Bingbot' }));
    expect(commands.revealLine).toHaveBeenCalledWith(8);
  });
});

describe('AgentsPanel: registry facts, not RFC', () => {
  it('says Applebot uses the Googlebot group when no group names it', () => {
    setup({ agents: ['Applebot'] });
    const r = row('Applebot');
    // The RFC answer stays the engine's: `*`.
    expect(r.textContent).toContain('No group names it, so it reads the * group on lines 1–3');
    const facts = within(r).getByLabelText('Registry facts about Applebot');
    expect(facts.textContent).toContain('Registry, not RFC');
    expect(facts.textContent).toContain(
      'Apple documents that Applebot uses the Googlebot group when no group names Applebot, so Applebot obeys lines 5–6 and 12–13 here',
    );
  });

  it('takes the fallback from the worker’s answer, not from a reading of its own', () => {
    const { store } = setup({ agents: ['Applebot'] });
    const decisions = store.getState().decisions;
    if (!decisions) throw new Error('no decisions');
    expect(decisions.selections.some((x) => x.practice?.token === 'Googlebot')).toBe(true);
    // The same answer without the practice the worker found: the panel has no other source.
    const selections = decisions.selections.map(({ practice: _practice, ...x }) => x);
    act(() => store.setState({ decisions: { ...decisions, selections } }));
    const facts = within(row('Applebot')).getByLabelText('Registry facts about Applebot');
    expect(facts.textContent).toContain('this file has none');
    expect(facts.textContent).not.toContain('obeys lines');
  });

  it('labels ignores-*, control tokens and fetchers that may skip robots.txt', () => {
    setup({ agents: ['AdsBot-Google', 'Google-Extended', 'ChatGPT-User'] });
    expect(row('AdsBot-Google').textContent).toMatch(/ignores the \* group/);
    expect(row('Google-Extended').textContent).toMatch(/control token: it never fetches/);
    expect(row('ChatGPT-User').textContent).toMatch(/may not obey robots\.txt|only in part/);
  });
});

describe('AgentsPanel: the group at the cursor', () => {
  it('lists who reads the * group and which named agents it does not reach', () => {
    const { store } = setup({ agents: ['Googlebot', 'Slurp'] });
    act(() => store.getState().setCursorLine(2));
    const section = within(region()).getByRole('region', { name: 'Group at the cursor' });
    expect(section.textContent).toContain('Line 2 is in the group on lines 1–3');
    expect(section.textContent).toMatch(/Read by: Slurp/);
    expect(section.textContent).toMatch(/Not reached: Googlebot, Bingbot, DuckDuckBot and MJ12bot/);
    act(() => store.getState().setCursorLine(9));
    expect(section.textContent).toMatch(/Read by: Bingbot and DuckDuckBot/);
    act(() => store.getState().setCursorLine(4));
    expect(section.textContent).toContain('Line 4 is in no group');
  });
});
