// The editor's face: `robots()` returns the language with everything it brings
// (completion, hover help, diagnostics, line marks, soft wrap, keymap), in the
// manner of @codemirror/lang-json's `json()`. Themes and `basicRobotsSetup` are
// separate so the app decides them. Completion, hover help, lint and search are
// fetched after the first paint (./on-demand.ts); their pure parts
// (robotsCompletionSource in ./completion.ts, describePosition in ./hover.ts, the
// diagnostics conversion in ./diagnostics.ts) are imported from their own modules,
// never from here, so that importing this entry does not fetch them.

import type { LanguageSupport } from '@codemirror/language';
import { resolveRobotsConfig } from './config.ts';
import type { RobotsConfig } from './config.ts';
import { robotsKeymap } from './keymap.ts';
import { robotsLanguageSupport } from './language.ts';
import { robotsCompletion, robotsHover } from './on-demand.ts';
import { robotsDiagnostics } from './lint-on-demand.ts';
import { lineMarks } from './line-marks.ts';
import { parseAhead } from './parse-ahead.ts';
import { softWrap } from './wrap.ts';

/**
 * robots.txt support for CodeMirror 6: the language (highlighting that agrees with
 * the engine, the whole text parsed ahead in idle moments), and, per `config` (every field defaults on except `softWrap`):
 * completion, hover help, lint gutter and fix tracking, group/deciding-line marks,
 * the soft-wrap compartment and the robots keymap. Never throws.
 */
export function robots(config: RobotsConfig = {}): LanguageSupport {
  const c = resolveRobotsConfig(config);
  return robotsLanguageSupport([
    parseAhead,
    c.completion ? robotsCompletion() : [],
    c.hover ? robotsHover(c.hoverDelay) : [],
    robotsDiagnostics(c.lintGutter),
    c.lineMarks ? lineMarks() : [],
    softWrap(c.softWrap),
    c.keymap ? robotsKeymap(c) : [],
  ]);
}

export type { RobotsConfig, ResolvedRobotsConfig } from './config.ts';
export { resolveRobotsConfig } from './config.ts';
export {
  robotsLanguage,
  robotsLanguageSupport,
  robotsTags,
  robotsClassHighlighter,
  tokenizeLine,
  ROBOTS_TOKEN_CLASSES,
} from './language.ts';
export type { LineToken, RobotsTokenType } from './language.ts';
export type { HoverInfo } from './hover.ts';
export {
  fetchOnce,
  onDemand,
  onDemandPiece,
  prefetch,
  robotsCompletion,
  robotsHover,
  whenIdle,
} from './on-demand.ts';
export type { OnDemandKey, OnDemandPiece, OnDemandSpec } from './on-demand.ts';
export {
  ROBOTS_PALETTES,
  ROBOTS_HIGHLIGHT_STYLES,
  robotsTheme,
  robotsThemeCompartment,
  robotsThemeEffect,
  setRobotsTheme,
} from './theme.ts';
export type { RobotsPalette, RobotsScheme } from './theme.ts';
export { showShortcuts, toggleSoftWrap, toggleSoftWrapAndNotify } from './commands.ts';
export { robotsKeymap } from './keymap.ts';
export type { RobotsShortcut } from './shortcuts.ts';
export {
  isSoftWrapOn,
  setSoftWrap,
  softWrap,
  softWrapCompartment,
  softWrapEffect,
} from './wrap.ts';
export {
  loadDiagnostics,
  robotsDiagnostics,
  robotsLintKeys,
  setRobotsDiagnostics,
} from './lint-on-demand.ts';
export type { RobotsDiagnostic, RobotsEdit, RobotsFix } from './diagnostics.ts';
export {
  LINE_MARK_SYMBOLS,
  decidingLineEffect,
  groupHighlightEffect,
  lineMarks,
  lineMarksField,
  markedLines,
  setDecidingLine,
  setGroupHighlight,
} from './line-marks.ts';
export type { LineMarks, LineRange } from './line-marks.ts';
export { basicRobotsSetup } from './setup.ts';
export type { BasicRobotsSetupOptions } from './setup.ts';
