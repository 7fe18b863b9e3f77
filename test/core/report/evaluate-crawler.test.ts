import { describe, expect, it } from 'vitest';
import { evaluateCrawler, selectCrawlerGroups } from '../../../src/core/report/index.ts';
import { compile, crawler, file } from './helpers.ts';

const at = (text: string, token: string, url = '/', mode: 'google' | 'rfc' = 'google') =>
  evaluateCrawler(compile(text, mode), crawler(token), url);

describe('own group', () => {
  it('uses the group that names the token, case-insensitively', () => {
    const d = at(
      file('User-agent: *', 'Allow: /', '', 'User-agent: gptbot', 'Disallow: /'),
      'GPTBot',
    );
    expect(d).toMatchObject({ allowed: false, via: 'own-group', reason: 'rule', fromRule: true });
    expect(d.selection).toMatchObject({ token: 'GPTBot', groups: [1] });
    expect(d.selection.ranges).toEqual([{ group: 1, startLine: 4, endLine: 5 }]);
    expect(d.selection.text).toBe('The group at lines 4–5 names GPTBot.');
    expect(d.decision.rule?.line).toBe(5);
    expect(d.decision.agent).toEqual({ input: 'GPTBot', token: 'GPTBot', valid: true });
  });

  it('merges every group naming the token and says so', () => {
    const text = file('User-agent: CCBot', 'Disallow: /a', '', 'User-agent: CCBot', 'Disallow: /b');
    const d = at(text, 'CCBot', '/b/x');
    expect(d.allowed).toBe(false);
    expect(d.selection.groups).toEqual([0, 1]);
    expect(d.selection.text).toBe('2 groups name CCBot (lines 1–2, 4–5); their rules are merged.');
  });

  it('an own group without a matching rule allows by default and never consults *', () => {
    const d = at(
      file('User-agent: *', 'Disallow: /', '', 'User-agent: GPTBot', 'Disallow: /x'),
      'GPTBot',
    );
    expect(d).toMatchObject({
      allowed: true,
      via: 'own-group',
      reason: 'no-matching-rule',
      fromRule: false,
    });
  });
});

describe('fallback chain', () => {
  const googlebotOnly = file(
    'User-agent: *',
    'Allow: /',
    '',
    'User-agent: Googlebot',
    'Disallow: /private/',
  );

  it('Applebot uses the Googlebot group when no Applebot group exists', () => {
    const d = at(googlebotOnly, 'Applebot', '/private/page');
    expect(d).toMatchObject({ allowed: false, via: 'fallback', fromRule: true });
    expect(d.selection).toMatchObject({ token: 'Googlebot', groups: [1] });
    expect(d.caveats).toContain('fallback-used');
    expect(d.decision.agent).toEqual({ input: 'Applebot', token: 'Googlebot', valid: true });
    expect(d.selection.text).toBe(
      'No group names Applebot; it follows the Googlebot group (lines 4–5), its documented fallback.',
    );
  });

  it('Applebot does not use the Googlebot group when an Applebot group exists', () => {
    const text = googlebotOnly + file('', 'User-agent: Applebot', 'Disallow: /apple/');
    const blocked = at(text, 'Applebot', '/apple/x');
    expect(blocked).toMatchObject({ allowed: false, via: 'own-group' });
    const free = at(text, 'Applebot', '/private/page');
    expect(free).toMatchObject({ allowed: true, via: 'own-group', fromRule: false });
    expect(free.caveats).not.toContain('fallback-used');
  });

  it('an empty own group still wins over the fallback (specific token first)', () => {
    const text = googlebotOnly + file('', 'User-agent: Applebot', 'Disallow:');
    expect(at(text, 'Applebot', '/private/page')).toMatchObject({
      allowed: true,
      via: 'own-group',
    });
  });

  it('Googlebot-Image falls back to Googlebot, and its own group wins when present', () => {
    expect(at(googlebotOnly, 'Googlebot-Image', '/private/a.png')).toMatchObject({
      allowed: false,
      via: 'fallback',
    });
    const own = googlebotOnly + file('', 'User-agent: Googlebot-Image', 'Allow: /');
    expect(at(own, 'Googlebot-Image', '/private/a.png')).toMatchObject({
      allowed: true,
      via: 'own-group',
    });
  });

  it('without a fallback group the crawler goes to *, naming the tokens it tried', () => {
    const d = at(file('User-agent: *', 'Disallow: /'), 'bingbot');
    expect(d).toMatchObject({ allowed: false, via: 'star' });
    expect(d.selection.text).toBe(
      'No group names bingbot or msnbot; the * group (lines 1–2) applies.',
    );
    expect(at(file('User-agent: msnbot', 'Disallow: /'), 'bingbot').via).toBe('fallback');
  });
});

