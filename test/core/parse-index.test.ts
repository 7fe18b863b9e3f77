import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots } from '../../src/core/index';

const TEXT =
  'Sitemap: /s.xml\nDisallow: /orphan\nUser-agent: A\n\n# c\nAllow: /a/index.html\nCrawl-delay: 2\nFoo: bar\nSitemap: /t.xml\n\nUser-agent: *\nDisallow: /é%2a\n';

describe('parse index: lines and groups built on first read', () => {
  it('builds lines and groups once and keeps them', () => {
    const p = parseRobots(TEXT);
    const lines = p.lines;
    expect(p.lines).toBe(lines);
    expect(p.groups).toBe(p.groups);
    expect(lines.map((l) => l.kind)).toEqual([
      'sitemap',
      'disallow',
      'user-agent',
      'blank',
      'comment',
      'allow',
      'other',
      'unknown',
      'sitemap',
      'blank',
      'user-agent',
      'disallow',
      'blank',
    ]);
    expect(lines.map((l) => l.group ?? null)).toEqual([
      null,
      null,
      0,
      0,
      0,
      0,
      0,
      0,
      null,
      null,
      1,
      1,
      null,
    ]);
    expect(p.groups[0]?.records).toEqual([7]);
    expect(p.groups[0]?.rules.map((r) => [r.line, r.pattern, r.span.to - r.span.from])).toEqual([
      [6, '/a/index.html', 13],
    ]);
    expect(p.groups[1]?.rules.map((r) => [r.value, r.pattern])).toEqual([['/é%2a', '/%C3%A9%2A']]);
    expect(p.orphanRules).toEqual([2]);
  });

  it('is plain data to structuredClone, spreading and deep equality', () => {
    const p = parseRobots(TEXT);
    const clone = structuredClone(p);
    expect(Object.getOwnPropertyDescriptor(clone, 'lines')?.value).toHaveLength(13);
    expect(clone).toEqual(parseRobots(TEXT));
    expect({ ...parseRobots(TEXT) }.groups).toHaveLength(2);
    expect(Object.keys(p)).toEqual([
      'mode',
      'text',
      'bytes',
      'limitBytes',
      'bom',
      'lines',
      'groups',
      'sitemaps',
      'orphanRules',
      'cuts',
    ]);
  });

  it('takes an assigned value like a plain property', () => {
    const p = parseRobots(TEXT);
    p.lines = [];
    expect(p.lines).toEqual([]);
    expect(p.groups).toHaveLength(2);
    expect(p.lines).toEqual([]);
  });

  it('gives a rule or agent its line value as span, as one object', () => {
    const p = parseRobots(TEXT);
    expect(p.groups[0]?.rules[0]?.span).toBe(p.lines[5]?.value);
    expect(p.groups[0]?.agents[0]?.span).toBe(p.lines[2]?.value);
  });

  it('builds the same lines after other files were parsed', () => {
    const p = parseRobots(TEXT);
    parseRobots('User-agent: x\nDisallow: /y\n'.repeat(50));
    expect(p.lines).toEqual(parseRobots(TEXT).lines);
    expect(p.lines[5]?.value?.text).toBe('/a/index.html');
  });

  it('compiles without building a line or group object', () => {
    const p = parseRobots(TEXT);
    const c = compileRobots(p);
    expect(c.starGroups).toEqual([1]);
    expect(c.tokens.get('a')).toEqual([0]);
    expect(Object.getOwnPropertyDescriptor(p, 'lines')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(p, 'groups')?.get).toBeTypeOf('function');
  });
});
