// The CodeMirror editor: created once, owned by this component. The editor holds
// the text; every change is mirrored into the store (which bumps the revision the
// worker analyses). Analyses of the current revision push diagnostics and line
// marks back into the view.

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { EditorState, type Text, type Transaction } from '@codemirror/state';
import { EditorView, placeholder, type ViewUpdate } from '@codemirror/view';
import {
  basicRobotsSetup,
  robots,
  robotsTheme,
  robotsThemeCompartment,
  setDecidingLine,
  setGroupHighlight,
  setRobotsDiagnostics,
  setRobotsTheme,
  setSoftWrap,
  isSoftWrapOn,
  type RobotsScheme,
  whenIdle,
} from '../editor/index.ts';
import {
  createPlaygroundStore,
  selectDecision,
  selectGroupsForAgent,
  selectIsAnswerCurrent,
  selectIsLintCurrent,
  type PlaygroundState,
  type RobotsDiagnostic,
} from '../state/index.ts';
import type { Playground } from './playground.ts';
import { editOf, typedText, withEdit, type TypedText } from './text-edit.ts';
import { readTextFile } from './bytes.ts';
import { applyInit } from './permalink-apply.ts';
import { linkStatusStore } from './permalink-status.ts';

/** What an empty editor shows in place of text. */
export const EMPTY_EDITOR_HINT =
  'Paste a robots.txt here, drop a file on the editor, or open one from the Examples tab.';

/** Props of EditorPane. */
export interface EditorPaneProps {
  playground: Playground;
  scheme: RobotsScheme;
  onShowShortcuts: () => void;
  /** A file could not be opened, or opened with warnings. */
  onFileMessage: (message: string | null, level: 'error' | 'warn') => void;
}

const FROM_FILE = ['input.drop', 'input.file'];

/** From this length on, typed text reaches the store a task after the editor (see mirrorLater). */
const LATER_FROM_CHARS = 100_000;

/** At most this late, the editor gets the worker's findings while the page stays busy. */
const FINDINGS_WAIT_MS = 500;

/** True for what a person types: input, deletion, undo and redo. */
function typed(tr: Transaction): boolean {
  return ['input.type', 'input.paste', 'delete', 'undo', 'redo'].some((e) => tr.isUserEvent(e));
}

/** True when `tr` replaced a whole, non-empty document by text that comes from no file. */
function replacedByOtherText(tr: Transaction): boolean {
  const before = tr.startState.doc.length;
  if (!tr.docChanged || before === 0) return false;
  if (FROM_FILE.some((event) => tr.isUserEvent(event))) return false;
  let whole = false;
  tr.changes.iterChangedRanges((fromA, toA) => {
    if (fromA === 0 && toA === before) whole = true;
  });
  return whole;
}

