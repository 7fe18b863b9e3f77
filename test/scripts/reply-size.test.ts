// The keystroke scripts/reply-size.ts measures is the one the UI benchmark types:
// it decides the Verdict, in both files, wherever the probe group is, and its
// figures are bytes that do not change from run to run.
import { describe, expect, it } from 'vitest';
import { measureKeystrokes } from '../../scripts/reply-size.ts';

describe('the reply size of one keystroke', () => {
  const rows = measureKeystrokes();

  it('is measured in both files, at the end and in the middle, for each panel', () => {
    expect(rows.map((r) => `${r.file} ${r.position} ${r.panel}`)).toEqual([
      'a end Crawlers',
      'a end Explain',
      'a middle Crawlers',
      'a middle Explain',
      'b end Crawlers',
      'b end Explain',
      'b middle Crawlers',
      'b middle Explain',
    ]);
  });

  it('is of a keystroke that turns the Verdict from Disallowed to Allowed', () => {
    for (const row of rows) expect(row.verdicts).toEqual([false, true]);
  });

  it('counts every reply the page gets for it', () => {
    for (const row of rows) {
      expect(row.replies.map((r) => r.type)).toEqual([
        'analysis',
        'verdict',
        'loaded',
        'lint',
        'decisions',
        row.panel === 'Crawlers' ? 'report' : 'explanation',
      ]);
      expect(row.total).toBe(row.replies.reduce((sum, r) => sum + r.bytes, 0));
    }
  });

  it('gives the same bytes on every run', () => {
    expect(measureKeystrokes(['b'])).toEqual(rows.filter((r) => r.file === 'b'));
  });
});
