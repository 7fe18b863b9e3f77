// Where the draft lives, and how tabs share it. Fetched after the editor is usable
// (./persist.ts saves alone until then).
//
// Storage: the draft is in IndexedDB (./draft-db.ts), and local storage keeps a
// whole copy of a text up to LOCAL_COPY_MAX, else a pointer (see ./persist.ts): the
// copy is written first, synchronously, so a save as the tab is left lands even if
// IndexedDB does not finish. Where IndexedDB is unavailable the draft goes whole into
// local storage, and the save says so. A draft an older release left in local storage
// is copied into IndexedDB once (a large one is then replaced by a pointer); it keeps
// loading either way.
//
// Tabs: each tab stamps its saves (time, tab id) and announces each one on a
// BroadcastChannel. The rules:
// - A tab hearing of a newer save by another tab reads that draft; when it holds the
//   same text, agents, URLs, mode and host, nothing happens. Otherwise the tab is
//   *behind*: it saves nothing over the draft, its own saves go to the kept slot,
//   and its banner offers "Load the other tab's text" and "Keep mine".
// - Loading the other tab's text keeps this tab's text in the kept slot; keeping mine
//   moves the other tab's draft to the kept slot and saves this tab's text as the
//   draft, which the other tab hears of (and is then behind in its turn).
// - A kept text is offered (swapped with the one on screen) until the user discards
//   it; a reload offers it too. Only an explicit discard deletes it.
// - Two saves that cross (each before hearing of the other) leave the later one as
//   the draft; the earlier tab then hears of it and is behind, its text still on
//   screen. Without BroadcastChannel the last save wins, as with one tab.

import {
  DRAFT_KEY,
  draftChars,
  LOCAL_COPY_MAX,
  clearUnsaved,
  loadDraft,
  markUnsaved,
  readStoredDraft,
  restoredOlder,
  saveDraft,
  type Draft,
  type DraftPointerV2,
  type DraftWriter,
  type SaveResult,
  type SaveStamp,
  type StorageLike,
  type StoredDraftV1,
} from './persist.ts';
import type { DraftDatabase } from './draft-db.ts';
import { saveFailure } from './save-failure.ts';
import { sameExpectations } from './slices/expectations.ts';

/** Where a kept text goes in local storage when IndexedDB is unavailable. */
export const KEPT_KEY = 'robots-playground:draft-kept';

/** The part of BroadcastChannel the keeper uses. */
export interface DraftChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** What the draft banner shows about tabs. */
export interface DraftTabsStatus {
  /** Another tab saved a different text since this tab's: nothing is saved over it. */
  behind: boolean;
  /** A text set aside (by either choice, or a tab left while behind) is kept. */
  kept: boolean;
}

/** Options of startDraftKeeper. */
export interface KeeperOptions {
  storage: StorageLike | null;
  /** `null` where IndexedDB is unavailable: the draft is kept in `storage` alone. */
  database: DraftDatabase | null;
  /**
   * The channel tabs announce saves on; `null`: none (tabs are not told of saves).
   * Default: the page's BroadcastChannel, where there is one.
   */
  channel?: DraftChannel | null;
  /** This tab's id; default: a random one. */
  tab?: string;
  /** Delivers `pagehide`; default: the page's window (none in Node). */
  page?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** The draft the page opened on (`null`: none). */
  opened: Draft | null;
  /** The draft this tab holds now. */
  current: () => Draft;
  /** Receives the banner's state on every change. */
  onStatus: (status: DraftTabsStatus) => void;
  /** Receives the outcome of saves the choices make (see DraftWriter). */
  report: (result: SaveResult) => void;
}

/** A running keeper: the writer saves go through, and the banner's choices. */
export interface DraftKeeper {
  write: DraftWriter;
  /** Keeps this tab's text, then gives the other tab's draft to show (`null`: none left). */
  loadOther(): Promise<Draft | null>;
  /** Keeps the other tab's draft, then saves this tab's text as the draft. */
  keepMine(): Promise<void>;
  /** Gives the kept text to show, keeping the one on screen in its place (`null`: none). */
  openKept(): Promise<Draft | null>;
  /** Deletes the kept text. */
  discardKept(): Promise<void>;
  stop(): void;
}

const NO_INDEXEDDB =
  "Saved in this browser's local storage: IndexedDB is unavailable here, so a draft over about 5 MiB cannot be kept.";

