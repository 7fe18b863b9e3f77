import { describe, expect, it } from 'vitest';
import { buildExampleUrl, buildLessonUrl, readStartupLink } from '../../src/share/index.ts';

const at = (hash: string) => ({ href: `https://p.example/app/${hash}`, hash });

describe('readStartupLink', () => {
  it.each([
    ['', null],
    ['#', null],
    ['#other=1', null],
    ['#s=v1.abc', { kind: 'state', payload: 'v1.abc' }],
    ['#example=tie', { kind: 'example', id: 'tie' }],
    ['#lesson=own-group-beats-star', { kind: 'lesson', id: 'own-group-beats-star' }],
    ['#lesson=a%20b', { kind: 'lesson', id: 'a b' }],
    ['#lesson=%E0%A4', { kind: 'lesson', id: '%E0%A4' }],
    ['#example=x&s=v1.abc', { kind: 'state', payload: 'v1.abc' }],
  ])('reads %j', (hash, expected) => {
    expect(readStartupLink(at(hash))).toEqual(expected);
  });

  it('cuts absurdly long ids instead of carrying them around', () => {
    const link = readStartupLink(at(`#example=${'x'.repeat(100_000)}`));
    expect(link?.kind === 'example' && link.id.length).toBe(100);
  });
});

describe('example and lesson URLs', () => {
  it('replace any fragment and escape the id', () => {
    expect(buildExampleUrl(at('#s=v1.abc'), 'tie')).toBe('https://p.example/app/#example=tie');
    expect(buildLessonUrl(at(''), 'a b')).toBe('https://p.example/app/#lesson=a%20b');
  });

  it('read back what they wrote', () => {
    const url = new URL(buildLessonUrl(at(''), 'longest-match-wins'));
    expect(readStartupLink({ href: url.href, hash: url.hash })).toEqual({
      kind: 'lesson',
      id: 'longest-match-wins',
    });
  });
});
