import { describe, expect, it } from 'vitest';
import { forEachDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import {
  diagnosticsChanged,
  fixChanges,
  fixTransaction,
  robotsDiagnosticsSpec,
  toCmDiagnostic,
} from '../../src/editor/diagnostics.ts';
import type { RobotsDiagnostic, RobotsFix } from '../../src/editor/diagnostics.ts';
import { fixesOf } from '../../src/core/lint/index.ts';
import { robotsState } from './helpers.ts';

const doc = 'User-agent: *\nDisalow: /x\n';
const typo: RobotsDiagnostic = {
  id: 'directive-typo',
  severity: 'warning',
  from: 14,
  to: 21,
  line: 2,
  message: 'Disalow is a misspelling of Disallow.',
  fixes: [
    {
      label: 'Write Disallow',
      mechanical: true,
      edits: [{ from: 14, to: 21, insert: 'Disallow' }],
    },
  ],
};

// The same finding as the linter stores a fix of one edit: flat, in `fix`.
const typoFlat: RobotsDiagnostic = {
  id: 'directive-typo',
  severity: 'warning',
  from: 14,
  to: 21,
  line: 2,
  message: 'Disalow is a misspelling of Disallow.',
  fix: { label: 'Write Disallow', mechanical: true, from: 14, to: 21, insert: 'Disallow' },
};

function diagnosticsOf(state: EditorState): Diagnostic[] {
  const out: Diagnostic[] = [];
  forEachDiagnostic(state, (d, from, to) => out.push({ ...d, from, to }));
  return out;
}

describe('toCmDiagnostic', () => {
  it('keeps severity, offsets and message; the rule id becomes source and class', () => {
    const d = toCmDiagnostic(typo, doc.length);
    expect(d).toMatchObject({
      from: 14,
      to: 21,
      severity: 'warning',
      message: typo.message,
      source: 'directive-typo',
      markClass: 'cm-robots-lint-directive-typo',
    });
    expect(d.actions?.map((a) => a.name)).toEqual(['Write Disallow']);
  });

  it('offers a fix kept flat as an action that applies its edit', () => {
    const d = toCmDiagnostic(typoFlat, doc.length);
    expect(d.actions?.map((a) => a.name)).toEqual(['Write Disallow']);
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [typoFlat])).state;
    const [only] = fixesOf(typoFlat);
    if (only === undefined) throw new Error('the finding has a fix');
    state = state.update(fixTransaction(state, only)).state;
    expect(state.doc.toString()).toBe('User-agent: *\nDisallow: /x\n');
  });

  it.each(['error', 'warning', 'info'] as const)('maps severity %s', (severity) => {
    expect(toCmDiagnostic({ ...typo, severity }, doc.length).severity).toBe(severity);
  });

  it('has no actions without fixes', () => {
    const plain: RobotsDiagnostic = {
      id: 'unknown-directive',
      severity: 'info',
      from: 0,
      to: 3,
      line: 1,
      message: 'Unknown key.',
    };
    expect(toCmDiagnostic(plain, doc.length).actions).toBeUndefined();
    expect(toCmDiagnostic({ ...plain, fixes: [] }, doc.length).actions).toBeUndefined();
  });

  it('clamps offsets to the document so a stale diagnostic cannot throw', () => {
    const d = toCmDiagnostic({ ...typo, from: 90, to: 120 }, doc.length);
    expect([d.from, d.to]).toEqual([doc.length, doc.length]);
    const back = toCmDiagnostic({ ...typo, from: -5, to: -1 }, doc.length);
    expect([back.from, back.to]).toEqual([0, 0]);
  });
});

describe('robotsDiagnosticsSpec on an EditorState', () => {
  it('replaces the diagnostics of the state', () => {
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [typo])).state;
    expect(diagnosticsOf(state).map((d) => [d.from, d.to, d.source])).toEqual([
      [14, 21, 'directive-typo'],
    ]);
    state = state.update(robotsDiagnosticsSpec(state, [])).state;
    expect(diagnosticsOf(state)).toEqual([]);
  });

  it('works on a state without robots() (installs lint state on the fly)', () => {
    let state = EditorState.create({ doc });
    state = state.update(robotsDiagnosticsSpec(state, [typo])).state;
    expect(diagnosticsOf(state)).toHaveLength(1);
  });
});

describe('fixes', () => {
  it('apply all edits of a fix in one transaction (one undo step)', () => {
    let state = robotsState('Disalow: /a\nDisalow: /b\n');
    const fix = {
      label: 'Fix both',
      mechanical: true,
      edits: [
        { from: 12, to: 19, insert: 'Disallow' },
        { from: 0, to: 7, insert: 'Disallow' },
      ],
    };
    state = state.update(robotsDiagnosticsSpec(state, [])).state;
    const tr = state.update(fixTransaction(state, fix));
    expect(tr.state.doc.toString()).toBe('Disallow: /a\nDisallow: /b\n');
    expect(tr.isUserEvent('input.fix')).toBe(true);
  });

  it('map the edits through changes made after the push', () => {
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [typo])).state;
    // The user types a comment line at the top before clicking the fix.
    state = state.update({ changes: { from: 0, insert: '# hi\n' } }).state;
    const fix = typo.fixes?.[0];
    if (fix === undefined) throw new Error('fixture has a fix');
    state = state.update(fixTransaction(state, fix)).state;
    expect(state.doc.toString()).toBe('# hi\nUser-agent: *\nDisallow: /x\n');
  });

  it('restart the mapping with each push', () => {
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [])).state;
    state = state.update({ changes: { from: 0, insert: '# hi\n' } }).state;
    // Fresh diagnostics, computed on the new text.
    state = state.update(robotsDiagnosticsSpec(state, [])).state;
    const changes = fixChanges(state, {
      label: 'x',
      mechanical: true,
      edits: [{ from: 19, to: 26, insert: 'Disallow' }],
    });
    expect(changes).toEqual([{ from: 19, to: 26, insert: 'Disallow' }]);
  });

  it('drop overlapping edits and clamp out-of-range ones', () => {
    const state = robotsState('abcdef');
    expect(
      fixChanges(state, {
        label: 'x',
        mechanical: true,
        edits: [
          { from: 1, to: 3, insert: 'X' },
          { from: 2, to: 4, insert: 'Y' },
          { from: 50, to: 60, insert: '!' },
        ],
      }),
    ).toEqual([
      { from: 1, to: 3, insert: 'X' },
      { from: 6, to: 6, insert: '!' },
    ]);
  });
});

