import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../src/core/parse.ts';
import {
  fixAllBriefs,
  fixAllFindings,
  lintRobots,
  summariseFixAll,
} from '../../../src/core/lint/index.ts';

// Errors, warnings and info findings with mechanical fixes: a missing colon, a
// typo'd directive, a relative path, a Crawl-delay in a group Google reads.
const TEXT = [
  'User-agent: Googlebot',
  'Disallow /a',
  'Disalow: /b',
  'Disallow: c',
  'Crawl-delay: 5',
  '',
  'User-agent: *',
  'Disallow: /x',
  'Disallow: /x',
  '',
].join('\n');

describe('fixAllBriefs', () => {
  const findings = lintRobots(parseRobots(TEXT));

  it('says in numbers what each Fix-all plan fixes, as summariseFixAll does', () => {
    const briefs = fixAllBriefs(TEXT, findings);
    for (const [brief, includeInfo] of [
      [briefs.serious, false],
      [briefs.all, true],
    ] as const) {
      const summary = summariseFixAll(TEXT, fixAllFindings(findings, includeInfo));
      expect(brief.edits).toBe(summary.fix.edits.length);
      expect(brief.bySeverity).toEqual(summary.bySeverity);
      expect(brief.byRule).toEqual([...summary.byRule]);
    }
    expect(briefs.serious.edits).toBeGreaterThan(0);
    expect(briefs.serious.bySeverity.info).toBe(0);
    expect(briefs.all.bySeverity.info).toBeGreaterThan(0);
  });

  it('reads errors and warnings before info findings', () => {
    const order = fixAllFindings(findings, true).map((d) => d.severity);
    const firstInfo = order.indexOf('info');
    expect(firstInfo).toBeGreaterThan(0);
    expect(order.slice(firstInfo).every((s) => s === 'info')).toBe(true);
    expect(fixAllFindings(findings, false).every((d) => d.severity !== 'info')).toBe(true);
  });
});
