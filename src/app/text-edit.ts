// What the editor tells the engine of a keystroke: the text as an edit of the last.

import type { ChangeSet, Text } from '@codemirror/state';
import type { TextEdit } from '../worker/protocol.ts';

/**
 * `doc` (the document `changes` made) as an edit of `base`, the text of the
 * document before them: one span from the first change to the last, its new text
 * read from `doc` alone.
 */
export function editOf(changes: ChangeSet, base: string, doc: Text): TextEdit {
  let head = base.length;
  let tail = base.length;
  changes.iterChangedRanges((fromA, toA) => {
    head = Math.min(head, fromA);
    tail = Math.min(tail, base.length - toA);
  });
  return { base, head, tail, middle: doc.sliceString(head, doc.length - tail) };
}

/**
 * The editor's text as one string, rebuilt at each keystroke without copying it.
 *
 * Joining slices of a string keeps references to it (a rope), but the first
 * slice of such a joined string copies all of it into one piece first: the last
 * text with a keystroke's edit put in (two slices and a join) would copy the
 * whole document at the next keystroke, about 2 ms for 500 KiB. So every text is
 * built from slices of one string, the anchor, which is copied once, and of the
 * span typing has changed since, which is small.
 */
export interface TypedText {
  /** The text. */
  readonly text: string;
  /** The string the text is made from; from `from` on, `middle` stands where `anchor` had [from, to). */
  readonly anchor: string;
  readonly from: number;
  readonly to: number;
  readonly middle: string;
}

/** Beyond this many characters of the anchor changed, the text becomes the next anchor. */
export const TYPED_SPAN_CHARS = 16_384;

/** `text` as a typed text of its own: nothing changed yet. */
export function typedText(text: string): TypedText {
  return { text, anchor: text, from: 0, to: 0, middle: '' };
}

/**
 * `typed` with `edit` put in: [head, length - tail) of its text replaced by
 * `edit.middle`. Reads the characters of the changed span only.
 */
export function withEdit(
  typed: TypedText,
  edit: { head: number; tail: number; middle: string },
): TypedText {
  const { anchor, from, to, middle } = typed;
  const length = typed.text.length;
  const editFrom = edit.head;
  const editTo = length - edit.tail;
  // Where the changed span ends in the text.
  const middleEnd = from + middle.length;
  // Characters [x, y) of the text, from the anchor and the changed span.
  const part = (x: number, y: number): string => {
    let out = '';
    if (x < from) out += anchor.slice(x, Math.min(y, from));
    if (y > from && x < middleEnd) {
      out += middle.slice(Math.max(x, from) - from, Math.min(y, middleEnd) - from);
    }
    if (y > middleEnd)
      out += anchor.slice(Math.max(x, middleEnd) - middleEnd + to, y - middleEnd + to);
    return out;
  };
  // A span that holds no change (none yet, or typed and deleted again) joins nothing.
  const empty = from === to && middle === '';
  const start = empty ? editFrom : Math.min(from, editFrom);
  const end = empty ? editTo : Math.max(middleEnd, editTo);
  const anchorEnd = end - middleEnd + to;
  const changed = part(start, editFrom) + edit.middle + part(editTo, end);
  if (anchorEnd - start > TYPED_SPAN_CHARS || changed.length > TYPED_SPAN_CHARS) {
    return typedText(part(0, editFrom) + edit.middle + part(editTo, length));
  }
  return {
    text: anchor.slice(0, start) + changed + anchor.slice(anchorEnd),
    anchor,
    from: start,
    to: anchorEnd,
    middle: changed,
  };
}
