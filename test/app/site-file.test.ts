import { describe, expect, it } from 'vitest';
import { fetchCommands, robotsUrlFor } from '../../src/app/site-file.ts';

describe('robotsUrlFor', () => {
  it.each([
    ['example.com', 'https://example.com/robots.txt'],
    ['  Example.COM  ', 'https://example.com/robots.txt'],
    ['https://www.example.com/shop/page?id=1#top', 'https://www.example.com/robots.txt'],
    ['http://example.com:8080/x', 'http://example.com:8080/robots.txt'],
    ['http://localhost:5173', 'http://localhost:5173/robots.txt'],
    ['http://[::1]:8080/', 'http://[::1]:8080/robots.txt'],
    ['bücher.de', 'https://xn--bcher-kva.de/robots.txt'],
  ])('%s → %s (RFC 9309 §2.3: the file is at the root)', (site, url) => {
    expect(robotsUrlFor(site)).toBe(url);
  });

  it.each(['', '   ', 'example', 'ftp://example.com', 'example .com', 'javascript:alert(1)'])(
    'names no site for %j',
    (site) => {
      expect(robotsUrlFor(site)).toBeNull();
    },
  );
});

describe('fetchCommands', () => {
  it('gives one curl line per system that puts the file on the clipboard', () => {
    expect(fetchCommands('https://example.com/robots.txt')).toEqual([
      { system: 'macOS', command: "curl -sLg 'https://example.com/robots.txt' | pbcopy" },
      {
        system: 'Linux',
        command: "curl -sLg 'https://example.com/robots.txt' | xclip -selection clipboard",
      },
      { system: 'Windows', command: 'curl.exe -sLg "https://example.com/robots.txt" | clip' },
    ]);
  });
});
