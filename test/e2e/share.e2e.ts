// Permalinks as people use them: copy a link in one browser, open it in another;
// hostile links; the address bar following edits without history entries.
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from './browser.ts';
import { draftSaved } from './helpers.ts';
import { editor, editorText, openTab, paste, settledShareLink, verdict } from './helpers-share.ts';
import { EXAMPLES } from '../../src/learn/index.ts';
import { buildShareUrl, encodePermalink } from '../../src/share/index.ts';

const sessions: Session[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close();
});

async function session(): Promise<Session> {
  const s = await openSession();
  sessions.push(s);
  return s;
}

const DRAFT = 'User-agent: *\nDisallow: /my-draft/\n';

// The address bar follows a pause of 400 ms and an encoding; a busy machine may take longer.
const URL_WAIT = { timeout: 5000 };

describe('a copied link', () => {
  it('restores the identical state in a fresh browser', async () => {
    const a = await session();
    await a.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: a.baseUrl });
    await a.page.goto(a.baseUrl);
    await editor(a.page).waitFor();
    // An example with several agents and URLs whose answers differ; the person edits
    // it and reads it as RFC 9309.
    const example = EXAMPLES.find((e) => e.id === 'search-yes-ai-training-no')!;
    const [agent, url] = [example.agents[2]!, example.urls[1]!];
    expect([agent, url]).toEqual(['GPTBot', 'https://example.com/blog/robots-txt-explained']);
    await openTab(a.page, 'Examples');
    await a.page.getByRole('button', { name: `Open ${example.title.replace(/`/g, '')}` }).click();
    await editor(a.page).click();
    await a.page.keyboard.press('Control+End');
    await a.page.keyboard.type('# shared from A <b>&amp;</b>\n');
    await a.page.getByLabel('Reading mode').selectOption('rfc');
    await expect.poll(() => verdict(a.page).innerText()).toMatch(/^Allowed — line \d/);
    const verdictOfFirst = await verdict(a.page).innerText();
    // Ask about a later agent and URL of the lists: the link must open on that
    // question (and its Verdict), not on the first entries.
    await openTab(a.page, 'Explain');
    await a.page.getByLabel('Explain for agent').selectOption(agent);
    await a.page.getByLabel('Explain for URL').selectOption(url);
    await expect.poll(() => verdict(a.page).innerText()).toMatch(/^Disallowed — line \d/);
    const link = await settledShareLink(a.page);
    expect(link).toMatch(/#s=v4\.[A-Za-z0-9_-]+$/);
    await a.page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => a.page.getByText('The link copied to the clipboard.').count()).toBe(1);
    expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const textA = await editorText(a.page);
    const modeA = await a.page.getByLabel('Reading mode').inputValue();
    const agentA = await a.page.getByLabel('User agent', { exact: true }).inputValue();
    const urlA = await a.page.getByLabel('URL', { exact: true }).inputValue();
    const verdictA = await verdict(a.page).innerText();
    await a.page.screenshot({ path: '/tmp/shots/e2e-share-a.png' });

    const b = await session();
    await b.page.goto(link.replace(a.baseUrl, b.baseUrl));
    await editor(b.page).waitFor();
    await expect.poll(() => editorText(b.page)).toBe(textA);
    expect(textA).toContain('# shared from A <b>&amp;</b>');
    expect(await b.page.getByLabel('Reading mode').inputValue()).toBe(modeA);
    expect(modeA).toBe('rfc');
    await expect
      .poll(() => b.page.getByLabel('User agent', { exact: true }).inputValue())
      .toBe(agentA);
    expect(agentA).toBe(agent);
    expect(await b.page.getByLabel('URL', { exact: true }).inputValue()).toBe(urlA);
    expect(urlA).toBe(url);
    // The same entries of the same lists are selected, as in A.
    await openTab(b.page, 'Explain');
    const picked = (label: string) =>
      b.page.getByLabel(label).evaluate((el) => (el as HTMLSelectElement).selectedIndex);
    expect(await picked('Explain for agent')).toBe(2);
    expect(await picked('Explain for URL')).toBe(1);
    await expect.poll(() => verdict(b.page).innerText()).toBe(verdictA);
    expect(verdictA).not.toBe(verdictOfFirst);
    await expect.poll(() => b.page.getByText(/You are looking at a shared link/).count()).toBe(1);
    // The agent and URL lists (and everything else a link carries) are equal too:
    // B's own link for its state is A's link, character for character.
    expect((await settledShareLink(b.page)).replace(b.baseUrl, a.baseUrl)).toBe(link);
    await b.page.screenshot({ path: '/tmp/shots/e2e-share-b.png' });
  });
});

describe('a hostile link', () => {
  const hostile: [string, string, RegExp][] = [
    ['garbage', '#s=v1.%%%garbage~~~', /damaged/],
    [
      'an HTML/script payload',
      '#s=<script>alert(document.cookie)</script><img src=x onerror=alert(1)>',
      /not a playground link/,
    ],
  ];

  it.each(hostile)('%s shows an alert and keeps the draft', async (_name, fragment, message) => {
    const s = await session();
    const { page } = s;
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(s.baseUrl);
    await editor(page).waitFor();
    await paste(page, DRAFT);
    await draftSaved(page, DRAFT);
    // A fresh load of the hostile address (not a same-document hash change).
    await page.goto('about:blank');
    await page.goto(`${s.baseUrl}/${fragment}`);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/This link could not be opened/);
    expect(await alert.innerText()).toMatch(message);
    expect(await editorText(page)).toBe(DRAFT.replace(/\n$/, '\n'));
    expect(await page.locator('img, script:not([src])').count()).toBe(0);
    await page.screenshot({ path: `/tmp/shots/e2e-hostile-${_name.split(' ')[0]}.png` });
    // Reload without the link: the draft is still what was saved.
    await page.goto(s.baseUrl);
    await editor(page).waitFor();
    expect(await editorText(page)).toBe(DRAFT);
    expect(dialogs).toEqual([]);
  });

  it('a link whose text is HTML shows it as text, never as markup', async () => {
    const a = await session();
    await a.page.goto(a.baseUrl);
    await editor(a.page).waitFor();
    const text = '<img src=x onerror="alert(1)">\n<script>alert(2)</script>\n';
    await paste(a.page, text);
    const link = await settledShareLink(a.page);

    const b = await session();
    const dialogs: string[] = [];
    b.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await b.page.goto(link.replace(a.baseUrl, b.baseUrl));
    await editor(b.page).waitFor();
    await expect.poll(() => editorText(b.page)).toBe(text);
    expect(await b.page.locator('img, script:not([src])').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('pasted into an open tab is handled the same way', async () => {
    const s = await session();
    await s.page.goto(s.baseUrl);
    await editor(s.page).waitFor();
    await paste(s.page, DRAFT);
    await s.page.evaluate(() => {
      location.hash = 's=v1.AAAA';
    });
    await s.page.getByRole('alert').waitFor();
    expect(await s.page.getByRole('alert').innerText()).toMatch(/cut short/);
    expect(await editorText(s.page)).toBe(DRAFT);
  });
});

describe('the address bar', () => {
  it('stays clean until a link is copied, then follows edits without history entries', async () => {
    const s = await session();
    const { page } = s;
    await s.browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.baseUrl });
    await page.goto(s.baseUrl);
    await editor(page).waitFor();
    expect(page.url()).toBe(`${s.baseUrl}/`);
    const entries = await page.evaluate(() => history.length);
    // The first visit's example is no link; starting empty is a fresh page's state.
    await page.getByRole('button', { name: 'Start empty' }).click();
    await page.keyboard.type('User-agent: *\nDisallow: /typed\n');
    // The draft is saved after the pause the address bar would have followed.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('robots-playground:draft') ?? ''))
      .toContain('/typed');
    expect(page.url()).toBe(`${s.baseUrl}/`);

    await openTab(page, 'Share');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.url(), URL_WAIT).toMatch(/#s=v4\./);
    const keep = page.getByRole('checkbox', {
      name: 'Keep the link in the address bar up to date',
    });
    expect(await keep.isChecked()).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // The address bar is a working link: reloading it shows the same text.
    await page.reload();
    await editor(page).waitFor();
    await expect.poll(() => editorText(page)).toBe('User-agent: *\nDisallow: /typed\n');
    // Emptying the editor gives the clean URL back.
    await editor(page).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${s.baseUrl}/`);
    await page.keyboard.type('User-agent: *\n');
    await expect.poll(() => page.url(), URL_WAIT).toMatch(/#s=v4\./);

    // Turned off from the keyboard: the address bar is clean at once, and stays so.
    await openTab(page, 'Share');
    await keep.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.url(), URL_WAIT).toBe(`${s.baseUrl}/`);
    await editor(page).click();
    await page.keyboard.type('Disallow: /later\n');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('robots-playground:draft') ?? ''))
      .toContain('/later');
    expect(page.url()).toBe(`${s.baseUrl}/`);
  });
});

