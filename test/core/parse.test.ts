import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots, scanLine, type Mode } from '../../src/core/index';
import { asciiCodes } from '../../src/core/encoding';
import { newLineSplit } from '../../src/core/lines';
import { splitAtColon } from '../../src/core/parse';

describe('parseRobots: lines', () => {
  it('classifies every line and keeps key, value, comment spans', () => {
    const text =
      'User-agent: A # hi\n\n# c\nDisallowed: /x\nCrawl-delay: 2\nFoo: bar\nnonsense here too\n';
    const p = parseRobots(text);
    expect(p.lines.map((l) => l.kind)).toEqual([
      'user-agent',
      'blank',
      'comment',
      'disallow',
      'other',
      'unknown',
      'invalid',
      'blank',
    ]);
    const first = p.lines[0];
    expect(first?.key).toEqual({ from: 0, to: 10, text: 'User-agent' });
    expect(first?.value).toEqual({ from: 12, to: 13, text: 'A' });
    expect(first?.comment).toEqual({ from: 14, to: 18 });
    expect(p.lines[3]?.reading).toEqual({ directive: 'disallow', match: 'prefix' });
    expect(p.lines.every((l, i) => l.line === i + 1)).toBe(true);
  });
  it('rfc mode: typo and prefix keys are unknown, missing colons invalid', () => {
    const p = parseRobots('User-agent: A\nDisallowed: /x\nDisalow: /y\nDisallow /z\n', {
      mode: 'rfc',
    });
    expect(p.lines.map((l) => l.kind)).toEqual([
      'user-agent',
      'unknown',
      'unknown',
      'invalid',
      'blank',
    ]);
    expect(p.groups[0]?.rules).toEqual([]);
  });
  it('google-specific: flags missing colons', () => {
    const p = parseRobots('Disallow /z');
    expect(p.lines[0]).toMatchObject({ kind: 'disallow', missingColon: true });
  });
  it('counts CR, LF and CRLF as one line end each; LF CR makes an empty line', () => {
    expect(parseRobots('a:1\rb:2\nc:3\r\nd:4').lines).toHaveLength(4);
    expect(parseRobots('a:1\n\rb:2').lines.map((l) => l.kind)).toEqual([
      'unknown',
      'blank',
      'unknown',
    ]);
  });
  it('skips a leading BOM', () => {
    const p = parseRobots('\uFEFFUser-agent: A');
    expect(p.bom).toBe(true);
    expect(p.lines[0]).toMatchObject({ kind: 'user-agent', span: { from: 1, to: 14 } });
    expect(p.bytes).toBe(16);
  });
  it('google-specific: google cuts at NUL', () => {
    expect(parseRobots('Disallow: /a\0b').lines[0]?.value?.text).toBe('/a');
  });
});

describe('parseRobots: groups', () => {
  it('builds groups with agents, rules, records and line ranges', () => {
    const text =
      'Allow: /o\nUser-agent: A\nUser-agent: *\n\nDisallow: /x\nCrawl-delay: 1\n\nUser-agent: B\nAllow: /\n';
    const p = parseRobots(text);
    expect(p.orphanRules).toEqual([1]);
    expect(p.groups).toHaveLength(2);
    const [g0, g1] = p.groups;
    expect(g0).toMatchObject({ index: 0, startLine: 2, endLine: 6, records: [6] });
    expect(g0?.agents.map((a) => [a.token, a.star])).toEqual([
      ['a', false],
      ['', true],
    ]);
    expect(g0?.rules[0]).toMatchObject({
      line: 5,
      kind: 'disallow',
      pattern: '/x',
      priority: 2,
      group: 0,
    });
    expect(g1).toMatchObject({ startLine: 8, endLine: 9 });
    expect(p.lines.map((l) => l.group)).toEqual([
      undefined,
      0,
      0,
      0,
      0,
      0,
      undefined,
      1,
      1,
      undefined,
    ]);
  });
  it('percent-normalises rule values per mode', () => {
    const text = 'User-agent: *\nDisallow: /a%2fé%7e\n';
    expect(parseRobots(text).groups[0]?.rules[0]?.pattern).toBe('/a%2F%C3%A9%7E');
    expect(parseRobots(text, { mode: 'rfc' }).groups[0]?.rules[0]?.pattern).toBe('/a%2F%C3%A9~');
  });
});

