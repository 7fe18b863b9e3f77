// Every quick fix, applied alone to generated files full of common mistakes: the
// file re-lints without the finding the fix was offered for, and a fix that
// Fix-all may apply unasked (a mechanical one) changes no verdict, for any
// crawler and path, in the reading the file was linted in, unless the fix's
// purpose is to change what the file says (listed below, with why).

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileRobots } from '../../../src/core/compile.ts';
import { evaluate } from '../../../src/core/evaluate.ts';
import { parseRobots } from '../../../src/core/parse.ts';
import { applyFixes, fixesOf, lintRobots } from '../../../src/core/lint/index.ts';
import type { RobotsDiagnostic, RobotsFix } from '../../../src/core/lint/index.ts';
import type { Mode } from '../../../src/core/types.ts';

const AGENTS = ['Googlebot', 'GPTBot', 'foobot', 'Googlbot', 'otherbot'];
const PATHS = ['/', '/a', '/a/', '/a/b', '/b', '/private/x', '/x.pdf', '/a$', '/*', '/robots.txt'];

// Lines people write, right and wrong.
const agentLine = fc.constantFrom(
  'User-agent: *',
  'User-agent: Googlebot',
  'User-agent: GPTBot',
  'User-agent: foobot',
  'User-agent: Googlbot',
  'User-agent: Googlebot/2.1',
  'User-agent: * ',
  'user agent: foobot',
  'Useragent: GPTBot',
  'User-agent:',
  'User-agent: Google bot',
);
const ruleLine = fc.constantFrom(
  'Disallow: /a',
  'Disallow: /a/',
  'Allow: /a/b',
  'Disallow: /private/',
  'Disallow: *',
  'Disallow: /*',
  'Disallow: a',
  'Disallow: *.pdf$',
  'Disallow: /*.pdf$',
  'Disallow: /a$*',
  'Disallow: /a**',
  'Allow: /a*',
  'Disallow:',
  'Allow:',
  'Disalow: /b',
  'Dissallow: /a',
  'Disallow /b',
  'Allow /a/b',
  'disallow: /A',
  'Disallow: /a #note',
  'Noindex: /a',
  'Crawl-delay: 5',
  'Crawl-delay: five',
  'Disallow: /\u00a0a',
  'Disallow: /a\u200b',
  'Disallow: /caf\u00e9',
);
const recordLine = fc.constantFrom(
  'Sitemap: https://example.com/sitemap.xml',
  'Sitemap: /sitemap.xml',
  'Site-map: https://example.com/s.xml',
  'Host: example.com',
  '# a comment',
  '',
);
const group = fc
  .tuple(
    fc.array(agentLine, { minLength: 1, maxLength: 2 }),
    fc.array(fc.oneof({ weight: 4, arbitrary: ruleLine }, { weight: 1, arbitrary: recordLine }), {
      maxLength: 5,
    }),
  )
  .map(([agents, rules]) => [...agents, ...rules].join('\n'));
const file = fc
  .tuple(
    fc.constantFrom('', '\uFEFF'),
    fc.array(group, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('\n', '\r\n'),
  )
  .map(([bom, groups, eol]) => bom + groups.join('\n\n').replace(/\n/g, eol));
const mode = fc.constantFrom<Mode>('google', 'rfc');

function verdicts(text: string, m: Mode): string {
  const compiled = compileRobots(parseRobots(text, { mode: m }));
  return AGENTS.map((a) =>
    PATHS.map((p) => (evaluate(compiled, a, `https://example.com${p}`).allowed ? 1 : 0)).join(''),
  ).join(' ');
}

// Where offset `pos` of the text is after `f`'s edits (an edit ending at or
// before it shifts it; one around it leaves it where the edit starts).
function mapped(pos: number, f: RobotsFix): number {
  let shift = 0;
  for (const e of f.edits) {
    if (e.to <= pos && e.from < pos) shift += e.insert.length - (e.to - e.from);
    else if (e.from < pos && pos < e.to) return e.from + shift;
  }
  return pos + shift;
}

// The finding still there after its fix: the same rule and message at the same place.
function stillThere(
  d: RobotsDiagnostic,
  f: RobotsFix,
  after: readonly RobotsDiagnostic[],
): boolean {
  // A fix that deletes the finding's whole range (Remove the line) has removed it.
  if (f.edits.some((e) => e.from <= d.from && d.to <= e.to && e.from < e.to)) return false;
  const at = mapped(d.from, f);
  return after.some((a) => a.id === d.id && a.message === d.message && a.from === at);
}

/** What a fix would break, or null. */
function brokenFix(text: string, m: Mode, d: RobotsDiagnostic, f: RobotsFix): string | null {
  const fixed = applyFixes(text, [f]);
  const after = lintRobots(parseRobots(fixed, { mode: m }));
  if (stillThere(d, f, after)) return `${d.id} "${f.label}" leaves its finding`;
  const onPurpose = CHANGES_VERDICTS.has(d.id) || (m === 'rfc' && RFC_SPELLING.has(d.id));
  if (f.mechanical && !onPurpose && verdicts(fixed, m) !== verdicts(text, m)) {
    return `${d.id} "${f.label}" (mechanical) changes verdicts in ${m} mode`;
  }
  return null;
}

/** Rules whose mechanical fix changes verdicts on purpose. */
const CHANGES_VERDICTS = new Set<string>([
  // `Disallow: a` never matches (paths start with `/`): `/a` makes it do what it says.
  'pattern-not-rooted',
  // An invisible character or stray byte makes a key or a path other than the line
  // shows; removing it makes the line mean what it shows.
  'encoding',
]);

/**
 * Rules whose mechanical fix respells a line the strict RFC 9309 reading ignores
 * (`Disalow`, `Disallow /x`, `User-agent: Googlebot/2.1`) the way Google already
 * reads it: in rfc mode the fix makes the line count, which is its purpose; in
 * google mode it changes nothing.
 */
const RFC_SPELLING = new Set<string>(['directive-typo', 'missing-colon', 'invalid-agent-token']);

describe('quick fixes', () => {
  it('remove their finding, and the mechanical ones change no verdict (property)', () => {
    fc.assert(
      fc.property(file, mode, (text, m) => {
        const broken: string[] = [];
        for (const d of lintRobots(parseRobots(text, { mode: m }))) {
          for (const f of fixesOf(d)) {
            const why = brokenFix(text, m, d, f);
            if (why) broken.push(why);
          }
        }
        expect(broken).toEqual([]);
      }),
      { numRuns: Number(process.env.FIX_RUNS ?? 1000) },
    );
  });
});
