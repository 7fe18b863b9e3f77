// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorView } from '@codemirror/view';
import { VerdictPanel } from '../../../src/panels/verdict/verdict-panel.tsx';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  type PlaygroundInit,
} from '../../../src/state/index.ts';
import { createPlayground } from '../../../src/app/playground.ts';
import { analysedStore } from '../../support/analysed-store.ts';
import { installPagePolyfills } from '../../support/jsdom-page.ts';

// The line-jump test mounts a real EditorView, which measures layout on the next frame.
installPagePolyfills();
afterEach(cleanup);

function setup(init: PlaygroundInit) {
  const { store, refresh } = analysedStore(init);
  render(
    <PlaygroundStoreProvider store={store}>
      <VerdictPanel />
    </PlaygroundStoreProvider>,
  );
  return { store, refresh };
}

const verdict = () => screen.getByRole('status', { name: 'Verdict' });

describe('Verdict panel', () => {
  it('says in words that its answer is out of date while the edit is checked', () => {
    const { store } = setup({ text: 'User-agent: *\nAllow: /\n', agents: ['Bot'], urls: ['/'] });
    expect(verdict().textContent).toMatch(/^Allowed/);
    act(() => store.getState().setText('User-agent: *\nDisallow: /\n'));
    expect(verdict().textContent).toMatch(/^Checking the edited file…Allowed/);
    expect(verdict().getAttribute('aria-busy')).toBe('true');
  });

  it('says the engine is restarting, then that it stopped, with a Retry button', async () => {
    const { store } = setup({ text: 'User-agent: *\nAllow: /\n', agents: ['Bot'], urls: ['/'] });
    act(() => {
      store.getState().setText('User-agent: *\nDisallow: /\n');
      store.getState().setWorkerStatus({ state: 'restarting', message: 'stopped', restarts: 1 });
    });
    // Its words load the first time the engine has trouble.
    await waitFor(() =>
      expect(verdict().textContent).toMatch(/^Out of date: the engine is restarting/),
    );
    expect(within(verdict()).queryByRole('button', { name: 'Retry' })).toBeNull();
    act(() => {
      store.getState().setWorkerStatus({ state: 'ready' });
      store.getState().stopRequest({ request: 'analyze', message: 'The analysis … twice.' });
    });
    // The note that just loaded may not be listening to the store yet (React
    // subscribes in an effect, after the commit the wait above saw): it catches
    // up on its own, which is what the page relies on too.
    await waitFor(() =>
      expect(verdict().textContent).toMatch(/^Out of date: the engine stopped, so this answer is/),
    );
    await userEvent.click(within(verdict()).getByRole('button', { name: 'Retry' }));
    expect(store.getState().worker).toMatchObject({ retries: 1, stopped: [] });
    expect(verdict().textContent).toMatch(/^Checking the edited file…/);
  });

  it('names the deciding line and the merged groups', () => {
    setup({
      text: 'User-agent: a\nDisallow: /x\n\nUser-agent: A\nAllow: /x/y\n',
      agents: ['a'],
      urls: ['/x/z'],
    });
    expect(verdict().textContent).toMatch(/^Disallowed — line 2: Disallow: \/x/);
    expect(verdict().textContent).toContain(
      'several groups (lines 1–2 and lines 4–5), which merge',
    );
  });

  it('counts the groups past the third instead of naming thousands of them', () => {
    const text = 'User-agent: *\nDisallow: /p\n'.repeat(5000);
    setup({ text, agents: ['Googlebot'], urls: ['/p'] });
    const shown = verdict().textContent ?? '';
    expect(shown).toContain('line 2: Disallow: /p');
    expect(shown).toContain('lines 1–2, lines 3–4, lines 5–6 and 4,997 more groups');
    expect(shown.length).toBeLessThan(400);
  });

  it('cuts a 4 KiB pattern and a long path, keeping the deciding line', () => {
    const pattern = '/' + '*a'.repeat(2048);
    const path = '/' + 'a'.repeat(3000);
    setup({ text: `User-agent: *\nDisallow: ${pattern}\n`, agents: ['ExampleBot'], urls: [path] });
    const shown = verdict().textContent ?? '';
    expect(shown).toMatch(/^Disallowed — line 2: Disallow: \/\*a\*a/);
    expect(shown).toContain(`… (${pattern.length.toLocaleString('en')} characters)`);
    expect(shown).toContain(`… (${path.length.toLocaleString('en')} characters)`);
    expect(shown.length).toBeLessThan(800);
  });

  it.each([
    ['an empty file', ''],
    ['a file of blank lines', '\n  \n\t\n'],
  ])('says in words that %s is no robots.txt yet, and allows', (_, text) => {
    setup({ text, agents: ['Googlebot'], urls: ['/private/'] });
    expect(verdict().textContent).toMatch(
      /^Allowed — no robots.txt yet: with no rules, everything is allowed/,
    );
  });

  it('keeps the file that names no group apart from no file at all', () => {
    setup({ text: '# nothing here yet\n', agents: ['Googlebot'], urls: ['/private/'] });
    expect(verdict().textContent).toMatch(
      /^Allowed — no group names this agent and there is no \* group/,
    );
  });

  it('says what was checked when the URL is neither a path nor a full URL', () => {
    setup({
      text: 'User-agent: *\nDisallow: /private/\n',
      agents: ['a'],
      urls: ['example.com/private/x'],
    });
    expect(verdict().textContent).toMatch(/^Disallowed/);
    expect(verdict().textContent).toContain(
      '“example.com/private/x” is not a path (starting with /) or a full URL (https://…); it was checked as the path /private/x.',
    );
  });

  it('compares a non-ASCII URL as a crawler sends it, and says so', () => {
    setup({ text: 'User-agent: *\nDisallow: /café\n', agents: ['a'], urls: ['/café'] });
    expect(verdict().textContent).toMatch(/^Disallowed — line 2: Disallow: \/caf%C3%A9/);
    expect(verdict().textContent).toContain('so it was compared as /caf%C3%A9.');
  });

  it('says nothing of the sent form when it is what was typed', () => {
    setup({ text: 'User-agent: *\nDisallow: /café\n', agents: ['a'], urls: ['/caf%C3%A9'] });
    expect(verdict().textContent).toMatch(/^Disallowed/);
    expect(verdict().textContent).not.toContain('compared as');
  });

  it('follows what the user types into User agent and URL', async () => {
    const { store, refresh } = setup({
      text: 'User-agent: GPTBot\nDisallow: /\n',
      agents: ['Googlebot'],
      urls: ['/'],
    });
    expect(verdict().textContent).toMatch(/^Allowed — no group names this agent/);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('User agent'));
    await user.type(screen.getByLabelText('User agent'), 'GPTBot');
    expect(store.getState().selectedAgent).toBe('GPTBot');
    act(() => refresh());
    expect(verdict().textContent).toMatch(/^Disallowed — line 2: Disallow: \/Path compared/);
  });

  it('asks about what is typed without renaming an entry of the Agents or URLs list', async () => {
    const { store } = setup({
      text: 'User-agent: GPTBot\nDisallow: /\n',
      agents: ['Googlebot', 'Bingbot'],
      urls: ['/', '/a'],
    });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('User agent'));
    await user.type(screen.getByLabelText('User agent'), 'GPTBot');
    await user.clear(screen.getByLabelText('URL'));
    await user.type(screen.getByLabelText('URL'), '/private');
    expect(store.getState()).toMatchObject({
      agents: ['Googlebot', 'Bingbot'],
      selectedAgent: 'GPTBot',
      urls: ['/', '/a'],
      selectedUrl: '/private',
    });
    expect(verdict().textContent).toMatch(/^Disallowed — line 2: Disallow: \//);
  });

  it('keeps its question when the lists change', () => {
    const { store } = setup({ text: '', agents: ['Googlebot'], urls: ['/'] });
    act(() => {
      store.getState().addAgent('Bingbot');
      store.getState().setUrls(['/x', '/y']);
    });
    expect(screen.getByLabelText<HTMLInputElement>('User agent').value).toBe('Googlebot');
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('/');
  });

  it('copies its agent into the Agents list with Add to list', async () => {
    const { store } = setup({ text: '', agents: ['Googlebot'], urls: ['/'] });
    const add = screen.getByRole('button', { name: 'Add to list' });
    // The agent asked about is in the list already.
    expect(add).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('User agent'));
    await user.type(screen.getByLabelText('User agent'), 'GPTBot');
    expect(store.getState().agents).toEqual(['Googlebot']);
    expect(add).toHaveProperty('disabled', false);
    await user.click(add);
    expect(store.getState()).toMatchObject({
      agents: ['Googlebot', 'GPTBot'],
      selectedAgent: 'GPTBot',
    });
    expect(add).toHaveProperty('disabled', true);
  });

  it('suggests the registry’s crawlers once the agent box is used', async () => {
    setup({ text: '', agents: ['Googlebot'], urls: ['/'] });
    const input = screen.getByRole('combobox', { name: 'User agent' });
    const listId = input.getAttribute('list') ?? '';
    expect(listId).not.toBe('');
    await userEvent.setup().click(input);
    await waitFor(() =>
      expect(
        document.getElementById(listId)?.querySelector('option[value="Applebot"]'),
      ).not.toBeNull(),
    );
  });

  it('keeps the answer back while a lesson question is open', () => {
    const { store } = setup({ text: 'User-agent: *\nDisallow: /\n', agents: ['a'], urls: ['/'] });
    expect(verdict().textContent).toMatch(/^Disallowed/);
    act(() => store.getState().ask({ agent: 'ExampleBot', url: '/x', hideAnswer: true }));
    expect(verdict().textContent).not.toMatch(/allowed/i);
    expect(verdict().textContent).toContain('once the lesson’s question is answered');
    act(() => store.getState().ask({ agent: 'ExampleBot', url: '/x' }));
    expect(verdict().textContent).toMatch(/^Disallowed/);
  });

  it('shows Googlebot-Image both ways: the protocol reads *, Google documents the Googlebot group', async () => {
    setup({
      text: 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
      agents: ['Googlebot-Image'],
      urls: ['/photo.jpg'],
    });
    // The sentence is loaded on first use.
    await within(verdict()).findByText(/^In practice:/);
    const shown = verdict().textContent ?? '';
    expect(shown).toMatch(/^By the protocol: Allowed — line 5: Allow: \//);
    expect(shown).toContain(
      'In practice: Disallowed — Googlebot-Image follows the Googlebot group on lines 1–2 when no group names it (documented by Google); line 2: Disallow: /',
    );
    const source = within(verdict()).getByRole('link', { name: 'documented by Google' });
    expect(source.getAttribute('href')).toBe(
      'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
    );
    expect(within(verdict()).getByRole('button', { name: 'Go to line 2' })).toBeTruthy();
  });

  it('says AdsBot-Google obeys no rule in practice when only * would apply', async () => {
    setup({ text: 'User-agent: *\nDisallow: /\n', agents: ['AdsBot-Google'], urls: ['/'] });
    await within(verdict()).findByText(/^In practice:/);
    const shown = verdict().textContent ?? '';
    expect(shown).toMatch(/^By the protocol: Disallowed/);
    expect(shown).toContain(
      'In practice: Allowed — AdsBot-Google ignores the * group and no group names it (documented by Google), so nothing restricts it.',
    );
  });

  it('claims no practice the registry does not document (Amzn-SearchBot)', () => {
    setup({
      text: 'User-agent: Amazonbot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
      agents: ['Amzn-SearchBot'],
      urls: ['/'],
    });
    expect(verdict().textContent).toMatch(/^Allowed — line 5/);
    expect(verdict().textContent).not.toContain('In practice');
  });

  it('jumps the editor to the deciding line: selects it and focuses the editor', async () => {
    const text = [
      'User-agent: *',
      'Allow: /',
      '',
      'User-agent: GPTBot',
      'Disallow: /private/',
    ].join('\n');
    const { store } = analysedStore({ text, agents: ['GPTBot'], urls: ['/private/a'] });
    // The page's own editor commands, on a real view of the same text.
    const playground = createPlayground({ storage: null });
    const view = new EditorView({ doc: text, parent: document.body });
    playground.view = view;
    render(
      <PlaygroundStoreProvider store={store}>
        <EditorCommandsProvider commands={playground.commands}>
          <VerdictPanel />
        </EditorCommandsProvider>
      </PlaygroundStoreProvider>,
    );
    const jump = screen.getByRole('button', { name: 'Go to line 5' });
    expect(jump.textContent).toBe('line 5');
    expect(verdict().textContent).toMatch(/^Disallowed — line 5: Disallow: \/private\//);
    await userEvent.setup().click(jump);
    const line = view.state.doc.line(5);
    expect(view.state.selection.main.from).toBe(line.from);
    expect(view.state.selection.main.to).toBe(line.to);
    expect(view.hasFocus).toBe(true);
    view.destroy();
  });
});
