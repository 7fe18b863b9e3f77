// duplicate-rule and conflicting-rule against their definitions, read straight
// off the parsed file: groups that share a name are merged (RFC 9309 §2.2.1), so
// a repeat or a tie may sit in another group. Small groups that share no name
// are checked on their own and the rest through maps; generated files mix both,
// and groups past the small size, in both modes.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRobots } from '../../../../src/core/parse.ts';
import { lintRobots } from '../../../../src/core/lint/index.ts';
import type { Mode, ParsedRobots, ParsedRule } from '../../../../src/core/types.ts';

/** Each group's names as the linter keys them: `*` first when named, then each token once. */
function keysOf(parsed: ParsedRobots): string[][] {
  return parsed.groups.map((group) => {
    const tokens = [...new Set(group.agents.filter((a) => !a.star).map((a) => a.token))];
    return group.agents.some((a) => a.star) ? ['*', ...tokens] : tokens;
  });
}

/** Every rule read by a crawler of name `key`, in file order. */
function rulesOf(parsed: ParsedRobots, keys: string[][], key: string): ParsedRule[] {
  return parsed.groups.filter((_, g) => keys[g]?.includes(key)).flatMap((group) => group.rules);
}

/** `line → line it repeats` for every rule each of whose names has the same rule earlier. */
function expectedDuplicates(parsed: ParsedRobots): Map<number, number> {
  const keys = keysOf(parsed);
  const out = new Map<number, number>();
  parsed.groups.forEach((group, g) => {
    const names = keys[g] ?? [];
    if (names.length === 0) return;
    for (const rule of group.rules) {
      const firsts = names.map((key) =>
        rulesOf(parsed, keys, key).find(
          (r) => r.line < rule.line && r.kind === rule.kind && r.pattern === rule.pattern,
        ),
      );
      if (firsts.every((r) => r !== undefined)) {
        out.set(rule.line, Math.min(...firsts.map((r) => (r as ParsedRule).line)));
      }
    }
  });
  return out;
}

/** `line → line of the Allow` for every Disallow each of whose names has an Allow of its pattern. */
function expectedConflicts(parsed: ParsedRobots): Map<number, number> {
  const keys = keysOf(parsed);
  const out = new Map<number, number>();
  parsed.groups.forEach((group, g) => {
    const names = keys[g] ?? [];
    if (names.length === 0) return;
    for (const rule of group.rules) {
      if (rule.kind !== 'disallow' || rule.pattern === '') continue;
      const allows = names.map((key) =>
        rulesOf(parsed, keys, key).find((r) => r.kind === 'allow' && r.pattern === rule.pattern),
      );
      // The message names the Allow of the group's first name.
      if (allows.every((r) => r !== undefined)) out.set(rule.line, (allows[0] as ParsedRule).line);
    }
  });
  return out;
}

function found(parsed: ParsedRobots, id: string, pattern: RegExp): Map<number, number> {
  const out = new Map<number, number>();
  for (const d of lintRobots(parsed)) {
    if (d.id !== id) continue;
    out.set(d.line, Number(pattern.exec(d.message)?.[1]));
  }
  return out;
}

const NAMES = ['*', 'a', 'b', 'c', 'Googlebot', 'googlebot/2.1'];
const PATTERNS = ['/x', '/x/', '/y', '/%7Ez', '/~z', '/x*', '/p$', ''];

interface GeneratedGroup {
  names: string[];
  rules: [string, string, number][];
}

const groupArb: fc.Arbitrary<GeneratedGroup> = fc.record({
  names: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 2 }),
  rules: fc.array(
    fc.tuple(fc.constantFrom('Allow', 'Disallow'), fc.constantFrom(...PATTERNS), fc.nat(40)),
    { maxLength: 24 },
  ),
});

/** A file of generated groups: unique names (`n` + index) make groups that share none. */
function fileOf(groups: GeneratedGroup[]): string {
  const lines: string[] = [];
  groups.forEach(({ names, rules }, g) => {
    for (const name of names)
      lines.push(`User-agent: ${name === 'a' && g % 3 === 0 ? `n${g}` : name}`);
    // A number past the shared patterns makes some rules unique to their group.
    for (const [kind, pattern, n] of rules) lines.push(`${kind}: ${n > 30 ? `/u${n}` : pattern}`);
    lines.push('');
  });
  return lines.join('\n');
}

const MODES: Mode[] = ['google', 'rfc'];

describe('duplicate-rule and conflicting-rule on generated files', () => {
  for (const mode of MODES) {
    it(`find exactly the repeats their definition gives (${mode})`, () => {
      fc.assert(
        fc.property(fc.array(groupArb, { minLength: 1, maxLength: 6 }), (groups) => {
          const parsed = parseRobots(fileOf(groups), { mode });
          expect(found(parsed, 'duplicate-rule', /repeats line (\d+)/)).toEqual(
            expectedDuplicates(parsed),
          );
        }),
        { numRuns: 400 },
      );
    });

    it(`find exactly the Allow ties their definition gives (${mode})`, () => {
      fc.assert(
        fc.property(fc.array(groupArb, { minLength: 1, maxLength: 6 }), (groups) => {
          const parsed = parseRobots(fileOf(groups), { mode });
          expect(found(parsed, 'conflicting-rule', /on line (\d+)/)).toEqual(
            expectedConflicts(parsed),
          );
        }),
        { numRuns: 400 },
      );
    });
  }

  it('repeat a rule of a merged group, also in a small group that shares a name', () => {
    const text =
      'User-agent: a\nDisallow: /x\n\nUser-agent: a\nUser-agent: b\nDisallow: /x\n\nUser-agent: b\nDisallow: /x';
    expect(found(parseRobots(text), 'duplicate-rule', /repeats line (\d+)/)).toEqual(
      new Map([[9, 6]]),
    );
  });
});
