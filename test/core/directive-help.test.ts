import { describe, expect, it } from 'vitest';
import { DIRECTIVE_HELP } from '../../src/core/directive-help.ts';
import { DIRECTIVES } from '../../src/core/directives.ts';

describe('DIRECTIVE_HELP', () => {
  it('helps with every directive of the table, and with nothing else', () => {
    expect(Object.keys(DIRECTIVE_HELP).sort()).toEqual(DIRECTIVES.map((d) => d.id).sort());
  });

  it('says what each one does, its syntax starting with its name, and who reads it', () => {
    for (const d of DIRECTIVES) {
      const help = DIRECTIVE_HELP[d.id];
      expect(help.summary.length, d.id).toBeGreaterThan(20);
      expect(help.syntax.startsWith(`${d.name}:`), d.id).toBe(true);
      expect(help.support.length, d.id).toBeGreaterThan(5);
    }
  });
});
