// Links in the address bar, both ways. Opening the page (or pasting a new fragment)
// with `#s=…`, `#example=<id>` or `#lesson=<id>` shows that state as one undoable
// editor change, while the saved draft is held back untouched until the user edits
// what the link showed (a banner offers the way back). A link that cannot be read
// leaves everything as it was and says why. Afterwards, once the user has copied a
// link or asked for it, the address bar follows edits and the Verdict's question;
// otherwise it is cleared at the first edit. Each part has its module: the banner's state
// (./permalink-status.ts), held draft saving (./permalink-hold.ts), reading a link
// (./permalink-read.ts, with the codec fetched on demand by ./permalink-codec.ts),
// putting its state on the page (./permalink-apply.ts) and following the address
// bar (./permalink-sync.ts); this one connects them. A first visit's example (see
// ../learn/starter.ts) is held the same way: it becomes the draft once edited.

import {
  readStartupLink,
  ownFragmentWrittenAt,
  writeFragment,
  type HistoryLike,
  type LocationLike,
  type Schedule,
  type StartupLink,
} from '../share/index.ts';
import type { Playground } from './playground.ts';
import type { HeldDraftPersistence } from './permalink-hold.ts';
import { linkStatusStore } from './permalink-status.ts';
import { readLink, type Linked } from './permalink-read.ts';
import { applyInit, sameSnapshot, snapshot, targetOf, type Snapshot } from './permalink-apply.ts';
import { syncAddressBar, type AddressBarSync } from './permalink-sync.ts';

/** Where links are read from and written to; defaults are the page's own objects. */
export interface PermalinkEnv {
  location: LocationLike;
  history: HistoryLike;
  /** Delivers `hashchange` (a fragment pasted into an open tab); `null` for none. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Quiet time before the address bar follows an edit, in ms. Default 400. */
  debounceMs: number;
  /** Timer used for that delay; default `setTimeout`. */
  schedule?: Schedule;
}

/** The permalink machinery of a page: links read and written, states shown aside. */
export interface PermalinkConnection {
  /**
   * Runs `show` (a panel opening an example or a lesson step) the way a link is
   * shown: the saved draft is held back untouched until the user edits what `show`
   * left, and the banner says `message` and offers the way back to the draft.
   */
  showAside(message: string, show: () => void): void;
  /** Stops reading and writing links. */
  stop(): void;
}

/**
 * Opens the link in `env.location` (and any fragment pasted later), then keeps the
 * address bar in step with the store. Without a page (no location) it reads and
 * writes no link, but states are still shown aside.
 */
