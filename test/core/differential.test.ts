// Differential test: google mode against the npm package robots-parser on
// generated files. Every known divergence is listed with its reason and a
// witness; generated cases that hit one are filtered out, any other
// disagreement fails the test.
import fc from 'fast-check';
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { isAllowed, parseRobots, pathFromUrl } from '../../src/core/index';

const BASE = 'https://example.com';

/** Known ways robots-parser 3.0.1 differs from Google's parser (and so from google mode). */
const DIVERGENCES = {
  'record-between-agents': {
    reason:
      'robots-parser starts a new group at any user-agent line that follows a non-user-agent line (Sitemap, Crawl-delay, unknown); Google only after a rule (robots_test.cc ID_LineSyntax_Groups_OtherRules).',
    witness: [
      'User-agent: A\nSitemap: https://example.com/s.xml\nUser-agent: B\nDisallow: /\n',
      'A',
      '/x',
    ],
  },
  'empty-named-group': {
    reason:
      'robots-parser falls back to `*` when the agent’s group has no rule lines; Google obeys the named group (allowed) and never consults `*`.',
    witness: ['User-agent: *\nDisallow: /\n\nUser-agent: A\n', 'A', '/x'],
  },
  'index-html': {
    reason: 'Google’s `Allow: …/index.html` also allows `…/`; robots-parser has no such rule.',
    witness: ['User-agent: A\nDisallow: /\nAllow: /d/index.html\n', 'A', '/d/'],
  },
  'whatwg-url': {
    reason:
      'robots-parser reads the URL with WHATWG URL (dot segments resolved, characters encoded); Google takes the path from the raw string.',
    witness: ['User-agent: A\nDisallow: /b\n', 'A', '/a/../b'],
  },
} as const;

type DivergenceId = keyof typeof DIVERGENCES;

function theirs(text: string, agent: string, path: string): boolean {
  return robotsParser(`${BASE}/robots.txt`, text).isAllowed(BASE + path, agent) ?? true;
}

/** Which listed divergence a case can hit, or null. */
function divergenceOf(text: string, agent: string, path: string): DivergenceId | null {
  const parsed = parseRobots(text);
  // A non-rule record between user-agent lines of one group.
  for (const g of parsed.groups) {
    const firstRule = g.rules[0]?.line ?? Infinity;
    const lastAgent = g.agents[g.agents.length - 1]?.line ?? 0;
    for (let n = g.agents[0]?.line ?? 0; n < Math.min(firstRule, lastAgent); n++) {
      const k = parsed.lines[n - 1]?.kind;
      if (k === 'sitemap' || k === 'other' || k === 'unknown') return 'record-between-agents';
    }
  }
  const token = agent.toLowerCase();
  const named = parsed.groups.filter((g) => g.agents.some((a) => !a.star && a.token === token));
  if (named.length > 0 && named.every((g) => g.rules.length === 0)) return 'empty-named-group';
  if (
    parsed.groups.some((g) =>
      g.rules.some((r) => r.kind === 'allow' && /\/index\.htm/.test(r.pattern)),
    )
  ) {
    return 'index-html';
  }
  const url = new URL(BASE + path);
  if (url.pathname + url.search !== pathFromUrl(BASE + path)) return 'whatwg-url';
  return null;
}

describe('differential: google mode vs robots-parser', () => {
  for (const [id, d] of Object.entries(DIVERGENCES)) {
    it(`listed divergence ${id} is real and recognised`, () => {
      const [text, agent, path] = d.witness;
      expect(isAllowed(text, agent, BASE + path)).not.toBe(theirs(text, agent, path));
      expect(divergenceOf(text, agent, path)).toBe(id);
    });
  }

  const agentName = fc.constantFrom('ABot', 'BBot', 'cbot', '*');
  const pattern = fc
    .array(fc.constantFrom('/', 'a', 'b', 'x', '.', '*', '?', '=', 'index.html', '$'), {
      maxLength: 6,
    })
    .map((p) => p.join(''));
  const line = fc.oneof(
    { weight: 3, arbitrary: agentName.map((a) => `User-agent: ${a}`) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom('Allow', 'Disallow'), pattern)
        .map(([k, p]) => `${k}: ${p}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '# note',
        'Sitemap: https://example.com/s.xml',
        'Crawl-delay: 4',
        'Foo: bar',
      ),
    },
  );
  const file = fc.array(line, { maxLength: 14 }).map((ls) => ls.join('\n') + '\n');
  const path = fc
    .array(fc.constantFrom('/', 'a', 'b', 'x', '.', '?', '=', 'index.html'), { maxLength: 8 })
    .map((p) => '/' + p.join(''));

  it('agrees on every generated case outside the listed divergences', () => {
    let compared = 0;
    fc.assert(
      fc.property(file, fc.constantFrom('ABot', 'BBot', 'cbot', 'DBot'), path, (text, agent, p) => {
        if (divergenceOf(text, agent, p) !== null) return;
        compared++;
        expect({ text, agent, p, allowed: isAllowed(text, agent, BASE + p) }).toEqual({
          text,
          agent,
          p,
          allowed: theirs(text, agent, p),
        });
      }),
      { numRuns: 1500 },
    );
    // The filter must leave most cases to compare.
    expect(compared).toBeGreaterThan(750);
  });
});
