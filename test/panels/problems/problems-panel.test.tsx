// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixAll, fixesOf, LINT_RULES } from '../../../src/core/lint/index.ts';
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
// line 6: sensitive-path (info, no fix); line 7: redundant-wildcard (info,
// mechanical fix).
const FILE = [
  'User-agent: *',
  'Disallow /tmp',
  'Disallow: *',
  '',
  'User-agent: Googlebott',
  'Disallow: /admin/',
  'Disallow: /cart*',
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
const problemList = () => within(region()).queryByRole('list', { name: 'Problem list' });
/** The rule groups in view: the items of the problem list itself. */
const groupItems = () => {
  const list = problemList();
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .filter((li) => li.parentElement === list)
    : [];
};
/** The findings in view: the items of the groups' own lists. */
const entries = () => {
  const list = problemList();
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .filter((li) => li.parentElement !== list)
    : [];
};
const toggleOf = (id: string) =>
  within(region()).getByRole('button', {
    name: new RegExp(`^(Show|Hide) [\\d,]+ findings? of ${id}$`),
  });
const entryFor = (id: string) => {
  const hit = entries().find((li) => li.textContent?.includes(id));
  if (!hit) throw new Error(`no entry for ${id}`);
  return hit;
};

describe('ProblemsPanel', () => {
  it('lists each problem with its rule id, severity and line', async () => {
    const user = userEvent.setup();
    setup();
    const { diagnostics } = storeDiagnostics();
    // Info groups start closed: their findings are listed once opened.
    expect(entries()).toHaveLength(diagnostics.filter((d) => d.severity !== 'info').length);
    for (const show of within(region()).getAllByRole('button', {
      name: /^Show \d+ findings? of /,
    })) {
      await user.click(show);
    }
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

  it('groups the problems by rule, with the rule’s name and count, errors and warnings first', () => {
    const lines = ['User-agent: *', 'Disallow: /admin/'];
    for (let i = 0; i < 5; i++) lines.push(`Disallow: /p${i}/*`);
    lines.push('Disallow /a', 'Disallow /b', 'Disallow: /x$y');
    setup(lines.join('\n'));
    const headings = within(region())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Missing colon 2 errors',
      '$ inside a pattern 1 warning',
      'Redundant wildcard 5 info',
      'Advertises a private path 1 info',
    ]);
    expect(groupItems().map((li) => li.getAttribute('aria-posinset'))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(groupItems().every((li) => li.getAttribute('aria-setsize') === '4')).toBe(true);
    // Each group's findings are a list of their own, named by the rule and its count.
    const colons = within(region()).getByRole('list', { name: 'missing-colon: 2 errors' });
    const items = within(colons).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-posinset'))).toEqual(['1', '2']);
    expect(items.every((li) => li.getAttribute('aria-setsize') === '2')).toBe(true);
    expect(within(region()).queryByRole('list', { name: /^redundant-wildcard/ })).toBeNull();
    // The rule id in a group's header opens the rule's page.
    const header = within(region()).getByRole('heading', { name: 'Redundant wildcard 5 info' });
    expect(
      within(header.parentElement!).getByRole('button', {
        name: 'redundant-wildcard (about this rule)',
      }),
    ).toBeTruthy();
  });

  it('keeps info groups closed until asked, and opens and closes them by keyboard', async () => {
    const user = userEvent.setup();
    setup();
    const toggle = toggleOf('redundant-wildcard');
    expect(toggle.textContent).toBe('Show 1 finding of redundant-wildcard');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(entries().some((li) => li.textContent?.includes('redundant-wildcard'))).toBe(false);
    // Errors and warnings are open from the start.
    expect(toggleOf('missing-colon').getAttribute('aria-expanded')).toBe('true');
    expect(toggleOf('missing-colon').textContent).toBe('Hide 1 finding of missing-colon');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggleOf('redundant-wildcard').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggleOf('redundant-wildcard'));
    expect(entryFor('redundant-wildcard').textContent).toMatch(/line 7(?!\d)/);
    await user.keyboard(' ');
    expect(toggleOf('redundant-wildcard').getAttribute('aria-expanded')).toBe('false');
    expect(entries().some((li) => li.textContent?.includes('redundant-wildcard'))).toBe(false);

    // A closed group stays closed after an edit; the user's choice is kept.
    await user.click(toggleOf('missing-colon'));
    expect(entries().some((li) => li.textContent?.includes('missing-colon'))).toBe(false);
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
    const { diagnostics } = storeDiagnostics();
    const total = entries().length;
    await user.click(screen.getByRole('button', { name: /^\d+ warnings?$/ }));
    expect(entries().every((li) => !/warning/.test(li.textContent ?? ''))).toBe(true);
    expect(entries().length).toBeLessThan(total);
    await user.click(screen.getByRole('button', { name: /^\d+ warnings?$/ }));
    expect(entries()).toHaveLength(total);

    const box = screen.getByLabelText('Filter problems');
    await user.type(box, 'disallow-star');
    expect(entries()).toHaveLength(1);
    expect(entries()[0]?.textContent).toMatch(/disallow-star/);
    expect(screen.getByText(`Showing 1 of ${diagnostics.length}`)).toBeTruthy();

    // A text filter also finds what a closed info group holds.
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
    const colon = diagnostics.find((d) => d.id === 'missing-colon');
    const fix = colon ? fixesOf(colon)[0] : undefined;
    expect(fix).toBeDefined();
    await user.click(within(entryFor('missing-colon')).getByRole('button', { name: fix!.label }));
    expect(commands.applyEdits).toHaveBeenCalledTimes(1);
    expect(commands.applyEdits).toHaveBeenCalledWith(fix!.edits);
  });

  it('fixes all mechanical errors and warnings in one change, saying what it fixes', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    const { diagnostics, text } = storeDiagnostics();
    const serious = diagnostics.filter((d) => d.severity !== 'info');
    const mechanical = serious.flatMap((d) =>
      fixesOf(d)
        .filter((f) => f.mechanical)
        .slice(0, 1),
    );
    const manual = diagnostics.flatMap((d) => fixesOf(d).filter((f) => !f.mechanical));
    const info = diagnostics.filter(
      (d) => d.severity === 'info' && fixesOf(d).some((f) => f.mechanical),
    );
    expect(mechanical.length).toBe(2);
    expect(manual.length).toBeGreaterThan(0);
    expect(info.length).toBe(1);

    const button = screen.getByRole('button', { name: 'Fix 1 error and 1 warning' });
    expect(button.className).toBe('primary');
    expect(screen.getByText(/Applies the mechanical fixes only/).textContent).toMatch(
      /: missing-colon ×1, disallow-star ×1\.$/,
    );
    await user.click(button);
    expect(commands.applyEdits).toHaveBeenCalledTimes(1);
    const edits = commands.applyEdits.mock.calls[0]?.[0];
    expect(edits).toEqual(fixAll(text, serious).edits);
    const key = (e: { from: number; to: number; insert: string }) =>
      `${e.from}:${e.to}:${e.insert}`;
    expect(new Set(edits.map(key))).toEqual(new Set(mechanical.flatMap((f) => f.edits).map(key)));
    for (const f of manual) for (const e of f.edits) expect(edits.map(key)).not.toContain(key(e));
    for (const d of info)
      for (const e of fixesOf(d)[0]!.edits) expect(edits.map(key)).not.toContain(key(e));
  });

  it('fixes info problems too only when asked', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    const { diagnostics, text } = storeDiagnostics();
    const include = screen.getByRole('checkbox', { name: 'Include 1 info fix' });
    expect((include as HTMLInputElement).checked).toBe(false);
    await user.click(include);
    const button = screen.getByRole('button', { name: 'Fix 1 error, 1 warning and 1 info' });
    expect(screen.getByText(/Applies the mechanical fixes only/).textContent).toMatch(
      /: missing-colon ×1, disallow-star ×1, redundant-wildcard ×1\.$/,
    );
    await user.click(button);
    expect(commands.applyEdits).toHaveBeenCalledWith(fixAll(text, diagnostics).edits);
  });

  it('offers no loud Fix-all for info problems alone', async () => {
    const user = userEvent.setup();
    const lines = ['User-agent: *'];
    for (let i = 0; i < 300; i++) lines.push(`Disallow: /p${i}/*`);
    setup(lines.join('\n'));
    expect(screen.queryByRole('button', { name: /^Fix / })).toBeNull();
    // One closed group stands for the 300 findings.
    expect(groupItems()).toHaveLength(1);
    expect(entries()).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Include 300 info fixes' }));
    const button = screen.getByRole('button', { name: 'Fix 300 info' });
    expect(button.className).not.toMatch(/primary/);
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
    const colon = storeDiagnostics().diagnostics.find((d) => d.id === 'missing-colon');
    const fix = colon ? fixesOf(colon)[0] : undefined;
    expect(fix).toBeDefined();
    await user.click(within(entryFor('missing-colon')).getByRole('button', { name: fix!.label }));
    expect(commands.applyEdits).toHaveBeenCalledTimes(1);
    await act(async () => {
      store.getState().setText(FILE.replace('Disallow /tmp', 'Disallow: /tmp'));
      refresh();
    });
    // The list focuses the entry in the frame after it scrolled it into view: the
    // missing-colon group is gone, so the row it held is now the next group's entry.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const first = entries()[0]!;
    expect(first.textContent).toMatch(/unknown-agent-token[\s\S]*line 5/);
    expect(document.activeElement).toBe(within(first).getByRole('button', { name: /^line 5/ }));
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
    expect(problemList()).toBeNull();

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
    const rendered = entries();
    expect(rendered.length).toBeGreaterThan(2);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('1200');
    expect(rendered[1]?.getAttribute('aria-posinset')).toBe('2');
    expect(
      within(region()).getByRole('heading', { name: 'Missing colon 1,200 errors' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '1,200 errors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fix 1,200 errors' })).toBeTruthy();

    const box = screen.getByLabelText('Filter problems');
    await user.type(box, 'line 1000');
    expect(entries().length).toBeGreaterThan(0);
    for (const li of entries()) expect(li.textContent).toMatch(/line 1000(?!\d)/);
  });

  it('windows a large closed group too: opened, it renders only the findings in view', async () => {
    const user = userEvent.setup();
    const lines = ['User-agent: *'];
    for (let i = 0; i < 1500; i++) lines.push(`Disallow: /p${i}/*`);
    setup(lines.join('\n'));
    expect(entries()).toHaveLength(0);
    await user.click(toggleOf('redundant-wildcard'));
    const rendered = entries();
    expect(rendered.length).toBeGreaterThan(2);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('1500');
    expect(toggleOf('redundant-wildcard').textContent).toBe(
      'Hide 1,500 findings of redundant-wildcard',
    );
  });
});

let lastStore: PlaygroundStore | null = null;
function storeDiagnostics() {
  if (!lastStore) throw new Error('no store');
  const s = lastStore.getState();
  return { diagnostics: s.lint?.diagnostics ?? [], text: s.text };
}
