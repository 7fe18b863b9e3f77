import { describe, expect, it } from 'vitest';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import { CHUNK_LINES } from '../../src/editor/line-parser.ts';
import {
  MAX_MARKED_WILDCARDS,
  ROBOTS_TOKEN_CLASSES,
  tokenizeLine,
} from '../../src/editor/language.ts';
import type { RobotsTokenType } from '../../src/editor/language.ts';
import { classAt, highlightedSpans, robotsState } from './helpers.ts';
import { disagreements } from './agreement.ts';

function tokens(line: string): [string, RobotsTokenType][] {
  return tokenizeLine(line).map((t) => [line.slice(t.from, t.to), t.type]);
}

describe('tokenizeLine: keys as the engine reads them (readKey)', () => {
  it.each([
    ['User-agent: x', 'User-agent', 'keyExact'],
    ['disallow: /x', 'disallow', 'keyExact'],
    ['Crawl-delay: 5', 'Crawl-delay', 'keyExact'],
    // google-specific: accepted misspellings and prefix readings.
    ['Disalow: /x', 'Disalow', 'keyTypo'],
    ['Disallowed: /x', 'Disallowed', 'keyTypo'],
    ['useragent: x', 'useragent', 'keyTypo'],
    ['Foo: bar', 'Foo', 'keyUnknown'],
    // Non-Google records need their exact name: `Crawl-delays` is unknown.
    ['Crawl-delays: 5', 'Crawl-delays', 'keyUnknown'],
  ] as const)('%s → %s is %s', (line, key, type) => {
    expect(tokens(line)[0]).toEqual([key, type]);
  });

  it('reads `Disallow /x:y` as key `Disallow /x` (first colon), as Google does', () => {
    expect(tokens('Disallow /x:y')).toEqual([
      ['Disallow /x', 'keyTypo'],
      [':', 'separator'],
      ['y', 'path'],
    ]);
  });

  it('accepts a missing colon when the line is two words (google-specific)', () => {
    expect(tokens('Disallow /tmp')).toEqual([
      ['Disallow', 'keyExact'],
      ['/tmp', 'path'],
    ]);
  });
});

describe('tokenizeLine: values by record', () => {
  it('splits a pattern into path, wildcard and end anchor', () => {
    expect(tokens('Disallow: /a*b$')).toEqual([
      ['Disallow', 'keyExact'],
      [':', 'separator'],
      ['/a', 'path'],
      ['*', 'wildcard'],
      ['b', 'path'],
      ['$', 'anchor'],
    ]);
  });

  it('treats a `$` that is not last as a literal path character (RFC 9309 §2.2.3)', () => {
    expect(tokens('Allow: /a$b')).toEqual([
      ['Allow', 'keyExact'],
      [':', 'separator'],
      ['/a$b', 'path'],
    ]);
  });

  it('marks the `*` agent, and text after `* ` as ignored', () => {
    expect(tokens('User-agent: *')).toEqual([
      ['User-agent', 'keyExact'],
      [':', 'separator'],
      ['*', 'agentStar'],
    ]);
    expect(tokens('User-agent: * bot').slice(2)).toEqual([
      ['*', 'agentStar'],
      ['bot', 'agentIgnored'],
    ]);
  });

  it('marks the part of an agent value Google drops (ExtractUserAgent)', () => {
    expect(tokens('User-agent: Googlebot/2.1').slice(2)).toEqual([
      ['Googlebot', 'agent'],
      ['/2.1', 'agentIgnored'],
    ]);
    expect(tokens('User-agent: *Bot').slice(2)).toEqual([['*Bot', 'agentIgnored']]);
  });

  it('gives sitemaps, other records and unknown records their own value types', () => {
    expect(tokens('Sitemap: https://e.com/s.xml')[2]).toEqual(['https://e.com/s.xml', 'url']);
    expect(tokens('Crawl-delay: 10')[2]).toEqual(['10', 'value']);
    expect(tokens('Content-Signal: ai-train=no')[2]).toEqual(['ai-train=no', 'value']);
    expect(tokens('Foo: bar')[2]).toEqual(['bar', 'unknownValue']);
  });

  it('emits no value token for an empty value', () => {
    expect(tokens('Disallow:')).toEqual([
      ['Disallow', 'keyExact'],
      [':', 'separator'],
    ]);
  });
});

