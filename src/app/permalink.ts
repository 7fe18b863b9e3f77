// Links in the address bar, both ways. Opening the page (or pasting a new fragment)
// with `#s=…`, `#example=<id>` or `#lesson=<id>` shows that state as one undoable
// editor change, while the saved draft is held back untouched until the user edits
// what the link showed (a banner offers the way back). A link that cannot be read
// leaves everything as it was and says why. Afterwards the address bar follows
// edits and the selected agent and URL through `history.replaceState`, debounced,
// holding only what differs from a fresh page; a fresh page keeps a clean URL.
// The permalink codec (compression, every format version) and the learning
// material are fetched the first time a link or an edit needs them, so a first
// visit without a link downloads neither before the editor is usable.

import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  createDebouncedWriter,
  initFromShare,
  LIVE_LINK_MAX_TEXT,
  readStartupLink,
  shareStateOf,
  type HistoryLike,
  type LocationLike,
  type Schedule,
  type StartupLink,
  writeFragment,
} from '../share/index.ts';
import { loadLearning } from '../learn/load.ts';
import {
  draftOf,
  persistDraft,
  saveDraft,
  type Draft,
  type DraftPersistence,
  type PlaygroundInit,
  type PlaygroundState,
  type PlaygroundStore,
  type StorageLike,
} from '../state/index.ts';
import type { Playground } from './playground.ts';

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

/** What the link banner shows. */
export type LinkStatus =
  | { kind: 'none' }
  | {
      kind: 'shown';
      /** A sentence naming what is shown (a shared link, an example, a lesson step). */
      message: string;
      /** Puts the user's own state back (one undoable editor change). */
      restore: () => void;
    }
  | { kind: 'error'; message: string };

const statuses = new WeakMap<Playground, StoreApi<LinkStatus>>();

/** The link banner's state for `playground` (one store per page). */
export function linkStatusStore(playground: Playground): StoreApi<LinkStatus> {
  let store = statuses.get(playground);
  if (!store) {
    store = createStore<LinkStatus>()(() => ({ kind: 'none' }));
    statuses.set(playground, store);
  }
  return store;
}

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

