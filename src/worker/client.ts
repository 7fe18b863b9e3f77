// The page's side of the worker: single-flight analysis, latest-wins lanes for
// every other request, replies decoded against the previous ones (./wire.ts), and
// recovery when the worker dies or hangs.
//
// The client talks to anything port-like (a Web Worker or a Node MessagePort), so
// tests drive it over a real MessageChannel. Results are delivered by callbacks,
// not promises: a superseded request is simply never delivered, which a promise
// could only express by hanging or rejecting. The store still checks revisions on
// its side; the client's filter only saves it the work.
//
// How a dead or stuck worker is told from a busy one. A worker answers its
// messages one at a time, in the order they were posted, so the request it is
// working on is always the oldest one not yet answered. That request gets a
// deadline sized to it: `deadlineMs` (500 ms), plus `msPerKiB` (4 ms) per KiB
// of the text it is about (parse, compile and lint grow with the text, and any
// request may parse the text in its other mode), plus `startupMs` (4 s) while a
// fresh worker has not yet said a word (its script loads and compiles). The
// clock starts when the request becomes the oldest (posted to an idle worker,
// or the previous reply arrived) and starts again on every message from the
// worker. Requests whose work grows with the lists (queries, reports) post a
// progress message every 100 ms or so (./session.ts bounds their work too), so
// a big but bounded job never runs out of time. A worker that was
// `terminate()`d sends nothing and may fire no `error` event: its request's
// deadline passes, well under a second for an ordinary file. A timer that fires
// late means this thread was busy, not the worker: the worker's queued messages
// get one more `deadlineMs` to be read.
//
// On a crash or a timeout the client starts a fresh worker and re-sends the
// latest text and every question not yet answered. The request the worker was
// on when it failed is counted: on its next try its deadline doubles, and after
// `maxRequestFailures` (2) failures it is not sent again (`onGiveUp`) until the
// page asks something new of its kind or calls `retry()`; the others carry on.
// A worker that fails `maxConsecutiveCrashes` (3) times without a single
// message in between is given up on until the next edit or `retry()`.

import type {
  AheadMessage,
  AnalysisReply,
  AnalyzeRequest,
  CompareReply,
  CompareRequest,
  DecisionsReply,
  ErrorReply,
  ExplainRequest,
  ExplanationReply,
  LintReply,
  LintRequest,
  ProgressMessage,
  QueryRequest,
  ReadersReply,
  ReadersRequest,
  SitemapReply,
  SitemapRequest,
  TextEdit,
  TextUpdate,
  ExpectReply,
  ExpectRequest,
  ReportReply,
  ReportRequest,
  VerdictReply,
  VerdictRequest,
  WorkerReply,
  WorkerRequest,
} from './protocol.ts';
import type { Mode } from '../core/types.ts';
import { isWorkerReply } from './protocol';
import type { WireDecoder, WireMessage } from './wire.ts';
import { createWireDecoder, postedText, type TextRequest } from './wire';

/** The events a port-like object must deliver to the client. */
export type WorkerPortEvent = 'message' | 'messageerror' | 'error';

/**
 * What the client needs from the other end: satisfied by a `Worker` (terminate)
 * and by a Node or DOM `MessagePort` (start, close). `message` events carry the
 * reply in `data`; an `error` event means the worker died.
 */
export interface WorkerPort {
  postMessage(message: WorkerRequest | AheadMessage): void;
  addEventListener(type: WorkerPortEvent, listener: (event: Event) => void): void;
  removeEventListener(type: WorkerPortEvent, listener: (event: Event) => void): void;
  /** MessagePort: begins delivery of queued messages. */
  start?(): void;
  /** Worker: stops the thread at once. */
  terminate?(): void;
  /** MessagePort: closes the channel. */
  close?(): void;
}

/** What the page asks the worker to analyse (the client adds `type` and `id`). */
export type AnalyzeInput = Omit<AnalyzeRequest, 'type' | 'id'>;

/** The Verdict's question (the client adds `type` and `id`). */
export type VerdictInput = Omit<VerdictRequest, 'type' | 'id'>;

/** What the page asks the worker to lint (the client adds `type` and `id`). */
export type LintInput = Omit<LintRequest, 'type' | 'id'>;

/** What the page asks the worker to evaluate (the client adds `type` and `id`). */
export type QueryInput = Omit<QueryRequest, 'type' | 'id'>;

/** What the page asks the readers to compare (the client adds `type` and `id`). */
export type ReadersInput = Omit<ReadersRequest, 'type' | 'id'>;

/** What the page asks the sitemap check (the client adds `type` and `id`). */
export type SitemapInput = Omit<SitemapRequest, 'type' | 'id'>;

/** What the page asks to compare with another version (the client adds `type` and `id`). */
export type CompareInput = Omit<CompareRequest, 'type' | 'id'>;
/** What the page asks the worker to check (the client adds `type` and `id`). */
export type ExpectInput = Omit<ExpectRequest, 'type' | 'id'>;

