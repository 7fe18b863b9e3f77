import { describe, expect, it } from 'vitest';
import type { RobotsDiagnostic } from '../../../src/core/lint/index.ts';
import { indexDiagnostics } from '../../../src/panels/problems/filter.ts';
import {
  countsInWords,
  fixAllLabel,
  fixedRules,
  groupDiagnostics,
  problemRows,
  toggleLabel,
} from '../../../src/panels/problems/groups.ts';

const d = (
  id: RobotsDiagnostic['id'],
  severity: RobotsDiagnostic['severity'],
  line: number,
): RobotsDiagnostic => ({ id, severity, line, from: line * 10, to: line * 10 + 5, message: id });

// In document order; the catalogue lists missing-colon before redundant-wildcard
// before sensitive-path, and blocks-everything before disallow-star.
const LIST = indexDiagnostics([
  d('sensitive-path', 'info', 1),
  d('redundant-wildcard', 'info', 2),
  d('disallow-star', 'warning', 3),
  d('blocks-everything', 'warning', 3),
  d('missing-colon', 'error', 4),
  d('redundant-wildcard', 'info', 5),
  d('sensitive-path', 'warning', 6),
]);

describe('groupDiagnostics', () => {
  it('groups by rule: most serious first, then catalogue order; findings in document order', () => {
    const groups = groupDiagnostics(LIST);
    expect(groups.map((g) => [g.id, g.severity, g.items.length])).toEqual([
      ['missing-colon', 'error', 1],
      ['blocks-everything', 'warning', 1],
      ['disallow-star', 'warning', 1],
      // A finding raised to a warning makes its group a warning group.
      ['sensitive-path', 'warning', 2],
      ['redundant-wildcard', 'info', 2],
    ]);
    expect(groups[3]?.counts).toEqual({ error: 0, warning: 1, info: 1 });
    expect(groups[4]?.items.map((x) => x.diagnostic.line)).toEqual([2, 5]);
    expect(groups[0]?.title).toBe('Missing colon');
  });

  it('is empty for no findings', () => {
    expect(groupDiagnostics([])).toEqual([]);
  });
});

describe('problemRows', () => {
  it('lists each header, and the entries of open groups only, with their places', () => {
    const groups = groupDiagnostics(LIST);
    const rows = problemRows(groups, (g) => g.severity !== 'info');
    expect(
      rows.map((r) =>
        r.kind === 'group' ? `${r.group.id}${r.open ? '' : ' (closed)'}` : r.position,
      ),
    ).toEqual([
      'missing-colon',
      0,
      'blocks-everything',
      0,
      'disallow-star',
      0,
      'sensitive-path',
      0,
      1,
      'redundant-wildcard (closed)',
    ]);
    expect(
      rows.filter((r) => r.kind === 'group').map((r) => r.kind === 'group' && r.groupIndex),
    ).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('words', () => {
  it.each([
    [{ error: 0, warning: 0, info: 0 }, '0 problems'],
    [{ error: 1, warning: 0, info: 0 }, '1 error'],
    [{ error: 2, warning: 1, info: 0 }, '2 errors and 1 warning'],
    [{ error: 1, warning: 2, info: 1200 }, '1 error, 2 warnings and 1,200 info'],
    [{ error: 0, warning: 0, info: 3 }, '3 info'],
  ])('countsInWords(%o) is %s', (counts, words) => {
    expect(countsInWords(counts)).toBe(words);
    expect(fixAllLabel(counts)).toBe(`Fix ${words}`);
  });

  it('says what a toggle does', () => {
    expect(toggleLabel(false, 462)).toBe('Show 462 findings');
    expect(toggleLabel(true, 1)).toBe('Hide 1 finding');
    expect(toggleLabel(false, 1500)).toBe('Show 1,500 findings');
  });

  it('names the rules Fix-all fixes, the first few of them', () => {
    expect(fixedRules(new Map([['missing-colon', 2]]))).toBe('missing-colon ×2');
    const many = new Map([
      ['missing-colon', 2],
      ['directive-typo', 1],
      ['disallow-star', 1],
      ['pattern-not-rooted', 3],
      ['redundant-wildcard', 1200],
      ['duplicate-rule', 1],
    ] as const);
    expect(fixedRules(many)).toBe(
      'missing-colon ×2, directive-typo ×1, disallow-star ×1, pattern-not-rooted ×3 and 2 more rules',
    );
  });
});
