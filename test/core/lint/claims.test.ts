// The linter's claims checked against the engine: whenever a diagnostic says a
// rule is covered, repeated, dead, redundant or never matches, or that a crawler
// may still fetch a path, evaluate and the pattern matcher must agree on
// generated files and paths. Each counterexample fast-check found is kept below
// as a plain example.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileRobots } from '../../../src/core/compile.ts';
import { evaluate } from '../../../src/core/evaluate.ts';
import { parseRobots } from '../../../src/core/parse.ts';
import { compilePattern, matchPattern } from '../../../src/core/pattern.ts';
import { matchPathFromUrl } from '../../../src/core/url.ts';
import { applyFixes, fixesOf, lintRobots } from '../../../src/core/lint/index.ts';
import type { RobotsDiagnostic } from '../../../src/core/lint/index.ts';
import type { Mode, ParsedRule } from '../../../src/core/types.ts';

/** Names no registry crawler has, so every one reads `*` when it has no group. */
const NAMES = ['foobot', 'barbot'];
const AGENTS = [...NAMES, 'otherbot'];

// `%2A` and `%24` are literal `*` and `$` in rfc mode.
const pattern = fc.oneof(
  fc.stringMatching(/^[/ab*$.]{0,5}$/),
  fc.stringMatching(/^[/a*$]{0,2}(%2A|%24|%61)?[/ab*$]{0,2}$/),
);
const rule = fc
  .tuple(fc.constantFrom('Allow', 'Disallow', 'Disallow', 'Disallow'), pattern)
  .map(([kind, value]) => `${kind}: ${value}`);
const group = fc
  .tuple(fc.subarray(['*', ...NAMES], { minLength: 1 }), fc.array(rule, { maxLength: 4 }))
  .map(([agents, rules]) => [...agents.map((a) => `User-agent: ${a}`), ...rules].join('\n'));
const file = fc.array(group, { minLength: 1, maxLength: 3 }).map((groups) => groups.join('\n\n'));
const mode = fc.constantFrom<Mode>('google', 'rfc');

/** Paths that a pattern matches in different ways: its stars empty, filled, and a tail after it. */
function witnesses(value: string): string[] {
  const body = value.endsWith('$') ? value.slice(0, -1) : value;
  const out: string[] = [];
  for (const fill of ['', 'a', '~', '/b']) {
    const path = body.split('*').join(fill);
    const rooted = path.startsWith('/') ? path : `/${path}`;
    out.push(rooted, `${rooted}~`, `${rooted}a`);
  }
  return out;
}

const BASE_PATHS = ['/', '/a', '/b', '/a/b', '/ab', '/a.b', '/$', '/a$', '/~', '/b/a.'];

/** Every path worth asking about in `text`: a few fixed ones and the witnesses of each rule. */
function pathsOf(rules: readonly ParsedRule[]): string[] {
  return [...new Set([...BASE_PATHS, ...rules.flatMap((r) => witnesses(r.value))])];
}

interface World {
  text: string;
  mode: Mode;
  rules: ParsedRule[];
  paths: string[];
  diagnostics: RobotsDiagnostic[];
  allowed(agent: string, path: string, text?: string): boolean;
  ruleAt(line: number): ParsedRule | undefined;
}

function world(text: string, m: Mode): World {
  const parsed = parseRobots(text, { mode: m });
  const rules = parsed.groups.flatMap((g) => g.rules);
  const compiled = new Map<string, ReturnType<typeof compileRobots>>();
  const compiledOf = (t: string) => {
    let c = compiled.get(t);
    if (!c) compiled.set(t, (c = compileRobots(parseRobots(t, { mode: m }))));
    return c;
  };
  return {
    text,
    mode: m,
    rules,
    paths: pathsOf(rules),
    diagnostics: lintRobots(parsed),
    // A full URL: a bare `//a` would be read as a host.
    allowed: (agent, path, t = text) =>
      evaluate(compiledOf(t), agent, `https://example.com${path}`).allowed,
    ruleAt: (line) => rules.find((r) => r.line === line),
  };
}

