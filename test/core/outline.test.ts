import { describe, expect, it } from 'vitest';
import { LINE_KINDS, outlineRobots, parseRobots } from '../../src/core/index';
import type { Mode, ParsedRobots } from '../../src/core/types.ts';

// What the outline must agree with: the same facts read from the line and group objects.
function fromObjects(parsed: ParsedRobots) {
  return {
    lineCount: parsed.lines.length,
    kinds: parsed.lines.map((line) => line.kind),
    groups: parsed.groups.map((group) => ({
      index: group.index,
      startLine: group.startLine,
      endLine: group.endLine,
      agents: group.agents.map(({ line, value, token, star, validToken }) => ({
        line,
        value,
        token,
        star,
        validToken,
      })),
      star: group.agents.some((agent) => agent.star),
      ruleCount: group.rules.length,
      records: parsed.lines
        .filter((line) => line.kind === 'other' && line.group === group.index)
        .map((line) => line.line),
    })),
  };
}

const FILES = [
  '',
  'User-agent: *\nDisallow: /\n',
  '\uFEFFUser-agent: Googlebot # the main one\nuser-agent:   Bing Bot  \nAllow: /index.html\nDisallow: /private\nCrawl-delay: 5\n\n# comment\nSitemap: https://example.com/s.xml\n',
  'Disallow: /orphan\nUser-agent: a\nUser-agent: *\n\nContent-Signal: search=yes\nDisalow: /typo\nnot a directive\nUser-agent:\nAllow:\n',
  'User-agent: x\r\nDisallow /missing-colon\r\nHost: example.com\r\nClean-param: ref /a\r\nUser-agent: y\r\nAllow: /$\r\n',
  // Longer than the first sizes of the reader's per-line arrays.
  Array.from(
    { length: 3000 },
    (_, i) =>
      [`User-agent: bot${i}`, `Disallow: /p${i}`, `Crawl-delay: ${i % 7}`, '# note', ''][i % 5],
  ).join('\n'),
];

describe('outlineRobots', () => {
  for (const mode of ['google', 'rfc'] as Mode[]) {
    for (const [i, text] of FILES.entries()) {
      it(`reads the same lines and groups as the parse's objects (${mode}, file ${i})`, () => {
        const outline = outlineRobots(parseRobots(text, { mode }));
        const expected = fromObjects(parseRobots(text, { mode }));
        expect({
          ...outline,
          kinds: Array.from(outline.kinds, (code) => LINE_KINDS[code]),
        }).toEqual(expected);
      });
    }
  }

  it('outlines a ParsedRobots built elsewhere from its objects', () => {
    const parsed = parseRobots(FILES[2] as string);
    const copy = { ...parsed } as ParsedRobots;
    const outline = outlineRobots(copy);
    expect(Array.from(outline.kinds, (code) => LINE_KINDS[code])).toEqual(
      parsed.lines.map((line) => line.kind),
    );
    expect(outline.groups).toEqual(fromObjects(parsed).groups);
  });

  it('stops at the parse limit', () => {
    const text = `User-agent: *\n${'Disallow: /a\n'.repeat(200)}`;
    const parsed = parseRobots(text, { limitBytes: 100 });
    expect(outlineRobots(parsed).lineCount).toBe(parsed.lines.length);
    expect(outlineRobots(parsed).lineCount).toBeLessThan(201);
  });
});
