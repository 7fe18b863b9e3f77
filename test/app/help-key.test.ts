import { describe, expect, it, vi } from 'vitest';
import { listenForHelpKey, type KeyTarget } from '../../src/app/help-key.ts';

/** A target that records its one listener, and a key press to send through it. */
function target(): KeyTarget & { press(init: Partial<KeyboardEvent>): KeyboardEvent } {
  let listener: ((event: KeyboardEvent) => void) | null = null;
  return {
    addEventListener: (_type, l) => (listener = l),
    removeEventListener: (_type, l) => {
      if (listener === l) listener = null;
    },
    press(init) {
      let prevented = init.defaultPrevented ?? false;
      const event = {
        key: 'F1',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
        ...init,
        get defaultPrevented() {
          return prevented;
        },
        preventDefault: () => (prevented = true),
      } as KeyboardEvent;
      listener?.(event);
      return event;
    },
  };
}

describe('listenForHelpKey', () => {
  it('opens help on F1 and keeps the key from the browser', () => {
    const t = target();
    const onHelp = vi.fn();
    listenForHelpKey(onHelp, t);
    expect(t.press({}).defaultPrevented).toBe(true);
    expect(onHelp).toHaveBeenCalledTimes(1);
  });

  it('leaves other keys, modified F1 and presses the editor handled', () => {
    const t = target();
    const onHelp = vi.fn();
    listenForHelpKey(onHelp, t);
    t.press({ key: 'F2' });
    t.press({ ctrlKey: true });
    t.press({ shiftKey: true });
    t.press({ defaultPrevented: true });
    expect(onHelp).not.toHaveBeenCalled();
  });

  it('stops listening when the returned function runs', () => {
    const t = target();
    const onHelp = vi.fn();
    listenForHelpKey(onHelp, t)();
    t.press({});
    expect(onHelp).not.toHaveBeenCalled();
  });
});
