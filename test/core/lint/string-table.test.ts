import { describe, expect, it } from 'vitest';
import { StringTable } from '../../../src/core/lint/string-table.ts';

describe('StringTable', () => {
  it('numbers strings in the order first added and finds them again after growing', () => {
    const table = new StringTable(2);
    const words = Array.from({ length: 5_000 }, (_, i) => `/p/${i}*`);
    words.forEach((w, i) => expect(table.add(w)).toBe(i));
    expect(table.size).toBe(5_000);
    // Adding again gives the same number and adds nothing.
    expect(table.add('/p/42*')).toBe(42);
    expect(table.size).toBe(5_000);
    words.forEach((w, i) => expect(table.idOf(w)).toBe(i));
  });

  it('answers -1 for strings never added, of lengths it holds and of others', () => {
    const table = new StringTable();
    table.add('/private/');
    table.add('');
    expect(table.idOf('')).toBe(1);
    expect(table.idOf('/privatE/')).toBe(-1); // same length, other text
    expect(table.idOf('/private')).toBe(-1); // a length no string has
    expect(new StringTable().idOf('')).toBe(-1);
  });

  it('tells apart long strings that share the length filter’s last mark', () => {
    const table = new StringTable();
    const long = 'a'.repeat(300);
    table.add(long);
    expect(table.idOf(long)).toBe(0);
    expect(table.idOf('a'.repeat(256))).toBe(-1);
    expect(table.idOf(`${'a'.repeat(299)}b`)).toBe(-1);
  });
});