/** The editor pane: CodeMirror with the robots() language, drop-a-file support. */
export function EditorPane(props: EditorPaneProps): ReactNode {
  const { playground, scheme, onShowShortcuts, onFileMessage } = props;
  const host = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const callbacks = useRef({ onShowShortcuts, onFileMessage });
  callbacks.current = { onShowShortcuts, onFileMessage };
  const initialScheme = useRef(scheme);
  const starter = useStore(linkStatusStore(playground), (s) => s.kind === 'starter');

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const store = playground.store;
    const openFile = async (file: File, view: EditorView): Promise<void> => {
      setDragging(false);
      const result = await readTextFile(file);
      if (!result.ok) {
        callbacks.current.onFileMessage(result.message, 'error');
        return;
      }
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: result.text },
        userEvent: 'input.drop',
        selection: { anchor: 0 },
        scrollIntoView: true,
      });
      store.getState().setLineEnd(result.lineEnd);
      // After the replacement, which clears the message of the file it replaced.
      callbacks.current.onFileMessage(
        result.warnings.length ? result.warnings.join(' ') : null,
        'warn',
      );
    };
    // Typing in a large file: the text (and the cursor's line) reach the store in a
    // task of their own, right after the editor's, which then ends with the editor
    // updated; what the store sets off (the worker's request, the panels' render)
    // no longer makes one long task of the keystroke. The task reads the editor as
    // it is then, so a later edit is never overwritten by an older one.
    // Meanwhile the engine already has the text (Playground.typedAhead): its parse
    // runs while the page draws the keystroke, not after.
    let mirroring = false;
    const mirror = new MessageChannel();
    // The editor's text as one string, made once per document and kept, so that the
    // next keystroke's text can go ahead as an edit of it (editOf) rather than be
    // compared with it character by character.
    let made: { doc: Text; typed: TypedText } | null = null;
    const textOf = (doc: Text): string => {
      if (made?.doc !== doc) made = { doc, typed: typedText(doc.toString()) };
      return made.typed.text;
    };
    const mirrorLater = (update: ViewUpdate): void => {
      const before = made?.doc === update.startState.doc ? made.typed : null;
      const doc = update.state.doc;
      const edit = before === null ? undefined : editOf(update.changes, before.text, doc);
      // The new text is the last one with the edit put in (withEdit), where turning
      // the whole document into a string walks all of it (1–2 ms for 500 KiB here).
      if (before !== null && edit) made = { doc, typed: withEdit(before, edit) };
      playground.typedAhead(textOf(doc), edit);
      if (mirroring) return;
      mirroring = true;
      const v = update.view;
      mirror.port1.onmessage = () => {
        mirroring = false;
        const s = store.getState();
        s.setText(textOf(v.state.doc));
        s.setCursorLine(v.state.doc.lineAt(v.state.selection.main.head).number);
      };
      mirror.port2.postMessage(null);
    };
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: store.getState().text,
        extensions: [
          basicRobotsSetup(),
          robots({
            softWrap: store.getState().softWrap,
            onSoftWrapChange: (on) => store.getState().setSoftWrap(on),
            onShowShortcuts: () => callbacks.current.onShowShortcuts(),
          }),
          robotsThemeCompartment.of(robotsTheme(initialScheme.current)),
          // An empty editor says how to start (once the first visit's example is cleared).
          placeholder(EMPTY_EDITOR_HINT),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              if (update.state.doc.length >= LATER_FROM_CHARS && update.transactions.some(typed)) {
                mirrorLater(update);
              } else {
                store.getState().setText(textOf(update.state.doc));
              }
            }
            // A file's message (UTF-16, a refused archive) speaks of that file: once its text
            // is replaced as a whole by something else (a paste over everything, an example,
            // a link), the message is stale. Opening a file sets its own message first.
            if (update.transactions.some(replacedByOtherText)) {
              callbacks.current.onFileMessage(null, 'warn');
              // The file's line ends went with it; the editor's text has LF.
              store.getState().setLineEnd('\n');
            }
            if ((update.docChanged || update.selectionSet) && !mirroring) {
              const head = update.state.selection.main.head;
              store.getState().setCursorLine(update.state.doc.lineAt(head).number);
            }
          }),
          EditorView.domEventHandlers({
            dragover(event) {
              if (!event.dataTransfer?.types.includes('Files')) return false;
              event.preventDefault();
              setDragging(true);
              return true;
            },
            dragleave() {
              setDragging(false);
              return false;
            },
            drop(event, v) {
              setDragging(false);
              const file = event.dataTransfer?.files[0];
              if (!file) return false;
              event.preventDefault();
              void openFile(file, v);
              return true;
            },
          }),
        ],
      }),
    });
    playground.view = view;

    // Drops on the gutter or around the text; drops on the text itself are taken
    // by the editor's handler above (CodeMirror would otherwise insert the file).
    const pane = parent.parentElement ?? parent;
    const onPaneDragOver = (event: DragEvent): void => {
      if (!event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      setDragging(true);
    };
    const onPaneDragLeave = (): void => setDragging(false);
    const onPaneDrop = (event: DragEvent): void => {
      const file = event.dataTransfer?.files[0];
      if (!file || (event.target instanceof Node && view.contentDOM.contains(event.target))) return;
      event.preventDefault();
      void openFile(file, view);
    };
    pane.addEventListener('dragover', onPaneDragOver);
    pane.addEventListener('dragleave', onPaneDragLeave);
    pane.addEventListener('drop', onPaneDrop);

    // Push what the worker found for the current revision into the view: each of
    // the findings, the selected agent's groups and the deciding line only when it
    // changed, so a keystroke costs the editor one dispatch per fact that moved.
    let pushedFindings: readonly RobotsDiagnostic[] | null = null;
    let pushedGroups = '';
    let pushedDeciding: number | null = null;
    // The findings go to the editor when the page is next idle (at most
    // FINDINGS_WAIT_MS late), not in the task that drew the panels with them: on a
    // large file CodeMirror rebuilds every mark and gutter marker (15–20 ms for 1,665
    // findings, 50–80 ms the first time), which must not come between a click on a
    // tab, or a keystroke, and what it shows. They are read again then, so only the
    // newest are set.
    let cancelFindings: (() => void) | null = null;
    const findingsOf = (s: PlaygroundState): readonly RobotsDiagnostic[] | null =>
      selectIsLintCurrent(s) ? (s.lint?.diagnostics ?? null) : null;
    const pushFindings = (): void => {
      cancelFindings = null;
      const findings = findingsOf(store.getState());
      if (findings !== null && findings !== pushedFindings) {
        pushedFindings = findings;
        void setRobotsDiagnostics(view, findings);
      }
    };
    const push = (): void => {
      const s = store.getState();
      const findings = findingsOf(s);
      if (findings !== null && findings !== pushedFindings && cancelFindings === null) {
        cancelFindings = whenIdle(pushFindings, FINDINGS_WAIT_MS, 0);
      }
      // An answer kept back (a lesson question) is not given away by the marks either.
      const agent = s.hideAnswer ? null : s.selectedAgent;
      const ranges = (agent ? selectGroupsForAgent(agent)(s) : []).map((g) => ({
        fromLine: g.startLine,
        toLine: g.endLine,
      }));
      const groupsKey = ranges.map((r) => `${r.fromLine}-${r.toLine}`).join(',');
      if (groupsKey !== pushedGroups) {
        pushedGroups = groupsKey;
        setGroupHighlight(view, ranges);
      }
      const url = s.selectedUrl;
      const deciding =
        agent !== null && url !== null && selectIsAnswerCurrent(agent, url)(s)
          ? (selectDecision(agent, url)(s)?.rule?.line ?? null)
          : null;
      if (deciding !== pushedDeciding) {
        pushedDeciding = deciding;
        setDecidingLine(view, deciding);
      }
    };
    const unsubscribe = store.subscribe((s, prev) => {
      if (s.softWrap !== isSoftWrapOn(view.state)) setSoftWrap(view, s.softWrap);
      if (
        s.lint !== prev.lint ||
        s.analysis !== prev.analysis ||
        s.verdict !== prev.verdict ||
        s.decisions !== prev.decisions ||
        s.selectedAgent !== prev.selectedAgent ||
        s.selectedUrl !== prev.selectedUrl ||
        s.hideAnswer !== prev.hideAnswer
      ) {
        push();
      }
    });
    push();
    return () => {
      pane.removeEventListener('dragover', onPaneDragOver);
      pane.removeEventListener('dragleave', onPaneDragLeave);
      pane.removeEventListener('drop', onPaneDrop);
      unsubscribe();
      cancelFindings?.();
      // A keystroke still on its way to the store gets there now.
      if (mirroring) mirror.port1.onmessage?.(new MessageEvent('message'));
      mirror.port1.close();
      if (playground.view === view) playground.view = null;
      view.destroy();
    };
  }, [playground]);

  useEffect(() => {
    const view = playground.view;
    if (view) setRobotsTheme(view, scheme);
  }, [playground, scheme]);

  return (
    <section className={dragging ? 'editor-pane dragging' : 'editor-pane'} aria-label="Editor">
      {starter ? (
        <div className="banner info" role="note">
          <p>
            <strong>This is an example.</strong> Edit it to make it yours, or start empty and paste
            your own robots.txt. Nothing is saved until you edit.
          </p>
          <button
            type="button"
            onClick={() => {
              // What a fresh page held before it showed an example: no text, the default
              // lists and question. An edit like any other: it is the user's draft now.
              const fresh = createPlaygroundStore().getState();
              applyInit(playground, { text: '', agents: fresh.agents, urls: fresh.urls });
              playground.view?.focus();
            }}
          >
            Start empty
          </button>
        </div>
      ) : null}
      <div className="editor-host" ref={host} />
    </section>
  );
}
