// RFC 9309 behaviour, one describe per section. Unless a test says otherwise,
// both modes give the RFC's answer; rfc-only differences are labelled.
import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, isAllowed, parseRobots, type Mode } from '../../src/core/index';

const MODES: Mode[] = ['google', 'rfc'];
const both = (text: string, agent: string, url: string): boolean[] =>
  MODES.map((mode) => isAllowed(text, agent, url, { mode }));

describe('RFC 9309 §2.1 protocol definition', () => {
  it('a file with no groups allows everything', () => {
    expect(both('# nothing here\n\nSitemap: https://a.example/s.xml\n', 'ABot', '/x')).toEqual([
      true,
      true,
    ]);
  });
});

describe('RFC 9309 §2.2 records', () => {
  it('rfc mode: only the exact key names and a colon count', () => {
    expect(both('User-agent: A\nDisalow: /\n', 'A', '/x')).toEqual([false, true]);
    expect(both('User-agent: A\nDisallow /\n', 'A', '/x')).toEqual([false, true]);
  });
  it('rfc mode: only space and tab are whitespace', () => {
    expect(both('User-agent: A\nDisallow:\v/x\n', 'A', '/x')).toEqual([false, true]);
  });
});

describe('RFC 9309 §2.2.1 the user-agent line', () => {
  it('matches the product token case-insensitively and merges groups', () => {
    const text = 'User-agent: ABot\nDisallow: /a\n\nUser-agent: abot\nDisallow: /b\n';
    expect(both(text, 'ABOT', '/a')).toEqual([false, false]);
    expect(both(text, 'ABOT', '/b')).toEqual([false, false]);
    const d = evaluate(compileRobots(parseRobots(text)), 'abot', '/b');
    expect(d.selection).toEqual({ reason: 'merged', groups: [0, 1] });
  });
  it('falls back to * and then to no group', () => {
    const star = evaluate(compileRobots(parseRobots('User-agent: *\nDisallow: /\n')), 'X', '/');
    expect(star.selection.reason).toBe('star');
    const none = evaluate(compileRobots(parseRobots('User-agent: A\nDisallow: /\n')), 'X', '/');
    expect(none).toMatchObject({
      allowed: true,
      reason: 'no-group',
      selection: { reason: 'none' },
    });
  });
  it('rfc mode: a value that is not a product token names no crawler', () => {
    expect(both('User-agent: ABot/1.0\nDisallow: /\n', 'ABot', '/x')).toEqual([false, true]);
    expect(both('User-agent: ABot2\nDisallow: /\n', 'ABot', '/x')).toEqual([false, true]);
  });
});

describe('RFC 9309 §2.2.2 the allow and disallow lines', () => {
  it('the most specific (longest) match wins; Allow wins ties', () => {
    const text = 'User-agent: *\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
    expect(both(text, 'X', '/example/page/')).toEqual([true, true]);
    expect(both(text, 'X', '/example/page/disallowed.gif')).toEqual([false, false]);
    expect(both('User-agent: *\nAllow: /x\nDisallow: /x\n', 'X', '/x')).toEqual([true, true]);
  });
  it('no matching rule, or an empty rule, allows', () => {
    expect(both('User-agent: *\nDisallow:\n', 'X', '/x')).toEqual([true, true]);
    expect(both('User-agent: *\nDisallow: /a\n', 'X', '/b')).toEqual([true, true]);
  });
  it('matching is case-sensitive', () => {
    expect(both('User-agent: *\nDisallow: /A\n', 'X', '/a')).toEqual([true, true]);
  });
  it('rfc mode: /robots.txt is implicitly allowed', () => {
    const text = 'User-agent: *\nDisallow: /\n';
    expect(both(text, 'X', 'https://a.example/robots.txt')).toEqual([false, true]);
    const d = evaluate(compileRobots(parseRobots(text)), 'X', '/robots.txt', { mode: 'rfc' });
    expect(d).toMatchObject({ allowed: true, reason: 'robots-txt', rule: null });
  });
  describe('figure 4: percent-encoded URI components', () => {
    const rows: [rule: string, url: string][] = [
      ['/foo/bar?baz=quz', '/foo/bar?baz=quz'],
      ['/foo/bar?baz=https://foo.bar', '/foo/bar?baz=https%3A%2F%2Ffoo.bar'],
      ['/foo/bar/ツ', '/foo/bar/%E3%83%84'],
      ['/foo/bar/%E3%83%84', '/foo/bar/%E3%83%84'],
      ['/foo/bar/%62%61%7A', '/foo/bar/baz'],
    ];
    for (const [rule, url] of rows) {
      it(`rfc mode: ${rule} matches ${url}`, () => {
        expect(isAllowed(`User-agent: *\nDisallow: ${rule}$\n`, 'X', url, { mode: 'rfc' })).toBe(
          false,
        );
      });
    }
    it('rfc mode: the raw and the encoded URL compare equal', () => {
      const text = 'User-agent: *\nDisallow: /foo/bar/ツ\nDisallow: /~me\n';
      expect(both(text, 'X', '/foo/bar/ツ')).toEqual([true, false]);
      expect(both(text, 'X', '/%7Eme')).toEqual([true, false]);
      expect(both(text, 'X', '/foo/bar/%e3%83%84')).toEqual([true, false]);
    });
    it('rfc mode: an encoded reserved character is not decoded', () => {
      expect(isAllowed('User-agent: *\nDisallow: /a/b\n', 'X', '/a%2Fb', { mode: 'rfc' })).toBe(
        true,
      );
    });
  });
});

