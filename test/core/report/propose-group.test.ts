import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots } from '../../../src/core/index.ts';
import { crawlersByCategory } from '../../../src/core/registry/index.ts';
import {
  categorySummary,
  crawlerReport,
  proposeGroup,
  type TextEdit,
} from '../../../src/core/report/index.ts';
import { file } from './helpers.ts';

const apply = (text: string, edit: TextEdit): string =>
  text.slice(0, edit.from) + edit.insert + text.slice(edit.to);

const rowsOf = (text: string) => crawlerReport(compileRobots(parseRobots(text)), ['/x']).rows;

const BASE = file(
  'User-agent: *',
  'Allow: /',
  '',
  'User-agent: GPTBot',
  'User-agent: CCBot',
  'Disallow: /',
);

describe('proposeGroup', () => {
  it('lists the uncovered tokens of the category, leaving out cut tokens', () => {
    const p = proposeGroup(BASE, parseRobots(BASE), 'seo-tool');
    const all = crawlersByCategory('seo-tool');
    const cut = all.filter((c) => !c.rfcValidToken).map((c) => c.token);
    expect(cut).toContain('MJ12bot');
    expect(p.tokens).toEqual(all.filter((c) => c.rfcValidToken).map((c) => c.token));
    expect(p.skipped).toEqual(cut.map((token) => ({ token, reason: 'token-cut' })));
  });

  it('blocks AI training with documented training crawlers and the training opt-out tokens only', () => {
    const p = proposeGroup(BASE, parseRobots(BASE), 'ai-training');
    expect(p.tokens).toEqual([
      'Amazonbot',
      'ClaudeBot',
      'meta-externalagent',
      'MistralAI-Training',
      'Google-Extended',
      'Applebot-Extended',
    ]);
    expect(p.skipped).toEqual([{ token: 'AI2Bot', reason: 'token-cut' }]);
    for (const generic of ['Spider', 'Scrapy', 'Lightpanda']) {
      expect(proposeGroup('', parseRobots(''), 'ai-training').tokens).not.toContain(generic);
    }
  });

  it('blocks every proposed token once applied, and changes nobody else', () => {
    const p = proposeGroup(BASE, parseRobots(BASE), 'ai-training');
    if (p.edit === null) throw new Error('expected an edit');
    const after = apply(BASE, p.edit);
    expect(
      after.startsWith(BASE + '\n# AI training crawlers no group named, blocked everywhere\n'),
    ).toBe(true);
    expect(after.endsWith('Disallow: /\n')).toBe(true);
    const before = rowsOf(BASE);
    const rows = rowsOf(after);
    rows.forEach((row, i) => {
      if (p.tokens.includes(row.token)) {
        expect(row.selection.via).toBe('own-group');
        expect(row.verdicts.map((v) => v.allowed)).toEqual([false, false]);
      } else {
        expect(row.verdicts).toEqual(before[i]?.verdicts);
      }
    });
    const training = categorySummary(rows).find((c) => c.category === 'ai-training');
    expect(training).toMatchObject({
      disallowedAtRoot: 7 - p.skipped.length,
      undecided: p.skipped.length,
    });
    // Nothing left to propose but the cut tokens.
    expect(proposeGroup(after, parseRobots(after), 'ai-training')).toMatchObject({
      tokens: [],
      edit: null,
    });
  });

  it('treats a fallback group as covering (Googlebot covers Applebot and Googlebot-Image)', () => {
    const text = file('User-agent: Googlebot', 'Disallow:');
    const p = proposeGroup(text, parseRobots(text), 'search');
    expect(p.tokens).not.toContain('Applebot');
    expect(p.tokens).not.toContain('Googlebot-Image');
    expect(p.tokens).toContain('bingbot');
  });

  it('offers Allow: /, without comment, without low-confidence entries on request', () => {
    const text = file('User-agent: *', 'Disallow: /');
    const p = proposeGroup(text, parseRobots(text), 'ai-search', {
      rule: 'allow',
      comment: false,
      includeLowConfidence: false,
    });
    expect(p.edit?.insert.startsWith('\nUser-agent: Google-CloudVertexBot\n')).toBe(true);
    expect(p.edit?.insert.endsWith('\nAllow: /\n')).toBe(true);
    expect(p.skipped.some((s) => s.token === 'AddSearchBot' && s.reason === 'low-confidence')).toBe(
      true,
    );
    expect(p.tokens).not.toContain('AddSearchBot');
  });

  it('can include cut tokens', () => {
    const p = proposeGroup('', parseRobots(''), 'seo-tool', { includeCutTokens: true });
    expect(p.tokens).toContain('MJ12bot');
    expect(p.edit).toEqual({
      from: 0,
      to: 0,
      insert: expect.stringMatching(/^# SEO tool crawlers/) as unknown,
    });
  });

  const SOCIAL = 'User-agent: MicrosoftPreview\nUser-agent: facebookexternalhit\nDisallow: /\n';

  it.each([
    ['no final line end', 'User-agent: *\nDisallow: /x', '\n\n'],
    ['a final line end', 'User-agent: *\nDisallow: /x\n', '\n'],
    ['a final blank line', 'User-agent: *\nDisallow: /x\n\n', ''],
  ])('appends after a file with %s', (_name, text, lead) => {
    const p = proposeGroup(text, parseRobots(text), 'social-preview', { comment: false });
    expect(p.edit).toEqual({ from: text.length, to: text.length, insert: lead + SOCIAL });
  });

  it('keeps the line ends of a CRLF file', () => {
    const text = 'User-agent: *\r\nDisallow: /x\r\n';
    const p = proposeGroup(text, parseRobots(text), 'social-preview', { comment: false });
    expect(p.edit?.insert).toBe('\r\n' + SOCIAL.replaceAll('\n', '\r\n'));
  });

  it('goes before the first group when the last group has no rule yet (it would merge)', () => {
    const text = file('# top', 'User-agent: *', 'Disallow: /x', '', 'User-agent: Googlebot');
    const p = proposeGroup(text, parseRobots(text), 'social-preview', { comment: false });
    const at = text.indexOf('User-agent: *');
    expect(p.edit).toEqual({ from: at, to: at, insert: SOCIAL + '\n' });
    const after = apply(text, p.edit as TextEdit);
    const parsed = parseRobots(after);
    expect(parsed.groups.map((g) => g.agents.map((a) => a.value))).toEqual([
      ['MicrosoftPreview', 'facebookexternalhit'],
      ['*'],
      ['Googlebot'],
    ]);
  });

  it('goes before the first group when the end of the file is past the parse limit', () => {
    const text = file('User-agent: *', 'Disallow: /x', '# ' + 'x'.repeat(200));
    const parsed = parseRobots(text, { limitBytes: 40 });
    expect(parsed.cuts.beyondLimit).not.toBeNull();
    expect(proposeGroup(text, parsed, 'social-preview').edit?.from).toBe(0);
  });
});
