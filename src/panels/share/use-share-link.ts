// The link for the current state, kept up to date as the state changes. Encoding is
// async; a result is used only if no newer state came meanwhile (the latest wins).

import { useEffect, useState } from 'react';
import {
  buildShareUrl,
  encodePermalink,
  shareStateOf,
  type LocationLike,
  type ShareableState,
} from '../../share/index.ts';

/** The link for a state: the URL (`''` while the first encoding runs), or why there is none. */
export type ShareLink =
  | { state: 'pending'; url: '' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; url: ''; message: string };

const PENDING: ShareLink = { state: 'pending', url: '' };

/** Builds the share URL for `state` on the page at `location`. Resolves; never rejects. */
export async function buildLink(state: ShareableState, location: LocationLike): Promise<ShareLink> {
  try {
    return {
      state: 'ready',
      url: buildShareUrl(location, await encodePermalink(shareStateOf(state))),
    };
  } catch (error) {
    return {
      state: 'failed',
      url: '',
      message: error instanceof Error ? error.message : 'The state cannot be put in a link.',
    };
  }
}

/** The share link for `state`, re-encoded `delayMs` after the last change (default 150). */
export function useShareLink(
  state: ShareableState,
  location: LocationLike,
  delayMs = 150,
): ShareLink {
  const [link, setLink] = useState<ShareLink>(PENDING);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void buildLink(state, location).then((next) => {
        if (current) setLink(next);
      });
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [state, location, delayMs]);
  return link;
}
