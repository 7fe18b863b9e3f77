import { describe, expect, it } from 'vitest';
import { warmUp } from '../../src/worker/warm-up.ts';

describe('warmUp', () => {
  it('asks the panels’ questions of a made-up file, each answered, none an error', () => {
    expect(warmUp('panels', 2)).toEqual([
      'loaded',
      'decisions',
      'report',
      'explanation',
      'loaded',
      'decisions',
      'report',
      'explanation',
    ]);
  });

  it('lints the made-up file for the lint worker', () => {
    expect(warmUp('lint', 1)).toEqual(['loaded', 'lint']);
  });
});
