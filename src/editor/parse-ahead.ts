// The whole text parsed ahead, in idle moments. CodeMirror's own background parse
// stops 100,000 characters past the viewport, so after a jump into a large file
// (Go to line, Ctrl+End, a finding's line) the lines in between would be read on
// the keystrokes that follow (up to 20 ms each) and in idle slices of up to
// 100 ms. With the tree complete, an edit anywhere reads only the lines near it
// (./line-parser.ts), and nothing is left to read in the background.

import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';
import { whenIdle } from './on-demand.ts';

/** The time one idle moment may spend parsing. */
export const PARSE_SLICE_MS = 8;

/** Parses the view's whole text in idle slices of PARSE_SLICE_MS, again after each edit that leaves it unparsed. */
export const parseAhead = ViewPlugin.fromClass(
  class {
    private cancel: (() => void) | null = null;

    constructor(private readonly view: EditorView) {
      this.schedule();
    }

    update(update: ViewUpdate): void {
      if (update.docChanged) this.schedule();
    }

    destroy(): void {
      this.cancel?.();
    }

    private schedule(): void {
      const { state } = this.view;
      if (this.cancel !== null || syntaxTree(state).length === state.doc.length) return;
      this.cancel = whenIdle(() => {
        this.cancel = null;
        const now = this.view.state;
        // The parse goes on where the last slice stopped.
        const tree = ensureSyntaxTree(now, now.doc.length, PARSE_SLICE_MS);
        if (tree === null) this.schedule();
        // A parse finished here is held by the language's parse, not yet by the
        // editor's state, and CodeMirror would not hand it over on a scroll: an
        // empty transaction does, so lines scrolled to later are highlighted.
        else if (syntaxTree(now) !== tree) this.view.dispatch({});
      });
    }
  },
);