/** What the page asks the worker to report on (the client adds `type` and `id`). */
export type ReportInput = Omit<ReportRequest, 'type' | 'id'>;

/** What the page asks the worker to narrate (the client adds `type` and `id`). */
export type ExplainInput = Omit<ExplainRequest, 'type' | 'id'>;

/** Why the client replaced its worker. */
export interface WorkerCrash {
  /** `error`: the port reported an error; `timeout`: no message before the request's deadline. */
  reason: 'error' | 'messageerror' | 'timeout';
  message: string;
  /** Workers replaced so far by this client, this one included. */
  restarts: number;
  /**
   * True when a fresh worker was started and the latest text and unanswered
   * questions were re-sent; false after `maxConsecutiveCrashes` crashes with no
   * message in between (the client then waits for the next `analyze` call or
   * `retry()` before starting a worker).
   */
  willRetry: boolean;
  /** The request the worker was on when it failed, and how often it has failed; `null` when idle. */
  request: { type: WorkerRequest['type']; failures: number } | null;
}

/**
 * A request the client stopped sending after it crashed or timed out the worker
 * `maxRequestFailures` times; `input` is what the page asked (an AnalyzeInput
 * for `analyze` and `load`, a QueryInput for `query`, and so on).
 */
export interface GivenUpRequest {
  type: WorkerRequest['type'];
  input: unknown;
  failures: number;
  /** Why it failed the last time. */
  reason: WorkerCrash['reason'];
}

/** Options of createWorkerClient. */
export interface WorkerClientOptions {
  /** Starts a fresh worker (called once at creation and after each crash). */
  createPort: () => WorkerPort;
  /**
   * Starts a fresh helper worker: it takes each revision too (`load`, no summary)
   * and answers lint, queries, reports and explanations, so the Verdict never
   * waits behind them. Default: none, and the one worker answers everything.
   */
  createHelperPort?: (() => WorkerPort) | undefined;
  /**
   * Starts a fresh lint worker (with a helper only): it takes each revision too and
   * answers only lint, so neither the Verdict nor an open panel ever waits behind
   * the findings of a large file. Default: none, and the helper lints.
   */
  createLintPort?: (() => WorkerPort) | undefined;
  /** The analysis of the latest `analyze` call; replies to superseded calls are dropped. */
  onAnalysis: (reply: AnalysisReply) => void;
  /** The answer to the latest `verdict` call; replies to superseded calls are dropped. Default: ignored. */
  onVerdict?: (reply: VerdictReply) => void;
  /** The findings of the latest `lint` call; replies to superseded calls are dropped. Default: ignored. */
  onLint?: (reply: LintReply) => void;
  /** The decisions of the latest `query` call; replies to superseded calls are dropped. */
  onDecisions: (reply: DecisionsReply) => void;
  /** The report of the latest `report` call; replies to superseded calls are dropped. Default: ignored. */
  onReport?: (reply: ReportReply) => void;
  /** The comparison of the latest `readers` call; superseded ones are dropped. Default: ignored. */
  onReaders?: (reply: ReadersReply) => void;
  /** The check of the latest `sitemap` call; superseded ones are dropped. Default: ignored. */
  onSitemap?: (reply: SitemapReply) => void;
  /** The check of the latest `expect` call; superseded ones are dropped. Default: ignored. */
  onExpect?: (reply: ExpectReply) => void;
  /** The comparison of the latest `compare` call; superseded ones are dropped. Default: ignored. */
  onCompare?: (reply: CompareReply) => void;
  /** The narration of the latest `explain` call; replies to superseded calls are dropped. Default: ignored. */
  onExplanation?: (reply: ExplanationReply) => void;
  /** A failure reply to the latest call of any kind. Default: ignored. */
  onError?: (reply: ErrorReply) => void;
  /** The worker died or hung and was replaced (show a non-blocking banner). Default: ignored. */
  onCrash?: (crash: WorkerCrash) => void;
  /** The first reply from a worker started after a crash. Default: ignored. */
  onRecover?: () => void;
  /** A request failed `maxRequestFailures` times and is not sent again. Default: ignored. */
  onGiveUp?: (request: GivenUpRequest) => void;
  /**
   * How long the helper holds back a new revision while the main worker answers the
   * Verdict about it, so that the answer a person typing waits for has the machine to
   * itself; the helper starts as soon as the Verdict is answered. Default 60 ms.
   */
  helperWaitMs?: number;
  /**
   * Calls `done` once the page has drawn what it was just given (the frame after
   * the call). Once the Verdict's answer is delivered, the helpers wait for it,
   * at most `helperWaitMs`, so that the frame showing the answer does not share
   * the machine with the panels' lists. Default: a `requestAnimationFrame`, then
   * a task, where there is one; `null` (and without one): no wait.
   */
  afterPaint?: ((done: () => void) => void) | null;
  /**
   * While the text changes faster than this (typing), the helper (with one worker:
   * lint) waits until the text has been still for this long: its lists and findings
   * for every keystroke would only be replaced by the next, and meanwhile it would
   * take the machine from the editor and the Verdict. A single edit is answered at
   * once. Default 300 ms.
   */
  quietMs?: number;
  /**
   * How long lint, whichever worker runs it, waits for the text to be still after
   * every edit, a single one too: findings are the longest answer on a large file
   * and are only worth making for a text the person has paused on, so that lint
   * never takes the machine from the next keystroke (CodeMirror's own linter waits
   * 750 ms after every change). Texts opened whole are linted at once. At least
   * `quietMs`. Default twice `quietMs` (600 ms).
   */
  lintQuietMs?: number;
  /** The shortest time the worker may stay silent on a request before it counts as hung. Default 500 ms. */
  deadlineMs?: number;
  /** Added to a request's deadline per KiB of the text it is about. Default 4 ms. */
  msPerKiB?: number;
  /** Added to the deadline until a fresh worker's first message (its script loads). Default 4000 ms. */
  startupMs?: number;
  /** Crashes or timeouts on one request after which it is not sent again. Default 2. */
  maxRequestFailures?: number;
  /** Crashes in a row (no message in between) after which the client stops starting workers. Default 3. */
  maxConsecutiveCrashes?: number;
}