describe('parseRobots: cuts', () => {
  it('google-specific: cuts lines at 16663 bytes, counting UTF-8', () => {
    const value = '/' + 'ツ'.repeat(9000);
    const p = parseRobots(`User-agent: *\nDisallow: ${value}\n`);
    const cut = p.cuts.truncatedLines[0];
    expect(cut).toEqual({ line: 2, bytes: 10 + 1 + 27000, keptBytes: 16663 });
    expect(p.lines[1]?.truncated).toBe(true);
    // 16663 − 11 = 16652 bytes of value: 5550 whole ツ and 2 of the next one's 3 bytes.
    expect(p.groups[0]?.rules[0]?.pattern).toBe('/' + '%E3%83%84'.repeat(5550) + '%E3%83');
    expect(
      parseRobots(`User-agent: *\nDisallow: ${value}\n`, { mode: 'rfc' }).cuts.truncatedLines,
    ).toEqual([]);
  });
  it('reports content beyond the limit', () => {
    const p = parseRobots('User-agent: *\nDisallow: /abc\nDisallow: /def\n', { limitBytes: 26 });
    expect(p.cuts.beyondLimit).toEqual({ offset: 26, byte: 26, bytesDropped: 18, firstLine: 2 });
    expect(p.lines).toHaveLength(2);
    expect(p.groups[0]?.rules.map((r) => r.pattern)).toEqual(['/a']);
  });
  it('never splits a character at the limit', () => {
    const p = parseRobots('Disallow: /éé', { limitBytes: 13 });
    expect(p.cuts.beyondLimit).toMatchObject({ offset: 12, byte: 13, bytesDropped: 2 });
  });
});

