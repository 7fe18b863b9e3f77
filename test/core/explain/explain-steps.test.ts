import { describe, expect, it } from 'vitest';
import { firstMatch } from '../../../src/panels/explain/explain-steps.ts';
import { analysedStore } from '../../support/analysed-store.ts';

describe('firstMatch', () => {
  it('takes the first matching rule in file order, unlike the longest match', () => {
    const { store } = analysedStore({
      text: 'User-agent: *\nDisallow: /a\nAllow: /a/b\n',
      agents: ['x'],
      urls: ['/a/b/c', '/z'],
    });
    const s = store.getState();
    const groups = s.analysis?.groups ?? [];
    const cell = (url: string) =>
      s.decisions?.cells.find((c) => c.url === url && c.mode === 'google');
    const d = cell('/a/b/c')?.decision;
    if (!d) throw new Error('no decision');
    expect(d.allowed).toBe(true);
    expect(firstMatch(d, groups)).toMatchObject({ allowed: false, rule: { line: 2 } });
    const none = cell('/z')?.decision;
    if (!none) throw new Error('no decision');
    expect(firstMatch(none, groups)).toEqual({ rule: null, allowed: true });
  });
});
