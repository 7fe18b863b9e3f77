// Keeps the draft (text, agents, URLs, mode, host and the selected agent and URL)
// in local storage so it survives a reload. Saving is debounced and never throws: a
// full or blocked storage is reported in the store (`persist`) and the page carries
// on. The storage is a parameter, so tests use a fake and the app passes
// `localStorage`. Fields are only ever added to the stored shape, as optional ones,
// so a draft saved by an older release still loads.

import type { LineEnd } from '../core/line-ends.ts';
import type { Mode } from '../core/types.ts';
import type { PlaygroundStore } from './store.ts';
import type { PlaygroundInit, PlaygroundState } from './types.ts';

/** The part of `Storage` this module uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where the draft is kept. */
export const DRAFT_KEY = 'robots-playground:draft';

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
  /** When it was saved, in ms since the epoch (set by saveDraft; older drafts have none). */
  savedAt?: number;
}

/** The outcome of one save. */
export type SaveResult =
  { ok: true } | { ok: false; reason: 'quota' | 'unavailable'; message: string };

// What is in storage. host, selectedAgent, selectedUrl and lineEnd came later:
// drafts saved before them lack them and read as '', null (the first entries) and LF.
interface StoredDraftV1 extends Omit<Draft, 'host' | 'selectedAgent' | 'selectedUrl' | 'lineEnd'> {
  v: 1;
  lineEnd?: LineEnd;
  host?: string;
  selectedAgent?: string | null;
  selectedUrl?: string | null;
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
  return readDraftV1(data);
}

/** Saves `draft` now; huge drafts are tried too. Never throws. */
export function saveDraft(
  storage: StorageLike | null,
  draft: Draft,
  key: string = DRAFT_KEY,
): SaveResult {
  if (!storage) {
    return { ok: false, reason: 'unavailable', message: 'Local storage is not available.' };
  }
  const stored: StoredDraftV1 = { v: 1, ...draft, savedAt: Date.now() };
  try {
    storage.setItem(key, JSON.stringify(stored));
    return { ok: true };
  } catch (error) {
    if (isQuotaError(error)) {
      return {
        ok: false,
        reason: 'quota',
        message: 'The text is too large to be saved in this browser; it will not survive a reload.',
      };
    }
    return {
      ok: false,
      reason: 'unavailable',
      message: `The text could not be saved locally: ${String(error)}`,
    };
  }
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
  };
}

/** Options of persistDraft. */
export interface PersistOptions {
  storage: StorageLike | null;
  /** Default DRAFT_KEY. */
  key?: string;
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
 * agent or URL) changes, after `debounceMs` of quiet, and writes the outcome to the
 * store's `persist` status.
 */
export function persistDraft(store: PlaygroundStore, options: PersistOptions): DraftPersistence {
  const key = options.key ?? DRAFT_KEY;
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

  const save = (): void => {
    cancel();
    pending = false;
    const result = saveDraft(options.storage, draftOf(store.getState()), key);
    store
      .getState()
      .setPersistStatus(
        result.ok
          ? { state: 'saved', message: null }
          : { state: 'failed', message: result.message },
      );
  };

  const unsubscribe = store.subscribe((state, previous) => {
    const changed =
      state.text !== previous.text ||
      state.agents !== previous.agents ||
      state.urls !== previous.urls ||
      state.mode !== previous.mode ||
      state.host !== previous.host ||
      state.selectedAgent !== previous.selectedAgent ||
      state.selectedUrl !== previous.selectedUrl ||
      state.lineEnd !== previous.lineEnd;
    if (!changed) return;
    pending = true;
    cancel();
    // Saving serialises the whole draft: it waits for a pause in typing, then for
    // a moment the page has nothing else to do, so it never delays a keystroke.
    timer = setTimeout(() => {
      timer = null;
      cancelIdle = whenIdle(save);
    }, debounceMs);
  });

  return {
    flush() {
      if (pending) save();
    },
    stop() {
      if (pending) save();
      unsubscribe();
    },
  };
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
  };
}

function readDraftV1(data: unknown): Draft | null {
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
    ...(typeof d.savedAt === 'number' ? { savedAt: d.savedAt } : {}),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; code?: unknown };
  // Browsers name it differently: QuotaExceededError (most), NS_ERROR_DOM_QUOTA_REACHED
  // (old Firefox); legacy code 22 (1014 in Firefox).
  return (
    e.name === 'QuotaExceededError' ||
    e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    e.code === 22 ||
    e.code === 1014
  );
}
