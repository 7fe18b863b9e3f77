// Light and dark themes: editor chrome plus a HighlightStyle for the robots tags.
// The app picks one (system setting or its switch) and swaps it through
// `robotsThemeCompartment`. Every token colour keeps WCAG AA contrast (4.5:1)
// against the background and the mark backgrounds; test/editor/theme.test.ts checks it.

import { Compartment } from '@codemirror/state';
import type { Extension, StateEffect } from '@codemirror/state';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { robotsTags } from './language.ts';
import type { RobotsTokenType } from './language.ts';

/** The two colour schemes. */
export type RobotsScheme = 'light' | 'dark';

/** The colours of one scheme (CSS hex). */
export interface RobotsPalette {
  background: string;
  foreground: string;
  gutterBackground: string;
  gutterForeground: string;
  selection: string;
  activeLine: string;
  caret: string;
  /** The keyboard focus ring: the app's `--focus` colour, so the editor's ring matches its controls'. */
  focus: string;
  /** Line background of the selected group's lines. */
  groupLine: string;
  groupMarker: string;
  /** Line background of the deciding line. */
  decidingLine: string;
  decidingMarker: string;
  /** Token colours. */
  tokens: Readonly<Record<RobotsTokenType, string>>;
}

/** The palettes of both schemes; every token colour has ≥ 4.5:1 contrast on `background`, `groupLine` and `decidingLine`. */
export const ROBOTS_PALETTES: Readonly<Record<RobotsScheme, RobotsPalette>> = {
  light: {
    background: '#ffffff',
    foreground: '#1f2328',
    gutterBackground: '#f6f8fa',
    gutterForeground: '#57606a',
    selection: '#b6d7ff',
    activeLine: '#f3f6fa',
    caret: '#1f2328',
    focus: '#2450c8',
    groupLine: '#fff4c2',
    groupMarker: '#7d5a00',
    decidingLine: '#dbeafe',
    decidingMarker: '#1d4ed8',
    tokens: {
      keyExact: '#0550ae',
      keyTypo: '#7d4e00',
      keyUnknown: '#57606a',
      separator: '#57606a',
      agent: '#116329',
      agentStar: '#6639ba',
      agentIgnored: '#57606a',
      path: '#0a3069',
      wildcard: '#b3261e',
      anchor: '#b3261e',
      url: '#0550ae',
      value: '#953800',
      unknownValue: '#57606a',
      comment: '#57606a',
      invalid: '#a40e26',
      ignored: '#57606a',
    },
  },
  dark: {
    background: '#0d1117',
    foreground: '#e6edf3',
    gutterBackground: '#0d1117',
    gutterForeground: '#9198a1',
    selection: '#264f78',
    activeLine: '#161b22',
    caret: '#e6edf3',
    focus: '#7aa2ff',
    groupLine: '#262111',
    groupMarker: '#e3b341',
    decidingLine: '#14243b',
    decidingMarker: '#93c5fd',
    tokens: {
      keyExact: '#79c0ff',
      keyTypo: '#e3b341',
      keyUnknown: '#a3aab3',
      separator: '#a3aab3',
      agent: '#7ee787',
      agentStar: '#d2a8ff',
      agentIgnored: '#a3aab3',
      path: '#a5d6ff',
      wildcard: '#ff8b82',
      anchor: '#ff8b82',
      url: '#6cb6ff',
      value: '#ffa657',
      unknownValue: '#a3aab3',
      comment: '#a3aab3',
      invalid: '#ff8b82',
      ignored: '#a3aab3',
    },
  },
};

