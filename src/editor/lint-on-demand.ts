// The editor's entry points to diagnostics. Findings come from the worker once it
// has analysed the text, after the editor is usable, so @codemirror/lint (gutter,
// underlines, their tooltips, the list of problems) and ./diagnostics.ts, which
// converts our findings into its diagnostics, are fetched after the first paint
// (./on-demand.ts: when the editor is used, the page is idle, or the first findings
// are pushed). Until they arrive an empty gutter of the lint gutter's width holds
// its place, so the text does not move when markers appear.

import { Facet, type Extension } from '@codemirror/state';
import { EditorView, gutter, keymap } from '@codemirror/view';
import type { RobotsDiagnostic } from '../core/lint/index.ts';
import { fetchOnce, onDemand, onDemandPiece, type OnDemandPiece } from './on-demand.ts';

type DiagnosticsModule = typeof import('./diagnostics.ts');

let loaded: DiagnosticsModule | null = null;

/** Fetches ./diagnostics.ts (and @codemirror/lint with it), once per page. */
export const loadDiagnostics = fetchOnce(async () => {
  loaded = await import('./diagnostics.ts');
  return loaded;
});

/** The diagnostics piece of a view built with robotsDiagnostics(), null in any other. */
const diagnosticsPiece = Facet.define<
  OnDemandPiece<DiagnosticsModule>,
  OnDemandPiece<DiagnosticsModule> | null
>({ combine: (pieces) => pieces[0] ?? null });

// Until the lint gutter arrives: a gutter of its class, as wide as
// @codemirror/lint's theme makes it (`.cm-gutter-lint`, 1.4em).
const gutterPlaceholder: Extension = [
  gutter({ class: 'cm-gutter-lint' }),
  EditorView.baseTheme({ '.cm-gutter-lint': { width: '1.4em' } }),
];

/**
 * The diagnostics part of `robots()`: fix-edit tracking and, when `gutter` is true
 * (default `true`), the lint gutter, both fetched on first need.
 */
export function robotsDiagnostics(gutter = true): Extension {
  const piece = onDemandPiece({
    load: loadDiagnostics,
    extension: (module) => module.diagnosticsExtension(gutter),
    placeholder: gutter ? gutterPlaceholder : [],
  });
  return [piece.extension, diagnosticsPiece.of(piece)];
}

/**
 * The lint keys of `basicRobotsSetup()`: Mod-Shift-M opens the list of problems,
 * F8 goes to the next one; pressed before the lint module arrived, they fetch it
 * and then do their work.
 */
export function robotsLintKeys(): Extension {
  return onDemand({
    load: loadDiagnostics,
    extension: (module) => keymap.of(module.lintKeymap),
    keys: [
      { key: 'Mod-Shift-m', run: (module) => module.openLintPanel, preventDefault: true },
      { key: 'F8', run: (module) => module.nextDiagnostic },
    ],
  });
}

// Findings waiting, per view, for the lint module to arrive there; the last wins.
const waiting = new WeakMap<EditorView, readonly RobotsDiagnostic[]>();

/**
 * Shows `diagnostics` (UTF-16 offsets into `view`'s document) in `view`, and only
 * when they differ from what it shows: at once when the lint module is there,
 * else as soon as it has arrived. Resolves to true once they are shown (or were
 * already), to false when they were dropped as stale: `options.text` is given and
 * is not the current document, the text changed before the module arrived (the
 * new text's findings follow), newer findings were pushed meanwhile, the view
 * went away or the fetch failed (the next push tries again). Never rejects; never
 * throws on out-of-range offsets.
 */
export function setRobotsDiagnostics(
  view: EditorView,
  diagnostics: readonly RobotsDiagnostic[],
  options: { text?: string } = {},
): Promise<boolean> {
  if (options.text !== undefined && options.text !== view.state.doc.toString()) {
    return Promise.resolve(false);
  }
  const piece = view.state.facet(diagnosticsPiece);
  // A view built without robots() gets the lint extensions from the first push.
  const module = piece === null ? loaded : piece.installed(view);
  if (module !== null) {
    waiting.delete(view);
    module.showDiagnostics(view, diagnostics);
    return Promise.resolve(true);
  }
  waiting.set(view, diagnostics);
  const doc = view.state.doc;
  const arrival = piece === null ? loadDiagnostics() : piece.install(view);
  return arrival.then(
    (arrived) => {
      if (arrived === null || waiting.get(view) !== diagnostics) return false;
      waiting.delete(view);
      if (view.state.doc !== doc) return false;
      arrived.showDiagnostics(view, diagnostics);
      return true;
    },
    () => false,
  );
}
