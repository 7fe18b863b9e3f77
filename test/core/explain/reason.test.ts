import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots, type Mode } from '../../../src/core/index.ts';
import {
  decidingLine,
  decisionInWords,
  ruleSentence,
  selectionSentence,
} from '../../../src/core/explain/index.ts';

function words(file: string, agent: string, url: string, mode: Mode = 'google') {
  const parsed = parseRobots(file, { mode });
  const d = evaluate(compileRobots(parsed), agent, url);
  return {
    selection: selectionSentence(parsed, d),
    rule: ruleSentence(parsed, d),
    deciding: decidingLine(parsed, d),
    all: decisionInWords(parsed, d),
  };
}

describe('selectionSentence (RFC 9309 §2.2.1)', () => {
  it.each([
    [
      'User-agent: a\nDisallow: /\n',
      'a',
      'a is named by the group on lines 1–2, so it obeys that group and no other.',
    ],
    [
      'User-agent: a\n',
      'a',
      'a is named by the group on line 1, so it obeys that group and no other.',
    ],
    [
      'User-agent: a\nDisallow: /x\nUser-agent: a\nDisallow: /y\n',
      'a',
      'a is named by the groups on lines 1–2 and 3–4, which merge into one.',
    ],
    [
      'User-agent: *\nDisallow: /\n',
      'Bot',
      'No group names Bot, so it obeys the * group on lines 1–2.',
    ],
    ['User-agent: a\nDisallow: /\n', 'b', 'No group names b and there is no * group.'],
  ])('%j for %s', (file, agent, sentence) => {
    expect(words(file, agent, '/').selection).toBe(sentence);
  });
});

describe('ruleSentence (RFC 9309 §2.2.2)', () => {
  it('names the longest match and the runner-up', () => {
    const w = words('User-agent: *\nDisallow: /a\nAllow: /a/b\n', 'x', '/a/b/c');
    expect(w.rule).toBe(
      'Line 3, Allow: /a/b, is the longest match (4 characters; line 2 has 2), so /a/b/c is allowed.',
    );
    expect(w.deciding).toEqual({ line: 3, text: 'Allow: /a/b' });
  });

  it('says a tie goes to Allow', () => {
    expect(words('User-agent: *\nDisallow: /a\nAllow: /a\n', 'x', '/a').rule).toBe(
      'Line 3, Allow: /a, and line 2 match with the same length (2); Allow wins a tie, so /a is allowed.',
    );
  });

  it('quotes the deciding line as written, comment and all', () => {
    const w = words('User-agent: *\n  disallow:/p   # old pages\n', 'x', '/p');
    expect(w.deciding).toEqual({ line: 2, text: '  disallow:/p   # old pages' });
    expect(w.rule).toBe(
      'Line 2, disallow:/p   # old pages, is the only rule that matches, so /p is disallowed.',
    );
  });

  it('quotes the same text the parser read for the line, whatever the line ends', () => {
    const file =
      '\uFEFFUser-agent: *\r\nDisallow: /a\rDisallow: /ab\nDisallow: /abc\r\n\r\nDisallow: /abcd';
    const parsed = parseRobots(file);
    const compiled = compileRobots(parsed);
    for (const [url, line] of [
      ['/a', 2],
      ['/ab', 3],
      ['/abc', 4],
      ['/abcd', 6],
    ] as const) {
      const span = parsed.lines[line - 1]?.span ?? { from: 0, to: 0 };
      expect(decidingLine(parsed, evaluate(compiled, 'x', url))).toEqual({
        line,
        text: file.slice(span.from, span.to),
      });
    }
  });

  it('marks the directory read through index.html (google-specific)', () => {
    expect(words('User-agent: *\nDisallow: /\nAllow: /d/index.html\n', 'x', '/d/').rule).toContain(
      'Line 3, Allow: /d/index.html (read as the directory itself too), is the longest match',
    );
  });

  it('explains the decisions no rule makes', () => {
    expect(words('User-agent: *\nDisallow: /a\n', 'x', '/b').rule).toBe(
      'No rule on lines 1–2 matches, so /b is allowed by default.',
    );
    expect(words('User-agent: a\nDisallow: /\n', 'b', '/b').rule).toBe(
      'No rule applies, so /b is allowed.',
    );
    expect(words('User-agent: *\nDisallow: /\n', 'x', '/robots.txt', 'rfc').rule).toBe(
      'RFC 9309 §2.2.2: /robots.txt itself is always allowed.',
    );
    expect(words('User-agent: *\nDisallow: /\n', 'x', '/robots.txt', 'rfc').deciding).toBeNull();
  });

  it('joins both sentences in decisionInWords', () => {
    expect(words('User-agent: *\nDisallow: /a\n', 'x', '/b').all).toBe(
      'No group names x, so it obeys the * group on lines 1–2. No rule on lines 1–2 matches, so /b is allowed by default.',
    );
  });
});
