import { describe, expect, it, vi } from 'vitest';
import { copyText } from '../../src/share/index.ts';

describe('copyText', () => {
  it('writes the text', async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyText('hello', { writeText })).toEqual({ ok: true });
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('says so when there is no clipboard', async () => {
    const result = await copyText('x', undefined);
    expect(!result.ok && result.message).toMatch(/copy it yourself/);
  });

  it('turns a refusal into a message instead of a rejection', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const result = await copyText('x', { writeText: () => Promise.reject(denied) });
    expect(!result.ok && result.message).toMatch(/did not allow/);
    const broken = await copyText('x', {
      writeText: () => {
        throw new TypeError('boom');
      },
    });
    expect(broken.ok).toBe(false);
  });
});
