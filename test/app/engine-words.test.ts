import { describe, expect, it } from 'vitest';
import { stoppedMessage } from '../../src/app/engine-words.ts';

const urls = Array.from({ length: 200 }, (_, i) => `/p${i}`);

describe('stoppedMessage', () => {
  it('names the request the engine gave up on, and its size', () => {
    expect(
      stoppedMessage({
        type: 'query',
        input: { revision: 3, agents: ['a', 'b'], urls, modes: ['google'] },
        failures: 2,
        reason: 'error',
      }),
    ).toBe(
      'The URL check for 200 URLs and 2 agents was stopped after the engine failed twice on it. Edit the text or press Retry to try again.',
    );
  });

  it('says a request stalled when it ran out of time', () => {
    expect(
      stoppedMessage({
        type: 'analyze',
        input: { revision: 1, text: 'x'.repeat(2048), mode: 'google' },
        failures: 3,
        reason: 'timeout',
      }),
    ).toBe(
      'The analysis of this text (2.0 KiB) was stopped after the engine stalled 3 times on it. Edit the text or press Retry to try again.',
    );
  });
});
