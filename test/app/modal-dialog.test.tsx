// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalDialog } from '../../src/app/modal-dialog.ts';
import { installPagePolyfills } from '../support/jsdom-page.ts';

installPagePolyfills();
afterEach(cleanup);

let show: () => void = () => {};
let hide: () => void = () => {};
let closes = 0;

function Harness(): ReactNode {
  const [open, setOpen] = useState(false);
  show = () => setOpen(true);
  hide = () => setOpen(false);
  const modal = useModalDialog(open, () => {
    closes++;
    setOpen(false);
  });
  return (
    <dialog {...modal} aria-label="Help">
      <p>text</p>
    </dialog>
  );
}

const element = () => document.querySelector('dialog')!;

/** Escape as Chromium handles it: `cancel`, the element closed, `close` a task later. */
function pressEscape(): Event {
  element().dispatchEvent(new Event('cancel'));
  element().removeAttribute('open');
  return new Event('close');
}

describe('useModalDialog', () => {
  it('opens and closes the element with its prop, and reports Escape once', () => {
    closes = 0;
    render(<Harness />);
    expect(element().open).toBe(false);
    act(() => show());
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    act(() => void element().dispatchEvent(pressEscape()));
    expect(element().open).toBe(false);
    expect(closes).toBe(1);
  });

  it('opens again when asked between Escape and the late close event, and stays open', () => {
    closes = 0;
    render(<Harness />);
    act(() => show());
    let late: Event | undefined;
    act(() => {
      late = pressEscape();
    });
    expect(closes).toBe(1);
    act(() => show());
    expect(element().open).toBe(true);
    act(() => void element().dispatchEvent(late!));
    expect(element().open).toBe(true);
    expect(closes).toBe(1);
  });

  it('reports a close that did not come from Escape', () => {
    closes = 0;
    render(<Harness />);
    act(() => show());
    act(() => {
      element().removeAttribute('open');
      element().dispatchEvent(new Event('close'));
    });
    expect(closes).toBe(1);
    act(() => show());
    expect(element().open).toBe(true);
  });

  it('does not report a close its own prop asked for', () => {
    closes = 0;
    render(<Harness />);
    act(() => show());
    act(() => hide());
    expect(element().open).toBe(false);
    expect(closes).toBe(0);
  });
});
