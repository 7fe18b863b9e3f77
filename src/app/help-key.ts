// F1 opens the keyboard shortcuts from anywhere on the page, not only from the
// editor: help that needs focus in one place first is help a keyboard user may
// never find. The header's button declares the key (aria-keyshortcuts="F1").

/** The part of `window` the listener needs. */
export interface KeyTarget {
  addEventListener(type: 'keydown', listener: (event: KeyboardEvent) => void): void;
  removeEventListener(type: 'keydown', listener: (event: KeyboardEvent) => void): void;
}

/**
 * Calls `onHelp` when F1 is pressed without a modifier anywhere in `target`
 * (default: the window), taking the key from the browser's own help. A press the
 * editor already handled (default prevented) is left to it. Returns the function
 * that stops listening.
 */
export function listenForHelpKey(
  onHelp: () => void,
  target: KeyTarget | undefined = globalThis.window,
): () => void {
  if (!target) return () => {};
  const listener = (event: KeyboardEvent): void => {
    if (event.key !== 'F1' || event.defaultPrevented) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    onHelp();
  };
  target.addEventListener('keydown', listener);
  return () => target.removeEventListener('keydown', listener);
}