export function connectPermalink(
  playground: Playground,
  persistence: HeldDraftPersistence,
  options: Partial<PermalinkEnv> = {},
): PermalinkConnection {
  const env = browserEnv(options);
  const status = linkStatusStore(playground);
  let disposed = false;
  let sync: AddressBarSync | null = null;
  let opening = 0;
  // The user's own state from before the first thing shown; kept while links,
  // examples and lesson steps follow one another, so "Back to your draft" always
  // means the draft.
  let own: Snapshot | null = null;
  // True when `own` is the first visit's example rather than a draft: going back
  // to it holds it again.
  let ownIsStarter = false;
  let applying = false;

  // The first visit's example is on screen: nothing is saved until it is edited.
  const holdStarter = (show: () => void = () => {}): void => {
    persistence.holdWhile(show, () => status.setState({ kind: 'none' }, true));
    status.setState({ kind: 'starter' }, true);
  };

  const present = (message: string, apply: () => void): void => {
    const current = snapshot(playground.store.getState());
    const starter = status.getState().kind === 'starter';
    if (!persistence.held() || starter) {
      own = current;
      ownIsStarter = starter;
    }
    const back = own ?? current;
    const backToStarter = ownIsStarter;
    persistence.holdWhile(apply, () => {
      // The user took the shown state as their own: the banner's promise is kept.
      own = null;
      ownIsStarter = false;
      status.setState({ kind: 'none' }, true);
    });
    status.setState(
      {
        kind: 'shown',
        message,
        back: backToStarter ? 'starter' : 'draft',
        restore: () => {
          // The draft is back as on a fresh page: the address bar is cleared at once
          // (a reload opens the draft, not the link again) and is not rewritten.
          applying = true;
          try {
            if (backToStarter) holdStarter(() => applyInit(playground, back));
            else persistence.release(() => applyInit(playground, back));
          } finally {
            applying = false;
          }
          if (env) writeFragment(env.history, env.location, '');
          own = null;
          ownIsStarter = false;
          if (!backToStarter) status.setState({ kind: 'none' }, true);
        },
      },
      true,
    );
  };

  const show = (linked: Linked): void => {
    const current = snapshot(playground.store.getState());
    if (sameSnapshot(current, targetOf(current, linked.init))) {
      // The link shows what the page already holds (a reload of one's own link).
      status.setState({ kind: 'none' }, true);
      return;
    }
    // The address bar already holds this link; it follows the user's edits, not ours.
    applying = true;
    try {
      present(linked.message, () => applyInit(playground, linked.init));
    } finally {
      applying = false;
    }
  };

  const showAside = (message: string, apply: () => void): void => {
    const wasHeld = persistence.held();
    const before = snapshot(playground.store.getState());
    present(message, apply);
    if (!wasHeld && sameSnapshot(before, snapshot(playground.store.getState()))) {
      // It was on screen already (and is the draft): nothing to hold or go back to.
      persistence.release();
      own = null;
      status.setState({ kind: 'none' }, true);
    }
  };

  if (status.getState().kind === 'starter') holdStarter();

  if (!env) {
    return { showAside, stop: () => {} };
  }

  const open = async (link: StartupLink | null): Promise<void> => {
    const ticket = ++opening;
    const outcome = link === null ? null : await readLink(link);
    // The latest link wins; a page torn down meanwhile applies nothing.
    if (disposed || ticket !== opening) return;
    if (outcome && 'error' in outcome) {
      status.setState({ kind: 'error', message: outcome.error }, true);
    } else if (outcome) {
      show(outcome);
    }
    // The first visit's example is no link to reopen: a reload shows it anyway.
    sync ??= syncAddressBar(
      playground.store,
      env,
      () => applying || status.getState().kind === 'starter',
      // The echo of an older draft is rewritten (or cleared) at once.
      echo,
    );
  };

  const startup = readStartupLink(env.location);
  // A reload finds the link this page last wrote of the user's own state, up to a
  // pause in typing old. When the draft was saved after it (as it is when the page
  // is left), the draft is the newer: it opens as it is, and the address bar is
  // brought up to date with it. A draft that could not be saved is older: the
  // link then opens beside it, as any link does.
  const written =
    startup?.kind === 'state' ? ownFragmentWrittenAt(env.history, env.location) : null;
  const echo =
    written !== null &&
    playground.restoredDraftAt !== null &&
    playground.restoredDraftAt >= written;
  void open(echo ? null : startup);
  // A fragment pasted into the tab wins over a write of the state still waiting.
  const onHashChange = (): void => {
    sync?.drop();
    void open(readStartupLink(env.location));
  };
  env.events?.addEventListener('hashchange', onHashChange);
  return {
    showAside,
    stop: () => {
      disposed = true;
      env.events?.removeEventListener('hashchange', onHashChange);
      sync?.stop();
    },
  };
}

function browserEnv(options: Partial<PermalinkEnv>): PermalinkEnv | null {
  const location = options.location ?? globalThis.location;
  const history = options.history ?? globalThis.history;
  if (!location || !history) return null;
  return {
    location,
    history,
    events: options.events === undefined ? (globalThis.window ?? null) : options.events,
    debounceMs: options.debounceMs ?? 400,
    ...(options.schedule ? { schedule: options.schedule } : {}),
  };
}
