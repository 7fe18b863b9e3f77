// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharePanel } from '../../../src/panels/share/index.ts';
import {
  decodePermalink,
  readFragment,
  shareStateOf,
  LONG_LINK_CHARS,
} from '../../../src/share/index.ts';
import { PlaygroundStoreProvider, type PlaygroundInit } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TEXT = 'User-agent: *\nDisallow: /private/\n\nUser-agent: ExampleBot\nAllow: /\n';

function setup(init: PlaygroundInit) {
  const user = userEvent.setup();
  const analysed = analysedStore(init);
  render(
    <PlaygroundStoreProvider store={analysed.store}>
      <SharePanel />
    </PlaygroundStoreProvider>,
  );
  const field = () => screen.getByLabelText('Share link') as HTMLInputElement;
  return { user, ...analysed, field };
}

// Text that DEFLATE cannot shrink much, so the link grows with it.
function noise(chars: number): string {
  let seed = 7;
  let out = '';
  while (out.length < chars) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += String.fromCharCode(33 + (seed % 90));
  }
  return out;
}

describe('SharePanel', () => {
  it('holds a link that decodes to the whole state', async () => {
    const { field, store } = setup({
      text: TEXT,
      agents: ['ExampleBot', 'OtherBot'],
      urls: ['/private/x'],
      mode: 'rfc',
      selectedAgent: 'OtherBot',
    });
    await waitFor(() => expect(field().value).toMatch(/#s=v4\./));
    expect(field().readOnly).toBe(true);
    const url = new URL(field().value);
    const result = await decodePermalink(readFragment({ href: url.href, hash: url.hash }) ?? '');
    expect(result.ok && result.state).toEqual(shareStateOf(store.getState()));
    expect(result.ok && result.state.agent).toBe('OtherBot');
    expect(screen.getByText(/short enough to paste anywhere/)).toBeTruthy();
  });

  it('gives a fresh state a clean link', async () => {
    const { field } = setup({});
    await waitFor(() => expect(field().value).toBe(location.href.replace(/#.*$/, '')));
  });

  it('says that the address bar does not follow a large file, and still links it', async () => {
    const { field } = setup({
      text: `User-agent: *\n${'Disallow: /a-long-path/\n'.repeat(4000)}`,
      liveLink: 'on',
    });
    expect(screen.getByText(/the address bar does not follow your edits/)).toBeTruthy();
    await waitFor(() => expect(field().value).toMatch(/#s=v4\./));
    cleanup();
    setup({ text: TEXT, liveLink: 'on' });
    expect(screen.queryByText(/the address bar does not follow your edits/)).toBeNull();
  });

  const keepBox = () =>
    screen.getByRole('checkbox', { name: 'Keep the link in the address bar up to date' });

  it('keeps the link in the address bar once it is copied, as the box then says', async () => {
    const { user, field, store } = setup({ text: TEXT });
    await waitFor(() => expect(field().value).toMatch(/#s=/));
    expect(keepBox()).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('The link copied to the clipboard.');
    expect(store.getState().liveLink).toBe('on');
    expect(keepBox()).toHaveProperty('checked', true);
  });

  it('turns the address bar link off and on from the keyboard, and copying then keeps it off', async () => {
    const { user, field, store } = setup({ text: TEXT, liveLink: 'on' });
    await waitFor(() => expect(field().value).toMatch(/#s=/));
    expect(keepBox()).toHaveProperty('checked', true);
    keepBox().focus();
    await user.keyboard(' ');
    expect(store.getState().liveLink).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('The link copied to the clipboard.');
    // The user's own choice stands.
    expect(store.getState().liveLink).toBe('off');
    expect(keepBox()).toHaveProperty('checked', false);
    keepBox().focus();
    await user.keyboard(' ');
    expect(store.getState().liveLink).toBe('on');
  });

  it('follows the state', async () => {
    const { field, store } = setup({ text: TEXT });
    await waitFor(() => expect(field().value).toMatch(/#s=/));
    const before = field().value;
    act(() => store.getState().setMode('rfc'));
    await waitFor(() => expect(field().value).not.toBe(before));
  });

  it('copies the link and says so in a polite live region', async () => {
    const { user, field } = setup({ text: TEXT });
    await waitFor(() => expect(field().value).toMatch(/#s=/));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    // Copying waits for a fresh link first; the announcement comes once it is done.
    const status = await screen.findByText('The link copied to the clipboard.');
    expect(await navigator.clipboard.readText()).toBe(field().value);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('says when the clipboard refuses, and selects the link for a manual copy', async () => {
    const { user, field } = setup({ text: TEXT });
    await waitFor(() => expect(field().value).toMatch(/#s=/));
    const denied = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(denied);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/was not copied.*did not allow/);
    expect(document.activeElement).toBe(field());
  });

  it('copies a Markdown report with the file, the verdicts and the link', async () => {
    const { user, field } = setup({
      text: TEXT,
      agents: ['Googlebot', 'ExampleBot'],
      urls: ['/private/x'],
    });
    await waitFor(() => expect(field().value).toMatch(/#s=/));
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    await screen.findByText('The Markdown report copied to the clipboard.');
    const markdown = await navigator.clipboard.readText();
    expect(markdown).toContain('```text\n' + TEXT + '```');
    expect(markdown).toContain('| `Googlebot` | `/private/x` | disallowed | 2 |');
    expect(markdown).toContain('| `ExampleBot` | `/private/x` | allowed | 5 |');
    expect(markdown).toContain(`(<${field().value}>)`);
  });

  it('warns about a long link and offers the file plus a link without the text', async () => {
    const { field } = setup({ text: `# ${noise(LONG_LINK_CHARS * 2)}\n`, urls: ['/a'] });
    await waitFor(() => expect(field().value.length).toBeGreaterThan(LONG_LINK_CHARS));
    expect(screen.getByText(/often cut short/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download robots.txt' })).toBeTruthy();
    const bare = screen.getByLabelText('Link without the text') as HTMLInputElement;
    await waitFor(() => expect(bare.value).toMatch(/#s=v4\./));
    expect(bare.value.length).toBeLessThan(200);
    const url = new URL(bare.value);
    const result = await decodePermalink(readFragment({ href: url.href, hash: url.hash }) ?? '');
    expect(result.ok && result.state).toMatchObject({ text: '', urls: ['/a'] });
  });

  it('says a state too large for any link has none, and offers the download', async () => {
    const { field } = setup({ text: noise(2 * 1024 * 1024 + 10) });
    await waitFor(() => expect(screen.getByText(/No link:/)).toBeTruthy(), { timeout: 5000 });
    expect(field().value).toBe('');
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Download robots.txt' })).toBeTruthy();
  });
});
