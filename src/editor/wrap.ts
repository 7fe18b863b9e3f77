// Soft wrap behind a Compartment, so it can be switched without rebuilding the
// editor. robots.txt lines are short except long Sitemap URLs and patterns, so
// wrapping is off by default.

import { Compartment } from '@codemirror/state';
import type { EditorState, Extension, StateEffect } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { Command } from '@codemirror/view';

/** The compartment holding the soft-wrap extension (shared by every editor; compartments are per state). */
export const softWrapCompartment = new Compartment();

/** The soft-wrap compartment with its initial content: `EditorView.lineWrapping` when `enabled`. */
export function softWrap(enabled: boolean): Extension {
  return softWrapCompartment.of(enabled ? EditorView.lineWrapping : []);
}

/** True when `state` has the soft-wrap compartment and it is on. */
export function isSoftWrapOn(state: EditorState): boolean {
  return softWrapCompartment.get(state) === EditorView.lineWrapping;
}

/** The effect that turns soft wrap on or off (for a transaction the caller dispatches). */
export function softWrapEffect(enabled: boolean): StateEffect<unknown> {
  return softWrapCompartment.reconfigure(enabled ? EditorView.lineWrapping : []);
}

/**
 * Turns soft wrap on or off in `view`. Returns false (and does nothing) when the
 * editor was built without `softWrap(...)` (e.g. `robots()` is not installed).
 */
export function setSoftWrap(view: EditorView, enabled: boolean): boolean {
  if (softWrapCompartment.get(view.state) === undefined) return false;
  view.dispatch({ effects: softWrapEffect(enabled) });
  return true;
}

/** Command: flips soft wrap. Bound to Alt-Z by the robots keymap. */
export const toggleSoftWrap: Command = (view) => setSoftWrap(view, !isSoftWrapOn(view.state));
