// Selectors of the expectations: each listed expectation with its latest check,
// matched by position and content, so a row edited since the check shows none.

import type { ExpectRow } from '../worker/protocol.ts';
import { sameExpectation } from './slices/expectations.ts';
import type { PlaygroundState } from './types.ts';

/** The check of each listed expectation, in list order; `null` where none matches it yet. */
export function expectationChecks(
  s: Pick<PlaygroundState, 'expectations' | 'expectCheck'>,
): (ExpectRow | null)[] {
  const rows = s.expectCheck?.rows ?? [];
  return s.expectations.map((e, i) => {
    const row = rows[i];
    return row !== undefined && sameExpectation(row.expectation, e) ? row : null;
  });
}

/** How many listed expectations fail by their latest check. */
export const selectFailingExpectations = (s: PlaygroundState): number =>
  expectationChecks(s).filter((row) => row !== null && !row.pass).length;

/** True when the latest check is of the current text. */
export const selectIsExpectCurrent = (s: PlaygroundState): boolean =>
  s.expectCheck !== null && s.expectCheck.revision === s.revision;
