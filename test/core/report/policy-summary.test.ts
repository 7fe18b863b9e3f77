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
    expect(by.search?.badge).toBe('All allowed');
    expect(by.search?.sentence).toBe(
      'None of the 21 search crawlers is named in this file, so they follow the * group, which allows them.',
    );
  });

  it('blocks AI training by name, with counts, and shows the cut AI2Bot line', () => {
    const training = by['ai-training'];
    expect(training).toMatchObject({
      stance: 'mixed',
      total: 7,
      disallowedAtRoot: 5,
      undecided: 2,
    });
    // Registry order, not file order.
    expect(training?.blocked).toEqual(
      crawlersByCategory('ai-training')
        .map((c) => c.token)
        .filter((t) => TRAINING.includes(t)),
    );
    expect(training?.undecidedTokens).toContain('AI2Bot');
    expect(training?.badge).toBe('5 of 7 blocked');
    expect(training?.sentence).toBe(
      '5 AI training crawlers (GPTBot, ClaudeBot, meta-externalagent, CCBot and MistralAI-Training) are named in a group that blocks the whole site. ' +
        '2 AI training crawlers are not named in this file, so they follow the * group, which allows them. ' +
        'The User-agent line for AI2Bot does not apply to it: Google reads only the start of the name, "AI".',
    );
  });

  it('opts out of training through both control tokens', () => {
    expect(by['control-token']).toMatchObject({
      stance: 'blocked',
      blocked: ['Google-Extended', 'Applebot-Extended'],
    });
    expect(by['control-token']?.badge).toBe('All blocked');
    expect(by['control-token']?.sentence).toBe(
      'Both control tokens are named in a group that blocks the whole site. These tokens never fetch pages: they only say how content fetched by the operator’s other crawlers may be used.',
    );
  });

  it('allows retrieval: AI search and user-initiated fetchers', () => {
    expect(by['ai-search']).toMatchObject({ stance: 'allowed', allowedAtRoot: 21 });
    expect(by['ai-search']?.sentence).toMatch(/^None of the 21 AI search crawlers is named/);
    expect(by['user-initiated']).toMatchObject({ stance: 'allowed', allowedAtRoot: 47 });
    expect(by['user-initiated']?.sentence).toMatch(
      /^None of the 47 user-initiated crawlers is named in this file, so they follow the \* group, which allows them\. 10 of them may ignore robots\.txt anyway\.$/,
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
    const none = { reopened: [], closedAgain: [] };
    expect(by.search?.exceptions).toEqual([
      { family: '/cart/', crawlers: 21, ...none },
      { family: '/*.pdf$', crawlers: 16, ...none },
      { family: '/tmp/', crawlers: 5, ...none },
    ]);
    expect(by.search?.sentence).toContain(
      'Still blocked for them: /cart/, /*.pdf$ (for 16 of them) and /tmp/ (for 5 of them).',
    );
  });

  it('says when * blocks a whole category and when there is no * group', () => {
    expect(summarise(file('User-agent: *', 'Disallow: /')).by['seo-tool']?.sentence).toBe(
      'None of the 10 SEO tool crawlers is named in this file, so they follow the * group, which blocks the whole site. 1 of them may ignore robots.txt anyway.',
    );
    expect(summarise(file('User-agent: GPTBot', 'Disallow: /')).by.archive?.sentence).toBe(
      'The archive crawler is not named in this file and there is no * group, so nothing stops it.',
    );
    expect(summarise(file('User-agent: GPTBot', 'Disallow: /')).by['ai-training']?.sentence).toBe(
      '1 AI training crawler (GPTBot) is named in a group that blocks the whole site. ' +
        '6 AI training crawlers are not named in this file and there is no * group, so nothing stops them.',
    );
  });

  it('explains crawlers that ignore *', () => {
    const ads = summarise(file('User-agent: *', 'Disallow: /')).by.ads;
    expect(ads?.badge).toBe('3 of 6 blocked');
    expect(ads?.sentence).toBe(
      '3 ads crawlers (adidxbot, OAI-AdsBot and meta-externalads) are not named in this file, so they follow the * group, which blocks the whole site. ' +
        '3 ads crawlers are not named in this file and skip the * group, so nothing stops them. ' +
        '3 of them may ignore robots.txt anyway.',
    );
  });

  it('reads cut tokens as rfc mode does in rfc mode', () => {
    expect(summarise(REFERENCE, 'rfc').by['ai-training']?.sentence).toContain(
      'The User-agent line for AI2Bot does not apply to it: under RFC 9309 a name holds only letters, - and _, so the line names no crawler.',
    );
  });
});

describe('exceptions an Allow reopens (the engine decides, longest match wins)', () => {
  const exceptionsOf = (...lines: string[]) => summarise(file(...lines)).by.search;

  it('names the reopened part: /reports/ except /reports/public/', () => {
    const search = exceptionsOf('User-agent: *', 'Disallow: /reports/', 'Allow: /reports/public/');
    expect(search?.exceptions).toEqual([
      { family: '/reports/', reopened: ['/reports/public/'], closedAgain: [], crawlers: 21 },
    ]);
    expect(search?.sentence).toContain(
      'Still blocked for them: /reports/ except /reports/public/.',
    );
  });

  it('names a part closed again inside the reopened one', () => {
    const search = exceptionsOf(
      'User-agent: *',
      'Disallow: /reports/',
      'Allow: /reports/public/',
      'Disallow: /reports/public/drafts/',
    );
    expect(search?.sentence).toContain(
      'Still blocked for them: /reports/ except /reports/public/ (but not /reports/public/drafts/).',
    );
  });

  it('names a wildcard Allow that wins on the paths it matches', () => {
    const search = exceptionsOf('User-agent: *', 'Disallow: /docs/', 'Allow: /docs/*.pdf$');
    expect(search?.exceptions[0]).toMatchObject({ family: '/docs/', reopened: ['/docs/*.pdf$'] });
  });

  it('leaves out an Allow that a longer Disallow overrides', () => {
    // The Allow is shorter than the Disallow it lies under: the Disallow wins there.
    const search = exceptionsOf(
      'User-agent: *',
      'Disallow: /shop/private/area/',
      'Allow: /shop/private/',
    );
    expect(search?.exceptions).toEqual([
      { family: '/shop/', reopened: [], closedAgain: [], crawlers: 21 },
    ]);
  });

  it('leaves out an Allow outside the disallowed path', () => {
    const search = exceptionsOf('User-agent: *', 'Disallow: /reports/', 'Allow: /reporting/');
    expect(search?.exceptions[0]?.reopened).toEqual([]);
  });

  it('keeps apart crawlers whose groups reopen differently', () => {
    const search = exceptionsOf(
      'User-agent: *',
      'Disallow: /reports/',
      '',
      'User-agent: Googlebot',
      'Disallow: /reports/',
      'Allow: /reports/public/',
    );
    // Googlebot and the four crawlers that fall back to its group.
    expect(search?.exceptions).toEqual([
      { family: '/reports/', reopened: [], closedAgain: [], crawlers: 16 },
      { family: '/reports/', reopened: ['/reports/public/'], closedAgain: [], crawlers: 5 },
    ]);
    expect(search?.sentence).toContain(
      'Still blocked for them: /reports/ (for 16 of them) and /reports/ except /reports/public/ (for 5 of them).',
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
