// Keeps the draft (text, agents, URLs, mode, host, the selected agent and URL, and
// the expectations)
// so it survives a reload. This module is the part the first paint needs: the draft's
// shape, its copy in local storage (read synchronously, so a reload shows the draft
// at once), the marker of a failed save, and the debounced saving loop. Where the
// draft lives and how tabs share it is ./draft-keeper.ts (loaded after the editor).
//
// Local storage holds, under DRAFT_KEY, either the whole draft (`v: 1`: a text of up
// to LOCAL_COPY_MAX, or any text where IndexedDB is unavailable) or a pointer
// (`v: 2`) saying the draft is in IndexedDB only. A `v: 1` record is always the
// newest saved draft; a pointer carries the time of the save it stands for, so a
// reload that finds an older draft in IndexedDB says so. Saving never throws: a full
// or blocked storage is reported in the store (`persist`) with the draft's size, and
// the page carries on. Storages are parameters, so tests use fakes. Fields are only
// ever added to the stored shape, as optional ones, so a draft saved by an older
// release still loads.

import type { Expectation } from '../core/expectations/index.ts';
import type { LineEnd } from '../core/line-ends.ts';
import type { Mode } from '../core/types.ts';
import type { PlaygroundStore } from './store.ts';
import type { PlaygroundInit, PlaygroundState } from './types.ts';

/** The part of `Storage` this module uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Optional in fakes, which then keep a cleared marker (see UNSAVED_KEY). */
  removeItem?(key: string): void;
}

/** Where the draft (or the pointer to it in IndexedDB) is kept in local storage. */
export const DRAFT_KEY = 'robots-playground:draft';

/**
 * Set (to the failed save's time) when a save fails, removed by the next save that
 * works: a reload then tells the user the draft it shows is older than their text.
 */
export const UNSAVED_KEY = 'robots-playground:draft-unsaved';

/**
 * The longest text (in UTF-16 code units) copied whole into local storage beside
 * IndexedDB: reading it back is synchronous, so a reload paints the draft at once.
 * Writing local storage costs the page's thread about 12 ms a MiB in Chromium, so
 * the copy stays under 2 ms; a longer draft is read from IndexedDB before the page
 * is drawn.
 */
export const LOCAL_COPY_MAX = 128 * 1024;

/** What is saved; a valid PlaygroundInit. */
export interface Draft {
  text: string;
  agents: string[];
  urls: string[];
  mode: Mode;
  /** The declared host (`''` when unset; drafts of older releases have none). */
  host: string;
  /** The agent and URL asked about (`null`: the first; older drafts have none). */
  selectedAgent: string | null;
  selectedUrl: string | null;
  /** The line end a download writes (drafts of older releases have none: LF). */
  lineEnd: LineEnd;
  /** What the file must keep allowing or disallowing (drafts of older releases have none). */
  expectations?: readonly Expectation[];
  /** The Compare view's other version and where it came from (absent: none). */
  other?: string;
  otherSource?: string | null;
  /** When it was saved, in ms since the epoch (set when saved; older drafts have none). */
  savedAt?: number;
  /** The tab that saved it (see ./draft-keeper.ts; older drafts have none). */
  tab?: string;
}

/** When and by which tab a draft was saved: it tells two saves apart. */
export interface SaveStamp {
  savedAt: number;
  tab: string;
}

/**
 * The outcome of one save, as the user is told it (see ./save-failure.ts); `note`
 * says where a save that worked is kept, when it matters.
 */
export type SaveResult =
  { ok: true; note?: string } | { ok: false; reason: 'quota' | 'unavailable'; message: string };

/** The outcome of one write into local storage: `error` is `null` without a storage. */
export type SaveAttempt = { ok: true } | { ok: false; error: unknown };

/**
 * Saves one draft and reports its outcome through `report`, at once (local storage)
 * or once the storage answers (IndexedDB). `now` (default false): the page is being
 * left, so the save must not wait for a later task. Never throws.
 */
export type DraftWriter = (
  draft: Draft,
  report: (result: SaveResult) => void,
  now?: boolean,
) => void;

