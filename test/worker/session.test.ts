import { describe, expect, it } from 'vitest';
import { lineKindAt } from '../../src/worker/protocol';
import type {
  AnalysisReply,
  DecisionsReply,
  ErrorReply,
  ExplanationReply,
  LintReply,
  VerdictReply,
} from '../../src/worker/protocol.ts';
import { compileRobots, evaluate, parseRobots } from '../../src/core/index';
import { createSession } from '../../src/worker/session';

const FILE = [
  'Disallow: /orphan', // 1: before any group
  'User-agent: Googlebot', // 2
  'Disallow: /private', // 3
  'Allow: /private/ok', // 4
  '', // 5
  'User-agent: *', // 6
  'Disallow: /', // 7
  'Crawl-delay: 5', // 8
  'Sitemap: https://example.com/sitemap.xml', // 9
  'User-agent: googlebot', // 10: merges with line 2
  'Disallow: /tmp', // 11
].join('\n');

function analyze(session = createSession(), text = FILE, revision = 1) {
  const reply = session.handle({ type: 'analyze', id: 1, revision, text, mode: 'google' });
  return { session, reply };
}

function lint(session = createSession(), text = FILE): LintReply {
  analyze(session, text);
  return session.handle({ type: 'lint', id: 2, revision: 1 }) as LintReply;
}

