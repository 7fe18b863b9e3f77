import { describe, expect, it } from 'vitest';
import { isQuotaError, saveFailure } from '../../src/state/save-failure.ts';

const quota = Object.assign(new Error('The quota has been exceeded.'), {
  name: 'QuotaExceededError',
});

describe('saveFailure', () => {
  it('says the storage is full, with the size of the draft in UTF-8 bytes', () => {
    expect(saveFailure(quota, 'x'.repeat(5.2 * 1024 * 1024))).toEqual({
      ok: false,
      reason: 'quota',
      message:
        "Your draft (5.2 MiB) could not be saved: the browser's storage for this site is full. It will not survive a reload; Download keeps a copy.",
    });
    expect(saveFailure(quota, 'é'.repeat(1000)).message).toMatch(/^Your draft \(2\.0 KiB\)/);
  });

  it('never calls a small text too large: a full storage is full whatever the draft', () => {
    const text = 'User-agent: *\nDisallow: /private/\nAllow: /private/public.html';
    expect(new Blob([text]).size).toBe(61);
    const { message } = saveFailure(quota, text);
    expect(message).toMatch(/^Your draft \(61 B\) could not be saved: the browser's storage/);
    expect(message).not.toMatch(/too large/);
  });

  it('says when the browser keeps no data for the page, and passes on other errors', () => {
    expect(saveFailure(null, 'x')).toMatchObject({
      reason: 'unavailable',
      message: expect.stringMatching(/this browser keeps no data for this page/),
    });
    const security = Object.assign(new Error('denied'), { name: 'SecurityError' });
    expect(saveFailure(security, 'x').message).toMatch(/keeps no data/);
    expect(saveFailure(new Error('disk broke'), 'x').message).toMatch(
      /^Your draft \(1 B\) could not be saved: Error: disk broke\./,
    );
  });

  it('knows the quota errors of every browser', () => {
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError({ code: 1014 })).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
