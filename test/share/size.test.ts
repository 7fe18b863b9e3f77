import { describe, expect, it } from 'vitest';
import { LONG_LINK_CHARS, MAX_URL_CHARS, linkSizeReport } from '../../src/share/index.ts';

const urlOf = (chars: number) => `https://x.test/#s=${'a'.repeat(chars - 18)}`;

describe('linkSizeReport', () => {
  it('says a short link is fine', () => {
    const report = linkSizeReport('https://x.test/#s=v1.abc');
    expect(report).toMatchObject({ chars: 24, level: 'ok' });
    expect(report.message).toContain('24 characters');
  });

  it.each([
    [LONG_LINK_CHARS, 'ok'],
    [LONG_LINK_CHARS + 1, 'long'],
    [MAX_URL_CHARS, 'long'],
    [MAX_URL_CHARS + 1, 'too-long'],
  ] as const)('rates a %i-character link as %s', (chars, level) => {
    const report = linkSizeReport(urlOf(chars));
    expect(report.chars).toBe(chars);
    expect(report.level).toBe(level);
  });

  it('uses 8 KiB and Chromium’s 2 MiB as the limits', () => {
    expect(LONG_LINK_CHARS).toBe(8192);
    expect(MAX_URL_CHARS).toBe(2_097_152);
  });

  it('suggests the download and a link without the text once the link is long', () => {
    for (const chars of [LONG_LINK_CHARS + 1, MAX_URL_CHARS + 1]) {
      const { message } = linkSizeReport(urlOf(chars));
      expect(message).toMatch(/download/i);
      expect(message).toContain('link without the text');
    }
    expect(linkSizeReport(urlOf(MAX_URL_CHARS + 1)).message).toContain('2,097,152');
  });
});
