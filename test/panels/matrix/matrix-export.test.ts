import { describe, expect, it } from 'vitest';
import { cellText, matrixCsv, matrixMarkdown } from '../../../src/panels/matrix/matrix-export.ts';
import type { Matrix, Verdict } from '../../../src/state/index.ts';

const v = (allowed: boolean, line: number | null, reason: Verdict['reason'] = 'rule'): Verdict => ({
  allowed,
  line,
  reason,
  mode: 'google',
  current: true,
});

const MATRIX: Matrix = {
  agents: ['Bot "A"', 'B|ot'],
  urls: ['/a,b', '/x|y'],
  rows: [
    [v(false, 3), v(true, null, 'no-matching-rule')],
    [v(true, null, 'no-group'), null],
  ],
};

describe('matrix export', () => {
  it('words each cell', () => {
    expect(cellText(v(false, 3))).toBe('disallowed (line 3)');
    expect(cellText(v(true, null, 'robots-txt'))).toBe('allowed (/robots.txt)');
    expect(cellText(null)).toBe('pending');
  });

  it('quotes CSV fields per RFC 4180', () => {
    expect(matrixCsv(MATRIX)).toBe(
      'agent,"/a,b",/x|y\r\n"Bot ""A""",disallowed (line 3),allowed (no rule)\r\nB|ot,allowed (no group),pending\r\n',
    );
  });

  it('escapes pipes in Markdown', () => {
    expect(matrixMarkdown(MATRIX).split('\n')).toEqual([
      '| Agent | `/a,b` | `/x\\|y` |',
      '| --- | --- | --- |',
      '| Bot "A" | disallowed (line 3) | allowed (no rule) |',
      '| B\\|ot | allowed (no group) | pending |',
      '',
    ]);
  });
});
