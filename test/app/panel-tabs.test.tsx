// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelTabs } from '../../src/app/panel-tabs.tsx';
import { ProblemCount } from '../../src/app/problem-count.tsx';
import type { PanelEntry } from '../../src/app/panel-registry.tsx';
import { PlaygroundStoreProvider } from '../../src/state/index.ts';
import { analysedStore } from '../support/analysed-store.ts';

const panels: PanelEntry[] = [
  { id: 'agents', label: 'Agents', component: () => <p>agents body</p> },
  { id: 'problems', label: 'Problems', component: () => <p>problems body</p>, badge: ProblemCount },
  { id: 'share', label: 'Share', component: () => <p>share body</p> },
];

function setup(text: string) {
  const { store } = analysedStore({ text });
  render(
    <PlaygroundStoreProvider store={store}>
      <PanelTabs panels={panels} />
    </PlaygroundStoreProvider>,
  );
  return store;
}

afterEach(cleanup);

describe('PanelTabs', () => {
  it('shows the open panel and switches with the arrow keys, Home and End', async () => {
    const store = setup('User-agent: *\nDisallow: /a\n');
    expect(screen.getByText('agents body')).toBeTruthy();
    screen.getByRole('tab', { name: 'Agents' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(store.getState().panel).toBe('problems');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Problems' }));
    await userEvent.keyboard('{End}');
    expect(store.getState().panel).toBe('share');
    await userEvent.keyboard('{ArrowRight}');
    expect(store.getState().panel).toBe('agents');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByText('share body')).toBeTruthy();
  });

  it('counts errors and warnings on the Problems tab without changing its name', () => {
    setup('User-agent: *\nDisallow /tmp\nDisallow: *\n');
    const tab = screen.getByRole('tab', { name: 'Problems' });
    expect(tab.getAttribute('aria-selected')).toBe('false');
    const description = document.getElementById(tab.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/^\d+ errors and warnings$/);
  });

  it('shows no count when there is nothing to fix', () => {
    setup('User-agent: *\nAllow: /\n');
    const tab = screen.getByRole('tab', { name: 'Problems' });
    expect(tab.querySelector('.tab-badge')).toBeNull();
  });
});