/**
 * What is stored of a draft (JSON in local storage, as is in IndexedDB). host,
 * selectedAgent, selectedUrl and lineEnd came later: drafts saved before them lack
 * them and read as '', null (the first entries) and LF; expectations later still
 * (optional in Draft too: none).
 */
export interface StoredDraftV1 extends Omit<
  Draft,
  'host' | 'selectedAgent' | 'selectedUrl' | 'lineEnd'
> {
  v: 1;
  lineEnd?: LineEnd;
  host?: string;
  selectedAgent?: string | null;
  selectedUrl?: string | null;
}

/** In local storage when the draft is in IndexedDB only (see readDraftPointer). */
export interface DraftPointerV2 {
  v: 2;
  savedAt: number;
  tab?: string;
}

/**
 * The page's `localStorage`, or `null` where reading it throws (sandboxed
 * frames, some privacy modes) or it does not exist (Node).
 */
export function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The saved draft, or `null` when there is none or it cannot be read (the app
 * calls this only when the page opens without a shared link). Never throws.
 */
export function loadDraft(storage: StorageLike | null, key: string = DRAFT_KEY): Draft | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return readStoredDraft(data);
}

/**
 * When the draft that local storage points to in IndexedDB was saved, or `null`
 * when local storage holds no pointer (a whole draft, none, or no storage). Never throws.
 */
export function readDraftPointer(storage: StorageLike | null): number | null {
  try {
    const raw = storage?.getItem(DRAFT_KEY) ?? null;
    // A whole draft (up to LOCAL_COPY_MAX) is not parsed just to learn it is none.
    if (!raw?.startsWith('{"v":2,')) return null;
    const savedAt: unknown = (JSON.parse(raw) as DraftPointerV2).savedAt;
    return typeof savedAt === 'number' ? savedAt : null;
  } catch {
    return null;
  }
}

/**
 * Saves `draft` whole into `storage` now; huge drafts are tried too. Without a
 * stamp it is stamped now, by no tab. Never throws.
 */
