// How the robots.txt itself was served, and what that does to every verdict. A
// crawler reads the rules only after a successful fetch: a missing file opens the
// whole site, an unreachable one closes it. RFC 9309 §2.3.1 says what a crawler
// must (or may) do for each class of answer; Google documents what its crawlers
// do, which differs for 429. The reading mode picks which one a verdict follows.
// The words and sources of each reading are in ./fetch-readings.ts (loaded with
// the Fetch view); this module is what the always-visible Verdict needs.

import type { Mode } from './types.ts';

/** The answers to the robots.txt fetch that can be simulated, `200` the real file. */
export const FETCH_STATUSES = [
  '200',
  '301',
  '301x6',
  '301-host',
  '401',
  '403',
  '404',
  '410',
  '429',
  '500',
  '503',
  'timeout',
  'unreachable',
] as const;

/** One simulated answer to the robots.txt fetch. */
export type FetchStatus = (typeof FETCH_STATUSES)[number];

/** What an answer does to the rules: they apply, nothing is restricted, or everything is. */
export type FetchEffect = 'file' | 'allow-all' | 'disallow-all';

/** What each answer does in each reading (RFC 9309 §2.3.1; Google's robots.txt page). */
export const FETCH_EFFECTS: Record<FetchStatus, Record<Mode, FetchEffect>> = {
  '200': { rfc: 'file', google: 'file' },
  // RFC 9309 §2.3.1.2: at least five redirects are followed, across hosts too.
  '301': { rfc: 'file', google: 'file' },
  '301-host': { rfc: 'file', google: 'file' },
  // More than five: the RFC lets a crawler treat the file as unavailable; Google
  // treats it as a 404.
  '301x6': { rfc: 'allow-all', google: 'allow-all' },
  // RFC 9309 §2.3.1.3: 4xx is "unavailable", anything may be fetched.
  '401': { rfc: 'allow-all', google: 'allow-all' },
  '403': { rfc: 'allow-all', google: 'allow-all' },
  '404': { rfc: 'allow-all', google: 'allow-all' },
  '410': { rfc: 'allow-all', google: 'allow-all' },
  // google-specific: 429 is read as a server error.
  '429': { rfc: 'allow-all', google: 'disallow-all' },
  // RFC 9309 §2.3.1.4: 5xx and network errors are "unreachable", a complete disallow.
  '500': { rfc: 'disallow-all', google: 'disallow-all' },
  '503': { rfc: 'disallow-all', google: 'disallow-all' },
  timeout: { rfc: 'disallow-all', google: 'disallow-all' },
  unreachable: { rfc: 'disallow-all', google: 'disallow-all' },
};

/** Each answer as the Fetch status control names it: `503 Service Unavailable`. */
export const FETCH_LABELS: Record<FetchStatus, string> = {
  '200': '200 OK',
  '301': '301 Moved Permanently (then 200, within five redirects)',
  '301x6': '301 Moved Permanently, more than five times',
  '301-host': '301 Moved Permanently, to another host',
  '401': '401 Unauthorized',
  '403': '403 Forbidden',
  '404': '404 Not Found',
  '410': '410 Gone',
  '429': '429 Too Many Requests',
  '500': '500 Internal Server Error',
  '503': '503 Service Unavailable',
  timeout: 'Timeout (no answer)',
  unreachable: 'Unreachable (DNS or connection error)',
};

/** True when `value` names a simulated answer. */
export function isFetchStatus(value: unknown): value is FetchStatus {
  return typeof value === 'string' && (FETCH_STATUSES as readonly string[]).includes(value);
}

/** A verdict once the fetch outcome is taken into account. */
export interface FetchedVerdict {
  allowed: boolean;
  /** True when the outcome, not the file's rules, decides. */
  overridden: boolean;
  /**
   * Why, when overridden: "the file answered 503, so everything is disallowed";
   * `null` when the file's rules decide.
   */
  why: string | null;
}

/**
 * The verdict for a URL the file's rules answer `allowed`, when the fetch answered
 * `status`, read in `mode`.
 */
export function fetchedVerdict(status: FetchStatus, mode: Mode, allowed: boolean): FetchedVerdict {
  const effect = FETCH_EFFECTS[status][mode];
  if (effect === 'file') return { allowed, overridden: false, why: null };
  const everything = effect === 'allow-all';
  return {
    allowed: everything,
    overridden: true,
    why: `${answerText(status)}, so everything is ${everything ? 'allowed' : 'disallowed'}`,
  };
}
/** "the file answered 503", "the fetch timed out": the answer as the subject of a sentence. */
export function answerText(status: FetchStatus): string {
  switch (status) {
    case 'timeout':
      return 'the fetch of the file timed out';
    case 'unreachable':
      return 'the file could not be reached';
    case '301x6':
      return 'the file redirected more than five times';
    case '301':
    case '301-host':
      return 'the file redirected';
    default:
      return `the file answered ${status}`;
  }
}
