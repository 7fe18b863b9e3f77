import { describe, expect, it, vi } from 'vitest';
import { copyText, readClipboardText } from '../../src/share/index.ts';

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

describe('readClipboardText', () => {
  it('reads the text', async () => {
    expect(await readClipboardText({ readText: async () => 'User-agent: *' })).toEqual({
      ok: true,
      text: 'User-agent: *',
    });
  });

  it('says so, with the paste shortcut, when there is no clipboard API', async () => {
    const result = await readClipboardText(null);
    expect(!result.ok && result.message).toMatch(/does not let the page read the clipboard/);
    expect(!result.ok && result.message).toContain('Ctrl+V');
  });

  it('turns a refusal or a failure into a message instead of a rejection', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const refused = await readClipboardText({ readText: () => Promise.reject(denied) });
    expect(!refused.ok && refused.message).toMatch(/did not allow/);
    const broken = await readClipboardText({
      readText: () => {
        throw new TypeError('boom');
      },
    });
    expect(!broken.ok && broken.message).toMatch(/failed/);
  });

  it('does not open an empty clipboard', async () => {
    const result = await readClipboardText({ readText: async () => ' \n' });
    expect(!result.ok && result.message).toMatch(/no text/);
  });
});
