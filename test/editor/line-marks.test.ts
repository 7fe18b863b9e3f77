import { describe, expect, it } from 'vitest';
import {
  LINE_MARK_SYMBOLS,
  decidingLineEffect,
  groupHighlightEffect,
  lineMarksField,
  markedLines,
} from '../../src/editor/line-marks.ts';
import { robotsState } from './helpers.ts';

const doc = 'User-agent: a\nDisallow: /x\n\nUser-agent: b\nAllow: /y\nDisallow: /\n';

function gutterLines(state: ReturnType<typeof robotsState>): [number, string][] {
  const out: [number, string][] = [];
  const marks = state.field(lineMarksField);
  marks.gutter.between(0, state.doc.length, (from, _to, marker) => {
    out.push([state.doc.lineAt(from).number, marker.elementClass]);
  });
  return out;
}

describe('group highlight and deciding line', () => {
  it('marks the lines of the given ranges and the deciding line', () => {
    let state = robotsState(doc);
    state = state.update({
      effects: [groupHighlightEffect.of([{ fromLine: 4, toLine: 6 }]), decidingLineEffect.of(6)],
    }).state;
    expect(markedLines(state)).toEqual({ group: [4, 5, 6], deciding: 6 });
  });

  it('puts a marker character in the gutter, the deciding one winning on its line', () => {
    let state = robotsState(doc);
    state = state.update({
      effects: [groupHighlightEffect.of([{ fromLine: 1, toLine: 2 }]), decidingLineEffect.of(2)],
    }).state;
    expect(gutterLines(state)).toEqual([
      [1, 'cm-robots-group-marker'],
      [2, 'cm-robots-deciding-marker'],
    ]);
    expect(LINE_MARK_SYMBOLS.group).not.toBe(LINE_MARK_SYMBOLS.deciding);
  });

  it('moves the deciding marker within a large group, restoring the group marker it replaced, and follows edits', () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `Disallow: /p${i}`);
    let state = robotsState(`User-agent: *\n${lines.join('\n')}\n`);
    state = state.update({
      effects: [
        groupHighlightEffect.of([{ fromLine: 1, toLine: 2001 }]),
        decidingLineEffect.of(1500),
      ],
    }).state;
    state = state.update({ effects: decidingLineEffect.of(10) }).state;
    let gutter = gutterLines(state);
    expect(gutter).toHaveLength(2001);
    expect(gutter.filter(([, kind]) => kind === 'cm-robots-deciding-marker')).toEqual([
      [10, 'cm-robots-deciding-marker'],
    ]);
    expect(gutter[1499]).toEqual([1500, 'cm-robots-group-marker']);
    // A line typed after line 4 moves the markers below it down one line.
    const end4 = state.doc.line(4).to;
    state = state.update({ changes: { from: end4, insert: '\n# note' } }).state;
    gutter = gutterLines(state);
    expect(gutter).toHaveLength(2001);
    expect(gutter.slice(3, 5)).toEqual([
      [4, 'cm-robots-group-marker'],
      [6, 'cm-robots-group-marker'],
    ]);
    expect(gutter[9]).toEqual([11, 'cm-robots-deciding-marker']);
    // A deciding line outside the groups gets its own marker.
    state = state.update({ effects: decidingLineEffect.of(5) }).state;
    gutter = gutterLines(state);
    expect(gutter).toHaveLength(2002);
    expect(gutter.slice(3, 6)).toEqual([
      [4, 'cm-robots-group-marker'],
      [5, 'cm-robots-deciding-marker'],
      [6, 'cm-robots-group-marker'],
    ]);
    expect(gutter[10]).toEqual([11, 'cm-robots-group-marker']);
  });

  it('merges overlapping ranges and ignores lines outside the document', () => {
    let state = robotsState('a\nb\nc');
    state = state.update({
      effects: [
        groupHighlightEffect.of([
          { fromLine: 2, toLine: 9 },
          { fromLine: 0, toLine: 2 },
        ]),
        decidingLineEffect.of(40),
      ],
    }).state;
    expect(markedLines(state)).toEqual({ group: [1, 2, 3], deciding: null });
  });

  it('clears with an empty array and null', () => {
    let state = robotsState(doc);
    state = state.update({
      effects: [groupHighlightEffect.of([{ fromLine: 1, toLine: 2 }]), decidingLineEffect.of(1)],
    }).state;
    state = state.update({
      effects: [groupHighlightEffect.of([]), decidingLineEffect.of(null)],
    }).state;
    expect(markedLines(state)).toEqual({ group: [], deciding: null });
    expect(gutterLines(state)).toEqual([]);
  });

  it('follows the text when lines are inserted above', () => {
    let state = robotsState(doc);
    state = state.update({ effects: decidingLineEffect.of(2) }).state;
    state = state.update({ changes: { from: 0, insert: '# new\n' } }).state;
    expect(markedLines(state).deciding).toBe(3);
  });
});
