// The robots keymap; the list of every shortcut the editor offers is in
// ./shortcuts.ts. Tab is deliberately unbound (no indentWithTab), so Tab and
// Shift-Tab always move focus out of the editor (WCAG 2.1.2, no keyboard trap).

import { keymap } from '@codemirror/view';
import type { KeyBinding } from '@codemirror/view';
import type { Extension } from '@codemirror/state';
import { showShortcuts, toggleSoftWrapAndNotify } from './commands.ts';
import type { ResolvedRobotsConfig } from './config.ts';

/**
 * The robots keymap: Alt-Z toggles soft wrap (then calls `onSoftWrapChange`);
 * F1 calls `onShowShortcuts`, and is bound only when the app gave one.
 */
export function robotsKeymap(
  config: Pick<ResolvedRobotsConfig, 'onShowShortcuts' | 'onSoftWrapChange'>,
): Extension {
  const bindings: KeyBinding[] = [
    { key: 'Alt-z', run: toggleSoftWrapAndNotify(config.onSoftWrapChange) },
  ];
  if (config.onShowShortcuts) {
    bindings.push({ key: 'F1', run: showShortcuts(config.onShowShortcuts), preventDefault: true });
  }
  return keymap.of(bindings);
}