/** Starts keeping the draft (see the rules above). Never throws; choices never reject. */
export function startDraftKeeper(options: KeeperOptions): DraftKeeper {
  const o = {
    ...options,
    tab: options.tab ?? globalThis.crypto?.randomUUID?.() ?? String(Math.random()),
    channel:
      options.channel === undefined
        ? typeof BroadcastChannel === 'function'
          ? new BroadcastChannel('robots-playground:draft')
          : null
        : options.channel,
    page: options.page === undefined ? (globalThis.window ?? null) : options.page,
  };
  let base = options.opened ? stampOf(options.opened) : null;
  const status: DraftTabsStatus = { behind: false, kept: false };
  const set = (patch: Partial<DraftTabsStatus>): void => {
    Object.assign(status, patch);
    o.onStatus({ ...status });
  };
  const now = (): SaveStamp => ({ savedAt: Date.now(), tab: o.tab });
  const failed = (error: unknown, draft: Draft): void => o.report(saveFailure(error, draft.text));

  // The draft as stored now: the newer of the local copy (which reaches other tabs
  // late) and IndexedDB's (older when IndexedDB refused a save the copy took).
  const readDraft = async (): Promise<Draft | null> => {
    const local = loadDraft(o.storage);
    const db = o.database ? readStoredDraft(await o.database.get('draft')) : null;
    return (db?.savedAt ?? 0) > (local?.savedAt ?? 0) ? db : (local ?? db);
  };
  const readKept = async (): Promise<Draft | null> =>
    o.database ? readStoredDraft(await o.database.get('kept')) : loadDraft(o.storage, KEPT_KEY);
  const putKept = async (draft: Draft, stamp: SaveStamp, now = false): Promise<void> => {
    if (o.database) {
      await o.database.put('kept', storedDraftOf(draft, stamp), now);
      return;
    }
    const attempt = saveDraft(o.storage, draft, KEPT_KEY, stamp);
    if (!attempt.ok) throw attempt.error;
  };

  const settle = (stamp: SaveStamp, result: SaveResult): void => {
    if (result.ok) {
      clearUnsaved(o.storage);
      try {
        o.channel?.postMessage(stamp);
      } catch {
        // The page is closing (the channel is closed): no tab needs telling from here.
      }
    } else {
      markUnsaved(o.storage, stamp.savedAt);
    }
    o.report(result);
  };

  // A save still in progress as the page is left is finished at once, storing only
  // what it has not stored yet (see DraftDatabase.leave). Saving the draft anew here
  // would store the whole text again, in a transaction so large that the page is
  // often gone before it lands.
  const onHide = (): void => o.database?.leave();
  o.page?.addEventListener('pagehide', onHide);
  const writeDraft = (draft: Draft, stamp: SaveStamp, now = false): void => {
    base = stamp;
    const db = o.database;
    if (!db) {
      const attempt = saveDraft(o.storage, draft, DRAFT_KEY, stamp);
      settle(
        stamp,
        attempt.ok ? { ok: true, note: NO_INDEXEDDB } : saveFailure(attempt.error, draft.text),
      );
      return;
    }
    const record = storedDraftOf(draft, stamp);
    const copy = draftChars(draft) <= LOCAL_COPY_MAX;
    let copied = false;
    try {
      o.storage?.setItem(DRAFT_KEY, copy ? JSON.stringify(record) : draftPointer(stamp));
      copied = copy && o.storage !== null;
    } catch {
      // The copy did not fit: a pointer must replace the older copy, or a reload
      // would open that one.
      try {
        o.storage?.removeItem?.(DRAFT_KEY);
        o.storage?.setItem(DRAFT_KEY, draftPointer(stamp));
      } catch {
        // Local storage refuses even that; IndexedDB alone holds the draft.
      }
    }
    db.put('draft', record, now).then(
      () => settle(stamp, { ok: true }),
      // The local copy holds it when IndexedDB refuses.
      (error: unknown) => settle(stamp, copied ? { ok: true } : saveFailure(error, draft.text)),
    );
  };

  const write: DraftWriter = (draft, report, leaving) => {
    if (!status.behind) {
      writeDraft(draft, now(), leaving);
      return;
    }
    // Behind another tab: this text is kept aside, never written over its draft.
    putKept(draft, now(), leaving).then(
      () => {
        set({ kept: true });
        report({ ok: true });
      },
      (error: unknown) => report(saveFailure(error, draft.text)),
    );
  };

  const onMessage = (event: { data: unknown }): void => {
    const theirs = stampOf(event.data);
    if (!theirs || theirs.tab === o.tab || (base && !newer(theirs, base))) return;
    readDraft().then(
      (stored) => {
        // A save of this tab's since the message: this tab's is the newer draft.
        if (base && !newer(theirs, base)) return;
        // The announced save not readable yet (local storage reaches tabs late): it
        // cannot be compared, so it counts as different.
        const read = stored && stored.savedAt === theirs.savedAt;
        if (read && sameContent(stored, o.current())) base = theirs;
        else set({ behind: true });
      },
      () => set({ behind: true }),
    );
  };
  o.channel?.addEventListener('message', onMessage);

  void readKept().then(
    (kept) => {
      if (kept) set({ kept: true });
    },
    () => undefined,
  );
  void migrate(o.storage, o.database);

  return {
    write,
    async loadOther() {
      try {
        const stored = await readDraft();
        if (stored) {
          await putKept(o.current(), now());
          base = stampOf(stored);
        }
        set({ behind: false, kept: stored !== null || status.kept });
        return stored;
      } catch (error) {
        failed(error, o.current());
        return null;
      }
    },
    async keepMine() {
      try {
        const stored = await readDraft();
        if (stored) await putKept(stored, stampOf(stored) ?? now());
        set({ behind: false, kept: stored !== null || status.kept });
        writeDraft(o.current(), now());
      } catch (error) {
        failed(error, o.current());
      }
    },
    async openKept() {
      try {
        const kept = await readKept();
        if (kept) await putKept(o.current(), now());
        else set({ kept: false });
        return kept;
      } catch (error) {
        failed(error, o.current());
        return null;
      }
    },
    async discardKept() {
      try {
        if (o.database) await o.database.delete('kept');
        else o.storage?.removeItem?.(KEPT_KEY);
      } catch {
        // Still offered on the next reload, which is no loss.
      }
      set({ kept: false });
    },
    stop() {
      o.page?.removeEventListener('pagehide', onHide);
      o.channel?.close();
    },
  };
}

