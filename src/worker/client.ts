// The page's side of the worker: single-flight analysis, latest-wins queries and
// reports, and recovery when the worker dies or hangs.
//
// The client talks to anything port-like (a Web Worker or a Node MessagePort), so
// tests drive it over a real MessageChannel. Results are delivered by callbacks,
// not promises: a superseded request is simply never delivered, which a promise
// could only express by hanging or rejecting. The store still checks revisions on
// its side; the client's filter only saves it the work.

import type {
  AnalysisReply,
  AnalyzeRequest,
  DecisionsReply,
  ErrorReply,
  QueryRequest,
  ReportReply,
  ReportRequest,
  WorkerRequest,
} from './protocol.ts';
import { isWorkerReply } from './protocol';

/** The events a port-like object must deliver to the client. */
export type WorkerPortEvent = 'message' | 'messageerror' | 'error';

/**
 * What the client needs from the other end: satisfied by a `Worker` (terminate)
 * and by a Node or DOM `MessagePort` (start, close). `message` events carry the
 * reply in `data`; an `error` event means the worker died.
 */
export interface WorkerPort {
  postMessage(message: WorkerRequest): void;
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

/** What the page asks the worker to evaluate (the client adds `type` and `id`). */
export type QueryInput = Omit<QueryRequest, 'type' | 'id'>;

/** What the page asks the worker to report on (the client adds `type` and `id`). */
export type ReportInput = Omit<ReportRequest, 'type' | 'id'>;

/** Why the client replaced its worker. */
export interface WorkerCrash {
  /** `error`: the port reported an error; `timeout`: no reply within `watchdogMs`. */
  reason: 'error' | 'messageerror' | 'timeout';
  message: string;
  /** Workers replaced so far by this client, this one included. */
  restarts: number;
  /**
   * True when a fresh worker was started and the latest analysis, query and report were
   * re-sent; false after `maxConsecutiveCrashes` crashes with no reply in between
   * (the client then waits for the next `analyze` call before starting a worker).
   */
  willRetry: boolean;
}

/** Options of createWorkerClient. */
export interface WorkerClientOptions {
  /** Starts a fresh worker (called once at creation and after each crash). */
  createPort: () => WorkerPort;
  /** The analysis of the latest `analyze` call; replies to superseded calls are dropped. */
  onAnalysis: (reply: AnalysisReply) => void;
  /** The decisions of the latest `query` call; replies to superseded calls are dropped. */
  onDecisions: (reply: DecisionsReply) => void;
  /** The report of the latest `report` call; replies to superseded calls are dropped. Default: ignored. */
  onReport?: (reply: ReportReply) => void;
  /** A failure reply to the latest analyze, query or report call. Default: ignored. */
  onError?: (reply: ErrorReply) => void;
  /** The worker died or hung and was replaced (show a non-blocking banner). Default: ignored. */
  onCrash?: (crash: WorkerCrash) => void;
  /** The first reply from a worker started after a crash. Default: ignored. */
  onRecover?: () => void;
  /** How long a request may go without any reply before the worker counts as hung. Default 10000 ms. */
  watchdogMs?: number;
  /** Crashes in a row (no reply in between) after which the client stops re-sending. Default 3. */
  maxConsecutiveCrashes?: number;
}

/** The client's face. Every method returns at once; results arrive through the callbacks. */
export interface WorkerClient {
  /** Analyses a revision: sent now if no analysis is in flight, else queued, replacing any queued one. */
  analyze(input: AnalyzeInput): void;
  /**
   * Evaluates against the analysis of `input.revision`: sent once that analysis has
   * been sent; one query in flight, the newest queued one replaces older ones, and a
   * query for a revision older than the latest analysis is dropped.
   */
  query(input: QueryInput): void;
  /** Reports on every registry crawler against `input.revision`, with the same rules as `query`. */
  report(input: ReportInput): void;
  /** Stops the worker and drops everything pending; later calls do nothing. */
  dispose(): void;
}

interface InFlight {
  id: number;
  /** Sequence number of the analyze/query call it answers (latest wins). */
  seq: number;
}

interface Pending<T> {
  input: T;
  seq: number;
}

const PORT_EVENTS: readonly WorkerPortEvent[] = ['message', 'messageerror', 'error'];

/**
 * Creates a worker client and starts its first worker. Never throws once created:
 * a worker that cannot start is reported through `onCrash`.
 */
export function createWorkerClient(options: WorkerClientOptions): WorkerClient {
  const watchdogMs = options.watchdogMs ?? 10_000;
  const maxCrashes = options.maxConsecutiveCrashes ?? 3;

  let port: WorkerPort | null = null;
  let disposed = false;
  let nextId = 1;
  let restarts = 0;
  let consecutiveCrashes = 0;
  let recovering = false;
  let watchdog: ReturnType<typeof setTimeout> | null = null;

  let analyzeSeq = 0;
  let latestAnalyze: Pending<AnalyzeInput> | null = null;
  let queuedAnalyze: Pending<AnalyzeInput> | null = null;
  let analyzeInFlight: InFlight | null = null;
  /** Revision of the last analysis posted to the current port: queries wait for it. */
  let postedRevision: number | null = null;

  let querySeq = 0;
  let latestQuery: Pending<QueryInput> | null = null;
  let queuedQuery: Pending<QueryInput> | null = null;
  let queryInFlight: InFlight | null = null;

  let reportSeq = 0;
  let latestReport: Pending<ReportInput> | null = null;
  let queuedReport: Pending<ReportInput> | null = null;
  let reportInFlight: InFlight | null = null;

  const listener = (event: Event): void => {
    if (event.type === 'message') receive((event as MessageEvent<unknown>).data);
    else if (event.type === 'messageerror') crash('messageerror', 'A reply could not be read.');
    else crash('error', errorMessage(event));
  };

  function startPort(): boolean {
    try {
      const next = options.createPort();
      for (const type of PORT_EVENTS) next.addEventListener(type, listener);
      next.start?.();
      port = next;
      return true;
    } catch (error) {
      port = null;
      restarts += 1;
      options.onCrash?.({
        reason: 'error',
        message: `The worker could not start: ${String(error)}`,
        restarts,
        willRetry: false,
      });
      return false;
    }
  }

  function stopPort(): void {
    const old = port;
    port = null;
    postedRevision = null;
    analyzeInFlight = null;
    queryInFlight = null;
    reportInFlight = null;
    clearWatchdog();
    if (!old) return;
    for (const type of PORT_EVENTS) old.removeEventListener(type, listener);
    try {
      old.terminate?.();
      old.close?.();
    } catch {
      // A port that is already gone has nothing left to stop.
    }
  }

  function post(request: WorkerRequest): boolean {
    if (!port) return false;
    try {
      port.postMessage(request);
      return true;
    } catch (error) {
      // A message that cannot be cloned or a dead port: treat it like a crash so
      // the request still ends in a visible outcome.
      queueMicrotask(() => crash('error', `A request could not be sent: ${String(error)}`));
      return false;
    }
  }

  function pump(): void {
    if (disposed || !port) return;
    if (!analyzeInFlight && queuedAnalyze) {
      const { input, seq } = queuedAnalyze;
      queuedAnalyze = null;
      const id = nextId++;
      const request: AnalyzeRequest = { type: 'analyze', id, ...input };
      if (post(request)) {
        analyzeInFlight = { id, seq };
        postedRevision = input.revision;
      }
    }
    if (!queryInFlight && queuedQuery) {
      const { input, seq } = queuedQuery;
      if (isOutdated(input.revision)) {
        // Made for a text that has since changed: the page queries again for the new one.
        queuedQuery = null;
      } else if (input.revision === postedRevision) {
        queuedQuery = null;
        const id = nextId++;
        const request: QueryRequest = { type: 'query', id, ...input };
        if (post(request)) queryInFlight = { id, seq };
      }
      // Otherwise its analysis is still queued: the query waits behind it so the
      // worker answers against the right text (the port keeps message order).
    }
    // Reports follow the rules of queries, in their own lane, so a slow report
    // never holds back the verdicts.
    if (!reportInFlight && queuedReport) {
      const { input, seq } = queuedReport;
      if (isOutdated(input.revision)) {
        queuedReport = null;
      } else if (input.revision === postedRevision) {
        queuedReport = null;
        const id = nextId++;
        const request: ReportRequest = { type: 'report', id, ...input };
        if (post(request)) reportInFlight = { id, seq };
      }
    }
    armWatchdog();
  }

  function isOutdated(revision: number): boolean {
    const newest = latestAnalyze?.input.revision ?? null;
    return newest !== null && revision < newest;
  }

  function receive(data: unknown): void {
    if (disposed || !isWorkerReply(data)) return;
    consecutiveCrashes = 0;
    if (recovering) {
      recovering = false;
      options.onRecover?.();
    }
    // A reply made for a text the user has since changed is never delivered.
    const fresh = data.revision === latestAnalyze?.input.revision;
    if (analyzeInFlight && data.id === analyzeInFlight.id) {
      const current = fresh && analyzeInFlight.seq === analyzeSeq;
      analyzeInFlight = null;
      if (current) {
        if (data.type === 'analysis') options.onAnalysis(data);
        else if (data.type === 'error') options.onError?.(data);
      }
    } else if (queryInFlight && data.id === queryInFlight.id) {
      const current = fresh && queryInFlight.seq === querySeq;
      queryInFlight = null;
      if (current) {
        if (data.type === 'decisions') options.onDecisions(data);
        else if (data.type === 'error') options.onError?.(data);
      }
    } else if (reportInFlight && data.id === reportInFlight.id) {
      const current = fresh && reportInFlight.seq === reportSeq;
      reportInFlight = null;
      if (current) {
        if (data.type === 'report') options.onReport?.(data);
        else if (data.type === 'error') options.onError?.(data);
      }
    }
    pump();
  }

  function crash(reason: WorkerCrash['reason'], message: string): void {
    if (disposed || !port) return;
    stopPort();
    restarts += 1;
    consecutiveCrashes += 1;
    const willRetry = consecutiveCrashes <= maxCrashes;
    options.onCrash?.({ reason, message, restarts, willRetry });
    if (!willRetry) return;
    recovering = true;
    if (startPort()) resend();
  }

  function resend(): void {
    // The user's latest text and question are re-sent as they are; anything older
    // is gone with the old worker.
    queuedAnalyze = latestAnalyze;
    queuedQuery = latestQuery;
    queuedReport = latestReport;
    pump();
  }

  function armWatchdog(): void {
    clearWatchdog();
    if (!analyzeInFlight && !queryInFlight && !reportInFlight) return;
    watchdog = setTimeout(() => {
      watchdog = null;
      crash('timeout', `The worker did not answer within ${watchdogMs} ms.`);
    }, watchdogMs);
  }

  function clearWatchdog(): void {
    if (watchdog !== null) clearTimeout(watchdog);
    watchdog = null;
  }

  startPort();

  return {
    analyze(input) {
      if (disposed) return;
      analyzeSeq += 1;
      latestAnalyze = { input, seq: analyzeSeq };
      queuedAnalyze = latestAnalyze;
      if (!port) {
        // Gave up after repeated crashes (or never started): new text earns a new try.
        consecutiveCrashes = 0;
        if (!startPort()) return;
        queuedQuery = latestQuery;
        queuedReport = latestReport;
      }
      pump();
    },
    query(input) {
      if (disposed) return;
      querySeq += 1;
      latestQuery = { input, seq: querySeq };
      queuedQuery = latestQuery;
      pump();
    },
    report(input) {
      if (disposed) return;
      reportSeq += 1;
      latestReport = { input, seq: reportSeq };
      queuedReport = latestReport;
      pump();
    },
    dispose() {
      if (disposed) return;
      stopPort();
      disposed = true;
      queuedAnalyze = null;
      queuedQuery = null;
      queuedReport = null;
    },
  };
}

function errorMessage(event: Event): string {
  const message = (event as Partial<ErrorEvent>).message;
  return typeof message === 'string' && message !== ''
    ? `The worker failed: ${message}`
    : 'The worker stopped unexpectedly.';
}