/** The client's face. Every method returns at once; results arrive through the callbacks. */
export interface WorkerClient {
  /** Analyses a revision: sent now if no analysis is in flight, else queued, replacing any queued one. */
  analyze(input: AnalyzeInput): void;
  /**
   * Sends the main worker a text typed before the page has made it a revision
   * (AheadMessage), so its parse runs while the page draws the keystroke; the
   * `analyze` of that text which follows takes the parse over. Sent only while
   * the worker has nothing to answer and already holds a text (the change is
   * small), and once per analysis; otherwise does nothing. `edit`, when the
   * caller knows it, says how `text` differs from an earlier one: used for every
   * worker that holds that earlier text when `text` reaches it (ahead or as a
   * revision), it spares comparing the two texts (a text made from the editor's
   * document is copied whole on its first read).
   */
  ahead(text: string, mode: Mode, edit?: TextEdit): void;
  /** Answers the Verdict's one agent × URL against `input.revision`, before any other request about it. */
  verdict(input: VerdictInput): void;
  /** Lints `input.revision`, with the same rules as `query`; sent right after the verdict. */
  lint(input: LintInput): void;
  /**
   * Evaluates against the analysis of `input.revision`: sent once that analysis has
   * been sent; one query in flight, the newest queued one replaces older ones, and a
   * query for a revision older than the latest analysis is dropped.
   */
  query(input: QueryInput): void;
  /** Reports on every registry crawler against `input.revision`, with the same rules as `query`. */
  report(input: ReportInput): void;
  /** Compares the readers on `input.agents` × `input.urls`, with the same rules as `query`. */
  readers(input: ReadersInput): void;
  /** Checks a sitemap's URLs against `input.revision`, with the same rules as `query`. */
  sitemap(input: SitemapInput): void;
  /** Checks `input.expectations` against `input.revision`, with the same rules as `query`. */
  expect(input: ExpectInput): void;
  /** Compares another version with `input.revision`, with the same rules as `query`. */
  compare(input: CompareInput): void;
  /** Narrates one agent × URL × mode against `input.revision`, with the same rules as `query`. */
  explain(input: ExplainInput): void;
  /**
   * Sends requests of `type`, when several are ready at once, before the others of
   * their worker, and one about a text its worker already has during the call
   * itself, not at the end of the task: the page names what its open panel shows.
   * Default: the order of the lanes (queries, then lint, on the helper).
   */
  focus(type: WorkerRequest['type']): void;
  /**
   * Tries again everything given up on (requests that failed too often, a worker
   * that kept failing): starts workers where none runs and re-sends the latest
   * text and questions.
   */
  retry(): void;
  /** Stops the worker and drops everything pending; later calls do nothing. */
  dispose(): void;
}

interface InFlight {
  id: number;
  /** Sequence number of the call it answers (latest wins). */
  seq: number;
  /** The call it was sent for, whose failures a crash counts. */
  pending: Pending<unknown>;
}

interface Pending<T> {
  input: T;
  seq: number;
  /** Crashes and timeouts while the worker was on this request. */
  failures: number;
}

/**
 * One request type's lane: the latest call, the one queued to be sent, and the one
 * in flight. Every request type runs in a lane of its own with the same rules, so
 * a slow report never holds back the verdicts.
 */
interface Lane<T> {
  readonly type: WorkerRequest['type'];
  seq: number;
  latest: Pending<T> | null;
  queued: Pending<T> | null;
  inFlight: InFlight | null;
  /** Sequence number of the last call answered: a fresh worker is not asked it again. */
  answered: number;
  /** Sequence number of the call given up on, or 0. */
  stopped: number;
}

