import { describe, expect, it } from 'vitest';
import { setDiagnostics } from '@codemirror/lint';
import { describePosition } from '../../src/editor/hover.ts';
import { robotsState } from './helpers.ts';

/** Hover info at the first occurrence of `needle` (plus `delta`). */
function hoverAt(doc: string, needle: string, delta = 0) {
  const state = robotsState(doc);
  const info = describePosition(state, doc.indexOf(needle) + delta);
  return info && { ...info, text: state.sliceDoc(info.from, info.to), all: info.lines.join('\n') };
}

describe('describePosition: directive keys', () => {
  it('explains a known key with syntax and who reads it', () => {
    const info = hoverAt('Crawl-delay: 5', 'Crawl');
    expect(info?.title).toBe('Crawl-delay');
    expect(info?.text).toBe('Crawl-delay');
    expect(info?.all).toContain('Syntax: Crawl-delay: <seconds>');
    expect(info?.all).toContain('Bing');
    expect(info?.all).toContain('Google’s parser ignores this record');
  });

  it('notes a Google-only misspelling and a prefix reading', () => {
    expect(hoverAt('Disalow: /x', 'Dis')?.all).toMatch(/misspelling Google accepts.*Disallow/);
    expect(hoverAt('Disallowed: /x', 'Dis')?.all).toMatch(/starts with that name/);
    expect(hoverAt('Disallow: /x', 'Dis')?.all).not.toMatch(/google-specific/);
  });

  it('notes a missing colon', () => {
    expect(hoverAt('Disallow /x', 'Dis')?.all).toMatch(/no “:” after the key/);
  });

  it('says an unknown key is ignored', () => {
    const info = hoverAt('Foo: bar', 'Foo');
    expect(info?.title).toBe('Unknown record “Foo”');
    expect(info?.all).toContain('ignored');
  });
});

describe('describePosition: user-agent values', () => {
  it('names the crawler from the registry with operator, category and honouring', () => {
    const info = hoverAt('User-agent: Googlebot', 'Googlebot');
    expect(info?.title).toBe('Googlebot');
    expect(info?.text).toBe('Googlebot');
    expect(info?.all).toContain('Operator: Google');
    expect(info?.all).toContain('Category: Search');
    expect(info?.all).toContain('Honours robots.txt: yes');
  });

  it('compares case-insensitively (RFC 9309 §2.2.1)', () => {
    expect(hoverAt('User-agent: GOOGLEBOT', 'GOOGLE')?.title).toBe('Googlebot');
  });

  it('says what Google cuts an invalid token to', () => {
    const info = hoverAt('User-agent: Googlebot/2.1', 'Googlebot');
    expect(info?.title).toBe('Googlebot');
    expect(info?.text).toBe('Googlebot/2.1');
    expect(info?.all).toContain('not a valid RFC 9309 product token');
    expect(info?.all).toContain('cuts it to “Googlebot”');
    expect(hoverAt('User-agent: 2bot', '2bot')?.all).toContain('names no crawler');
  });

  it('explains the * agent', () => {
    const info = hoverAt('User-agent: *', '*');
    expect(info?.title).toBe('* (every crawler)');
  });

  it('suggests a registry name for a near miss', () => {
    const info = hoverAt('User-agent: Googlebott', 'Googlebott');
    expect(info?.all).toContain('Not in the crawler registry');
    expect(info?.all).toContain('Did you mean “Googlebot”?');
  });
});

describe('describePosition: rules', () => {
  it('gives the priority (pattern length, wildcards included)', () => {
    const info = hoverAt('Disallow: /a*b$', '/a');
    expect(info?.title).toBe('Disallow /a*b$');
    expect(info?.text).toBe('/a*b$');
    expect(info?.all).toContain('Priority 5');
    expect(info?.all).toContain('A * matches any sequence');
    expect(info?.all).toContain('The $ at the end anchors');
  });

  it('counts non-ASCII characters percent-encoded (google-specific)', () => {
    const info = hoverAt('Allow: /café', '/caf');
    // "/caf" + "%C3%A9"
    expect(info?.all).toContain('Priority 10');
    expect(info?.all).toContain('compared as “/caf%C3%A9”');
  });

  it('explains the wildcard or anchor hovered first, spanning just that character', () => {
    const star = hoverAt('Allow: /a*', '*');
    expect(star?.text).toBe('*');
    expect(star?.lines[0]).toContain('A * matches');
    const dollar = hoverAt('Allow: /a$', '$');
    expect(dollar?.lines[0]).toContain('anchors');
  });

  it('notes a literal $ that is not last', () => {
    expect(hoverAt('Allow: /a$b', '/a')?.all).toContain('literal dollar sign');
  });
});

describe('describePosition: elsewhere', () => {
  it('explains unreadable lines', () => {
    expect(hoverAt('not a record at all', 'record')?.title).toBe('Unreadable line');
  });

  it('says nothing on comments, separators, blanks and outside the document', () => {
    expect(hoverAt('# Disallow: /x', 'Disallow')).toBeNull();
    expect(hoverAt('Allow: /x', ':')).toBeNull();
    expect(hoverAt('Allow:  /x', ' ', 1)).toBeNull();
    expect(describePosition(robotsState('Allow: /'), 99)).toBeNull();
  });

  it('reads the character before pos with side -1', () => {
    const state = robotsState('Allow: /x');
    expect(describePosition(state, 5, -1)?.title).toBe('Allow');
    expect(describePosition(state, 5, 1)).toBeNull();
  });
});

describe('describePosition beside a lint finding', () => {
  it('leaves out what the finding on the key already says, so the tooltip says it once', () => {
    const doc = 'Disalow /x';
    const plain = robotsState(doc);
    const withFinding = plain.update(
      setDiagnostics(plain, [
        { from: 0, to: 7, severity: 'error', message: 'typo', source: 'directive-typo' },
        { from: 0, to: 7, severity: 'warning', message: 'colon', source: 'missing-colon' },
      ]),
    ).state;
    const before = describePosition(plain, 2)?.lines.join('\n') ?? '';
    const after = describePosition(withFinding, 2)?.lines.join('\n') ?? '';
    expect(before).toMatch(/misspelling Google accepts/);
    expect(before).toMatch(/no “:” after the key/);
    expect(after).not.toMatch(/misspelling Google accepts/);
    expect(after).not.toMatch(/no “:” after the key/);
    expect(after).toContain('Syntax: Disallow:');
  });
});
