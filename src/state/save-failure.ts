// What a failed save tells the user: exactly what happened, with the draft's size.
// Fetched when a save fails (or with ./draft-keeper.ts), never with the page.

import { formatBytes } from '../core/bytes.ts';
import type { SaveResult } from './persist.ts';

/**
 * The failed save of `text`, in words: a full storage, a storage the browser
 * withholds (`error` null, or a security error), or the browser's own words.
 */
export function saveFailure(error: unknown, text: string): SaveResult & { ok: false } {
  const quota = isQuotaError(error);
  const why = quota
    ? "the browser's storage for this site is full"
    : error === null || (error instanceof Error && error.name === 'SecurityError')
      ? 'this browser keeps no data for this page (a private window or a sandboxed frame can do that)'
      : String(error);
  return {
    ok: false,
    reason: quota ? 'quota' : 'unavailable',
    // UTF-8 bytes, as the status bar counts them; a Blob counts them natively.
    message: `Your draft (${formatBytes(new Blob([text]).size)}) could not be saved: ${why}. It will not survive a reload; Download keeps a copy.`,
  };
}

/** True for the error a browser throws when a storage is full (names differ by browser). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; code?: unknown };
  // Browsers name it differently: QuotaExceededError (most), NS_ERROR_DOM_QUOTA_REACHED
  // (old Firefox); legacy code 22 (1014 in Firefox).
  return (
    e.name === 'QuotaExceededError' ||
    e.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    e.code === 22 ||
    e.code === 1014
  );
}