function lane<T>(type: WorkerRequest['type']): Lane<T> {
  return { type, seq: 0, latest: null, queued: null, inFlight: null, answered: 0, stopped: 0 };
}

// The most a keystroke, a completion or a pasted line changes a text's length by.
const TYPED_CHARS = 256;

const PORT_EVENTS: readonly WorkerPortEvent[] = ['message', 'messageerror', 'error'];

/**
 * One worker and the lanes it answers: `head` brings it each revision of the
 * text (`analyze` on the main worker, `load` on the helper), the followers ask
 * about that revision. Each has its own port, wire decoder and watchdog, so a
 * helper that crashes or hangs is replaced without touching the main worker.
 */
interface Engine {
  readonly createPort: () => WorkerPort;
  readonly head: Lane<AnalyzeInput>;
  /** In the order they are sent when several are ready (see WorkerClient.focus). */
  followers: readonly Lane<object>[];
  readonly lanes: readonly Lane<object>[];
  readonly listener: (event: Event) => void;
  port: WorkerPort | null;
  decoder: WireDecoder;
  /** Revision of the last head request posted to this port: followers wait for it. */
  postedRevision: number | null;
  /** Length of that revision's text: it sizes the followers' deadlines. */
  postedChars: number;
  /** The text of that request, which the next one may be posted as a change to (wire.ts postedText); null for a fresh port. */
  sentText: string | null;
  /** True when a text went ahead (WorkerClient.ahead) since the last head request. */
  sentAhead: boolean;
  /** The deadline of the request the worker is on. */
  watchdog: { id: number; due: number; timer: ReturnType<typeof setTimeout> } | null;
  /** True once this port's worker has posted anything. */
  heard: boolean;
  consecutiveCrashes: number;
  recovering: boolean;
}

/**
 * Creates a worker client and starts its worker(s). Never throws once created:
 * a worker that cannot start is reported through `onCrash`.
 */
