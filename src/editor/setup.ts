// The editor comforts the app assembles around `robots()`: like CodeMirror's
// basicSetup, minus what does not fit a robots.txt editor. No closeBrackets
// (robots.txt has no brackets to pair: bracket-free editing) and no indentWithTab:
// Tab and Shift-Tab keep moving focus, so keyboard users are never trapped
// (WCAG 2.1.2). Escape closes popups and panels first. Search (@codemirror/search)
// and lint (@codemirror/lint) are fetched after the first paint (./on-demand.ts);
// their keys work from the start.

import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
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
import { robotsLintKeys } from './lint-on-demand.ts';
import { fetchOnce, onDemand } from './on-demand.ts';

const loadSearch = fetchOnce(() => import('@codemirror/search'));

// The search panel, selection-match highlighting and the search keys, fetched on
// first need. The stand-in keys are searchKeymap's, less Escape (which only closes
// an open panel, and there is none before the module arrives).
function searchOnDemand(top: boolean): Extension {
  return onDemand({
    load: loadSearch,
    extension: (s) => [s.search({ top }), s.highlightSelectionMatches(), keymap.of(s.searchKeymap)],
    keys: [
      { key: 'Mod-f', run: (s) => s.openSearchPanel },
      { key: 'F3', run: (s) => s.findNext, shift: (s) => s.findPrevious, preventDefault: true },
      { key: 'Mod-g', run: (s) => s.findNext, shift: (s) => s.findPrevious, preventDefault: true },
      { key: 'Mod-Shift-l', run: (s) => s.selectSelectionMatches },
      { key: 'Mod-Alt-g', run: (s) => s.gotoLine },
      { key: 'Mod-d', run: (s) => s.selectNextOccurrence, preventDefault: true },
    ],
  });
}

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
    // Keys in the order they were always bound: default, history, search, lint.
    keymap.of([...defaultKeymap, ...(withHistory ? historyKeymap : [])]),
    withSearch ? searchOnDemand(options.searchTop ?? true) : [],
    robotsLintKeys(),
    EditorView.contentAttributes.of({
      'aria-label': options.ariaLabel ?? 'robots.txt',
      // Editable content is focusable anyway; saying so lets checkers see that the
      // scrolling box around it (long lines on a phone) is reached by the keyboard.
      tabindex: '0',
    }),
  ];
}
