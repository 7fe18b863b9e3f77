// sensitive-path reads a path's segments in place; checked here against the
// rule's definition, written with regular expressions, on generated paths that
// mix cases, wildcards, dots, digits and characters beyond ASCII (some of which
// lower-case to ASCII letters or to two characters).

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRobots } from '../../../../src/core/parse.ts';
import { lintRobots } from '../../../../src/core/lint/index.ts';

// A few of the rule's words, some of them in another case, and near misses. The
// definition reads every segment: the rule's quick filter must never skip a path
// the definition marks.
const WORDS = [
  'admin',
  'Backup',
  'PRIVATE',
  '.env',
  '.Git',
  'wp-admin',
  'dump',
  'adminx',
  '.ht',
  '.htaccess',
  '.HTpasswd',
];

const SENSITIVE = new Set([
  'admin',
  'backup',
  'private',
  '.env',
  '.git',
  'wp-admin',
  'dump',
  '.htaccess',
  '.htpasswd',
]);

/** The first segment of `value` that looks private, as the rule defines it: offset and length. */
function definition(value: string): [number, number] | null {
  const re = /[^/]+/g;
  for (let m = re.exec(value); m !== null; m = re.exec(value)) {
    const segment = m[0].replace(/[*$]+$/, '').toLowerCase();
    const stem = /^\.?[a-z-]+/.exec(segment)?.[0] ?? '';
    if (!SENSITIVE.has(stem)) continue;
    const rest = segment.slice(stem.length);
    if (rest === '' || /^[._\d]/.test(rest)) return [m.index, m[0].length];
  }
  return null;
}

const piece = fc.oneof(
  fc.constantFrom(
    ...WORDS,
    '/',
    '/',
    '.',
    '_',
    '-',
    '7',
    '*',
    '$',
    'x',
    'Z',
    '.html',
    'bac',
    'up',
    'p',
  ),
  fc.constantFrom('\u212a', '\u0130', 'é', 'ß'),
);

describe('sensitive-path', () => {
  it('marks the first private-looking segment of each Disallow, as the definition says', () => {
    fc.assert(
      fc.property(fc.array(fc.array(piece, { maxLength: 8 }), { maxLength: 6 }), (paths) => {
        const values = paths.map((p) => `/${p.join('')}`);
        const text = ['User-agent: *', ...values.map((v) => `Disallow: ${v}`)].join('\n');
        const parsed = parseRobots(text);
        const found = lintRobots(parsed)
          .filter((d) => d.id === 'sensitive-path')
          .map((d) => [d.line, d.from, d.to]);
        const want: number[][] = [];
        const seen = new Set<string>();
        for (const rule of parsed.groups.flatMap((g) => g.rules)) {
          if (rule.kind !== 'disallow' || seen.has(rule.value)) continue;
          const hit = definition(rule.value);
          if (!hit) continue;
          seen.add(rule.value);
          const from = rule.span.from + hit[0];
          want.push([rule.line, from, from + hit[1]]);
        }
        expect(found).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });
});
