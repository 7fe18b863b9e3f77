// The examples gallery and the guided lesson in a real browser: every example opens
// with the verdicts it promises, and a lesson step can be done with the keyboard only.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionEachTest, type Session } from './browser.ts';
import { ask, editor, editorText, openTab, verdict } from './helpers-share.ts';
import { EXAMPLES, LESSON_STEPS } from '../../src/learn/index.ts';

let session: Session;
let page: Page;
sessionEachTest((s) => {
  session = s;
  page = s.page;
});

const plain = (s: string) => s.replace(/`/g, '');

describe('examples gallery', () => {
  it('opens each example, and the verdict matches its expectations', async () => {
    await page.goto(session.baseUrl);
    await editor(page).waitFor();
    await openTab(page, 'Examples');
    for (const example of EXAMPLES) {
      await page.getByRole('button', { name: `Open ${plain(example.title)}` }).click();
      await expect.poll(() => editorText(page)).toBe(example.text.replace(/\n$/, '\n'));
      await page.getByRole('region', { name: /Open example/ }).waitFor();
      const mode = await page.getByLabel('Reading mode').inputValue();
      expect(mode).toBe(example.mode ?? 'google');
      for (const e of example.expectations.filter((x) => (x.mode ?? mode) === mode).slice(0, 2)) {
        await ask(page, e.agent, e.url);
        const expected = e.allowed
          ? e.line === undefined
            ? /^Allowed(?![\s\S]*line \d+:)/
            : new RegExp(`^Allowed — line ${e.line}:`)
          : new RegExp(`^Disallowed — line ${e.line}:`);
        await expect
          .poll(() => verdict(page).innerText(), { message: `${example.id}: ${e.agent} ${e.url}` })
          .toMatch(expected);
      }
    }
    await page.screenshot({ path: '/tmp/shots/e2e-examples.png' });
  });

  it('an example link opens that example', async () => {
    const example = EXAMPLES[2]!;
    await page.goto(`${session.baseUrl}/#example=${example.id}`);
    await editor(page).waitFor();
    await expect.poll(() => editorText(page)).toBe(example.text);
    const region = page.getByRole('region', { name: /Open example/ });
    expect(await region.innerText()).toContain(plain(example.title));
    expect(await page.getByLabel('Example link').inputValue()).toBe(
      `${session.baseUrl}/#example=${example.id}`,
    );
  });
});

describe('guided lesson', () => {
  it('a step can be completed with the keyboard only', async () => {
    const step = LESSON_STEPS[2]!;
    await page.goto(`${session.baseUrl}/#lesson=${step.id}`);
    await editor(page).waitFor();
    await expect.poll(() => editorText(page)).toBe(step.text);
    await page.getByRole('heading', { name: /Step 3 of/ }).waitFor();
    // The step asks its own question, and keeps the answer back until it is answered.
    await expect
      .poll(() => page.getByLabel('User agent', { exact: true }).inputValue())
      .toBe(step.agent);
    await expect.poll(() => verdict(page).innerText()).toMatch(/lesson’s question is answered/);
    expect(await page.locator('.cm-line.cm-robots-group-line').count()).toBe(0);
    expect(await page.locator('.cm-line.cm-robots-deciding-line').count()).toBe(0);

    // From the top of the page, Tab until a choice of the question has focus.
    await page.locator('body').focus();
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return { tag: el?.tagName ?? '', type: el?.type ?? '', text: el?.textContent ?? '' };
      });
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const f = await focused();
      if (f.type === 'radio') break;
      // The editor keeps Tab for indenting; Escape then Tab leaves it (CodeMirror's rule).
      if (
        (await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))) ===
        true
      ) {
        await page.keyboard.press('Escape');
      }
    }
    expect((await focused()).type).toBe('radio');
    const target = step.choices.findIndex((c) => c.id === step.answer);
    if (target === 0) await page.keyboard.press('Space');
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
    expect(
      await page.getByRole('radio', { name: plain(step.choices[target]!.label) }).isChecked(),
    ).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Check answer');
    await page.keyboard.press('Enter');

    const feedback = page.locator('.lesson-feedback');
    await expect.poll(() => feedback.innerText()).toMatch(/^Correct\./);
    expect(await feedback.innerText()).toContain(plain(step.takeaway));
    // The playground shows the explanation: the step's question is answered, the
    // editor marks the group the agent reads, the Verdict names the lines.
    await expect
      .poll(() => page.getByLabel('User agent', { exact: true }).inputValue())
      .toBe(step.agent);
    await expect.poll(() => verdict(page).innerText()).toMatch(/lines 4–5/);
    await expect
      .poll(() => page.locator('.cm-line.cm-robots-group-line').allInnerTexts())
      .toEqual(['User-agent: ExampleBot', 'Disallow: /tmp/']);
    expect(await page.getByText(`1 of ${LESSON_STEPS.length} steps solved.`).count()).toBe(1);
    await page.screenshot({ path: '/tmp/shots/e2e-lesson.png' });

    // On to the next step, still by keyboard: Shift+Tab back up to "Next step".
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Shift+Tab');
      if ((await focused()).text === 'Next step') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Step 4 of/ }).waitFor();
    await expect.poll(() => editorText(page)).toBe(LESSON_STEPS[3]!.text);

    // Progress survives a reload.
    await page.reload();
    await editor(page).waitFor();
    await openTab(page, 'Lesson');
    // The lesson loads on first use: wait for its step heading before counting.
    await page.getByRole('heading', { name: /Step \d+ of/ }).waitFor();
    expect(await page.getByText(`1 of ${LESSON_STEPS.length} steps solved.`).count()).toBe(1);
  });
});