/**
 * The draft kept in IndexedDB that local storage points to (saved at `pointedAt`;
 * see readDraftPointer), for the page to open on. Never rejects.
 */
export async function readPointedDraft(
  storage: StorageLike | null,
  pointedAt: number | null,
  database: () => Promise<DraftDatabase | null>,
): Promise<{ draft: Draft | null; older: boolean }> {
  let draft: Draft | null = null;
  try {
    draft = readStoredDraft((await (await database())?.get('draft')) ?? null);
  } catch {
    draft = null;
  }
  return { draft, older: restoredOlder(draft, storage, pointedAt) };
}

// Moves a draft an older release saved whole in local storage into IndexedDB, with
// its stamp; a large one leaves a pointer behind, so the local copy is freed.
async function migrate(storage: StorageLike | null, db: DraftDatabase | null): Promise<void> {
  const raw = readRaw(storage);
  const local = loadDraft(storage);
  if (!db || !local) return;
  try {
    const stored = readStoredDraft(await db.get('draft'));
    // Newer in IndexedDB, or saved since (this page's first save): nothing to move.
    if ((stored && (stored.savedAt ?? 0) >= (local.savedAt ?? 0)) || readRaw(storage) !== raw) {
      return;
    }
    const stamp = { savedAt: local.savedAt ?? 0, tab: local.tab ?? '' };
    await db.put('draft', storedDraftOf(local, stamp));
    if (draftChars(local) > LOCAL_COPY_MAX && readRaw(storage) === raw) {
      storage?.setItem(DRAFT_KEY, draftPointer(stamp));
    }
  } catch {
    // It stays in local storage, which still loads.
  }
}

function readRaw(storage: StorageLike | null): string | null {
  try {
    return storage?.getItem(DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
}

// The local storage record of a draft kept in IndexedDB only (see readDraftPointer).
function draftPointer(stamp: SaveStamp): string {
  const pointer: DraftPointerV2 = { v: 2, ...stamp };
  return JSON.stringify(pointer);
}

// What is stored of `draft` saved at `stamp`: JSON in local storage, as is in IndexedDB.
function storedDraftOf(draft: Draft, stamp: SaveStamp): StoredDraftV1 {
  return { v: 1, ...draft, ...stamp };
}

function stampOf(data: unknown): SaveStamp | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Partial<Record<keyof SaveStamp, unknown>>;
  return typeof d.savedAt === 'number'
    ? { savedAt: d.savedAt, tab: typeof d.tab === 'string' ? d.tab : '' }
    : null;
}

// Later, or as late and from a tab ordered after: every tab orders saves alike.
function newer(a: SaveStamp, b: SaveStamp): boolean {
  return a.savedAt > b.savedAt || (a.savedAt === b.savedAt && a.tab > b.tab);
}

function sameContent(a: Draft, b: Draft): boolean {
  return (
    a.text === b.text &&
    a.mode === b.mode &&
    a.host === b.host &&
    a.agents.join('\n') === b.agents.join('\n') &&
    a.urls.join('\n') === b.urls.join('\n') &&
    sameExpectations(a.expectations, b.expectations) &&
    (a.other ?? '') === (b.other ?? '')
  );
}
