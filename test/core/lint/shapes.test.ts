// Findings on small versions of the files the lint bench times
// (test/bench/lint.bench.ts): the shapes that once made rules quadratic. The
// indexes that keep those shapes fast must not change what is found, so each
// shape's findings are pinned by rule id and count, and by their lines. A
// teaching note reports once per file and counts its cases in its message: those
// counts are pinned too, so the checks behind it still find every case.

import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../src/core/parse.ts';
import { lintRobots } from '../../../src/core/lint/index.ts';
import type { RobotsDiagnostic } from '../../../src/core/lint/index.ts';
import { CRAWLERS } from '../../../src/core/registry/index.ts';

/** `n` as a User-agent name: letters only, so every name is a valid, distinct token. */
function letters(n: number): string {
  let out = '';
  do {
    out = String.fromCharCode(97 + (n % 26)) + out;
    n = Math.floor(n / 26);
  } while (n > 0);
  return out;
}

/** The bench's file of common mistakes, cut at `groups` groups. */
function mistakes(groups: number): string {
  const lines: string[] = ['User-agent: *'];
  for (let r = 0; r < 60; r++) lines.push(`Disallow: /shared/section-${r}/page-${r * 7}/`);
  for (let g = 0; g < groups; g++) {
    const crawler = CRAWLERS[g % CRAWLERS.length];
    lines.push('', `User-agent: ${g % 9 === 0 ? `${crawler?.token}t` : crawler?.token}-${g}`);
    if (g % 5 === 0) lines.push('Crawl-delay: 5');
    for (let r = 0; r < 60; r++) {
      const kind = r % 4 === 0 ? 'Allow' : 'Disallow';
      const mistake = (g * 60 + r) % 97;
      if (mistake === 0) lines.push(`Disallow /missing-colon-${g}-${r}`);
      else if (mistake === 1) lines.push(`Disalow: /typo-${g}-${r}`);
      else if (mistake === 2) lines.push(`Disallow: relative-${g}-${r}`);
      else if (mistake === 3) lines.push(`Disallow: /admin-${g}/`);
      else if (mistake === 4) lines.push(`Disallow: /dup-${g}/`, `Disallow: /dup-${g}/`);
      else if (mistake === 5) lines.push('');
      else lines.push(`${kind}: /group-${g}/section-${r}/item*.html`);
    }
  }
  lines.push('', 'Sitemap: https://example.com/sitemap.xml');
  return lines.join('\n');
}

function starPrefixes(rules: number): string {
  const lines = ['User-agent: *'];
  for (let n = 0; n < rules; n++) lines.push(`Disallow: /p/${n}*`);
  return lines.join('\n');
}

function starMix(rules: number): string {
  const lines = ['User-agent: *'];
  for (let n = 0; n < rules; n++) {
    const shape = n % 6;
    if (shape === 0) lines.push(`Disallow: /p/${n}*`);
    else if (shape === 1) lines.push(`Allow: /p/${n}$`);
    else if (shape === 2) lines.push(`Disallow: /*/q${n}*.html$`);
    else if (shape === 3) lines.push(`Allow: /p/${n % 97}/*/x**`);
    else if (shape === 4) lines.push(`Disallow: *${n}`);
    else lines.push(`Allow: /p/${n % 97}`);
  }
  lines.push('', 'User-agent: Googlebot', 'Disallow: /p/1', 'Disallow: /');
  return lines.join('\n');
}

function manyGroups(groups: number): string {
  const lines = ['User-agent: *', 'Disallow: /private/', 'Disallow: /p/*.pdf$', ''];
  for (let n = 0; n < groups; n++) {
    lines.push(`User-agent: bot${letters(n)}`, `Disallow: /g/${n}/`);
    if (n % 2 === 1) lines.push(`Allow: /g/${n}/public*`);
    lines.push('');
  }
  return lines.join('\n');
}

function agentsInFewGroups(perGroup: number): string {
  const lines: string[] = [];
  for (let g = 0; g < 10; g++) {
    for (let n = 0; n < perGroup; n++) lines.push(`User-agent: agent${letters(g * perGroup + n)}`);
    lines.push(`Disallow: /g/${g}/`, '');
  }
  return lines.join('\n');
}

function agentsInOneGroup(agents: number): string {
  const lines: string[] = ['User-agent: *', 'Disallow: /private/', ''];
  for (let n = 0; n < agents; n++) {
    lines.push(`User-agent: agent${letters(n)}`);
    if (n % 10 === 9) lines.push('');
  }
  lines.push('Disallow: /x/');
  return lines.join('\n');
}

