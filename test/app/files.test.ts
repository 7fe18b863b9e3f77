import { brotliCompressSync, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prng } from '../bench/prng.ts';
import { decodeFileBytes, formatBytes, MAX_OPEN_BYTES } from '../../src/app/files.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('decodeFileBytes', () => {
  it('reads UTF-8 as is and keeps a BOM for the engine to report', () => {
    const r = decodeFileBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('User-agent: *')]), 'a');
    expect(r).toEqual({
      ok: true,
      text: '\uFEFFUser-agent: *',
      name: 'a',
      warnings: [],
      lineEnd: '\n',
    });
  });

  it('decodes invalid UTF-8 with replacement characters and says so', () => {
    const r = decodeFileBytes(new Uint8Array([...utf8('Disallow: /caf'), 0xe9]), 'latin1.txt');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.text).toBe('Disallow: /caf\uFFFD');
    expect(r.warnings[0]).toMatch(/not valid UTF-8/);
  });

  it('decodes UTF-16 with a BOM and warns that crawlers expect UTF-8', () => {
    const body = 'Allow: /';
    const bytes = new Uint8Array(2 + body.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < body.length; i++) bytes[2 + i * 2] = body.charCodeAt(i);
    const r = decodeFileBytes(bytes, 'u16');
    expect(r.ok && r.text).toBe('Allow: /');
    expect(r.ok && r.warnings[0]).toMatch(/UTF-16/);
  });

  it('refuses binary garbage, saying the text is unchanged', () => {
    const r = decodeFileBytes(new Uint8Array(64), 'zeros.bin');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(
      'zeros.bin looks like a binary file, not a robots.txt; nothing was opened and your text is unchanged.',
    );
  });

  it('refuses an image picked by mistake, naming what it is', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...utf8('IHDR')]);
    const r = decodeFileBytes(png, 'logo.png');
    expect(!r.ok && r.message).toMatch(/^logo\.png looks like a PNG image, not a robots\.txt/);
  });

  it.each([
    ['utf-16le', 'little', (c: number) => [c, 0]],
    ['utf-16be', 'big', (c: number) => [0, c]],
  ] as const)('reads %s without a BOM as text, with a warning', (_name, endian, pair) => {
    const body = 'User-agent: *\nDisallow: /x\n';
    const bytes = new Uint8Array([...body].flatMap((ch) => pair(ch.charCodeAt(0))));
    const r = decodeFileBytes(bytes, 'win.txt');
    expect(r.ok && r.text).toBe(body);
    expect(r.ok && r.warnings[0]).toMatch(new RegExp(`UTF-16 \\(${endian}-endian\\) without`));
  });

  it('keeps a text with one stray NUL byte (the linter reports it)', () => {
    const few = decodeFileBytes(new Uint8Array([...utf8('Allow: /'), 0, ...utf8('\n')]), 'one.txt');
    expect(few.ok && few.text).toBe('Allow: /\u0000\n');
  });

  // A robots.txt long enough that compressing it gives bytes with no signature.
  const sample = Array.from({ length: 200 }, (_, i) => `Disallow: /section-${i}/page*.html$`).join(
    '\n',
  );

  it.each([
    ['brotli', () => new Uint8Array(brotliCompressSync(utf8(sample)))],
    ['raw deflate', () => new Uint8Array(deflateRawSync(utf8(sample)))],
    ['random bytes without NUL', () => randomBytes(4096, 7)],
  ])('refuses %s, which carry no signature, by their content', (_kind, make) => {
    const r = decodeFileBytes(make(), 'blob');
    expect(!r.ok && r.message).toBe(
      'blob looks like a binary file, not a robots.txt; nothing was opened and your text is unchanged.',
    );
  });

  it.each([
    ['a bzip2 archive', [0x42, 0x5a, 0x68, 0x39, 0x31, 0x41, 0x59, 0x26]],
    ['an xz archive', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 0x00, 0x04]],
    ['a Zstandard archive', [0x28, 0xb5, 0x2f, 0xfd, 0x24, 0x04, 0x21, 0x00]],
  ])('names %s by its signature', (kind, head) => {
    const r = decodeFileBytes(new Uint8Array([...head, ...randomBytes(64, 3)]), 'f');
    expect(!r.ok && r.message).toMatch(new RegExp(`^f looks like ${kind}, not a robots\\.txt`));
  });

  it('opens a Latin-1 file with accented paths, with the UTF-8 warning', () => {
    // `é` and `ü` as single Latin-1 bytes: invalid UTF-8, yet plainly text.
    const latin1 = [
      ...'User-agent: *\nDisallow: /caf\u00e9/\nDisallow: /m\u00fcnchen/\nAllow: /\n',
    ];
    const r = decodeFileBytes(new Uint8Array(latin1.map((ch) => ch.charCodeAt(0))), 'latin1.txt');
    expect(r.ok && r.text).toBe(
      'User-agent: *\nDisallow: /caf\uFFFD/\nDisallow: /m\uFFFDnchen/\nAllow: /\n',
    );
    expect(r.ok && r.warnings[0]).toMatch(/not valid UTF-8/);
  });

  it.each([
    ['LF', 'User-agent: *\nDisallow: /\n', '\n'],
    ['CRLF', 'User-agent: *\r\nDisallow: /\r\n', '\r\n'],
    ['CR', 'User-agent: *\rDisallow: /\r', '\r'],
  ])('tells the line ends a %s file uses', (_name, text, end) => {
    const r = decodeFileBytes(utf8(text), 'robots.txt');
    expect(r.ok && r.lineEnd).toBe(end);
  });

  it('refuses files over the open limit with a clear message', () => {
    const r = decodeFileBytes(new Uint8Array(MAX_OPEN_BYTES + 1), 'huge.txt');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toBe(
      'huge.txt is 16,777,217 bytes, over the 16,777,216 bytes the playground opens (crawlers read only the first 500 KiB); nothing was opened and your text is unchanged.',
    );
  });

  it('gives sizes in MiB when rounding tells them apart', () => {
    const r = decodeFileBytes(new Uint8Array(20 * 1024 * 1024), 'big.txt');
    expect(!r.ok && r.message).toMatch(
      /^big\.txt is 20\.0 MiB, over the 16\.0 MiB the playground opens/,
    );
  });
});

// `n` bytes other than NUL (so the NUL count alone cannot tell) from a seeded
// generator, the same on every run.
function randomBytes(n: number, seed: number): Uint8Array {
  const next = prng(seed);
  return Uint8Array.from({ length: n }, () => 1 + Math.floor(next() * 255));
}

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.0 KiB'],
    [512000, '500 KiB'],
    [3 * 1024 * 1024, '3.0 MiB'],
  ])('%d → %s', (n, s) => expect(formatBytes(n)).toBe(s));
});
