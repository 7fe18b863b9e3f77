// Every lint rule on a file that triggers it, one that must not, and each of its
// fixes applied and linted again. Table-driven: one row per case.

import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../../src/core/parse.ts';
import { applyFixes, fixesOf, lintRobots } from '../../../src/core/lint/index.ts';
import type { LintRuleId, RobotsDiagnostic } from '../../../src/core/lint/index.ts';
import type { Mode } from '../../../src/core/types.ts';

function lint(text: string, mode: Mode = 'google'): RobotsDiagnostic[] {
  return lintRobots(parseRobots(text, { mode }));
}

function only(text: string, id: LintRuleId, mode: Mode = 'google'): RobotsDiagnostic[] {
  return lint(text, mode).filter((d) => d.id === id);
}

interface Case {
  id: LintRuleId;
  /** Triggers the rule exactly `count` times (default 1). */
  bad: string;
  count?: number;
  /** Must not trigger the rule. */
  good: string;
  /** Substrings of the first diagnostic's message. */
  says?: string[];
  /** The text after applying the first fix of the first diagnostic. */
  fixed?: string;
  /** Whether the first fix is mechanical. */
  mechanical?: boolean;
  mode?: Mode;
}

const CASES: Case[] = [
  {
    id: 'missing-colon',
    bad: 'User-agent: *\nDisallow /tmp/',
    good: 'User-agent: *\nDisallow: /tmp/',
    says: ['Google reads it; the RFC and most other parsers ignore it'],
    fixed: 'User-agent: *\nDisallow: /tmp/',
    mechanical: true,
  },
  {
    id: 'missing-colon',
    mode: 'rfc',
    bad: 'User-agent: *\nDisallow /tmp/',
    good: 'User-agent: *\nDisallow: /tmp/',
    fixed: 'User-agent: *\nDisallow: /tmp/',
  },
  {
    id: 'missing-colon',
    bad: 'User-agent: *\nDisallow /a:b',
    good: 'User-agent: *\nDisallow: /a:b',
    says: ['later colon', '`Disallow /a`'],
    fixed: 'User-agent: *\nDisallow: /a:b',
  },
  {
    id: 'directive-typo',
    bad: 'User-agent: *\nDisalow: /private/',
    good: 'User-agent: *\nDisallow: /private/',
    says: [
      'misspelling of `Disallow`',
      'Google reads it; the RFC and most other parsers ignore it',
    ],
    fixed: 'User-agent: *\nDisallow: /private/',
    mechanical: true,
  },
  {
    id: 'directive-typo',
    bad: 'User-agents: *\nDisallow: /private/',
    good: 'User-agent: *\nDisallow: /private/',
    says: ['only starts with `User-agent`'],
    fixed: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'unknown-directive',
    bad: 'User-agent: *\nDisallw: /private/',
    good: 'User-agent: *\nDisallow: /private/',
    says: ['did you mean `Disallow`?'],
    fixed: 'User-agent: *\nDisallow: /private/',
    mechanical: false,
  },
  {
    id: 'unknown-directive',
    bad: 'User-agent: *\nX-Frobnicate: yes',
    good: 'User-agent: *\nCrawl-delay: 1',
    says: ['No crawler reads `X-Frobnicate`'],
  },
  {
    id: 'unreadable-line',
    bad: 'User-agent: *\nDisallow /a /b',
    good: 'User-agent: *\nDisallow: /a /b',
    says: ['no colon and more than two words'],
    fixed: 'User-agent: *\nDisallow: /a /b',
  },
  {
    id: 'unreadable-line',
    bad: 'User-agent: *\n: /a',
    good: 'User-agent: *\nDisallow: /a',
    says: ['starts with a colon'],
  },
  {
    id: 'joined-lines',
    bad: 'User-agent: *\nDisallow: /x\n\nUser-agent: AhrefsBot Disallow: /',
    good: 'User-agent: AhrefsBot\nDisallow: /\nSitemap: https://example.com/a b.xml',
    says: ['A line break is missing before `Disallow:`', '`AhrefsBot Disallow: /`'],
    fixed: 'User-agent: *\nDisallow: /x\n\nUser-agent: AhrefsBot\nDisallow: /',
    mechanical: true,
  },
  {
    id: 'joined-lines',
    bad: 'User-agent: *\r\nDisallow: /a  Allow: /a/b Disalow: /c\r\n',
    good: 'User-agent: *\r\nDisallow: /a\r\nAllow: /a/b\r\n',
    says: ['before `Allow:` and `Disalow:`', 'those records do nothing'],
    fixed: 'User-agent: *\r\nDisallow: /a\r\nAllow: /a/b\r\nDisalow: /c\r\n',
  },
  {
    id: 'rule-outside-group',
    bad: 'Disallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/',
    good: 'User-agent: *\nDisallow: /private/',
    fixed: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/',
    mechanical: false,
  },
  {
    id: 'empty-user-agent',
    bad: 'User-agent:\nDisallow: /private/',
    good: 'User-agent: *\nDisallow: /private/',
    says: ['apply to nobody'],
    fixed: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'empty-user-agent',
    bad: 'User-agent: Googlebot\nUser-agent:\nDisallow: /private/',
    good: 'User-agent: Googlebot\nDisallow: /private/',
    says: ['adds nothing'],
    fixed: 'User-agent: Googlebot\nDisallow: /private/',
    mechanical: true,
  },
  {
    id: 'invalid-agent-token',
    bad: 'User-agent: MJ12bot\nDisallow: /',
    good: 'User-agent: AhrefsBot\nDisallow: /',
    says: ['Google cuts `MJ12bot` to `MJ`'],
  },
  {
    id: 'invalid-agent-token',
    bad: 'User-agent: Googlebot/2.1\nDisallow: /tmp/',
    good: 'User-agent: Googlebot\nDisallow: /tmp/',
    says: ['to `Googlebot`'],
    fixed: 'User-agent: Googlebot\nDisallow: /tmp/',
    mechanical: true,
  },
  {
    id: 'unknown-agent-token',
    bad: 'User-agent: Googlebott\nDisallow: /tmp/',
    good: 'User-agent: Googlebot\nDisallow: /tmp/',
    says: ['did you mean `Googlebot`?'],
    fixed: 'User-agent: Googlebot\nDisallow: /tmp/',
    mechanical: false,
  },
  {
    id: 'unknown-agent-token',
    bad: 'User-agent: Bingbott/2.0\nDisallow: /tmp/',
    // Short names are too often other crawlers (`spbot` is not `wpbot`).
    good: 'User-agent: spbot\nDisallow: /tmp/',
    fixed: 'User-agent: bingbot/2.0\nDisallow: /tmp/',
  },
  {
    id: 'named-group-hides-star',
    bad: 'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n\nUser-agent: Googlebot\nDisallow: /tmp/',
    good: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /tmp/\nDisallow: /private/',
    says: ['`Googlebot` has its own group', '`/private/`', 'line 2'],
    fixed:
      'User-agent: *\nDisallow: /private/\nDisallow: /tmp/\n\nUser-agent: Googlebot\nDisallow: /tmp/\nDisallow: /private/',
    mechanical: false,
  },
  {
    id: 'named-group-hides-star',
    // Googlebot blocking everything of its own misses nothing that matters.
    bad: 'User-agent: *\nDisallow: /private/\nUser-agent: bingbot\nAllow: /\n',
    good: 'User-agent: *\nDisallow: /private/\nUser-agent: Googlebot\nDisallow: /',
  },
  {
    id: 'group-without-rules',
    bad: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nCrawl-delay: 5',
    good: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow:',
    says: ['may fetch everything'],
    fixed: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nCrawl-delay: 5\nDisallow:',
  },
  {
    id: 'group-without-rules',
    bad: 'User-agent: Googlebot\nCrawl-delay: 5\n\nUser-agent: *\nDisallow: /private/',
    good: 'User-agent: Googlebot\nUser-agent: *\nDisallow: /private/',
    says: ['joins the group of `Googlebot`'],
    fixed: 'User-agent: Googlebot\nCrawl-delay: 5\nDisallow:\n\nUser-agent: *\nDisallow: /private/',
  },
  {
    id: 'blocks-everything',
    bad: 'User-agent: *\nDisallow: /',
    good: 'User-agent: *\nDisallow: /private/',
    says: ['Googlebot', 'drops out of search results'],
  },
  {
    id: 'blocks-everything',
    bad: 'User-agent: Googlebot\nDisallow:\n\nUser-agent: *\nDisallow: /',
    good: 'User-agent: *\nAllow: /\nDisallow: /',
  },
  {
    id: 'disallow-star',
    bad: 'User-agent: *\nDisallow: *',
    good: 'User-agent: *\nDisallow: /',
    fixed: 'User-agent: *\nDisallow: /',
    mechanical: true,
  },
  {
    id: 'pattern-not-rooted',
    bad: 'User-agent: *\nDisallow: private/',
    good: 'User-agent: *\nDisallow: *private/',
    says: ['never matches'],
    fixed: 'User-agent: *\nDisallow: /private/',
    mechanical: true,
  },
  {
    id: 'pattern-not-rooted',
    bad: 'User-agent: *\nDisallow: https://example.com/private/',
    good: 'User-agent: *\nDisallow: /private/',
    says: ['not a full URL'],
    fixed: 'User-agent: *\nDisallow: /private/',
  },
  {
    id: 'pattern-not-rooted',
    bad: 'User-agent: *\nDisallow: .pdf$',
    good: 'User-agent: *\nDisallow: /*.pdf$',
    fixed: 'User-agent: *\nDisallow: /*.pdf$',
    mechanical: false,
  },
  {
    id: 'dollar-not-at-end',
    bad: 'User-agent: *\nDisallow: /*.pdf$?',
    good: 'User-agent: *\nDisallow: /*.pdf$',
  },
  {
    id: 'dollar-not-at-end',
    bad: 'User-agent: *\nDisallow: /*.pdf$*',
    good: 'User-agent: *\nDisallow: /price$',
    fixed: 'User-agent: *\nDisallow: /*.pdf$',
  },
  {
    id: 'redundant-wildcard',
    bad: 'User-agent: *\nDisallow: /private*',
    good: 'User-agent: *\nDisallow: /private',
    fixed: 'User-agent: *\nDisallow: /private',
    mechanical: true,
  },
  {
    id: 'redundant-wildcard',
    bad: 'User-agent: *\nDisallow: /a/**/b',
    good: 'User-agent: *\nDisallow: /a/*/b',
    says: ['`**` matches the same as `*`'],
    fixed: 'User-agent: *\nDisallow: /a/*/b',
  },
  {
    id: 'redundant-wildcard',
    // Shortening would turn a Disallow win into an Allow win (Google counts stars).
    bad: 'User-agent: *\nAllow: /ab\nDisallow: /a**',
    good: 'User-agent: *\nAllow: /ab\nDisallow: /a*b',
    mechanical: false,
  },
  {
    id: 'duplicate-rule',
    bad: 'User-agent: *\nDisallow: /tmp/\nDisallow: /x/\nDisallow: /tmp/',
    good: 'User-agent: *\nDisallow: /tmp/\nAllow: /tmp/',
    says: ['repeats line 2'],
    fixed: 'User-agent: *\nDisallow: /tmp/\nDisallow: /x/',
    mechanical: true,
  },
  {
    id: 'duplicate-rule',
    bad: 'User-agent: Googlebot\nDisallow: /tmp/\n\nUser-agent: googlebot\nDisallow: /tmp/',
    good: 'User-agent: Googlebot\nDisallow: /tmp/\n\nUser-agent: bingbot\nDisallow: /tmp/',
    mechanical: false,
  },
  {
    id: 'duplicate-rule',
    // The second group is `a`'s only; `a` already has /x from the shared first group.
    bad: 'User-agent: a\nUser-agent: b\nDisallow: /x\n\nUser-agent: a\nDisallow: /y\nDisallow: /x',
    good: 'User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /x',
  },
  {
    id: 'duplicate-rule',
    bad: 'User-agent: *\nDisallow: /caf%c3%a9\nDisallow: /café',
    good: 'User-agent: *\nDisallow: /café',
    says: ['once percent-encoded'],
  },
  {
    id: 'duplicate-rule',
    // google-specific: both names are cut to `sogou`, so the groups merge.
    bad: 'User-agent: Sogou web spider\nDisallow: /s\n\nUser-agent: Sogou inst spider\nDisallow: /s',
    good: 'User-agent: Sogou\nDisallow: /s\n\nUser-agent: Baiduspider\nDisallow: /s',
    says: ['Google reads `Sogou inst spider` as `sogou`'],
  },
  {
    id: 'conflicting-rule',
    bad: 'User-agent: *\nAllow: /shop/\nDisallow: /shop/',
    good: 'User-agent: *\nAllow: /shop/\nDisallow: /shop/cart/',
    says: ['line 2', 'Allow wins'],
    fixed: 'User-agent: *\nAllow: /shop/',
    mechanical: false,
  },
  {
    id: 'empty-disallow',
    bad: 'User-agent: *\nDisallow:',
    good: 'User-agent: *\nDisallow: /private/',
    says: ['blocks nothing'],
  },
  {
    id: 'empty-disallow',
    bad: 'User-agent: *\nDisallow:\nDisallow: /private/',
    good: 'User-agent: *\nDisallow: /private/',
    fixed: 'User-agent: *\nDisallow: /private/',
    mechanical: true,
  },
  {
    id: 'sitemap-not-absolute',
    bad: 'Sitemap: /sitemap.xml',
    good: 'Sitemap: https://example.com/sitemap.xml',
  },
  {
    id: 'sitemap-not-absolute',
    bad: 'Sitemap: example.com/sitemap.xml',
    good: 'Sitemap: http://example.com/sitemap.xml',
    fixed: 'Sitemap: https://example.com/sitemap.xml',
  },
  {
    // A bare file name is not a host: no `https://` fix is guessed for it.
    id: 'sitemap-not-absolute',
    bad: 'Sitemap: sitemap.xml',
    good: 'Sitemap: https://example.com/sitemap.xml',
    says: ['full URL such as'],
  },
  {
    id: 'crawl-delay',
    bad: 'User-agent: *\nCrawl-delay: 10',
    good: 'User-agent: *\nDisallow: /x',
    says: ['not part of RFC 9309', 'Google'],
  },
  {
    id: 'crawl-delay',
    bad: 'User-agent: Googlebot\nCrawl-delay: 10\nDisallow: /x',
    good: 'User-agent: Googlebot\nDisallow: /x',
    says: ['`Googlebot` ignores Crawl-delay'],
  },
  {
    id: 'crawl-delay',
    bad: 'User-agent: ClaudeBot\nCrawl-delay: 2.5\nDisallow: /x',
    good: 'User-agent: ClaudeBot\nDisallow: /x',
    says: ['not part of RFC 9309, but `ClaudeBot` honours it: `2.5` seconds'],
  },
  {
    id: 'unsupported-directive',
    bad: 'User-agent: *\nNoindex: /drafts/',
    good: 'User-agent: *\nDisallow: /drafts/',
    says: ['2019-09-01'],
    fixed: 'User-agent: *',
  },
  {
    id: 'unsupported-directive',
    bad: 'Host: example.com',
    good: 'Sitemap: https://example.com/sitemap.xml',
    says: ['Yandex', '2018'],
  },
  {
    id: 'unsupported-directive',
    bad: 'User-agent: Yandex\nClean-param: ref /books/',
    good: 'User-agent: Yandex\nDisallow: /books/?ref=',
    says: ['Only Yandex'],
  },
  {
    id: 'content-signal-syntax',
    bad: 'User-agent: *\nContent-Signal: ai-train=false',
    good: 'User-agent: *\nContent-Signal: search=yes, ai-train=no, use=reference',
    fixed: 'User-agent: *\nContent-Signal: ai-train=no',
    mechanical: true,
  },
  {
    id: 'content-signal-syntax',
    bad: 'User-agent: *\nContent-Signal: ai_train=no',
    good: 'User-agent: *\nContent-Signal: ai-input=yes',
    says: ['did you mean `ai-train`?'],
    fixed: 'User-agent: *\nContent-Signal: ai-train=no',
  },
  {
    id: 'content-signal-syntax',
    bad: 'User-agent: *\nContent-Signal: search, use=later',
    count: 2,
    good: 'User-agent: *\nContent-Signal: use=full',
  },
  {
    id: 'sensitive-path',
    bad: 'User-agent: *\nDisallow: /admin/',
    good: 'User-agent: *\nDisallow: /administration-guide/',
    says: ['robots.txt is public'],
  },
  {
    id: 'sensitive-path',
    bad: 'User-agent: *\nDisallow: /.git\nDisallow: /backup.zip\nDisallow: /.env.local',
    count: 3,
    good: 'User-agent: *\nDisallow: /search\nDisallow: /cart/',
  },
  {
    id: 'blocks-assets',
    bad: 'User-agent: *\nDisallow: /assets/',
    good: 'User-agent: *\nDisallow: /assets/private/',
  },
  {
    id: 'blocks-assets',
    bad: 'User-agent: Googlebot\nDisallow: /*.css$',
    good: 'User-agent: Googlebot-Image\nDisallow: /*.png$',
    says: ['`Googlebot` renders pages'],
  },
  {
    id: 'case-sensitive-path',
    bad: 'User-agent: *\nDisallow: /Admin/\nDisallow: /tmp/\nDisallow: /cart/\nDisallow: /search/',
    good: 'User-agent: *\nDisallow: /admin/\nDisallow: /tmp/\nDisallow: /cart/\nDisallow: /search/',
    says: ['does not cover `/admin/`'],
    fixed:
      'User-agent: *\nDisallow: /Admin/\nDisallow: /admin/\nDisallow: /tmp/\nDisallow: /cart/\nDisallow: /search/',
  },
  {
    id: 'case-sensitive-path',
    bad: 'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /Private/',
    good: 'User-agent: *\nDisallow: /Private/\nDisallow: /private/',
    says: ['line 2'],
  },
  {
    id: 'blank-line-in-group',
    bad: 'User-agent: *\nDisallow: /a/\n\nDisallow: /b/',
    good: 'User-agent: *\nDisallow: /a/\n\nUser-agent: Googlebot\nDisallow: /b/',
    fixed: 'User-agent: *\nDisallow: /a/\nDisallow: /b/',
    mechanical: true,
  },
  {
    id: 'first-match-trap',
    bad: 'User-agent: *\nDisallow: /shop/\nAllow: /shop/public/',
    good: 'User-agent: *\nAllow: /shop/public/\nDisallow: /shop/',
    fixed: 'User-agent: *\nAllow: /shop/public/\nDisallow: /shop/',
    mechanical: true,
  },
  {
    id: 'first-match-trap',
    bad: 'User-agent: *\nDisallow: /a/\n\nUser-agent: Googlebot\nDisallow: /b/',
    good: 'User-agent: Googlebot\nDisallow: /b/\n\nUser-agent: *\nDisallow: /a/',
    says: ['first group that matches'],
  },
  {
    id: 'ignored-by-agent',
    bad: 'User-agent: Bytespider\nDisallow: /',
    good: 'User-agent: GPTBot\nDisallow: /',
    says: ['documented to ignore robots.txt'],
  },
  {
    id: 'ignored-by-agent',
    bad: 'User-agent: Google-Extended\nDisallow: /',
    good: 'User-agent: Googlebot\nDisallow: /',
    says: ['control token'],
  },
  {
    id: 'line-too-long',
    bad: `User-agent: *\nDisallow: /${'a'.repeat(17000)}`,
    good: `User-agent: *\nDisallow: /${'a'.repeat(16000)}`,
  },
  {
    id: 'encoding',
    bad: '\ufeffUser-agent: *\nDisallow: /x',
    good: 'User-agent: *\nDisallow: /x',
    fixed: 'User-agent: *\nDisallow: /x',
    mechanical: true,
  },
  {
    id: 'encoding',
    bad: '\u00ef\u00bb\u00bfUser-agent: *\nDisallow: /x',
    good: 'User-agent: *\nDisallow: /\u00efx',
    says: ['wrong encoding'],
    fixed: 'User-agent: *\nDisallow: /x',
    mechanical: true,
  },
  {
    id: 'encoding',
    bad: 'User-agent: *\nDisallow: /caf\ufffd/',
    good: 'User-agent: *\nDisallow: /café/',
    says: ['UTF-8'],
  },
  {
    id: 'encoding',
    bad: 'User-agent: *\nDisallow:\u00a0/x',
    good: 'User-agent: *\nDisallow: /x',
    says: ['no-break space'],
    fixed: 'User-agent: *\nDisallow: /x',
  },
  {
    id: 'encoding',
    bad: 'User-agent: *\nDisallow: /x\u0000y',
    good: 'User-agent: *\nDisallow: /xy',
    says: ['NUL'],
    mechanical: false,
  },
];

