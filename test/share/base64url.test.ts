import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from '../../src/share/base64url.ts';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);

describe('base64url (RFC 4648 §5, unpadded)', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ])('RFC 4648 §10 test vector %j encodes as %j', (plain, encoded) => {
    expect(encodeBase64Url(new TextEncoder().encode(plain))).toBe(encoded);
    expect(new TextDecoder().decode(decodeBase64Url(encoded)!)).toBe(plain);
  });

  it('uses - and _ instead of + and /', () => {
    expect(encodeBase64Url(bytes(0xfb, 0xff, 0xbf))).toBe('-_-_');
    expect(decodeBase64Url('-_-_')).toEqual(bytes(0xfb, 0xff, 0xbf));
  });

  it.each(['Zg==', 'Zm9v+A', 'Zm/v', 'Zm9 v', 'Zm9vé', 'Z', 'Zm9vY'])(
    'rejects %j (padding, foreign characters, impossible length)',
    (text) => {
      expect(decodeBase64Url(text)).toBeNull();
    },
  );

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        expect(decodeBase64Url(encodeBase64Url(data))).toEqual(data);
      }),
    );
  });
});
