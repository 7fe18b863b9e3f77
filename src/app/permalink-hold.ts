// Draft saving that can be held back: while a link's state (or an example, or a
// lesson step) is on screen, the saved draft stays untouched until the user edits
// what is shown; asking about another agent or URL is not such an edit.

import {
  draftOf,
  sameExpectations,
  persistDraft,
  reportTo,
  type Draft,
  type DraftPersistence,
  type DraftWriter,
  type PlaygroundStore,
} from '../state/index.ts';

/** Draft saving that can be held back while a link's state is on screen. */
export interface HeldDraftPersistence extends DraftPersistence {
  /**
   * Saves anything pending, runs `show`, then saves nothing until the text, agents,
   * URLs, mode or host differ from what `show` left (picking another agent or URL
   * is not an edit); that first edit is saved at once, saving carries on as usual
   * and `onEdit` is called.
   */
  holdWhile(show: () => void, onEdit?: () => void): void;
  /** Ends a hold: runs `apply` (if given), then saves the state and carries on saving. */
  release(apply?: () => void): void;
  /** True while a hold is on. */
  held(): boolean;
}

/** Starts saving the draft of `store` through `writer` (see persistDraft), with holds. */
export function createHeldDraftPersistence(
  store: PlaygroundStore,
  writer: DraftWriter,
): HeldDraftPersistence {
  const start = (): DraftPersistence => persistDraft(store, { storage: null, writer });
  let running: DraftPersistence | null = start();
  let unwatch: (() => void) | null = null;

  const saveNow = (): void => writer(draftOf(store.getState()), reportTo(store));
  const release = (apply?: () => void): void => {
    if (!unwatch) {
      apply?.();
      return;
    }
    unwatch();
    unwatch = null;
    // Applied as a whole before saving, so the storage never holds half of it.
    apply?.();
    saveNow();
    running = start();
  };

  return {
    holdWhile(show, onEdit) {
      running?.stop();
      running = null;
      unwatch?.();
      unwatch = null;
      show();
      const shown = draftOf(store.getState());
      unwatch = store.subscribe((state) => {
        if (sameDraft(draftOf(state), shown)) return;
        release();
        onEdit?.();
      });
    },
    release,
    held: () => unwatch !== null,
    flush() {
      running?.flush();
    },
    stop() {
      unwatch?.();
      unwatch = null;
      running?.stop();
      running = null;
    },
  };
}

/**
 * True when two drafts hold the same text, agents, URLs, mode and host: picking
 * another agent or URL to ask about is not an edit of what a link shows.
 */
export function sameDraft(a: Draft, b: Draft): boolean {
  return (
    a.text === b.text &&
    a.mode === b.mode &&
    a.host === b.host &&
    sameList(a.agents, b.agents) &&
    sameList(a.urls, b.urls) &&
    sameExpectations(a.expectations, b.expectations)
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