describe('each rule: triggers, stays quiet, fixes', () => {
  it.each(CASES.map((c, i) => [`${c.id} #${i}`, c] as const))('%s', (_name, c) => {
    const found = only(c.bad, c.id, c.mode);
    expect(found, c.bad).toHaveLength(c.count ?? 1);
    expect(only(c.good, c.id, c.mode), c.good).toEqual([]);
    const first = found[0] as RobotsDiagnostic;
    for (const text of c.says ?? []) expect(first.message).toContain(text);
    if (c.fixed !== undefined) {
      const fix = fixesOf(first)[0];
      expect(fix, 'a fix').toBeDefined();
      if (fix) expect(applyFixes(c.bad, [fix])).toBe(c.fixed);
    }
    if (c.mechanical !== undefined) expect(fixesOf(first)[0]?.mechanical).toBe(c.mechanical);
    // Every fix of every finding clears that finding.
    for (const d of found) {
      for (const fix of fixesOf(d)) {
        const after = only(applyFixes(c.bad, [fix]), c.id, c.mode);
        expect(after.length, `${fix.label} on ${JSON.stringify(c.bad)}`).toBeLessThan(found.length);
      }
    }
  });
});

describe('the issue’s seed mistakes', () => {
  it('a rule for everyone stops applying to a bot with its own group', () => {
    const text = 'User-agent: *\nDisallow: /checkout/\n\nUser-agent: Googlebot\nDisallow: /search';
    const [d] = only(text, 'named-group-hides-star');
    expect(d?.line).toBe(4);
    expect(d?.message).toContain('`/checkout/`');
  });

  it('the copy of the `*` rules leaves out those the name has, first and middle ones alike', () => {
    const text = [
      'User-agent: *',
      'Disallow: /a',
      'Allow: /a/pub',
      'Disallow: /b',
      'Disallow: /c',
      'Disallow: /d',
      '',
      'User-agent: foobot',
      'Disallow: /a',
      'Disallow: /c',
      'Disallow: /x',
    ].join('\r\n');
    const [d] = only(text, 'named-group-hides-star');
    const fix = d ? fixesOf(d)[0] : undefined;
    expect(fix?.label).toBe('Copy the `*` rules into this group');
    expect(applyFixes(text, fix ? [fix] : [])).toBe(
      `${text}\r\nAllow: /a/pub\r\nDisallow: /b\r\nDisallow: /d`,
    );
  });

  it('`Disallow /` without a colon', () => {
    const [d] = only('User-agent: *\nDisallow /', 'missing-colon');
    expect(d?.severity).toBe('error');
    expect(d?.line).toBe(2);
  });

  it('`Disallow: *`', () => {
    const ids = lint('User-agent: *\nDisallow: *').map((d) => d.id);
    expect(ids).toContain('disallow-star');
    expect(ids).toContain('blocks-everything');
  });

  it('a misspelled agent', () => {
    const [d] = only('User-agent: Googelbot\nDisallow: /x', 'unknown-agent-token');
    expect(d?.message).toContain('`Googlebot`');
  });

  it('a group that advertises /admin/', () => {
    const [d] = only('User-agent: *\nDisallow: /admin/', 'sensitive-path');
    expect(d?.severity).toBe('info');
    expect(d?.line).toBe(2);
  });
});

