import { describe, expect, it } from 'vitest';
import { CompletionContext } from '@codemirror/autocomplete';
import type { CompletionResult } from '@codemirror/autocomplete';
import { robotsCompletionSource } from '../../src/editor/completion.ts';
import { DIRECTIVES } from '../../src/core/directives.ts';
import { DIRECTIVE_HELP } from '../../src/core/directive-help.ts';
import { CRAWLERS } from '../../src/core/registry/index.ts';
import { robotsState } from './helpers.ts';

/** Completes at the `|` of `doc`. */
function complete(doc: string, explicit = false): CompletionResult | null {
  const pos = doc.indexOf('|');
  const state = robotsState(doc.replace('|', ''));
  return robotsCompletionSource(new CompletionContext(state, pos, explicit));
}

function labels(result: CompletionResult | null): string[] {
  return result?.options.map((o) => o.label) ?? [];
}

describe('directive names', () => {
  it('offers every directive of the table at the start of a line', () => {
    const result = complete('Dis|');
    expect(result?.from).toBe(0);
    expect(labels(result)).toEqual(DIRECTIVES.map((d) => d.name));
  });

  it('inserts `Name: ` and shows the summary as info', () => {
    const result = complete('Dis|');
    const disallow = result?.options.find((o) => o.label === 'Disallow');
    expect(disallow?.apply).toBe('Disallow: ');
    expect(disallow?.info).toContain(DIRECTIVE_HELP.disallow.summary);
    expect(disallow?.detail).toBe('RFC 9309');
  });

  it('inserts only the name when a colon already follows, replacing the whole key', () => {
    const result = complete('Dis|alow: /x');
    expect(result?.from).toBe(0);
    expect(result?.to).toBe('Disalow'.length);
    expect(result?.options.find((o) => o.label === 'Disallow')?.apply).toBe('Disallow');
  });

  it('starts after leading blanks', () => {
    expect(complete('  Us|')?.from).toBe(2);
  });

  it('ranks RFC records above retired ones', () => {
    const options = complete('|', true)?.options ?? [];
    const boost = (name: string) => options.find((o) => o.label === name)?.boost ?? 0;
    expect(boost('Allow')).toBeGreaterThan(boost('Crawl-delay'));
    expect(boost('Crawl-delay')).toBeGreaterThan(boost('Noindex'));
  });

  it('stays quiet on an empty line unless asked', () => {
    expect(complete('|')).toBeNull();
    expect(labels(complete('|', true))).toContain('User-agent');
  });
});

describe('user-agent tokens', () => {
  it('offers * first and the registry crawlers after User-agent:', () => {
    const result = complete('User-agent: Goo|');
    expect(result?.from).toBe('User-agent: '.length);
    const names = labels(result);
    expect(names[0]).toBe('*');
    expect(names).toContain('Googlebot');
    // Every registry spelling that is a product token, once (RFC 9309 §2.2.1).
    const valid = CRAWLERS.filter((c) => /^[A-Za-z_-]+$/.test(c.token));
    expect(names.length).toBe(1 + new Set(valid.map((c) => c.token.toLowerCase())).size);
  });

  it('offers no registry name that is not a product token (RFC 9309 §2.2.1)', () => {
    const names = labels(complete('User-agent: |'));
    expect(names).not.toContain('ChatGPT Agent');
    expect(names).not.toContain('MJ12bot');
    for (const name of names.slice(1)) expect(name).toMatch(/^[A-Za-z_-]+$/);
  });

  it('boosts the most often named crawlers above rarer ones', () => {
    const options = complete('User-agent: |')?.options ?? [];
    const boost = (name: string) => options.find((o) => o.label === name)?.boost ?? NaN;
    expect(boost('Googlebot')).toBeGreaterThan(boost('GPTBot'));
    expect(boost('GPTBot')).toBeGreaterThan(boost('GoogleOther'));
    expect(boost('GoogleOther')).toBeGreaterThan(boost('GoogleProducer'));
    // Below the 100 that separates a full match from a prefix match.
    for (const o of options.slice(1)) expect(o.boost ?? 0).toBeLessThan(100);
  });

  it('shows operator and purpose in the info', () => {
    const googlebot = complete('User-agent: |')?.options.find((o) => o.label === 'Googlebot');
    expect(googlebot?.detail).toContain('Google');
    expect(googlebot?.info).toContain('Google');
    expect(googlebot?.info).toContain('Honours robots.txt: yes');
  });

  it('completes agents after a key Google reads as user-agent (readKey)', () => {
    expect(labels(complete('useragent: G|'))).toContain('Googlebot');
    expect(labels(complete('User-agents: G|'))).toContain('Googlebot');
  });

  it('offers nothing once the value is no longer one token, or for other records', () => {
    expect(complete('User-agent: Googlebot/2|')).toBeNull();
    expect(complete('Disallow: /a|')).toBeNull();
    expect(complete('Foo: G|')).toBeNull();
  });

  it('offers nothing inside a comment', () => {
    expect(complete('# Dis|')).toBeNull();
    expect(complete('User-agent: x # G|')).toBeNull();
  });
});
