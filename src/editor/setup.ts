// The editor comforts the app assembles around `robots()`: like CodeMirror's
// basicSetup, minus what does not fit a robots.txt editor. No closeBrackets
// (robots.txt has no brackets to pair: bracket-free editing) and no indentWithTab:
// Tab and Shift-Tab keep moving focus, so keyboard users are never trapped
// (WCAG 2.1.2). Escape closes popups and panels first.

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { lintKeymap } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  dropCursor,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';

/** Options of `basicRobotsSetup`. */
export interface BasicRobotsSetupOptions {
  /** Line numbers in the gutter. Default `true`. */
  lineNumbers?: boolean;
  /** Highlight the line (and gutter cell) holding the cursor. Default `true`. */
  highlightActiveLine?: boolean;
  /** Undo/redo history and its keys. Default `true`. */
  history?: boolean;
  /** Search panel (Mod-F) and its keys. Default `true`. */
  search?: boolean;
  /** Place the search panel at the top of the editor. Default `true`. */
  searchTop?: boolean;
  /** The accessible name of the content element. Default `'robots.txt'` (test contract: keep it). */
  ariaLabel?: string;
}

/**
 * Line numbers, history, drawn selection, search panel + keys, active-line
 * highlight, the default keymap (Tab left unbound), visible special characters
 * (a NUL or BOM changes how Google reads a line) and `aria-label` on the content.
 */
export function basicRobotsSetup(options: BasicRobotsSetupOptions = {}): Extension {
  const withHistory = options.history ?? true;
  const withSearch = options.search ?? true;
  const activeLine = options.highlightActiveLine ?? true;
  return [
    (options.lineNumbers ?? true) ? lineNumbers() : [],
    activeLine ? [highlightActiveLine(), highlightActiveLineGutter()] : [],
    withHistory ? history() : [],
    drawSelection(),
    dropCursor(),
    highlightSpecialChars(),
    withSearch ? [search({ top: options.searchTop ?? true }), highlightSelectionMatches()] : [],
    keymap.of([
      ...defaultKeymap,
      ...(withHistory ? historyKeymap : []),
      ...(withSearch ? searchKeymap : []),
      ...lintKeymap,
    ]),
    EditorView.contentAttributes.of({ 'aria-label': options.ariaLabel ?? 'robots.txt' }),
  ];
}
