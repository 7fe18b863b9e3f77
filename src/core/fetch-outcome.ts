// How the robots.txt itself was served, and what that does to every verdict. A
// crawler reads the rules only after a successful fetch: a missing file opens the
// whole site, an unreachable one closes it. RFC 9309 §2.3.1 says what a crawler
// must (or may) do for each class of answer; Google documents what its crawlers
// do, which differs for 429 and for long outages. Both readings are given side by
// side, each with its source, and never mixed: the reading mode picks which one a
// verdict follows.

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

/** Where a statement comes from. */
export interface FetchSource {
  title: string;
  url: string;
}

/** One reading (RFC 9309 or Google) of an answer. */
export interface FetchReading {
  effect: FetchEffect;
  /** What the crawler does, in one or two plain sentences. */
  text: string;
  /** What happens later if the answer persists, or `null`. */
  later: string | null;
  source: FetchSource;
}

/** An answer to the robots.txt fetch and how each reading treats it. */
export interface FetchOutcome {
  status: FetchStatus;
  /** As the Fetch status control names it: `503 Service Unavailable`. */
  label: string;
  /** The answer's class in RFC 9309's words. */
  kind: 'success' | 'redirect' | 'unavailable' | 'unreachable';
  rfc: FetchReading;
  google: FetchReading;
}

const RFC_ACCESS: FetchSource = {
  title: 'RFC 9309 §2.3.1, Access Results',
  url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.3.1',
};
const RFC_REDIRECTS: FetchSource = {
  title: 'RFC 9309 §2.3.1.2, Redirects',
  url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.3.1.2',
};
const RFC_UNAVAILABLE: FetchSource = {
  title: 'RFC 9309 §2.3.1.3, "Unavailable" Status',
  url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.3.1.3',
};
const RFC_UNREACHABLE: FetchSource = {
  title: 'RFC 9309 §2.3.1.4, "Unreachable" Status',
  url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.3.1.4',
};
const GOOGLE_STATUS: FetchSource = {
  title:
    'Google Search Central: How Google interprets the robots.txt specification, HTTP status codes',
  url: 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt#http-status-codes',
};

/** Caching and size rules, the same whatever the answer: RFC 9309 §2.4, §2.5 and Google's page. */
export const FETCH_LIMITS = {
  rfc: {
    cache:
      'A crawler should not use a cached copy for more than 24 hours, unless the file is unreachable.',
    size: 'A crawler must parse at least the first 500 KiB of the file.',
    source: {
      title: 'RFC 9309 §2.4 Caching and §2.5 Limits',
      url: 'https://www.rfc-editor.org/rfc/rfc9309.html#section-2.4',
    },
  },
  google: {
    cache:
      'Google generally caches the file for up to 24 hours, longer when it cannot refresh it (timeouts, 5xx answers), and may follow a Cache-Control max-age.',
    size: 'Google reads the first 500 KiB of the file and ignores the rest.',
    source: {
      title: 'Google Search Central: caching and file format',
      url: 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt#caching',
    },
  },
} as const;

const GOOGLE_SERVER_ERROR_LATER =
  'Google keeps retrying (often, for a 503). After 30 days it uses the last copy it cached, or crawls without restrictions when it has none.';
const RFC_UNREACHABLE_LATER =
  'After a reasonably long time (the RFC gives 30 days as an example) a crawler may treat the file as unavailable, or keep using a cached copy.';

function file(text: string, source: FetchSource): FetchReading {
  return { effect: 'file', text, later: null, source };
}

function allowAll(text: string, source: FetchSource, later: string | null = null): FetchReading {
  return { effect: 'allow-all', text, later, source };
}

function disallowAll(text: string, source: FetchSource, later: string | null): FetchReading {
  return { effect: 'disallow-all', text, later, source };
}