/** Whether a rule's pattern matches a path as the engine compares it (rfc mode normalises it). */
const matches = (value: string, m: Mode, path: string) =>
  matchPattern(compilePattern(value, m), matchPathFromUrl(`https://example.com${path}`, m));

/** The file with the value of the rule on `line` emptied: an empty rule never decides. */
function emptied(w: World, line: number): string {
  const r = w.ruleAt(line) as ParsedRule;
  return w.text.slice(0, r.span.from) + w.text.slice(r.span.to);
}

/** The decisions of every agent on every path, to compare two files. */
function decisions(w: World, text: string): boolean[] {
  return AGENTS.flatMap((a) => w.paths.map((p) => w.allowed(a, p, text)));
}

const lineNumbers = (message: string): number[] => {
  const at = message.lastIndexOf('on line');
  return [...message.slice(at).matchAll(/\d+/g)].map((m) => Number(m[0]));
};

/** The names of a named-group-hides-star message (backticked before "has"/"have"). */
const namesIn = (message: string): string[] =>
  [
    ...message.slice(0, message.search(/ ha(s|ve) their own| has its own/)).matchAll(/`([^`]+)`/g),
  ].map((m) => (m[1] as string).toLowerCase());

/** Checks every claim of the linter on one file; returns what failed (empty when all hold). */
function falseClaims(text: string, m: Mode): string[] {
  const w = world(text, m);
  const failed: string[] = [];
  const parsed = parseRobots(text, { mode: m });
  const starDisallows = parsed.groups
    .filter((g) => g.agents.some((a) => a.star))
    .flatMap((g) => g.rules)
    .filter((r) => r.kind === 'disallow' && r.pattern !== '');
  const ownRules = (name: string) =>
    parsed.groups.filter((g) => g.agents.some((a) => a.token === name)).flatMap((g) => g.rules);

  for (const d of w.diagnostics) {
    switch (d.id) {
      case 'named-group-hides-star': {
        const names = namesIn(d.message);
        for (const line of lineNumbers(d.message).slice(0, 3)) {
          const b = w.ruleAt(line);
          if (!b) continue;
          for (const name of names) {
            if (ownRules(name).some((r) => r.kind === 'allow' && r.pattern !== '')) continue;
            const open = w.paths.some((p) => matches(b.pattern, m, p) && w.allowed(name, p));
            if (!open) failed.push(`${name} is said to fetch ${b.value} (line ${line})`);
          }
        }
        break;
      }
      case 'duplicate-rule':
      case 'conflicting-rule': {
        if (decisions(w, emptied(w, d.line)).join() !== decisions(w, text).join()) {
          failed.push(`${d.id} on line ${d.line} changes decisions`);
        }
        break;
      }
      case 'empty-disallow':
      case 'redundant-wildcard':
      case 'first-match-trap': {
        const f = fixesOf(d)[0];
        if (!f?.mechanical) break;
        const after = applyFixes(text, [f]);
        if (decisions(w, after).join() !== decisions(w, text).join()) {
          failed.push(`${d.id} fix on line ${d.line} changes decisions`);
        }
        if (d.id === 'first-match-trap' && /A top-down reader stops/.test(d.message)) {
          const allow = w.ruleAt(d.line) as ParsedRule;
          const stop = w.ruleAt(lineNumbers(d.message)[0] ?? 0) as ParsedRule;
          for (const p of w.paths) {
            if (matches(allow.pattern, m, p) && !matches(stop.pattern, m, p)) {
              failed.push(`line ${stop.line} does not cover the Allow on ${d.line} for ${p}`);
            }
          }
        }
        break;
      }
      case 'pattern-not-rooted': {
        const r = w.ruleAt(d.line) as ParsedRule;
        for (const p of w.paths) {
          if (matches(r.pattern, m, p)) failed.push(`${r.value} matches ${p}`);
        }
        break;
      }
    }
  }

  // Silence is a claim too: a name with a group and no Allow that is not told about
  // the `*` Disallows must be blocked wherever they block.
  const told = new Set(
    w.diagnostics
      .filter((d) => d.id === 'named-group-hides-star')
      .flatMap((d) => namesIn(d.message)),
  );
  for (const name of NAMES) {
    const own = ownRules(name);
    if (own.length === 0 || told.has(name)) continue;
    if (own.some((r) => r.kind === 'allow' && r.pattern !== '')) continue;
    for (const b of starDisallows) {
      for (const p of w.paths) {
        if (matches(b.pattern, m, p) && w.allowed(name, p)) {
          failed.push(`${name} is not told it may fetch ${p} (\`*\` line ${b.line})`);
        }
      }
    }
  }
  return failed;
}

