// The panel tabs, in display order. Each panel lives in src/panels/<name>/ and
// reads the store itself; this table is the only place that knows them all.
// Every panel's module is loaded the first time its tab is shown (or pointed at),
// so a first visit fetches only the editor, the Verdict and the open panel.

import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { PanelId } from '../state/index.ts';
import { whenIdle } from '../editor/index.ts';
import { ProblemCount } from './problem-count.tsx';
import { ExpectationCount } from './expectation-count.tsx';

/** What PanelTabs passes to the component it shows. */
export interface PanelProps {
  /** The tab's label, for a panel that says it is still loading. */
  label?: string;
}

/** One tab: its id (also used in permalinks), label, component and optional badge. */
export interface PanelEntry {
  id: PanelId;
  label: string;
  /** What the tab shows; a lazily loaded one says it is loading until its module has arrived. */
  component: ComponentType<PanelProps>;
  /**
   * Fetches the panel's module and resolves to its component; absent for a panel
   * bundled with the page. Calling it early (a tab pointed at) only starts the fetch.
   */
  load?: () => Promise<ComponentType>;
  /**
   * Shown after the label (e.g. a count), kept out of the tab's name; it renders an
   * element with the given `id` that describes the tab (aria-describedby).
   */
  badge?: ComponentType<{ id: string }>;
}

/**
 * A panel loaded on first use: until `load` has fetched the module, `component`
 * shows a "Loading <label>…" status of its own and starts the fetch; both share
 * one fetch. It does not suspend: React holds back a Suspense boundary's content
 * for up to 300 ms after its fallback showed, which would make every tab opened
 * before its module arrived wait that long. A failed fetch is thrown to the
 * nearest error boundary (PanelTabs says why) until `load` is called again,
 * which fetches anew (the tab's "Try again", or pointing at the tab).
 */