describe('parseRobots: properties', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc
      .array(
        fc.oneof(
          fc.constantFrom(
            'User-agent: ',
            'Disallow:',
            'allow ',
            'Sitemap: ',
            '#',
            ':',
            '\t',
            ' ',
            '\0',
            '\v',
          ),
          fc.constantFrom('\n', '\r', '\r\n', '\uFEFF', '*', '$', '/a', 'é', '%2f', 'ツ', '\uD800'),
          fc.string({ maxLength: 6 }),
        ),
        { maxLength: 60 },
      )
      .map((parts) => parts.join('')),
  );
  const modes = fc.constantFrom<Mode>('google', 'rfc');

  it('never throws and keeps every span inside the text', () => {
    fc.assert(
      fc.property(
        text,
        modes,
        fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
        (t, mode, limit) => {
          const p = parseRobots(t, limit === undefined ? { mode } : { mode, limitBytes: limit });
          const inside = (s: { from: number; to: number } | undefined): void => {
            if (!s) return;
            expect(s.from).toBeGreaterThanOrEqual(0);
            expect(s.from).toBeLessThanOrEqual(s.to);
            expect(s.to).toBeLessThanOrEqual(t.length);
          };
          p.lines.forEach((l, i) => {
            expect(l.line).toBe(i + 1);
            [l.span, l.key, l.value, l.comment].forEach(inside);
            if (l.key) expect(t.slice(l.key.from, l.key.to)).toBe(l.key.text);
            if (l.value) expect(t.slice(l.value.from, l.value.to)).toBe(l.value.text);
          });
          p.groups.forEach((g) => g.rules.forEach((r) => inside(r.span)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the colon fast path splits exactly as scanLine', () => {
    fc.assert(
      fc.property(text, modes, (t, mode) => {
        const line = t.replace(/[\r\n]/g, '');
        const colon = line.indexOf(':');
        const hash = line.indexOf('#');
        if (colon < 0 || (hash >= 0 && hash < colon) || (mode === 'google' && line.includes('\0')))
          return;
        const want = scanLine(line, 0, line.length, mode);
        // Read as a string, and from its bytes when the line is ASCII.
        const codes = asciiCodes(line);
        for (const source of codes === null ? [null] : [null, codes.slice()]) {
          const out = newLineSplit();
          splitAtColon(line, source, 0, line.length, colon, hash, mode, out);
          expect(out.status).toBe(want.status);
          if (want.status === 'ok') {
            expect([out.keyFrom, out.keyTo]).toEqual([want.key?.from, want.key?.to]);
            expect([out.valueFrom, out.valueTo]).toEqual([want.value?.from, want.value?.to]);
          }
          expect(
            out.commentFrom >= 0 ? { from: out.commentFrom, to: out.commentTo } : null,
          ).toEqual(want.comment);
        }
      }),
      { numRuns: 1000 },
    );
  });

  // A file of robots.txt-shaped ASCII lines: keys with Google's typos and any
  // case, blanks of every kind, comments, NULs, `%`, index.html, CR and LF.
  const asciiFile = fc
    .array(
      fc.tuple(
        fc.constantFrom(' ', '', '\t', '\v'),
        fc.constantFrom(
          'User-agent',
          'user-agent',
          'useragent',
          'Disallow',
          'disallow',
          'Dissallow',
          'Disallowed',
          'Allow',
          'ALLOW',
          'Allox',
          'Disallox',
          'Sitemap',
          'Crawl-delay',
          'Foo',
          '#',
          '',
        ),
        fc.constantFrom(':', ': ', ' :\t', ' ', ''),
        fc.array(
          fc.constantFrom(
            '/',
            'a',
            'B',
            '*',
            '$',
            '%2f',
            '%',
            'index.html',
            '#x',
            '\0',
            ' ',
            'bot',
          ),
          { maxLength: 5 },
        ),
        fc.constantFrom('\n', '\r\n', '\r', ' \n', '\f\n'),
      ),
      { maxLength: 30 },
    )
    .map((lines) =>
      lines.map(([ws, key, sep, value, end]) => ws + key + sep + value.join('') + end),
    )
    .map((t) => t.join(''));

  it('reads an ASCII file from its bytes as it reads the same text as a string', () => {
    // The non-ASCII comment at the end makes the parser read the whole text as a
    // string; it changes nothing before it.
    fc.assert(
      fc.property(asciiFile, modes, fc.nat(), (lines, mode, cut) => {
        const t = lines.endsWith('\r') ? lines + 'x' : lines;
        // A limit inside the text, or none.
        const limitBytes = cut % (t.length + 1);
        const options = limitBytes === t.length ? { mode } : { mode, limitBytes };
        const fast = parseRobots(t, options);
        const slow = parseRobots(t + '\n# é', options);
        const n = fast.lines.length;
        expect(slow.lines.slice(0, n)).toEqual(fast.lines);
        expect(slow.groups).toEqual(fast.groups);
        expect(slow.sitemaps).toEqual(fast.sitemaps);
        expect(slow.orphanRules).toEqual(fast.orphanRules);
        expect(slow.cuts.beyondLimit?.offset).toEqual(fast.cuts.beyondLimit?.offset);
        const a = compileRobots(fast);
        const b = compileRobots(slow);
        for (const field of ['from', 'priority', 'flags', 'key', 'groupStart', 'line'] as const) {
          expect(Array.from(b.table[field])).toEqual(Array.from(a.table[field]));
        }
        for (const agent of ['bot', 'other', ''])
          for (const path of ['/', '/a', '/B/index.html', '/a/', '/%2f*'])
            expect(evaluate(b, agent, path)).toEqual(evaluate(a, agent, path));
      }),
      { numRuns: 600 },
    );
  });
});
