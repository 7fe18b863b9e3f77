// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { useFollowedDraft } from '../../src/state/index.ts';

afterEach(cleanup);

const show = (v: string) => v;
const sameTrimmed = (draft: string, v: string) => draft.trim() === v;

// Every render records what the field shows next to the value it stands for.
function harness() {
  const renders: { shown: string; stored: string }[] = [];
  let setStored: (v: string) => void = () => {};
  function Field(): ReactNode {
    const [stored, set] = useState('Googlebot');
    setStored = set;
    const [draft, setDraft] = useFollowedDraft(stored, show, sameTrimmed);
    renders.push({ shown: draft, stored });
    return (
      <input
        aria-label="Agent"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value.trim() !== '') set(e.target.value.trim());
        }}
      />
    );
  }
  render(<Field />);
  return { renders, setStored: (v: string) => act(() => setStored(v)) };
}

describe('useFollowedDraft', () => {
  it('never renders the old text next to a new stored value', () => {
    const { renders, setStored } = harness();
    setStored('ExampleBot');
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('ExampleBot');
    const committed = renders.filter((r) => r.stored === 'ExampleBot');
    expect(committed.length).toBeGreaterThan(0);
    expect(committed.every((r) => r.shown === 'ExampleBot')).toBe(true);
  });

  it('keeps the user’s blanks while they mean the stored value', async () => {
    harness();
    const box = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'Bing bot ');
    expect(box.value).toBe('Bing bot ');
  });

  it('replaces the text when the value changes elsewhere, then follows typing again', async () => {
    const { setStored } = harness();
    const box = screen.getByRole<HTMLInputElement>('textbox');
    await userEvent.type(box, '  ');
    expect(box.value).toBe('Googlebot  ');
    setStored('Applebot');
    expect(box.value).toBe('Applebot');
    await userEvent.type(box, '-News');
    expect(box.value).toBe('Applebot-News');
  });
});
