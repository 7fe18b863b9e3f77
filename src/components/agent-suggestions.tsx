// The crawler registry as suggestions for a user-agent box: a <datalist> of every
// registry token, each with its operator and category. The Agents panel's Add box
// and the Verdict's agent box both show it; the Verdict fetches this module the
// first time its box is used, so the first visit does not carry it.

import type { ReactNode } from 'react';
import { CATEGORIES, CRAWLERS } from '../core/registry/index.ts';

/** How many tokens the suggestions offer (every registry crawler). */
export const AGENT_SUGGESTION_COUNT = CRAWLERS.length;

/** A <datalist> with the id `id` holding every registry token; point an input's `list` at it. */
export function AgentSuggestions(props: { id: string }): ReactNode {
  return (
    <datalist id={props.id}>
      {CRAWLERS.map((c) => (
        <option key={c.token} value={c.token}>
          {c.operator ? `${c.operator} · ` : ''}
          {CATEGORIES[c.category].label}
        </option>
      ))}
    </datalist>
  );
}