describe('diagnosticsChanged', () => {
  // The typo finding as the linter reports it once `shift` characters come before it.
  const shifted = (shift: number, message = typo.message): RobotsDiagnostic => ({
    ...typo,
    from: typo.from + shift,
    to: typo.to + shift,
    line: 3,
    message,
    fixes: [
      {
        label: 'Write Disallow',
        mechanical: true,
        edits: [{ from: 14 + shift, to: 21 + shift, insert: 'Disallow' }],
      },
    ],
  });

  it('is false for the pushed findings as the edits since moved them', () => {
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [typo])).state;
    expect(diagnosticsChanged(state, [{ ...typo }])).toBe(false);
    state = state.update({ changes: { from: 0, insert: '# hi\n' } }).state;
    expect(diagnosticsChanged(state, [shifted(5)])).toBe(false);
    // Not pushed again, the shown finding sits where the edit moved it, and its fix
    // (the action shown, made for the pushed text) still lands.
    expect(diagnosticsOf(state).map((d) => [d.from, d.to])).toEqual([[19, 26]]);
    state = state.update(fixTransaction(state, typo.fixes?.[0] as RobotsFix)).state;
    expect(state.doc.toString()).toBe('# hi\nUser-agent: *\nDisallow: /x\n');
  });

  it('is true when a finding is new, gone, reworded, moved otherwise or at the edit', () => {
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [typo])).state;
    state = state.update({ changes: { from: 0, insert: '# hi\n' } }).state;
    expect(diagnosticsChanged(state, [])).toBe(true);
    expect(diagnosticsChanged(state, [shifted(5), shifted(5)])).toBe(true);
    expect(diagnosticsChanged(state, [shifted(5, 'Another message.')])).toBe(true);
    expect(diagnosticsChanged(state, [shifted(4)])).toBe(true);
    // An edit that touches the finding's range: pushed anew.
    state = state.update({ changes: { from: 26, insert: 'x' } }).state;
    expect(diagnosticsChanged(state, [shifted(5)])).toBe(true);
  });

  it('compares fixes kept flat: moved with the text, or relabelled, moved otherwise, or of the other form', () => {
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [typoFlat])).state;
    state = state.update({ changes: { from: 0, insert: '# hi\n' } }).state;
    const moved = (shift: number, label = 'Write Disallow'): RobotsDiagnostic => ({
      ...typoFlat,
      from: typoFlat.from + 5,
      to: typoFlat.to + 5,
      line: 3,
      fix: { label, mechanical: true, from: 14 + shift, to: 21 + shift, insert: 'Disallow' },
    });
    expect(diagnosticsChanged(state, [moved(5)])).toBe(false);
    expect(diagnosticsChanged(state, [moved(4)])).toBe(true);
    expect(diagnosticsChanged(state, [moved(5, 'Write it')])).toBe(true);
    expect(diagnosticsChanged(state, [shifted(5)])).toBe(true);
  });

  it('compares a fix whose edit is where the text was typed as the edit moved it', () => {
    // A finding on the first line whose fix inserts at the end of the second, where
    // the person types: the copy's place moves with each keystroke.
    const copy = (at: number): RobotsDiagnostic => ({
      id: 'named-group-hides-star',
      severity: 'warning',
      from: 12,
      to: 13,
      line: 1,
      message: 'Copy the lines.',
      fix: { label: 'Copy', mechanical: false, from: at, to: at, insert: '\nDisallow: /a' },
    });
    const end = doc.indexOf('\n', 14);
    let state = robotsState(doc);
    state = state.update(robotsDiagnosticsSpec(state, [copy(end)])).state;
    state = state.update({ changes: { from: end, insert: 'y' } }).state;
    expect(diagnosticsChanged(state, [copy(end + 1)])).toBe(false);
    expect(diagnosticsChanged(state, [copy(end)])).toBe(true);
    // Backspace: the place moves back, and the fix still lands at the line's end.
    state = state.update({ changes: { from: end - 1, to: end + 1 } }).state;
    expect(diagnosticsChanged(state, [copy(end - 1)])).toBe(false);
    expect(diagnosticsChanged(state, [copy(end)])).toBe(true);
    state = state.update(fixTransaction(state, fixesOf(copy(end))[0] as RobotsFix)).state;
    expect(state.doc.toString()).toBe('User-agent: *\nDisalow: /\nDisallow: /a\n');
  });

  it('is true on a state that never had findings pushed', () => {
    expect(diagnosticsChanged(EditorState.create({ doc }), [])).toBe(true);
  });
});
