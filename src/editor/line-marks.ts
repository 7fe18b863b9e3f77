// Marks pushed from outside: the lines of the selected group(s) and the line that
// decided the verdict. Each gets a gutter marker *character* and a line class, so
// the signal does not rest on colour alone (WCAG 1.4.1). Marks follow edits
// (mapped through changes) until the app pushes fresh ones.

import { RangeSet, RangeSetBuilder, StateEffect, StateField } from '@codemirror/state';
import type { EditorState, Extension, Text } from '@codemirror/state';
import { Decoration, EditorView, GutterMarker, gutter } from '@codemirror/view';
import type { DecorationSet } from '@codemirror/view';
import { ROBOTS_PALETTES } from './theme.ts';

/** A run of lines, 1-based and inclusive. */
export interface LineRange {
  fromLine: number;
  toLine: number;
}

/** Replaces the highlighted group ranges (empty array clears). */
export const groupHighlightEffect = StateEffect.define<readonly LineRange[]>();

/** Sets the deciding line (1-based) or clears it (`null`). */
export const decidingLineEffect = StateEffect.define<number | null>();

class BandMarker extends GutterMarker {
  constructor(
    readonly symbol: string,
    override readonly elementClass: string,
  ) {
    super();
  }
  override eq(other: GutterMarker): boolean {
    return other instanceof BandMarker && other.symbol === this.symbol;
  }
  override toDOM(): Node {
    return document.createTextNode(this.symbol);
  }
}

/** The gutter characters: `┃` for a group line, `▶` for the deciding line. */
export const LINE_MARK_SYMBOLS = { group: '┃', deciding: '▶' } as const;

const groupMarker = new BandMarker(LINE_MARK_SYMBOLS.group, 'cm-robots-group-marker');
const decidingMarker = new BandMarker(LINE_MARK_SYMBOLS.deciding, 'cm-robots-deciding-marker');
const groupLine = Decoration.line({ class: 'cm-robots-group-line' });
const decidingLine = Decoration.line({ class: 'cm-robots-deciding-line' });

/** What the field holds; positions are line starts, mapped through edits. */
export interface LineMarks {
  groups: DecorationSet;
  deciding: DecorationSet;
  /** A group marker on each group line: the gutter without the deciding line. */
  groupGutter: RangeSet<GutterMarker>;
  gutter: RangeSet<GutterMarker>;
}

function buildGroups(doc: Text, ranges: readonly LineRange[]): DecorationSet {
  const lines = new Set<number>();
  for (const r of ranges) {
    const from = Math.max(1, Math.floor(r.fromLine));
    const to = Math.min(doc.lines, Math.floor(r.toLine));
    for (let n = from; n <= to; n++) lines.add(n);
  }
  const builder = new RangeSetBuilder<Decoration>();
  for (const n of [...lines].sort((a, b) => a - b)) {
    const start = doc.line(n).from;
    builder.add(start, start, groupLine);
  }
  return builder.finish();
}

function buildDeciding(doc: Text, line: number | null): DecorationSet {
  if (line === null || !Number.isInteger(line) || line < 1 || line > doc.lines) {
    return Decoration.none;
  }
  const start = doc.line(line).from;
  return Decoration.set([decidingLine.range(start)]);
}

function buildGroupGutter(groups: DecorationSet): RangeSet<GutterMarker> {
  const builder = new RangeSetBuilder<GutterMarker>();
  groups.between(0, Number.MAX_SAFE_INTEGER, (from) => {
    builder.add(from, from, groupMarker);
  });
  return builder.finish();
}

/**
 * The gutter: the group markers with the deciding marker in place of the one on
 * its line. Only the deciding line's chunk is rebuilt, so a new deciding line in
 * a group of 20,000 lines costs little, and the view finds every other chunk of
 * the gutter unchanged.
 */
function withDeciding(
  groupGutter: RangeSet<GutterMarker>,
  deciding: DecorationSet,
): RangeSet<GutterMarker> {
  let at = -1;
  deciding.between(0, Number.MAX_SAFE_INTEGER, (from) => {
    at = from;
  });
  if (at < 0) return groupGutter;
  return groupGutter.update({
    add: [decidingMarker.range(at)],
    filter: (from) => from !== at,
    filterFrom: at,
    filterTo: at,
  });
}

