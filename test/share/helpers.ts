// Test helpers: build v1 to v4 payloads from raw bytes or JSON text, bypassing the encoder,
// so tests can hand the decoder exactly the hostile input they mean.

import { encodeBase64Url } from '../../src/share/base64url.ts';
import { deflateRaw } from '../../src/share/compression.ts';

/** Returns `v1.` + base64url(deflate-raw(bytes)). */
export async function v1FromBytes(bytes: Uint8Array): Promise<string> {
  return `v1.${encodeBase64Url(await deflateRaw(bytes))}`;
}

/** Returns a v1 payload whose decompressed content is exactly `json` (UTF-8). */
export function v1FromJson(json: string): Promise<string> {
  return v1FromBytes(new TextEncoder().encode(json));
}

/** Returns a v2 payload whose decompressed content is exactly `json` (UTF-8). */
export async function v2FromJson(json: string): Promise<string> {
  const bytes = new TextEncoder().encode(json);
  return `v2.${encodeBase64Url(await deflateRaw(bytes))}`;
}

/** Returns a v3 payload whose decompressed content is exactly `json` (UTF-8). */
export async function v3FromJson(json: string): Promise<string> {
  const bytes = new TextEncoder().encode(json);
  return `v3.${encodeBase64Url(await deflateRaw(bytes))}`;
}

/** Returns a v4 payload whose decompressed content is exactly `json` (UTF-8). */
export async function v4FromJson(json: string): Promise<string> {
  const bytes = new TextEncoder().encode(json);
  return `v4.${encodeBase64Url(await deflateRaw(bytes))}`;
}
