// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExamplesPanel } from '../../../src/panels/examples/index.ts';
import { EXAMPLES } from '../../../src/learn/index.ts';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  selectVerdict,
  type EditorCommands,
  type PlaygroundInit,
} from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

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
        <ExamplesPanel />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  return { user: userEvent.setup(), commands, ...analysed };
}

const plain = (s: string) => s.replace(/`/g, '');

describe('ExamplesPanel', () => {
  it('lists every example with its title, summary and an Open button', () => {
    setup();
    for (const example of EXAMPLES) {
      expect(screen.getByRole('heading', { name: plain(example.title) })).toBeTruthy();
      expect(screen.getByRole('button', { name: `Open ${plain(example.title)}` })).toBeTruthy();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(EXAMPLES.length);
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))(
    'opens %s: text through the editor (undoable), agents, URLs and mode; verdicts as promised',
    async (_id, example) => {
      const { user, commands, store, refresh } = setup();
      await user.click(screen.getByRole('button', { name: `Open ${plain(example.title)}` }));
      expect(commands.replaceText).toHaveBeenCalledWith(example.text);
      const s = store.getState();
      // The store keeps one of each agent, compared without case (RFC 9309 §2.2.1).
      const unique = example.agents.filter(
        (a, i) => example.agents.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i,
      );
      expect(s.agents).toEqual(unique);
      expect(s.urls).toEqual(example.urls);
      expect(s.mode).toBe(example.mode ?? 'google');
      expect(s.selectedAgent).toBe(example.agents[0]);
      refresh();
      for (const e of example.expectations) {
        // The agent as the store keeps it (one spelling per name; the verdict is the same).
        const agent = s.agents.find((a) => a.toLowerCase() === e.agent.toLowerCase())!;
        const verdict = selectVerdict(agent, e.url, e.mode ?? example.mode)(store.getState());
        expect(verdict?.allowed, `${e.agent} ${e.url}`).toBe(e.allowed);
        expect(verdict?.line ?? undefined).toBe(e.line);
      }
      const region = screen.getByRole('region', { name: /Open example/ });
      expect(region.textContent).toContain(plain(example.point).slice(0, 40));
      const link = within(region).getByLabelText('Example link') as HTMLInputElement;
      expect(link.value).toMatch(new RegExp(`#example=${example.id}$`));
      expect(document.activeElement?.textContent).toMatch(/Open example/);
    },
  );

  it('recognises an example already in the editor (opened by its link)', () => {
    const example = EXAMPLES[3]!;
    setup({ text: example.text });
    expect(screen.getByRole('region', { name: /Open example/ }).textContent).toContain(
      plain(example.title),
    );
  });

  it('copies the example link', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: `Open ${plain(EXAMPLES[0]!.title)}` }));
    await user.click(screen.getByRole('button', { name: 'Copy example link' }));
    expect(await screen.findByText('The example link was copied to the clipboard.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toMatch(/#example=single-open-group$/);
  });

  it('renders code spans as code and never as markup', () => {
    setup();
    const title = EXAMPLES.find((e) => e.title.includes('`'))!;
    const heading = screen.getByRole('heading', { name: plain(title.title) });
    expect(heading.querySelector('code')).not.toBeNull();
  });
});
