// Editor pieces fetched after the first paint. Completion (the @codemirror/autocomplete
// UI and a source that knows every registry crawler), hover help (which describes
// crawlers too) and the search panel are not needed to show and edit the text, so
// the page's first download leaves them out. A view asks for them as soon as it is
// focused, pointed at or typed in, or once the page is idle after mounting; a key
// that belongs to a piece still on its way fetches it and then does its work, so
// no control is ever dead. Each module is fetched once per page.

import { Compartment, type Extension } from '@codemirror/state';
import {
  EditorView,
  ViewPlugin,
  hoverTooltip,
  keymap,
  type Command,
  type KeyBinding,
  type ViewUpdate,
} from '@codemirror/view';
import { robotsLanguage } from './language.ts';

/**
 * `load` wrapped so every call shares one fetch. A failed fetch is forgotten, so
 * the next call tries again (the connection may be back).
 */
export function fetchOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** A key of an on-demand piece: a KeyBinding whose commands come from its module. */
export interface OnDemandKey<M> extends Omit<KeyBinding, 'run' | 'shift' | 'any'> {
  run: (module: M) => Command;
  shift?: (module: M) => Command;
}

/** What `onDemand` fetches and installs. */
export interface OnDemandSpec<M> {
  /** Fetches the module; wrap it in `fetchOnce` so views share the fetch. */
  load: () => Promise<M>;
  /** The extension built from the module; it goes where `onDemand()` was placed. */
  extension: (module: M) => Extension;
  /** Keys that work before the module has arrived (fetch, install, then run). Default none. */
  keys?: readonly OnDemandKey<M>[];
  /**
   * Runs in a view right after the extension was installed; `typing` is true when
   * the user's last action there was typing text. Default: nothing.
   */
  arrived?: (module: M, view: EditorView, typing: boolean) => void;
  /**
   * What the piece's place holds until it arrives, e.g. an empty gutter of the
   * width the piece's gutter will take, so the text does not move. Default none.
   */
  placeholder?: Extension;
}

/** An on-demand piece (see onDemand): its extension, and a way to ask for it in one view. */
export interface OnDemandPiece<M> {
  /** The extension that holds the piece's place and fetches it. */
  extension: Extension;
  /** The piece's module when the piece is installed in `view`, else null. */
  installed(view: EditorView): M | null;
  /**
   * Fetches and installs the piece in `view` now; resolves to its module once
   * installed, or to null when `view` has not this piece or has gone. Rejects
   * when the fetch fails.
   */
  install(view: EditorView): Promise<M | null>;
}

/**
 * Runs `callback` once the page is idle, at most `timeoutMs` from now (where the
 * browser has no idle callbacks: after `fallbackMs`); returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = 1000, fallbackMs = 200): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}

/** The events that say a view is about to be used: each calls `want()` on the plugin. */
function wantedOn<V extends { want(): void }>(): {
  [E in 'focus' | 'pointerdown' | 'keydown']: (this: V) => void;
} {
  return {
    focus() {
      this.want();
    },
    pointerdown() {
      this.want();
    },
    keydown() {
      this.want();
    },
  };
}

/**
 * Fetches `load` (see fetchOnce) when a view is about to be used or the page is
 * idle, so what a later interaction needs is already there. Installs nothing.
 */
export function prefetch(load: () => Promise<unknown>): Extension {
  class Prefetcher {
    private done = false;
    private readonly cancelIdle = whenIdle(() => this.want());

    want(): void {
      if (this.done) return;
      this.done = true;
      this.cancelIdle();
      load().catch(() => {
        this.done = false;
      });
    }

    destroy(): void {
      this.cancelIdle();
    }
  }
  return ViewPlugin.fromClass(Prefetcher, { eventHandlers: wantedOn<Prefetcher>() });
}

/**
 * An extension fetched on first need (see the file header): empty until `spec.load`
 * resolves, then `spec.extension(module)` in the same place among the view's
 * extensions (so key precedence is as if it had been there from the start). Until
 * then `spec.keys` stand in for its keys. A failed fetch leaves the view as it was;
 * the next focus, pointer press or key tries again.
 */
export function onDemand<M>(spec: OnDemandSpec<M>): Extension {
  return onDemandPiece(spec).extension;
}

