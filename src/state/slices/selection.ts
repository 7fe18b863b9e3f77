// The selection slice: which agents and URLs the user asks about, the mode and
// the declared host. Lists stay trimmed and free of duplicates, and the selected
// entry is always one of the list (or `null` when it is empty).

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundInit, PlaygroundState, SelectionSlice } from '../types.ts';

// RFC 9309 §2.2.1: product tokens compare case-insensitively, so `googlebot` and
// `Googlebot` are one agent.
const agentKey = (agent: string): string => agent.toLowerCase();
const urlKey = (url: string): string => url;

/** Trims, drops empty entries and keeps the first of each duplicate. */
export function cleanList(items: readonly string[], key: (item: string) => string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const k = key(item);
    if (item === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

function keepSelected(
  list: readonly string[],
  selected: string | null,
  key: (item: string) => string,
): string | null {
  if (selected !== null) {
    const match = list.find((item) => key(item) === key(selected.trim()));
    if (match !== undefined) return match;
  }
  return list[0] ?? null;
}

function without(
  list: readonly string[],
  selected: string | null,
  item: string,
  key: (item: string) => string,
): { list: string[]; selected: string | null } {
  const index = list.findIndex((x) => key(x) === key(item.trim()));
  if (index < 0) return { list: [...list], selected };
  const next = list.filter((_, i) => i !== index);
  const wasSelected = selected !== null && key(selected) === key(list[index] ?? '');
  return {
    list: next,
    selected: wasSelected ? (next[Math.min(index, next.length - 1)] ?? null) : selected,
  };
}

/** Creates the selection slice from the initial values (see PlaygroundInit defaults). */
export function selectionSlice(
  init: PlaygroundInit,
): StateCreator<PlaygroundState, [], [], SelectionSlice> {
  const agents = cleanList(init.agents ?? ['Googlebot'], agentKey);
  const urls = cleanList(init.urls ?? ['/'], urlKey);
  return (set) => ({
    agents,
    selectedAgent: keepSelected(agents, init.selectedAgent ?? null, agentKey),
    urls,
    selectedUrl: keepSelected(urls, init.selectedUrl ?? null, urlKey),
    mode: init.mode ?? 'google',
    host: init.host?.trim() ?? '',
    setAgents: (list) =>
      set((state) => {
        const next = cleanList(list, agentKey);
        return { agents: next, selectedAgent: keepSelected(next, state.selectedAgent, agentKey) };
      }),
    addAgent: (agent) =>
      set((state) => {
        const next = cleanList([...state.agents, agent], agentKey);
        return { agents: next, selectedAgent: keepSelected(next, agent, agentKey) };
      }),
    removeAgent: (agent) =>
      set((state) => {
        const { list, selected } = without(state.agents, state.selectedAgent, agent, agentKey);
        return { agents: list, selectedAgent: selected };
      }),
    selectAgent: (agent) =>
      set((state) => ({ selectedAgent: keepSelected(state.agents, agent, agentKey) })),
    setUrls: (list) =>
      set((state) => {
        const next = cleanList(list, urlKey);
        return { urls: next, selectedUrl: keepSelected(next, state.selectedUrl, urlKey) };
      }),
    addUrl: (url) =>
      set((state) => {
        const next = cleanList([...state.urls, url], urlKey);
        return { urls: next, selectedUrl: keepSelected(next, url, urlKey) };
      }),
    selectUrl: (url) => set((state) => ({ selectedUrl: keepSelected(state.urls, url, urlKey) })),
    setMode: (mode) => set({ mode }),
    setHost: (host) => set({ host: host.trim() }),
  });
}
