// @vitest-environment jsdom
// The order a person sees in the completion list: CodeMirror's own matching and
// sorting over robotsCompletionSource, in a real view.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  autocompletion,
  completionStatus,
  currentCompletions,
  startCompletion,
} from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { robotsLanguage } from '../../src/editor/language.ts';
import { robotsCompletionSource } from '../../src/editor/completion.ts';

let view: EditorView | null = null;
afterEach(() => {
  view?.destroy();
  view = null;
});

/** The labels listed for `doc` with the cursor at its end, in display order. */
async function listed(doc: string): Promise<string[]> {
  view = new EditorView({
    parent: document.body,
    state: EditorState.create({
      doc,
      selection: { anchor: doc.length },
      extensions: [
        robotsLanguage,
        robotsLanguage.data.of({ autocomplete: robotsCompletionSource }),
        autocompletion({ interactionDelay: 0 }),
      ],
    }),
  });
  startCompletion(view);
  const v = view;
  await vi.waitFor(() => expect(completionStatus(v.state)).toBe('active'));
  return currentCompletions(view.state).map((c) => c.label);
}

describe('User-agent completion order', () => {
  it('puts Googlebot first for `User-agent: G`, then the other often-named G crawlers', async () => {
    const labels = await listed('User-agent: G');
    expect(labels[0]).toBe('Googlebot');
    expect(labels.indexOf('GPTBot')).toBeLessThan(labels.indexOf('Google-Safety'));
    expect(labels.indexOf('Googlebot-Image')).toBeLessThan(labels.indexOf('GoogleProducer'));
  });

  it('lists a full match before longer names, however often those are named', async () => {
    const labels = await listed('User-agent: Yandex');
    expect(labels.slice(0, 2)).toEqual(['Yandex', 'YandexBot']);
  });

  it('never lists a name that is not a product token', async () => {
    const labels = await listed('User-agent: Chat');
    expect(labels).toContain('ChatGPT-User');
    expect(labels).not.toContain('ChatGPT Agent');
    for (const label of labels) expect(label).toMatch(/^[A-Za-z_-]+$/);
  });
});
