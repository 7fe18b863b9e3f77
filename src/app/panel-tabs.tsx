// The tab strip over the panels (WAI-ARIA tabs pattern: arrow keys move between
// tabs, Home/End jump, the active panel is the tab's tabpanel). A control inside a
// panel that opens another (a Matrix cell opens Explain) takes its focus away with
// the old panel; the new panel then receives it, never the page's body. A panel
// whose module is still on its way shows a "Loading …" status in its place; one
// that could not be fetched says so and offers to try again.

import { Component, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { selectPanel, usePlaygroundStore, usePlaygroundStoreApi } from '../state/index.ts';
import type { PanelEntry } from './panel-registry.tsx';

/** Tabs for `panels`; the open one is the store's `panel`. */
export function PanelTabs(props: { panels: readonly PanelEntry[] }): ReactNode {
  const { panels } = props;
  const store = usePlaygroundStoreApi();
  const open = usePlaygroundStore(selectPanel);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = panels.find((p) => p.id === open) ?? panels[0];
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = useRef(active?.id);
  useLayoutEffect(() => {
    if (shown.current === active?.id) return;
    shown.current = active?.id;
    // The row scrolls sideways where the tabs do not fit: the newly open tab comes
    // into view, whoever opened it (an arrow key, a click, another panel). Optional:
    // a DOM without layout (jsdom) has no scrollIntoView.
    tabs.current[panels.findIndex((p) => p.id === active?.id)]?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    });
    const focused = document.activeElement;
    // Focus fell to the body because its element went with the old panel.
    if (focused === null || focused === document.body) panelRef.current?.focus();
  }, [active?.id, panels]);
  if (!active) return null;

  const onKeyDown = (event: KeyboardEvent, index: number): void => {
    const last = panels.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const target = panels[next];
    if (next < 0 || !target) return;
    event.preventDefault();
    store.getState().setPanel(target.id);
    tabs.current[next]?.focus();
  };

  const Active = active.component;
  return (
    <>
      <div className="tabs" role="tablist" aria-label="Panels">
        {panels.map((p, i) => (
          <button
            key={p.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${p.id}`}
            aria-selected={p.id === active.id}
            aria-controls={`tabpanel-${p.id}`}
            aria-describedby={p.badge ? `tab-${p.id}-badge` : undefined}
            tabIndex={p.id === active.id ? 0 : -1}
            onClick={() => store.getState().setPanel(p.id)}
            // Pointing at a tab starts fetching its panel, so it is often there by the click.
            onPointerEnter={() => void p.load?.().catch(ignore)}
            onFocus={() => void p.load?.().catch(ignore)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {p.label}
            {p.badge ? <p.badge id={`tab-${p.id}-badge`} /> : null}
          </button>
        ))}
      </div>
      {/* No accessible name of its own: the tab's label would collide with the
          panel's own labelled controls (the **URLs** textbox, the **Agents** region);
          the tab points here with aria-controls. */}
      <div
        role="tabpanel"
        className="tabpanel"
        id={`tabpanel-${active.id}`}
        ref={panelRef}
        tabIndex={-1}
      >
        <PanelBoundary
          key={active.id}
          label={active.label}
          onRetry={() => void active.load?.().catch(ignore)}
        >
          <Active label={active.label} />
        </PanelBoundary>
      </div>
    </>
  );
}

// An early fetch that fails is reported when the panel is shown, not here.
const ignore = (): void => {};

interface BoundaryProps {
  label: string;
  /** Starts fetching the panel again; the boundary then shows it afresh. */
  onRetry: () => void;
  children: ReactNode;
}

/** Shows why a panel could not be shown (its module did not arrive) and a way to retry. */
class PanelBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <PanelFailed
        label={this.props.label}
        error={error}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

function PanelFailed(props: { label: string; error: unknown; onRetry: () => void }): ReactNode {
  const reason = props.error instanceof Error ? props.error.message : String(props.error);
  return (
    <div className="banner error" role="alert">
      <p>
        The {props.label} panel could not be loaded ({reason}). Your text is safe; check the
        connection and try again.
      </p>
      <button type="button" onClick={props.onRetry}>
        Try again
      </button>
    </div>
  );
}