describe('RFC 9309 §2.2.3 special characters', () => {
  it('* matches any sequence and $ anchors the end', () => {
    const text = 'User-agent: *\nDisallow: *.gif$\nDisallow: /a*b\n';
    expect(both(text, 'X', '/x/y.gif')).toEqual([false, false]);
    expect(both(text, 'X', '/x/y.gif?q')).toEqual([true, true]);
    expect(both(text, 'X', '/a/x/b/c')).toEqual([false, false]);
    expect(both(text, 'X', '/a')).toEqual([true, true]);
  });
  it('$ is literal unless last', () => {
    expect(both('User-agent: *\nDisallow: /a$b\n', 'X', '/a$b')).toEqual([false, false]);
  });
  it('# starts a comment', () => {
    expect(both('User-agent: * # all\nDisallow: /a # no a\n', 'X', '/a')).toEqual([false, false]);
  });
  describe('figure 6: %2A and %24 match a literal * and $', () => {
    it('rfc mode: /path/file-with-a-%2A.html matches /path/file-with-a-*.html', () => {
      const text = 'User-agent: *\nDisallow: /path/file-with-a-%2A.html\n';
      expect(both(text, 'X', '/path/file-with-a-*.html')).toEqual([true, false]);
      expect(both(text, 'X', '/path/file-with-a-x.html')).toEqual([true, true]);
    });
    it('rfc mode: /path/foo-%24 matches /path/foo-$ and is not an anchor', () => {
      const text = 'User-agent: *\nDisallow: /path/foo-%24\n';
      expect(both(text, 'X', '/path/foo-$')).toEqual([true, false]);
      expect(both(text, 'X', '/path/foo-$/more')).toEqual([true, false]);
      expect(both(text, 'X', '/path/foo-')).toEqual([true, true]);
    });
  });
});

describe('RFC 9309 §2.2.4 other records', () => {
  it('sitemaps and other records are collected and do not end a group', () => {
    const text =
      'User-agent: A\nCrawl-delay: 3\nSitemap: https://a.example/s.xml\nUser-agent: B\nDisallow: /\n';
    for (const mode of MODES) {
      const parsed = parseRobots(text, { mode });
      expect(parsed.groups).toHaveLength(1);
      expect(parsed.groups[0]?.records).toEqual([2]);
      expect(parsed.sitemaps).toEqual([
        {
          line: 3,
          url: 'https://a.example/s.xml',
          span: { from: 38, to: 61, text: 'https://a.example/s.xml' },
        },
      ]);
      expect(isAllowed(text, 'A', '/x', { mode })).toBe(false);
    }
  });
});

describe('RFC 9309 §2.5 limits', () => {
  it('reads the first 500 KiB by default and reports the rest', () => {
    const head = 'User-agent: *\nDisallow: /a\n';
    const filler = ('#' + 'x'.repeat(98) + '\n').repeat(6000);
    const text = head + filler + 'Disallow: /b\n';
    for (const mode of MODES) {
      const parsed = parseRobots(text, { mode });
      expect(parsed.limitBytes).toBe(512000);
      expect(parsed.cuts.beyondLimit).toMatchObject({ byte: 512000, offset: 512000 });
      expect(parsed.cuts.beyondLimit?.bytesDropped).toBe(text.length - 512000);
      expect(isAllowed(text, 'X', '/b', { mode })).toBe(true);
    }
    expect(isAllowed(text, 'X', '/a')).toBe(false);
  });
});

describe('RFC 9309 §5 examples', () => {
  const FILE = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /example/',
    'Allow: /publications/',
    '',
    'User-Agent: foobot',
    'Disallow:/',
    'Allow:/example/page.html',
    'Allow:/example/allowed.gif',
    '',
    'User-Agent: barbot',
    'User-Agent: bazbot',
    'Disallow: /example/page.html',
    '',
    'User-Agent: quxbot',
  ].join('\n');
  const cases: [agent: string, path: string, allowed: boolean][] = [
    ['otherbot', '/example/x', false],
    ['otherbot', '/a.gif', false],
    ['otherbot', '/publications/x', true],
    ['foobot', '/example/page.html', true],
    ['foobot', '/example/allowed.gif', true],
    ['foobot', '/other', false],
    ['barbot', '/example/page.html', false],
    ['bazbot', '/example/page.html', false],
    ['bazbot', '/a.gif', true],
    ['quxbot', '/example/x', true],
  ];
  for (const [agent, path, allowed] of cases) {
    it(`5.1: ${agent} ${path} → ${allowed ? 'allowed' : 'disallowed'}`, () => {
      expect(both(FILE, agent, path)).toEqual([allowed, allowed]);
    });
  }
});
