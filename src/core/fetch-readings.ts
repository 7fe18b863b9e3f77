// The words and sources behind each simulated answer to the robots.txt fetch, for
// the Fetch view: what RFC 9309 requires and what Google documents, side by side
// and never mixed. What each answer does (allow all, disallow all, or the rules)
// has its one home in FETCH_EFFECTS (./fetch-outcome.ts); these readings add why.

import {
  FETCH_EFFECTS,
  FETCH_LABELS,
  type FetchEffect,
  type FetchStatus,
} from './fetch-outcome.ts';
import type { Mode } from './types.ts';

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
  'Google keeps retrying, often for a 503. Its page has described the first hours (about 12) as a stop to crawling, then crawling by the last good copy for up to 30 days; after 30 days it uses the last copy it cached, or crawls without restrictions when it has none.';
const RFC_UNREACHABLE_LATER =
  'After a reasonably long time (the RFC gives 30 days as an example) a crawler may treat the file as unavailable, or keep using a cached copy.';

// A reading's words; its effect is added from FETCH_EFFECTS by fetchOutcome.
type Words = Omit<FetchReading, 'effect'>;

function words(text: string, source: FetchSource, later: string | null = null): Words {
  return { text, later, source };
}

const UNAVAILABLE_RFC = words(
  'The file is "unavailable": a crawler may fetch anything, as if there were no robots.txt.',
  RFC_UNAVAILABLE,
);
const MISSING_GOOGLE = words(
  'Google treats every 4xx answer but 429 as if there were no robots.txt: nothing is restricted.',
  GOOGLE_STATUS,
);
const UNREACHABLE_RFC = words(
  'The file is "unreachable": a crawler must assume that everything is disallowed.',
  RFC_UNREACHABLE,
  RFC_UNREACHABLE_LATER,
);

function serverErrorGoogle(what: string): Words {
  return words(
    `Google treats ${what} as a server error: until it gets another answer, the whole site is disallowed.`,
    GOOGLE_STATUS,
    GOOGLE_SERVER_ERROR_LATER,
  );
}

const OUTCOMES: Record<
  FetchStatus,
  Omit<FetchOutcome, 'status' | 'label' | 'rfc' | 'google'> & { rfc: Words; google: Words }
> = {
  '200': {
    kind: 'success',
    rfc: words('The file was fetched: a crawler must follow the rules it can parse.', RFC_ACCESS),
    google: words('Google uses the file as served.', GOOGLE_STATUS),
  },
  '301': {
    kind: 'redirect',
    rfc: words(
      'A crawler should follow at least five redirects; the file it reaches applies to the original host.',
      RFC_REDIRECTS,
    ),
    google: words(
      'Google follows at least five redirects and uses the file it reaches. Redirects written in the page (HTML, JavaScript) are not followed.',
      GOOGLE_STATUS,
    ),
  },
  '301x6': {
    kind: 'redirect',
    rfc: words(
      'After more than five redirects a crawler may treat the file as unavailable: it may fetch anything.',
      RFC_REDIRECTS,
    ),
    google: words(
      'After five redirects Google stops and treats the file as missing (a 404): nothing is restricted.',
      GOOGLE_STATUS,
    ),
  },
  '301-host': {
    kind: 'redirect',
    rfc: words(
      'Redirects are followed across hosts too: the file reached on the other host applies to this one.',
      RFC_REDIRECTS,
    ),
    google: words(
      'Google follows the redirect and uses the file it reaches for this host.',
      GOOGLE_STATUS,
    ),
  },
  '401': {
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '403': {
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '404': {
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '410': {
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: MISSING_GOOGLE,
  },
  '429': {
    kind: 'unavailable',
    rfc: UNAVAILABLE_RFC,
    google: serverErrorGoogle('429 like a 5xx answer'),
  },
  '500': {
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a 5xx answer'),
  },
  '503': {
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a 5xx answer'),
  },
  timeout: {
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a timeout'),
  },
  unreachable: {
    kind: 'unreachable',
    rfc: UNREACHABLE_RFC,
    google: serverErrorGoogle('a DNS or network error'),
  },
};

/** The outcome of `status`: its label, class and both readings. */
export function fetchOutcome(status: FetchStatus): FetchOutcome {
  const o = OUTCOMES[status];
  const effects = FETCH_EFFECTS[status];
  return {
    status,
    label: FETCH_LABELS[status],
    kind: o.kind,
    rfc: { ...o.rfc, effect: effects.rfc },
    google: { ...o.google, effect: effects.google },
  };
}

/** The reading a verdict in `mode` follows: Google's behaviour, or RFC 9309's. */
export function fetchReading(status: FetchStatus, mode: Mode): FetchReading {
  const outcome = fetchOutcome(status);
  return mode === 'rfc' ? outcome.rfc : outcome.google;
}
