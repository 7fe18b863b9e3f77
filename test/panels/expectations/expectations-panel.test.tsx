// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpectationsPanel } from '../../../src/panels/expectations/index.ts';
import { VerdictPanel } from '../../../src/panels/verdict/verdict-panel.tsx';
import { PlaygroundStoreProvider, type PlaygroundInit } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

function setup(init: PlaygroundInit) {
  const analysed = analysedStore(init);
  render(
    <PlaygroundStoreProvider store={analysed.store}>
      <VerdictPanel />
      <ExpectationsPanel />
    </PlaygroundStoreProvider>,
  );
  return analysed;
}

const table = () => screen.getByRole('table', { name: 'Expectations' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('Expectations panel', () => {
  it('adds the Verdict’s answer with Expect this, then says it fails and which line decides', () => {
    const { store, refresh } = setup({
      text: 'User-agent: *\nDisallow: /private/\n',
      agents: ['GPTBot'],
      urls: ['/private/x'],
    });
    const region = screen.getByRole('region', { name: 'Expectations' });
    act(() => screen.getByRole('button', { name: 'Expect this' }).click());
    expect(store.getState().expectations).toEqual([
      { expected: 'disallowed', agent: 'GPTBot', url: '/private/x' },
    ]);
    expect(screen.getByRole('button', { name: 'Expect this' })).toHaveProperty('disabled', true);
    expect(rows()[0]?.textContent).toMatch(/^holds/);
    act(() => {
      store.getState().setText('User-agent: *\nDisallow: /private/\nAllow: /private/x\n');
      refresh();
    });
    const row = rows()[0];
    expect(row?.textContent).toMatch(/^fails \(it is allowed\)/);
    expect(within(row as HTMLElement).getByRole('button', { name: 'Go to line 3' })).toBeTruthy();
    expect(row?.textContent).toMatch(/line 3: Allow: \/private\/x/);
    expect(within(region).getAllByRole('status')[0]?.textContent).toBe('1 expectation: 1 fails.');
  });

  it('adds, edits and deletes rows from the keyboard', async () => {
    const { store } = setup({ text: 'User-agent: *\nDisallow: /\n' });
    const user = userEvent.setup();
    const add = screen.getByRole('form', { name: 'Add an expectation' });
    await user.click(within(add).getByLabelText('Agent'));
    await user.keyboard('CCBot');
    await user.tab();
    await user.keyboard('/docs/{Enter}');
    expect(store.getState().expectations).toEqual([
      { expected: 'disallowed', agent: 'CCBot', url: '/docs/' },
    ]);
    expect(rows()[0]?.textContent).toMatch(/^holds/);

    screen.getByRole('button', { name: 'Edit expectation 1' }).focus();
    await user.keyboard('{Enter}');
    const edit = screen.getByRole('form', { name: 'Edit expectation 1' });
    await user.selectOptions(within(edit).getByLabelText('Expected'), 'allowed');
    await user.selectOptions(within(edit).getByLabelText('Reading'), 'rfc');
    within(edit).getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().expectations).toEqual([
      { expected: 'allowed', agent: 'CCBot', url: '/docs/', mode: 'rfc' },
    ]);
    expect(rows()[0]?.textContent).toMatch(/^fails/);

    screen.getByRole('button', { name: 'Delete expectation 1' }).focus();
    await user.keyboard('{Enter}');
    expect(store.getState().expectations).toEqual([]);
    expect(screen.queryByRole('table', { name: 'Expectations' })).toBeNull();
  });

  it('refuses an agent of two words, saying why', async () => {
    const { store } = setup({ text: '' });
    const user = userEvent.setup();
    const add = screen.getByRole('form', { name: 'Add an expectation' });
    await user.type(within(add).getByLabelText('Agent'), 'Big Bot');
    await user.type(within(add).getByLabelText('Path or address'), 'docs{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/one word/);
    expect(store.getState().expectations).toEqual([]);
  });

  it('imports the text format, naming a bad line, and exports the list as text', async () => {
    const { store } = setup({
      text: '',
      expectations: [{ expected: 'allowed', agent: 'A', url: '/' }],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit as text' }));
    const box = screen.getByRole('textbox', { name: 'Expectations file' });
    expect((box as HTMLTextAreaElement).value).toBe('allow A /\n');
    await user.clear(box);
    await user.type(box, 'disallow GPTBot /x{Enter}sometimes B /y');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^Line 2: "sometimes" is not a verdict/);
    expect(store.getState().expectations).toEqual([{ expected: 'allowed', agent: 'A', url: '/' }]);
    await user.clear(box);
    await user.type(box, '# kept out{Enter}disallow GPTBot /x rfc');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(store.getState().expectations).toEqual([
      { expected: 'disallowed', agent: 'GPTBot', url: '/x', mode: 'rfc' },
    ]);
  });
});
