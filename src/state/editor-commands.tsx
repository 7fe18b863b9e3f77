// What panels may ask of the editor, without knowing it: reveal a line, apply a
// fix, replace the text. The app provides the implementation (it owns the view);
// panels call it through this context, so they never import the app or editor.

import { createContext, useContext, type ReactNode } from 'react';

/** One text edit: replace `[from, to)` (UTF-16 offsets) with `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** How revealLine shows its line. */
export interface RevealOptions {
  /** Select the line's text instead of placing the cursor at its start. Default false. */
  select?: boolean;
}

/** Editor actions offered to panels. Each returns at once and never throws. */
export interface EditorCommands {
  /**
   * Scrolls 1-based `line` into view, puts the cursor at its start (or, with
   * `select: true`, selects the whole line) and focuses the editor. A line past
   * the end means the last line.
   */
  revealLine(line: number, options?: RevealOptions): void;
  /** Applies `edits` (offsets into the current text) as one undoable change. */
  applyEdits(edits: readonly TextEdit[]): void;
  /** Replaces the whole text as one undoable change. */
  replaceText(text: string): void;
  /**
   * Runs `show` (opening an example or a lesson step) with the saved draft held
   * back until the user edits what it shows; a banner says `message` and offers
   * the way back to the draft. Outside a page it just runs `show`.
   */
  showAside(message: string, show: () => void): void;
}

const NOOP: EditorCommands = {
  revealLine: () => {},
  applyEdits: () => {},
  replaceText: () => {},
  showAside: (_message, show) => show(),
};

const Context = createContext<EditorCommands>(NOOP);

/** Makes `commands` available to the panels below it. */
export function EditorCommandsProvider(props: {
  commands: EditorCommands;
  children?: ReactNode;
}): ReactNode {
  return <Context.Provider value={props.commands}>{props.children}</Context.Provider>;
}

/** The editor commands of the nearest provider (no-ops outside one, e.g. in isolated tests). */
export function useEditorCommands(): EditorCommands {
  return useContext(Context);
}
