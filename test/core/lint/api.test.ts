// The linter's public API: the catalogue as data, lintRobots' ordering and
// options, applyFixes and fixAll, and totality on arbitrary input.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRobots } from '../../../src/core/parse.ts';
import {
  LINT_RULES,
  applyFixes,
  fixAll,
  fixesOf,
  lintRobots,
  summariseFixAll,
} from '../../../src/core/lint/index.ts';
import type { LintRuleId, RobotsFix } from '../../../src/core/lint/index.ts';
import { CHECKS } from '../../../src/core/lint/rules/index.ts';

const lint = (text: string) => lintRobots(parseRobots(text));

describe('LINT_RULES', () => {
  it('has unique kebab-case ids, each with a check', () => {
    const ids = LINT_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    expect(Object.keys(CHECKS).sort()).toEqual([...ids].sort());
  });

  it('keeps the ids other code and users rely on', () => {
    expect(LINT_RULES.map((r) => r.id)).toEqual([
      'html-page',
      'missing-colon',
      'directive-typo',
      'unknown-directive',
      'unreadable-line',
      'joined-lines',
      'rule-outside-group',
      'empty-user-agent',
      'invalid-agent-token',
      'unknown-agent-token',
      'named-group-hides-star',
      'group-without-rules',
      'blocks-everything',
      'disallow-star',
      'pattern-not-rooted',
      'dollar-not-at-end',
      'redundant-wildcard',
      'duplicate-rule',
      'conflicting-rule',
      'empty-disallow',
      'sitemap-not-absolute',
      'sitemap-url-disallowed',
      'crawl-delay',
      'unsupported-directive',
      'content-signal-syntax',
      'sensitive-path',
      'blocks-assets',
      'case-sensitive-path',
      'blank-line-in-group',
      'first-match-trap',
      'ignored-by-agent',
      'line-too-long',
      'over-parse-limit',
      'encoding',
    ]);
  });

  // These two describe sizes in words, and the sitemap rule needs a sitemap besides
  // the file; their rules tests build real cases for them.
  const described: readonly LintRuleId[] = [
    'line-too-long',
    'over-parse-limit',
    'sitemap-url-disallowed',
  ];
  it.each(LINT_RULES.filter((r) => !described.includes(r.id)).map((r) => [r.id, r] as const))(
    'the documentation examples of %s are right',
    (id, rule) => {
      expect(lint(rule.bad).map((d) => d.id)).toContain(id);
      expect(lint(rule.good).map((d) => d.id)).not.toContain(id);
      expect(rule.explanation.length).toBeGreaterThan(40);
    },
  );
});

