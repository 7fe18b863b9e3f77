// The address bar following the page: once changes to what a link carries pause,
// the state's permalink is written with `history.replaceState`, holding only what
// differs from a fresh page (a fresh page keeps a clean URL).

import {
  createDebouncedWriter,
  LIVE_LINK_MAX_TEXT,
  shareStateOf,
  type Schedule,
} from '../share/index.ts';
import type { PlaygroundStore } from '../state/index.ts';
import { loadPermalinkCodec } from './permalink-codec.ts';
import type { PermalinkEnv } from './permalink.ts';

/**
 * Writes the state's permalink to the address bar once changes to what a link
 * carries pause for `env.debounceMs`. The link is encoded only then, not on every
 * keystroke: writing out a 500 KiB text costs milliseconds of main-thread time.
 * Encoding is async: only the newest state's result is written. `writeNow` writes
 * the current state's link at once as well.
 */
export function syncAddressBar(
  store: PlaygroundStore,
  env: PermalinkEnv,
  paused: () => boolean,
  writeNow = false,
): () => void {
  const writer = createDebouncedWriter(env.history, env.location, 0, env.schedule);
  const schedule = env.schedule ?? defaultSchedule;
  let latest = 0;
  let cancelEncode: (() => void) | null = null;
  // The text the address bar's link carries, while it carries the current one.
  let carried: string | null = store.getState().text;

  const encode = (): void => {
    cancelEncode = null;
    const ticket = ++latest;
    const state = shareStateOf(store.getState());
    if (state.text.length > LIVE_LINK_MAX_TEXT) {
      // A large file is not written into the address bar. A link that holds it
      // (the one the page was opened on) stays until the text is edited; then the
      // address bar is cleared, and a reload opens the saved draft.
      if (state.text !== carried) {
        carried = null;
        writer.write('');
      }
      return;
    }
    loadPermalinkCodec()
      .then(({ encodePermalink }) => encodePermalink(state))
      .then(
        (fragment) => {
          if (ticket !== latest) return;
          carried = state.text;
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
    const changed =
      s.text !== prev.text ||
      s.agents !== prev.agents ||
      s.urls !== prev.urls ||
      s.mode !== prev.mode ||
      s.host !== prev.host ||
      s.panel !== prev.panel ||
      s.selectedAgent !== prev.selectedAgent ||
      s.selectedUrl !== prev.selectedUrl;
    if (!changed) return;
    cancelEncode?.();
    cancelEncode = null;
    if (paused()) {
      // A pending write of an older state must not replace the link being opened.
      latest++;
      carried = s.text;
      writer.cancel();
      return;
    }
    cancelEncode = schedule(encode, env.debounceMs);
  });
  // The address bar holds an older link of this same state (a reload): write it now.
  if (writeNow) cancelEncode = schedule(encode, 0);
  return () => {
    unsubscribe();
    // A change still waiting is written out now (its write lands when encoding ends).
    if (cancelEncode) {
      cancelEncode();
      encode();
    }
    writer.flush();
  };
}

const defaultSchedule: Schedule = (callback, delayMs) => {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
};