describe('lint claims agree with the engine', () => {
  it('on generated files and paths, in both modes', () => {
    fc.assert(
      fc.property(file, mode, (text, m) => {
        expect(falseClaims(text, m)).toEqual([]);
      }),
      // More runs for a deeper search: LINT_CLAIM_RUNS=20000 npx vitest run test/core/lint
      { numRuns: Number(process.env.LINT_CLAIM_RUNS ?? 1500) },
    );
  });
});

describe('counterexamples, kept as examples', () => {
  // Each case holds in both modes unless `modes` says otherwise.
  const CASES: { name: string; text: string; modes?: Mode[] }[] = [
    {
      name: '`Disallow: /` covers a `*` rule that starts with `*` (etsy.com, Spinn3r)',
      text: 'User-agent: *\nDisallow: */people/*/circle*\n\nUser-agent: Spinn3r\nDisallow: /',
    },
    {
      name: '`Disallow: *` covers every `*` rule',
      text: 'User-agent: *\nDisallow: */a\nDisallow: /b\n\nUser-agent: foobot\nDisallow: *',
    },
    {
      name: 'a trailing `*` does not stop a prefix from covering',
      text: 'User-agent: *\nDisallow: /a/b\n\nUser-agent: foobot\nDisallow: /a*',
    },
    {
      name: 'a wildcard Disallow covers the narrower `*` rule',
      text: 'User-agent: *\nDisallow: /a/*.pdf$\n\nUser-agent: foobot\nDisallow: /*.pdf',
    },
    {
      name: 'a `*` rule that never matches is not fetched',
      text: 'User-agent: *\nDisallow: a\n\nUser-agent: foobot\nDisallow: /b',
    },
    {
      name: 'the `*` after a `$` is not redundant: without it the `$` anchors',
      text: 'User-agent: barbot\nDisallow: *$*',
    },
    {
      name: 'shortening `**` is risky against a rule of a merged group',
      text: 'User-agent: barbot\nDisallow: **b\n\nUser-agent: barbot\nAllow: *a',
    },
    {
      name: 'a wildcard Disallow covers a `*` rule that starts with `*` (rfc `%24`)',
      text: 'User-agent: barbot\nDisallow: /*%24\n\nUser-agent: *\nDisallow: *$$',
      modes: ['rfc'],
    },
  ];
  for (const { name, text, modes = ['google', 'rfc'] as Mode[] } of CASES) {
    it(name, () => {
      for (const m of modes) {
        expect(falseClaims(text, m)).toEqual([]);
        const d = lintRobots(parseRobots(text, { mode: m })).filter(
          (x) => x.id === 'named-group-hides-star',
        );
        expect(d).toEqual([]);
      }
    });
  }

  it('still names the `*` rules a name leaves open', () => {
    const text = 'User-agent: *\nDisallow: */x\nDisallow: /a\n\nUser-agent: foobot\nDisallow: /a/';
    const [d] = lintRobots(parseRobots(text)).filter((x) => x.id === 'named-group-hides-star');
    expect(d?.message).toContain(
      'may still fetch `*/x` and `/a` (2 `*` Disallows on lines 2 and 3)',
    );
  });
});
