import { describe, expect, it } from 'vitest';
import {
  CURRENT_PERMALINK_VERSION,
  PERMALINK_VERSIONS,
  decodePermalink,
  encodePermalink,
} from '../../src/share/index.ts';
import { PERMALINK_FIXTURES } from './fixtures.ts';

describe('version registry', () => {
  it('has a decoder for the current version and for every version up to it', () => {
    for (let v = 1; v <= CURRENT_PERMALINK_VERSION; v++) {
      expect(PERMALINK_VERSIONS.get(v)?.version).toBe(v);
    }
  });

  it('keeps a frozen fixture for every registered version', () => {
    const covered = new Set(PERMALINK_FIXTURES.map((f) => f.version));
    expect([...PERMALINK_VERSIONS.keys()].filter((v) => !covered.has(v))).toEqual([]);
  });

  it.each(PERMALINK_FIXTURES.map((f) => [f.name, f] as const))(
    'decodes the frozen link %s',
    async (_name, fixture) => {
      const result = await decodePermalink(fixture.fragment);
      expect(result).toEqual({ ok: true, state: fixture.state, version: fixture.version });
    },
  );

  it.each(PERMALINK_FIXTURES.map((f) => [f.name, f] as const))(
    'writes the state of %s as a current link that opens the same way',
    async (_name, fixture) => {
      const fragment = await encodePermalink(fixture.state);
      expect(fragment.startsWith(`v${CURRENT_PERMALINK_VERSION}.`)).toBe(true);
      expect(await decodePermalink(fragment)).toEqual({
        ok: true,
        state: fixture.state,
        version: CURRENT_PERMALINK_VERSION,
      });
    },
  );

  it('writes the current version', async () => {
    const fixture = PERMALINK_FIXTURES.find((f) => f.version === CURRENT_PERMALINK_VERSION);
    expect(fixture).toBeDefined();
    const fragment = await encodePermalink(fixture!.state);
    expect(fragment.startsWith(`v${CURRENT_PERMALINK_VERSION}.`)).toBe(true);
  });
});