describe('session: analyze', () => {
  it('counts every line of a file past the parse limit, not only the lines read', () => {
    const text = 'User-agent: *\r\nDisallow: /a\r\n' + 'x\n'.repeat(300) + 'last';
    const reply = createSession().handle({
      type: 'analyze',
      id: 1,
      revision: 1,
      text,
      mode: 'google',
      limitBytes: 40,
    }) as AnalysisReply;
    expect(reply.summary.cuts.beyondLimit).not.toBeNull();
    expect(reply.summary.lineCount).toBeLessThan(30);
    expect(reply.summary.totalLines).toBe(303);
  });

  it('replies with a summary of groups, lines, sitemaps and orphans', () => {
    const { reply } = analyze();
    expect(reply.type).toBe('analysis');
    const { summary, id, revision } = reply as AnalysisReply;
    expect([id, revision]).toEqual([1, 1]);
    expect(summary.lineCount).toBe(11);
    expect(summary.totalLines).toBe(11);
    expect(summary.bytes).toBe(new TextEncoder().encode(FILE).length);
    expect(summary.groups.map((g) => [g.startLine, g.endLine, g.star, g.ruleCount])).toEqual([
      [2, 4, false, 2],
      [6, 8, true, 1],
      [10, 11, false, 1],
    ]);
    // The rules stay in the worker: a group's summary carries only their count.
    expect(summary.groups[0]).not.toHaveProperty('rules');
    expect(summary.groups[1]?.records).toEqual([8]);
    expect(summary.starGroups).toEqual([1]);
    expect(summary.sitemaps.map((s) => s.url)).toEqual(['https://example.com/sitemap.xml']);
    expect(summary.orphanRules).toEqual([1]);
    expect(summary.cuts.beyondLimit).toBeNull();
  });

  it('encodes one line kind per line', () => {
    const { summary } = analyze().reply as AnalysisReply;
    expect(summary.lineKinds).toHaveLength(11);
    expect([1, 2, 4, 5, 8, 9, 12].map((n) => lineKindAt(summary.lineKinds, n))).toEqual([
      'disallow',
      'user-agent',
      'allow',
      'blank',
      'other',
      'sitemap',
      null,
    ]);
  });

  it('gives the selection of every token the file names (RFC 9309 §2.2.1: same token merges)', () => {
    const { summary } = analyze().reply as AnalysisReply;
    expect(summary.tokens).toEqual([{ token: 'googlebot', reason: 'merged', groups: [0, 2] }]);
  });

  it('reports the parse limit cut and timing', () => {
    const session = createSession();
    const reply = session.handle({
      type: 'analyze',
      id: 3,
      revision: 2,
      text: FILE,
      mode: 'rfc',
      limitBytes: 30,
    }) as AnalysisReply;
    expect(reply.summary.mode).toBe('rfc');
    expect(reply.summary.limitBytes).toBe(30);
    expect(reply.summary.cuts.beyondLimit?.byte).toBe(30);
    const { parseMs, compileMs, totalMs } = reply.summary.timing;
    expect(Math.min(parseMs, compileMs)).toBeGreaterThanOrEqual(0);
    expect(totalMs).toBeGreaterThanOrEqual(parseMs + compileMs);
  });

  it('lints the analysed text with core lintRobots by default, on its own request', () => {
    const reply = lint();
    expect(reply).toMatchObject({ type: 'lint', id: 2, revision: 1, mode: 'google' });
    expect(reply.lintMs).toBeGreaterThanOrEqual(0);
    expect(reply.diagnostics.some((d) => d.id === 'rule-outside-group' && d.line === 1)).toBe(true);
    // Lint is for the held revision only.
    const other = createSession();
    analyze(other);
    expect(other.handle({ type: 'lint', id: 3, revision: 2 })).toMatchObject({
      type: 'error',
      request: 'lint',
    });
  });

  it('loads a revision without a summary and answers later requests against it', () => {
    const session = createSession();
    const loaded = session.handle({ type: 'load', id: 4, revision: 3, text: FILE, mode: 'google' });
    expect(loaded).toMatchObject({ type: 'loaded', id: 4, revision: 3 });
    expect(loaded).not.toHaveProperty('summary');
    const lintReply = session.handle({ type: 'lint', id: 5, revision: 3 }) as LintReply;
    expect(lintReply.diagnostics).toEqual(lint().diagnostics);
    const query = session.handle({
      type: 'query',
      id: 6,
      revision: 3,
      agents: ['Googlebot'],
      urls: ['/private'],
      modes: ['google'],
    }) as DecisionsReply;
    expect(query.cells[0]?.decision?.allowed).toBe(false);
  });

  it('answers the Verdict’s one agent and URL in each mode, as a query would', () => {
    const { session } = analyze();
    const verdict = session.handle({
      type: 'verdict',
      id: 2,
      revision: 1,
      agent: 'Googlebot',
      url: '/private/x',
      modes: ['google', 'rfc'],
    }) as VerdictReply;
    const query = session.handle({
      type: 'query',
      id: 3,
      revision: 1,
      agents: ['Googlebot'],
      urls: ['/private/x'],
      modes: ['google', 'rfc'],
    }) as DecisionsReply;
    expect(verdict.type).toBe('verdict');
    expect(verdict.cells).toEqual(query.cells);
    expect(verdict.selections).toEqual(query.selections);
    expect(verdict.cells[0]?.decision?.allowed).toBe(false);
  });

  it('narrates one agent and URL with the other reading mode beside it', () => {
    // RFC 9309 §2.2.2: /robots.txt is implicitly allowed; Google's parser reads the rule.
    const { session } = analyze(createSession(), 'User-agent: *\nDisallow: /robots.txt');
    const reply = session.handle({
      type: 'explain',
      id: 2,
      revision: 1,
      agent: 'a',
      url: '/robots.txt',
      mode: 'google',
    }) as ExplanationReply;
    expect(reply.type).toBe('explanation');
    expect(reply.decision.allowed).toBe(false);
    expect(reply.other.mode).toBe('rfc');
    expect(reply.other.decision?.allowed).toBe(true);
  });

  it('answers for the URL a crawler sends, and says so when it differs from the typed one', () => {
    // RFC 9309 §2.2.2: a rule `/café` is matched as `/caf%C3%A9`, the form a crawler requests.
    const { session } = analyze(createSession(), 'User-agent: *\nDisallow: /café');
    const reply = session.handle({
      type: 'verdict',
      id: 2,
      revision: 1,
      agent: 'a',
      url: '/café',
      modes: ['google'],
    }) as VerdictReply;
    expect(reply.cells[0]).toMatchObject({ url: '/café', sent: '/caf%C3%A9' });
    expect(reply.cells[0]?.decision).toMatchObject({ allowed: false, path: '/caf%C3%A9' });
    const plain = session.handle({
      type: 'verdict',
      id: 3,
      revision: 1,
      agent: 'a',
      url: '/caf%C3%A9',
      modes: ['google'],
    }) as VerdictReply;
    expect(plain.cells[0]?.decision?.allowed).toBe(false);
    expect(plain.cells[0]).not.toHaveProperty('sent');
  });

  it('narrates the sent form and keeps the literal reading of the typed one beside it', () => {
    const { session } = analyze(createSession(), 'User-agent: *\nDisallow: /café');
    const reply = session.handle({
      type: 'explain',
      id: 2,
      revision: 1,
      agent: 'a',
      url: '/café',
      mode: 'google',
    }) as ExplanationReply;
    expect(reply.decision).toMatchObject({ allowed: false, path: '/caf%C3%A9' });
    expect(reply.typed).toMatchObject({ path: '/café', sent: '/caf%C3%A9' });
    // google-specific: the library compares the typed path exactly as written.
    expect(reply.typed?.decision?.allowed).toBe(true);
  });

  it('passes the parsed file to the lint step and returns its diagnostics', () => {
    const session = createSession({
      lint: (parsed) => [
        {
          id: 'rule-outside-group',
          severity: 'warning',
          from: 0,
          to: 17,
          line: parsed.orphanRules[0] ?? 0,
          message: 'ignored',
        },
      ],
    });
    expect(lint(session).diagnostics.map((d) => [d.id, d.line])).toEqual([
      ['rule-outside-group', 1],
    ]);
  });

  it('replies with data that survives structured cloning', () => {
    const { reply } = analyze();
    expect(structuredClone(reply)).toEqual(reply);
  });
});

