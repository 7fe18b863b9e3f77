// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixAll, LINT_RULES } from '../../../src/core/lint/index.ts';
import { ProblemsPanel } from '../../../src/panels/problems/index.ts';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  type EditorCommands,
  type PlaygroundStore,
} from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';

afterEach(cleanup);

// Line 2: missing-colon (error, mechanical fix); line 3: disallow-star (warning,
// mechanical fix); line 5: unknown-agent-token (warning, fix not mechanical);
// line 6: sensitive-path (info, no fix).
const FILE = [
  'User-agent: *',
  'Disallow /tmp',
  'Disallow: *',
  '',
  'User-agent: Googlebott',
  'Disallow: /admin/',
  '',
].join('\n');

function setup(text = FILE): {
  store: PlaygroundStore;
  refresh: () => void;
  commands: { [K in keyof EditorCommands]: ReturnType<typeof vi.fn> };
} {
  const { store, refresh } = analysedStore({ text });
  lastStore = store;
  const commands = {
    revealLine: vi.fn(),
    applyEdits: vi.fn(),
    replaceText: vi.fn(),
    showAside: vi.fn(),
  };
  render(
    <PlaygroundStoreProvider store={store}>
      <EditorCommandsProvider commands={commands}>
        <ProblemsPanel />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  return { store, refresh, commands };
}

const region = () => screen.getByRole('region', { name: 'Problems' });
const entries = () => within(region()).queryAllByRole('listitem');
const entryFor = (id: string) => {
  const hit = entries().find((li) => li.textContent?.includes(id));
  if (!hit) throw new Error(`no entry for ${id}`);
  return hit;
};

describe('ProblemsPanel', () => {
  it('lists each problem with its rule id, severity and line', () => {
    setup();
    const { diagnostics } = storeDiagnostics();
    expect(entries()).toHaveLength(diagnostics.length);
    const colon = entryFor('missing-colon');
    expect(colon.textContent).toMatch(/error/);
    expect(colon.textContent).toMatch(/line 2(?!\d)/);
    expect(entryFor('disallow-star').textContent).toMatch(/warning[\s\S]*line 3(?!\d)/);
    expect(entryFor('unknown-agent-token').textContent).toMatch(/warning[\s\S]*line 5(?!\d)/);
    expect(entryFor('sensitive-path').textContent).toMatch(/info[\s\S]*line 6(?!\d)/);
    // A screen reader reads the jump button as one name: the line, a space, the message.
    expect(within(colon).getByRole('button', { name: /^line 2 There is no colon/ })).toBeTruthy();
  });

  it('counts by severity in words', () => {
    setup();
    const { diagnostics } = storeDiagnostics();
    const n = (sev: string) => diagnostics.filter((d) => d.severity === sev).length;
    const group = screen.getByRole('group', { name: 'Show severities' });
    const label = (sev: string, k: number) =>
      sev === 'info' ? `${k} info` : `${k} ${sev}${k === 1 ? '' : 's'}`;
    for (const sev of ['error', 'warning', 'info']) {
      expect(
        within(group).getByRole('button', { name: new RegExp(label(sev, n(sev))) }),
      ).toBeTruthy();
    }
    expect(n('error')).toBeGreaterThan(0);
  });

  it('says so when there is nothing to report', () => {
    setup('User-agent: *\nDisallow: /tmp/\n');
    expect(within(region()).getByText('No problems found.')).toBeTruthy();
    expect(entries()).toHaveLength(0);
  });

  it('filters by severity and by text or rule id', async () => {
    const user = userEvent.setup();
    setup();
    const total = entries().length;
    await user.click(screen.getByRole('button', { name: /\d+ warnings?/ }));
    expect(entries().every((li) => !/warning/.test(li.textContent ?? ''))).toBe(true);
    expect(entries().length).toBeLessThan(total);
    await user.click(screen.getByRole('button', { name: /\d+ warnings?/ }));
    expect(entries()).toHaveLength(total);

    const box = screen.getByLabelText('Filter problems');
    await user.type(box, 'disallow-star');
    expect(entries()).toHaveLength(1);
    expect(entries()[0]?.textContent).toMatch(/disallow-star/);
    expect(screen.getByText(`Showing 1 of ${total}`)).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'line 6');
    expect(entries().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/sensitive-path/),
    ]);

    await user.clear(box);
    await user.type(box, 'no such text');
    expect(entries()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(entries()).toHaveLength(total);
  });

  it('jumps to the line of an entry', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    await user.click(
      within(entryFor('unknown-agent-token')).getByRole('button', { name: /^line 5/ }),
    );
    expect(commands.revealLine).toHaveBeenCalledWith(5);
  });

  it('applies a fix with its own edits', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    const { diagnostics } = storeDiagnostics();
    const fix = diagnostics.find((d) => d.id === 'missing-colon')?.fixes?.[0];
    expect(fix).toBeDefined();
    await user.click(within(entryFor('missing-colon')).getByRole('button', { name: fix!.label }));
    expect(commands.applyEdits).toHaveBeenCalledTimes(1);
    expect(commands.applyEdits).toHaveBeenCalledWith(fix!.edits);
  });

  it('fixes all mechanical problems in one change, and only those', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    const { diagnostics, text } = storeDiagnostics();
    const mechanical = diagnostics.flatMap((d) =>
      (d.fixes ?? []).filter((f) => f.mechanical).slice(0, 1),
    );
    const manual = diagnostics.flatMap((d) => (d.fixes ?? []).filter((f) => !f.mechanical));
    expect(mechanical.length).toBe(2);
    expect(manual.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Fix 2 problems' }));
    expect(commands.applyEdits).toHaveBeenCalledTimes(1);
    const edits = commands.applyEdits.mock.calls[0]?.[0];
    expect(edits).toEqual(fixAll(text, diagnostics).edits);
    const key = (e: { from: number; to: number; insert: string }) =>
      `${e.from}:${e.to}:${e.insert}`;
    expect(new Set(edits.map(key))).toEqual(new Set(mechanical.flatMap((f) => f.edits).map(key)));
    for (const f of manual) for (const e of f.edits) expect(edits.map(key)).not.toContain(key(e));
  });

  it('marks results of an older revision as updating and holds fixes back', async () => {
    const user = userEvent.setup();
    const { store, refresh, commands } = setup();
    act(() => store.getState().setText(`${FILE}# edited\n`));
    expect(region().getAttribute('aria-busy')).toBe('true');
    expect(within(region()).getByText('Updating…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Fix \d+ problems?$/ })).toBeNull();
    const fixButton = within(entryFor('missing-colon')).getByRole('button', {
      name: 'Add the colon',
    });
    expect(fixButton.getAttribute('aria-disabled')).toBe('true');
    await user.click(fixButton);
    expect(commands.applyEdits).not.toHaveBeenCalled();

    act(() => refresh());
    expect(region().getAttribute('aria-busy')).toBe('false');
    expect(within(region()).queryByText('Updating…')).toBeNull();
  });

  it('follows a fixed text: the problem disappears', () => {
    const { store, refresh } = setup();
    act(() => {
      store.getState().setText(FILE.replace('Disallow /tmp', 'Disallow: /tmp'));
      refresh();
    });
    expect(entries().some((li) => li.textContent?.includes('missing-colon'))).toBe(false);
  });

  it('after a fix, focus moves to the entry that took the fixed one’s place', async () => {
    const user = userEvent.setup();
    const { store, refresh, commands } = setup();
    const fix = storeDiagnostics().diagnostics.find((d) => d.id === 'missing-colon')?.fixes?.[0];
    expect(fix).toBeDefined();
    await user.click(within(entryFor('missing-colon')).getByRole('button', { name: fix!.label }));
    expect(commands.applyEdits).toHaveBeenCalledTimes(1);
    await act(async () => {
      store.getState().setText(FILE.replace('Disallow /tmp', 'Disallow: /tmp'));
      refresh();
    });
    // The list focuses the entry in the frame after it scrolled it into view.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const first = within(screen.getByRole('list', { name: 'Problem list' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(first.textContent).toContain('line 3');
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: /line 3/ }));
  });

  it('opens the page of an entry’s rule and returns to the entry', async () => {
    const user = userEvent.setup();
    setup();
    const link = within(entryFor('missing-colon')).getByRole('button', {
      name: /^missing-colon(?!\d)/,
    });
    await user.click(link);
    const page = document.getElementById('rule-missing-colon');
    expect(page).not.toBeNull();
    const rule = LINT_RULES.find((r) => r.id === 'missing-colon')!;
    expect(within(page!).getByRole('heading', { name: rule.title })).toBe(document.activeElement);
    expect(page!.textContent).toContain(rule.bad.split('\n')[1]);
    expect(page!.textContent).toContain(rule.good.split('\n')[1]);
    // The list is hidden while the reference is open.
    expect(
      within(region())
        .queryAllByRole('listitem')
        .filter((li) => li.closest('.problem-list')),
    ).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(document.getElementById('rule-missing-colon')).toBeNull();
    await act(async () => {});
    expect(document.activeElement?.textContent).toBe('missing-colon');
  });

  it('documents every rule of the catalogue, reachable by keyboard', async () => {
    const user = userEvent.setup();
    setup();
    const open = screen.getByRole('button', { name: 'Rule reference' });
    open.focus();
    await user.keyboard('{Enter}');
    for (const rule of LINT_RULES) {
      const page = document.getElementById(`rule-${rule.id}`);
      expect(page, rule.id).not.toBeNull();
      expect(within(page!).getByRole('heading', { name: rule.title })).toBeTruthy();
    }
    const index = screen.getByRole('navigation', { name: 'Rule index' });
    expect(within(index).getAllByRole('link')).toHaveLength(LINT_RULES.length);
    await user.click(within(index).getByRole('link', { name: 'sensitive-path' }));
    expect(document.activeElement?.closest('article')?.id).toBe('rule-sensitive-path');

    await user.click(screen.getByRole('button', { name: /Back to problems/ }));
    expect(document.activeElement).toBe(open);
  });

  it('renders only the problems in view of thousands; counts, filter and Fix-all cover all', async () => {
    const user = userEvent.setup();
    const lines = ['User-agent: *'];
    for (let i = 0; i < 1200; i++) lines.push(`Disallow /p${i}/`);
    setup(lines.join('\n'));
    const { diagnostics } = storeDiagnostics();
    expect(diagnostics.length).toBeGreaterThanOrEqual(1200);
    const list = screen.getByRole('list', { name: 'Problem list' });
    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(2);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe(String(diagnostics.length));
    expect(rendered[1]?.getAttribute('aria-posinset')).toBe('2');
    expect(screen.getByRole('button', { name: '1,200 errors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fix 1,200 problems' })).toBeTruthy();

    const box = screen.getByLabelText('Filter problems');
    await user.type(box, 'line 1000');
    expect(entries().length).toBeGreaterThan(0);
    for (const li of entries()) expect(li.textContent).toMatch(/line 1000(?!\d)/);
  });
});

let lastStore: PlaygroundStore | null = null;
function storeDiagnostics() {
  if (!lastStore) throw new Error('no store');
  const s = lastStore.getState();
  return { diagnostics: s.lint?.diagnostics ?? [], text: s.text };
}
