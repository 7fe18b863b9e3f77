// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentsPanel } from '../../../src/panels/agents/index.ts';
import { agentLookup, groupReaders } from '../../../src/panels/agents/agent-lookup.ts';
import { selectAgentGroups, selectGroupReaders } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';
import { renderPanel } from '../../support/render-panel.tsx';

afterEach(cleanup);

const FILE = ['User-agent: *', 'Disallow: /private/', '', 'User-agent: Googlebot', 'Allow: /'].join(
  '\n',
);
const AGENTS = Array.from({ length: 5000 }, (_, i) => (i === 7 ? 'Googlebot' : `bot${i}`));

function setup(agents: readonly string[] = AGENTS) {
  const { store } = analysedStore({ text: FILE, agents });
  renderPanel(<AgentsPanel />, store);
  return store;
}

describe('AgentsPanel with 5,000 agents', () => {
  it('renders the first rows only, each saying where it stands in the list', () => {
    setup();
    const rows = within(screen.getByRole('list', { name: 'Agent list' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('5000');
    expect(rows[7]?.getAttribute('aria-posinset')).toBe('8');
    expect(within(rows[7]!).getByRole('button', { name: 'Select Googlebot' })).toBeTruthy();
    expect(rows[7]?.textContent).toMatch(/named exactly on line 4/i);
    expect(rows[8]?.textContent).toMatch(/reads the \* group on lines 1–2/);
  });

  it('answers selections and readers as the store selectors do', () => {
    const store = setup(['Googlebot', 'bot7', 'Bingbot', 'googlebot-image']);
    const s = store.getState();
    const lookup = agentLookup(s.decisions, s.analysis, s.mode);
    for (const agent of [...s.agents, 'unlisted', '  GOOGLEBOT ']) {
      expect(lookup(agent)).toEqual(selectAgentGroups(agent)(s));
    }
    for (const index of [0, 1, 9]) {
      expect(groupReaders(lookup, index, s.agents, s.analysis)).toEqual(
        selectGroupReaders(index)(s),
      );
    }
  });
});