describe('tokenizeLine: comments, unreadable lines, NUL', () => {
  it('marks comments, alone and after a record', () => {
    expect(tokens('  # hi')).toEqual([['# hi', 'comment']]);
    expect(tokens('Allow: /a # why')).toEqual([
      ['Allow', 'keyExact'],
      [':', 'separator'],
      ['/a', 'path'],
      ['# why', 'comment'],
    ]);
  });

  it('marks a line the engine cannot read as invalid, keeping its comment', () => {
    expect(tokens('this is not a record # note')).toEqual([
      ['this is not a record', 'invalid'],
      ['# note', 'comment'],
    ]);
    expect(tokens(': empty key')).toEqual([[': empty key', 'invalid']]);
    expect(tokens('word')).toEqual([['word', 'invalid']]);
  });

  it('marks what follows a NUL as ignored (google-specific: C strings)', () => {
    expect(tokens('Disallow: /a\u0000/b')).toEqual([
      ['Disallow', 'keyExact'],
      [':', 'separator'],
      ['/a', 'path'],
      ['\u0000/b', 'ignored'],
    ]);
  });

  it('has no tokens for blank lines', () => {
    expect(tokens('')).toEqual([]);
    expect(tokens(' \t ')).toEqual([]);
  });

  it('never overlaps tokens and keeps them in order', () => {
    for (const line of ['User-agent: a b', 'Disallow: /*/*$ # c', 'x\u0000y', 'a:b:c#d\u0000e']) {
      let end = 0;
      for (const t of tokenizeLine(line)) {
        expect(t.from).toBeGreaterThanOrEqual(end);
        expect(t.to).toBeGreaterThan(t.from);
        end = t.to;
      }
      expect(end).toBeLessThanOrEqual(line.length);
    }
  });
});

describe('robotsLanguage on an EditorState', () => {
  const doc = [
    '# hello',
    'User-agent: *',
    'Disalow: /a*b$',
    'Sitemap: https://example.com/s.xml',
    'Crawl-delay: 5',
    'Foo: bar',
    'nonsense here please',
  ].join('\n');
  const state = robotsState(doc);
  const at = (text: string, delta = 0) => classAt(state, doc.indexOf(text) + delta);
  const c = ROBOTS_TOKEN_CLASSES;

  it('gives each line kind its class', () => {
    expect(at('# hello')).toBe(c.comment);
    expect(at('User-agent')).toBe(c.keyExact);
    expect(at('*')).toBe(c.agentStar);
    expect(at('Disalow')).toBe(c.keyTypo);
    expect(at('/a*b$')).toBe(c.path);
    expect(at('*b$')).toBe(c.wildcard);
    expect(at('$')).toBe(c.anchor);
    expect(at('https://')).toBe(c.url);
    expect(at('5')).toBe(c.value);
    expect(at('Foo')).toBe(c.keyUnknown);
    expect(at('bar')).toBe(c.unknownValue);
    expect(at('nonsense')).toBe(c.invalid);
    expect(at('here')).toBe(c.invalid);
    expect(at(': *')).toBe(c.separator);
  });

  it('leaves blanks between parts unhighlighted', () => {
    expect(at(': *', 1)).toBe('');
  });

  it('names the syntax nodes after the token types', () => {
    const names = new Set<string>();
    syntaxTree(state).iterate({
      enter: (n) => {
        names.add(n.name);
      },
    });
    for (const name of ['keyExact', 'keyTypo', 'keyUnknown', 'wildcard', 'anchor', 'invalid']) {
      expect(names).toContain(name);
    }
  });

  it('holds the lines in named chunks: a walk along the top level steps over chunks, not tokens', () => {
    const rules = Array.from({ length: 1000 }, (_, i) => `Disallow: /p/${i}*`);
    const big = robotsState(['User-agent: *', ...rules].join('\n'));
    const tree = ensureSyntaxTree(big, big.doc.length, 5000);
    if (tree === null) throw new Error('the parser did not finish');
    const cursor = tree.cursor();
    const names = new Set<string>();
    let steps = 0;
    if (cursor.firstChild()) {
      do {
        steps++;
        names.add(cursor.name);
      } while (cursor.nextSibling());
    }
    // Through the tokens (3 or 4 a line) the walk would take thousands of steps.
    expect(steps).toBe(Math.ceil(1001 / CHUNK_LINES));
    expect([...names]).toEqual(['Lines']);
  });

  it('agrees with tokenizeLine on every span of a mixed document', () => {
    const spans = highlightedSpans(state);
    const expected = doc
      .split('\n')
      .flatMap((line) => tokenizeLine(line).map((t) => [line.slice(t.from, t.to), c[t.type]]));
    // The stream parser merges nothing across types, so spans and tokens match one to one.
    expect(spans).toEqual(expected);
  });

  it('re-highlights a line after an edit turns a typo into the exact key', () => {
    const pos = doc.indexOf('Disalow') + 'Disal'.length;
    const next = state.update({ changes: { from: pos, insert: 'l' } }).state;
    expect(classAt(next, doc.indexOf('Disalow'))).toBe(c.keyExact);
  });

  it('declares # as the line comment token', () => {
    expect(state.languageDataAt<{ line: string }>('commentTokens', 0)).toEqual([{ line: '#' }]);
  });
});