export function createWorkerClient(options: WorkerClientOptions): WorkerClient {
  const deadlineMs = options.deadlineMs ?? 500;
  const msPerKiB = options.msPerKiB ?? 4;
  const startupMs = options.startupMs ?? 4000;
  const maxFailures = options.maxRequestFailures ?? 2;
  const maxCrashes = options.maxConsecutiveCrashes ?? 3;
  const helperWaitMs = options.helperWaitMs ?? 60;
  const afterPaint =
    options.afterPaint !== undefined
      ? options.afterPaint
      : typeof requestAnimationFrame === 'function'
        ? (done: () => void) => requestAnimationFrame(() => setTimeout(done, 0))
        : null;
  const quietMs = options.quietMs ?? 300;
  const lintQuietMs = Math.max(quietMs, options.lintQuietMs ?? 2 * quietMs);
  // When the last two texts were given (analyze calls), ms since the epoch.
  let editedAt = -Infinity;
  let editedBefore = -Infinity;
  // By quiet period: the timer that pumps again once the text has been still that long.
  const quietTimers = new Map<number, ReturnType<typeof setTimeout>>();

  let disposed = false;
  let nextId = 1;
  let restarts = 0;

  const analyzeLane = lane<AnalyzeInput>('analyze');
  // Requests about the analysed text. With one worker they are sent, when all are
  // ready, in the order of the list below: the Verdict's answer first (what a person
  // typing waits for), then the findings the editor underlines, then the panels'
  // longer lists. With a helper, the order is the helper's list.
  const verdictLane = lane<VerdictInput>('verdict');
  const lintLane = lane<LintInput>('lint');
  const queryLane = lane<QueryInput>('query');
  const reportLane = lane<ReportInput>('report');
  const explainLane = lane<ExplainInput>('explain');
  const readersLane = lane<ReadersInput>('readers');
  const sitemapLane = lane<SitemapInput>('sitemap');
  const expectLane = lane<ExpectInput>('expect');
  const compareLane = lane<CompareInput>('compare');

  const engines: Engine[] = [];
  function engine(
    createPort: () => WorkerPort,
    head: Lane<AnalyzeInput>,
    followers: readonly Lane<object>[],
  ): Engine {
    const e: Engine = {
      createPort,
      head,
      followers,
      lanes: [head as Lane<object>, ...followers],
      listener: (event) => {
        if (event.type === 'message') receive(e, (event as MessageEvent<unknown>).data);
        else if (event.type === 'messageerror')
          crash(e, 'messageerror', 'A reply could not be read.');
        else crash(e, 'error', errorMessage(event));
      },
      port: null,
      decoder: createWireDecoder(),
      postedRevision: null,
      postedChars: 0,
      sentText: null,
      sentAhead: false,
      watchdog: null,
      heard: false,
      consecutiveCrashes: 0,
      recovering: false,
    };
    engines.push(e);
    return e;
  }
  if (options.createHelperPort) {
    // The main worker outlines each revision and answers the Verdict; everything
    // that takes longer runs on the helper, against its own parse of the text.
    engine(options.createPort, analyzeLane, [verdictLane]);
    const lists = [readersLane, sitemapLane, expectLane, compareLane];
    if (options.createLintPort) {
      // Lint, the longest on a large file, on a worker of its own: a panel opened
      // while a file's findings are made is answered at once.
      engine(options.createHelperPort, lane<AnalyzeInput>('load'), [
        explainLane,
        queryLane,
        reportLane,
        ...lists,
      ]);
      engine(options.createLintPort, lane<AnalyzeInput>('load'), [lintLane]);
    } else {
      // The open panel's lists before the findings: on a large file lint takes the
      // longest, and the editor's underlines can wait a moment longer than a panel.
      engine(options.createHelperPort, lane<AnalyzeInput>('load'), [
        explainLane,
        queryLane,
        reportLane,
        lintLane,
        ...lists,
      ]);
    }
  } else {
    engine(options.createPort, analyzeLane, [
      verdictLane,
      lintLane,
      queryLane,
      explainLane,
      reportLane,
      readersLane,
      sitemapLane,
      expectLane,
      compareLane,
    ]);
  }

  function startPort(e: Engine): boolean {
    try {
      const next = e.createPort();
      for (const type of PORT_EVENTS) next.addEventListener(type, e.listener);
      next.start?.();
      e.port = next;
      e.heard = false;
      e.sentText = null;
      e.sentAhead = false;
      // A fresh worker has sent nothing yet: its first replies come whole.
      e.decoder = createWireDecoder();
      return true;
    } catch (error) {
      e.port = null;
      restarts += 1;
      options.onCrash?.({
        reason: 'error',
        message: `The worker could not start: ${String(error)}`,
        restarts,
        willRetry: false,
        request: null,
      });
      return false;
    }
  }

  function stopPort(e: Engine): void {
    const old = e.port;
    e.port = null;
    e.postedRevision = null;
    e.sentText = null;
    for (const l of e.lanes) l.inFlight = null;
    clearWatchdog(e);
    if (!old) return;
    for (const type of PORT_EVENTS) old.removeEventListener(type, e.listener);
    try {
      old.terminate?.();
      old.close?.();
    } catch {
      // A port that is already gone has nothing left to stop.
    }
  }

  function post(e: Engine, request: WorkerRequest | AheadMessage): boolean {
    if (!e.port) return false;
    try {
      e.port.postMessage(request);
      return true;
    } catch (error) {
      // A message that cannot be cloned or a dead port: treat it like a crash so
      // the request still ends in a visible outcome.
      queueMicrotask(() => crash(e, 'error', `A request could not be sent: ${String(error)}`));
      return false;
    }
  }

  // The editor's last keystroke as an edit (WorkerClient.ahead): a port whose last
  // text is that edit's base gets the typed text as that change, without the page
  // comparing the two texts (each engine holds the last revision it was sent).
  let latestEdit: { text: string; edit: TextEdit } | null = null;
  function editedFrom(text: string, sent: string | null): TextUpdate | null {
    const known = latestEdit;
    if (known === null || sent === null || known.edit.base !== sent || known.text !== text) {
      return null;
    }
    const { head, tail, middle } = known.edit;
    return { head, tail, middle, length: text.length };
  }
  // `request` as posted to a port whose last text is `sent`: as the editor's edit
  // when there is one of that text, else as its change found by postedText.
  function textMessage<R extends TextRequest>(
    request: R,
    sent: string | null,
    edited: TextUpdate | null,
  ): R {
    return edited ? { ...request, text: '', textUpdate: edited } : postedText(request, sent);
  }

  function send(e: Engine, l: Lane<object>): void {
    const queued = l.queued;
    if (!queued) return;
    l.queued = null;
    const id = nextId++;
    const request = { type: l.type, id, ...queued.input } as unknown as WorkerRequest;
    if (l !== e.head) {
      if (post(e, request)) l.inFlight = { id, seq: queued.seq, pending: queued };
      return;
    }
    // A text goes as its change from the one this port was sent last.
    const text = request as Extract<WorkerRequest, TextRequest>;
    if (post(e, textMessage(text, e.sentText, editedFrom(text.text, e.sentText)))) {
      e.sentText = text.text;
      e.sentAhead = false;
      l.inFlight = { id, seq: queued.seq, pending: queued };
    }
  }

  // The helper's hold on a revision: until the main worker has answered the Verdict
  // about it and outlined it (so the two workers do not share the machine with the
  // page while it shows the answer), or `helperWaitMs` after the helper first had it
  // to send.
  let hold: { revision: number; until: number; timer: ReturnType<typeof setTimeout> } | null = null;
  function helperHeld(e: Engine, revision: number): boolean {
    if (e === engines[0]) return false;
    if (drawing !== null) return true;
    const busy = verdictLane.queued || verdictLane.inFlight || analyzeLane.inFlight;
    if (!busy) return false;
    if (hold?.revision !== revision) {
      if (hold) clearTimeout(hold.timer);
      const timer = setTimeout(pumpHelpers, helperWaitMs);
      hold = { revision, until: Date.now() + helperWaitMs, timer };
    }
    return Date.now() < hold.until;
  }

  // Sends what the helpers (every worker but the main one) were holding back.
  function pumpHelpers(): void {
    for (const other of engines) if (other !== engines[0]) pump(other);
  }

  // Once the Verdict's answer is delivered: the helpers' hold until the page has
  // drawn it (afterPaint), at most `helperWaitMs`.
  let drawing: ReturnType<typeof setTimeout> | null = null;
  function holdUntilDrawn(): void {
    if (!afterPaint || engines.length < 2) return;
    if (drawing !== null) clearTimeout(drawing);
    const release = (): void => {
      if (drawing !== timer) return;
      clearTimeout(timer);
      drawing = null;
      pumpHelpers();
    };
    const timer = setTimeout(release, helperWaitMs);
    drawing = timer;
    afterPaint(release);
  }

  function pump(e: Engine): void {
    if (disposed || !e.port) return;
    const { head } = e;
    // The helper's lanes all follow its text: holding it holds them.
    const helper = e !== engines[0];
    // A worker that only lints waits as lint does (asked of helpers only: asking
    // arms the timer that pumps again).
    const waiting = (): boolean =>
      e.followers.every((l) => l === lintLane) ? lintWaits() : typing(quietMs);
    if (
      !head.inFlight &&
      head.queued &&
      !(helper && (waiting() || helperHeld(e, head.queued.input.revision)))
    ) {
      const { revision, text } = head.queued.input;
      send(e, head as Lane<object>);
      if (head.inFlight) {
        e.postedRevision = revision;
        e.postedChars = text.length;
      }
    }
    for (const l of e.followers) {
      if (l.inFlight || !l.queued) continue;
      if (l === lintLane && lintWaits()) continue;
      const { revision } = l.queued.input as { revision: number };
      // Made for a text that has since changed: the page asks again for the new one.
      if (isOutdated(revision)) l.queued = null;
      else if (revision === e.postedRevision) send(e, l);
      // Otherwise its revision is still queued: the request waits behind it so the
      // worker answers against the right text (the port keeps message order).
    }
    armWatchdog(e, false);
  }

  // True while edits come faster than `ms`; a timer then pumps again once the
  // text has been still that long. `single`: an edit after a pause of `ms` is
  // answered at once.
  function typing(ms: number, single = true): boolean {
    // The texts a page opens with (a draft, then a link's) are no typing: the first
    // lists and findings are sent at once.
    if (lintLane.answered === 0) return false;
    // Nor is a text opened whole (a file, a link, an example: see analyze).
    if (editedBefore === -Infinity) return false;
    if (single && editedAt - editedBefore >= ms) return false;
    const still = Date.now() - editedAt;
    if (still >= ms) return false;
    if (!quietTimers.has(ms)) {
      quietTimers.set(
        ms,
        setTimeout(() => {
          quietTimers.delete(ms);
          for (const e of engines) pump(e);
        }, ms - still),
      );
    }
    return true;
  }

  // Lint waits until an edit has been still for `lintQuietMs`, a single edit too:
  // the next keystroke often follows, and on a large file the findings take the
  // machine for longer than a keystroke's answer. Texts opened whole go at once.
  function lintWaits(): boolean {
    return typing(lintQuietMs, false);
  }

  function isOutdated(revision: number): boolean {
    const newest = analyzeLane.latest?.input.revision ?? null;
    return newest !== null && revision < newest;
  }

  function deliver(reply: WorkerReply): void {
    if (reply.type === 'analysis') options.onAnalysis(reply);
    else if (reply.type === 'loaded') return;
    else if (reply.type === 'verdict') options.onVerdict?.(reply);
    else if (reply.type === 'lint') options.onLint?.(reply);
    else if (reply.type === 'decisions') options.onDecisions(reply);
    else if (reply.type === 'report') options.onReport?.(reply);
    else if (reply.type === 'explanation') options.onExplanation?.(reply);
    else if (reply.type === 'readers') options.onReaders?.(reply);
    else if (reply.type === 'sitemap') options.onSitemap?.(reply);
    else if (reply.type === 'expect') options.onExpect?.(reply);
    else if (reply.type === 'compare') options.onCompare?.(reply);
    else options.onError?.(reply);
  }

  function receive(e: Engine, data: unknown): void {
    if (disposed) return;
    const progress = (data as Partial<ProgressMessage> | null)?.type === 'progress';
    if (!progress && !isWorkerReply(data)) return;
    // Any word from the worker proves it alive: its current request's clock restarts.
    e.heard = true;
    e.consecutiveCrashes = 0;
    if (progress) {
      armWatchdog(e, true);
      return;
    }
    let reply: WorkerReply;
    try {
      // Every reply is decoded, stale or not: the next one is encoded against it.
      reply = e.decoder.decode(data as WireMessage);
    } catch (error) {
      crash(e, 'messageerror', `A reply could not be read: ${String(error)}`);
      return;
    }
    if (e.recovering) {
      e.recovering = false;
      options.onRecover?.();
    }
    // A reply made for a text the user has since changed is never delivered.
    const fresh = reply.revision === analyzeLane.latest?.input.revision;
    const l = e.lanes.find((x) => x.inFlight?.id === reply.id);
    // A text the worker could not take: the next goes whole.
    if (l === e.head && reply.type === 'error') e.sentText = null;
    let delivered = false;
    if (l?.inFlight) {
      delivered = fresh && l.inFlight.seq === l.seq;
      l.answered = Math.max(l.answered, l.inFlight.seq);
      l.inFlight = null;
      if (delivered) deliver(reply);
    }
    armWatchdog(e, true);
    pump(e);
    // The Verdict answered, the text outlined: the helper may start on the revision
    // it held back, once the page has drawn the answer.
    if (l === verdictLane && delivered) holdUntilDrawn();
    if (l === verdictLane || l === analyzeLane) {
      for (const other of engines) if (other !== e) pump(other);
    }
  }

  /** The request the worker is on: the oldest one posted and not answered. */
  function current(e: Engine): Lane<object> | null {
    let oldest: Lane<object> | null = null;
    for (const l of e.lanes) {
      if (l.inFlight && (!oldest || l.inFlight.id < (oldest.inFlight as InFlight).id)) oldest = l;
    }
    return oldest;
  }

  function crash(e: Engine, reason: WorkerCrash['reason'], message: string): void {
    if (disposed || !e.port) return;
    const culprit = current(e);
    const pending = culprit?.inFlight?.pending ?? null;
    if (pending) pending.failures += 1;
    stopPort(e);
    restarts += 1;
    e.consecutiveCrashes += 1;
    const willRetry = e.consecutiveCrashes <= maxCrashes;
    const request = culprit && pending ? { type: culprit.type, failures: pending.failures } : null;
    options.onCrash?.({ reason, message, restarts, willRetry, request });
    if (culprit && pending && pending.failures >= maxFailures) {
      // Only this request is given up on: a worker that fails on it would fail
      // again, and the page's other questions should not wait behind it.
      culprit.stopped = pending.seq;
      if (culprit.queued === pending) culprit.queued = null;
      options.onGiveUp?.({
        type: culprit.type,
        input: pending.input,
        failures: pending.failures,
        reason,
      });
    }
    if (willRetry) revive(e);
  }

  // A fresh worker for `e`, sent the latest text and every open question; or,
  // while a worker runs, whatever is ready to go.
  function revive(e: Engine): void {
    if (e.port) pump(e);
    else if (startPort(e)) {
      e.recovering = true;
      resend(e);
    }
  }

  function resend(e: Engine): void {
    // The fresh worker holds no text: the latest is sent again, then every
    // question about it not yet answered. Anything older is gone with the old worker.
    for (const l of e.lanes) {
      const latest = l.latest;
      if (!latest || latest.seq === l.stopped) continue;
      if (l === e.head || latest.seq > l.answered) l.queued = latest;
    }
    pump(e);
  }

  function budget(e: Engine, l: Lane<object>, pending: Pending<unknown>): number {
    const chars = l === e.head ? (pending.input as AnalyzeInput).text.length : e.postedChars;
    const ms = deadlineMs + (chars / 1024) * msPerKiB;
    // A request that failed before may just have been slow: it gets more time.
    return ms * (1 + pending.failures) + (e.heard ? 0 : startupMs);
  }

  // `restart`: the worker just said something, so the clock of its current
  // request starts again; otherwise a running clock is left as it is.
  function armWatchdog(e: Engine, restart: boolean): void {
    const l = current(e);
    const flight = l?.inFlight;
    if (!l || !flight) {
      clearWatchdog(e);
      return;
    }
    if (!restart && e.watchdog?.id === flight.id) return;
    setWatchdog(e, flight.id, budget(e, l, flight.pending));
  }

  function setWatchdog(e: Engine, id: number, ms: number): void {
    clearWatchdog(e);
    const due = Date.now() + ms;
    const timer = setTimeout(() => {
      e.watchdog = null;
      if (Date.now() - due > deadlineMs) {
        // This thread was too busy to run the timer on time, so the worker's
        // messages may be waiting behind it: they get a turn first.
        setWatchdog(e, id, deadlineMs);
        return;
      }
      crash(e, 'timeout', `The worker did not answer within ${Math.round(ms)} ms.`);
    }, ms);
    e.watchdog = { id, due, timer };
  }

  function clearWatchdog(e: Engine): void {
    if (e.watchdog !== null) clearTimeout(e.watchdog.timer);
    e.watchdog = null;
  }

  // An analysis goes out at once. The requests about it that are made together
  // (one keystroke asks for the Verdict, lint and the panels' lists) go out at the
  // end of the current task, in lane order rather than call order.
  let pumpScheduled = false;
  function schedulePump(): void {
    if (pumpScheduled) return;
    pumpScheduled = true;
    queueMicrotask(() => {
      pumpScheduled = false;
      for (const e of engines) pump(e);
    });
  }

  function call<T>(l: Lane<T>, input: T): void {
    if (disposed) return;
    l.seq += 1;
    l.latest = { input, seq: l.seq, failures: 0 };
    l.queued = l.latest;
    // What the open panel waits for (focus), about a text its worker already has,
    // goes out at once: the worker starts on it while the page draws the panel,
    // instead of after. Everything else goes out together at the end of the task.
    const e = engines.find((x) => x.followers[0] === (l as Lane<unknown>));
    if (e && !e.head.queued && e.postedRevision === (input as { revision?: unknown }).revision) {
      pump(e);
    } else schedulePump();
  }

  for (const e of engines) startPort(e);

  return {
    ahead(text, mode, edit) {
      latestEdit = edit === undefined ? null : { text, edit };
      const e = engines[0];
      if (disposed || !e?.port || e.sentText === null || e.sentAhead) return;
      // A worker at work would parse it behind what it is doing, for nothing.
      if (e.lanes.some((l) => l.inFlight !== null || l.queued !== null)) return;
      const edited = editedFrom(text, e.sentText);
      if (edited === null && text === e.sentText) return;
      const message: AheadMessage = { type: 'ahead', text, mode };
      if (post(e, textMessage(message, e.sentText, edited))) {
        e.sentText = text;
        e.sentAhead = true;
      }
    },
    analyze(input) {
      if (disposed) return;
      // A text that differs from the last by more than a keystroke's length (a file
      // opened, a link or an example loaded, a large paste) is no typing: it is
      // answered at once, and a run of keystrokes counts from it.
      const last = analyzeLane.latest?.input.text.length;
      if (last !== undefined && Math.abs(input.text.length - last) > TYPED_CHARS) {
        editedAt = -Infinity;
      }
      editedBefore = editedAt;
      editedAt = Date.now();
      for (const e of engines) {
        const { head } = e;
        head.seq += 1;
        head.latest = { input, seq: head.seq, failures: 0 };
        head.queued = head.latest;
        // Gave up after repeated crashes (or never started): new text earns a new try.
        if (!e.port) e.consecutiveCrashes = 0;
        // The helper's text goes out at the end of the task, once the page has asked
        // its Verdict, which it may then let go first (helperHeld).
        if (e === engines[0] || !e.port) revive(e);
        else schedulePump();
      }
    },
    verdict(input) {
      call(verdictLane, input);
    },
    lint(input) {
      call(lintLane, input);
    },
    query(input) {
      call(queryLane, input);
    },
    report(input) {
      call(reportLane, input);
    },
    explain(input) {
      call(explainLane, input);
    },
    readers(input) {
      call(readersLane, input);
    },
    sitemap(input) {
      call(sitemapLane, input);
    },
    expect(input) {
      call(expectLane, input);
    },
    compare(input) {
      call(compareLane, input);
    },
    focus(type) {
      for (const e of engines) {
        const first = e.followers.filter((l) => l.type === type);
        if (first.length === 0 || e.followers[0] === first[0]) continue;
        e.followers = [...first, ...e.followers.filter((l) => l.type !== type)];
      }
    },
    retry() {
      if (disposed) return;
      for (const e of engines) {
        e.consecutiveCrashes = 0;
        for (const l of e.lanes) {
          if (l.stopped === 0) continue;
          l.stopped = 0;
          if (l.latest) {
            l.latest.failures = 0;
            if (l.latest.seq > l.answered) l.queued = l.latest;
          }
        }
        // A worker given up on starts afresh, with the text and every open question.
        revive(e);
      }
    },
    dispose() {
      if (disposed) return;
      if (hold) clearTimeout(hold.timer);
      if (drawing !== null) clearTimeout(drawing);
      for (const timer of quietTimers.values()) clearTimeout(timer);
      quietTimers.clear();
      for (const e of engines) stopPort(e);
      disposed = true;
      for (const e of engines) for (const l of e.lanes) l.queued = null;
    },
  };
}

function errorMessage(event: Event): string {
  const message = (event as Partial<ErrorEvent>).message;
  return typeof message === 'string' && message !== ''
    ? `The worker failed: ${message}`
    : 'The worker stopped unexpectedly.';
}
