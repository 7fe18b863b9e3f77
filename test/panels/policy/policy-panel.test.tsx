// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicyPanel } from '../../../src/panels/policy/index.ts';
import { FAMILY_LIMIT } from '../../../src/panels/policy/policy-panel.tsx';
import {
  EditorCommandsProvider,
  PlaygroundStoreProvider,
  type EditorCommands,
  type PlaygroundStore,
  type TextEdit,
} from '../../../src/state/index.ts';
import { reportedStore } from '../../support/reported-store.ts';
import { REFERENCE_POLICY } from '../../support/reference-policy.ts';

afterEach(cleanup);

// The seeds' reference policy: allow retrieval and search, deny training.
const REFERENCE = REFERENCE_POLICY;

function setup(text = REFERENCE): {
  store: PlaygroundStore;
  refresh: () => void;
  commands: { [K in keyof EditorCommands]: ReturnType<typeof vi.fn> };
} {
  const made = reportedStore({ text, panel: 'policy' });
  const commands = {
    revealLine: vi.fn(),
    applyEdits: vi.fn(),
    replaceText: vi.fn(),
    showAside: vi.fn(),
  };
  render(
    <PlaygroundStoreProvider store={made.store}>
      <EditorCommandsProvider commands={commands}>
        <PolicyPanel />
      </EditorCommandsProvider>
    </PlaygroundStoreProvider>,
  );
  return { ...made, commands };
}

const categories = () => screen.getByRole('list', { name: 'Policy by category' });
const entry = (label: string) => {
  const hit = within(categories())
    .getAllByRole('listitem')
    .find((li) => li.querySelector('strong')?.textContent === label);
  if (!hit) throw new Error(`no entry for ${label}`);
  return hit;
};

