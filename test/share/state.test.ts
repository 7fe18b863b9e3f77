import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_STATE, defaultShareState, sameShareState } from '../../src/share/index.ts';

describe('share state', () => {
  it('has frozen defaults: empty text and lists, Google mode, no host, default panel, the first entries asked about', () => {
    expect(DEFAULT_SHARE_STATE).toEqual({
      text: '',
      agents: [],
      urls: [],
      mode: 'google',
      host: '',
      panel: '',
      agent: '',
      url: '',
    });
    expect(Object.isFrozen(DEFAULT_SHARE_STATE)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SHARE_STATE.agents)).toBe(true);
  });

  it('hands out fresh mutable copies of the defaults', () => {
    const copy = defaultShareState();
    copy.agents.push('x');
    expect(DEFAULT_SHARE_STATE.agents).toEqual([]);
    expect(defaultShareState().agents).toEqual([]);
  });

  it('compares states field by field, lists element-wise', () => {
    const a = { ...defaultShareState(), agents: ['A', 'B'] };
    expect(sameShareState(a, { ...defaultShareState(), agents: ['A', 'B'] })).toBe(true);
    expect(sameShareState(a, { ...defaultShareState(), agents: ['B', 'A'] })).toBe(false);
    expect(sameShareState(a, { ...a, panel: 'p' })).toBe(false);
    expect(sameShareState(DEFAULT_SHARE_STATE, defaultShareState())).toBe(true);
  });
});
