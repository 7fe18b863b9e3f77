import { describe, expect, it } from 'vitest';
import { isProductToken, readAgent, readGroupName } from '../../src/core/index';

describe('readAgent', () => {
  const table: [input: string, token: string][] = [
    ['Googlebot', 'Googlebot'],
    ['  Bingbot/2.0', 'Bingbot'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Googlebot'],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0',
      'bingbot',
    ],
    ['Mozilla/5.0 (compatible; 123)', 'Mozilla'],
    ['', ''],
    ['*', ''],
  ];
  for (const [input, token] of table) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(token)}`, () => {
      expect(readAgent(input)).toEqual({ input, token, valid: token !== '' });
    });
  }
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
