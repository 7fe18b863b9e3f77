// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExplainPanel } from '../../../src/panels/explain/index.ts';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  type PlaygroundInit,
} from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

const FILE = [
  'User-agent: *', // 1
  'Disallow: /account/', // 2
  '', // 3
  'User-agent: Googlebot', // 4
  'Disallow: /Shop/', // 5
  'Disallow: /shop/', // 6
  '', // 7
  'Sitemap: https://example.com/sitemap.xml', // 8
  'Allow: /shop/items/', // 9
  'Allow: /tie', // 10
  'Disallow: /tie', // 11
  '', // 12
  'User-agent: googlebot', // 13
  'Disallow: /account/settings', // 14
].join('\n');

function setup(init: PlaygroundInit) {
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
        <ExplainPanel />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  return { store, refresh, commands };
}

const region = () => screen.getByRole('region', { name: 'Explain' });
const step = (name: RegExp) => within(region()).getByRole('listitem', { name });

describe('ExplainPanel: the three steps', () => {
  it('narrates a merged group, the longest match and cites RFC 9309', () => {
    setup({ agents: ['Googlebot'], urls: ['/shop/items/42'] });
    const one = step(/Pick the group/);
    expect(within(one).getByRole('link', { name: 'RFC 9309 §2.2.1' })).toBeTruthy();
    expect(one.textContent).toContain('2 groups name Googlebot (lines 4–11, lines 13–14)');
    expect(one.textContent).toContain('User-agent: Googlebot — names it');
    const two = step(/Pick the winning rule/);
    expect(within(two).getByRole('link', { name: 'RFC 9309 §2.2.2' })).toBeTruthy();
    expect(two.textContent).toContain(
      'The longest match wins: line 9 with 12 characters beats line 6 with 6',
    );
    const matching = within(two).getByRole('table', { name: 'Rules that match' });
    expect(
      within(matching)
        .getAllByRole('row')
        .slice(1)
        .map((r) => (r as HTMLTableRowElement).cells[0]?.textContent),
    ).toEqual(['6', '9']);
    const three = step(/Default allow/);
    expect(three.textContent).toContain(
      'A rule decided, so the default is not needed: allowed by line 9',
    );
  });

  it('narrates the URL as sent and gives the literal reading of the typed one', () => {
    setup({ text: 'User-agent: *\nDisallow: /café\n', agents: ['a'], urls: ['/café'] });
    const text = region().textContent ?? '';
    expect(text).toContain('A rule decided, so the default is not needed: disallowed by line 2');
    expect(text).toContain(
      'Compared as /caf%C3%A9, the URL a crawler requests. As typed, /café would be allowed (no matching rule)',
    );
  });

  it('says Allow wins a tie', () => {
    setup({ agents: ['Googlebot'], urls: ['/tie'] });
    expect(step(/Pick the winning rule/).textContent).toMatch(
      /line 10 and line 11 tie at 4 characters: .*Allow wins/,
    );
  });

  it('narrates the * fallback, a cut full User-Agent string and the default allow', () => {
    setup({ agents: ['Mozilla/5.0 (compatible; Bingbot/2.0)'], urls: ['/public'] });
    const one = step(/Pick the group/);
    expect(one.textContent).toContain('the product token compared with the file is Bingbot');
    expect(one.textContent).toContain(
      'No group names Bingbot, so it falls back to the * group on lines 1–2',
    );
    expect(step(/Default allow/).textContent).toContain(
      'No rule decided, so the URL is allowed by default',
    );
    // No empty table of matching rules: the words say none matched.
    const two = step(/Pick the winning rule/);
    expect(within(two).queryByRole('table', { name: 'Rules that match' })).toBeNull();
    expect(two.textContent).toContain('No rule matches this path.');
  });

  it('reveals the lines a step points at', async () => {
    const user = userEvent.setup();
    const { commands } = setup({ agents: ['Googlebot'], urls: ['/shop/items/42'] });
    await user.click(within(step(/Pick the group/)).getByRole('button', { name: 'Go to line 13' }));
    expect(commands.revealLine).toHaveBeenCalledWith(13);
  });

  it('follows the agent and URL pickers', async () => {
    const user = userEvent.setup();
    const { store } = setup({ agents: ['Googlebot', 'Bingbot'], urls: ['/account/x', '/tie'] });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Explain for agent' }),
      'Bingbot',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Explain for URL' }),
      '/account/x',
    );
    expect(store.getState().selectedAgent).toBe('Bingbot');
    expect(region().textContent).toContain('disallowed');
  });
});

