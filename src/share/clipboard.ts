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

/** The part of the Clipboard API that reads (`navigator.clipboard`). */
export interface ClipboardReader {
  readText(): Promise<string>;
}

/** The outcome of `readClipboardText`: the text, or a sentence saying why there is none. */
export type PasteResult = { ok: true; text: string } | { ok: false; message: string };

/** How to paste by hand, for every message that cannot read the clipboard. */
const PASTE_BY_HAND =
  'Click in the editor and paste the text yourself (Ctrl+V, or ⌘V on a Mac); the text stays in this browser.';

/**
 * Reads the clipboard's text from `clipboard` (default: `navigator.clipboard`;
 * `null`: the browser has none). Resolves to the text, or to why there is none:
 * no API, permission refused, nothing but blanks on the clipboard. Never rejects.
 */
export async function readClipboardText(
  clipboard: ClipboardReader | null | undefined = globalThis.navigator?.clipboard,
): Promise<PasteResult> {
  if (!clipboard || typeof clipboard.readText !== 'function') {
    return {
      ok: false,
      message: `This browser does not let the page read the clipboard. ${PASTE_BY_HAND}`,
    };
  }
  try {
    const text = await clipboard.readText();
    if (text.trim() === '') {
      return {
        ok: false,
        message: 'The clipboard holds no text. Run the command first, then paste again.',
      };
    }
    return { ok: true, text };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      ok: false,
      message:
        name === 'NotAllowedError'
          ? `The browser did not allow the page to read the clipboard. ${PASTE_BY_HAND}`
          : `Reading the clipboard failed. ${PASTE_BY_HAND}`,
    };
  }
}
