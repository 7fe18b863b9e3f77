import { describe, expect, it } from 'vitest';
import { FETCH_STATUSES, fetchedVerdict, isFetchStatus } from '../../src/core/fetch-outcome.ts';
import { fetchOutcome, fetchReading } from '../../src/core/fetch-readings.ts';

describe('fetch outcomes', () => {
  it('leave the rules to decide after 200 and redirects within five hops', () => {
    for (const status of ['200', '301', '301-host'] as const) {
      for (const mode of ['google', 'rfc'] as const) {
        expect(fetchedVerdict(status, mode, false)).toEqual({
          allowed: false,
          overridden: false,
          why: null,
        });
        expect(fetchedVerdict(status, mode, true).allowed).toBe(true);
      }
    }
  });

  it('open everything when the file is missing (4xx) or redirects too often', () => {
    for (const status of ['401', '403', '404', '410', '301x6'] as const) {
      for (const mode of ['google', 'rfc'] as const) {
        const v = fetchedVerdict(status, mode, false);
        expect(v.allowed).toBe(true);
        expect(v.overridden).toBe(true);
        expect(v.why).toMatch(/so everything is allowed$/);
      }
    }
  });

  it('close everything when the file is unreachable (5xx, timeout, network error)', () => {
    for (const status of ['500', '503', 'timeout', 'unreachable'] as const) {
      for (const mode of ['google', 'rfc'] as const) {
        const v = fetchedVerdict(status, mode, true);
        expect(v).toMatchObject({ allowed: false, overridden: true });
      }
    }
    expect(fetchedVerdict('503', 'google', true).why).toBe(
      'the file answered 503, so everything is disallowed',
    );
    expect(fetchedVerdict('timeout', 'rfc', true).why).toBe(
      'the fetch of the file timed out, so everything is disallowed',
    );
  });

  it('reads 429 as RFC 9309 and Google differ: unavailable, or a server error', () => {
    // RFC 9309 §2.3.1.3: every 4xx is "unavailable"; Google treats 429 like a 5xx.
    expect(fetchedVerdict('429', 'rfc', false).allowed).toBe(true);
    expect(fetchedVerdict('429', 'google', true).allowed).toBe(false);
    expect(fetchReading('429', 'google').later).toMatch(/30 days/);
  });

  it('names every status in its label, with a source for each reading', () => {
    for (const status of FETCH_STATUSES) {
      const o = fetchOutcome(status);
      expect(o.status).toBe(status);
      if (/^\d/.test(status)) expect(o.label.startsWith(status.slice(0, 3))).toBe(true);
      expect(o.rfc.source.url).toMatch(/^https:\/\/www\.rfc-editor\.org\/rfc\/rfc9309/);
      expect(o.google.source.url).toMatch(/^https:\/\/developers\.google\.com\//);
      expect(isFetchStatus(status)).toBe(true);
    }
    expect(isFetchStatus('302')).toBe(false);
    expect(isFetchStatus(503)).toBe(false);
  });
});
