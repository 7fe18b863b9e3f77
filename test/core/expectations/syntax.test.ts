import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatExpectations,
  parseExpectations,
  type Expectation,
} from '../../../src/core/expectations/index.ts';

const withoutLines = (list: readonly Expectation[]): Expectation[] =>
  list.map((e) => {
    const copy: Expectation = { expected: e.expected, agent: e.agent, url: e.url };
    if (e.mode !== undefined) copy.mode = e.mode;
    return copy;
  });

describe('parseExpectations', () => {
  it('reads verdict, agent, URL and an optional mode, with the line each came from', () => {
    const text = [
      '# what must hold',
      'disallow GPTBot https://example.com/blog/x',
      '',
      'Allow  Googlebot\t/reports/public/  RFC   # the strict reading',
      'allow * /#top',
    ].join('\n');
    expect(parseExpectations(text)).toEqual({
      expectations: [
        { line: 2, expected: 'disallowed', agent: 'GPTBot', url: 'https://example.com/blog/x' },
        { line: 4, expected: 'allowed', agent: 'Googlebot', url: '/reports/public/', mode: 'rfc' },
        // A `#` inside a word is part of it: a URL keeps its fragment.
        { line: 5, expected: 'allowed', agent: '*', url: '/#top' },
      ],
      errors: [],
    });
  });

  it('counts lines across LF, CRLF and CR alike', () => {
    const { expectations } = parseExpectations('# a\r\nallow a /\rallow b /\n');
    expect(expectations.map((e) => [e.line, e.agent])).toEqual([
      [2, 'a'],
      [3, 'b'],
    ]);
  });

  it.each([
    ['permit GPTBot /', '"permit" is not a verdict: a line starts with allow or disallow'],
    ['allow', 'allow needs an agent and a URL after it'],
    ['disallow GPTBot', 'disallow GPTBot needs a URL after the agent'],
    [
      'allow GPTBot blog/x',
      '"blog/x" is not a URL: write a path that starts with / or a full http:// or https:// URL',
    ],
    [
      'allow GPTBot ftp://example.com/',
      '"ftp://example.com/" is not a URL: write a path that starts with / or a full http:// or https:// URL',
    ],
    [
      'allow GPTBot / bing',
      '"bing" is not a reading: the word after the URL is google or rfc (or nothing)',
    ],
    [
      'allow GPTBot / rfc extra',
      '"extra" is one word too many: a line is verdict, agent, URL and an optional mode',
    ],
  ])('names the line and what is wrong: %s', (line, message) => {
    expect(parseExpectations(`# first\n${line}\nallow a /`)).toEqual({
      expectations: [{ line: 3, expected: 'allowed', agent: 'a', url: '/' }],
      errors: [{ line: 2, message }],
    });
  });

  it('never throws, and every non-blank, non-comment line is an expectation or an error', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const { expectations, errors } = parseExpectations(text);
        const lines = new Set([...expectations, ...errors].map((x) => x.line));
        expect(lines.size).toBe(expectations.length + errors.length);
      }),
    );
  });
});

const word = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .filter((w) => !/[\s]/.test(w) && !w.startsWith('#'));
const expectationArb: fc.Arbitrary<Expectation> = fc
  .record(
    {
      expected: fc.constantFrom('allowed' as const, 'disallowed' as const),
      agent: word,
      url: fc.oneof(
        word.map((w) => `/${w}`),
        word.map((w) => `https://example.com/${w}`),
      ),
      mode: fc.constantFrom('google' as const, 'rfc' as const),
    },
    { requiredKeys: ['expected', 'agent', 'url'] },
  )
  .map((e) => e as Expectation);

describe('formatExpectations', () => {
  it('writes one line each, mode last when there is one', () => {
    expect(
      formatExpectations([
        { expected: 'disallowed', agent: 'GPTBot', url: '/blog/' },
        { expected: 'allowed', agent: 'Googlebot', url: '/', mode: 'rfc' },
      ]),
    ).toBe('disallow GPTBot /blog/\nallow Googlebot / rfc\n');
    expect(formatExpectations([])).toBe('');
  });

  it('is read back to the same expectations', () => {
    fc.assert(
      fc.property(fc.array(expectationArb, { maxLength: 20 }), (list) => {
        const back = parseExpectations(formatExpectations(list));
        expect(back.errors).toEqual([]);
        expect(withoutLines(back.expectations)).toEqual(list);
      }),
    );
  });

  it('keeps what any text means: parse, format and parse again read the same', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const first = withoutLines(parseExpectations(text).expectations);
        expect(withoutLines(parseExpectations(formatExpectations(first)).expectations)).toEqual(
          first,
        );
      }),
    );
  });
});
