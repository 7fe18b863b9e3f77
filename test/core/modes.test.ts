import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODE_DIFFERENCES } from '../../src/core/index';

describe('MODE_DIFFERENCES', () => {
  it('has unique ids and every field filled', () => {
    const ids = MODE_DIFFERENCES.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of MODE_DIFFERENCES) {
      for (const v of [d.topic, d.google, d.rfc, d.basis]) expect(v.length).toBeGreaterThan(3);
    }
  });
  it('docs/engine.md shows the same table', () => {
    // Prettier pads table cells, so runs of spaces compare as one.
    const squeeze = (s: string): string => s.replace(/ +/g, ' ');
    const doc = squeeze(readFileSync(new URL('../../docs/engine.md', import.meta.url), 'utf8'));
    const esc = (s: string): string => s.replace(/\|/g, '\\|');
    for (const d of MODE_DIFFERENCES) {
      expect(doc).toContain(
        `| ${esc(d.topic)} | ${esc(d.google)} | ${esc(d.rfc)} | ${esc(d.basis)} |`,
      );
    }
  });
});
