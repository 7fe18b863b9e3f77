import { describe, expect, it } from 'vitest';
import { looseUrlNote } from '../../src/components/index.ts';
import { pathFromUrl } from '../../src/core/url.ts';

describe('looseUrlNote', () => {
  it.each(['/', '/shop?q=1', 'https://example.com/x', 'HTTP://EXAMPLE.COM', '//cdn.example/x', ''])(
    'says nothing of a path or a full URL: %s',
    (url) => {
      expect(looseUrlNote(url, pathFromUrl(url))).toBeNull();
    },
  );

  it.each([
    ['not a url at all', '/'],
    ['example.com/private/x', '/private/x'],
    ['private/x', '/x'],
  ])('names the path the engine really checked for %s', (url, path) => {
    // The engine's reading, not the note's own idea of it.
    expect(pathFromUrl(url)).toBe(path);
    expect(looseUrlNote(url, pathFromUrl(url))).toBe(
      `“${url}” is not a path (starting with /) or a full URL (https://…); it was checked as the path ${path}.`,
    );
  });

  it('cuts a long input', () => {
    const note = looseUrlNote('x'.repeat(5000), '/');
    expect(note!.length).toBeLessThan(200);
  });
});
