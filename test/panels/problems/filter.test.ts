import { describe, expect, it } from 'vitest';
import type { RobotsDiagnostic } from '../../../src/core/lint/index.ts';
import {
  SEVERITIES,
  countBySeverity,
  filterDiagnostics,
  indexDiagnostics,
  severityCountLabel,
} from '../../../src/panels/problems/filter.ts';

const d = (
  id: RobotsDiagnostic['id'],
  severity: RobotsDiagnostic['severity'],
  line: number,
  message: string,
): RobotsDiagnostic => ({ id, severity, line, from: line * 10, to: line * 10 + 5, message });

const LIST = [
  d('missing-colon', 'error', 2, 'There is no colon after Disallow.'),
  d('disallow-star', 'warning', 3, 'Disallow: * blocks   everything.'),
  d('sensitive-path', 'info', 12, 'This advertises /admin/.'),
];

describe('countBySeverity', () => {
  it('counts every severity, zero included', () => {
    expect(countBySeverity(LIST)).toEqual({ error: 1, warning: 1, info: 1 });
    expect(countBySeverity([])).toEqual({ error: 0, warning: 0, info: 0 });
  });
  it.each([
    ['error', 1, '1 error'],
    ['error', 2, '2 errors'],
    ['warning', 0, '0 warnings'],
    ['info', 3, '3 info'],
    ['warning', 12345, '12,345 warnings'],
  ] as const)('labels %s × %d as %s', (sev, n, label) => {
    expect(severityCountLabel(sev, n)).toBe(label);
  });
});

describe('filterDiagnostics', () => {
  const indexed = indexDiagnostics(LIST);
  const ids = (severities: readonly string[], query: string) =>
    filterDiagnostics(indexed, {
      severities: new Set(severities as typeof SEVERITIES),
      query,
    }).map((x) => x.diagnostic.id);

  it('keeps everything with no filter', () => {
    expect(ids(SEVERITIES, '')).toEqual(['missing-colon', 'disallow-star', 'sensitive-path']);
  });
  it('keeps the chosen severities', () => {
    expect(ids(['error', 'info'], '')).toEqual(['missing-colon', 'sensitive-path']);
    expect(ids([], '')).toEqual([]);
  });
  it('matches rule id, line and message as a phrase, case-insensitively', () => {
    expect(ids(SEVERITIES, 'DISALLOW-STAR')).toEqual(['disallow-star']);
    expect(ids(SEVERITIES, 'line 12')).toEqual(['sensitive-path']);
    expect(ids(SEVERITIES, '  blocks everything ')).toEqual(['disallow-star']);
    expect(ids(SEVERITIES, 'colon disallow')).toEqual([]);
    expect(ids(['info'], 'disallow')).toEqual([]);
  });
});
