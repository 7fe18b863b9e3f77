// Behaviours of Google's reference parser (google/robotstxt, robots_test.cc),
// re-tested with our own cases. Every test here is google-specific unless its
// name says the RFC agrees.
import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, isAllowed, parseRobots } from '../../src/core/index';

const ok = (text: string, agent: string, url: string): boolean => {
  const fast = isAllowed(text, agent, url);
  // The explained path must always agree with the verdict-only path.
  expect(evaluate(compileRobots(parseRobots(text)), agent, url).allowed).toBe(fast);
  return fast;
};

describe('google: system behaviour', () => {
  it('an empty file or empty agent allows everything', () => {
    expect(ok('', 'ABot', 'https://a.example/')).toBe(true);
    expect(ok('user-agent: *\ndisallow: /\n', '', 'https://a.example/')).toBe(false);
    expect(ok('', '', '')).toBe(true);
  });
});

describe('google: line syntax', () => {
  it('reads key: value lines and ignores unknown keys', () => {
    expect(ok('user-agent: ABot\ndisallow: /\n', 'ABot', 'https://a.example/x')).toBe(false);
    expect(ok('foo: ABot\nbar: /\n', 'ABot', 'https://a.example/x')).toBe(true);
  });
  it('google-specific: accepts a missing colon on two-word lines', () => {
    expect(ok('user-agent ABot\ndisallow /\n', 'ABot', 'https://a.example/x')).toBe(false);
    expect(isAllowed('user-agent ABot\ndisallow /\n', 'ABot', '/x', { mode: 'rfc' })).toBe(true);
  });
  it('key names are case-insensitive (RFC agrees)', () => {
    for (const text of [
      'USER-AGENT: ABot\nALLOW: /k/\nDISALLOW: /\n',
      'uSeR-aGeNt: ABot\naLlOw: /k/\ndIsAlLoW: /\n',
    ]) {
      expect(ok(text, 'ABot', '/k/1')).toBe(true);
      expect(ok(text, 'ABot', '/j')).toBe(false);
    }
  });
  it('google-specific: accepts frequent typos and prefix keys', () => {
    expect(ok('useragent: ABot\ndisalow: /\n', 'ABot', '/x')).toBe(false);
    expect(ok('user agent: ABot\ndissallow: /\n', 'ABot', '/x')).toBe(false);
    expect(ok('User-agents: ABot\nDisallowed: /\n', 'ABot', '/x')).toBe(false);
    expect(isAllowed('useragent: ABot\ndisalow: /\n', 'ABot', '/x', { mode: 'rfc' })).toBe(true);
  });
});

describe('google: groups', () => {
  const FILE = [
    'allow: /orphan/',
    'user-agent: ABot',
    'disallow: /',
    'allow: /a/',
    '',
    'user-agent: BBot',
    'disallow: /',
    'allow: /b/',
    '',
    '',
    'allow: /c/',
    'user-agent: CBot',
    '',
    'user-agent: ABot',
    'allow: /d/',
    'disallow: /',
  ].join('\n');
  it('merges every group that names the agent (RFC agrees)', () => {
    expect(ok(FILE, 'ABot', '/a/1')).toBe(true);
    expect(ok(FILE, 'ABot', '/d/1')).toBe(true);
    expect(ok(FILE, 'ABot', '/b/1')).toBe(false);
  });
  it('blank lines do not end a group (RFC agrees)', () => {
    expect(ok(FILE, 'BBot', '/c/1')).toBe(true);
    expect(ok(FILE, 'BBot', '/d/1')).toBe(false);
  });
  it('user-agent lines separated by a blank line share the rules that follow', () => {
    expect(ok(FILE, 'CBot', '/d/1')).toBe(true);
    expect(ok(FILE, 'CBot', '/x')).toBe(false);
  });
  it('rules before any user-agent are ignored (RFC agrees)', () => {
    const parsed = parseRobots(FILE);
    expect(parsed.orphanRules).toEqual([1]);
    expect(ok(FILE, 'ABot', '/orphan/x')).toBe(false);
  });
  it('sitemap and unknown lines never end a run of user-agent lines', () => {
    const sitemap =
      'User-agent: BBot\nSitemap: https://a.example/s.xml\nUser-agent: *\nDisallow: /\n';
    expect(ok(sitemap, 'BBot', '/')).toBe(false);
    expect(ok(sitemap, 'ABot', '/')).toBe(false);
    const unknown = 'User-agent: ABot\nSome-Unknown: x\nUser-agent: *\nDisallow: /\n';
    expect(ok(unknown, 'ABot', '/')).toBe(false);
    const other = 'User-agent: ABot\nCrawl-delay: 5\nUser-agent: *\nDisallow: /\n';
    expect(ok(other, 'ABot', '/')).toBe(false);
  });
  it('an empty Disallow still ends the run of user-agent lines', () => {
    const text = 'User-agent: ABot\nDisallow:\nUser-agent: BBot\nDisallow: /\n';
    expect(ok(text, 'ABot', '/x')).toBe(true);
    expect(ok(text, 'BBot', '/x')).toBe(false);
  });
});

