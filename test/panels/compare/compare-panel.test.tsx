// @vitest-environment jsdom
// The Compare panel against the real worker session: a version typed into the
// Other version editor is compared with the file, the region Changes says how many
// verdicts flip and names the deciding lines; a stale comparison is marked busy;
// the sources say why they could not give a version.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComparePanel, type CompareSources } from '../../../src/panels/compare/index.ts';
import { createSession } from '../../../src/worker/session.ts';
import { analysedStore } from '../../support/analysed-store.ts';
import { installPagePolyfills } from '../../support/jsdom-page.ts';
import { renderPanel } from '../../support/render-panel.tsx';

installPagePolyfills();
afterEach(cleanup);

const OLD = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nAllow: /\n';
const NOW = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /blog/\n';

function sources(over: Partial<CompareSources> = {}): CompareSources {
  return {
    readFile: vi.fn(),
    readDraft: vi.fn(() => Promise.resolve(null)),
    readLink: vi.fn(() => Promise.resolve({ ok: false as const, message: 'Not a link.' })),
    ...over,
  };
}

// The store, answered by the worker session as the page answers it (on every
// change of either text while the tab is open).
function setup(given: CompareSources = sources()) {
  const { store, refresh } = analysedStore({ text: NOW, panel: 'compare' });
  const session = createSession();
  let id = 100;
  let analysed = store.getState().revision;
  const s0 = store.getState();
  session.handle({
    type: 'analyze',
    id: ++id,
    revision: s0.revision,
    text: s0.text,
    mode: s0.mode,
  });
  store.subscribe((s, before) => {
    if (s.revision !== analysed) {
      analysed = s.revision;
      session.handle({
        type: 'analyze',
        id: ++id,
        revision: s.revision,
        text: s.text,
        mode: s.mode,
      });
    } else if (s.otherRevision === before.otherRevision) return;
    if (s.otherText === '') return;
    const reply = session.handle({
      type: 'compare',
      id: ++id,
      revision: s.revision,
      other: s.otherText,
      otherRevision: s.otherRevision,
      agents: [...s.agents],
      urls: [...s.urls],
      mode: s.mode,
    });
    if (reply.type === 'compare') queueMicrotask(() => store.getState().applyCompare(reply));
  });
  const commands = renderPanel(<ComparePanel sources={given} />, store);
  return { store, commands, refresh };
}

const changes = () => screen.getByRole('region', { name: /^Changes/ });

describe('ComparePanel', () => {
  it('says there is nothing to compare before another version is given', () => {
    setup();
    expect(changes().textContent).toMatch(/No other version yet/);
    expect(screen.getByRole('textbox', { name: 'Other version' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'This file, read-only' }).textContent).toContain(
      'Disallow: /blog/',
    );
  });

  it('counts the flips in the heading and names the deciding line on both sides', async () => {
    const { store, commands } = setup();
    act(() => store.getState().setOtherText(OLD, 'old.txt'));
    await within(changes()).findByText(/GPTBot: 1 verdict changes/);
    expect(changes().getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('heading', { name: 'Changes: 1 verdict changes' })).toBeTruthy();
    const row = within(changes()).getByRole('row', { name: /\/blog\// });
    expect(row.textContent).toMatch(/Allowed by line 5: Allow: \//);
    expect(row.textContent).toMatch(/Disallowed by line 5: Disallow: \/blog\//);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Go to line 5' }));
    expect(commands.revealLine).toHaveBeenCalledWith(5, { select: true });
    expect(
      within(row).getByRole('button', { name: 'Go to line 5 of the other version' }),
    ).toBeTruthy();
    expect(screen.getByText(/Left: the other version \(old\.txt\)/)).toBeTruthy();
  });

  it('says no verdict changes for a copy of the file, then follows an edit', async () => {
    const { store } = setup();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy this file' }));
    await within(changes()).findByText(/no verdict changes/, { selector: 'h3' });
    act(() => store.getState().setText(OLD));
    // Until the new comparison lands, the old one is kept and marked as updating.
    expect(changes().getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('heading', { name: 'Changes: 1 verdict changes' });
  });

  it('says why a source gave no version, and keeps the one shown', async () => {
    const user = userEvent.setup();
    const { store } = setup();
    await user.click(screen.getByRole('button', { name: 'Use the saved draft' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no saved draft/);
    await user.type(screen.getByLabelText('Playground link'), 'https://example.com/');
    await user.click(screen.getByRole('button', { name: 'Use the link’s file' }));
    await screen.findByText('Not a link.');
    expect(store.getState().otherText).toBe('');
  });

  it('takes the saved draft when there is one', async () => {
    const { store } = setup(sources({ readDraft: () => Promise.resolve(OLD) }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use the saved draft' }));
    await screen.findByRole('heading', { name: 'Changes: 1 verdict changes' });
    expect(store.getState().otherSource).toBe('the saved draft');
  });
});
