// The draft the page opens on, and the keeper that saves it (../state/draft-keeper.ts,
// with IndexedDB, fetched once the page is up). A whole draft in local storage opens
// at once; a draft kept in IndexedDB only (a large one) is read before the page is
// drawn, so the editor never flashes another file first.

import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  browserStorage,
  draftOf,
  draftChars,
  LOCAL_COPY_MAX,
  loadDraft,
  localDraftWriter,
  markUnsaved,
  readDraftPointer,
  reportTo,
  restoredOlder,
  type Draft,
  type DraftWriter,
  type PlaygroundStore,
  type StorageLike,
} from '../state/index.ts';
import type { DraftDatabase } from '../state/draft-db.ts';
import type { DraftChannel, DraftKeeper, DraftTabsStatus } from '../state/draft-keeper.ts';

/** The draft a page opens on, and whether it is older than the text last seen (see restoredOlder). */
export interface StartupDraft {
  draft: Draft | null;
  older: boolean;
}

/** The draft banner's state: a reload's notice, another tab's save, a kept text. */
export interface DraftStatus extends DraftTabsStatus {
  /** The draft restored is older than the text last seen: the banner says so until dismissed. */
  older: boolean;
  /** The banner's choices, once the keeper runs. */
  keeper: DraftKeeper | null;
}

/** Where drafts are kept; every field has a browser default (see PlaygroundOptions). */
export interface DraftEnv {
  storage: StorageLike | null;
  /** Opens IndexedDB (`null` where unavailable). */
  database: () => Promise<DraftDatabase | null>;
  /** The channel tabs announce saves on (`null` for none); absent: the page's own. */
  channel?: () => DraftChannel | null;
}

/** The page's own IndexedDB, fetched on first use. */
export const browserDatabase = (): Promise<DraftDatabase | null> =>
  import('../state/draft-db.ts').then((m) => m.openDraftDatabase());

/**
 * The draft the page opens on: at once when local storage holds it whole (or holds
 * nothing), else once IndexedDB answers. Never rejects.
 */
export function readStartupDraft(
  storage: StorageLike | null = browserStorage(),
  database: () => Promise<DraftDatabase | null> = browserDatabase,
): StartupDraft | Promise<StartupDraft> {
  const pointedAt = readDraftPointer(storage);
  if (storage && pointedAt === null) return readLocalDraft(storage);
  return import('../state/draft-keeper.ts').then((m) =>
    m.readPointedDraft(storage, pointedAt, database),
  );
}

/** The draft local storage holds whole (`null` for none), read at once. */
export function readLocalDraft(storage: StorageLike | null): StartupDraft {
  const draft = loadDraft(storage);
  return { draft, older: restoredOlder(draft, storage) };
}

/** The draft banner's store; `older` as the page opened (see StartupDraft). */
export function createDraftStatus(older: boolean): StoreApi<DraftStatus> {
  return createStore<DraftStatus>()(() => ({ older, behind: false, kept: false, keeper: null }));
}

/** Saving the draft of `store`: `writer` saves one; `stop` ends the keeper. */
export interface DraftSaving {
  writer: DraftWriter;
  stop(): void;
}

/**
 * Saves the draft of `store` in local storage at once, then through the keeper
 * once it is fetched (with IndexedDB and the other tabs), and keeps `status` for
 * the banner. `opened` is the draft the page opened on.
 */
export function startDraftSaving(
  store: PlaygroundStore,
  env: DraftEnv,
  opened: Draft | null,
  status: StoreApi<DraftStatus>,
): DraftSaving {
  const local = localDraftWriter(env.storage);
  let keeper: DraftKeeper | null = null;
  let stopped = false;
  // A long draft saved before the keeper is here waits for it: written whole into
  // local storage, it would hold the page for long. Until then a reload is told the
  // draft it finds is older.
  let waiting: Parameters<DraftWriter> | null = null;
  void Promise.all([import('../state/draft-keeper.ts'), env.database()]).then(
    ([{ startDraftKeeper }, database]) => {
      if (stopped) return;
      keeper = startDraftKeeper({
        storage: env.storage,
        database,
        ...(env.channel ? { channel: env.channel() } : {}),
        opened,
        current: () => draftOf(store.getState()),
        onStatus: (tabs) => status.setState(tabs),
        report: reportTo(store),
      });
      status.setState({ keeper });
      if (waiting) keeper.write(...waiting);
      waiting = null;
    },
    () => undefined,
  );
  return {
    writer: (draft, report, now) => {
      if (keeper) {
        keeper.write(draft, report, now);
      } else if (draftChars(draft) > LOCAL_COPY_MAX) {
        markUnsaved(env.storage, Date.now());
        waiting = [draft, report, now];
      } else {
        local(draft, report);
      }
    },
    stop() {
      stopped = true;
      keeper?.stop();
      keeper = null;
      status.setState({ keeper: null });
    },
  };
}
