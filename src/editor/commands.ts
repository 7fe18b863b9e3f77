// Editor commands specific to robots.txt editing. Generic ones (undo, search,
// toggle comment with `#`) come from @codemirror/commands and @codemirror/search,
// which read the language's `commentTokens`.

import type { Command } from '@codemirror/view';
import { isSoftWrapOn, toggleSoftWrap } from './wrap.ts';

export { toggleSoftWrap };

/**
 * A command that flips soft wrap and then tells `changed` the new state (when
 * given), so a store holding the setting stays in step with the editor.
 */
export function toggleSoftWrapAndNotify(changed: ((enabled: boolean) => void) | null): Command {
  return (view) => {
    if (!toggleSoftWrap(view)) return false;
    changed?.(isSoftWrapOn(view.state));
    return true;
  };
}

/**
 * A command that calls `open` (the app's shortcut help dialog) and reports the
 * key as handled, so the browser's own F1 help does not open.
 */
export function showShortcuts(open: () => void): Command {
  return () => {
    open();
    return true;
  };
}
