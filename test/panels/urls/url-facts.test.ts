import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots } from '../../../src/core/index.ts';
import {
  hostMismatch,
  originOf,
  splitUrls,
  winnerReason,
} from '../../../src/panels/urls/url-facts.ts';

const decide = (text: string, url: string) =>
  evaluate(compileRobots(parseRobots(text)), 'ExampleBot', url);

describe('url facts', () => {
  it('splits one URL per line, dropping blanks', () => {
    expect(splitUrls(' /a \r\n\n/b\r/c\n')).toEqual(['/a', '/b', '/c']);
  });

  it('reads the origin of a URL, not of a path', () => {
    expect(originOf('https://user@Shop.Example.com:8443/x?y')).toEqual({
      scheme: 'https',
      host: 'shop.example.com',
      port: '8443',
    });
    expect(originOf('/path')).toBeNull();
  });

  it.each([
    ['https://shop.example.com/x', 'example.com', /on shop\.example\.com/],
    ['http://example.com/x', 'https://example.com', /uses http/],
    ['https://example.com:8443/x', 'example.com', null],
    ['https://example.com:8443/x', 'https://example.com', /port 8443/],
    ['https://EXAMPLE.com/x', 'example.com', null],
    ['/x', 'example.com', null],
    ['https://other.org/', '', null],
  ] as const)('%s against %s', (url, host, expected) => {
    const note = hostMismatch(url, host);
    if (expected === null) expect(note).toBeNull();
    else expect(note).toMatch(expected);
  });

  it('counts characters in the singular when a rule has one', () => {
    expect(winnerReason(decide('User-agent: *\nDisallow: *\n', '/a'))).toBe(
      'Line 2 is the only rule that matches (1 character).',
    );
    expect(winnerReason(decide('User-agent: *\nDisallow: /a\n', '/a'))).toBe(
      'Line 2 is the only rule that matches (2 characters).',
    );
    expect(winnerReason(decide('User-agent: *\nDisallow: *\nAllow: *\n', '/a'))).toMatch(
      /equal length \(1 character\): Allow wins/,
    );
  });
});
