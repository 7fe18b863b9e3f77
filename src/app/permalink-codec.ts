// The permalink codec (../share/permalink.ts: compression and every format
// version), fetched the first time a link is read or written, so a first visit
// without a link does not download it before the editor is usable.

let codec: Promise<typeof import('../share/permalink.ts')> | null = null;

/**
 * The permalink codec (../share/permalink.ts), fetched on first call and shared by
 * later ones. Rejects only when the fetch fails; the next call then tries again.
 */
export function loadPermalinkCodec(): Promise<typeof import('../share/permalink.ts')> {
  codec ??= import('../share/permalink.ts').catch((error: unknown) => {
    codec = null;
    throw error;
  });
  return codec;
}
