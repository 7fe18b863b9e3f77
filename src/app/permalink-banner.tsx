// The banner about a link: what a shared link, example or lesson step shows (with
// the way back to the user's own draft), or why a link could not be opened. The
// link's text is never part of it; messages are plain text rendered by React.

import { useStore } from 'zustand';
import type { ReactNode } from 'react';
import { linkStatusStore } from './permalink-status.ts';
import type { Playground } from './playground.ts';

/** The link banner for `playground`; renders nothing when there is nothing to say. */
export function PermalinkBanner(props: { playground: Playground }): ReactNode {
  const store = linkStatusStore(props.playground);
  const status = useStore(store);
  const dismiss = (): void => store.setState({ kind: 'none' }, true);
  // The first visit's example has its own note, above the editor.
  if (status.kind === 'none' || status.kind === 'starter') return null;
  if (status.kind === 'error') {
    return (
      <div className="banner error" role="alert">
        <p>
          <strong>This link could not be opened.</strong> {status.message} Your own draft is shown
          instead; nothing from the link was loaded.
        </p>
        <button type="button" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    );
  }
  return (
    <div className="banner info" role="status">
      <p>
        {status.message}{' '}
        {status.back === 'draft'
          ? 'Your own draft is kept as it was until you edit what you see here.'
          : 'Nothing is saved as your draft until you edit what you see here.'}
      </p>
      <button type="button" onClick={status.restore}>
        {status.back === 'draft' ? 'Back to your draft' : 'Back to the first example'}
      </button>
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
