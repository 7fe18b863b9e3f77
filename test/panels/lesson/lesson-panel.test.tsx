// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonPanel } from '../../../src/panels/lesson/index.ts';
import { PROGRESS_KEY, STEP_KEY } from '../../../src/panels/lesson/lesson-storage.ts';
import {
  LESSON_STEPS,
  answerStep,
  freshProgress,
  parseProgress,
  serializeProgress,
} from '../../../src/learn/index.ts';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  selectDecision,
  type EditorCommands,
  type PlaygroundInit,
} from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

beforeEach(() => {
  localStorage.clear();
  // jsdom has no CSS.escape; user-event uses it to find a radio group's members.
  globalThis.CSS ??= {} as typeof CSS;
  CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
});
afterEach(cleanup);

const plain = (s: string) => s.replace(/`/g, '');
const first = LESSON_STEPS[0]!;
const second = LESSON_STEPS[1]!;

function setup(init: PlaygroundInit = { text: 'User-agent: *\nDisallow: /mine\n' }) {
  const analysed = analysedStore(init);
  const commands: EditorCommands = {
    revealLine: vi.fn(),
    applyEdits: vi.fn(),
    replaceText: vi.fn((text: string) => analysed.store.getState().setText(text)),
    showAside: vi.fn((_message: string, show: () => void) => show()),
  };
  render(
    <PlaygroundStoreProvider store={analysed.store}>
      <EditorCommandsProvider commands={commands}>
        <LessonPanel />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  return { user: userEvent.setup(), commands, ...analysed };
}

describe('LessonPanel', () => {
  it('starts at the first step, shows its explanation, file and question', () => {
    setup();
    expect(
      screen.getByRole('heading', { name: new RegExp(`Step 1 of ${LESSON_STEPS.length}`) }),
    ).toBeTruthy();
    expect(screen.getByText(/A robots.txt is a list of groups/)).toBeTruthy();
    expect(screen.getByLabelText('The file of this step').textContent).toContain(
      'User-agent: examplebot',
    );
    // It scrolls sideways with long lines, so the keyboard must be able to reach it.
    expect(screen.getByLabelText('The file of this step').tabIndex).toBe(0);
    const group = screen.getByRole('group', { name: first.question });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(first.choices.length);
    expect(screen.getByRole('button', { name: 'Check answer' })).toHaveProperty('disabled', true);
    expect(screen.getByText(`0 of ${LESSON_STEPS.length} steps solved.`)).toBeTruthy();
  });

  it('can be completed by keyboard: choose, submit, read the feedback and takeaway', async () => {
    const { user, store, refresh } = setup();
    // Load the file first (the step was not opened by a link).
    await user.click(screen.getByRole('button', { name: 'Try it in the editor' }));
    expect(store.getState().text).toBe(first.text);
    screen.getAllByRole('radio')[0]!.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Disallowed' })).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check answer' }));
    await user.keyboard('{Enter}');
    const feedback = await screen.findByText(/Correct\./);
    expect(feedback.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(/Takeaway:/).parentElement?.textContent).toContain(
      plain(first.takeaway),
    );
    // The playground now asks the step's question: the editor marks its lines.
    const s = store.getState();
    expect(s.selectedAgent).toBe(first.agent);
    expect(s.selectedUrl).toBe(first.url);
    refresh();
    expect(selectDecision(first.agent, first.url)(store.getState())?.rule?.line).toBe(2);
    expect(parseProgress(localStorage.getItem(PROGRESS_KEY)).steps[first.id]?.solved).toBe(true);
    expect(screen.getByText(`1 of ${LESSON_STEPS.length} steps solved.`)).toBeTruthy();
  });

  it('says a wrong answer is wrong, in words', async () => {
    const { user, commands } = setup();
    await user.click(screen.getByRole('radio', { name: 'Allowed' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText(/Not quite\./)).toBeTruthy();
    expect(screen.queryByText(/Takeaway:/)).toBeNull();
    // Answering loads the step's file so the highlights fit it.
    expect(commands.replaceText).toHaveBeenCalledWith(first.text);
    expect(parseProgress(localStorage.getItem(PROGRESS_KEY)).steps[first.id]).toMatchObject({
      solved: false,
      attempts: 1,
    });
  });

  it('asks each step its own question and keeps the answer back until it is answered', async () => {
    const { user, store } = setup({ text: 'x', agents: ['Mine'], urls: ['/mine'] });
    await user.click(screen.getByRole('button', { name: 'Try it in the editor' }));
    expect(store.getState()).toMatchObject({
      selectedAgent: first.agent,
      selectedUrl: first.url,
      hideAnswer: true,
      // The lists being compared are the user's, untouched.
      agents: ['Mine'],
      urls: ['/mine'],
    });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(store.getState()).toMatchObject({
      selectedAgent: second.agent,
      selectedUrl: second.url,
      hideAnswer: true,
    });
    await user.click(screen.getByRole('radio', { name: 'Disallowed' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(store.getState()).toMatchObject({
      selectedAgent: second.agent,
      selectedUrl: second.url,
      hideAnswer: false,
      agents: ['Mine'],
    });
  });

  it('poses the question of a step opened by its link, answer kept back', () => {
    const step = LESSON_STEPS[6]!;
    const { store } = setup({ text: step.text });
    expect(store.getState()).toMatchObject({
      selectedAgent: step.agent,
      selectedUrl: step.url,
      hideAnswer: true,
    });
  });

  it('says why a wrong answer is wrong, pointing at the deciding lines', async () => {
    const step = LESSON_STEPS.find((s) => s.id === 'order-does-not-matter')!;
    const { user, refresh } = setup({ text: step.text });
    await user.click(screen.getByRole('radio', { name: 'Allowed' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    act(() => refresh());
    const feedback = (await screen.findByText(/Not quite\./)).closest('p')!;
    expect(feedback.textContent).toContain(
      'Line 3, Disallow: /private/, is the longest match (9 characters; line 2, Allow: /, has 1), so /private/plan.txt is disallowed.',
    );
    // A two-way question: "Allowed is not the answer" alone would only give it away.
    expect(feedback.textContent).not.toContain('is not the answer');
  });

  it('on a question of several choices, names the wrong one and the reason', async () => {
    const step = LESSON_STEPS.find((s) => s.id === 'own-group-beats-star')!;
    const { user, refresh } = setup({ text: step.text });
    await user.click(screen.getByRole('radio', { name: 'Both groups together' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    act(() => refresh());
    const feedback = (await screen.findByText(/Not quite\./)).closest('p')!;
    expect(feedback.textContent).toContain('Both groups together is not the answer.');
    expect(feedback.textContent).toContain(
      'ExampleBot is named by the group on lines 4–5, so it obeys that group and no other, not the * group.',
    );
  });

  it('moves with Next and Previous, loading each step file as an editor change', async () => {
    const { user, commands } = setup();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('heading', { name: /Step 2 of/ })).toBeTruthy();
    expect(commands.replaceText).toHaveBeenLastCalledWith(second.text);
    expect(localStorage.getItem(STEP_KEY)).toBe(second.id);
    expect(document.activeElement?.textContent).toMatch(/Step 2 of/);
    expect(screen.getByLabelText('Step link')).toHaveProperty(
      'value',
      expect.stringMatching(new RegExp(`#lesson=${second.id}$`)),
    );
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(screen.getByRole('heading', { name: /Step 1 of/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous step' })).toHaveProperty('disabled', true);
  });

  it('jumps with the step list', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText(/^Step/, { selector: 'select' }), '4');
    expect(screen.getByRole('heading', { name: /Step 5 of/ })).toBeTruthy();
  });

  it('opens at the step whose file is in the editor (a step link)', () => {
    const step = LESSON_STEPS[6]!;
    setup({ text: step.text });
    expect(screen.getByRole('heading', { name: /Step 7 of/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try it in the editor' })).toBeNull();
  });

  it('restores progress and the step last shown', () => {
    const solved = answerStep(freshProgress(), first.id, first.answer).progress;
    localStorage.setItem(PROGRESS_KEY, serializeProgress(solved));
    localStorage.setItem(STEP_KEY, second.id);
    setup();
    expect(screen.getByText(`1 of ${LESSON_STEPS.length} steps solved.`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Step 2 of/ })).toBeTruthy();
  });

  it('survives garbage in its storage', () => {
    localStorage.setItem(PROGRESS_KEY, '{"v":1,"steps":{"__proto__":1}}garbage');
    localStorage.setItem(STEP_KEY, '<script>');
    setup();
    expect(screen.getByRole('heading', { name: /Step 1 of/ })).toBeTruthy();
  });

  it('gives every step a distinct file, so a step link finds its step', () => {
    expect(new Set(LESSON_STEPS.map((s) => s.text)).size).toBe(LESSON_STEPS.length);
  });
});
