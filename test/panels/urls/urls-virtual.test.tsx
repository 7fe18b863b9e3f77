// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UrlsPanel } from '../../../src/panels/urls/index.ts';
import { decisionLookup } from '../../../src/panels/urls/decision-lookup.ts';
import { selectDecision } from '../../../src/state/index.ts';
import { analysedStore } from '../../support/analysed-store.ts';
import { renderPanel } from '../../support/render-panel.tsx';

afterEach(cleanup);

const FILE = 'User-agent: *\nDisallow: /private/\n';
const URLS = Array.from({ length: 5000 }, (_, i) => (i % 2 ? `/private/${i}` : `/open/${i}`));

function setup() {
  const { store } = analysedStore({ text: FILE, agents: ['Bingbot'], urls: URLS });
  renderPanel(<UrlsPanel />, store);
  return store;
}

describe('UrlsPanel with 5,000 URLs', () => {
  it('renders the first cards only, each saying where it stands in the list', () => {
    setup();
    const list = screen.getByRole('list', { name: 'URL results' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.length).toBeLessThan(50);
    expect(cards[0]?.getAttribute('aria-label')).toBe('/open/0');
    expect(cards[0]?.getAttribute('aria-setsize')).toBe('5000');
    expect(cards[1]?.getAttribute('aria-posinset')).toBe('2');
    expect(within(cards[1]!).getByText('disallowed')).toBeTruthy();
  });

  it('looks decisions up as the store does, for every URL', () => {
    const store = setup();
    const s = store.getState();
    const lookup = decisionLookup(s.decisions);
    for (const url of [URLS[0]!, URLS[1]!, URLS[4999]!]) {
      expect(lookup('Bingbot', url, 'google')?.decision).toEqual(
        selectDecision('Bingbot', url, 'google')(s),
      );
      expect(lookup('Bingbot', url, 'rfc')?.decision).toEqual(
        selectDecision('Bingbot', url, 'rfc')(s),
      );
    }
    expect(lookup('nobody', URLS[0]!, 'google')).toBeNull();
  });
});
