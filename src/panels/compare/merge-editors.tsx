// The two texts side by side in CodeMirror's merge view (@codemirror/merge): on the
// left the other version, an editor of its own that the user pastes or types into;
// on the right this file, read-only, following the main editor as it is typed in.
// Both follow the store without a React render per keystroke: the view subscribes
// to the store and applies only the span that changed.

import { useEffect, useRef, type ReactNode } from 'react';
import { Annotation, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { MergeView } from '@codemirror/merge';
import {
  basicRobotsSetup,
  robots,
  robotsTheme,
  robotsThemeCompartment,
  setRobotsTheme,
  type RobotsScheme,
} from '../../editor/index.ts';
import { usePlaygroundStoreApi } from '../../state/index.ts';

/** The accessible name of the other version's editor (test contract: keep it). */
export const OTHER_VERSION_LABEL = 'Other version';

/** The accessible name of the read-only copy of this file beside it. */
export const THIS_FILE_LABEL = 'This file, read-only';

// Marks the edits the store makes, so they are not sent back to it.
const fromStore = Annotation.define<boolean>();

/** What the panel can ask of the two editors once they exist. */
export interface MergeEditors {
  /** Selects line `line` (1-based) of the other version and scrolls it into view. */
  revealOther(line: number): void;
}

/**
 * Replaces in `view` only what differs between `before` (its text) and `after`:
 * the common start and end stay, so a keystroke elsewhere is one small change.
 */
function applyDifference(view: EditorView, before: string, after: string): void {
  if (view.state.doc.length !== before.length) {
    // `before` had CR line ends, which the editor does not keep: offsets differ.
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: after },
      annotations: fromStore.of(true),
    });
    return;
  }
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (
    endBefore > start &&
    endAfter > start &&
    before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)
  ) {
    endBefore--;
    endAfter--;
  }
  if (start === endBefore && start === endAfter) return;
  view.dispatch({
    changes: { from: start, to: endBefore, insert: after.slice(start, endAfter) },
    annotations: fromStore.of(true),
  });
}

function side(label: string, scheme: RobotsScheme, extra: Extension): Extension {
  return [
    basicRobotsSetup({ ariaLabel: label }),
    robots(),
    robotsThemeCompartment.of(robotsTheme(scheme)),
    extra,
  ];
}

/**
 * The merge view of the other version (left, editable) and this file (right,
 * read-only). `onReady` receives what the panel may ask of it.
 */
export function MergeEditorsView(props: {
  scheme: RobotsScheme;
  onReady: (editors: MergeEditors | null) => void;
}): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const api = usePlaygroundStoreApi();
  const view = useRef<MergeView | null>(null);
  const firstScheme = useRef(props.scheme);
  const onReady = useRef(props.onReady);
  onReady.current = props.onReady;

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const start = api.getState();
    // The texts each editor was last given or gave: a store change is applied as
    // the difference from these, never by reading a whole document back.
    let shownText = start.text;
    let shownOther = start.otherText;
    const merge = new MergeView({
      parent,
      a: {
        doc: start.otherText,
        extensions: side(
          OTHER_VERSION_LABEL,
          firstScheme.current,
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            // The merge view adds transactions of its own: only those that edit count.
            const edits = update.transactions.filter((tr) => tr.docChanged);
            if (edits.every((tr) => tr.annotation(fromStore))) return;
            shownOther = update.state.doc.toString();
            api.getState().setOtherText(shownOther, null);
          }),
        ),
      },
      b: {
        doc: start.text,
        extensions: side(THIS_FILE_LABEL, firstScheme.current, EditorState.readOnly.of(true)),
      },
      gutter: true,
      highlightChanges: true,
      collapseUnchanged: { margin: 3, minSize: 6 },
      // Two very different 500 KiB texts: the diff gives up on detail rather than time.
      diffConfig: { scanLimit: 500, timeout: 100 },
    });
    view.current = merge;
    const stop = api.subscribe((s, before) => {
      if (s.text !== before.text && s.text !== shownText) {
        applyDifference(merge.b, shownText, s.text);
        shownText = s.text;
      }
      if (s.otherText !== before.otherText && s.otherText !== shownOther) {
        // Another version arrived whole (a file, the draft, a link): it replaces the editor's text.
        merge.a.dispatch({
          changes: { from: 0, to: merge.a.state.doc.length, insert: s.otherText },
          annotations: fromStore.of(true),
          selection: { anchor: 0 },
          scrollIntoView: true,
        });
        shownOther = s.otherText;
      }
    });
    onReady.current({
      revealOther(line) {
        const doc = merge.a.state.doc;
        if (line < 1 || line > doc.lines) return;
        const at = doc.line(line);
        merge.a.dispatch({
          selection: { anchor: at.from, head: at.to },
          effects: EditorView.scrollIntoView(at.from, { y: 'center' }),
        });
        merge.a.focus();
      },
    });
    return () => {
      stop();
      onReady.current(null);
      merge.destroy();
      view.current = null;
    };
  }, [api]);

  useEffect(() => {
    const merge = view.current;
    if (!merge) return;
    setRobotsTheme(merge.a, props.scheme);
    setRobotsTheme(merge.b, props.scheme);
  }, [props.scheme]);

  return (
    <div
      className="compare-editors"
      role="group"
      aria-label="The other version and this file, side by side"
      ref={host}
    />
  );
}
