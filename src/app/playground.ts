// The composition root's engine room: one store, one worker client, local
// persistence, and the subscriptions that keep them in step. The editor view is
// attached later (it lives in React); until then text comes from the store.

import { EditorSelection } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { StoreApi } from 'zustand/vanilla';
import {
  browserStorage,
  createPlaygroundStore,
  initFromDraft,
  loadLiveLink,
  persistLiveLink,
  type PlaygroundInit,
  type PlaygroundState,
  type PlaygroundStore,
  type EditorCommands,
  type PanelId,
  type StorageLike,
} from '../state/index.ts';
import { createWorkerClient, type WorkerClient, type WorkerPort } from '../worker/client.ts';
import { spawnRobotsHelper, spawnRobotsLinter, spawnRobotsWorker } from '../worker/spawn.ts';
import { PAGE_CRAWLERS } from '../core/page-crawlers.ts';
import type { Mode } from '../core/types.ts';
import type { SitemapReply, TextEdit, WorkerRequest } from '../worker/protocol.ts';
import { STARTER } from '../learn/starter.ts';
import { readStartupLink } from '../share/index.ts';
import { connectPermalink, type PermalinkEnv } from './permalink.ts';
import { createHeldDraftPersistence } from './permalink-hold.ts';
import { linkStatusStore } from './permalink-status.ts';
import {
  browserDatabase,
  createDraftStatus,
  readLocalDraft,
  startDraftSaving,
  type DraftEnv,
  type DraftStatus,
  type StartupDraft,
} from './drafts.ts';

/** Everything the page shares: the store, and the view once it is mounted. */
export interface Playground {
  store: PlaygroundStore;
  /** The editor view, set by the editor pane while it is mounted. */
  view: EditorView | null;
  /** When the draft the page opened on was saved (ms since the epoch), or `null` for none. */
  restoredDraftAt: number | null;
  /** The draft banner's state: a reload's notice, another tab's save, a kept text. */
  drafts: StoreApi<DraftStatus>;
  /**
   * Starts the worker, persistence and subscriptions; returns the function that
   * stops them (React StrictMode mounts twice, so this may run more than once).
   */
  connect(): () => void;
  /** Replaces the whole text as one undoable editor change (loading a file, a fix-all). */
  replaceText(text: string, userEvent?: string): void;
  /**
   * Hands the engine a text typed into the editor before the store has it (a
   * large file's keystroke reaches the store a task later): the engine starts on
   * it at once (WorkerClient.ahead, with `edit` when the editor knows how the text
   * changed). Does nothing while not connected.
   */
  typedAhead(text: string, edit?: TextEdit): void;
  /** What panels may ask of the editor (see EditorCommands). */
  commands: EditorCommands;
}

/** Options of createPlayground; every field has a browser default. */
export interface PlaygroundOptions {
  /** Default: `localStorage` (or none when unavailable). */
  storage?: StorageLike | null;
  /**
   * The draft read before the page was created (see readStartupDraft: a draft kept in
   * IndexedDB only is read asynchronously); default: the one `storage` holds whole.
   */
  draft?: StartupDraft;
  /** Opens the draft's IndexedDB; default: the page's own when `storage` is, else none. */
  database?: DraftEnv['database'];
  /** The channel tabs announce saves on; default: the page's own when `storage` is, else none. */
  channel?: DraftEnv['channel'];
  /** Default: a module Web Worker running the engine. */
  createPort?: () => WorkerPort;
  /**
   * The helper worker for the panels' lists, and lint without a lint worker (see WorkerClientOptions).
   * Default: a second engine worker when `createPort` is the default, else none.
   */
  createHelperPort?: () => WorkerPort;
  /** Starts the lint worker; default: the real one, unless the workers above are given. */
  createLintPort?: () => WorkerPort;
  /**
   * What the store starts with; default: the saved draft, else (no draft and no link
   * in the address bar) the first visit's example, held back from the draft until it
   * is edited.
   */
  initial?: PlaygroundInit;
  /** Where shared links are read and written; default: the page's location and history. */
  links?: Partial<PermalinkEnv>;
}