const UNAVAILABLE_RFC = allowAll(
  'The file is "unavailable": a crawler may fetch anything, as if there were no robots.txt.',
  RFC_UNAVAILABLE,
);
const MISSING_GOOGLE = allowAll(
  'Google treats every 4xx answer but 429 as if there were no robots.txt: nothing is restricted.',
  GOOGLE_STATUS,
);
const UNREACHABLE_RFC = disallowAll(
  'The file is "unreachable": a crawler must assume that everything is disallowed.',
  RFC_UNREACHABLE,
  RFC_UNREACHABLE_LATER,
);

function serverErrorGoogle(what: string): FetchReading {
  return disallowAll(
    `Google treats ${what} as a server error: until it gets another answer, the whole site is disallowed.`,
    GOOGLE_STATUS,
    GOOGLE_SERVER_ERROR_LATER,
  );
}

const OUTCOMES: Record<FetchStatus, FetchOutcome> = {
  '200': {
    status: '200',
    label: '200 OK',
    kind: 'success',
    rfc: file('The file was fetched: a crawler must follow the rules it can parse.', RFC_ACCESS),
    google: file('Google uses the file as served.', GOOGLE_STATUS),
  },
  '301': {
    status: '301',
    label: '301 Moved Permanently (then 200, within five redirects)',
    kind: 'redirect',
    rfc: file(
      'A crawler should follow at least five redirects; the file it reaches applies to the original host.',
      RFC_REDIRECTS,
    ),
    google: file(
      'Google follows at least five redirects and uses the file it reaches. Redirects written in the page (HTML, JavaScript) are not followed.',
      GOOGLE_STATUS,
    ),
  },
  '301x6': {
    status: '301x6',
    label: '301 Moved Permanently, more than five times',
    kind: 'redirect',
    rfc: allowAll(
      'After more than five redirects a crawler may treat the file as unavailable: it may fetch anything.',
      RFC_REDIRECTS,
    ),
    google: allowAll(
      'After five redirects Google stops and treats the file as missing (a 404): nothing is restricted.',
      GOOGLE_STATUS,
    ),
  },
  '301-host': {
    status: '301-host',
    label: '301 Moved Permanently, to another host',
    kind: 'redirect',
    rfc: file(
      'Redirects are followed across hosts too: the file reached on the other host applies to this one.',
      RFC_REDIRECTS,
    ),
    google: file(
      'Google follows the redirect and uses the file it reaches for this host.',
      GOOGLE_STATUS,
    ),
  },
  '401': {
    status: '401',
    label: '401 Unauthorized',
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '403': {
    status: '403',
    label: '403 Forbidden',
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '404': {
    status: '404',
    label: '404 Not Found',
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '410': {
    status: '410',
    label: '410 Gone',
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '429': {
    status: '429',
    label: '429 Too Many Requests',
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: serverErrorGoogle('429 like a 5xx answer'),
  },
  '500': {
    status: '500',
    label: '500 Internal Server Error',
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a 5xx answer'),
  },
  '503': {
    status: '503',
    label: '503 Service Unavailable',
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a 5xx answer'),
  },
  timeout: {
    status: 'timeout',
    label: 'Timeout (no answer)',
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a timeout'),
  },
  unreachable: {
    status: 'unreachable',
    label: 'Unreachable (DNS or connection error)',
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a DNS or network error'),
  },
};

/** The outcome of `status`. */
export function fetchOutcome(status: FetchStatus): FetchOutcome {
  return OUTCOMES[status];
}

/** True when `value` names a simulated answer. */
export function isFetchStatus(value: unknown): value is FetchStatus {
  return typeof value === 'string' && (FETCH_STATUSES as readonly string[]).includes(value);
}

/** The reading a verdict in `mode` follows: Google's behaviour, or RFC 9309's. */
export function fetchReading(status: FetchStatus, mode: Mode): FetchReading {
  const outcome = OUTCOMES[status];
  return mode === 'rfc' ? outcome.rfc : outcome.google;
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
  const reading = fetchReading(status, mode);
  if (reading.effect === 'file') return { allowed, overridden: false, why: null };
  const everything = reading.effect === 'allow-all';
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
