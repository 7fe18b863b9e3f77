import { describe, expect, it } from 'vitest';
import { compileRobots, evaluate, parseRobots } from '../../src/core/index.ts';
import type { Mode } from '../../src/core/index.ts';
import { EXAMPLES, EXAMPLES_BY_ID, findExample } from '../../src/learn/examples.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function decide(text: string, mode: Mode, agent: string, url: string) {
  return evaluate(compileRobots(parseRobots(text, { mode })), agent, url, { mode });
}

describe('examples gallery: data', () => {
  it('has unique kebab-case ids', () => {
    const ids = EXAMPLES.map((e) => e.id);
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds every example by id and nothing else', () => {
    for (const example of EXAMPLES) {
      expect(findExample(example.id)).toBe(example);
      expect(EXAMPLES_BY_ID.get(example.id)).toBe(example);
    }
    expect(EXAMPLES_BY_ID.size).toBe(EXAMPLES.length);
    expect(findExample('no-such-example')).toBeNull();
    expect(findExample('')).toBeNull();
    expect(findExample('__proto__')).toBeNull();
    expect(findExample('toString')).toBeNull();
  });

  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s is complete and consistent', (_, e) => {
    expect(e.title.trim()).not.toBe('');
    expect(e.summary.trim()).not.toBe('');
    expect(e.point.trim()).not.toBe('');
    expect(e.text.endsWith('\n')).toBe(true);
    expect(e.text).not.toMatch(/\r/);
    expect(e.agents.length).toBeGreaterThan(0);
    expect(e.urls.length).toBeGreaterThan(0);
    // The store keeps agents unique ignoring ASCII case, so `ExampleBot` and `examplebot`
    // would open as one agent and the example would show less than it promises.
    expect(new Set(e.agents.map((a) => a.toLowerCase())).size).toBe(e.agents.length);
    expect(new Set(e.urls).size).toBe(e.urls.length);
    expect(e.expectations.length).toBeGreaterThan(0);
    // The gallery opens with these agents and URLs, so each promise is visible there.
    for (const x of e.expectations) {
      expect(e.agents).toContain(x.agent);
      expect(e.urls).toContain(x.url);
    }
  });
});

describe('examples gallery: every expectation holds in the engine', () => {
  const cases = EXAMPLES.flatMap((e) =>
    e.expectations.map((x) => {
      const mode: Mode = x.mode ?? e.mode ?? 'google';
      const verdict = x.allowed ? 'allowed' : 'disallowed';
      const by = x.line === undefined ? 'no rule' : `line ${x.line}`;
      return [`${e.id}: ${x.agent} ${x.url} (${mode}) is ${verdict} by ${by}`, e, x, mode] as const;
    }),
  );

  it.each(cases)('%s', (_, e, x, mode) => {
    const d = decide(e.text, mode, x.agent, x.url);
    expect(d.allowed).toBe(x.allowed);
    if (x.line === undefined) {
      expect(d.rule).toBeNull();
    } else {
      expect(d.rule?.line).toBe(x.line);
      expect(d.rule?.kind).toBe(x.allowed ? 'allow' : 'disallow');
    }
  });
});

describe('src/learn entry point', () => {
  it('re-exports the gallery and the lesson', async () => {
    const learn = await import('../../src/learn/index.ts');
    expect(learn.EXAMPLES).toBe(EXAMPLES);
    expect(learn.findExample).toBe(findExample);
    expect(learn.LESSON_STEPS.length).toBeGreaterThan(0);
    expect(typeof learn.parseProgress).toBe('function');
  });
});
