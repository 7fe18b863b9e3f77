// The tab strip over the panels (WAI-ARIA tabs pattern: arrow keys move between
// tabs, Home/End jump, the active panel is the tab's tabpanel). A control inside a
// panel that opens another (a Matrix cell opens Explain) takes its focus away with
// the old panel; the new panel then receives it, never the page's body.

import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
    const focused = document.activeElement;
    // Focus fell to the body because its element went with the old panel.
    if (focused === null || focused === document.body) panelRef.current?.focus();
  }, [active?.id]);
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
      <div role="tabpanel" id={`tabpanel-${active.id}`} ref={panelRef} tabIndex={-1}>
        <Active />
      </div>
    </>
  );
}
