// Counts in words: `1 agent`, `2 agents`, `12,000 rules`. Every count the panels
// print goes through here, so none reads "1 URLs" or "15999 info".

import { formatNumber } from '../core/numbers.ts';

/** `n` with thousands separators and its noun, singular for exactly one. */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
