import { describe, expect, it } from 'vitest';
import { defaultKeymap, historyKeymap } from '@codemirror/commands';
import { completionKeymap } from '@codemirror/autocomplete';
import { lintKeymap } from '@codemirror/lint';
import { searchKeymap } from '@codemirror/search';
import { EditorState } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import type { KeyBinding } from '@codemirror/view';
import { robotsKeymap } from '../../src/editor/keymap.ts';
import { ROBOTS_SHORTCUTS, formatShortcut } from '../../src/editor/shortcuts.ts';

function robotsBindings(onShowShortcuts: (() => void) | null): KeyBinding[] {
  const state = EditorState.create({
    extensions: robotsKeymap({ onShowShortcuts, onSoftWrapChange: null }),
  });
  return state.facet(keymap).flat();
}

describe('ROBOTS_SHORTCUTS', () => {
  it('lists only keys that are really bound (Tab excepted: it is left to the browser)', () => {
    const bound = new Set(
      [
        ...defaultKeymap,
        ...historyKeymap,
        ...searchKeymap,
        ...lintKeymap,
        ...completionKeymap,
        ...robotsBindings(() => {}),
      ].flatMap((b) => [b.key, b.mac]),
    );
    for (const s of ROBOTS_SHORTCUTS) {
      if (s.key === 'Tab') continue;
      expect(bound, s.key).toContain(s.key);
      if (s.mac !== undefined) expect(bound, s.mac).toContain(s.mac);
    }
  });

  it('never binds Tab, so focus can leave the editor', () => {
    const all = [...defaultKeymap, ...historyKeymap, ...searchKeymap, ...lintKeymap];
    expect(all.some((b) => b.key === 'Tab')).toBe(false);
    expect(robotsBindings(() => {}).some((b) => b.key === 'Tab')).toBe(false);
  });

  it('binds F1 only when the app gives a help dialog', () => {
    expect(robotsBindings(null).map((b) => b.key)).toEqual(['Alt-z']);
    let opened = 0;
    const f1 = robotsBindings(() => opened++).find((b) => b.key === 'F1');
    expect(f1?.run?.({} as never)).toBe(true);
    expect(opened).toBe(1);
  });
});

describe('formatShortcut', () => {
  it('writes keys for Windows/Linux and macOS', () => {
    const redo = ROBOTS_SHORTCUTS.find((s) => s.description === 'Redo');
    if (redo === undefined) throw new Error('redo is listed');
    expect(formatShortcut(redo, false)).toBe('Ctrl+Y');
    expect(formatShortcut(redo, true)).toBe('⌘⇧Z');
    expect(formatShortcut({ key: 'Alt-ArrowUp', description: '', group: 'Editing' }, false)).toBe(
      'Alt+↑',
    );
    expect(formatShortcut({ key: 'Mod-/', description: '', group: 'Editing' }, true)).toBe('⌘/');
    expect(formatShortcut({ key: 'F8', description: '', group: 'Problems' }, false)).toBe('F8');
  });
});
