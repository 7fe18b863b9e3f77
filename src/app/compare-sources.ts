// Where the Compare view takes the other version from, besides what is pasted: a
// file (the app's reader), the draft this browser saved, and the file a playground
// link carries (read as the page reads its own address: nothing is fetched).

import { readStartupLink } from '../share/index.ts';
import { readTextFile } from './bytes.ts';
import { readStartupDraft } from './drafts.ts';
import { readLink } from './permalink-read.ts';

/** Reads `link` (a whole address, or just its `#…` part) as the page would open it. */
async function readLinkedFile(
  link: string,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  let hash: string;
  try {
    hash = new URL(link, globalThis.location?.href ?? 'https://example.invalid/').hash;
  } catch {
    return { ok: false, message: 'That is not a link the playground can read.' };
  }
  const startup = readStartupLink({ href: link, hash });
  if (startup === null) {
    return {
      ok: false,
      message:
        'That link carries no playground file: a playground link ends in #s=…, #example=… or #lesson=….',
    };
  }
  const read = await readLink(startup);
  return 'error' in read ? { ok: false, message: read.error } : { ok: true, text: read.init.text };
}

/** The Compare view's sources (see ComparePanel). */
export const compareSources = {
  readFile: readTextFile,
  async readDraft(): Promise<string | null> {
    const opened = await readStartupDraft();
    return opened.draft?.text ?? null;
  },
  readLink: readLinkedFile,
};
