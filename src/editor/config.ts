// Options of the `robots()` entry (./index.ts). Every field is optional and
// documents its default; `resolveRobotsConfig` fills them in one place.

/** Options of `robots(config)`. */
export interface RobotsConfig {
  /** Complete directive names and user-agent tokens. Default `true`. */
  completion?: boolean;
  /** Show hover help on keys, user-agent values and rules. Default `true`. */
  hover?: boolean;
  /** Milliseconds the pointer rests before hover help opens. Default `300`. */
  hoverDelay?: number;
  /** Show the lint gutter next to lines with pushed diagnostics. Default `true`. */
  lintGutter?: boolean;
  /** The gutter band and line backgrounds of `setGroupHighlight` / `setDecidingLine`. Default `true`. */
  lineMarks?: boolean;
  /** Start with soft wrap on (toggled later with `setSoftWrap` or Alt-Z). Default `false`. */
  softWrap?: boolean;
  /** Bind the robots keymap (./keymap.ts: soft wrap, shortcut help). Default `true`. */
  keymap?: boolean;
  /**
   * Called when the user asks for the keyboard shortcut list (F1); the app opens
   * its help dialog. Default: none, and F1 is left unbound.
   */
  onShowShortcuts?: () => void;
  /**
   * Called with the new state after Alt-Z flipped soft wrap, so an app that keeps
   * the setting in its own store can follow. Default: none.
   */
  onSoftWrapChange?: (enabled: boolean) => void;
}

/** `RobotsConfig` with every default applied. */
export interface ResolvedRobotsConfig {
  completion: boolean;
  hover: boolean;
  hoverDelay: number;
  lintGutter: boolean;
  lineMarks: boolean;
  softWrap: boolean;
  keymap: boolean;
  onShowShortcuts: (() => void) | null;
  onSoftWrapChange: ((enabled: boolean) => void) | null;
}

/** Applies the documented defaults to a (possibly partial) config. Never throws. */
export function resolveRobotsConfig(config: RobotsConfig = {}): ResolvedRobotsConfig {
  return {
    completion: config.completion ?? true,
    hover: config.hover ?? true,
    hoverDelay: config.hoverDelay ?? 300,
    lintGutter: config.lintGutter ?? true,
    lineMarks: config.lineMarks ?? true,
    softWrap: config.softWrap ?? false,
    keymap: config.keymap ?? true,
    onShowShortcuts: config.onShowShortcuts ?? null,
    onSoftWrapChange: config.onSoftWrapChange ?? null,
  };
}