describe('highlighter and engine agree (parseRobots, google mode)', () => {
  it('on a document of tricky lines', () => {
    const doc = [
      '\uFEFFUser-agent: Googlebot/2.1',
      'useragent: *',
      'User-agent: * extra',
      'User agent: Example Bot',
      'user-agents: *Bot',
      'Disallow /tmp',
      'Disallow /x:y',
      'Disalow: /a*b$',
      'Disallowed: /a$b',
      'dissallow: /c # note',
      'Allow:',
      'Allowance: /d',
      'Sitemap: https://example.com/s.xml',
      'site-map: /s.xml',
      'Crawl-delay: 5',
      'Content-Signal: ai-train=no',
      'Clean-param: ref /a',
      'Foo: bar',
      ': empty key',
      'just some words',
      '# only a comment',
      '   ',
      '',
      'Allow: /café',
      '\uFEFFUser-agent: late-bom',
    ].join('\n');
    expect(disagreements(doc)).toEqual([]);
  });
});

describe('BOM at the start of the file (google-specific)', () => {
  it('is skipped on the first line only', () => {
    expect(tokens('\uFEFFUser-agent: x')[0]).toEqual(['\uFEFFUser-agent', 'keyUnknown']);
    expect(tokenizeLine('\uFEFFUser-agent: x', true)[0]).toEqual({
      from: 1,
      to: 11,
      type: 'keyExact',
    });
  });

  it('is skipped by the language on line 1, not on later lines', () => {
    const doc = '\uFEFFUser-agent: a\n\uFEFFUser-agent: b';
    const state = robotsState(doc);
    expect(classAt(state, 1)).toBe(ROBOTS_TOKEN_CLASSES.keyExact);
    expect(classAt(state, doc.lastIndexOf('User'))).toBe(ROBOTS_TOKEN_CLASSES.keyUnknown);
  });

  it('does not leak the first-line state past a blank first line', () => {
    const state = robotsState('\n\uFEFFAllow: /');
    expect(classAt(state, 2)).toBe(ROBOTS_TOKEN_CLASSES.keyUnknown);
  });
});

describe('a pattern of thousands of wildcards', () => {
  const value = `/x${'*a'.repeat(5000)}$`;
  const line = `Disallow: ${value}`;

  it('marks the first MAX_MARKED_WILDCARDS `*`, then the rest as one run, and still the closing `$`', () => {
    const tokens = tokenizeLine(line);
    const wildcards = tokens.filter((t) => t.type === 'wildcard');
    expect(wildcards).toHaveLength(MAX_MARKED_WILDCARDS);
    const last = tokens[tokens.length - 1]!;
    expect(last).toMatchObject({ type: 'anchor', from: line.length - 1, to: line.length });
    const run = tokens[tokens.length - 2]!;
    expect(run.type).toBe('path');
    expect(line.slice(run.from, run.to)).toBe(`a${'*a'.repeat(5000 - MAX_MARKED_WILDCARDS)}`);
    // The value's tokens still cover it end to end.
    const valueTokens = tokens.filter((t) => t.from >= line.indexOf('/'));
    expect(valueTokens.map((t) => line.slice(t.from, t.to)).join('')).toBe(value);
  });

  it('is highlighted in the editor as tokenizeLine splits it', () => {
    const doc = `User-agent: *\n${line}\nDisallow: /a*b`;
    const spans = highlightedSpans(robotsState(doc));
    const expected = doc
      .split('\n')
      .flatMap((l) =>
        tokenizeLine(l).map((t) => [l.slice(t.from, t.to), ROBOTS_TOKEN_CLASSES[t.type]]),
      );
    expect(spans).toEqual(expected);
  });
});
