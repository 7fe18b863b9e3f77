// redundant-wildcard's fix is mechanical only when shortening the rule changes
// no tie or win: no rule of the other kind, for any of the crawlers reading it
// (groups that share a name are merged, RFC 9309 §2.2.1), has a priority between
// the shortened and the written length (google-specific: stars count). Checked
// against that definition on generated files, with small groups that share no
// name (scanned) and larger or merged ones (indexed).

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRobots } from '../../../../src/core/parse.ts';
import { fixesOf, lintRobots } from '../../../../src/core/lint/index.ts';
import type { ParsedRobots, ParsedRule } from '../../../../src/core/types.ts';

/** The rules every crawler of group `g` competes with: its own group's, or those of each name's groups. */
function rivalsOf(parsed: ParsedRobots, g: number): ParsedRule[] {
  const names = (index: number) =>
    parsed.groups[index]?.agents.map((a) => (a.star ? '*' : a.token)) ?? [];
  const mine = new Set(names(g));
  if (mine.size === 0) return parsed.groups[g]?.rules ?? [];
  return parsed.groups
    .filter((_, index) => names(index).some((name) => mine.has(name)))
    .flatMap((group) => group.rules);
}

/** Per line of a redundant-wildcard finding, whether its fix should be mechanical. */
function expected(parsed: ParsedRobots): Map<number, boolean> {
  const out = new Map<number, boolean>();
  for (const d of lintRobots(parsed)) {
    if (d.id !== 'redundant-wildcard') continue;
    const rule = parsed.groups.flatMap((group) => group.rules).find((r) => r.line === d.line);
    const tidy = fixesOf(d)[0]?.edits[0]?.insert;
    if (!rule || tidy === undefined) continue;
    const shorter = rule.priority - (rule.value.length - tidy.length);
    const risky = rivalsOf(parsed, rule.group).some(
      (r) => r.kind !== rule.kind && r.priority >= shorter && r.priority <= rule.priority,
    );
    out.set(d.line, !risky);
  }
  return out;
}

function mechanical(parsed: ParsedRobots): Map<number, boolean> {
  const out = new Map<number, boolean>();
  for (const d of lintRobots(parsed)) {
    if (d.id === 'redundant-wildcard') out.set(d.line, fixesOf(d)[0]?.mechanical === true);
  }
  return out;
}

const NAMES = ['*', 'a', 'b', 'c'];
const PATTERNS = ['/a*', '/a**', '/ab', '/abc*', '/a/**/b', '/abcd', '/b', '/abc', '/a', '/ab**'];

const groupArb = fc.record({
  names: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 2 }),
  rules: fc.array(fc.tuple(fc.boolean(), fc.constantFrom(...PATTERNS)), { maxLength: 22 }),
});

describe('redundant-wildcard on generated files', () => {
  it('offers a mechanical fix exactly when no rival lies between the two lengths', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { minLength: 1, maxLength: 5 }), (groups) => {
        const lines: string[] = [];
        groups.forEach(({ names, rules }, g) => {
          // Names unique to a group (`n` + index) make groups that share none.
          for (const name of names) lines.push(`User-agent: ${name === 'c' ? `n${g}` : name}`);
          for (const [allow, pattern] of rules)
            lines.push(`${allow ? 'Allow' : 'Disallow'}: ${pattern}`);
          lines.push('');
        });
        const parsed = parseRobots(lines.join('\n'));
        const found = mechanical(parsed);
        expect(found).toEqual(expected(parsed));
      }),
      { numRuns: 500 },
    );
  });

  it('weighs a rival in another group of the same name', () => {
    const text = 'User-agent: a\nDisallow: /a**\n\nUser-agent: b\nUser-agent: a\nAllow: /ab';
    expect(mechanical(parseRobots(text))).toEqual(new Map([[2, false]]));
    expect(
      mechanical(parseRobots(text.replace('User-agent: a\nAllow', 'User-agent: c\nAllow'))),
    ).toEqual(new Map([[2, true]]));
  });
});
