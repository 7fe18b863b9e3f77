import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots, type Mode } from '../../../src/core/index.ts';
import { crawlersByCategory } from '../../../src/core/registry/index.ts';
import {
  crawlerReport,
  listText,
  pathFamily,
  policySummary,
  type CategoryPolicy,
} from '../../../src/core/report/index.ts';
import { file } from './helpers.ts';
import { REFERENCE_POLICY, REFERENCE_TRAINING } from '../../support/reference-policy.ts';

function summarise(text: string, mode: Mode = 'google') {
  const parsed = parseRobots(text, { mode });
  const compiled = compileRobots(parsed);
  const rows = crawlerReport(compiled, ['/cart/1']).rows;
  const summary = policySummary(parsed, compiled, rows);
  const by = Object.fromEntries(summary.categories.map((c) => [c.category, c])) as Record<
    string,
    CategoryPolicy
  >;
  return { summary, by };
}

// The seeds' reference policy: allow retrieval and search, deny training.
const TRAINING: readonly string[] = REFERENCE_TRAINING;
const REFERENCE = REFERENCE_POLICY;

describe('the reference policy file (allow retrieval and search, deny training)', () => {
  const { summary, by } = summarise(REFERENCE);

  it('allows search everywhere', () => {
    expect(by.search).toMatchObject({
      stance: 'allowed',
      total: 21,
      allowedAtRoot: 21,
      exceptions: [],
    });
    expect(by.search?.sentence).toBe(
      'Allows all 21 search crawlers everywhere; leaves all 21 without a decision because no group names them and * allows them.',
    );
  });

  it('blocks AI training by name, with counts, and shows the cut AI2Bot line', () => {
    const training = by['ai-training'];
    expect(training).toMatchObject({
      stance: 'mixed',
      total: 42,
      disallowedAtRoot: 10,
      undecided: 32,
    });
    // Registry order, not file order.
    expect(training?.blocked).toEqual(
      crawlersByCategory('ai-training')
        .map((c) => c.token)
        .filter((t) => TRAINING.includes(t)),
    );
    expect(training?.undecidedTokens).toContain('AI2Bot');
    expect(training?.sentence).toBe(
      'Blocks 10 of 42 AI training crawlers at / (by name: GPTBot, ClaudeBot, anthropic-ai, meta-externalagent and 6 more); ' +
        'allows the other 32; ' +
        'leaves 32 without a decision because no group names them and * allows them; ' +
        'the User-agent line for AI2Bot does not select it: Google reads the name cut; ' +
        '4 may ignore robots.txt anyway.',
    );
  });

  it('opts out of training through both control tokens', () => {
    expect(by['control-token']).toMatchObject({
      stance: 'blocked',
      blocked: ['Google-Extended', 'Applebot-Extended'],
    });
    expect(by['control-token']?.sentence).toBe(
      'Blocks both control tokens at / by name; they never fetch: the choice only governs how content fetched by other crawlers may be used.',
    );
  });

  it('allows retrieval: AI search and user-initiated fetchers', () => {
    expect(by['ai-search']).toMatchObject({ stance: 'allowed', allowedAtRoot: 21 });
    expect(by['ai-search']?.sentence).toMatch(/^Allows all 21 AI search crawlers everywhere;/);
    expect(by['user-initiated']).toMatchObject({ stance: 'allowed', allowedAtRoot: 47 });
    expect(by['user-initiated']?.sentence).toMatch(
      /^Allows all 47 user-initiated crawlers everywhere;/,
    );
  });

  it('states the Content-Signal preferences', () => {
    expect(summary.signals).toEqual([
      'Content-Signal for User-agent * (line 3): search=yes, ai-input=yes, ai-train=no — content may be used for search and AI input, but not for AI training.',
    ]);
    expect(summary.sentences).toEqual([
      ...summary.categories.map((c) => c.sentence),
      ...summary.signals,
    ]);
  });

  it('is deterministic', () => {
    expect(summarise(REFERENCE).summary).toEqual(summary);
  });
});

describe('path families', () => {
  it.each([
    ['/cart/checkout', '/cart/'],
    ['/cart/', '/cart/'],
    ['/private', '/private'],
    ['/search?q=', '/search?q='],
    ['/wp-admin/*.php', '/wp-admin/'],
    ['/*.pdf$', '/*.pdf$'],
    ['/*?sessionid=', '/*?sessionid='],
    ['/', null],
    ['', null],
  ])('%s → %s', (pattern, family) => {
    expect(pathFamily(pattern)).toBe(family);
  });

  it('names the exceptions of allowed crawlers, most crawlers first', () => {
    const { by } = summarise(
      file(
        'User-agent: *',
        'Disallow: /cart/',
        'Disallow: /*.pdf$',
        '',
        'User-agent: Googlebot',
        'Disallow: /cart/',
        'Disallow: /tmp/a',
        'Disallow: /tmp/b',
        'Disallow: /docs/',
        'Allow: /docs/',
      ),
    );
    // Googlebot and its four fallback users: /cart/ and /tmp/; the 16 others: /cart/ and /*.pdf$.
    expect(by.search?.exceptions).toEqual([
      { family: '/cart/', crawlers: 21 },
      { family: '/*.pdf$', crawlers: 16 },
      { family: '/tmp/', crawlers: 5 },
    ]);
    expect(by.search?.sentence).toMatch(
      /^Allows all 21 search crawlers everywhere except \/cart\/, \/\*\.pdf\$ \(for 16\) and \/tmp\/ \(for 5\);/,
    );
  });

  it('says when * blocks a whole category and when there is no * group', () => {
    expect(summarise(file('User-agent: *', 'Disallow: /')).by['seo-tool']?.sentence).toBe(
      'Blocks all 10 SEO tool crawlers at / through the * group; 1 may ignore robots.txt anyway.',
    );
    expect(summarise(file('User-agent: GPTBot', 'Disallow: /')).by.archive?.sentence).toBe(
      'Allows the 1 archive crawler everywhere; leaves the 1 without a decision because no group names it and there is no * group.',
    );
  });

  it('explains crawlers that ignore *', () => {
    expect(summarise(file('User-agent: *', 'Disallow: /')).by.ads?.sentence).toBe(
      'Blocks 3 of 6 ads crawlers at / (through the * group: adidxbot, OAI-AdsBot and meta-externalads); ' +
        'allows the other 3; leaves 3 without a decision because no group names them and they ignore *; ' +
        '3 may ignore robots.txt anyway.',
    );
  });

  it('reads cut tokens as rfc mode does in rfc mode', () => {
    expect(summarise(REFERENCE, 'rfc').by['ai-training']?.sentence).toContain(
      'the User-agent line for AI2Bot does not select it: rfc mode reads no crawler from a name that is not a product token',
    );
  });
});

describe('listText', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a and b'],
    [['a', 'b', 'c', 'd', 'e'], 'a, b, c, d and e'],
    [['a', 'b', 'c', 'd', 'e', 'f'], 'a, b, c, d and 2 more'],
  ])('%j → %s', (items, text) => {
    expect(listText(items)).toBe(text);
  });
});
