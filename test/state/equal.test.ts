import { describe, expect, it } from 'vitest';
import { DEEP_COMPARE_MAX_ITEMS, equalPlain } from '../../src/state/equal.ts';

describe('equalPlain', () => {
  it('compares plain data by value', () => {
    expect(equalPlain({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(equalPlain({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(equalPlain([1, 2], [1, 2, 3])).toBe(false);
    expect(equalPlain({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });

  it('compares class instances by identity', () => {
    expect(equalPlain(new Date(0), new Date(0))).toBe(false);
  });

  it('treats large arrays as changed unless identical (a re-render is cheaper)', () => {
    const big = Array.from({ length: DEEP_COMPARE_MAX_ITEMS + 1 }, (_, i) => ({ i }));
    expect(equalPlain(big, big)).toBe(true);
    expect(
      equalPlain(
        big,
        big.map((x) => ({ ...x })),
      ),
    ).toBe(false);
    const small = big.slice(0, DEEP_COMPARE_MAX_ITEMS);
    expect(
      equalPlain(
        small,
        small.map((x) => ({ ...x })),
      ),
    ).toBe(true);
  });
});
