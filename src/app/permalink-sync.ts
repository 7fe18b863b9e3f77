// The address bar following the page, when the user wants it to: once changes to
// what a link carries pause, the state's permalink is written with
// `history.replaceState`, holding only what differs from a fresh page (a fresh page
// keeps a clean URL). Otherwise the user's text stays out of the address bar, and so
// out of session history and session restore: a link the page was opened on stays
// until what it shows is edited, then the address bar is cleared and a reload opens
// the saved draft.

import {
  createDebouncedWriter,
  LIVE_LINK_MAX_TEXT,
  shareStateOf,
  type Schedule,
} from '../share/index.ts';
import { draftOf, type Draft, type PlaygroundStore } from '../state/index.ts';
import { loadPermalinkCodec } from './permalink-codec.ts';
import { sameDraft } from './permalink-hold.ts';
import type { PermalinkEnv } from './permalink.ts';

/** The address bar's follower: `stop` ends it, `drop` forgets what it was about to write. */
export interface AddressBarSync {
  /** Stops following; a change still waiting is written out first. */
  stop(): void;
  /**
   * A link arrived in the address bar from outside (pasted into the tab): what was
   * waiting to be written of the state before it is dropped, so it does not
   * replace that link, and the address bar no longer carries the state.
   */
  drop(): void;
}

/**
 * Writes the state's permalink to the address bar once changes to what a link
 * carries pause for `env.debounceMs`, while the store's `liveLink` is `'on'`. The
 * link is encoded only then, not on every keystroke: writing out a 500 KiB text
 * costs milliseconds of main-thread time. Encoding is async: only the newest
 * state's result is written. `stale` says the address bar holds an older link of
 * this state (a reload): it is rewritten, or cleared, at once. Turning `liveLink`
 * off clears the address bar at once.
 */
export function syncAddressBar(
  store: PlaygroundStore,
  env: PermalinkEnv,
  paused: () => boolean,
  stale = false,
): AddressBarSync {
  const writer = createDebouncedWriter(env.history, env.location, 0, env.schedule);
  const schedule = env.schedule ?? defaultSchedule;
  let latest = 0;
  let cancelEncode: (() => void) | null = null;
  // What the address bar's link carries, while it carries the current state.
  let carried: Draft | null = stale ? null : draftOf(store.getState());

  // The address bar is not written: a link it holds stays while it still opens
  // what is on screen (another question asked of it is no edit).
  const keepOrClear = (): void => {
    const now = draftOf(store.getState());
    if (carried !== null && sameDraft(carried, now)) return;
    carried = null;
    writer.write('');
  };

  const encode = (): void => {
    cancelEncode = null;
    const ticket = ++latest;
    const state = shareStateOf(store.getState());
    // A large file is not written into the address bar either.
    if (store.getState().liveLink !== 'on' || state.text.length > LIVE_LINK_MAX_TEXT) {
      keepOrClear();
      return;
    }
    const draft = draftOf(store.getState());
    loadPermalinkCodec()
      .then(({ encodePermalink }) => encodePermalink(state))
      .then(
        (fragment) => {
          if (ticket !== latest) return;
          carried = draft;
          writer.write(fragment);
        },
        () => {
          // Too large for a link (the Share panel says why), or the codec could not be
          // fetched: a clean URL rather than a stale one.
          if (ticket !== latest) return;
          carried = null;
          writer.write('');
        },
      );
  };

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.liveLink !== prev.liveLink) {
      cancelEncode?.();
      cancelEncode = null;
      if (s.liveLink === 'on') {
        cancelEncode = schedule(encode, 0);
      } else {
        // Asked to stay clean: at once, so no later reload or restore finds the text.
        latest++;
        carried = null;
        writer.write('');
        writer.flush();
      }
      return;
    }
    const changed =
      s.text !== prev.text ||
      s.agents !== prev.agents ||
      s.urls !== prev.urls ||
      s.mode !== prev.mode ||
      s.host !== prev.host ||
      s.panel !== prev.panel ||
      s.selectedAgent !== prev.selectedAgent ||
      s.selectedUrl !== prev.selectedUrl ||
      s.expectations !== prev.expectations;
    if (!changed) return;
    cancelEncode?.();
    cancelEncode = null;
    if (paused()) {
      // A pending write of an older state must not replace the link being opened.
      latest++;
      carried = draftOf(s);
      writer.cancel();
      return;
    }
    cancelEncode = schedule(encode, env.debounceMs);
  });
  if (stale) cancelEncode = schedule(encode, 0);
  return {
    stop: () => {
      unsubscribe();
      // A change still waiting is written out now (its write lands when encoding ends).
      if (cancelEncode) {
        cancelEncode();
        encode();
      }
      writer.flush();
    },
    drop: () => {
      cancelEncode?.();
      cancelEncode = null;
      latest++;
      carried = null;
      writer.cancel();
    },
  };
}

const defaultSchedule: Schedule = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};