/** The state field of the marks; read it with `state.field(lineMarksField, false)`. */
export const lineMarksField = StateField.define<LineMarks>({
  create: () => ({
    groups: Decoration.none,
    deciding: Decoration.none,
    groupGutter: RangeSet.empty,
    gutter: RangeSet.empty,
  }),
  update(marks, tr) {
    let { groups, deciding, groupGutter } = marks;
    let changed = false;
    if (tr.docChanged) {
      groups = groups.map(tr.changes);
      deciding = deciding.map(tr.changes);
      groupGutter = groupGutter.map(tr.changes);
      changed = true;
    }
    for (const e of tr.effects) {
      if (e.is(groupHighlightEffect)) {
        groups = buildGroups(tr.state.doc, e.value);
        groupGutter = buildGroupGutter(groups);
        changed = true;
      } else if (e.is(decidingLineEffect)) {
        deciding = buildDeciding(tr.state.doc, e.value);
        changed = true;
      }
    }
    return changed
      ? { groups, deciding, groupGutter, gutter: withDeciding(groupGutter, deciding) }
      : marks;
  },
  provide: (f) => [
    EditorView.decorations.from(f, (m) => m.groups),
    EditorView.decorations.from(f, (m) => m.deciding),
  ],
});

/** 1-based numbers of the lines currently marked as group lines and as deciding line. */
export function markedLines(state: EditorState): { group: number[]; deciding: number | null } {
  const marks = state.field(lineMarksField, false);
  const group: number[] = [];
  let deciding: number | null = null;
  if (!marks) return { group, deciding };
  marks.groups.between(0, state.doc.length, (from) => {
    group.push(state.doc.lineAt(from).number);
  });
  marks.deciding.between(0, state.doc.length, (from) => {
    deciding = state.doc.lineAt(from).number;
  });
  return { group, deciding };
}

const { light, dark } = ROBOTS_PALETTES;

// Fallback colours (the scheme's palette) for editors without `robotsTheme`; the
// outline is the non-colour signal of the deciding line.
const lineMarksTheme = EditorView.baseTheme({
  '.cm-robots-marks-gutter .cm-gutterElement': {
    width: '1.1em',
    textAlign: 'center',
    fontWeight: 'bold',
  },
  '.cm-robots-deciding-line': { outline: '2px solid', outlineOffset: '-2px' },
  '&light .cm-robots-group-line': { backgroundColor: light.groupLine },
  '&dark .cm-robots-group-line': { backgroundColor: dark.groupLine },
  '&light .cm-robots-group-marker': { color: light.groupMarker },
  '&dark .cm-robots-group-marker': { color: dark.groupMarker },
  '&light .cm-robots-deciding-line': {
    backgroundColor: light.decidingLine,
    outlineColor: light.decidingMarker,
  },
  '&dark .cm-robots-deciding-line': {
    backgroundColor: dark.decidingLine,
    outlineColor: dark.decidingMarker,
  },
  '&light .cm-robots-deciding-marker': { color: light.decidingMarker },
  '&dark .cm-robots-deciding-marker': { color: dark.decidingMarker },
});

/** The field, its gutter (class `cm-robots-marks-gutter`) and base theme; part of `robots()`. */
export function lineMarks(): Extension {
  return [
    lineMarksField,
    gutter({
      class: 'cm-robots-marks-gutter',
      markers: (view) => view.state.field(lineMarksField).gutter,
    }),
    lineMarksTheme,
  ];
}

function ensureField(view: EditorView): void {
  // A field added by a transaction is created from scratch and does not see that
  // transaction's effects, so it is installed in a transaction of its own.
  if (view.state.field(lineMarksField, false) === undefined) {
    view.dispatch({ effects: StateEffect.appendConfig.of(lineMarks()) });
  }
}

/**
 * Marks the lines of the selected group(s) (1-based, inclusive ranges; out-of-range
 * lines are ignored); an empty array clears. Installs the marks extension if absent.
 */
export function setGroupHighlight(view: EditorView, ranges: readonly LineRange[]): void {
  ensureField(view);
  view.dispatch({ effects: groupHighlightEffect.of(ranges) });
}

/** Marks the deciding line (1-based) or clears it with `null`. Installs the marks extension if absent. */
export function setDecidingLine(view: EditorView, line: number | null): void {
  ensureField(view);
  view.dispatch({ effects: decidingLineEffect.of(line) });
}