describe('rule details', () => {
  it('over-parse-limit: content past the limit', () => {
    const text = `User-agent: *\n${'Disallow: /aaaaaaaaaa\n'.repeat(100)}`;
    const parsed = parseRobots(text, { limitBytes: 500 });
    const found = lintRobots(parsed).filter((d) => d.id === 'over-parse-limit');
    expect(found).toHaveLength(1);
    expect(found[0]?.from).toBe(parsed.cuts.beyondLimit?.offset);
    expect(lint(text).filter((d) => d.id === 'over-parse-limit')).toEqual([]);
  });

  it('line-too-long marks the dropped end of the line', () => {
    const text = `User-agent: *\nDisallow: /${'é'.repeat(9000)}`;
    const [d] = only(text, 'line-too-long');
    // 16663 bytes: `Disallow: /` is 11 bytes, then 2 bytes per é.
    expect(d?.from).toBe(14 + 11 + Math.floor((16663 - 11) / 2));
    expect(d?.to).toBe(text.length);
  });

  it('blocks-everything does not count crawlers that ignore `*` or have their own group', () => {
    const [all] = only('User-agent: *\nDisallow: /', 'blocks-everything');
    const [fewer] = only(
      'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /',
      'blocks-everything',
    );
    const n = (d?: RobotsDiagnostic) => Number(/: (\d+) of/.exec(d?.message ?? '')?.[1]);
    // Googlebot and the crawlers that fall back to Googlebot's group (images, video, Applebot…).
    expect(n(all) - n(fewer)).toBeGreaterThan(3);
    expect(all?.message).not.toContain('AdsBot');
  });

  it('joined-lines takes over from the name and empty-group findings, whose fixes would drop the rule', () => {
    const text = 'User-agent: *\nDisallow: /x\n\nUser-agent: AhrefsBot Disallow: /\n';
    const ids = lint(text).map((d) => d.id);
    expect(ids).toContain('joined-lines');
    expect(ids).not.toContain('invalid-agent-token');
    expect(ids).not.toContain('group-without-rules');
  });

  it('directive-typo is reported in rfc mode too, where the line is ignored', () => {
    expect(only('User-agent: *\nDisalow: /x', 'directive-typo', 'rfc')).toHaveLength(1);
  });

  it('unknown-agent-token asks the registry once per distinct name', () => {
    const text = 'User-agent: Googlebott\nDisallow: /a\n'.repeat(3);
    expect(only(text, 'unknown-agent-token')).toHaveLength(3);
  });

  it('duplicate-rule keeps a group’s only rule when removing it would merge groups', () => {
    const text =
      'User-agent: a\nDisallow: /x\n\nUser-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /y';
    const [d] = only(text, 'duplicate-rule');
    expect(d ? fixesOf(d)[0]?.mechanical : undefined).toBe(false);
  });

  it('first-match-trap is quiet when an earlier Allow already matches first', () => {
    const text = 'User-agent: *\nAllow: /shop\nDisallow: /shop/\nAllow: /shop/public/';
    expect(only(text, 'first-match-trap')).toEqual([]);
  });

  it('first-match-trap moves each Allow with the file’s line end, mixed ends and a last line without one', () => {
    // The file's line end is its first: CRLF. The middle Allow's own line ends in
    // LF, and the last Allow has no line end at all.
    const text = 'User-agent: *\r\nDisallow: /a/\r\nAllow: /a/x\nDisallow: /b/\r\nAllow: /b/y';
    const found = lintRobots(parseRobots(text)).filter((d) => d.id === 'first-match-trap');
    // Two cases make one finding whose fix moves both.
    expect(found).toHaveLength(1);
    const fix = found[0] ? fixesOf(found[0])[0] : undefined;
    expect(applyFixes(text, fix ? [fix] : [])).toBe(
      'User-agent: *\r\nAllow: /a/x\r\nDisallow: /a/\r\nAllow: /b/y\r\nDisallow: /b/',
    );
  });

  it('first-match-trap counts the named groups below `*`, not the `*`-only ones', () => {
    const text = [
      'User-agent: Googlebot',
      'Disallow: /g/',
      'User-agent: *',
      'Disallow: /a/',
      'User-agent: Bingbot',
      'Disallow: /b/',
      'User-agent: *',
      'Disallow: /c/',
      'User-agent: *',
      'User-agent: DuckDuckBot',
      'Disallow: /d/',
      'User-agent: GPTBot',
      'Disallow: /e/',
    ].join('\n');
    const [d, ...rest] = only(text, 'first-match-trap');
    expect(rest).toEqual([]);
    // The first named group below `*` is Bingbot's, on line 5; two more follow it.
    expect(d?.line).toBe(5);
    expect(d?.message).toContain('on line 3');
    expect(d?.message).toContain('or the 2 other named groups below it');
  });

  it('blank-line-in-group is quiet for a blank line before the next group', () => {
    expect(only('User-agent: a\nDisallow: /x\n\n', 'blank-line-in-group')).toEqual([]);
  });
});
