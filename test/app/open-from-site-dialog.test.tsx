// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OpenFromSiteDialog,
  type OpenFromSiteDialogProps,
} from '../../src/app/open-from-site-dialog.tsx';
import { installPagePolyfills } from '../support/jsdom-page.ts';

installPagePolyfills();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(props: Partial<OpenFromSiteDialogProps> = {}) {
  const onText = vi.fn();
  const onClose = vi.fn();
  // The page must not try the site itself: any request would fail and name it.
  const fetch = vi.spyOn(globalThis, 'fetch');
  render(<OpenFromSiteDialog open onClose={onClose} onText={onText} {...props} />);
  return { onText, onClose, fetch, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Open a robots.txt from a site' });

describe('Open from a site', () => {
  it('says why the page cannot fetch the file', () => {
    setup();
    expect(dialog().textContent).toContain(
      'browsers do not let a page read files from other sites',
    );
    expect(dialog().textContent).toContain('your text never leaves this browser');
  });

  it('shows the curl command for the typed site, for each system, without fetching it', async () => {
    const { user, fetch } = setup();
    await user.type(screen.getByLabelText('Site'), 'www.example.org/shop');
    expect(dialog().textContent).toContain('https://www.example.org/robots.txt');
    const mac = screen.getByRole('textbox', { name: 'macOS command' }) as HTMLInputElement;
    expect(mac.value).toBe("curl -sLg 'https://www.example.org/robots.txt' | pbcopy");
    const linux = screen.getByRole('textbox', { name: 'Linux command' }) as HTMLInputElement;
    expect(linux.value).toContain('| xclip -selection clipboard');
    const windows = screen.getByRole('textbox', { name: 'Windows command' }) as HTMLInputElement;
    expect(windows.value).toBe('curl.exe -sLg "https://www.example.org/robots.txt" | clip');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('copies a command with its Copy button', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Site'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Copy macOS command' }));
    expect(await navigator.clipboard.readText()).toBe(
      "curl -sLg 'https://example.com/robots.txt' | pbcopy",
    );
    expect(screen.getByText('The macOS command was copied to the clipboard.')).toBeTruthy();
  });

  it('asks for a site when the text names none', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Site'), 'nonsense');
    expect(screen.queryByRole('textbox', { name: 'macOS command' })).toBeNull();
    expect(dialog().textContent).toContain('Type a site such as example.com');
  });

  it('opens the clipboard text in the editor and closes', async () => {
    const readText = vi.fn(async () => 'User-agent: *\nDisallow: /\n');
    const { user, onText, onClose } = setup({ clipboard: { readText } });
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    expect(onText).toHaveBeenCalledWith('User-agent: *\nDisallow: /\n');
    expect(onClose).toHaveBeenCalled();
  });

  it('says why, with the paste shortcut, when reading the clipboard is refused', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const { user, onText } = setup({ clipboard: { readText: () => Promise.reject(denied) } });
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('did not allow the page to read the clipboard');
    expect(alert.textContent).toContain('Ctrl+V');
    expect(onText).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });

  it('says so when the browser has no clipboard API', async () => {
    const { user } = setup({ clipboard: null });
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'This browser does not let the page read the clipboard',
    );
  });
});
