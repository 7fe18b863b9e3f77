// The expectations slice: what the user says the file must keep allowing or
// disallowing (saved in the draft, carried by links), and the worker's check of
// them, applied only for the current revision so a late check of old text never
// replaces the rows on screen.

import type { StateCreator } from 'zustand/vanilla';
import type { Expectation } from '../../core/expectations/index.ts';
import type { ExpectationsSlice, PlaygroundInit, PlaygroundState } from '../types.ts';

/** True when `a` and `b` ask the same question (agent, URL, mode) for the same verdict. */
export function sameExpectation(a: Expectation, b: Expectation): boolean {
  return a.agent === b.agent && a.url === b.url && a.mode === b.mode && a.expected === b.expected;
}

/** True when two lists (absent: none) hold the same expectations in the same order. */
export function sameExpectations(
  a: readonly Expectation[] = [],
  b: readonly Expectation[] = [],
): boolean {
  return a.length === b.length && a.every((e, i) => sameExpectation(e, b[i] as Expectation));
}

/** Creates the expectations slice from the initial list (default: none). */
export function expectationsSlice(
  init: PlaygroundInit,
): StateCreator<PlaygroundState, [], [], ExpectationsSlice> {
  return (set, get) => ({
    expectations: init.expectations ? [...init.expectations] : [],
    setExpectations: (list) => set({ expectations: [...list] }),
    addExpectation: (expectation) => {
      const list = get().expectations;
      if (list.some((e) => sameExpectation(e, expectation))) return false;
      set({ expectations: [...list, expectation] });
      return true;
    },
    replaceExpectation: (index, expectation) => {
      const list = get().expectations;
      if (index < 0 || index >= list.length) return;
      set({ expectations: list.map((e, i) => (i === index ? expectation : e)) });
    },
    removeExpectation: (index) => {
      const list = get().expectations;
      if (index < 0 || index >= list.length) return;
      set({ expectations: list.filter((_, i) => i !== index) });
    },
    expectCheck: null,
    applyExpect: (reply) => {
      if (reply.revision !== get().revision) return false;
      set({ expectCheck: reply });
      return true;
    },
  });
}