describe('session: query', () => {
  it('evaluates every agent × URL × mode against the analysed file', () => {
    const { session } = analyze();
    const reply = session.handle({
      type: 'query',
      id: 2,
      revision: 1,
      agents: ['Googlebot', 'Bingbot'],
      urls: ['/private/x', 'https://example.com/private/ok'],
      modes: ['google', 'rfc'],
    }) as DecisionsReply;
    expect(reply.type).toBe('decisions');
    expect(reply.cells).toHaveLength(8);
    const at = (a: number, u: number, m: number) => reply.cells[(a * 2 + u) * 2 + m];
    expect(at(0, 0, 0)?.decision?.allowed).toBe(false);
    expect(at(0, 0, 0)?.decision?.rule?.line).toBe(3);
    expect(at(0, 1, 1)?.decision?.allowed).toBe(true);
    expect(at(0, 1, 1)?.mode).toBe('rfc');
    expect(at(1, 1, 0)).toMatchObject({ agent: 'Bingbot', url: 'https://example.com/private/ok' });
    expect(at(1, 1, 0)?.decision?.rule?.line).toBe(7);
    expect(reply.selections.map((s) => [s.agent, s.mode, s.reason, s.groups])).toEqual([
      ['Googlebot', 'google', 'merged', [0, 2]],
      ['Googlebot', 'rfc', 'merged', [0, 2]],
      ['Bingbot', 'google', 'star', [1]],
      ['Bingbot', 'rfc', 'star', [1]],
    ]);
    expect(structuredClone(reply)).toEqual(reply);
  });

  it('answers agents that share a selection exactly as evaluating each of them would', () => {
    const text = `${FILE}\nUser-agent: Bingbot\nUser-agent: DuckDuckBot\nAllow: /private/`;
    const { session } = analyze(createSession(), text);
    const agents = ['Bingbot', 'Yandex/3.0', 'DuckDuckBot', 'googlebot', 'Googlebot-News', ''];
    const urls = ['/private/x', '/tmp/a', '/', 'https://example.com/private/ok?q=1', 'http://[x'];
    const modes = ['google', 'rfc'] as const;
    const reply = session.handle({
      type: 'query',
      id: 2,
      revision: 1,
      agents,
      urls,
      modes: [...modes],
    }) as DecisionsReply;
    const compiled = compileRobots(parseRobots(text));
    let i = 0;
    for (const agent of agents) {
      for (const url of urls) {
        for (const mode of modes) {
          const cell = reply.cells[i++];
          expect(cell).toMatchObject({ agent, url, mode });
          let expected: unknown = null;
          try {
            expected = evaluate(compiled, agent, url, { mode });
          } catch {
            expect(cell?.error).toBeTypeOf('string');
          }
          expect(cell?.decision).toEqual(expected);
        }
      }
    }
  });

  it('answers a query for another revision with an error', () => {
    const { session } = analyze();
    const reply = session.handle({
      type: 'query',
      id: 5,
      revision: 7,
      agents: ['a'],
      urls: ['/'],
      modes: ['google'],
    }) as ErrorReply;
    expect(reply).toMatchObject({ type: 'error', id: 5, revision: 7, request: 'query' });
    expect(reply.message).toMatch(/revision 7.*revision 1/);
  });

  it('answers a query before any analysis with an error', () => {
    const reply = createSession().handle({
      type: 'query',
      id: 1,
      revision: 0,
      agents: [],
      urls: [],
      modes: [],
    });
    expect(reply).toMatchObject({ type: 'error', id: 1, request: 'query' });
  });
});