describe('PolicyPanel', () => {
  it('summarises the reference file: allows retrieval and search, denies training', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Policy' })).toBeTruthy();
    expect(entry('Search').textContent).toMatch(
      /None of the 21 search crawlers is named in this file, so they follow the \* group, which allows them\./,
    );
    expect(entry('AI search').textContent).toMatch(/None of the 21 AI search crawlers is named/);
    expect(entry('User-initiated').textContent).toMatch(/None of the 47 user-initiated crawlers/);
    const training = entry('AI training').textContent ?? '';
    expect(training).toMatch(
      /5 AI training crawlers \(GPTBot, ClaudeBot, meta-externalagent, CCBot and MistralAI-Training\) are named in a group that blocks the whole site\./,
    );
    expect(training).toMatch(/The User-agent line for AI2Bot does not apply to it/);
    expect(entry('Control token').textContent).toMatch(
      /Both control tokens are named in a group that blocks the whole site\./,
    );
    expect(
      screen.getByText(/Content-Signal for User-agent \* \(line 3\).*not for AI training\./),
    ).toBeTruthy();
  });

  it('waits, marked busy, while the report at hand was made for the Crawlers table alone', () => {
    const { store } = setup();
    const report = store.getState().report;
    if (report === null) throw new Error('no report');
    act(() => {
      store.getState().applyReport({
        ...report,
        id: report.id + 1,
        policy: null,
        signals: null,
        proposals: null,
      });
    });
    const region = screen.getByRole('region', { name: 'Policy' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getAllByRole('status')[0]?.textContent).toBe(
      'Reading every known crawler…',
    );
    expect(screen.queryByRole('list', { name: 'Policy by category' })).toBeNull();
  });

  it('says each card’s stance once, in its badge, with the counts', () => {
    setup();
    const badge = (label: string) => entry(label).querySelector('.stance')?.textContent;
    expect(badge('Search')).toBe('All allowed');
    expect(badge('AI training')).toBe('5 of 7 blocked');
    expect(badge('Control token')).toBe('All blocked');
    expect(badge('Archive')).toBe('Allowed');
    for (const label of ['Search', 'AI training', 'Control token']) {
      const text = entry(label).textContent ?? '';
      const said = badge(label) ?? '';
      expect(text.split(said).length - 1, label).toBe(1);
      expect(text, label).not.toMatch(/allowed at \//);
      expect(within(entry(label)).getByText(/\.$/).textContent, label).not.toMatch(
        /^(Allows|Blocks)/,
      );
    }
  });

  it('lists path families held back per category', () => {
    setup('User-agent: *\nDisallow: /cart/checkout\nDisallow: /private\n');
    const search = entry('Search');
    expect(search.textContent).toMatch(/Still blocked for them: \/cart\/ and \/private\./);
    expect(within(search).getByText('/cart/')).toBeTruthy();
    expect(search.textContent).toMatch(/\/cart\/ \(21 crawlers\)/);
  });

  it('names the part an Allow reopens inside a blocked path', () => {
    setup('User-agent: *\nDisallow: /reports/\nAllow: /reports/public/\n');
    const search = entry('Search');
    expect(search.textContent).toMatch(
      /Still blocked for them: \/reports\/ except \/reports\/public\/\./,
    );
    expect(search.textContent).toMatch(
      /Path families held back: \/reports\/ except \/reports\/public\/ \(21 crawlers\)/,
    );
    expect(within(search).getByText('/reports/public/').tagName).toBe('CODE');
  });

  it('lists the first path families of a large file and the rest on request', async () => {
    const user = userEvent.setup();
    const families = Array.from({ length: 40 }, (_, i) => `/section${i}/`);
    setup(['User-agent: *', ...families.map((f) => `Disallow: ${f}x`)].join('\n'));
    const search = entry('Search');
    const shown = () => [...search.querySelectorAll('.families code')].map((c) => c.textContent);
    expect(shown()).toHaveLength(FAMILY_LIMIT);
    expect(search.textContent).toMatch(new RegExp(`and ${40 - FAMILY_LIMIT} more`));
    const more = within(search).getByRole('button', { name: 'Show all 40' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect([...shown()].sort()).toEqual([...families].sort());
    await user.click(within(search).getByRole('button', { name: 'Show fewer' }));
    expect(shown()).toHaveLength(FAMILY_LIMIT);
  });

  it('proposes a group for the uncovered training crawlers, with a preview, as one edit', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    const tokens = screen.getByRole('list', { name: 'Tokens the new group would name' });
    const named = within(tokens)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(named).not.toContain('GPTBot');
    expect(named).not.toContain('AI2Bot');
    expect(screen.getByText(/Left out, not valid product tokens/).textContent).toMatch(/AI2Bot/);
    const preview = screen.getByLabelText('Preview of the file with the new group');
    expect(preview.textContent).toMatch(/\+ User-agent: Amazonbot/);
    expect(preview.textContent).toMatch(/\+ Disallow: \//);
    expect(preview.textContent).toMatch(/Sitemap: https:\/\/example.com\/sitemap.xml/);
    // It scrolls sideways with long lines, so the keyboard must be able to reach it.
    expect(preview.tabIndex).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Add this group to the file' }));
    expect(commands.applyEdits).toHaveBeenCalledTimes(1);
    const edits = commands.applyEdits.mock.calls[0]?.[0] as TextEdit[];
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ from: REFERENCE.length, to: REFERENCE.length });
    expect(edits[0]?.insert).toMatch(/User-agent: Amazonbot\n/);
    expect(
      screen.getByText(/Added a group naming 1 AI training token\. Undo with Ctrl\+Z\./),
    ).toBeTruthy();
  });

  it('switches category and rule', async () => {
    const user = userEvent.setup();
    const { commands } = setup();
    await user.selectOptions(screen.getByLabelText('Category'), 'seo-tool');
    await user.click(screen.getByRole('radio', { name: /Allow: \// }));
    const preview = screen.getByLabelText('Preview of the file with the new group');
    expect(preview.textContent).toMatch(/\+ User-agent: AhrefsBot/);
    expect(preview.textContent).toMatch(/\+ Allow: \//);
    await user.click(screen.getByRole('button', { name: 'Add this group to the file' }));
    expect((commands.applyEdits.mock.calls[0]?.[0] as TextEdit[])[0]?.insert).toMatch(
      /Allow: \/\n$/,
    );
  });

  it('says nothing changes once the group is in the file', async () => {
    const user = userEvent.setup();
    const { store, refresh, commands } = setup();
    await user.click(screen.getByRole('button', { name: 'Add this group to the file' }));
    const edit = (commands.applyEdits.mock.calls[0]?.[0] as TextEdit[])[0] as TextEdit;
    act(() => {
      const text = store.getState().text;
      store.getState().setText(text.slice(0, edit.from) + edit.insert + text.slice(edit.to));
      refresh();
    });
    expect(screen.getByText(/a new group would change nothing/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add this group to the file' })).toBeNull();
    // AI2Bot stays: no User-agent line can name it.
    expect(entry('AI training').querySelector('.stance')?.textContent).toBe('6 of 7 blocked');
  });

  it('holds the edit while the report is of an older text', async () => {
    const user = userEvent.setup();
    const { store, commands } = setup();
    act(() => store.getState().setText(REFERENCE + '# edited\n'));
    const button = screen.getByRole('button', { name: 'Add this group to the file' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Waiting for the analysis of the current text.')).toBeTruthy();
    expect(screen.getByText('Updating…')).toBeTruthy();
    expect(screen.queryByLabelText('Preview of the file with the new group')).toBeNull();
    await user.click(button);
    expect(commands.applyEdits).not.toHaveBeenCalled();
  });
});
