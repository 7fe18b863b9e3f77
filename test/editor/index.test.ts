// @vitest-environment jsdom
// robots() and basicRobotsSetup() wired into a real EditorView: the content's
// accessible name (test contract), line marks, diagnostics, soft wrap and theme.
import { afterEach, describe, expect, it } from 'vitest';
import { undo } from '@codemirror/commands';
import { forEachDiagnostic } from '@codemirror/lint';
import type { Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import {
  LINE_MARK_SYMBOLS,
  basicRobotsSetup,
  isSoftWrapOn,
  markedLines,
  robots,
  setDecidingLine,
  setGroupHighlight,
  setRobotsDiagnostics,
  setRobotsTheme,
  setSoftWrap,
  robotsTheme,
  robotsThemeCompartment,
} from '../../src/editor/index.ts';
import type { RobotsDiagnostic } from '../../src/editor/index.ts';

const views: EditorView[] = [];
function makeView(doc: string, extensions = [basicRobotsSetup(), robots()]): EditorView {
  const parent = document.createElement('div');
  document.body.appendChild(parent);
  const view = new EditorView({ state: EditorState.create({ doc, extensions }), parent });
  views.push(view);
  return view;
}
afterEach(() => {
  for (const v of views.splice(0)) {
    v.dom.parentElement?.remove();
    v.destroy();
  }
});

function diagnostics(view: EditorView): Diagnostic[] {
  const out: Diagnostic[] = [];
  forEachDiagnostic(view.state, (d) => out.push(d));
  return out;
}

describe('basicRobotsSetup', () => {
  it('labels the content element robots.txt (test contract)', () => {
    const view = makeView('User-agent: *');
    expect(view.contentDOM.getAttribute('aria-label')).toBe('robots.txt');
    expect(view.contentDOM.classList.contains('cm-content')).toBe(true);
  });

  it('puts the content element, which scrolls with long lines, in the tab order', () => {
    const view = makeView('User-agent: *');
    expect(view.contentDOM.getAttribute('tabindex')).toBe('0');
  });
});

describe('line marks on a view', () => {
  it('adds line classes and gutter characters', () => {
    const view = makeView('User-agent: a\nDisallow: /x\nAllow: /y');
    setGroupHighlight(view, [{ fromLine: 1, toLine: 3 }]);
    setDecidingLine(view, 2);
    expect(view.contentDOM.querySelectorAll('.cm-robots-group-line')).toHaveLength(3);
    const deciding = view.contentDOM.querySelectorAll('.cm-robots-deciding-line');
    expect(deciding).toHaveLength(1);
    expect(deciding[0]?.textContent).toBe('Disallow: /x');
    const gutter = view.dom.querySelector('.cm-robots-marks-gutter');
    expect(gutter?.textContent).toContain(LINE_MARK_SYMBOLS.deciding);
    expect(gutter?.textContent).toContain(LINE_MARK_SYMBOLS.group);
  });

  it('installs itself in an editor built without robots()', () => {
    const view = makeView('a\nb', []);
    setDecidingLine(view, 2);
    expect(markedLines(view.state).deciding).toBe(2);
  });
});

describe('setRobotsDiagnostics', () => {
  const d: RobotsDiagnostic = {
    id: 'directive-typo',
    severity: 'warning',
    from: 0,
    to: 7,
    line: 1,
    message: 'Disalow is a misspelling.',
    fixes: [
      {
        label: 'Write Disallow',
        mechanical: true,
        edits: [{ from: 0, to: 7, insert: 'Disallow' }],
      },
    ],
  };

  it('shows the diagnostics and drops those computed for another text', async () => {
    const view = makeView('Disalow: /x');
    expect(await setRobotsDiagnostics(view, [d], { text: 'something else' })).toBe(false);
    expect(diagnostics(view)).toHaveLength(0);
    expect(await setRobotsDiagnostics(view, [d], { text: 'Disalow: /x' })).toBe(true);
    expect(diagnostics(view).map((x) => x.source)).toEqual(['directive-typo']);
  });

  it('applies a fix action as one undoable change', async () => {
    const view = makeView('Disalow: /x');
    await setRobotsDiagnostics(view, [d]);
    const action = diagnostics(view)[0]?.actions?.[0];
    action?.apply(view, 0, 7);
    expect(view.state.doc.toString()).toBe('Disallow: /x');
    expect(undo(view)).toBe(true);
    expect(view.state.doc.toString()).toBe('Disalow: /x');
  });
});

describe('soft wrap and theme on a view', () => {
  it('toggles wrapping', () => {
    const view = makeView('x');
    expect(setSoftWrap(view, true)).toBe(true);
    expect(isSoftWrapOn(view.state)).toBe(true);
    expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(true);
  });

  it('tells the app when Alt-Z flipped wrapping', () => {
    const seen: boolean[] = [];
    const view = makeView('x', [robots({ onSoftWrapChange: (on) => seen.push(on) })]);
    const pressAltZ = () =>
      view.contentDOM.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', altKey: true, keyCode: 90 }),
      );
    pressAltZ();
    pressAltZ();
    expect(seen).toEqual([true, false]);
    expect(isSoftWrapOn(view.state)).toBe(false);
  });

  it('switches the theme only when the compartment is installed', () => {
    const plain = makeView('x');
    expect(setRobotsTheme(plain, 'dark')).toBe(false);
    const themed = makeView('x', [robots(), robotsThemeCompartment.of(robotsTheme('light'))]);
    expect(setRobotsTheme(themed, 'dark')).toBe(true);
    expect(themed.state.facet(EditorView.darkTheme)).toBe(true);
  });
});
