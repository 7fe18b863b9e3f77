// The playground as a person uses it: paste or type a file, name an agent and a
// URL, read the verdict; complete a crawler name, read the hover help; reload and
// find the text again; drop a file.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, type Session } from './browser.ts';
import {
  ask as askVerdict,
  draftSaved,
  editor as editorOf,
  editorText,
  paste as pasteText,
  verdict as verdictOf,
} from './helpers.ts';

let session: Session;
let page: Page;

beforeEach(async () => {
  session = await openSession();
  page = session.page;
  await page.goto(session.baseUrl);
  await page.locator('[aria-label="robots.txt"]').waitFor();
});

afterEach(async () => {
  await session.close();
});

const editor = () => editorOf(page);
const verdict = () => verdictOf(page);
const paste = (text: string) => pasteText(page, text);
const ask = (agent: string, url: string) => askVerdict(page, agent, url);

describe('verdict', () => {
  it('checks /café as a crawler requests it, /caf%C3%A9, and says so', async () => {
    await paste('User-agent: *\nDisallow: /café\n');
    await ask('ExampleBot', '/café');
    await expect
      .poll(() => verdict().textContent(), { timeout: 10_000 })
      .toMatch(/^Disallowed — line 2/);
    expect(await verdict().textContent()).toContain('so it was compared as /caf%C3%A9.');
  });

  it('shows Googlebot-Image both ways: * by the protocol, the Googlebot group in practice', async () => {
    await paste('User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
    await ask('Googlebot-Image', '/photo.jpg');
    await expect
      .poll(() => verdict().innerText(), { timeout: 10_000 })
      .toMatch(/^By the protocol: Allowed — line 5: Allow: \//);
    // The sentence about practice is loaded with its first use.
    await expect.poll(() => verdict().innerText()).toContain('In practice:');
    const shown = await verdict().innerText();
    expect(shown).toContain(
      'In practice: Disallowed — Googlebot-Image follows the Googlebot group on lines 1–2 when no group names it (documented by Google); line 2: Disallow: /',
    );
    const source = verdict().getByRole('link', { name: 'documented by Google' });
    expect(await source.getAttribute('href')).toBe(
      'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
    );
    await verdict().getByRole('button', { name: 'Go to line 2' }).click();
    await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe('Disallow: /');
  });

  it('shows the deciding line for a pasted file', async () => {
    await paste('User-agent: *\nDisallow: /private/\n\nUser-agent: ExampleBot\nAllow: /\n');
    await ask('OtherBot', 'https://example.com/private/x');
    await expect.poll(() => verdict().innerText()).toMatch(/Disallowed[\s\S]*line 2/);
    await ask('ExampleBot', 'https://example.com/private/x');
    await expect.poll(() => verdict().innerText()).toMatch(/Allowed[\s\S]*line 5/);
  });

  it('follows typing in the editor', async () => {
    await paste('User-agent: *\n');
    await ask('Googlebot', '/tmp/file');
    await expect.poll(() => verdict().innerText()).toMatch(/Allowed/);
    await editor().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Disallow: /tmp');
    await expect.poll(() => verdict().innerText()).toMatch(/Disallowed[\s\S]*line 2/);
  });

  it('says when no rule decided', async () => {
    await paste('User-agent: *\nDisallow: /a\n');
    await ask('Googlebot', '/b');
    await expect.poll(() => verdict().innerText()).toMatch(/Allowed/);
    expect(await verdict().innerText()).not.toMatch(/line \d/);
  });
});

describe('editor help', () => {
  it('completes a crawler token with its operator, and accepts it with Enter', async () => {
    await paste('');
    await editor().click();
    await page.keyboard.type('User-agent: Applebo');
    const selected = page.locator('.cm-tooltip-autocomplete [role="option"][aria-selected="true"]');
    await expect.poll(() => selected.innerText()).toMatch(/^Applebot\s*Apple · Search$/);
    // The info panel beside the list says what the crawler does.
    await expect
      .poll(() => page.locator('.cm-completionInfo').innerText())
      .toMatch(/^Apple — Search\n[\s\S]*Honours robots\.txt: yes/);
    // CodeMirror ignores Enter within its interactionDelay (75 ms) of the list
    // opening or changing, so a key pressed that fast is not taken as a choice; a
    // person reads the info first. Wait past it, as a person would.
    await page.waitForTimeout(200);
    await page.keyboard.press('Enter');
    await expect.poll(() => editorText(page)).toBe('User-agent: Applebot');
  });

  it('explains a directive and a rule on hover', async () => {
    await paste('User-agent: *\nCrawl-delay: 5\nDisallow: /private/*.pdf$\n');
    const line = (n: number) => page.locator('.cm-line').nth(n - 1);
    const tip = page.locator('.cm-robots-hover');
    await line(2).locator('.cm-robots-key').hover();
    await expect.poll(() => tip.innerText()).toMatch(/^Crawl-delay\n[\s\S]*Non-standard record/);
    await page.mouse.move(0, 0);
    await expect.poll(() => tip.count()).toBe(0);
    await line(3).locator('.cm-robots-wildcard').hover();
    await expect
      .poll(() => tip.innerText())
      .toMatch(/^Disallow \/private\/\*\.pdf\$\n[\s\S]*Priority 15/);
  });
});

describe('editor marks', () => {
  it('moves the deciding-line mark when only the URL changes', async () => {
    await paste('User-agent: *\nDisallow: /a\nDisallow: /b\n');
    await ask('Googlebot', '/a');
    const decidingText = () => page.locator('.cm-line.cm-robots-deciding-line').first().innerText();
    await expect.poll(decidingText).toBe('Disallow: /a');
    await page.getByLabel('URL', { exact: true }).fill('/b');
    await expect.poll(decidingText).toBe('Disallow: /b');
  });
});

describe('highlighting', () => {
  it('marks keys, values and comments differently', async () => {
    await paste('# hello\nUser-agent: *\nDisallow: /a*b$\n');
    const classesOf = (text: string) =>
      page
        .locator('.cm-line span', { hasText: text })
        .first()
        .evaluate((el) => el.className);
    const comment = await classesOf('# hello');
    const key = await classesOf('Disallow');
    expect(comment).not.toBe('');
    expect(key).not.toBe('');
    expect(comment).not.toBe(key);
  });
});

describe('persistence and files', () => {
  it('an emptied editor says how to start; the hint goes with the first text', async () => {
    const hint = page.locator('.cm-placeholder');
    // A first visit opens on an example; starting empty is one click away.
    expect(await hint.count()).toBe(0);
    await page.getByRole('button', { name: 'Start empty' }).click();
    await expect.poll(() => hint.innerText()).toMatch(/Paste a robots\.txt here.*Examples tab/);
    await paste('User-agent: *\n');
    await expect.poll(() => hint.count()).toBe(0);
  });

  it('keeps the text across a reload', async () => {
    await paste('User-agent: KeepMe\nDisallow: /kept\n');
    await expect.poll(() => editor().innerText()).toContain('KeepMe');
    // Saving is debounced: the reload comes once the draft is saved.
    await draftSaved(page, 'User-agent: KeepMe\nDisallow: /kept\n');
    await page.reload();
    await editor().waitFor();
    await expect.poll(() => editor().innerText()).toContain('Disallow: /kept');
  });

  it.each(['.cm-content', '.cm-gutters'])(
    'opens a file dropped on %s as the new text',
    async (target) => {
      await paste('User-agent: *\n');
      const content = 'User-agent: Dropped\nDisallow: /dropped\n';
      await page.evaluate(
        ([text, selector]) => {
          const data = new DataTransfer();
          data.items.add(new File([text], 'robots.txt', { type: 'text/plain' }));
          const el = document.querySelector(selector) as HTMLElement;
          for (const type of ['dragenter', 'dragover', 'drop']) {
            el.dispatchEvent(
              new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
            );
          }
        },
        [content, target] as const,
      );
      await expect.poll(() => editor().innerText()).toContain('User-agent: Dropped');
      await ask('Dropped', '/dropped/x');
      await expect.poll(() => verdict().innerText()).toMatch(/Disallowed[\s\S]*line 2/);
      // One undoable change: undo brings the previous text back.
      await editor().click();
      await page.keyboard.press('Control+Z');
      await expect.poll(() => editor().innerText()).not.toContain('Dropped');
    },
  );
});

describe('a narrow screen', () => {
  it('never scrolls sideways, even for a long User-Agent string', async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    await paste('User-agent: *\nDisallow: /private/\n');
    const long =
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36';
    await ask(long, '/private/x');
    await expect.poll(() => verdict().innerText()).toMatch(/Disallowed/);
    for (const tab of ['Agents', 'URLs', 'Matrix', 'Explain', 'Problems', 'Crawlers', 'Lesson']) {
      await page.getByRole('tab', { name: tab }).click();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${tab} tab scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