export function saveDraft(
  storage: StorageLike | null,
  draft: Draft,
  key: string = DRAFT_KEY,
  stamp: SaveStamp | { savedAt: number } = { savedAt: Date.now() },
): SaveAttempt {
  if (!storage) return { ok: false, error: null };
  try {
    storage.setItem(key, JSON.stringify({ v: 1, ...draft, ...stamp }));
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Records that the save at `savedAt` failed (see UNSAVED_KEY). Never throws. */
export function markUnsaved(storage: StorageLike | null, savedAt: number): void {
  try {
    storage?.setItem(UNSAVED_KEY, String(savedAt));
  } catch {
    // Nothing can be recorded: the status bar still says what happened.
  }
}

/** Clears the record of a failed save (a save just worked). Never throws. */
export function clearUnsaved(storage: StorageLike | null): void {
  try {
    storage?.removeItem?.(UNSAVED_KEY);
  } catch {
    // A stale marker only makes a reload warn once too often.
  }
}

/**
 * True when the draft a reload restored is older than the text the user last saw:
 * a later save failed (the marker), or the pointer names a save newer than the
 * draft found (the page was left before IndexedDB finished writing). Never throws.
 */
export function restoredOlder(
  draft: Draft | null,
  storage: StorageLike | null,
  pointedAt: number | null = null,
): boolean {
  let failedAt: number | null = null;
  try {
    const raw = storage?.getItem(UNSAVED_KEY);
    failedAt = raw ? Number(raw) : null;
  } catch {
    failedAt = null;
  }
  const newest = Math.max(failedAt ?? 0, pointedAt ?? 0);
  return newest > (draft?.savedAt ?? 0);
}

/** The draft part of the store's state. */
export function draftOf(state: PlaygroundState): Draft {
  return {
    text: state.text,
    agents: state.agents,
    urls: state.urls,
    mode: state.mode,
    host: state.host,
    selectedAgent: state.selectedAgent,
    selectedUrl: state.selectedUrl,
    lineEnd: state.lineEnd,
    expectations: state.expectations,
    ...(state.otherText === '' ? {} : { other: state.otherText, otherSource: state.otherSource }),
  };
}

/** The UTF-16 code units of a draft's texts (the file and the other version): what its copies cost. */
export function draftChars(draft: Draft): number {
  return draft.text.length + (draft.other?.length ?? 0);
}

/** Options of persistDraft. */
export interface PersistOptions {
  storage: StorageLike | null;
  /** Default DRAFT_KEY. */
  key?: string;
  /** How a draft is saved; default: whole into `storage` under `key` (see saveDraft). */
  writer?: DraftWriter;
  /** Quiet time after the last change before saving, in ms. Default 500. */
  debounceMs?: number;
  /**
   * Runs a save when the page is idle; returns a function that cancels it.
   * Default: `requestIdleCallback` (at most 2 s late) where there is one, else at once.
   */
  whenIdle?: (run: () => void) => () => void;
}

/** The default of PersistOptions.whenIdle. */
function browserIdle(run: () => void): () => void {
  const ric = globalThis.requestIdleCallback;
  if (typeof ric !== 'function') {
    run();
    return () => undefined;
  }
  const handle = ric(run, { timeout: 2000 });
  return () => globalThis.cancelIdleCallback(handle);
}

/** A running persistence: flush saves a pending change now (call it on `pagehide`). */
export interface DraftPersistence {
  flush(): void;
  /** Stops watching the store; a pending change is saved first. */
  stop(): void;
}

/**
 * Saves the draft whenever a field of it (text, agents, URLs, mode, host, selected
 * agent or URL, expectations, the Compare view's other version) changes, after `debounceMs` of quiet, and writes the outcome to the
 * store's `persist` status.
 */
export function persistDraft(store: PlaygroundStore, options: PersistOptions): DraftPersistence {
  const key = options.key ?? DRAFT_KEY;
  const writer = options.writer ?? localDraftWriter(options.storage, key);
  const report = reportTo(store);
  const debounceMs = options.debounceMs ?? 500;
  const whenIdle = options.whenIdle ?? browserIdle;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let cancelIdle: (() => void) | null = null;
  // A change is pending from the first edit after a save until the next save.
  let pending = false;

  const cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    cancelIdle?.();
    cancelIdle = null;
  };

  const save = (now: boolean): void => {
    cancel();
    pending = false;
    writer(draftOf(store.getState()), report, now);
  };

  // Changes are judged against the state this persistence last saw, not the
  // listener's `previous`: one started while the store notifies its listeners (a
  // hold ended by an edit, see ../app/permalink-hold.ts) is called with the very
  // change that started it, which was saved then. Saving that text again would
  // stamp a second save of it, and a reload while that one is unfinished reads as
  // a failed save.
  let seen = store.getState();
  const unsubscribe = store.subscribe((state) => {
    const previous = seen;
    seen = state;
    const changed =
      state.text !== previous.text ||
      state.agents !== previous.agents ||
      state.urls !== previous.urls ||
      state.mode !== previous.mode ||
      state.host !== previous.host ||
      state.selectedAgent !== previous.selectedAgent ||
      state.selectedUrl !== previous.selectedUrl ||
      state.lineEnd !== previous.lineEnd ||
      state.expectations !== previous.expectations ||
      state.otherText !== previous.otherText ||
      state.otherSource !== previous.otherSource;
    if (!changed) return;
    pending = true;
    cancel();
    // Saving serialises the whole draft: it waits for a pause in typing, then for
    // a moment the page has nothing else to do, so it never delays a keystroke.
    timer = setTimeout(() => {
      timer = null;
      cancelIdle = whenIdle(() => save(false));
    }, debounceMs);
  });

  return {
    flush() {
      if (pending) save(true);
    },
    stop() {
      if (pending) save(true);
      unsubscribe();
    },
  };
}

/**
 * The writer that saves a draft whole into `storage` under `key` (see saveDraft),
 * recording a failure (see UNSAVED_KEY); the app's only writer where IndexedDB is
 * unavailable, and the first one while ./draft-keeper.ts loads.
 */
export function localDraftWriter(
  storage: StorageLike | null,
  key: string = DRAFT_KEY,
): DraftWriter {
  return (draft, report) => {
    const savedAt = Date.now();
    const attempt = saveDraft(storage, draft, key, { savedAt });
    if (attempt.ok) {
      clearUnsaved(storage);
      report(attempt);
      return;
    }
    markUnsaved(storage, savedAt);
    // What to tell the user is fetched only when a save fails.
    void import('./save-failure.ts').then(
      ({ saveFailure }) => report(saveFailure(attempt.error, draft.text)),
      () => report({ ok: false, reason: 'unavailable', message: String(attempt.error) }),
    );
  };
}

/** Writes save outcomes to the store's `persist` status. */
export function reportTo(store: PlaygroundStore): (result: SaveResult) => void {
  return (result) =>
    store
      .getState()
      .setPersistStatus(
        result.ok
          ? { state: 'saved', message: result.note ?? null }
          : { state: 'failed', message: result.message },
      );
}

/** Turns a loaded draft into store init (for createPlaygroundStore). */
export function initFromDraft(draft: Draft | null): PlaygroundInit {
  if (!draft) return {};
  // An emptied list is not restored: the defaults give the page something to show.
  return {
    text: draft.text,
    mode: draft.mode,
    host: draft.host,
    lineEnd: draft.lineEnd,
    ...(draft.agents.length > 0 ? { agents: draft.agents } : {}),
    ...(draft.urls.length > 0 ? { urls: draft.urls } : {}),
    ...(draft.selectedAgent !== null ? { selectedAgent: draft.selectedAgent } : {}),
    ...(draft.selectedUrl !== null ? { selectedUrl: draft.selectedUrl } : {}),
    // Always, emptied or not: going back to the draft from a link drops the link's.
    expectations: draft.expectations ?? [],
    otherText: draft.other ?? '',
    otherSource: draft.otherSource ?? null,
  };
}

/** The draft in a stored record (JSON-parsed or from IndexedDB), or `null` when it is none. */
export function readStoredDraft(data: unknown): Draft | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Partial<Record<keyof StoredDraftV1, unknown>>;
  if (d.v !== 1 || typeof d.text !== 'string') return null;
  return {
    text: d.text,
    agents: stringList(d.agents),
    urls: stringList(d.urls),
    mode: d.mode === 'rfc' ? 'rfc' : 'google',
    host: typeof d.host === 'string' ? d.host : '',
    selectedAgent: typeof d.selectedAgent === 'string' ? d.selectedAgent : null,
    selectedUrl: typeof d.selectedUrl === 'string' ? d.selectedUrl : null,
    lineEnd: d.lineEnd === '\r\n' || d.lineEnd === '\r' ? d.lineEnd : '\n',
    ...(Array.isArray(d.expectations) ? { expectations: expectationList(d.expectations) } : {}),
    ...(typeof d.other === 'string' && d.other !== ''
      ? {
          other: d.other,
          otherSource: typeof d.otherSource === 'string' ? d.otherSource : null,
        }
      : {}),
    ...(typeof d.savedAt === 'number' ? { savedAt: d.savedAt } : {}),
    ...(typeof d.tab === 'string' ? { tab: d.tab } : {}),
  };
}

// A stored expectation is kept only whole: a record this release cannot read is dropped.
function expectationList(items: readonly unknown[]): Expectation[] {
  return items.flatMap((item): Expectation[] => {
    if (typeof item !== 'object' || item === null) return [];
    const e = item as Partial<Record<keyof Expectation, unknown>>;
    if (e.expected !== 'allowed' && e.expected !== 'disallowed') return [];
    if (typeof e.agent !== 'string' || typeof e.url !== 'string') return [];
    const read: Expectation = { expected: e.expected, agent: e.agent, url: e.url };
    if (e.mode === 'google' || e.mode === 'rfc') read.mode = e.mode;
    return [read];
  });
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}
