// base64url without padding (RFC 4648 §5), written by hand so the share module has no
// dependency and behaves the same in every browser and in Node. The decoder is strict:
// it rejects any character outside the alphabet instead of skipping it, so a tampered
// link is reported rather than silently read as something else.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUES: Int16Array = (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) table[ALPHABET.charCodeAt(i)] = i;
  return table;
})();

/** Encodes bytes as unpadded base64url (RFC 4648 §5). Never throws. */
export function encodeBase64Url(bytes: Uint8Array): string {
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1] ?? 0;
    const b2 = bytes[i + 2] ?? 0;
    const n = (b0 << 16) | (b1 << 8) | b2;
    const left = bytes.length - i;
    chunk += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (left > 1) chunk += ALPHABET[(n >> 6) & 63]!;
    if (left > 2) chunk += ALPHABET[n & 63]!;
    // Flush now and then so long inputs do not build one huge rope string.
    if (chunk.length >= 8192) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/**
 * Decodes unpadded base64url (RFC 4648 §5). Returns `null` for any character outside
 * the alphabet (padding `=` included) or an impossible length (4n+1). Never throws.
 */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    const count = Math.min(4, text.length - i);
    for (let k = 0; k < 4; k++) {
      let v = 0;
      if (k < count) {
        const code = text.charCodeAt(i + k);
        v = code < 128 ? VALUES[code]! : -1;
        if (v < 0) return null;
      }
      n = (n << 6) | v;
    }
    out[o++] = (n >> 16) & 255;
    if (count > 2) out[o++] = (n >> 8) & 255;
    if (count > 3) out[o++] = n & 255;
  }
  return out;
}