describe('a link that asks for a million verdicts', () => {
  it('opens 1,000 agents × 1,000 URLs with the Matrix on screen, and the page keeps working', async () => {
    const s = await session();
    const { page } = s;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const agents = Array.from({ length: 1000 }, (_, i) => `Bot${i}`);
    const urls = Array.from({ length: 1000 }, (_, i) => `/p/${i}`);
    const fragment = await encodePermalink({
      text: 'User-agent: *\nDisallow: /p/1\n',
      agents,
      urls,
      mode: 'google',
      host: '',
      panel: 'matrix',
      agent: 'Bot5',
      url: '/p/1',
    });
    await page.goto(buildShareUrl({ href: `${s.baseUrl}/`, hash: '' }, fragment));
    const matrix = page.getByRole('table', { name: 'Matrix', exact: true });
    await matrix.waitFor({ timeout: 30_000 });
    // The grid states its whole size and draws only what is in view.
    expect(await matrix.getAttribute('aria-rowcount')).toBe('1001');
    expect(await matrix.getAttribute('aria-colcount')).toBe('1001');
    expect(await matrix.locator('td').count()).toBeLessThan(5000);
    await expect.poll(() => verdict(page).innerText(), { timeout: 30_000 }).toMatch(/^Disallowed/);
    // Typing still reaches the editor and the engine.
    await editor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Allow: /p/1$\n');
    await expect.poll(() => editorText(page), { timeout: 30_000 }).toContain('Allow: /p/1$');
    expect(errors).toEqual([]);
  });
});
