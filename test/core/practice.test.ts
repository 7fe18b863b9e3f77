import { describe, expect, it } from 'vitest';
import {
  chooseGroups,
  choosePractice,
  compileRobots,
  crawlerReport,
  evaluate,
  evaluatePractice,
  findCrawler,
  parseRobots,
  practicalReading,
  type Mode,
} from '../../src/core/index.ts';

const file = (...lines: string[]): string => lines.join('\n') + '\n';
const compile = (text: string, mode: Mode = 'google') => compileRobots(parseRobots(text, { mode }));
const entry = (token: string) => {
  const found = findCrawler(token);
  if (found === null) throw new Error(`no registry entry for ${token}`);
  return found;
};

// A Googlebot group and a `*` group: the protocol sends Googlebot-Image to `*`.
const GOOGLEBOT_AND_STAR = file(
  'User-agent: Googlebot',
  'Disallow: /',
  '',
  'User-agent: *',
  'Allow: /',
);

describe('choosePractice: the registry evaluation rule', () => {
  const table: [string, string, ReturnType<typeof choosePractice>][] = [
    ['Googlebot-Image', GOOGLEBOT_AND_STAR, { via: 'fallback', token: 'Googlebot', groups: [0] }],
    ['Applebot', GOOGLEBOT_AND_STAR, { via: 'fallback', token: 'Googlebot', groups: [0] }],
    ['Googlebot', GOOGLEBOT_AND_STAR, { via: 'own-group', token: 'Googlebot', groups: [0] }],
    ['GPTBot', GOOGLEBOT_AND_STAR, { via: 'star', token: null, groups: [1] }],
    ['AdsBot-Google', GOOGLEBOT_AND_STAR, { via: 'ignores-star', token: null, groups: [] }],
    [
      'AdsBot-Google',
      file('User-agent: Googlebot', 'Disallow: /'),
      { via: 'no-group', token: null, groups: [] },
    ],
    [
      'Amzn-SearchBot',
      file('User-agent: Amazonbot', 'Disallow: /', '', 'User-agent: *', 'Allow: /'),
      { via: 'star', token: null, groups: [1] },
    ],
  ];
  it.each(table)('%s', (token, text, want) => {
    expect(choosePractice(compile(text), entry(token))).toEqual(want);
  });

  it('reads only the name index: the parse builds no group objects', () => {
    const compiled = compile(GOOGLEBOT_AND_STAR);
    choosePractice(compiled, entry('Googlebot-Image'));
    practicalReading(compiled, 'Googlebot-Image');
    expect(Object.getOwnPropertyDescriptor(compiled.parsed, 'groups')?.get).toBeTypeOf('function');
  });
});

describe('practicalReading: only where practice is not the protocol', () => {
  it('Googlebot-Image follows the Googlebot group, not *', () => {
    const compiled = compile(GOOGLEBOT_AND_STAR);
    const reading = practicalReading(compiled, 'Googlebot-Image');
    expect(reading?.crawler.token).toBe('Googlebot-Image');
    expect(reading?.choice).toEqual({ via: 'fallback', token: 'Googlebot', groups: [0] });
    expect(evaluate(compiled, 'Googlebot-Image', '/a').allowed).toBe(true);
    const decision = evaluatePractice(compiled, reading!.crawler, reading!.choice, '/a');
    expect(decision).toMatchObject({ allowed: false, reason: 'rule', rule: { line: 2 } });
    expect(decision.agent).toEqual({ input: 'Googlebot-Image', token: 'Googlebot', valid: true });
  });

  it('reads a full User-Agent header as evaluate does', () => {
    const reading = practicalReading(
      compile(GOOGLEBOT_AND_STAR),
      'Mozilla/5.0 (compatible; Applebot/0.1; +http://www.apple.com/go/applebot)',
    );
    expect(reading?.choice.token).toBe('Googlebot');
  });

  it('AdsBot-Google ignores *: allowed with no group', () => {
    const compiled = compile(GOOGLEBOT_AND_STAR);
    const reading = practicalReading(compiled, 'AdsBot-Google');
    expect(reading?.choice.via).toBe('ignores-star');
    expect(evaluatePractice(compiled, reading!.crawler, reading!.choice, '/a')).toMatchObject({
      allowed: true,
      reason: 'no-group',
      selection: { reason: 'none', groups: [] },
    });
  });

  const same: [string, string][] = [
    ['a crawler named by its own group', 'Googlebot'],
    ['a crawler without documented quirks', 'GPTBot'],
    ['Amzn-SearchBot (no fallback documented)', 'Amzn-SearchBot'],
    ['a token the registry does not know', 'ExampleBot'],
  ];
  it.each(same)('none for %s', (_name, agent) => {
    expect(practicalReading(compile(GOOGLEBOT_AND_STAR), agent)).toBeNull();
  });

  it('none when the fallback group is also the * group', () => {
    const text = file('User-agent: Googlebot', 'User-agent: *', 'Disallow: /');
    expect(practicalReading(compile(text), 'Googlebot-Image')).toBeNull();
  });

  it('none for a fallback crawler when no fallback token has a group', () => {
    expect(practicalReading(compile(file('User-agent: *', 'Disallow: /')), 'Applebot')).toBeNull();
  });

  it('none for an alias whose registry spelling has a group: that is no documented step', () => {
    const text = file(
      'User-agent: YandexAdditional',
      'Disallow: /',
      '',
      'User-agent: *',
      'Allow: /',
    );
    const compiled = compile(text);
    expect(practicalReading(compiled, 'YandexAdditional')).toBeNull();
    expect(practicalReading(compiled, 'YandexAdditionalBot')).toBeNull();
  });

  it('none when a group names the agent itself', () => {
    const text = file(
      'User-agent: Googlebot-Image',
      'Allow: /',
      '',
      'User-agent: Googlebot',
      'Disallow: /',
    );
    expect(practicalReading(compile(text), 'googlebot-image')).toBeNull();
  });

  it('rfc mode: /robots.txt stays allowed for a crawler no group reaches', () => {
    const compiled = compile(file('User-agent: *', 'Disallow: /'), 'rfc');
    const reading = practicalReading(compiled, 'AdsBot-Google');
    expect(
      evaluatePractice(compiled, reading!.crawler, reading!.choice, '/robots.txt').reason,
    ).toBe('robots-txt');
  });
});

describe('one rule for every view', () => {
  it('the Crawlers report and the Verdict name the same groups for every registry crawler', () => {
    const text = file(
      'User-agent: Googlebot',
      'Disallow: /g',
      '',
      'User-agent: GoogleOther',
      'User-agent: Yandex',
      'Disallow: /o',
      '',
      'User-agent: *',
      'Disallow: /s',
    );
    for (const mode of ['google', 'rfc'] as const) {
      const compiled = compile(text, mode);
      for (const row of crawlerReport(compiled, []).rows) {
        const practice = practicalReading(compiled, row.token);
        const groups = practice?.choice.groups ?? chooseGroups(compiled, row.token).groups;
        expect([row.token, mode, groups]).toEqual([row.token, mode, row.selection.groups]);
      }
    }
  });
});
