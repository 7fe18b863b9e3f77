// Connects a session to the worker's end of a channel: each message in is handled
// and its one reply posted back, encoded against the previous one (./wire.ts). Shared by the real worker and by tests, which
// serve a session on one port of a Node MessageChannel.

import type { Session, SessionOptions } from './session.ts';
import { createSession } from './session';
import type { AheadMessage, ErrorReply, ProgressMessage, WorkerReply } from './protocol.ts';
import type { WireMessage } from './wire.ts';
import type { PeerFactory } from '../core/readers/compare-readers.ts';
import type { XmlSitemapReader } from '../core/sitemap/read-sitemap.ts';
import { createWireEncoder, receivedText, type TextRequest } from './wire';

/** The worker-side endpoint: a DedicatedWorkerGlobalScope or a MessagePort. */
export interface SessionEndpoint {
  postMessage(message: WireMessage | ProgressMessage): void;
  addEventListener(type: 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: Event) => void): void;
  /** MessagePort: begins delivery of queued messages. */
  start?(): void;
}

/** robots-parser's reader, or `null` when its module cannot be loaded. */
async function loadPeer(): Promise<PeerFactory | null> {
  try {
    const module = (await import('robots-parser')) as unknown as
      PeerFactory | { default: PeerFactory };
    return typeof module === 'function' ? module : module.default;
  } catch {
    return null;
  }
}

/** The sitemap XML reader (./sitemap-xml.ts, with its parser), or `null` when it cannot be loaded. */
async function loadXml(): Promise<XmlSitemapReader | null> {
  try {
    return (await import('./sitemap-xml.ts')).readXmlSitemap;
  } catch {
    return null;
  }
}

/**
 * Serves a session (a new one unless given) on `endpoint` and returns a function
 * that stops serving. Never throws from a message handler: the session turns
 * every failure into an error reply.
 */
export function serveSession(
  endpoint: SessionEndpoint,
  session: Session | SessionOptions = {},
): () => void {
  // A long request says now and then that it is still at work (see ./client.ts).
  const handler =
    'handle' in session
      ? session
      : createSession({
          progress: (id) => endpoint.postMessage({ type: 'progress', id }),
          ...session,
        });
  // Replies go out as changes against the previous reply of their kind (./wire.ts).
  const wire = createWireEncoder();
  const post = (reply: WorkerReply, request: unknown): void => {
    const text = (request as { text?: unknown } | null)?.text;
    endpoint.postMessage(wire.encode(reply, typeof text === 'string' ? text : ''));
  };
  // Outlines wait for a task of their own: a message to this side's own channel
  // is queued behind the page's messages already waiting, whatever the timers do.
  const later: (() => void)[] = [];
  const turn = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  if (turn) {
    turn.port1.onmessage = () => later.shift()?.();
    // A Node port would keep its process alive; a worker's ends with the worker.
    (turn.port1 as { unref?: () => void }).unref?.();
  }
  const answer = (request: unknown): void => {
    // A new text is held at once and its outline made in a task of its own, so the
    // Verdict's question, posted right behind it, is answered first.
    const finish = turn ? (handler.begin?.(request) ?? null) : null;
    if (finish === null) {
      post(handler.handle(request), request);
      return;
    }
    later.push(() => post(finish(), request));
    turn?.port2.postMessage(null);
  };
  // A package a request type needs is fetched on the first such request:
  // robots-parser for `readers`, the XML reader for `sitemap`. Until it has
  // arrived (or failed to), requests wait in order, so each is still answered
  // against the text that came before it.
  const packages = new Map<unknown, () => Promise<void>>();
  if (handler.usePeer) {
    packages.set('readers', async () => {
      const factory = await loadPeer();
      if (factory) handler.usePeer?.(factory);
    });
  }
  if (handler.useXml) {
    packages.set('sitemap', async () => {
      const reader = await loadXml();
      if (reader) handler.useXml?.(reader);
    });
  }
  let loading = false;
  const waiting: unknown[] = [];
  const take = (request: unknown): void => {
    if (loading) {
      waiting.push(request);
      return;
    }
    const type = (request as { type?: unknown } | null)?.type;
    const load = packages.get(type);
    if (load) {
      packages.delete(type);
      loading = true;
      waiting.push(request);
      void load().then(() => {
        loading = false;
        // Taken again in order: one of them may need a package of its own.
        for (const r of waiting.splice(0)) take(r);
      });
      return;
    }
    answer(request);
  };
  // The text of the last analyze, load or text sent ahead: the next may come as a
  // change to it.
  let lastText: string | null = null;
  const arrive = (data: unknown): void => {
    const type = (data as { type?: unknown } | null)?.type;
    if (type === 'ahead') {
      // Nothing replies to a text sent ahead: one that cannot be rebuilt is dropped,
      // and the analysis that follows, a change to it, fails and says so.
      try {
        const whole = receivedText(data as AheadMessage, lastText);
        lastText = whole.text;
        handler.prepare?.(whole);
      } catch {
        lastText = null;
      }
      return;
    }
    if (type !== 'analyze' && type !== 'load') {
      take(data);
      return;
    }
    const request = data as Exclude<TextRequest, AheadMessage>;
    let whole: typeof request;
    try {
      whole = receivedText(request, lastText);
    } catch (error) {
      lastText = null;
      const reply: ErrorReply = {
        type: 'error',
        id: request.id,
        revision: request.revision,
        request: request.type,
        message: error instanceof Error ? error.message : String(error),
      };
      post(reply, null);
      return;
    }
    lastText = typeof whole.text === 'string' ? whole.text : null;
    take(whole);
  };
  const listener = (event: Event): void => arrive((event as MessageEvent<unknown>).data);
  endpoint.addEventListener('message', listener);
  endpoint.start?.();
  return () => {
    endpoint.removeEventListener('message', listener);
    turn?.port1.close();
  };
}
