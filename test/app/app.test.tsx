// @vitest-environment jsdom
// The whole page in jsdom, with an engine that never answers: what the chrome
// around the editor and panels does from the keyboard.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app.tsx';
import { installPagePolyfills } from '../support/jsdom-page.ts';
import { silentPort } from '../support/silent-port.ts';

installPagePolyfills();
afterEach(cleanup);

// Each page gets an address bar of its own: what one test's page writes there is
// not a link the next one opens.
function renderApp(): void {
  const location = { href: 'https://play.example/', hash: '' };
  const history = { state: null, replaceState: () => {} };
  render(
    <App
      options={{
        storage: null,
        createPort: silentPort,
        links: { location, history, events: null },
      }}
    />,
  );
}

describe('F1', () => {
  it('opens the keyboard shortcuts from a focused panel control, not only the editor', async () => {
    renderApp();
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    await user.click(screen.getByLabelText('User agent'));
    await user.keyboard('{F1}');
    // The dialog's module is fetched on this first request.
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
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

describe('the file banner', () => {
  // `text` as UTF-16 little-endian with its byte order mark.
  const utf16File = (text = 'User-agent: *\n'): File => {
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    return new File([bytes], 'robots.txt', { type: 'text/plain' });
  };
  const editorText = (): string => document.querySelector('.cm-content')?.textContent ?? '';

  it('goes away when the whole text is replaced by something that is not the file', async () => {
    renderApp();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Open a robots.txt file'), utf16File());
    // By text: a role query over the whole page is slow in jsdom.
    const banner = (await screen.findByText(/robots\.txt is UTF-16/)).closest('[role="alert"]');
    expect(banner).not.toBeNull();
    await waitFor(() => expect(editorText()).toBe('User-agent: *'));
    // Typing into the file keeps the banner: the text still comes from it.
    await user.click(document.querySelector('.cm-content')!);
    await user.keyboard('{End}x');
    expect(screen.getByText(/is UTF-16/).closest('[role="alert"]')).not.toBeNull();
    // A paste over the whole text does not.
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('User-agent: Other\n');
    await waitFor(() => expect(editorText()).toBe('User-agent: Other'));
    expect(screen.queryByText(/is UTF-16/)).toBeNull();
  });

  it('stays for the file just opened when it replaces another one', async () => {
    renderApp();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Open a robots.txt file'), utf16File());
    await screen.findByText(/is UTF-16/);
    await user.upload(
      screen.getByLabelText('Open a robots.txt file'),
      utf16File('User-agent: Second\n'),
    );
    await waitFor(() => expect(editorText()).toBe('User-agent: Second'), { timeout: 5000 });
    expect(screen.getByText(/is UTF-16/).closest('[role="alert"]')).not.toBeNull();
  });
});

describe('line ends', () => {
  // What Download would write: the Blob handed to an object URL, as text.
  async function downloaded(user: ReturnType<typeof userEvent.setup>): Promise<string> {
    const blobs: Blob[] = [];
    const create = URL.createObjectURL;
    const revoke = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    try {
      await user.click(screen.getAllByRole('button', { name: 'Download robots.txt' })[0]!);
    } finally {
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
    }
    expect(blobs).toHaveLength(1);
    return blobs[0]!.text();
  }

  it('keeps a CRLF file’s line ends on download, shows them, and lets the user change them', async () => {
    renderApp();
    const user = userEvent.setup();
    const file = new File(['User-agent: *\r\nDisallow: /a/\r\n'], 'robots.txt', {
      type: 'text/plain',
    });
    await user.upload(screen.getByLabelText('Open a robots.txt file'), file);
    const ends = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Line ends' });
    await waitFor(() => expect(ends.value).toBe('CRLF'));
    expect(await downloaded(user)).toBe('User-agent: *\r\nDisallow: /a/\r\n');
    await user.selectOptions(ends, 'LF');
    expect(await downloaded(user)).toBe('User-agent: *\nDisallow: /a/\n');
  });

  it('goes back to LF when other text replaces the file', async () => {
    renderApp();
    const user = userEvent.setup();
    const file = new File(['User-agent: *\rDisallow: /\r'], 'robots.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Open a robots.txt file'), file);
    const ends = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Line ends' });
    await waitFor(() => expect(ends.value).toBe('CR'));
    await user.click(document.querySelector('.cm-content')!);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('User-agent: Other\n');
    await waitFor(() => expect(ends.value).toBe('LF'));
  });
});
