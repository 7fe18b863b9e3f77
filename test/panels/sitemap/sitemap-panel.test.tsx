// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SitemapPanel, type SitemapFileReader } from '../../../src/panels/sitemap/index.ts';
import { createSession } from '../../../src/worker/session.ts';
import { readXmlSitemap } from '../../../src/worker/sitemap-xml.ts';
import { analysedStore } from '../../support/analysed-store.ts';
import { renderPanel } from '../../support/render-panel.tsx';

afterEach(cleanup);

const ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /blog/\n';

// The store with the worker's answer to each sitemap it is given, as the page gets it.
function setup(readFile: SitemapFileReader = vi.fn()) {
  const { store } = analysedStore({ text: ROBOTS, agents: ['MyBot'] });
  const session = createSession();
  session.useXml?.(readXmlSitemap);
  const s0 = store.getState();
  session.handle({ type: 'analyze', id: 1, revision: s0.revision, text: s0.text, mode: s0.mode });
  let id = 1;
  store.subscribe((s, before) => {
    if (s.sitemapText === before.sitemapText || s.sitemapText === '') return;
    const reply = session.handle({
      type: 'sitemap',
      id: ++id,
      revision: s.revision,
      sitemap: s.sitemapText,
      agents: [...s.agents],
      mode: s.mode,
    });
    if (reply.type === 'sitemap') queueMicrotask(() => store.getState().applySitemap(reply));
  });
  const commands = renderPanel(<SitemapPanel readFile={readFile} />, store);
  return { store, commands };
}

describe('SitemapPanel', () => {
  it('names the disallowed URL, the crawler and the line, which it reveals', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    const box = screen.getByRole('textbox', { name: 'Sitemap' });
    await user.click(box);
    await user.paste(
      'https://example.com/\nhttps://example.com/blog/post\nhttps://example.com/about',
    );
    const region = await screen.findByRole('region', { name: 'Sitemap check' });
    await within(region).findByText(/3 URLs listed; 1 URL is disallowed/);
    expect(region.textContent).toMatch(/Line 5 disallows 1 URL for GPTBot \(AI training\)\./);
    expect(within(region).getByText('https://example.com/blog/post')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Line 5: show it in the editor' }));
    expect(commands.revealLine).toHaveBeenCalledWith(5, { select: true });
  });

  it('says malformed XML’s line and column', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('textbox', { name: 'Sitemap' }));
    await user.paste('<urlset>\n<url><loc>x</url>');
    const region = await screen.findByRole('region', { name: 'Sitemap check' });
    expect((await within(region).findByRole('status')).textContent).toMatch(
      /^The XML is malformed at line 2, column \d+/,
    );
  });

  it('opens a file with the app’s reader, and says a gzipped one is not read', async () => {
    const user = userEvent.setup();
    const readFile = vi
      .fn<SitemapFileReader>()
      .mockResolvedValueOnce({
        ok: false,
        name: 'sitemap.xml.gz',
        message: 'sitemap.xml.gz looks like a gzip archive, not a robots.txt',
      })
      .mockResolvedValueOnce({ ok: true, text: 'https://example.com/private/a' });
    const { store } = setup(readFile);
    const input = document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Open a sitemap file…' }));
    await act(() => user.upload(input, new File(['x'], 'sitemap.xml.gz')));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /sitemap\.xml\.gz is gzip-compressed, which is not read here/,
    );
    await act(() => user.upload(input, new File(['x'], 'list.txt')));
    const region = await screen.findByRole('region', { name: 'Sitemap check' });
    await within(region).findByText(/1 URL listed; 1 URL is disallowed/);
    expect(store.getState().sitemapText).toBe('https://example.com/private/a');
  });
});
