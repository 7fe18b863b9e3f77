// A text field that belongs to the user while they type and follows the store when
// another panel changes the value. The draft is adjusted during render rather than
// in an effect, so the field never shows the old value next to the new answer.

import { useState } from 'react';

/**
 * The field's text for `stored`. `same(draft, stored)` tells whether the user's own
 * layout (blanks, spacing) still means the stored value, in which case it is kept;
 * otherwise the field takes `show(stored)`.
 */
export function useFollowedDraft<T>(
  stored: T,
  show: (value: T) => string,
  same: (draft: string, value: T) => boolean,
): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => show(stored));
  const [seen, setSeen] = useState(stored);
  if (!Object.is(seen, stored)) {
    const next = same(draft, stored) ? draft : show(stored);
    setSeen(stored);
    setDraft(next);
    return [next, setDraft];
  }
  return [draft, setDraft];
}