/** Starts saving the draft of `store` to `storage` (see persistDraft), with holds. */
export function createHeldDraftPersistence(
  store: PlaygroundStore,
  storage: StorageLike | null,
): HeldDraftPersistence {
  let running: DraftPersistence | null = persistDraft(store, { storage });
  let unwatch: (() => void) | null = null;

  const saveNow = (): void => {
    const result = saveDraft(storage, draftOf(store.getState()));
    store
      .getState()
      .setPersistStatus(
        result.ok
          ? { state: 'saved', message: null }
          : { state: 'failed', message: result.message },
      );
  };
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
    running = persistDraft(store, { storage });
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
  let stopSync: (() => void) | null = null;
  let opening = 0;
  // The user's own state from before the first thing shown; kept while links,
  // examples and lesson steps follow one another, so "Back to your draft" always
  // means the draft.
  let own: Snapshot | null = null;
  let applying = false;

  const present = (message: string, apply: () => void): void => {
    const current = snapshot(playground.store.getState());
    if (!persistence.held()) own = current;
    const back = own ?? current;
    persistence.holdWhile(apply, () => {
      // The user took the shown state as their own: the banner's promise is kept.
      own = null;
      status.setState({ kind: 'none' }, true);
    });
    status.setState(
      {
        kind: 'shown',
        message,
        restore: () => {
          // The draft is back as on a fresh page: the address bar is cleared at once
          // (a reload opens the draft, not the link again) and is not rewritten.
          applying = true;
          try {
            persistence.release(() => applyInit(playground, back));
          } finally {
            applying = false;
          }
          if (env) writeFragment(env.history, env.location, '');
          own = null;
          status.setState({ kind: 'none' }, true);
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
    stopSync ??= syncAddressBar(playground.store, env, () => applying);
  };

  void open(readStartupLink(env.location));
  const onHashChange = (): void => void open(readStartupLink(env.location));
  env.events?.addEventListener('hashchange', onHashChange);
  return {
    showAside,
    stop: () => {
      disposed = true;
      env.events?.removeEventListener('hashchange', onHashChange);
      stopSync?.();
    },
  };
}

/** What a link asks to show: the store fields to set and the banner sentence. */
interface Linked {
  init: Required<Pick<PlaygroundInit, 'text' | 'panel'>> & PlaygroundInit;
  message: string;
}

let codec: Promise<typeof import('../share/permalink.ts')> | null = null;

/**
 * The permalink codec (../share/permalink.ts), fetched on first call and shared by
 * later ones. Rejects only when the fetch fails; the next call then tries again.
 */
function loadPermalinkCodec(): Promise<typeof import('../share/permalink.ts')> {
  codec ??= import('../share/permalink.ts').catch((error: unknown) => {
    codec = null;
    throw error;
  });
  return codec;
}

// Said when a link's code or material could not be fetched (offline, a new release).
const NOT_FETCHED =
  'The part of the playground that reads this link could not be downloaded; check the connection and open the link again.';

async function readLink(link: StartupLink): Promise<Linked | { error: string }> {
  try {
    return await readLinkWith(link);
  } catch {
    return { error: NOT_FETCHED };
  }
}

async function readLinkWith(link: StartupLink): Promise<Linked | { error: string }> {
  switch (link.kind) {
    case 'state': {
      const { decodePermalink } = await loadPermalinkCodec();
      const result = await decodePermalink(link.payload);
      if (!result.ok) return { error: result.error.message };
      const init = initFromShare(result.state);
      return {
        init: { ...init, text: init.text ?? '', panel: init.panel ?? 'agents' },
        message: 'You are looking at a shared link.',
      };
    }
    case 'example': {
      const { findExample, exampleShownMessage } = await loadLearning();
      const example = findExample(link.id);
      if (!example) {
        return {
          error:
            'The link asks for an example this playground does not have; it may come from another release.',
        };
      }
      return {
        init: {
          text: example.text,
          agents: example.agents,
          urls: example.urls,
          mode: example.mode ?? 'google',
          panel: 'examples',
        },
        message: exampleShownMessage(example),
      };
    }
    case 'lesson': {
      const { findLessonStep, lessonShownMessage } = await loadLearning();
      const step = findLessonStep(link.id);
      if (!step) {
        return {
          error:
            'The link asks for a lesson step this playground does not have; it may come from another release.',
        };
      }
      // Only the file and the lesson: the Lesson panel asks the step's question itself,
      // with the answer kept back until the learner has answered.
      return {
        init: { text: step.text, panel: 'lesson' },
        message: lessonShownMessage(step),
      };
    }
  }
}

// The text goes in as one undoable editor change (only ever as text); the rest are
// plain store fields.
function applyInit(playground: Playground, init: PlaygroundInit): void {
  const s = playground.store.getState();
  if (init.text !== undefined && init.text !== s.text)
    playground.replaceText(init.text, 'input.link');
  const next = playground.store.getState();
  if (init.agents) next.setAgents(init.agents);
  if (init.urls) next.setUrls(init.urls);
  // The question is asked as given, in the lists or not; new lists without one ask
  // about their first entries.
  const agent = questionAfter(init.selectedAgent, init.agents);
  const url = questionAfter(init.selectedUrl, init.urls);
  if (agent !== null) next.selectAgent(agent);
  if (url !== null) next.selectUrl(url);
  if (init.mode) next.setMode(init.mode);
  if (init.host !== undefined) next.setHost(init.host);
  if (init.panel) next.setPanel(init.panel);
}

type Snapshot = Required<
  Pick<
    PlaygroundInit,
    'text' | 'agents' | 'urls' | 'mode' | 'host' | 'panel' | 'selectedAgent' | 'selectedUrl'
  >
>;

function snapshot(s: PlaygroundState): Snapshot {
  return {
    text: s.text,
    agents: [...s.agents],
    urls: [...s.urls],
    mode: s.mode,
    host: s.host,
    panel: s.panel,
    selectedAgent: s.selectedAgent ?? '',
    selectedUrl: s.selectedUrl ?? '',
  };
}

// What the page would hold once `init` is applied to `current`.
function targetOf(current: Snapshot, init: PlaygroundInit): Snapshot {
  return {
    text: init.text ?? current.text,
    agents: init.agents ? [...init.agents] : current.agents,
    urls: init.urls ? [...init.urls] : current.urls,
    mode: init.mode ?? current.mode,
    host: init.host ?? current.host,
    panel: init.panel ?? current.panel,
    selectedAgent: questionAfter(init.selectedAgent, init.agents)?.trim() || current.selectedAgent,
    selectedUrl: questionAfter(init.selectedUrl, init.urls)?.trim() || current.selectedUrl,
  };
}

// What applyInit asks about: the question given, else the first entry of a new list,
// else nothing (`null`: the question stays).
function questionAfter(
  wanted: string | undefined,
  list: readonly string[] | undefined,
): string | null {
  if (wanted !== undefined && wanted.trim() !== '') return wanted;
  return list?.find((item) => item.trim() !== '') ?? null;
}

function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return (
    a.text === b.text &&
    a.mode === b.mode &&
    a.host === b.host &&
    a.panel === b.panel &&
    a.selectedAgent === b.selectedAgent &&
    a.selectedUrl === b.selectedUrl &&
    sameList(a.agents, b.agents) &&
    sameList(a.urls, b.urls)
  );
}

/**
 * Writes the state's permalink to the address bar once changes to what a link
 * carries pause for `env.debounceMs`. The link is encoded only then, not on every
 * keystroke: writing out a 500 KiB text costs milliseconds of main-thread time.
 * Encoding is async: only the newest state's result is written.
 */
function syncAddressBar(
  store: PlaygroundStore,
  env: PermalinkEnv,
  paused: () => boolean,
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

// Picking another agent or URL to ask about is not an edit of what the link shows.
function sameDraft(a: Draft, b: Draft): boolean {
  return (
    a.text === b.text &&
    a.mode === b.mode &&
    a.host === b.host &&
    sameList(a.agents, b.agents) &&
    sameList(a.urls, b.urls)
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
