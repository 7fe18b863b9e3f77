// The envelope every permalink format so far uses: UTF-8 JSON (RFC 8259), raw
// DEFLATE (RFC 1951), base64url without padding (RFC 4648 §5). Formats differ in
// the JSON they put inside; the envelope and its limits are shared.

import { decodeBase64Url, encodeBase64Url } from './base64url.ts';
import { deflateRaw, inflateRawCapped } from './compression.ts';
import { failure, type DecodeFailure } from './result.ts';
import { SHARE_LIMITS } from './state.ts';

/** Packs `value` as `<prefix><base64url of deflated JSON>`. Rejects (RangeError) past the payload cap. */
export async function packJson(prefix: string, value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  if (json.byteLength > SHARE_LIMITS.maxPayloadBytes) {
    throw new RangeError(
      `The state is ${json.byteLength} bytes once written out; a link holds at most ${SHARE_LIMITS.maxPayloadBytes}.`,
    );
  }
  return prefix + encodeBase64Url(await deflateRaw(json));
}

/** The JSON value inside a packed body, or the failure saying why there is none. Never rejects. */
export async function unpackJson(
  body: string,
): Promise<{ ok: true; value: unknown } | DecodeFailure> {
  const compressed = decodeBase64Url(body);
  if (!compressed) {
    // Only base64url characters, so the length (4n + 1, which no encoding has) is
    // what is wrong: the link lost its end, as when a chat or mail client cuts it.
    return failure(
      'bad-encoding',
      BASE64URL_ONLY.test(body)
        ? 'The link is cut short: its end is missing. Ask for the full link again.'
        : 'The link is damaged: it contains characters a playground link never has. It may have been changed when it was copied.',
    );
  }
  const inflated = await inflateRawCapped(compressed, SHARE_LIMITS.maxPayloadBytes);
  if (!inflated.ok) {
    return inflated.reason === 'too-large'
      ? failure(
          'too-large',
          `The link unpacks to more than ${formatMiB(SHARE_LIMITS.maxPayloadBytes)}, more than the playground accepts.`,
        )
      : failure(
          'bad-compression',
          'The link is damaged or cut short: its data does not unpack. Ask for the full link again.',
        );
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes);
  } catch {
    return failure('bad-encoding', 'The link is damaged: its data is not valid UTF-8 text.');
  }
  try {
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return failure('bad-json', 'The link is damaged: its data is not valid JSON.');
  }
}

const BASE64URL_ONLY = /^[A-Za-z0-9_-]*$/;

function formatMiB(bytes: number): string {
  return `${bytes / (1024 * 1024)} MiB`;
}