describe('google: user-agent values', () => {
  it('matches agent names case-insensitively (RFC agrees)', () => {
    const text = 'User-Agent: ABOT\nDisallow: /\n';
    expect(ok(text, 'abot', '/x')).toBe(false);
    expect(ok(text, 'aBoT', '/x')).toBe(false);
  });
  it('google-specific: the group name is the [A-Za-z_-] prefix of the value', () => {
    expect(ok('User-agent: ABot/1.2\nDisallow: /\n', 'ABot', '/x')).toBe(false);
    expect(ok('User-agent: ABot 2\nDisallow: /\n', 'ABot', '/x')).toBe(false);
    expect(ok('User-agent: A_Bot-x9\nDisallow: /\n', 'A_Bot-x', '/x')).toBe(false);
    expect(isAllowed('User-agent: ABot/1.2\nDisallow: /\n', 'ABot', '/x', { mode: 'rfc' })).toBe(
      true,
    );
  });
  it('compares for equality, never prefix or substring', () => {
    expect(ok('User-agent: ABot\nDisallow: /\n', 'ABotX', '/x')).toBe(true);
    expect(ok('User-agent: ABotX\nDisallow: /\n', 'ABot', '/x')).toBe(true);
  });
  it('google-specific: `* text` names the * group', () => {
    expect(ok('User-agent: * any\nDisallow: /\n', 'ABot', '/x')).toBe(false);
    expect(isAllowed('User-agent: * any\nDisallow: /\n', 'ABot', '/x', { mode: 'rfc' })).toBe(true);
  });
  it('`*Bot` names nobody', () => {
    expect(ok('User-agent: *Bot\nDisallow: /\n', 'ABot', '/x')).toBe(true);
  });
});

describe('google: the agent is compared whole', () => {
  // robots_test.cc GoogleOnly_AcceptUserAgentUpToFirstSpace, with our own file:
  // the group line is read up to its first space, the caller's agent is not.
  const text = 'User-Agent: *\nDisallow: /\nUser-Agent: Qux Quux\nAllow: /x/\nDisallow: /\n';
  it('a group line names its [A-Za-z_-] prefix; an agent with a space matches no group', () => {
    expect(ok(text, 'Qux', 'http://qux.example/x/y')).toBe(true);
    expect(ok(text, 'Qux Quux', 'http://qux.example/x/y')).toBe(false);
    const c = compileRobots(parseRobots(text));
    expect(evaluate(c, 'Qux Quux', '/x/y').agent).toEqual({
      input: 'Qux Quux',
      token: 'Qux Quux',
      valid: false,
    });
    expect(evaluate(c, 'Qux Quux', '/x/y').selection.reason).toBe('star');
  });
  it('an agent with digits matches no group: `User-agent: MJ12bot` names `mj`', () => {
    const mj = 'User-agent: MJ12bot\nDisallow: /\n';
    expect(ok(mj, 'MJ12bot', '/x')).toBe(true);
    expect(ok(mj, 'MJ', '/x')).toBe(false);
    expect(evaluate(compileRobots(parseRobots(mj)), 'MJ12bot', '/x').selection.reason).toBe('none');
  });
  it('ASCII case-insensitive only: the Kelvin sign is not `k`', () => {
    expect(ok('User-agent: kbot\nDisallow: /\n', '\u212Abot', '/x')).toBe(true);
    expect(ok('User-agent: kbot\nDisallow: /\n', 'KBOT', '/x')).toBe(false);
  });
  it('an empty agent matches a group whose name is empty', () => {
    const empty = 'User-agent: *\nDisallow: /\n\nUser-agent: 123\nDisallow: /private\n';
    expect(ok(empty, '', '/x')).toBe(true);
    expect(ok(empty, '', '/private')).toBe(false);
    expect(ok(empty, '123', '/x')).toBe(false);
    // RFC 9309 §2.2.1: `123` is no product token, so the line names no crawler.
    expect(isAllowed(empty, '', '/x', { mode: 'rfc' })).toBe(false);
  });
  it('a full User-Agent header is cut to its product token (our convention)', () => {
    const g = 'User-agent: googlebot\nDisallow: /\n';
    expect(
      ok(g, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '/x'),
    ).toBe(false);
    expect(ok(g, 'Googlebot/2.1', '/x')).toBe(false);
    expect(ok(g, '  Googlebot  ', '/x')).toBe(false);
  });
});

describe('google: the * group', () => {
  it('is used only when no group names the agent, even an empty one', () => {
    const text = 'User-agent: *\nDisallow: /\n\nUser-agent: ABot\n';
    expect(ok(text, 'ABot', '/x')).toBe(true);
    expect(ok(text, 'BBot', '/x')).toBe(false);
  });
  it('a named group with only non-matching rules allows, without consulting *', () => {
    const text = 'User-agent: *\nDisallow: /\n\nUser-agent: ABot\nDisallow: /private\n';
    expect(ok(text, 'ABot', '/public')).toBe(true);
  });
  it('a group naming both the agent and * counts as the agent’s group', () => {
    const text =
      'User-agent: ABot\nUser-agent: *\nAllow: /a\nDisallow: /\n\nUser-agent: *\nAllow: /b\n';
    expect(ok(text, 'ABot', '/b')).toBe(false);
    expect(ok(text, 'BBot', '/b')).toBe(true);
  });
});

