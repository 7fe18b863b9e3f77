import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANY_OTHER_AGENT,
  compareRobots,
  namedAgents,
  probePath,
  rulePaths,
} from '../../src/core/compare.ts';
import { CRAWLERS, isAllowed, parseRobots } from '../../src/core/index.ts';

describe('probePath', () => {
  it.each([
    ['/private/', '/private/'],
    ['/*.pdf$', '/.pdf'],
    ['/fish*.php', '/fish.php'],
    ['*.gif', '/.gif'],
    ['/a$', '/a'],
    ['/*?sort=', '/?sort='],
    ['*', '/'],
    ['', null],
  ])('%j → %j', (pattern, path) => {
    expect(probePath(pattern)).toBe(path);
  });

  it('gives a path its own rule matches', () => {
    for (const pattern of ['/a*b$', '/*.pdf$', '/x/*/y', '*z', '/p$q']) {
      const file = `User-agent: *\nDisallow: ${pattern}\n`;
      expect(isAllowed(file, 'bot', probePath(pattern) ?? ''), pattern).toBe(false);
    }
  });
});

describe('namedAgents and rulePaths', () => {
  it('lists the names as written, every rule path in file order', () => {
    const parsed = parseRobots(
      'User-agent: ExampleBot/1.2\nUser-agent: *\nDisallow: /a*\nAllow:\nUser-agent: GPTBot\nDisallow: /b$\n',
    );
    expect(namedAgents(parsed)).toEqual(['ExampleBot', 'GPTBot']);
    expect(rulePaths(parsed)).toEqual(['/a', '/b']);
  });
});

const OLD = [
  'User-agent: *', // 1
  'Disallow: /private/', // 2
  'Allow: /private/public', // 3
  '', // 4
  'User-agent: GPTBot', // 5
  'Disallow: /', // 6
].join('\n');

const NEW = [
  '# GPTBot may read the blog now', // 1
  'User-agent: GPTBot', // 2
  'Disallow: /', // 3
  'Allow: /blog/', // 4
  '', // 5
  'User-agent: *', // 6
  'Disallow: /private/', // 7
  'Allow: /private/public', // 8
].join('\n');

describe('compareRobots', () => {
  it('lists each flip by agent, with the deciding line on both sides', () => {
    const result = compareRobots(OLD, NEW, { urls: ['https://example.com/blog/post'] });
    expect(result.agents).toEqual(['GPTBot', ANY_OTHER_AGENT]);
    expect(result.urls).toEqual([
      'https://example.com/blog/post',
      '/private/',
      '/private/public',
      '/',
      '/blog/',
    ]);
    expect(result.changes).toEqual([
      {
        agent: 'GPTBot',
        flips: [
          {
            url: 'https://example.com/blog/post',
            before: { allowed: false, reason: 'rule', deciding: { line: 6, text: 'Disallow: /' } },
            after: { allowed: true, reason: 'rule', deciding: { line: 4, text: 'Allow: /blog/' } },
          },
          {
            url: '/blog/',
            before: { allowed: false, reason: 'rule', deciding: { line: 6, text: 'Disallow: /' } },
            after: { allowed: true, reason: 'rule', deciding: { line: 4, text: 'Allow: /blog/' } },
          },
        ],
      },
    ]);
    expect(result.count).toBe(2);
  });

  it('finds nothing when only lines moved or comments changed', () => {
    const moved = [
      NEW.split('\n').slice(5).join('\n'),
      '',
      'User-agent: gptbot',
      'Disallow: /',
    ].join('\n');
    expect(compareRobots(OLD, `# a comment\n${moved}`)).toMatchObject({ changes: [], count: 0 });
  });

  it('compares the agents given, as tokens or User-Agent strings, once per token', () => {
    const before = 'User-agent: *\nDisallow: /x\n';
    const after = 'User-agent: *\nDisallow: /y\n';
    const result = compareRobots(before, after, {
      agents: ['Mozilla/5.0 (compatible; Bingbot/2.0)', 'bingbot', 'CCBot'],
    });
    expect(result.agents).toEqual(['Mozilla/5.0 (compatible; Bingbot/2.0)', 'CCBot', '*']);
    expect(result.changes.map((c) => [c.agent, c.flips.map((f) => f.url)])).toEqual([
      ['Mozilla/5.0 (compatible; Bingbot/2.0)', ['/x', '/y']],
      ['CCBot', ['/x', '/y']],
      ['*', ['/x', '/y']],
    ]);
    expect(result.count).toBe(6);
  });

  it("adds the registry's crawlers on request", () => {
    const result = compareRobots('', 'User-agent: *\nDisallow: /\n', { registry: true });
    expect(result.agents.length).toBe(1 + CRAWLERS.length);
    expect(result.changes.map((c) => c.agent)).toEqual(['*', ...CRAWLERS.map((c) => c.token)]);
    expect(result.changes[0]?.flips).toEqual([
      {
        url: '/',
        before: { allowed: true, reason: 'no-group', deciding: null },
        after: { allowed: false, reason: 'rule', deciding: { line: 2, text: 'Disallow: /' } },
      },
    ]);
  });

  it('reads both files in the mode asked', () => {
    // google-specific: the path is compared as written; RFC 9309 §2.2.2 decodes %7E to ~.
    const before = 'User-agent: *\nDisallow: /~a\n';
    const after = 'User-agent: *\nDisallow: /%7Ea\n';
    expect(compareRobots(before, after, { mode: 'google' }).count).toBe(2);
    expect(compareRobots(before, after, { mode: 'rfc' })).toMatchObject({ mode: 'rfc', count: 0 });
  });

  it.each(['google', 'rfc'] as const)(
    'answers as the engine does for every agent × URL it compares (%s)',
    (mode) => {
      const line = fc.oneof(
        fc.constantFrom('User-agent: *', 'User-agent: a', 'User-agent: b', ''),
        fc
          .tuple(
            fc.constantFrom('Allow', 'Disallow'),
            fc.constantFrom(
              '/',
              '/a',
              '/a/b',
              '/*.x$',
              '/a*',
              '/b$',
              '',
              '/a/index.html',
              '/%7Ea',
              '/~a',
              '/é',
            ),
          )
          .map(([k, v]) => `${k}: ${v}`),
      );
      const file = fc.array(line, { maxLength: 10 }).map((lines) => lines.join('\n'));
      fc.assert(
        fc.property(file, file, (before, after) => {
          const result = compareRobots(before, after, {
            mode,
            agents: ['c'],
            urls: ['/a/b/c.x', '/z', '/a/', '/~a', '/%C3%A9'],
          });
          const flips = new Set(
            result.changes.flatMap((c) => c.flips.map((f) => `${c.agent} ${f.url}`)),
          );
          for (const agent of result.agents) {
            for (const url of result.urls) {
              const flipped =
                isAllowed(before, agent, url, { mode }) !== isAllowed(after, agent, url, { mode });
              expect(flips.has(`${agent} ${url}`), `${agent} ${url}`).toBe(flipped);
            }
          }
          expect(result.count).toBe(flips.size);
        }),
        { numRuns: 300 },
      );
    },
  );
});
