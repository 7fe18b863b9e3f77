// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PolicyBuilder, lineChanges } from '../../../src/panels/policy/policy-builder.tsx';
import { createPlaygroundStore } from '../../../src/state/index.ts';
import { renderPanel } from '../../support/render-panel.tsx';

afterEach(cleanup);

function setup(text = 'User-agent: *\nDisallow:\n') {
  const store = createPlaygroundStore({ text });
  const commands = renderPanel(<PolicyBuilder />, store);
  return { store, commands };
}

const built = () => screen.getByLabelText('Built file').textContent ?? '';

describe('PolicyBuilder', () => {
  it('writes a group for a category that decides otherwise, from the keyboard', async () => {
    const { commands } = setup();
    expect(built()).toContain('User-agent: *\nAllow: /\n');
    const training = screen.getByRole('group', { name: 'AI training' });
    await userEvent.click(within(training).getByRole('radio', { name: 'Disallow everything' }));
    expect(built()).toMatch(
      /# AI training: blocked everywhere\.\n(User-agent: .*\n)+Disallow: \/\n/,
    );
    expect(built()).toMatch(/^User-agent: GPTBot$/m);

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Paths every crawler must avoid' }),
      '/admin/',
    );
    expect(built()).toContain('User-agent: *\nDisallow: /admin/\n');

    await userEvent.click(
      screen.getByRole('button', { name: 'Replace the file with this policy' }),
    );
    expect(commands.applyEdits).toHaveBeenCalledWith([
      { from: 0, to: 'User-agent: *\nDisallow:\n'.length, insert: built() },
    ]);
    expect(screen.getByText(/Undo with Ctrl\+Z/)).toBeTruthy();
  });

  it('lists the lines that would change, on request', async () => {
    setup('User-agent: *\nDisallow: /old/\n');
    expect(screen.queryByRole('list', { name: 'Changes to the file' })).toBeNull();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'List the lines that would change' }),
    );
    const list = screen.getByRole('list', { name: 'Changes to the file' });
    expect(list.textContent).toMatch(/− removed\s*Disallow: \/old\//);
    expect(list.textContent).toMatch(/\+ added\s*Allow: \/(?!\w)/);
    expect(list.textContent).not.toMatch(/removed\s*User-agent: \*/);
  });

  it('says what no file can promise', () => {
    setup();
    expect(screen.getByText(/^Control tokens: they never fetch/).textContent).toContain(
      'Google-Extended',
    );
    expect(screen.getByText(/^Not valid product tokens/)).toBeTruthy();
    expect(screen.getByText(/^No Crawl-delay is written/).textContent).toMatch(/bingbot/i);
  });
});

describe('lineChanges', () => {
  it('is a line diff: unchanged lines are left out, removed before added', () => {
    expect(lineChanges('a\nb\nc', 'a\nx\nc')).toEqual([
      { kind: 'removed', line: 'b' },
      { kind: 'added', line: 'x' },
    ]);
    expect(lineChanges('same\n', 'same\n')).toEqual([]);
  });
});