function countsById(found: readonly RobotsDiagnostic[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of found) out[d.id] = (out[d.id] ?? 0) + 1;
  return out;
}

/** A short fingerprint of where the findings are: their lines, weighted by their offsets. */
function lineSum(found: readonly RobotsDiagnostic[]): number {
  let sum = 0;
  for (const d of found) sum += d.line * (1 + (d.from % 7));
  return sum;
}

interface Expected {
  counts: Record<string, number>;
  lines: number;
  /** Cases a folded teaching note counts (`51 cases:` in its message), by rule id. */
  cases?: Record<string, number>;
}

function casesById(found: readonly RobotsDiagnostic[]): Record<string, number> | undefined {
  const out: Record<string, number> = {};
  for (const d of found) {
    const m = /(\d+) (?:cases|groups): lines? /.exec(d.message);
    if (m) out[d.id] = Number(m[1]);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const SHAPES: { name: string; text: string; google: Expected; rfc: Expected }[] = [
  {
    name: 'common mistakes, 30 groups',
    text: mistakes(30),
    google: {
      counts: {
        'blank-line-in-group': 1,
        'crawl-delay': 6,
        'directive-typo': 19,
        'duplicate-rule': 19,
        'first-match-trap': 1,
        'invalid-agent-token': 30,
        'missing-colon': 19,
        'named-group-hides-star': 30,
        'pattern-not-rooted': 19,
        'unknown-agent-token': 8,
      },
      lines: 525694,
      cases: { 'blank-line-in-group': 19 },
    },
    rfc: {
      counts: {
        'blank-line-in-group': 1,
        'crawl-delay': 6,
        'directive-typo': 19,
        'duplicate-rule': 19,
        'first-match-trap': 1,
        'invalid-agent-token': 30,
        'missing-colon': 19,
        'pattern-not-rooted': 19,
        'unknown-agent-token': 8,
      },
      lines: 416536,
      cases: { 'blank-line-in-group': 19 },
    },
  },
  {
    name: 'one * group of 300 `Disallow: /p/N*`',
    text: starPrefixes(300),
    google: { counts: { 'redundant-wildcard': 300 }, lines: 181671 },
    rfc: { counts: { 'redundant-wildcard': 300 }, lines: 181671 },
  },
  {
    name: 'one * group of 600 rules mixing $ and *',
    text: starMix(600),
    google: {
      counts: { 'duplicate-rule': 6, 'first-match-trap': 1, 'redundant-wildcard': 200 },
      lines: 273066,
      cases: { 'first-match-trap': 51 },
    },
    rfc: {
      counts: { 'duplicate-rule': 6, 'first-match-trap': 1, 'redundant-wildcard': 200 },
      lines: 273066,
      cases: { 'first-match-trap': 51 },
    },
  },
  {
    name: '300 groups of one agent',
    text: manyGroups(300),
    google: {
      counts: {
        'first-match-trap': 1,
        'named-group-hides-star': 300,
        'redundant-wildcard': 150,
        'sensitive-path': 1,
      },
      lines: 952405,
      cases: { 'first-match-trap': 151 },
    },
    rfc: {
      counts: {
        'first-match-trap': 1,
        'named-group-hides-star': 300,
        'redundant-wildcard': 150,
        'sensitive-path': 1,
      },
      lines: 952405,
      cases: { 'first-match-trap': 151 },
    },
  },
  {
    name: '10 groups of 40 agents',
    text: agentsInFewGroups(40),
    google: { counts: {}, lines: 0 },
    rfc: { counts: {}, lines: 0 },
  },
  {
    name: 'one group of 400 agents',
    text: agentsInOneGroup(400),
    google: {
      counts: {
        'blank-line-in-group': 1,
        'first-match-trap': 1,
        'group-without-rules': 39,
        'named-group-hides-star': 1,
        'sensitive-path': 1,
      },
      lines: 38494,
    },
    rfc: {
      counts: {
        'blank-line-in-group': 1,
        'first-match-trap': 1,
        'group-without-rules': 39,
        'named-group-hides-star': 1,
        'sensitive-path': 1,
      },
      lines: 38494,
    },
  },
];

describe('findings on the lint bench shapes', () => {
  it.each(SHAPES)('$name', ({ text, google, rfc }) => {
    for (const [mode, expected] of [
      ['google', google],
      ['rfc', rfc],
    ] as const) {
      const found = lintRobots(parseRobots(text, { mode }));
      const cases = casesById(found);
      expect({
        mode,
        counts: countsById(found),
        lines: lineSum(found),
        ...(cases ? { cases } : {}),
      }).toEqual({ mode, ...expected });
    }
  });
});
