// Shared helpers of the editor tests: a state with robots() and the highlight
// classes of its syntax tree, computed without a view; views mounted in jsdom.

import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { highlightTree } from '@lezer/highlight';
import { robots } from '../../src/editor/index.ts';
import { robotsClassHighlighter } from '../../src/editor/language.ts';

/** An EditorState of `doc` with `robots()` (or the given extensions). */
export function robotsState(doc: string, extensions: Extension = robots()): EditorState {
  return EditorState.create({ doc, extensions });
}

/** Every highlighted span of the whole document: `[text, class]` pairs in order. */
export function highlightedSpans(state: EditorState): [string, string][] {
  const tree = ensureSyntaxTree(state, state.doc.length, 5000);
  if (tree === null) throw new Error('the parser did not finish');
  const out: [string, string][] = [];
  highlightTree(tree, robotsClassHighlighter, (from, to, classes) => {
    out.push([state.sliceDoc(from, to), classes]);
  });
  return out;
}

/** The highlight class at document offset `pos` (`''` when unhighlighted). */
export function classAt(state: EditorState, pos: number): string {
  const tree = ensureSyntaxTree(state, state.doc.length, 5000);
  if (tree === null) throw new Error('the parser did not finish');
  let found = '';
  highlightTree(
    tree,
    robotsClassHighlighter,
    (from, to, classes) => {
      if (from <= pos && pos < to) found = classes;
    },
    pos,
    pos + 1,
  );
  return found;
}

const mounted: EditorView[] = [];

/** A view of `doc` with `extensions`, in the document (jsdom); `destroyViews` removes it. */
export function mountView(doc: string, extensions: Extension): EditorView {
  const parent = document.createElement('div');
  document.body.appendChild(parent);
  const view = new EditorView({ state: EditorState.create({ doc, extensions }), parent });
  mounted.push(view);
  return view;
}

/** Destroys every view `mountView` made (call it after each test). */
export function destroyViews(): void {
  for (const view of mounted.splice(0)) {
    view.dom.parentElement?.remove();
    view.destroy();
  }
}

/** Stands in for the text measurements jsdom lacks; CodeMirror takes them once a view has focus. */
export function stubTextRects(): void {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