describe('session: what a registry crawler does in practice', () => {
  // A Googlebot group and a `*` group: RFC 9309 sends Googlebot-Image to `*`.
  const TWO_GROUPS = 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\n';
  const verdictOf = (agent: string, url = '/photo.jpg', text = TWO_GROUPS): VerdictReply => {
    const { session } = analyze(createSession(), text);
    return session.handle({
      type: 'verdict',
      id: 2,
      revision: 1,
      agent,
      url,
      modes: ['google', 'rfc'],
    }) as VerdictReply;
  };

  it('answers Googlebot-Image both ways, with the documented fallback and its source', () => {
    const reply = verdictOf('Googlebot-Image');
    expect(reply.cells[0]?.decision).toMatchObject({
      allowed: true,
      selection: { reason: 'star' },
    });
    expect(reply.cells[0]?.practice).toMatchObject({ allowed: false, rule: { line: 2 } });
    expect(reply.cells[1]?.practice).toMatchObject({ allowed: false, mode: 'rfc' });
    expect(reply.selections[0]?.practice).toEqual({
      crawler: 'Googlebot-Image',
      operator: 'Google',
      via: 'fallback',
      token: 'Googlebot',
      groups: [0],
      source:
        'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
    });
    expect(structuredClone(reply)).toEqual(reply);
  });

  it('answers AdsBot-Google, which ignores *, as allowed by no group in practice', () => {
    const reply = verdictOf('AdsBot-Google', '/', 'User-agent: *\nDisallow: /\n');
    expect(reply.cells[0]?.decision?.allowed).toBe(false);
    expect(reply.cells[0]?.practice).toMatchObject({ allowed: true, reason: 'no-group' });
    expect(reply.selections[0]?.practice?.via).toBe('ignores-star');
  });

  it('claims nothing for crawlers whose practice is the protocol', () => {
    for (const agent of ['Googlebot', 'GPTBot', 'Amzn-SearchBot', 'ExampleBot']) {
      const reply = verdictOf(agent);
      expect(reply.cells[0]).not.toHaveProperty('practice');
      expect(reply.selections[0]).not.toHaveProperty('practice');
    }
  });

  it('gives the practice of the URL a crawler sends', () => {
    const reply = verdictOf('Applebot', '/café', 'User-agent: Googlebot\nDisallow: /café\n');
    expect(reply.cells[0]?.decision?.allowed).toBe(true);
    expect(reply.cells[0]?.practice).toMatchObject({ allowed: false, path: '/caf%C3%A9' });
  });

  it('keeps the practice to the agents it is about when agents share a selection', () => {
    const { session } = analyze(createSession(), TWO_GROUPS);
    const reply = session.handle({
      type: 'query',
      id: 2,
      revision: 1,
      agents: ['GPTBot', 'Googlebot-Image', 'Applebot', 'Bingbot'],
      urls: ['/a', '/b'],
      modes: ['google'],
    }) as DecisionsReply;
    expect(reply.cells.map((c) => c.practice?.allowed ?? null)).toEqual([
      null,
      null,
      false,
      false,
      false,
      false,
      null,
      null,
    ]);
    expect(reply.cells[4]?.practice?.agent.input).toBe('Applebot');
  });
});

describe('session: failures are replies', () => {
  it('turns an exception into an error reply and keeps the file', () => {
    const session = createSession({
      lint: () => {
        throw new Error('lint exploded');
      },
    });
    analyze(session);
    const reply = session.handle({ type: 'lint', id: 9, revision: 1 });
    expect(reply).toEqual({
      type: 'error',
      id: 9,
      revision: 1,
      request: 'lint',
      message: 'lint exploded',
    });
    // An analysis that throws (here: no text) leaves the previous file held.
    const failed = session.handle({ type: 'analyze', id: 10, revision: 2, mode: 'google' });
    expect(failed).toMatchObject({ type: 'error', id: 10, revision: 2, request: 'analyze' });
    const q = session.handle({
      type: 'query',
      id: 10,
      revision: 1,
      agents: ['Googlebot'],
      urls: ['/tmp/a'],
      modes: ['google'],
    }) as DecisionsReply;
    expect(q.cells[0]?.decision?.rule?.line).toBe(11);
  });

  it.each([null, 42, 'analyze', { type: 'nope', id: 4, revision: 3 }, { type: 'analyze' }])(
    'answers a malformed request %j with an error',
    (request) => {
      const reply = createSession().handle(request);
      expect(reply.type).toBe('error');
    },
  );

  it('keeps the id and revision of an unknown request', () => {
    expect(createSession().handle({ type: 'nope', id: 4, revision: 3 })).toMatchObject({
      type: 'error',
      id: 4,
      revision: 3,
      request: 'unknown',
    });
  });
});
