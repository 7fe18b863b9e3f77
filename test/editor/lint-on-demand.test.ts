// @vitest-environment jsdom
// Diagnostics in an editor whose lint pieces are fetched after the first paint:
// findings pushed before they arrived are shown with their gutter markers once
// they have, stale ones are never shown, the gutter's place is held, and the lint
// keys work from the start.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forEachDiagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView, runScopeHandlers } from '@codemirror/view';
import { basicRobotsSetup, robots, setRobotsDiagnostics } from '../../src/editor/index.ts';
import type { RobotsDiagnostic } from '../../src/editor/index.ts';
import { destroyViews, mountView, stubTextRects } from './helpers.ts';

beforeAll(stubTextRects);

const makeView = (doc: string, extensions: Extension = [basicRobotsSetup(), robots()]) =>
  mountView(doc, extensions);
afterEach(destroyViews);

const finding = (id: RobotsDiagnostic['id'], from: number, to: number): RobotsDiagnostic => ({
  id,
  severity: 'warning',
  from,
  to,
  line: 1,
  message: `${id} here.`,
});
const typo = finding('directive-typo', 0, 7);
const unknown = finding('unknown-directive', 0, 7);

function shownIds(view: EditorView): string[] {
  const out: string[] = [];
  forEachDiagnostic(view.state, (d) => out.push(d.source ?? ''));
  return out;
}
const lintGutters = (view: EditorView) => view.dom.querySelectorAll('.cm-gutter-lint');

describe('setRobotsDiagnostics before the lint pieces arrived', () => {
  it('shows the findings once they have, with their markers in the lint gutter', async () => {
    const view = makeView('Disalow: /x');
    const shown = setRobotsDiagnostics(view, [typo]);
    expect(await shown).toBe(true);
    expect(shownIds(view)).toEqual(['directive-typo']);
    expect(view.dom.querySelectorAll('.cm-gutter-lint .cm-lint-marker-warning')).toHaveLength(1);
  });

  it('drops findings for a text that changed before they could be shown', async () => {
    const view = makeView('Disalow: /x');
    const shown = setRobotsDiagnostics(view, [typo]);
    view.dispatch({ changes: { from: 0, insert: '#' } });
    expect(await shown).toBe(false);
    expect(shownIds(view)).toEqual([]);
  });

  it('shows only the last findings pushed while the pieces were on their way', async () => {
    const view = makeView('Disalow: /x');
    const first = setRobotsDiagnostics(view, [typo]);
    const second = setRobotsDiagnostics(view, [unknown]);
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(shownIds(view)).toEqual(['unknown-directive']);
  });

  it('shows findings in an editor built without robots()', async () => {
    const view = makeView('Disalow: /x', []);
    expect(await setRobotsDiagnostics(view, [typo])).toBe(true);
    expect(shownIds(view)).toEqual(['directive-typo']);
  });
});

describe('the lint gutter on demand', () => {
  it('holds the gutter’s place from the start, and is one gutter once lint arrived', async () => {
    const view = makeView('Disalow: /x');
    expect(lintGutters(view)).toHaveLength(1);
    await setRobotsDiagnostics(view, [typo]);
    expect(lintGutters(view)).toHaveLength(1);
    expect(lintGutters(view)[0]?.querySelector('.cm-lint-marker')).not.toBeNull();
  });

  it('has no gutter when robots() is asked for none', () => {
    const view = makeView('Disalow: /x', [basicRobotsSetup(), robots({ lintGutter: false })]);
    expect(lintGutters(view)).toHaveLength(0);
  });
});

describe('the lint keys before lint arrived', () => {
  it('opens the list of problems on Mod-Shift-M', async () => {
    const view = makeView('Disalow: /x');
    const key = new KeyboardEvent('keydown', {
      key: 'M',
      keyCode: 77,
      ctrlKey: true,
      shiftKey: true,
    });
    expect(runScopeHandlers(view, key, 'editor')).toBe(true);
    await expect.poll(() => view.dom.querySelector('.cm-panel-lint')).not.toBeNull();
  });
});
