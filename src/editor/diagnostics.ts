// Diagnostics computed elsewhere (the linter runs in the worker) are pushed into the
// editor: our own `RobotsDiagnostic` is converted to CodeMirror's `Diagnostic` here
// and nowhere else. A fix is a lint action applying all its edits as one
// transaction (one undo step); edits are mapped through the changes made since the
// diagnostics were pushed, so a fix clicked after typing still lands in place.
// With @codemirror/lint this module is fetched after the first paint
// (./lint-on-demand.ts holds the editor's entry points to it).

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
import { fixesOf } from '../core/lint/fixes.ts';
import { renderInlineCode } from './inline-code.ts';

// The core's diagnostic type (src/core/lint), taken as is: the editor is the
// only place that turns it into CodeMirror's `Diagnostic`.
export type { RobotsDiagnostic, RobotsFix } from '../core/lint/index.ts';
/** One text edit of a fix; UTF-16 offsets into the text the diagnostic was computed on. */
export type RobotsEdit = RobotsFix['edits'][number];

/** Marks a fresh set of pushed diagnostics, restarting the change tracking of fixes. */
const diagnosticsPushed = StateEffect.define<readonly RobotsDiagnostic[]>();

/** The diagnostics last pushed, and the document changes since (for mapping fix edits). */
interface Pushed {
  diagnostics: readonly RobotsDiagnostic[];
  since: ChangeDesc;
}

const changesSincePush = StateField.define<Pushed>({
  create: (state) => ({ diagnostics: [], since: ChangeSet.empty(state.doc.length).desc }),
  update(pushed, tr) {
    for (const e of tr.effects) {
      if (e.is(diagnosticsPushed)) {
        return { diagnostics: e.value, since: ChangeSet.empty(tr.state.doc.length).desc };
      }
    }
    return tr.docChanged
      ? { diagnostics: pushed.diagnostics, since: pushed.since.composeDesc(tr.changes.desc) }
      : pushed;
  },
});

// Past this many changed ranges since the push, findings are pushed anew unchecked.
const MAX_CHANGED_RANGES = 16;

/**
 * Whether `diagnostics` (computed on `state`'s document) differ from what the
 * editor shows: the last pushed ones as CodeMirror has mapped them through the
 * edits since. An edit inside one line leaves most findings where the mapping
 * put them; then nothing needs pushing, and the fixes already shown still land
 * in place (their edits are mapped at click time). A finding whose range touches
 * an edited range counts as changed, since where CodeMirror moves a mark's end
 * there is a guess. A fix's edits are compared as a click would map them (see
 * fixChanges), touched or not: typing at the end of a group whose finding offers
 * to copy lines below it moves that copy's place with the text, and the editor's
 * findings stay as they are.
 */
export function diagnosticsChanged(
  state: EditorState,
  diagnostics: readonly RobotsDiagnostic[],
): boolean {
  const pushed = state.field(changesSincePush, false);
  if (pushed === undefined || pushed.diagnostics.length !== diagnostics.length) return true;
  const { since } = pushed;
  if (since.empty) return pushed.diagnostics !== diagnostics && !sameList(pushed, diagnostics);
  const touched: number[] = [];
  since.iterChangedRanges((fromA, toA) => void touched.push(fromA, toA));
  if (touched.length > 2 * MAX_CHANGED_RANGES) return true;
  const near = (pos: number): boolean => {
    for (let i = 0; i < touched.length; i += 2) {
      if (pos >= (touched[i] as number) && pos <= (touched[i + 1] as number)) return true;
    }
    return false;
  };
  const length = state.doc.length;
  const land = (edit: RobotsEdit): Landing => landing(edit, since, length);
  for (let i = 0; i < diagnostics.length; i++) {
    const was = pushed.diagnostics[i] as RobotsDiagnostic;
    const now = diagnostics[i] as RobotsDiagnostic;
    if (near(was.from) || near(was.to)) return true;
    if (since.mapPos(was.from, 1) !== now.from || since.mapPos(was.to, -1) !== now.to) return true;
    if (!sameFinding(was, now, land)) return true;
  }
  return false;
}

function sameList(pushed: Pushed, diagnostics: readonly RobotsDiagnostic[]): boolean {
  const same = (edit: RobotsEdit): Landing => edit;
  return diagnostics.every((d, i) => {
    const was = pushed.diagnostics[i] as RobotsDiagnostic;
    return was.from === d.from && was.to === d.to && sameFinding(was, d, same);
  });
}

