// Copying to the clipboard, as a result rather than an exception: browsers refuse
// it without a user gesture, in insecure contexts, in some frames and when the
// permission is denied, and the page must say so instead of failing silently.

/** The part of the Clipboard API used here (`navigator.clipboard`). */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/** The outcome of `copyText`: done, or a sentence saying why not. */
export type CopyResult = { ok: true } | { ok: false; message: string };

/**
 * Writes `text` to `clipboard` (default: `navigator.clipboard`). Resolves to a
 * result; never rejects.
 */
export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined = globalThis.navigator?.clipboard,
): Promise<CopyResult> {
  if (!clipboard || typeof clipboard.writeText !== 'function') {
    return {
      ok: false,
      message:
        'This browser does not let the page use the clipboard here. Select the text and copy it yourself (Ctrl+C, or ⌘C on a Mac).',
    };
  }
  try {
    await clipboard.writeText(text);
    return { ok: true };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      ok: false,
      message:
        name === 'NotAllowedError'
          ? 'The browser did not allow copying. Select the text and copy it yourself (Ctrl+C, or ⌘C on a Mac).'
          : 'Copying failed. Select the text and copy it yourself (Ctrl+C, or ⌘C on a Mac).',
    };
  }
}
