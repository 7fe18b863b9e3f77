// The line a panel shows when the engine answered only part of a long list, so
// a short table is never mistaken for the whole answer.

import type { ReactNode } from 'react';
import { counted } from './words.ts';
import { formatNumber } from '../core/numbers.ts';

/**
 * "Showing N of M checks; the rest was cut to keep the page responsive", or
 * nothing when `cut` is `null`. `noun` is the singular of what is counted.
 */
export function CutNote(props: {
  cut: { done: number; total: number } | null;
  noun: string;
}): ReactNode {
  const { cut, noun } = props;
  if (cut === null) return null;
  return (
    <p className="cut-note" role="note">
      ⚠ Showing {formatNumber(cut.done)} of {counted(cut.total, noun)}; the rest was cut to keep the
      page responsive. Fewer or shorter URLs and agents get every answer.
    </p>
  );
}
