// Teaching notes report once per file: the lesson (order does not matter under
// RFC 9309's longest match; a blank line does not end a group) holds for the whole
// file, so many cases make one finding that counts them and names their lines,
// with one fix that applies every case's fix.

import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../src/core/parse.ts';
import { LINT_RULES, applyFixes, fixesOf, lintRobots } from '../../../src/core/lint/index.ts';
import type { LintRuleId } from '../../../src/core/lint/index.ts';

function lint(text: string, id: LintRuleId) {
  return lintRobots(parseRobots(text)).filter((d) => d.id === id);
}

/** `n` correctly written Allow exceptions, each below the Disallow it carves out of. */
function exceptions(n: number): string {
  const lines = ['User-agent: *'];
  for (let i = 0; i < n; i++) lines.push(`Disallow: /shop${i}/`, `Allow: /shop${i}/public/`);
  return lines.join('\n');
}

describe('teaching notes', () => {
  it('are the rules whose lesson holds for the whole file', () => {
    expect(LINT_RULES.filter((r) => 'note' in r).map((r) => r.id)).toEqual([
      'blank-line-in-group',
      'first-match-trap',
    ]);
  });

  it('first-match-trap: one finding for N Allow exceptions, counting them and naming their lines', () => {
    const found = lint(exceptions(9), 'first-match-trap');
    expect(found).toHaveLength(1);
    const [note] = found;
    // The Allows are on lines 3, 5, …, 19; the finding sits on the first.
    expect(note?.line).toBe(3);
    expect(note?.severity).toBe('info');
    expect(note?.message).toMatch(/^Order does not matter in RFC 9309 or Google: the longest/);
    expect(note?.message).toMatch(/9 cases: lines 3, 5, 7, 9, 11, 13 and 3 more\.$/);
  });

  it('first-match-trap: its one fix moves every Allow above its Disallow', () => {
    const text = exceptions(3);
    const [note] = lint(text, 'first-match-trap');
    const fix = note ? fixesOf(note)[0] : undefined;
    expect(fix?.label).toBe('Put each Allow above its Disallow');
    const fixed = applyFixes(text, [fix!]);
    expect(fixed).toBe(
      [
        'User-agent: *',
        'Allow: /shop0/public/',
        'Disallow: /shop0/',
        'Allow: /shop1/public/',
        'Disallow: /shop1/',
        'Allow: /shop2/public/',
        'Disallow: /shop2/',
      ].join('\n'),
    );
    expect(lint(fixed, 'first-match-trap')).toEqual([]);
  });

  it('first-match-trap: a single case keeps its own precise message', () => {
    const [note] = lint(exceptions(1), 'first-match-trap');
    expect(note?.message).toMatch(/^A top-down reader stops at `Disallow: \/shop0\/` on line 2/);
  });

  it('first-match-trap: the named group below `*` joins the same note', () => {
    const text = `${exceptions(2)}\n\nUser-agent: Googlebot\nDisallow: /g/`;
    const found = lint(text, 'first-match-trap');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/3 cases: lines 3, 5 and 7\.$/);
  });

  it('blank-line-in-group: one finding for the groups with blank lines, one fix for all', () => {
    const text = [
      'User-agent: a',
      'Disallow: /a/',
      '',
      'Disallow: /b/',
      'User-agent: b',
      'Disallow: /c/',
      '',
      'Disallow: /d/',
    ].join('\n');
    const found = lint(text, 'blank-line-in-group');
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/2 groups: lines 4 and 8\.$/);
    const fixed = applyFixes(text, found[0] ? fixesOf(found[0]) : []);
    expect(fixed).not.toMatch(/\n\n/);
    expect(lint(fixed, 'blank-line-in-group')).toEqual([]);
  });

  it('keep a severity override and can be disabled like any rule', () => {
    const parsed = parseRobots(exceptions(4));
    const raised = lintRobots(parsed, { severity: { 'first-match-trap': 'warning' } });
    expect(raised.filter((d) => d.id === 'first-match-trap').map((d) => d.severity)).toEqual([
      'warning',
    ]);
    const quiet = lintRobots(parsed, { disable: ['first-match-trap'] });
    expect(quiet.some((d) => d.id === 'first-match-trap')).toBe(false);
  });
});
