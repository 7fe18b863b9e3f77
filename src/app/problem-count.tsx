// The Problems tab's count of errors and warnings in the current analysis. The
// number is hidden from the tab's accessible name (which stays exactly
// "Problems"); screen readers get it as the tab's description instead.

import type { ReactNode } from 'react';
import { selectDiagnostics, usePlaygroundStore } from '../state/index.ts';
import { formatNumber } from '../core/numbers.ts';

/** The number of errors and warnings (`id` names the description), or nothing when zero. */
export function ProblemCount(props: { id: string }): ReactNode {
  const count = usePlaygroundStore(
    (s) => selectDiagnostics(s).filter((d) => d.severity !== 'info').length,
  );
  if (count === 0) return null;
  return (
    <>
      <span className="tab-badge" aria-hidden="true">
        {count > 999 ? '999+' : count}
      </span>
      <span id={props.id} hidden>
        {count === 1 ? '1 error or warning' : `${formatNumber(count)} errors and warnings`}
      </span>
    </>
  );
}
