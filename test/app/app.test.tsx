// @vitest-environment jsdom
// The whole page in jsdom, with an engine that never answers: what the chrome
// around the editor and panels does from the keyboard.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorView } from '@codemirror/view';
import { App } from '../../src/app/app.tsx';
import type { WorkerPort } from '../../src/worker/client.ts';
import { installPagePolyfills } from '../support/jsdom-page.ts';

installPagePolyfills();
afterEach(cleanup);

const silentPort = (): WorkerPort => ({
  postMessage: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
});

function renderApp(): void {
  render(<App options={{ storage: null, createPort: silentPort, links: {} }} />);
}

describe('F1', () => {
  it('opens the keyboard shortcuts from a focused panel control, not only the editor', async () => {
    renderApp();
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    await user.click(screen.getByLabelText('User agent'));
    await user.keyboard('{F1}');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('is declared on the button that opens the shortcuts', () => {
    renderApp();
    const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('F1');
  });
});

describe('Open from a site', () => {
  it('opens from the File toolbar and puts the clipboard text in the editor', async () => {
    renderApp();
    const user = userEvent.setup();
    await navigator.clipboard.writeText('User-agent: *\nDisallow: /tmp/\n');
    await user.click(screen.getByRole('button', { name: 'Open from a site…' }));
    // The dialog's module is fetched on the first click.
    await user.click(await screen.findByRole('button', { name: 'Paste from clipboard' }));
    await waitFor(() =>
      expect(document.querySelector('.cm-content')?.textContent).toBe(
        'User-agent: *Disallow: /tmp/',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Open a robots.txt from a site' })).toBeNull();
  });
});

describe('a file’s message', () => {
  const utf16 = (text: string): File => {
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    return new File([bytes], 'robots.txt', { type: 'text/plain' });
  };

  it('stays while that file is edited and goes once other text replaces it', async () => {
    renderApp();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Open a robots.txt file'),
      utf16('User-agent: *\nDisallow: /a/\n'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/UTF-16/);
    const editor = document.querySelector<HTMLElement>('.cm-content');
    if (!editor) throw new Error('no editor');
    const view = EditorView.findFromDOM(editor);
    if (!view) throw new Error('no editor view');
    // An edit inside the file's text keeps the message: it still speaks of this file.
    view.dispatch({ changes: { from: view.state.doc.length, insert: 'Allow: /b/\n' } });
    expect(screen.getByRole('alert').textContent).toMatch(/UTF-16/);
    // A paste over the whole text is another file.
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: 'User-agent: GPTBot\nDisallow: /\n' },
      userEvent: 'input.paste',
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
