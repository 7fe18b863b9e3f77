import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/core/numbers.ts';

describe('formatNumber', () => {
  it('writes thousands with commas', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12000)).toBe('12,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-20000)).toBe('-20,000');
    expect(formatNumber(-0)).toBe('-0');
    expect(formatNumber(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });

  it('writes every number as the number method does in English', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: false })), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString('en'));
      }),
    );
  });
});
