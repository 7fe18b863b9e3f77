import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots } from '../../../src/core/index.ts';
import { compareReaders, type PeerFactory } from '../../../src/core/readers/compare-readers.ts';

const peer: PeerFactory = (url, text) => robotsParser(url, text);
const compare = (text: string, agents: string[], urls: string[], p: PeerFactory | null = peer) =>
  compareReaders(compileRobots(parseRobots(text)), agents, urls, p);

describe('compareReaders', () => {
  it('lists a first-match disagreement: the 1994 reader has no Allow', () => {
    const text = 'User-agent: *\nDisallow: /shop/\nAllow: /shop/public/\n';
    const { rows, compared } = compare(text, ['Googlebot'], ['/shop/public/x', '/shop/cart', '/']);
    expect(compared).toBe(3);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      agent: 'Googlebot',
      url: '/shop/public/x',
      google: { allowed: true, line: 3 },
      rfc: { allowed: true, line: 3 },
      legacy: { allowed: false, line: 2 },
      peer: { allowed: true, line: 3 },
    });
    expect(row?.why).toEqual([
      "The 1994 convention has no Allow: the Disallow on line 2 blocks the URL, where Google's longest match lets the Allow on line 3 win.",
    ]);
  });

  it('says where the 1994 reader reads wildcards as plain characters', () => {
    const { rows } = compare('User-agent: *\nDisallow: /*.pdf$\n', ['bot'], ['/a.pdf']);
    expect(rows[0]?.legacy.allowed).toBe(true);
    expect(rows[0]?.why[0]).toMatch(/reads \* and \$ as plain characters/);
  });

  it('names RFC 9309 where it differs from Google', () => {
    // google-specific: `Disalow` is read as Disallow; RFC 9309 knows only the exact key.
    const { rows } = compare('User-agent: *\nDisalow: /x\n', ['bot'], ['/x'], null);
    expect(rows[0]).toMatchObject({
      google: { allowed: false },
      rfc: { allowed: true },
      peer: null,
    });
    expect(rows[0]?.why[0]).toMatch(
      /^RFC 9309, read to the letter, allows it; Google's parser disallows it/,
    );
  });

  it('lists nothing when every reader agrees', () => {
    const { rows } = compare(
      'User-agent: *\nDisallow: /private/\n',
      ['a', 'b'],
      ['/private/x', '/'],
    );
    expect(rows).toEqual([]);
  });
});
