// Raw DEFLATE (RFC 1951) through the platform's CompressionStream/DecompressionStream
// (browsers and Node 20+). `deflate-raw` is the smallest of the three formats: no zlib
// or gzip header and checksum, which a URL fragment does not need.

const FORMAT = 'deflate-raw';

// Input is fed to the decompressor in slices so that, even where an implementation
// ignores backpressure within one chunk, a slice can expand to at most ~16 MiB
// (DEFLATE's ratio is bounded near 1032:1) before the size cap is checked.
const INPUT_SLICE = 16 * 1024;

/** Compresses bytes with raw DEFLATE. Rejects only if the platform stream fails. */
export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = sliceStream(bytes).pipeThrough(new CompressionStream(FORMAT));
  return collect(stream.getReader(), Number.POSITIVE_INFINITY);
}

/** Result of a capped decompression. */
export type InflateResult =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'bad-compression' };

/**
 * Decompresses raw DEFLATE, stopping (and cancelling the stream) as soon as the output
 * exceeds `maxBytes`, so a decompression bomb never allocates more than about
 * `maxBytes` plus one chunk. Never rejects.
 */
export async function inflateRawCapped(
  bytes: Uint8Array,
  maxBytes: number,
): Promise<InflateResult> {
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = sliceStream(bytes).pipeThrough(new DecompressionStream(FORMAT)).getReader();
  } catch {
    return { ok: false, reason: 'bad-compression' };
  }
  try {
    const out = await collect(reader, maxBytes);
    return { ok: true, bytes: out };
  } catch (error) {
    if (error instanceof CapExceeded) return { ok: false, reason: 'too-large' };
    return { ok: false, reason: 'bad-compression' };
  }
}

class CapExceeded extends Error {}

async function collect(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Cancelling tears down the pipe; its own rejection is of no further interest.
      reader.cancel().catch(() => undefined);
      throw new CapExceeded();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function sliceStream(bytes: Uint8Array): ReadableStream<Uint8Array<ArrayBuffer>> {
  let offset = 0;
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (offset >= bytes.byteLength) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(offset, offset + INPUT_SLICE));
        offset += INPUT_SLICE;
      },
    },
    { highWaterMark: 0 },
  );
}