describe('ignores *', () => {
  it('AdsBot-Google is allowed by User-agent: * Disallow: /', () => {
    const d = at(file('User-agent: *', 'Disallow: /'), 'AdsBot-Google', '/landing');
    expect(d).toMatchObject({
      allowed: true,
      via: 'ignores-star',
      reason: 'ignores-star-no-group',
      fromRule: false,
    });
    expect(d.decision).toMatchObject({ selection: { reason: 'none', groups: [] }, rule: null });
    expect(d.selection.groups).toEqual([]);
  });

  it('AdsBot-Google obeys a group that names it', () => {
    const text = file(
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: AdsBot-Google',
      'Disallow: /landing',
    );
    expect(at(text, 'AdsBot-Google', '/landing')).toMatchObject({
      allowed: false,
      via: 'own-group',
    });
  });

  it('with no group at all, every crawler is allowed via no-group', () => {
    const text = file('User-agent: Googlebot', 'Disallow: /');
    expect(at(text, 'AdsBot-Google')).toMatchObject({
      via: 'no-group',
      reason: 'no-group',
      allowed: true,
    });
    expect(at(text, 'GPTBot')).toMatchObject({
      via: 'no-group',
      reason: 'no-group',
      allowed: true,
    });
  });
});

describe('caveats', () => {
  it.each([
    ['Google-Extended', ['never-fetches']],
    ['Googlebot-News', ['never-fetches', 'fallback-used']],
    ['ChatGPT-User', ['may-ignore-robots']],
    ['Perplexity-User', ['may-ignore-robots']],
    ['Bytespider', ['may-ignore-robots', 'low-confidence']],
    ['MJ12bot', ['token-cut']],
    ['GPTBot', []],
  ])('%s → %j', (token, caveats) => {
    const text = file('User-agent: Googlebot', 'Disallow: /x', '', 'User-agent: *', 'Disallow:');
    expect(at(text, token).caveats).toEqual(caveats);
  });

  it('a control token is evaluated like any token and flagged never-fetches', () => {
    const d = at(file('User-agent: Google-Extended', 'Disallow: /'), 'Google-Extended');
    expect(d).toMatchObject({ allowed: false, via: 'own-group' });
    expect(d.caveats).toEqual(['never-fetches']);
  });
});

