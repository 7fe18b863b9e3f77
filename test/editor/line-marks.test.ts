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