// Same rule, severity, message and fixes, the old fixes' edits where `land` puts them.
function sameFinding(
  was: RobotsDiagnostic,
  now: RobotsDiagnostic,
  land: (edit: RobotsEdit) => Landing,
): boolean {
  if (was.id !== now.id || was.severity !== now.severity || was.message !== now.message) {
    return false;
  }
  const sameEdit = (ea: RobotsEdit, eb: RobotsEdit): boolean => {
    const at = land(ea);
    return ea.insert === eb.insert && at.from === eb.from && at.to === eb.to;
  };
  // A fix of one edit is kept flat (`fix`), any other in `fixes`.
  const one = was.fix;
  const other = now.fix;
  if (one !== undefined || other !== undefined) {
    return (
      one !== undefined && other !== undefined && one.label === other.label && sameEdit(one, other)
    );
  }
  const a = was.fixes ?? [];
  const b = now.fixes ?? [];
  if (a.length !== b.length) return false;
  for (let f = 0; f < a.length; f++) {
    const fa = a[f] as RobotsFix;
    const fb = b[f] as RobotsFix;
    if (fa.label !== fb.label || fa.edits.length !== fb.edits.length) return false;
    for (let e = 0; e < fa.edits.length; e++) {
      if (!sameEdit(fa.edits[e] as RobotsEdit, fb.edits[e] as RobotsEdit)) return false;
    }
  }
  return true;
}

function clamp(pos: number, length: number): number {
  return Math.min(Math.max(0, Math.floor(pos)), length);
}

/** Where an edit of a fix applies. */
interface Landing {
  from: number;
  to: number;
}

/**
 * Where `edit` (offsets into the pushed text) applies in a document of `length`
 * once the changes `since` the push are made: its start after text typed there,
 * its end before it but never before its start, both within the document.
 */
function landing(edit: RobotsEdit, since: ChangeDesc | undefined, length: number): Landing {
  const from = clamp(since ? since.mapPos(clamp(edit.from, since.length), 1) : edit.from, length);
  const to = since ? since.mapPos(clamp(edit.to, since.length), -1) : edit.to;
  return { from, to: Math.max(from, clamp(to, length)) };
}

/**
 * The changes a fix makes in `state`: edits mapped through the edits since the
 * push (when tracked), clamped to the document, sorted, and with overlapping
 * edits after the first dropped. Pure; never throws.
 */
export function fixChanges(state: EditorState, fix: RobotsFix): ChangeSpec[] {
  const since = state.field(changesSincePush, false)?.since;
  const length = state.doc.length;
  const mapped = fix.edits.map((e) => ({ ...landing(e, since, length), insert: e.insert }));
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
 * Converts one of our diagnostics into CodeMirror's: same severity and message
 * (its code spans rendered as <code> in the tooltip and the lint panel), `source` = rule id, class `cm-robots-lint-<id>`, fixes as actions. Offsets are
 * clamped to `docLength` so a diagnostic can never make CodeMirror throw.
 */
export function toCmDiagnostic(d: RobotsDiagnostic, docLength: number): Diagnostic {
  const from = clamp(d.from, docLength);
  const to = Math.max(from, clamp(d.to, docLength));
  const actions: Action[] = fixesOf(d).map((fix) => ({
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
    renderMessage: () => renderInlineCode(d.message),
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
  return { ...spec, effects: [...effects, ...tracking, diagnosticsPushed.of(diagnostics)] };
}

/**
 * Shows `diagnostics` (computed on `view`'s document) in `view`, in one
 * transaction, and only when they differ from what it shows (see
 * diagnosticsChanged). Never throws on out-of-range offsets.
 */
export function showDiagnostics(view: EditorView, diagnostics: readonly RobotsDiagnostic[]): void {
  if (diagnosticsChanged(view.state, diagnostics)) {
    view.dispatch(robotsDiagnosticsSpec(view.state, diagnostics));
  }
}

/**
 * The diagnostics part of `robots()` once fetched: fix-edit tracking and, when
 * `gutter` is true (default `true`), the lint gutter.
 */
export function diagnosticsExtension(gutter = true): Extension {
  return [changesSincePush, gutter ? lintGutter() : []];
}

/** The lint keys (Mod-Shift-M opens the list of problems, F8 goes to the next one). */
export { lintKeymap, nextDiagnostic, openLintPanel } from '@codemirror/lint';