/** What the page says about the engine's failures (./engine-words.ts), loaded on the first. */
const words = (): Promise<typeof import('./engine-words.ts')> => import('./engine-words.ts');

/** The other mode, queried alongside so panels can say where google and rfc disagree. */
function otherMode(mode: Mode): Mode {
  return mode === 'google' ? 'rfc' : 'google';
}

/** Creates the page's playground. Never throws. */
export function createPlayground(options: PlaygroundOptions = {}): Playground {
  const own = options.storage === undefined;
  const env: DraftEnv = {
    storage: own ? browserStorage() : (options.storage ?? null),
    database: options.database ?? (own ? browserDatabase : () => Promise.resolve(null)),
    ...(options.channel || !own ? { channel: options.channel ?? (() => null) } : {}),
  };
  const opened: StartupDraft = options.initial
    ? { draft: null, older: false }
    : (options.draft ?? readLocalDraft(env.storage));
  const draft = opened.draft;
  const location = options.links?.location ?? globalThis.location;
  // A first visit opens on an example rather than an empty editor; a saved draft and
  // a link (which shows its own state) come first.
  const starter = !options.initial && !draft && (!location || readStartupLink(location) === null);
  const initial =
    options.initial ??
    (starter
      ? {
          text: STARTER.text,
          agents: STARTER.agents,
          urls: STARTER.urls,
          selectedAgent: STARTER.agent,
          selectedUrl: STARTER.url,
        }
      : initFromDraft(draft));
  // The address bar carries the text only once the user asked for it (./permalink-sync.ts).
  const store = createPlaygroundStore({
    ...initial,
    liveLink: initial.liveLink ?? loadLiveLink(env.storage),
  });

  // Set while connected: shows a state with the draft held back (see ./permalink.ts).
  let aside: ((message: string, show: () => void) => void) | null = null;
  // Set while connected: the engine's client.
  let engine: WorkerClient | null = null;

  const playground: Playground = {
    store,
    view: null,
    restoredDraftAt: draft === null ? null : (draft.savedAt ?? 0),
    drafts: createDraftStatus(opened.older),
    connect() {
      const client = createWorkerClient({
        createPort: options.createPort ?? spawnRobotsWorker,
        createHelperPort:
          options.createHelperPort ?? (options.createPort ? undefined : spawnRobotsHelper),
        createLintPort:
          options.createLintPort ??
          (options.createPort || options.createHelperPort ? undefined : spawnRobotsLinter),
        onAnalysis: (reply) => {
          store.getState().applyAnalysis(reply);
        },
        onVerdict: (reply) => {
          store.getState().applyVerdict(reply);
        },
        onLint: (reply) => {
          store.getState().applyLint(reply);
        },
        onDecisions: (reply) => {
          store.getState().applyDecisions(reply);
        },
        onReport: (reply) => {
          store.getState().applyReport(reply);
        },
        onReaders: (reply) => {
          store.getState().applyReaders(reply);
        },
        onSitemap: (reply) => {
          store.getState().applySitemap(reply);
        },
        onExpect: (reply) => {
          store.getState().applyExpect(reply);
        },
        onCompare: (reply) => {
          store.getState().applyCompare(reply);
        },
        onExplanation: (reply) => {
          store.getState().applyExplanation(reply);
        },
        onError: (reply) => {
          store.getState().applyWorkerError(reply);
        },
        onCrash: (crash) => {
          store.getState().setWorkerStatus({
            state: crash.willRetry ? 'restarting' : 'failed',
            restarts: crash.restarts,
          });
          // The words are fetched when first needed: rare, and not part of the first visit.
          void words().then(({ crashMessage }) =>
            store.getState().setWorkerStatus({ message: crashMessage(crash) }),
          );
        },
        onRecover: () => {
          store.getState().setWorkerStatus({ state: 'ready' });
        },
        onGiveUp: (given) => {
          void words().then(({ stoppedMessage }) =>
            store.getState().stopRequest({ request: given.type, message: stoppedMessage(given) }),
          );
        },
      });
      engine = client;
      // The Retry buttons ask the store; the client does the retrying.
      const stopRetry = store.subscribe((s, before) => {
        if (s.worker.retries !== before.worker.retries) client.retry();
      });
      // Draft saving can be held while a shared link, an example or a lesson step is
      // shown (see ./permalink.ts), so none overwrites the saved draft before the
      // user edits it.
      const saving = startDraftSaving(store, env, draft, playground.drafts);
      const persistence = createHeldDraftPersistence(store, saving.writer);
      const stopSync = syncWorker(store, client);
      const stopLiveLink = persistLiveLink(store, env.storage);
      const links = connectPermalink(playground, persistence, options.links);
      aside = links.showAside;
      // The draft is saved after a quiet moment; closing the tab must not lose the
      // last keystrokes.
      const flush = (): void => {
        // The editor may have typed text the store has not mirrored yet (large files).
        const view = playground.view;
        if (view) store.getState().setText(view.state.doc.toString());
        persistence.flush();
      };
      globalThis.addEventListener?.('pagehide', flush);
      return () => {
        globalThis.removeEventListener?.('pagehide', flush);
        aside = null;
        if (engine === client) engine = null;
        links.stop();
        stopLiveLink();
        stopSync();
        stopRetry();
        persistence.stop();
        saving.stop();
        client.dispose();
      };
    },
    typedAhead(text, edit) {
      engine?.ahead(text, store.getState().mode, edit);
    },
    replaceText(text, userEvent = 'input.replace') {
      const view = playground.view;
      if (!view) {
        store.getState().setText(text);
        return;
      }
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        userEvent,
        scrollIntoView: true,
      });
    },
    commands: {
      revealLine(line, reveal = {}) {
        const view = playground.view;
        if (!view) return;
        const n = Math.min(Math.max(1, Math.floor(line)), view.state.doc.lines);
        const { from: at, to } = view.state.doc.line(n);
        view.dispatch({
          selection: reveal.select ? EditorSelection.range(at, to) : EditorSelection.cursor(at),
          effects: EditorView.scrollIntoView(at, { y: 'center' }),
        });
        view.focus();
      },
      applyEdits(edits) {
        const view = playground.view;
        if (!view) return;
        const length = view.state.doc.length;
        const changes = edits
          .filter((e) => e.from >= 0 && e.from <= e.to && e.to <= length)
          .map((e) => ({ from: e.from, to: e.to, insert: e.insert }));
        if (changes.length > 0) view.dispatch({ changes, userEvent: 'input.fix' });
      },
      replaceText(text) {
        playground.replaceText(text);
      },
      showAside(message, show) {
        if (aside) aside(message, show);
        else show();
      },
    },
  };
  // Read by ./permalink.ts, which holds the draft back while the example is unedited,
  // and by the note above the editor.
  if (starter) linkStatusStore(playground).setState({ kind: 'starter' }, true);
  return playground;
}

