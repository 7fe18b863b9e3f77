// The document slice: the text, its revision counter and the line end it is written with.

import type { StateCreator } from 'zustand/vanilla';
import type { DocumentSlice, PlaygroundInit, PlaygroundState } from '../types.ts';

/** Creates the document slice; the revision starts at 1 for the initial text. */
export function documentSlice(
  init: PlaygroundInit,
): StateCreator<PlaygroundState, [], [], DocumentSlice> {
  return (set) => ({
    text: init.text ?? '',
    revision: 1,
    setText: (text) =>
      set((state) => (state.text === text ? state : { text, revision: state.revision + 1 })),
    lineEnd: init.lineEnd ?? '\n',
    setLineEnd: (lineEnd) => set({ lineEnd }),
  });
}
