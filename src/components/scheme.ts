// The colour scheme the page is drawn in: the user's choice, or the system's when
// they chose to follow it. Every CodeMirror editor on the page takes its theme
// from here, so they all switch together.

import { useSyncExternalStore } from 'react';
import type { RobotsScheme } from '../editor/index.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function useSystemDark(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mq = globalThis.matchMedia?.(DARK_QUERY);
      mq?.addEventListener('change', notify);
      return () => mq?.removeEventListener('change', notify);
    },
    () => globalThis.matchMedia?.(DARK_QUERY).matches ?? false,
  );
}

/** The scheme `theme` stands for now (`'system'`: the system's, followed as it changes). */
export function useResolvedScheme(theme: RobotsScheme | 'system'): RobotsScheme {
  const systemDark = useSystemDark();
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
}