/** onDemand's piece with its handle, for code outside the view that needs the module there. */
export function onDemandPiece<M>(spec: OnDemandSpec<M>): OnDemandPiece<M> {
  const slot = new Compartment();

  class Fetcher {
    installed = false;
    module: M | null = null;
    typing = false;
    private destroyed = false;
    private readonly cancelIdle: () => void;

    constructor(readonly view: EditorView) {
      this.cancelIdle = whenIdle(() => this.want());
    }

    want(): void {
      if (!this.installed) void this.fetch().catch(ignore);
    }

    update(update: ViewUpdate): void {
      for (const tr of update.transactions) {
        if (tr.isUserEvent('input.type')) this.typing = true;
        else if (tr.docChanged || tr.selection) this.typing = false;
      }
    }

    /** Resolves to the module once it is installed in this view (null if the view went away). */
    async fetch(): Promise<M | null> {
      const module = await spec.load();
      if (this.destroyed) return null;
      if (!this.installed) {
        this.installed = true;
        this.module = module;
        this.view.dispatch({ effects: slot.reconfigure(spec.extension(module)) });
        spec.arrived?.(module, this.view, this.typing);
      }
      return module;
    }

    destroy(): void {
      this.destroyed = true;
      this.cancelIdle();
    }
  }

  const fetcher = ViewPlugin.fromClass(Fetcher, { eventHandlers: wantedOn<Fetcher>() });

  // Until the piece is installed its keys fetch it and then run; afterwards they
  // step aside for the piece's own bindings.
  const standIn = (command: (module: M) => Command): Command => {
    return (view) => {
      const plugin = view.plugin(fetcher);
      if (plugin === null || plugin.installed) return false;
      plugin.fetch().then((module) => {
        if (module !== null) command(module)(view);
      }, ignore);
      return true;
    };
  };
  const keys: KeyBinding[] = (spec.keys ?? []).map(({ run, shift, ...binding }) => ({
    ...binding,
    run: standIn(run),
    ...(shift ? { shift: standIn(shift) } : {}),
  }));

  return {
    extension: [slot.of(spec.placeholder ?? []), fetcher, keys.length > 0 ? keymap.of(keys) : []],
    installed: (view) => view.plugin(fetcher)?.module ?? null,
    install: async (view) => (await view.plugin(fetcher)?.fetch()) ?? null,
  };
}

// A fetch that fails is retried by the next trigger; nothing to report meanwhile.
const ignore = (): void => {};

const loadCompletion = fetchOnce(async () => {
  const [ui, source] = await Promise.all([
    import('@codemirror/autocomplete'),
    import('./completion.ts'),
  ]);
  return { ui, source };
});

/**
 * Completion of directive names and crawler tokens (./completion.ts) with
 * CodeMirror's autocomplete UI, both fetched on first need. Keys typed while they
 * were on their way still open the list, and Ctrl-Space (macOS also Alt-` and
 * Alt-i) works from the start.
 */
export function robotsCompletion(): Extension {
  return onDemand({
    load: loadCompletion,
    extension: ({ ui, source }) => [
      robotsLanguage.data.of({ autocomplete: source.robotsCompletionSource }),
      ui.autocompletion(),
    ],
    keys: [
      { key: 'Ctrl-Space', run: ({ ui }) => ui.startCompletion },
      { mac: 'Alt-`', run: ({ ui }) => ui.startCompletion },
      { mac: 'Alt-i', run: ({ ui }) => ui.startCompletion },
    ],
    arrived: (_module, view, typing) => {
      // The completion UI missed the keystrokes typed while it was on its way; it
      // opens on typing, so it is told of the last one as if it had just happened.
      if (typing && view.hasFocus) view.dispatch({ userEvent: 'input.type' });
    },
  });
}

const loadHoverHelp = fetchOnce(() => import('./hover.ts'));

const hoverTheme = EditorView.baseTheme({
  '.cm-robots-hover': { maxWidth: '32em', padding: '4px 8px', lineHeight: '1.4' },
  '.cm-robots-hover-title': { fontWeight: 'bold', fontFamily: 'monospace' },
  '.cm-robots-hover-line': { margin: '4px 0 0' },
});

/**
 * Hover help (./hover.ts, fetched on first need) as an extension; `hoverTime` in
 * milliseconds (default 300, CodeMirror's). Help that arrives after the text
 * changed is dropped.
 */
export function robotsHover(hoverTime = 300): Extension {
  return [
    hoverTheme,
    hoverTooltip(
      async (view, pos, side) => {
        const doc = view.state.doc;
        const help = await loadHoverHelp().catch(() => null);
        if (help === null || view.state.doc !== doc) return null;
        const info = help.describePosition(view.state, pos, side);
        if (info === null) return null;
        return {
          pos: info.from,
          end: info.to,
          above: true,
          create: () => ({ dom: help.renderHoverInfo(info) }),
        };
      },
      { hoverTime },
    ),
    // Fetched ahead, so the first hover does not wait for the network.
    prefetch(loadHoverHelp),
  ];
}
