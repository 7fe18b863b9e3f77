// The list of every shortcut the editor offers (./keymap.ts and basicRobotsSetup),
// as data the app renders in its help dialog. Keys use CodeMirror's notation (`Mod`
// is Cmd on macOS, Ctrl elsewhere). Only that dialog reads it, so it is imported from
// here, never from the editor's entry: it is fetched with the dialog, on first use.

/** One entry of the shortcut list. */
export interface RobotsShortcut {
  /** CodeMirror key notation, e.g. `Mod-z`; `mac` overrides it on macOS. */
  key: string;
  mac?: string;
  /** What the key does, as shown to the user. */
  description: string;
  /** Heading the entry is listed under. */
  group: 'Editing' | 'Search' | 'Completion' | 'Problems' | 'View' | 'Focus';
}

/**
 * Every keyboard shortcut of `robots()` + `basicRobotsSetup()`, in display order.
 * F1 is live only when `robots({ onShowShortcuts })` is given.
 */
export const ROBOTS_SHORTCUTS: readonly RobotsShortcut[] = [
  { key: 'Mod-z', description: 'Undo', group: 'Editing' },
  { key: 'Mod-y', mac: 'Mod-Shift-z', description: 'Redo', group: 'Editing' },
  { key: 'Mod-/', description: 'Comment or uncomment lines (#)', group: 'Editing' },
  { key: 'Alt-ArrowUp', description: 'Move line up', group: 'Editing' },
  { key: 'Alt-ArrowDown', description: 'Move line down', group: 'Editing' },
  { key: 'Shift-Alt-ArrowDown', description: 'Copy line down', group: 'Editing' },
  { key: 'Mod-a', description: 'Select all', group: 'Editing' },
  { key: 'Mod-f', description: 'Find and replace', group: 'Search' },
  { key: 'Mod-g', description: 'Find next (Shift: previous)', group: 'Search' },
  { key: 'Mod-Alt-g', description: 'Go to line', group: 'Search' },
  { key: 'Mod-d', description: 'Select next occurrence', group: 'Search' },
  { key: 'Ctrl-Space', description: 'Suggest directives or crawler names', group: 'Completion' },
  { key: 'Enter', description: 'Accept the suggestion', group: 'Completion' },
  { key: 'Mod-Shift-m', description: 'Open the list of problems', group: 'Problems' },
  { key: 'F8', description: 'Go to the next problem', group: 'Problems' },
  { key: 'Alt-z', description: 'Toggle soft wrap', group: 'View' },
  { key: 'F1', description: 'Show keyboard shortcuts', group: 'View' },
  {
    key: 'Escape',
    description: 'Close the popup or panel, then collapse the selection',
    group: 'Focus',
  },
  {
    key: 'Tab',
    description: 'Move focus out of the editor (Shift-Tab: backwards)',
    group: 'Focus',
  },
];

const MAC_SYMBOLS: Record<string, string> = { Mod: '⌘', Alt: '⌥', Shift: '⇧', Ctrl: '⌃' };
const KEY_NAMES: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Space: 'Space',
};

/**
 * How a shortcut reads for the user: `Ctrl+Shift+M` on Windows/Linux, `⌘⇧M` on
 * macOS (`mac` true). Uses the entry's `mac` key on macOS when it has one.
 */
export function formatShortcut(shortcut: RobotsShortcut, mac: boolean): string {
  const key = mac && shortcut.mac !== undefined ? shortcut.mac : shortcut.key;
  const parts = key.split('-');
  // `Mod-/` splits cleanly; a literal `-` key would be the empty last part.
  const last = parts.pop() ?? '';
  const name = KEY_NAMES[last] ?? (last.length === 1 ? last.toUpperCase() : last);
  const mods = parts.map((m) => (mac ? (MAC_SYMBOLS[m] ?? m) : m === 'Mod' ? 'Ctrl' : m));
  return mac ? mods.join('') + name : [...mods, name].join('+');
}