describe('cut tokens (MJ12bot)', () => {
  const text = file('User-agent: *', 'Allow: /', '', 'User-agent: MJ12bot', 'Disallow: /');

  it('google: the line is read as "mj", which never equals the agent MJ12bot', () => {
    const d = at(text, 'MJ12bot', '/page');
    expect(d).toMatchObject({ allowed: true, via: 'star', fromRule: true });
    expect(d.selection.cut).toEqual({
      effective: 'MJ',
      lines: [{ line: 4, group: 1, value: 'MJ12bot', readAs: 'mj' }],
    });
    expect(d.selection.text).toContain('Line 4 (User-agent: MJ12bot) is read as "mj"');
    expect(d.decision.agent).toEqual({ input: 'MJ12bot', token: 'MJ12bot', valid: false });
    expect(d.caveats).toContain('token-cut');
  });

  it('google: a group User-agent: MJ does not select MJ12bot either', () => {
    const d = at(file('User-agent: MJ', 'Disallow: /'), 'MJ12bot');
    expect(d).toMatchObject({ allowed: true, via: 'no-group' });
  });

  it('rfc: the line is not a product token and names no crawler', () => {
    const d = at(text, 'MJ12bot', '/page', 'rfc');
    expect(d).toMatchObject({ allowed: true, via: 'star' });
    expect(d.selection.cut?.lines).toEqual([{ line: 4, group: 1, value: 'MJ12bot', readAs: '' }]);
    expect(d.selection.text).toContain('names no crawler in rfc mode');
  });

  it('versioned lines are recognised as the token and shown cut', () => {
    const sel = selectCrawlerGroups(
      compile(file('User-agent: archive.org_bot/2.1', 'Disallow: /')),
      crawler('archive.org_bot'),
    );
    expect(sel.via).toBe('no-group');
    expect(sel.cut?.lines[0]).toMatchObject({ line: 1, readAs: 'archive' });
  });

  it('valid tokens carry no cut information', () => {
    expect(at(text, 'GPTBot').selection.cut).toBeNull();
  });
});

describe('Crawl-delay in effect', () => {
  const text = file(
    'User-agent: *',
    'Crawl-delay: 5',
    'Disallow: /tmp/',
    '',
    'User-agent: bingbot',
    'User-agent: Googlebot',
    'Crawl-delay: 10',
    'Crawl-delay: 20',
    'Disallow: /x',
    '',
    'User-agent: SemrushBot',
    'Crawl-delay: soon',
    'Disallow: /y',
    '',
    'User-agent: GPTBot',
    'Disallow: /z',
  );

  it('takes the first record of the selected groups, with the registry support', () => {
    expect(at(text, 'bingbot').crawlDelay).toEqual({
      value: '10',
      seconds: 10,
      line: 7,
      honoured: 'yes',
    });
    expect(at(text, 'Googlebot').crawlDelay).toEqual({
      value: '10',
      seconds: 10,
      line: 7,
      honoured: 'no',
    });
  });

  it('uses the * record for crawlers that select *, and nothing from * for named ones', () => {
    expect(at(text, 'CCBot').crawlDelay).toMatchObject({ value: '5', line: 2, honoured: 'yes' });
    expect(at(text, 'GPTBot').crawlDelay).toBeNull();
  });

  it('keeps a value that is not a number, with seconds null', () => {
    expect(at(text, 'SemrushBot').crawlDelay).toMatchObject({
      value: 'soon',
      seconds: null,
      line: 12,
    });
  });

  it('comes through a fallback group too', () => {
    expect(at(text, 'Applebot').crawlDelay).toMatchObject({ value: '10', line: 7 });
  });
});

describe('modes', () => {
  it('rfc: /robots.txt is allowed even by Disallow: /', () => {
    const d = at(
      file('User-agent: *', 'Disallow: /'),
      'GPTBot',
      'https://example.com/robots.txt',
      'rfc',
    );
    expect(d).toMatchObject({ allowed: true, reason: 'robots-txt', fromRule: false, via: 'star' });
    expect(d.decision.mode).toBe('rfc');
  });

  it('options.mode re-reads a google-compiled file in rfc mode', () => {
    const compiled = compile(file('User-agent: GPTBot/1.0', 'Disallow: /'));
    const google = evaluateCrawler(compiled, crawler('GPTBot'), '/');
    const rfc = evaluateCrawler(compiled, crawler('GPTBot'), '/', { mode: 'rfc' });
    expect(google).toMatchObject({ allowed: false, via: 'own-group' });
    expect(rfc).toMatchObject({ allowed: true, via: 'no-group' });
  });
});