export function lazyPanel(
  load: () => Promise<ComponentType>,
): Required<Pick<PanelEntry, 'component' | 'load'>> {
  type State =
    | { kind: 'waiting' }
    | { kind: 'ready'; component: ComponentType }
    | { kind: 'failed'; error: unknown };
  let state: State = { kind: 'waiting' };
  let pending: Promise<ComponentType> | null = null;
  const listeners = new Set<() => void>();
  const become = (next: State): void => {
    state = next;
    for (const listener of listeners) listener();
  };
  const once = (): Promise<ComponentType> => {
    if (state.kind === 'ready') return Promise.resolve(state.component);
    if (pending !== null) return pending;
    if (state.kind === 'failed') become({ kind: 'waiting' });
    pending = load().then(
      (component) => {
        become({ kind: 'ready', component });
        return component;
      },
      (error: unknown) => {
        pending = null;
        become({ kind: 'failed', error });
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const LazyPanel = (props: PanelProps): ReactNode => {
    const now = useSyncExternalStore(subscribe, () => state);
    useEffect(() => {
      if (now.kind === 'waiting') once().catch(() => {});
    }, [now]);
    if (now.kind === 'failed') throw now.error;
    if (now.kind === 'ready') return <now.component />;
    return (
      <p className="panel-loading muted" role="status">
        Loading {props.label ?? 'the panel'}…
      </p>
    );
  };
  return { component: LazyPanel, load: once };
}

/** Every panel shown as a tab, in order. */
export const PANELS: readonly PanelEntry[] = [
  {
    id: 'agents',
    label: 'Agents',
    ...lazyPanel(async () => (await import('../panels/agents/index.ts')).AgentsPanel),
  },
  {
    id: 'urls',
    label: 'URLs',
    ...lazyPanel(async () => (await import('../panels/urls/index.ts')).UrlsPanel),
  },
  {
    id: 'matrix',
    label: 'Matrix',
    ...lazyPanel(async () => (await import('../panels/matrix/index.ts')).MatrixPanel),
  },
  {
    id: 'explain',
    label: 'Explain',
    ...lazyPanel(async () => (await import('../panels/explain/index.ts')).ExplainPanel),
  },
  {
    id: 'problems',
    label: 'Problems',
    ...lazyPanel(async () => (await import('../panels/problems/index.ts')).ProblemsPanel),
    badge: ProblemCount,
  },
  {
    id: 'crawlers',
    label: 'Crawlers',
    ...lazyPanel(async () => (await import('../panels/crawlers/index.ts')).CrawlersPanel),
  },
  {
    id: 'policy',
    label: 'Policy',
    ...lazyPanel(async () => (await import('../panels/policy/index.ts')).PolicyPanel),
  },
  {
    id: 'fetch',
    label: 'Fetch',
    ...lazyPanel(async () => (await import('../panels/fetch/index.ts')).FetchPanel),
  },
  {
    id: 'page',
    label: 'Page',
    ...lazyPanel(async () => (await import('../panels/page/index.ts')).PagePanel),
  },
  {
    id: 'readers',
    label: 'Readers',
    ...lazyPanel(async () => (await import('../panels/readers/index.ts')).ReadersPanel),
  },
  {
    id: 'expectations',
    label: 'Expectations',
    ...lazyPanel(async () => (await import('../panels/expectations/index.ts')).ExpectationsPanel),
    badge: ExpectationCount,
  },
  {
    id: 'sitemap',
    label: 'Sitemap',
    ...lazyPanel(async () => {
      const [{ SitemapPanel }, { readTextFile }] = await Promise.all([
        import('../panels/sitemap/index.ts'),
        import('./bytes.ts'),
      ]);
      // Panels never import app/: the app's file reader is handed to this one.
      return function Sitemap() {
        return <SitemapPanel readFile={readTextFile} />;
      };
    }),
  },
  {
    id: 'compare',
    label: 'Compare',
    ...lazyPanel(async () => {
      const [{ ComparePanel }, { compareSources }] = await Promise.all([
        import('../panels/compare/index.ts'),
        import('./compare-sources.ts'),
      ]);
      return function Compare() {
        return <ComparePanel sources={compareSources} />;
      };
    }),
  },
  {
    id: 'share',
    label: 'Share',
    ...lazyPanel(async () => (await import('../panels/share/index.ts')).SharePanel),
  },
  {
    id: 'examples',
    label: 'Examples',
    ...lazyPanel(async () => (await import('../panels/examples/index.ts')).ExamplesPanel),
  },
  {
    id: 'lesson',
    label: 'Lesson',
    ...lazyPanel(async () => (await import('../panels/lesson/index.ts')).LessonPanel),
  },
];

/**
 * Fetches every panel's module, so a tab opens without waiting for the network:
 * from the page's first idle moment, first the modules in `first` (those the page
 * itself asks for on demand, such as the link codec, which would otherwise queue
 * behind a dozen panel fetches on a busy connection), then, once they have
 * arrived or failed, every panel's at once (each started in a task of its own).
 * Returns a function that stops what has not started yet.
 */
export function preloadPanels(
  panels: readonly PanelEntry[] = PANELS,
  first: readonly (() => Promise<unknown>)[] = [],
): () => void {
  let stopped = false;
  const fetchPanels = (): void => {
    // Each in a task of its own: starting a fetch adds the module's preload and
    // style links to the document, ~5 ms of the page's thread per panel, so
    // sixteen in one task would hold a keystroke for 80 ms. The requests still
    // all leave within a few turns. A failed fetch is reported when its panel is
    // shown; the others still come.
    for (const entry of panels) {
      setTimeout(() => {
        if (!stopped) entry.load?.().catch(() => {});
      }, 0);
    }
  };
  const start = (): void => {
    if (stopped) return;
    const arrivals = first.map((load) => load().catch(() => {}));
    void Promise.all(arrivals).then(fetchPanels);
  };
  const cancel = whenIdle(start, 3000, 300);
  return () => {
    stopped = true;
    cancel();
  };
}
