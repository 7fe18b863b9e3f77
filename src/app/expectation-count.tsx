// The Expectations tab's count of failing expectations. As with the Problems count,
// the number stays out of the tab's name (exactly "Expectations") and is its
// description for screen readers.

import type { ReactNode } from 'react';
import { selectFailingExpectations, usePlaygroundStore } from '../state/index.ts';
import { formatNumber } from '../core/numbers.ts';

/** The number of failing expectations (`id` names the description), or nothing when none fails. */
export function ExpectationCount(props: { id: string }): ReactNode {
  const count = usePlaygroundStore(selectFailingExpectations);
  if (count === 0) return null;
  return (
    <>
      <span className="tab-badge" aria-hidden="true">
        {count > 999 ? '999+' : count}
      </span>
      <span id={props.id} hidden>
        {count === 1 ? '1 expectation fails' : `${formatNumber(count)} expectations fail`}
      </span>
    </>
  );
}