/**
 * Sends an analysis and a lint for every new revision or mode, the Verdict's
 * question for every change of revision, agent, URL or mode (the client sends it
 * first), and a query for every change of revision, agents or URLs (with the
 * Verdict's agent when it is in no list, and while Page is open its crawlers on the
 * Verdict's URL). Both modes are queried so the panels can show
 * where Google and RFC 9309 disagree. The crawler report (every registry crawler)
 * is asked for only while the Crawlers or Policy panel is open, and the narration
 * of the selected agent and URL only while Explain is, so typing stays fast.
 */
/** What the helper answers first while a panel is open: what that panel shows. */
const PANEL_FOCUS: Partial<Record<PanelId, WorkerRequest['type']>> = {
  problems: 'lint',
  crawlers: 'report',
  policy: 'report',
  explain: 'explain',
  readers: 'readers',
  sitemap: 'sitemap',
  expectations: 'expect',
  compare: 'compare',
};

function syncWorker(store: PlaygroundStore, client: WorkerClient): () => void {
  let analysed: { revision: number; mode: Mode } | null = null;
  let asked: Pick<PlaygroundState, 'revision' | 'selectedAgent' | 'selectedUrl' | 'mode'> | null =
    null;
  let queried:
    (Pick<PlaygroundState, 'revision' | 'agents' | 'urls' | 'mode'> & { extra: string }) | null =
    null;
  // What the last report was asked for; `summary`: with what only Policy reads.
  let reported:
    (Pick<PlaygroundState, 'revision' | 'urls' | 'mode'> & { summary: boolean }) | null = null;
  let compared: Pick<PlaygroundState, 'revision' | 'agents' | 'urls'> | null = null;
  let mapped: Pick<PlaygroundState, 'revision' | 'agents' | 'mode' | 'sitemapText'> | null = null;
  // The sitemap findings the last lint carried (see the sitemap-url-disallowed rule).
  let linted: SitemapReply | null = null;
  let expected: Pick<PlaygroundState, 'revision' | 'expectations' | 'mode'> | null = null;
  let versus: Pick<
    PlaygroundState,
    'revision' | 'otherRevision' | 'agents' | 'urls' | 'mode'
  > | null = null;
  let explained: Pick<
    PlaygroundState,
    'revision' | 'selectedAgent' | 'selectedUrl' | 'mode'
  > | null = null;

  const sync = (s: PlaygroundState): void => {
    client.focus(PANEL_FOCUS[s.panel] ?? 'query');
    if (!analysed || analysed.revision !== s.revision || analysed.mode !== s.mode) {
      analysed = { revision: s.revision, mode: s.mode };
      // What the engine gave up on was about the text before: the edit tries anew.
      if (s.worker.stopped.length > 0) s.clearStopped();
      client.analyze({ revision: s.revision, text: s.text, mode: s.mode });
      client.lint({ revision: s.revision });
      linted = null;
    }
    // A sitemap is checked whatever the tab, so Problems lists what it disallows; the
    // lint is asked again with the check's findings once they are of this revision.
    if (
      s.sitemapText !== '' &&
      (!mapped ||
        mapped.revision !== s.revision ||
        mapped.agents !== s.agents ||
        mapped.mode !== s.mode ||
        mapped.sitemapText !== s.sitemapText)
    ) {
      mapped = { revision: s.revision, agents: s.agents, mode: s.mode, sitemapText: s.sitemapText };
      client.sitemap({
        revision: s.revision,
        sitemap: s.sitemapText,
        agents: [...s.agents],
        mode: s.mode,
      });
    }
    if (s.sitemapText === '') mapped = null;
    const checked = s.sitemap !== null && s.sitemap.revision === s.revision ? s.sitemap : null;
    if (checked !== linted) {
      linted = checked;
      client.lint(
        checked !== null && checked.findings.length > 0
          ? { revision: s.revision, sitemap: checked.findings }
          : { revision: s.revision },
      );
    }
    if (
      s.selectedAgent !== null &&
      s.selectedUrl !== null &&
      (!asked ||
        asked.revision !== s.revision ||
        asked.selectedAgent !== s.selectedAgent ||
        asked.selectedUrl !== s.selectedUrl ||
        asked.mode !== s.mode)
    ) {
      asked = {
        revision: s.revision,
        selectedAgent: s.selectedAgent,
        selectedUrl: s.selectedUrl,
        mode: s.mode,
      };
      client.verdict({
        revision: s.revision,
        agent: s.selectedAgent,
        url: s.selectedUrl,
        // One reading: a second would parse the whole text again on the keystroke
        // path. Explain's narration carries the other reading.
        modes: [s.mode],
      });
    }
    // The Verdict's agent is asked about beside the list when it is not in it, so the
    // URLs panel can show it against every URL. The Page panel compares a few
    // well-known crawlers too, on the Verdict's URL, so while it is open they are
    // asked about as well.
    const page = s.panel === 'page';
    const extraAgents = [s.selectedAgent, ...(page ? PAGE_CRAWLERS : [])].filter(
      (a, i, all): a is string => a !== null && !s.agents.includes(a) && all.indexOf(a) === i,
    );
    const extraUrls =
      page && s.selectedUrl !== null && !s.urls.includes(s.selectedUrl) ? [s.selectedUrl] : [];
    const extra = `${extraAgents.join('\n')}\u0000${extraUrls.join('')}`;
    if (
      !queried ||
      queried.revision !== s.revision ||
      queried.agents !== s.agents ||
      queried.urls !== s.urls ||
      queried.mode !== s.mode ||
      queried.extra !== extra
    ) {
      queried = { revision: s.revision, agents: s.agents, urls: s.urls, mode: s.mode, extra };
      client.query({
        revision: s.revision,
        agents: [...s.agents, ...extraAgents],
        urls: [...s.urls, ...extraUrls],
        modes: [s.mode, otherMode(s.mode)],
      });
    }
    // Crawlers shows only the rows and counts: the policy sentences and proposals,
    // which on a large file cost more than the rows, are made only for Policy.
    const summary = s.panel === 'policy';
    if (
      (s.panel === 'crawlers' || summary) &&
      (!reported ||
        reported.revision !== s.revision ||
        reported.urls !== s.urls ||
        reported.mode !== s.mode ||
        (summary && !reported.summary))
    ) {
      reported = { revision: s.revision, urls: s.urls, mode: s.mode, summary };
      client.report({ revision: s.revision, urls: [...s.urls], mode: s.mode, summary });
    }
    if (
      s.panel === 'explain' &&
      s.selectedAgent !== null &&
      s.selectedUrl !== null &&
      (!explained ||
        explained.revision !== s.revision ||
        explained.selectedAgent !== s.selectedAgent ||
        explained.selectedUrl !== s.selectedUrl ||
        explained.mode !== s.mode)
    ) {
      explained = {
        revision: s.revision,
        selectedAgent: s.selectedAgent,
        selectedUrl: s.selectedUrl,
        mode: s.mode,
      };
      client.explain({
        revision: s.revision,
        agent: s.selectedAgent,
        url: s.selectedUrl,
        mode: s.mode,
      });
    }
    if (
      s.panel === 'readers' &&
      (!compared ||
        compared.revision !== s.revision ||
        compared.agents !== s.agents ||
        compared.urls !== s.urls)
    ) {
      compared = { revision: s.revision, agents: s.agents, urls: s.urls };
      client.readers({ revision: s.revision, agents: [...s.agents], urls: [...s.urls] });
    }
    // Only while Compare is open: two large versions take the helper worker a while.
    if (
      s.panel === 'compare' &&
      s.otherText !== '' &&
      (!versus ||
        versus.revision !== s.revision ||
        versus.otherRevision !== s.otherRevision ||
        versus.agents !== s.agents ||
        versus.urls !== s.urls ||
        versus.mode !== s.mode)
    ) {
      versus = {
        revision: s.revision,
        otherRevision: s.otherRevision,
        agents: s.agents,
        urls: s.urls,
        mode: s.mode,
      };
      client.compare({
        revision: s.revision,
        other: s.otherText,
        otherRevision: s.otherRevision,
        agents: [...s.agents],
        urls: [...s.urls],
        mode: s.mode,
      });
    }
    // On every tab: the tab's count of failing expectations is always in view.
    if (
      s.expectations.length > 0 &&
      (!expected ||
        expected.revision !== s.revision ||
        expected.expectations !== s.expectations ||
        expected.mode !== s.mode)
    ) {
      expected = { revision: s.revision, expectations: s.expectations, mode: s.mode };
      client.expect({
        revision: s.revision,
        expectations: [...s.expectations],
        mode: s.mode,
      });
    }
  };
  sync(store.getState());
  return store.subscribe(sync);
}
