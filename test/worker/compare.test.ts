// The comparison of two versions in the worker: the flips of agents that read the
// same groups come as one block, a reply carries at most COMPARE_MAX_FLIPS flips
// (the count says how many there are), the other version is parsed once while it
// stays the same, and the time budget stops between agents and says so.
import { describe, expect, it } from 'vitest';
import type { CompareReply, CompareRequest } from '../../src/worker/protocol.ts';
import { COMPARE_FLIPS_PER_BLOCK, COMPARE_MAX_FLIPS } from '../../src/worker/protocol.ts';
import { compareBlocks, createSession } from '../../src/worker/session.ts';
import { compareRobots } from '../../src/core/compare.ts';

const OLD = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nAllow: /\n';
const NOW = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /blog/\n';

function request(over: Partial<CompareRequest> = {}): CompareRequest {
  return {
    type: 'compare',
    id: 2,
    revision: 1,
    other: OLD,
    otherRevision: 7,
    agents: [],
    urls: ['https://example.com/blog/post'],
    mode: 'google',
    ...over,
  };
}

function analysed(text: string, options: Parameters<typeof createSession>[0] = {}) {
  const session = createSession(options);
  session.handle({ type: 'analyze', id: 1, revision: 1, text, mode: 'google' });
  return session;
}

describe('compare in the worker', () => {
  it('answers the flips of the analysed text against the other version, with both lines', () => {
    const reply = analysed(NOW).handle(request()) as CompareReply;
    expect(reply).toMatchObject({
      type: 'compare',
      id: 2,
      revision: 1,
      otherRevision: 7,
      mode: 'google',
      count: 2,
      complete: true,
      givenUrls: 1,
      otherCut: false,
    });
    expect(reply.compared).toBe(reply.agents);
    expect(reply.blocks).toHaveLength(1);
    const [block] = reply.blocks;
    expect(block?.agents).toEqual(['GPTBot']);
    expect(block?.flips.map((f) => f.url)).toEqual(['https://example.com/blog/post', '/blog/']);
    expect(block?.flips[0]?.before).toMatchObject({
      allowed: true,
      deciding: { line: 5, text: 'Allow: /' },
    });
    expect(block?.flips[0]?.after).toMatchObject({
      allowed: false,
      deciding: { line: 5, text: 'Disallow: /blog/' },
    });
  });

  it('puts the registry crawlers that read the * group together in one block', () => {
    const reply = analysed('User-agent: *\nDisallow: /\n').handle(
      request({ other: 'User-agent: *\nAllow: /\n' }),
    ) as CompareReply;
    expect(reply.blocks).toHaveLength(1);
    expect(reply.blocks[0]?.agents.length).toBeGreaterThan(150);
    expect(reply.blocks[0]?.agents).toContain('*');
    expect(reply.blocks[0]?.agents).toContain('GPTBot');
    expect(reply.count).toBe(reply.blocks[0]!.agents.length * reply.blocks[0]!.total);
  });

  it('says "no change" as a count of 0 when only comments and order differ', () => {
    const moved =
      'User-agent: GPTBot\nDisallow: /blog/\n# moved\nUser-agent: *\nDisallow: /private/\n';
    const reply = analysed(NOW).handle(request({ other: moved })) as CompareReply;
    expect(reply).toMatchObject({ count: 0, blocks: [], moreBlocks: 0, complete: true });
  });

  it('stops between agents when the time is up, and says how far it got', () => {
    let t = 0;
    const session = analysed(NOW, { now: () => (t += 10), compareBudgetMs: 25 });
    const reply = session.handle(request()) as CompareReply;
    expect(reply.complete).toBe(false);
    expect(reply.compared).toBeGreaterThan(0);
    expect(reply.compared).toBeLessThan(reply.agents);
  });

  it('answers an error, not a comparison, for a revision it does not hold', () => {
    const reply = analysed(NOW).handle(request({ revision: 9 }));
    expect(reply.type).toBe('error');
  });
});

describe('compareBlocks', () => {
  it('lists at most COMPARE_MAX_FLIPS flips in all and COMPARE_FLIPS_PER_BLOCK a block', () => {
    // 30 agents with a group each, all closed by the new version: 30 blocks of 60 flips.
    // Product tokens are letters, `-` and `_`: Bot-a … Bot-z, Bot-aa …
    const agents = Array.from(
      { length: 30 },
      (_, i) => `Bot-${'a'.repeat(1 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
    );
    const paths = Array.from({ length: 60 }, (_, i) => `Allow: /p${i}`).join('\n');
    const before = agents.map((a) => `User-agent: ${a}\n${paths}\nDisallow: /\n`).join('\n');
    const after = agents.map((a) => `User-agent: ${a}\nDisallow: /\n`).join('\n');
    const result = compareRobots(before, after);
    const { blocks, moreBlocks } = compareBlocks(result.changes);
    const listed = blocks.reduce((n, b) => n + b.flips.length, 0);
    expect(listed).toBeLessThanOrEqual(COMPARE_MAX_FLIPS);
    expect(blocks.every((b) => b.flips.length <= COMPARE_FLIPS_PER_BLOCK)).toBe(true);
    expect(blocks.every((b) => b.total === 60)).toBe(true);
    expect(blocks.length + moreBlocks).toBe(30);
    expect(moreBlocks).toBeGreaterThan(0);
  });
});
