// Putting a link's state on the page, and telling whether it would change anything:
// the text goes in as one undoable editor change (only ever as text), the rest as
// store fields; a snapshot holds what a link carries.

import { sameExpectations, type PlaygroundInit, type PlaygroundState } from '../state/index.ts';
import type { Playground } from './playground.ts';

/**
 * Puts `init` on the page: the text as one undoable editor change (only ever as
 * text), the rest as plain store fields; fields `init` leaves out stay as they are.
 */
export function applyInit(playground: Playground, init: PlaygroundInit): void {
  const s = playground.store.getState();
  if (init.text !== undefined && init.text !== s.text)
    playground.replaceText(init.text, 'input.link');
  const next = playground.store.getState();
  if (init.agents) next.setAgents(init.agents);
  if (init.urls) next.setUrls(init.urls);
  // The question is asked as given, in the lists or not; new lists without one ask
  // about their first entries.
  const agent = questionAfter(init.selectedAgent, init.agents);
  const url = questionAfter(init.selectedUrl, init.urls);
  if (agent !== null) next.selectAgent(agent);
  if (url !== null) next.selectUrl(url);
  if (init.mode) next.setMode(init.mode);
  if (init.host !== undefined) next.setHost(init.host);
  if (init.panel) next.setPanel(init.panel);
  if (init.expectations) next.setExpectations(init.expectations);
  if (init.otherText !== undefined) next.setOtherText(init.otherText, init.otherSource ?? null);
}

/** What a link carries of a page's state (the question as strings, `''` for none). */
export type Snapshot = Required<
  Pick<
    PlaygroundInit,
    | 'text'
    | 'agents'
    | 'urls'
    | 'mode'
    | 'host'
    | 'panel'
    | 'selectedAgent'
    | 'selectedUrl'
    | 'expectations'
  >
>;

/** The snapshot of `s`. */
export function snapshot(s: PlaygroundState): Snapshot {
  return {
    text: s.text,
    agents: [...s.agents],
    urls: [...s.urls],
    mode: s.mode,
    host: s.host,
    panel: s.panel,
    selectedAgent: s.selectedAgent ?? '',
    selectedUrl: s.selectedUrl ?? '',
    expectations: s.expectations,
  };
}

/** What the page would hold once `init` is applied to `current` (see applyInit). */
export function targetOf(current: Snapshot, init: PlaygroundInit): Snapshot {
  return {
    text: init.text ?? current.text,
    agents: init.agents ? [...init.agents] : current.agents,
    urls: init.urls ? [...init.urls] : current.urls,
    mode: init.mode ?? current.mode,
    host: init.host ?? current.host,
    panel: init.panel ?? current.panel,
    selectedAgent: questionAfter(init.selectedAgent, init.agents)?.trim() || current.selectedAgent,
    selectedUrl: questionAfter(init.selectedUrl, init.urls)?.trim() || current.selectedUrl,
    expectations: init.expectations ?? current.expectations,
  };
}

// What applyInit asks about: the question given, else the first entry of a new list,
// else nothing (`null`: the question stays).
function questionAfter(
  wanted: string | undefined,
  list: readonly string[] | undefined,
): string | null {
  if (wanted !== undefined && wanted.trim() !== '') return wanted;
  return list?.find((item) => item.trim() !== '') ?? null;
}

/** True when two snapshots are field-by-field equal (lists element-wise). */
export function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return (
    a.text === b.text &&
    a.mode === b.mode &&
    a.host === b.host &&
    a.panel === b.panel &&
    a.selectedAgent === b.selectedAgent &&
    a.selectedUrl === b.selectedUrl &&
    sameList(a.agents, b.agents) &&
    sameList(a.urls, b.urls) &&
    sameExpectations(a.expectations, b.expectations)
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
