import { describe, expect, it } from 'vitest';
import { isProductToken, readAgent, readGroupName } from '../../src/core/index';
import { asciiLowerCase } from '../../src/core/agent.ts';

describe('readAgent', () => {
  // token: what is compared with group names; valid: an RFC 9309 product token.
  const table: [input: string, token: string, valid: boolean][] = [
    ['Googlebot', 'Googlebot', true],
    ['  Googlebot\t', 'Googlebot', true],
    ['Foo Bar', 'Foo Bar', false],
    ['MJ12bot', 'MJ12bot', false],
    ['  Bingbot/2.0', 'Bingbot', true],
    ['Googlebot/2.1', 'Googlebot', true],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot', true],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0',
      'bingbot',
      true,
    ],
    ['Mozilla/5.0 (compatible; 123)', 'Mozilla', true],
    ['(x)', '(x)', false],
    ['', '', false],
    ['*', '*', false],
  ];
  for (const [input, token, valid] of table) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(token)}`, () => {
      expect(readAgent(input)).toEqual({ input, token, valid });
    });
  }
});

describe('asciiLowerCase', () => {
  it('lower-cases A-Z only', () => {
    expect(asciiLowerCase('GoogleBot-X_1')).toBe('googlebot-x_1');
    expect(asciiLowerCase('\u212A\u0130')).toBe('\u212A\u0130');
    expect(asciiLowerCase('abc')).toBe('abc');
  });
});

describe('readGroupName', () => {
  it('google-specific: takes the [A-Za-z_-] prefix and `* …` as star', () => {
    expect(readGroupName('ExampleBot/1.2', 'google')).toEqual({
      star: false,
      token: 'examplebot',
      validToken: false,
    });
    expect(readGroupName('* foo', 'google').star).toBe(true);
    expect(readGroupName('*Bot', 'google')).toEqual({ star: false, token: '', validToken: false });
  });
  it('RFC 9309 §2.2.1 (rfc mode): the whole value must be a product token or *', () => {
    expect(readGroupName('ExampleBot/1.2', 'rfc').token).toBe('');
    expect(readGroupName('Example_Bot-x', 'rfc').token).toBe('example_bot-x');
    expect(readGroupName('* foo', 'rfc').star).toBe(false);
    expect(readGroupName('*', 'rfc').star).toBe(true);
  });
  it('isProductToken', () => {
    expect(isProductToken('a-b_C')).toBe(true);
    expect(isProductToken('a1')).toBe(false);
    expect(isProductToken('')).toBe(false);
  });
});
