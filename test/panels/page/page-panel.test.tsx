// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PagePanel } from '../../../src/panels/page/index.ts';
import { PlaygroundStoreProvider, type PlaygroundInit } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

const TEXT = 'User-agent: Googlebot\nDisallow: /private/\n';

function setup(init: PlaygroundInit = {}) {
  const { store } = analysedStore({
    text: TEXT,
    agents: ['Googlebot', 'Bingbot', 'GPTBot'],
    urls: ['/private/x', '/public'],
    selectedAgent: 'Googlebot',
    selectedUrl: '/private/x',
    ...init,
  });
  render(
    <PlaygroundStoreProvider store={store}>
      <PagePanel />
    </PlaygroundStoreProvider>,
  );
  return { store };
}

async function enter(text: string) {
  const box = screen.getByRole('textbox', { name: /^Page directives/ });
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(text);
}

const result = () => screen.getByRole('region', { name: 'Page result' });
const row = (agent: string) => {
  const table = within(result()).getByRole('table', { name: 'Page result by crawler' });
  const found = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader')?.textContent === agent);
  if (!found) throw new Error(`no row for ${agent}`);
  return found.textContent ?? '';
};
const findings = () =>
  within(result())
    .queryAllByRole('listitem')
    .filter((li) => li.closest('ul')?.getAttribute('aria-label') === 'Page findings')
    .map((li) => li.textContent ?? '');

describe('Page panel', () => {
  it('says a crawler kept out by robots.txt never sees the noindex, and the others honour it', async () => {
    setup();
    await enter('HTTP/1.1 200 OK\nX-Robots-Tag: noindex\n');
    expect(row('Googlebot')).toMatch(/Disallowed.*The noindex is never seen/);
    expect(row('Bingbot')).toMatch(/Allowed.*Not indexed \(noindex\)/);
    expect(row('GPTBot')).toMatch(/Not indexed/);
    expect(findings()).toContainEqual(
      expect.stringMatching(/^Error: Googlebot will never see this noindex/),
    );
  });

  it('reads meta tags from pasted HTML for the crawler they name, the most restrictive winning', async () => {
    setup({ selectedUrl: '/public' });
    await enter(
      [
        'X-Robots-Tag: max-snippet:80',
        '<head>',
        '<meta name="robots" content="max-snippet:120, max-image-preview:large">',
        '<meta name="BINGBOT" content="nofollow, max-snippet:40">',
        '<meta name="description" content="noindex, of course">',
        '</head>',
      ].join('\n'),
    );
    expect(row('Googlebot')).toMatch(
      /May be indexed\. Follows the links\. Snippets of at most 80 characters\. Image previews: large\./,
    );
    expect(row('Bingbot')).toMatch(
      /Does not follow the links \(nofollow\)\. Snippets of at most 40 characters/,
    );
    expect(result().textContent).toContain(
      '<meta name="BINGBOT">, for BINGBOT: nofollow, max-snippet:40',
    );
    expect(result().textContent).not.toContain('description');
  });

  it('parses the HTML apart from the page: nothing pasted joins the document', async () => {
    setup({ selectedUrl: '/public' });
    await enter(
      '<div id="pasted" data-nosnippet>secret</div><p data-nosnippet>x</p><img id="img" src="x" onerror="document.title=\'ran\'">',
    );
    expect(document.getElementById('pasted')).toBeNull();
    expect(document.getElementById('img')).toBeNull();
    expect(within(result()).getByText(/2 elements carry/)).toBeTruthy();
    expect(findings()).toContainEqual(
      expect.stringMatching(/^Warning: data-nosnippet on <p> is not read/),
    );
  });

  it('lints unknown values, noai and crawler names nobody knows', async () => {
    setup({ selectedUrl: '/public' });
    await enter('X-Robots-Tag: googlebott: noindex\nX-Robots-Tag: noai, noodle\n');
    const all = findings();
    expect(all).toContainEqual(
      expect.stringMatching(/^Warning: .*“googlebott”.*did you mean Googlebot\?/),
    );
    expect(all).toContainEqual(
      expect.stringMatching(/^Warning: noai .*not part of Google's or RFC 9309's vocabulary/),
    );
    expect(all).toContainEqual(
      expect.stringMatching(/^Warning: noodle .*is no rule crawlers document/),
    );
    // The misspelt prefix applies to no one.
    expect(row('Googlebot')).toMatch(/May be indexed/);
  });

  it('compares the Verdict’s agent and the well-known crawlers beside the list', () => {
    setup({ agents: ['ExampleBot'], selectedAgent: 'OtherBot' });
    const table = within(result()).getByRole('table', { name: 'Page result by crawler' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['ExampleBot', 'OtherBot', 'Googlebot', 'Bingbot', 'GPTBot']);
  });
});
