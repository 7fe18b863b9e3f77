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