describe('google: longest match', () => {
  it('the longer pattern wins, Allow wins ties (RFC agrees)', () => {
    expect(ok('User-agent: A\nAllow: /p\nDisallow: /\n', 'A', '/p')).toBe(true);
    expect(ok('User-agent: A\nDisallow: /p\nAllow: /\n', 'A', '/p')).toBe(false);
    expect(ok('User-agent: A\nDisallow: /p\nAllow: /p\n', 'A', '/p')).toBe(true);
    expect(ok('User-agent: A\nAllow: /p\nDisallow: /p\n', 'A', '/p')).toBe(true);
  });
  it('priority counts wildcards as characters', () => {
    expect(ok('User-agent: A\nAllow: /abc\nDisallow: /*****\n', 'A', '/abc')).toBe(false);
    expect(ok('User-agent: A\nAllow: /\nDisallow: *\n', 'A', '/abc')).toBe(true);
  });
  it('an empty Disallow matches nothing that decides', () => {
    expect(ok('User-agent: A\nDisallow:\n', 'A', '/x')).toBe(true);
    const d = evaluate(compileRobots(parseRobots('User-agent: A\nDisallow:\n')), 'A', '/x');
    expect(d.reason).toBe('no-matching-rule');
    expect(d.candidates).toMatchObject([{ line: 2, priority: 0 }]);
  });
});

describe('google: percent-encoding', () => {
  it('google-specific: rule hex is upper-cased, the URL is not changed', () => {
    const text = 'User-agent: A\nDisallow: /a%2fb\n';
    expect(ok(text, 'A', '/a%2Fb')).toBe(false);
    expect(ok(text, 'A', '/a%2fb')).toBe(true);
    expect(ok(text, 'A', '/a/b')).toBe(true);
  });
  it('google-specific: non-ASCII in a rule matches only the encoded URL', () => {
    const text = 'User-agent: A\nDisallow: /ツ\n';
    expect(ok(text, 'A', '/%E3%83%84')).toBe(false);
    expect(ok(text, 'A', '/ツ')).toBe(true);
    expect(ok(text, 'A', '/%e3%83%84')).toBe(true);
  });
  it('google-specific: %7E does not match ~', () => {
    expect(ok('User-agent: A\nDisallow: /~x\n', 'A', '/%7Ex')).toBe(true);
  });
});

describe('google: index.htm(l)', () => {
  it('google-specific: Allow …/index.html also allows the directory exactly', () => {
    const text = 'User-agent: A\nDisallow: /\nAllow: /d/index.html\nAllow: /e/index.htm\n';
    expect(ok(text, 'A', '/d/')).toBe(true);
    expect(ok(text, 'A', '/e/')).toBe(true);
    expect(ok(text, 'A', '/d/index.html')).toBe(true);
    expect(ok(text, 'A', '/d/other')).toBe(false);
    expect(ok(text, 'A', '/d/?q')).toBe(false);
    const d = evaluate(compileRobots(parseRobots(text)), 'A', '/d/');
    expect(d.rule).toMatchObject({ line: 3, via: 'index-html', pattern: '/d/$', priority: 4 });
    expect(isAllowed(text, 'A', '/d/', { mode: 'rfc' })).toBe(false);
  });
  it('Disallow has no such rule', () => {
    expect(ok('User-agent: A\nDisallow: /d/index.html\n', 'A', '/d/')).toBe(true);
  });
});

describe('google: file reading', () => {
  it('skips a BOM at the start only', () => {
    expect(ok('\uFEFFUser-agent: A\nDisallow: /\n', 'A', '/x')).toBe(false);
    expect(ok('User-agent: A\n\uFEFFDisallow: /\n', 'A', '/x')).toBe(true);
  });
  it('accepts LF, CR and CRLF line ends', () => {
    for (const eol of ['\n', '\r', '\r\n']) {
      expect(ok(`User-agent: A${eol}Disallow: /x${eol}`, 'A', '/x')).toBe(false);
    }
  });
  it('google-specific: a line keeps at most 16663 bytes', () => {
    const long = '/' + 'a'.repeat(16663);
    const text = `User-agent: A\nDisallow: ${long}\n`;
    // The kept rule is cut short, so it matches the shorter path as well.
    const cutRule = 'Disallow: '.length;
    const kept = long.slice(0, 16663 - cutRule);
    expect(ok(text, 'A', kept)).toBe(false);
    expect(ok(text, 'A', kept.slice(0, -1))).toBe(true);
    expect(isAllowed(text, 'A', kept, { mode: 'rfc' })).toBe(true);
  });
});
