// Diagnostics computed elsewhere (the linter runs in the worker) are pushed into the
// editor: our own `RobotsDiagnostic` is converted to CodeMirror's `Diagnostic` here
// and nowhere else. A fix is a lint action applying all its edits as one
// transaction (one undo step); edits are mapped through the changes made since the
// diagnostics were pushed, so a fix clicked after typing still lands in place.

import { ChangeSet, StateEffect, StateField } from '@codemirror/state';
import type {
  ChangeDesc,
  ChangeSpec,
  EditorState,
  Extension,
  TransactionSpec,
} from '@codemirror/state';
import { lintGutter, setDiagnostics } from '@codemirror/lint';
import type { Action, Diagnostic } from '@codemirror/lint';
import type { EditorView } from '@codemirror/view';
import type { RobotsDiagnostic, RobotsFix } from '../core/lint/index.ts';

// The core's diagnostic type (src/core/lint), taken as is: the editor is the
// only place that turns it into CodeMirror's `Diagnostic`.
export type { RobotsDiagnostic, RobotsFix } from '../core/lint/index.ts';
/** One text edit of a fix; UTF-16 offsets into the text the diagnostic was computed on. */
export type RobotsEdit = RobotsFix['edits'][number];

/** Marks a fresh set of pushed diagnostics, restarting the change tracking of fixes. */
const diagnosticsPushed = StateEffect.define<null>();

/** The document changes since the diagnostics were last pushed (for mapping fix edits). */
const changesSincePush = StateField.define<ChangeDesc>({
  create: (state) => ChangeSet.empty(state.doc.length).desc,
  update(desc, tr) {
    if (tr.effects.some((e) => e.is(diagnosticsPushed))) {
      return ChangeSet.empty(tr.state.doc.length).desc;
    }
    return tr.docChanged ? desc.composeDesc(tr.changes.desc) : desc;
  },
});

function clamp(pos: number, length: number): number {
  return Math.min(Math.max(0, Math.floor(pos)), length);
}

/**
 * The changes a fix makes in `state`: edits mapped through the edits since the
 * push (when tracked), clamped to the document, sorted, and with overlapping
 * edits after the first dropped. Pure; never throws.
 */
export function fixChanges(state: EditorState, fix: RobotsFix): ChangeSpec[] {
  const since = state.field(changesSincePush, false);
  const length = state.doc.length;
  const mapped = fix.edits.map((e) => {
    let from = since ? since.mapPos(clamp(e.from, since.length), 1) : e.from;
    let to = since ? since.mapPos(clamp(e.to, since.length), -1) : e.to;
    from = clamp(from, length);
    to = Math.max(from, clamp(to, length));
    return { from, to, insert: e.insert };
  });
  mapped.sort((a, b) => a.from - b.from || a.to - b.to);
  const out: ChangeSpec[] = [];
  let end = -1;
  for (const e of mapped) {
    if (e.from < end) continue;
    out.push(e);
    end = e.to;
  }
  return out;
}

/** The transaction that applies a fix: one change set, one undo step, user event `input.fix`. */
export function fixTransaction(state: EditorState, fix: RobotsFix): TransactionSpec {
  return { changes: fixChanges(state, fix), userEvent: 'input.fix', scrollIntoView: true };
}

/**
 * Converts one of our diagnostics into CodeMirror's: same severity and message,
 * `source` = rule id, class `cm-robots-lint-<id>`, fixes as actions. Offsets are
 * clamped to `docLength` so a diagnostic can never make CodeMirror throw.
 */
export function toCmDiagnostic(d: RobotsDiagnostic, docLength: number): Diagnostic {
  const from = clamp(d.from, docLength);
  const to = Math.max(from, clamp(d.to, docLength));
  const actions: Action[] = (d.fixes ?? []).map((fix) => ({
    name: fix.label,
    apply: (view: EditorView) => {
      view.dispatch(fixTransaction(view.state, fix));
    },
  }));
  return {
    from,
    to,
    severity: d.severity,
    message: d.message,
    source: d.id,
    markClass: `cm-robots-lint-${d.id}`,
    ...(actions.length > 0 ? { actions } : {}),
  };
}

/**
 * The transaction spec that replaces the editor's diagnostics with `diagnostics`
 * (positions in `state`'s document). Pure: dispatch it, or apply it with
 * `state.update(spec)` in tests.
 */
export function robotsDiagnosticsSpec(
  state: EditorState,
  diagnostics: readonly RobotsDiagnostic[],
): TransactionSpec {
  const length = state.doc.length;
  const spec = setDiagnostics(
    state,
    diagnostics.map((d) => toCmDiagnostic(d, length)),
  );
  const tracking =
    state.field(changesSincePush, false) === undefined
      ? [StateEffect.appendConfig.of(changesSincePush)]
      : [];
  const effects = spec.effects === undefined ? [] : [spec.effects].flat();
  return { ...spec, effects: [...effects, ...tracking, diagnosticsPushed.of(null)] };
}

/**
 * Replaces the diagnostics shown in `view`. When `options.text` is given and is
 * not the current document, the diagnostics are stale and dropped (returns false);
 * otherwise they are applied (returns true). Never throws on out-of-range offsets.
 */
export function setRobotsDiagnostics(
  view: EditorView,
  diagnostics: readonly RobotsDiagnostic[],
  options: { text?: string } = {},
): boolean {
  if (options.text !== undefined && options.text !== view.state.doc.toString()) return false;
  view.dispatch(robotsDiagnosticsSpec(view.state, diagnostics));
  return true;
}

/**
 * The diagnostics part of `robots()`: fix-edit tracking and, when `gutter` is true
 * (default `true`), the lint gutter.
 */
export function robotsDiagnostics(gutter = true): Extension {
  return [changesSincePush, gutter ? lintGutter() : []];
}