describe('lintRobots', () => {
  const text = 'Disallow: /a\nUser-agent: *\nDisallow /b\nDisallow: *\nCrawl-delay: 5';

  it('sorts by position, then by catalogue order', () => {
    const found = lint(text);
    for (let i = 1; i < found.length; i++) {
      const a = found[i - 1]!;
      const b = found[i]!;
      expect(a.from < b.from || (a.from === b.from && a.to <= b.to)).toBe(true);
    }
    expect(found.map((d) => d.line)).toEqual([...found.map((d) => d.line)].sort((x, y) => x - y));
  });

  it('disables rules and overrides severities', () => {
    const found = lintRobots(parseRobots(text), {
      disable: ['crawl-delay'],
      severity: { 'missing-colon': 'info' },
    });
    expect(found.map((d) => d.id)).not.toContain('crawl-delay');
    expect(found.find((d) => d.id === 'missing-colon')?.severity).toBe('info');
  });

  it('is quiet on a clean file', () => {
    const clean =
      'User-agent: *\nAllow: /search/about\nDisallow: /search\n\nSitemap: https://example.com/sitemap.xml\n';
    expect(lint(clean)).toEqual([]);
  });

  it('keeps a fix of one edit flat and any other fix in a list; fixesOf reads both', () => {
    const found = lint('User-agent: *\nDisallow /b\nDisallow: /a\nAllow: /a/b\n');
    // missing-colon's fix is one edit.
    const colon = found.find((d) => d.id === 'missing-colon');
    expect(colon?.fixes).toBeUndefined();
    const flat = colon?.fix;
    if (!colon || !flat) throw new Error('missing-colon offers a fix');
    expect(flat).toMatchObject({ from: 22, to: 22, insert: ':', mechanical: true });
    expect(fixesOf(colon)).toEqual([
      { label: flat.label, mechanical: true, edits: [{ from: 22, to: 22, insert: ':' }] },
    ]);
    // first-match-trap moves the Allow: two edits, so a list.
    const trap = found.find((d) => d.id === 'first-match-trap');
    if (!trap) throw new Error('the Allow below the Disallow is a first-match trap');
    expect(trap.fix).toBeUndefined();
    expect(trap.fixes?.[0]?.edits).toHaveLength(2);
    expect(fixesOf(trap)).toBe(trap.fixes);
    expect(fixesOf({})).toEqual([]);
  });

  it('never throws, and every diagnostic points into the text at its own line', () => {
    const piece = fc.constantFrom(
      'User-agent: ',
      'Disallow',
      'Allow: ',
      ':',
      ' ',
      '\n',
      '\r\n',
      '*',
      '$',
      '/',
      'Googlebot',
      'Sitemap: ',
      'Content-Signal: ',
      '=',
      ',',
      '#',
      '\u0000',
      '\ufeff',
      'é',
      'Crawl-delay: ',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 40 }), (parts) => {
        const input = parts.join('');
        for (const mode of ['google', 'rfc'] as const) {
          const parsed = parseRobots(input, { mode });
          const found = lintRobots(parsed);
          for (const d of found) {
            expect(d.from).toBeGreaterThanOrEqual(0);
            expect(d.to).toBeGreaterThanOrEqual(d.from);
            expect(d.to).toBeLessThanOrEqual(input.length);
            const line = parsed.lines[d.line - 1];
            expect(line).toBeDefined();
            // The skipped BOM sits before line 1's content.
            expect(line!.span.from).toBeLessThanOrEqual(parsed.bom && d.from === 0 ? 1 : d.from);
            const next = parsed.lines[d.line];
            if (next) expect(d.from).toBeLessThan(next.span.from);
          }
          // Fix-all never produces overlapping edits, and applying it never throws.
          const all = fixAll(input, found);
          for (let i = 1; i < all.edits.length; i++) {
            expect(all.edits[i]!.from).toBeGreaterThanOrEqual(all.edits[i - 1]!.to);
          }
          applyFixes(input, [all]);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('applyFixes', () => {
  const fix = (edits: RobotsFix['edits']): RobotsFix => ({ label: 'x', edits, mechanical: true });

  it('applies edits as if right to left on the original offsets', () => {
    const out = applyFixes('abcdef', [
      fix([{ from: 0, to: 1, insert: 'A' }]),
      fix([
        { from: 4, to: 6, insert: '' },
        { from: 2, to: 2, insert: '-' },
      ]),
    ]);
    expect(out).toBe('Ab-cd');
  });

  it('puts an insertion before a replacement that starts at the same offset', () => {
    expect(
      applyFixes('abc', [
        fix([{ from: 1, to: 2, insert: 'B' }]),
        fix([{ from: 1, to: 1, insert: '+' }]),
      ]),
    ).toBe('a+Bc');
  });

  it('keeps the fixes’ order for insertions at the same point', () => {
    expect(
      applyFixes('ab', [
        fix([{ from: 1, to: 1, insert: '1' }]),
        fix([{ from: 1, to: 1, insert: '2' }]),
      ]),
    ).toBe('a12b');
  });

  it('skips a fix that overlaps an earlier one, whole', () => {
    const out = applyFixes('abcdef', [
      fix([{ from: 1, to: 4, insert: 'X' }]),
      fix([
        { from: 5, to: 6, insert: 'Y' },
        { from: 3, to: 5, insert: 'Z' },
      ]),
    ]);
    expect(out).toBe('aXef');
  });

  it('applies a repeated fix once, whether it inserts or replaces', () => {
    const insert = fix([{ from: 1, to: 1, insert: '+' }]);
    const replace = fix([
      { from: 0, to: 0, insert: '<' },
      { from: 2, to: 3, insert: 'C' },
    ]);
    expect(applyFixes('abc', [insert, { ...insert }, replace, { ...replace }])).toBe('<a+bC');
    // Two insertions of different text at one point are no repeat.
    expect(applyFixes('ab', [insert, fix([{ from: 1, to: 1, insert: '-' }])])).toBe('a+-b');
  });

  it('sorts edits given out of order, keeping the fixes’ order at one point', () => {
    expect(
      applyFixes('abcd', [
        fix([{ from: 3, to: 4, insert: 'D' }]),
        fix([{ from: 1, to: 1, insert: '1' }]),
        fix([{ from: 1, to: 1, insert: '2' }]),
      ]),
    ).toBe('a12bcD');
  });

  it('clamps offsets outside the text', () => {
    expect(applyFixes('ab', [fix([{ from: -5, to: 99, insert: 'z' }])])).toBe('z');
  });
});

describe('fixAll', () => {
  it('collects only the mechanical fixes, as one edit set', () => {
    const text = 'User-agent: *\nDisallow /a\nDisalow: /b\nDisallow: *\nDisallow: c/\nDisallw: /d';
    const all = fixAll(text, lint(text));
    expect(all.mechanical).toBe(true);
    expect(applyFixes(text, [all])).toBe(
      'User-agent: *\nDisallow: /a\nDisallow: /b\nDisallow: /\nDisallow: /c/\nDisallw: /d',
    );
    // The did-you-mean for `Disallw` is a guess, so it is left to the user.
    expect(lint(applyFixes(text, [all])).map((d) => d.id)).toContain('unknown-directive');
  });

  it('drops overlapping fixes, which a second round then applies', () => {
    const text = 'User-agent: *\nDisallow: /x*\nDisallow: /x*\nDisallow: /y';
    const once = applyFixes(text, [fixAll(text, lint(text))]);
    const twice = applyFixes(once, [fixAll(once, lint(once))]);
    expect(twice).toBe('User-agent: *\nDisallow: /x\nDisallow: /y');
  });

  it('returns an empty edit set when there is nothing to fix', () => {
    expect(fixAll('User-agent: *\nDisallow: /x', []).edits).toEqual([]);
  });
});

describe('summariseFixAll', () => {
  it('counts what Fix-all fixes, per severity and per rule, one for each kept fix', () => {
    const text = 'User-agent: *\nDisallow /a\nDisalow: /b\nDisallow: *\nDisallow: /c*\nDisallw: /d';
    const found = lint(text);
    const summary = summariseFixAll(text, found);
    expect(summary.fix).toEqual(fixAll(text, found));
    expect(summary.bySeverity).toEqual({ error: 2, warning: 1, info: 1 });
    expect([...summary.byRule]).toEqual([
      ['missing-colon', 1],
      ['directive-typo', 1],
      ['disallow-star', 1],
      ['redundant-wildcard', 1],
    ]);
  });

  it('lets the findings listed first win a clash', () => {
    // Line 3's duplicate-rule fix deletes the line that disallow-star fixes.
    const text = 'User-agent: *\nDisallow: *\nDisallow: *';
    const found = lint(text);
    expect(summariseFixAll(text, found).bySeverity).toEqual({ error: 0, warning: 1, info: 1 });
    const seriousFirst = [
      ...found.filter((d) => d.severity !== 'info'),
      ...found.filter((d) => d.severity === 'info'),
    ];
    const summary = summariseFixAll(text, seriousFirst);
    expect(summary.bySeverity).toEqual({ error: 0, warning: 2, info: 0 });
    expect(applyFixes(text, [summary.fix])).toBe('User-agent: *\nDisallow: /\nDisallow: /');
  });
});
