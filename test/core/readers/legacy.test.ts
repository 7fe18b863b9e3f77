import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legacyVerdict, readLegacy } from '../../../src/core/readers/legacy.ts';

const ask = (text: string, agent: string, path: string) =>
  legacyVerdict(readLegacy(text), agent, path);

describe('the 1994 reader', () => {
  it('knows no Allow: a longer Allow does not reopen a Disallow', () => {
    const v = ask(
      'User-agent: *\nDisallow: /shop/\nAllow: /shop/public/\n',
      'Googlebot',
      '/shop/public/x',
    );
    expect(v).toEqual({ allowed: false, line: 2, recordLine: 1, skippedAllows: [3] });
  });

  it('reads * and $ as plain characters', () => {
    const text = 'User-agent: *\nDisallow: /*.pdf$\n';
    expect(ask(text, 'bot', '/a.pdf').allowed).toBe(true);
    expect(ask(text, 'bot', '/*.pdf$x').allowed).toBe(false);
  });

  it('takes the first record whose name is part of the agent’s, before *', () => {
    const text = [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: googlebot',
      'Disallow: /g/',
      '',
      'User-agent: Googlebot-Image',
      'Disallow: /img/',
    ].join('\n');
    // Substring match: Googlebot-Image/1.0 contains "googlebot", the first such record.
    expect(ask(text, 'Googlebot-Image/1.0', '/img/x')).toMatchObject({
      allowed: true,
      recordLine: 4,
    });
    expect(ask(text, 'Googlebot-Image/1.0', '/g/x')).toMatchObject({ allowed: false, line: 5 });
    expect(ask(text, 'OtherBot', '/x')).toMatchObject({ allowed: false, line: 2, recordLine: 1 });
  });

  it('ends a record at a blank line, but not at a comment line', () => {
    const text = 'User-agent: a\nDisallow: /x\n# note\nDisallow: /y\n\nDisallow: /z\n';
    expect(ask(text, 'a', '/y').allowed).toBe(false);
    // After the blank line, the Disallow belongs to no record.
    expect(ask(text, 'a', '/z').allowed).toBe(true);
  });

  it('allows everything for an empty Disallow or with no record', () => {
    expect(ask('User-agent: *\nDisallow:\n', 'a', '/x').allowed).toBe(true);
    expect(ask('User-agent: b\nDisallow: /\n', 'a', '/x')).toMatchObject({
      allowed: true,
      recordLine: null,
    });
  });

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (text, agent, path) => {
        const v = ask(text, agent, path);
        expect(typeof v.allowed).toBe('boolean');
      }),
    );
  });
});
