// The banner about the draft itself: a reload that found an older draft than the
// user last saw, another tab that saved a different text (with the choice of whose
// text stays the draft), and a text set aside by that choice, offered until discarded.

import { useStore } from 'zustand';
import type { ReactNode } from 'react';
import { initFromDraft, type Draft } from '../state/index.ts';
import { applyInit } from './permalink-apply.ts';
import type { Playground } from './playground.ts';

/**
 * The draft banner for `playground` (the module's default export, fetched when first
 * needed); renders nothing when there is nothing to say.
 */
export default function DraftBanner(props: { playground: Playground }): ReactNode {
  const { playground } = props;
  const status = useStore(playground.drafts);
  const { keeper } = status;
  // What the keeper hands back goes on screen as one undoable editor change.
  const show = (draft: Draft | null): void => {
    if (draft) applyInit(playground, initFromDraft(draft));
  };
  return (
    <>
      {status.older ? (
        <div className="banner warn" role="status">
          <p>
            Your last changes here could not be saved: what you see is older than the text you left.
          </p>
          <button type="button" onClick={() => playground.drafts.setState({ older: false })}>
            Dismiss
          </button>
        </div>
      ) : null}
      {status.behind && keeper ? (
        <section className="banner warn" aria-label="This draft was changed in another tab">
          <p>
            <strong>This draft was changed in another tab.</strong> Nothing you do here is saved
            over it until you choose; your text is kept aside meanwhile.
          </p>
          <button type="button" onClick={() => void keeper.loadOther().then(show)}>
            Load the other tab&apos;s text
          </button>
          <button type="button" onClick={() => void keeper.keepMine()}>
            Keep mine
          </button>
        </section>
      ) : status.kept && keeper ? (
        <section className="banner info" aria-label="A replaced text is kept">
          <p>
            <strong>A replaced text is kept.</strong> When two tabs edited this draft, the text that
            did not stay the draft was set aside; opening it keeps the one on screen instead.
          </p>
          <button type="button" onClick={() => void keeper.openKept().then(show)}>
            Open the kept text
          </button>
          <button type="button" onClick={() => void keeper.discardKept()}>
            Discard the kept text
          </button>
        </section>
      ) : null}
    </>
  );
}