function highlightStyle(palette: RobotsPalette, scheme: RobotsScheme): HighlightStyle {
  const t = palette.tokens;
  return HighlightStyle.define(
    [
      { tag: robotsTags.keyExact, color: t.keyExact, fontWeight: '600' },
      { tag: robotsTags.keyTypo, color: t.keyTypo, fontWeight: '600' },
      { tag: robotsTags.keyUnknown, color: t.keyUnknown },
      { tag: robotsTags.separator, color: t.separator },
      { tag: robotsTags.agent, color: t.agent },
      { tag: robotsTags.agentStar, color: t.agentStar },
      { tag: robotsTags.agentIgnored, color: t.agentIgnored },
      { tag: robotsTags.path, color: t.path },
      { tag: robotsTags.wildcard, color: t.wildcard },
      { tag: robotsTags.anchor, color: t.anchor },
      { tag: robotsTags.url, color: t.url, textDecoration: 'underline' },
      { tag: robotsTags.value, color: t.value },
      { tag: robotsTags.unknownValue, color: t.unknownValue },
      { tag: robotsTags.comment, color: t.comment },
      { tag: robotsTags.invalid, color: t.invalid },
      { tag: robotsTags.ignored, color: t.ignored },
    ],
    { themeType: scheme },
  );
}

/** The highlight styles of both schemes (token colours only). */
export const ROBOTS_HIGHLIGHT_STYLES: Readonly<Record<RobotsScheme, HighlightStyle>> = {
  light: highlightStyle(ROBOTS_PALETTES.light, 'light'),
  dark: highlightStyle(ROBOTS_PALETTES.dark, 'dark'),
};

function chrome(palette: RobotsPalette, scheme: RobotsScheme): Extension {
  return EditorView.theme(
    {
      '&': { color: palette.foreground, backgroundColor: palette.background },
      // The same ring as every other control (app.css `:focus-visible`: 2px solid
      // --focus), drawn inside: the editor fills its pane, so an outer ring would be
      // cut off by the pane's edges.
      '&.cm-focused': { outline: `2px solid ${palette.focus}`, outlineOffset: '-2px' },
      '.cm-content': { caretColor: palette.caret },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: palette.caret },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
        { backgroundColor: palette.selection },
      '.cm-activeLine': { backgroundColor: palette.activeLine },
      '.cm-gutters': {
        backgroundColor: palette.gutterBackground,
        color: palette.gutterForeground,
        borderRight: `1px solid ${palette.activeLine}`,
      },
      '.cm-activeLineGutter': { backgroundColor: palette.activeLine },
      '.cm-robots-group-line': { backgroundColor: palette.groupLine },
      '.cm-robots-group-marker': { color: palette.groupMarker },
      '.cm-robots-deciding-line': {
        backgroundColor: palette.decidingLine,
        outlineColor: palette.decidingMarker,
      },
      '.cm-robots-deciding-marker': { color: palette.decidingMarker },
      '.cm-tooltip': {
        color: palette.foreground,
        backgroundColor: palette.gutterBackground,
        border: `1px solid ${palette.gutterForeground}`,
      },
      '.cm-panels': { color: palette.foreground, backgroundColor: palette.gutterBackground },
    },
    { dark: scheme === 'dark' },
  );
}

/** The whole theme of one scheme: editor chrome, mark colours and token colours. */
export function robotsTheme(scheme: RobotsScheme): Extension {
  return [
    chrome(ROBOTS_PALETTES[scheme], scheme),
    syntaxHighlighting(ROBOTS_HIGHLIGHT_STYLES[scheme]),
  ];
}

/** The compartment the theme lives in; start with `robotsThemeCompartment.of(robotsTheme(scheme))`. */
export const robotsThemeCompartment = new Compartment();

/** The effect that switches the theme in the compartment (dispatch it with `view.dispatch({ effects })`). */
export function robotsThemeEffect(scheme: RobotsScheme): StateEffect<unknown> {
  return robotsThemeCompartment.reconfigure(robotsTheme(scheme));
}

/**
 * Switches `view` to `scheme`. The editor must have been created with
 * `robotsThemeCompartment.of(...)`; otherwise it returns false and does nothing.
 */
export function setRobotsTheme(view: EditorView, scheme: RobotsScheme): boolean {
  if (robotsThemeCompartment.get(view.state) === undefined) return false;
  view.dispatch({ effects: robotsThemeEffect(scheme) });
  return true;
}