describe('ExplainPanel: misreadings this file triggers', () => {
  const notes = () => within(region()).getByRole('region', { name: 'Common misreadings' });

  it('offers the Verdict’s agent and URL in its pickers when they are in no list', () => {
    setup({ agents: ['Googlebot'], urls: ['/'], selectedAgent: 'Bingbot', selectedUrl: '/x' });
    expect(screen.getByLabelText<HTMLSelectElement>('Explain for agent').value).toBe('Bingbot');
    expect(screen.getByLabelText<HTMLSelectElement>('Explain for URL').value).toBe('/x');
  });

  it('a named group hides the * rule that matches', () => {
    setup({ agents: ['Googlebot'], urls: ['/account/profile'] });
    expect(notes().textContent).toContain(
      'the one rule of the * group does not apply to it — not even line 2 (Disallow: /account/), which matches this URL',
    );
  });

  it('blank and Sitemap lines do not end the group', () => {
    setup({ agents: ['Googlebot'], urls: ['/shop/items/42'] });
    expect(notes().textContent).toContain('Blank lines and Sitemap lines do not end a group');
    expect(notes().textContent).toContain('Line 7 (and 1 more) is blank or a Sitemap line');
  });

  it('rule order does not matter: shows the first-match answer', () => {
    setup({ agents: ['Googlebot'], urls: ['/shop/items/42'] });
    expect(notes().textContent).toContain(
      'An old first-match reading would stop at line 6 (Disallow: /shop/) and answer disallowed — the opposite of the real answer',
    );
  });

  it('paths are case-sensitive', () => {
    setup({ agents: ['Googlebot'], urls: ['/shop/x'] });
    expect(notes().textContent).toContain(
      'Line 5 (Disallow: /Shop/) differs from /shop/x only in letter case',
    );
  });
});

describe('ExplainPanel: the two reading modes', () => {
  it('shows both answers when they disagree', () => {
    setup({ text: 'User-agent: *\nDisallow: /\n', agents: ['Bingbot'], urls: ['/robots.txt'] });
    expect(region().textContent).toContain(
      'The readings disagree: Google reference parser says disallowed by line 2; strict RFC 9309 says allowed (robots txt)',
    );
    expect(step(/Default allow/).textContent).toContain('A rule decided');
  });
});

describe('ExplainPanel: a generated file with thousands of groups', () => {
  it('names the first lines and rules, counts the rest and keeps the deciding rule', () => {
    // 2,000 `*` groups of two rules each; the last group's Allow decides.
    const groups = Array.from({ length: 2000 }, (_, i) => `User-agent: *\nDisallow: /d${i}/\n`);
    groups.push('User-agent: *\nAllow: /d1/x\n');
    setup({ text: groups.join(''), agents: ['ExampleBot'], urls: ['/d1/x'] });
    const one = step(/Pick the group/);
    expect(within(one).getAllByText(/User-agent: \*$/)).toHaveLength(10);
    expect(one.textContent).toContain('and 1,991 more User-agent: * lines');
    expect(one.textContent).toContain('and 1,991 more groups, merged.');
    const two = step(/Pick the winning rule/);
    const matching = within(two).getByRole('table', { name: 'Rules that match' });
    expect(matching.textContent).toContain('Allow: /d1/x');
    const unmatched = within(two).getByRole('table', { name: 'Rules that do not match' });
    // 100 rows, the header and the count of the rest.
    expect(within(unmatched).getAllByRole('row')).toHaveLength(102);
    expect(unmatched.textContent).toContain('and 1,899 more rules');
  });
});
