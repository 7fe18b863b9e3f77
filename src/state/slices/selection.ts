// The selection slice: the Verdict's question (one agent, one URL), the lists of
// agents and URLs being compared, the mode and the declared host. The question is
// its own pair of strings: changing a list never changes it, and asking about
// something never edits a list. Lists stay trimmed and free of duplicates.

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

// The question's value for `value` (trimmed), or `current` when it is blank: the
// Verdict always asks about something once it has.
function asked(value: string, current: string | null): string | null {
  const v = value.trim();
  return v === '' ? current : v;
}

/** Creates the selection slice from the initial values (see PlaygroundInit defaults). */
export function selectionSlice(
  init: PlaygroundInit,
): StateCreator<PlaygroundState, [], [], SelectionSlice> {
  const agents = cleanList(init.agents ?? ['Googlebot'], agentKey);
  const urls = cleanList(init.urls ?? ['/'], urlKey);
  return (set) => ({
    agents,
    selectedAgent: asked(init.selectedAgent ?? '', agents[0] ?? null),
    urls,
    selectedUrl: asked(init.selectedUrl ?? '', urls[0] ?? null),
    hideAnswer: false,
    mode: init.mode ?? 'google',
    host: init.host?.trim() ?? '',
    setAgents: (list) => set({ agents: cleanList(list, agentKey) }),
    addAgent: (agent) =>
      set((state) => ({ agents: cleanList([...state.agents, agent], agentKey) })),
    removeAgent: (agent) =>
      set((state) => ({
        agents: state.agents.filter((a) => agentKey(a) !== agentKey(agent.trim())),
      })),
    selectAgent: (agent) =>
      set((state) => ({ selectedAgent: asked(agent, state.selectedAgent), hideAnswer: false })),
    setUrls: (list) => set({ urls: cleanList(list, urlKey) }),
    addUrl: (url) => set((state) => ({ urls: cleanList([...state.urls, url], urlKey) })),
    selectUrl: (url) =>
      set((state) => ({ selectedUrl: asked(url, state.selectedUrl), hideAnswer: false })),
    ask: (question) =>
      set((state) => ({
        selectedAgent: asked(question.agent, state.selectedAgent),
        selectedUrl: asked(question.url, state.selectedUrl),
        hideAnswer: question.hideAnswer ?? false,
      })),
    setMode: (mode) => set({ mode }),
    setHost: (host) => set({ host: host.trim() }),
  });
}
