import { describe, expect, it } from 'vitest';
import { compileRobots, parseRobots } from '../../../src/core/index.ts';
import { crawlerReport, type CrawlerRow } from '../../../src/core/report/index.ts';
import {
  NO_FILTERS,
  decidedText,
  delayText,
  filterRows,
  groupText,
  linesText,
  nextSort,
  operatorsOf,
  reportCsv,
  sortRows,
  viaText,
} from '../../../src/panels/crawlers/crawler-table.ts';

const TEXT = [
  'User-agent: GPTBot',
  'Disallow: /',
  '',
  'User-agent: Googlebot',
  'Crawl-delay: 3',
  'Allow: /',
  '',
  'User-agent: *',
  'Disallow: /private/',
  '',
  'User-agent: Bingbot',
  'Crawl-delay: often',
  'Disallow: /a,"b"',
].join('\n');

const report = crawlerReport(compileRobots(parseRobots(TEXT)), ['/private/x']);
const row = (token: string): CrawlerRow => {
  const hit = report.rows.find((r) => r.token.toLowerCase() === token.toLowerCase());
  if (!hit) throw new Error(token);
  return hit;
};

describe('cell words', () => {
  it.each([
    ['GPTBot', 'lines 1–2', 'own group'],
    ['Applebot', 'lines 4–6', 'fallback to Googlebot'],
    ['CCBot', 'lines 8–9', '* group'],
    ['AdsBot-Google', 'no group', 'ignores *'],
  ])('%s: %s · %s', (token, lines, via) => {
    expect(linesText(row(token))).toBe(lines);
    expect(viaText(row(token))).toBe(via);
  });

  it('names the group once when none is reached', () => {
    expect(groupText(row('Applebot'))).toBe('lines 4–6 · fallback to Googlebot');
    expect(groupText(row('AdsBot-Google'))).toBe('no group · ignores *');
    const empty = crawlerReport(compileRobots(parseRobots('Sitemap: https://e.example/s.xml')), []);
    const googlebot = empty.rows.find((r) => r.token === 'Googlebot');
    expect(googlebot && groupText(googlebot)).toBe('no group');
  });

  it('says where a verdict came from', () => {
    expect(decidedText(row('GPTBot').verdicts[0])).toBe('rule, line 2');
    expect(decidedText(row('CCBot').verdicts[0])).toBe('allow by default');
  });

  it('gives the Crawl-delay with its support, a non-number as written', () => {
    expect(delayText(row('Googlebot'))).toBe('3 s, ignored');
    expect(delayText(row('Bingbot'))).toMatch(/^“often”, /);
    expect(delayText(row('CCBot'))).toBe('none');
  });
});

describe('filterRows', () => {
  it('keeps every row without filters', () => {
    expect(filterRows(report.rows, NO_FILTERS)).toHaveLength(report.rows.length);
  });

  it('combines category, operator, verdict and a case-insensitive token search', () => {
    const google = filterRows(report.rows, { ...NO_FILTERS, operator: 'Google', query: 'BOT' });
    expect(google.every((r) => r.operator === 'Google' && /bot/i.test(r.token))).toBe(true);
    expect(
      filterRows(report.rows, { ...NO_FILTERS, verdict: 'disallowed' }).map((r) => r.token),
    ).toEqual(['GPTBot']);
    const some = filterRows(report.rows, { ...NO_FILTERS, verdict: 'some-disallowed' });
    expect(some.map((r) => r.token)).toContain('CCBot');
    expect(some.map((r) => r.token)).not.toContain('Googlebot');
    const unknown = filterRows(report.rows, { ...NO_FILTERS, operator: 'unknown' });
    expect(unknown.every((r) => r.operator === null)).toBe(true);
  });
});

describe('sortRows', () => {
  it('is stable: ties keep registry order, both directions', () => {
    const asc = sortRows(report.rows, { key: 'url:0', dir: 'ascending' });
    expect(asc[0]?.token).toBe('GPTBot');
    const allowed = asc.slice(1).map((r) => r.token);
    expect(allowed).toEqual(report.rows.filter((r) => r.token !== 'GPTBot').map((r) => r.token));
    const desc = sortRows(report.rows, { key: 'url:0', dir: 'descending' });
    expect(desc.at(-1)?.token).toBe('GPTBot');
    expect(desc.slice(0, -1).map((r) => r.token)).toEqual(allowed);
  });

  it('sorts rows without a group or operator last', () => {
    const byGroup = sortRows(report.rows, { key: 'group', dir: 'ascending' });
    expect(byGroup[0]?.token).toBe('GPTBot');
    expect(byGroup.at(-1)?.selection.ranges).toEqual([]);
    const byOperator = sortRows(report.rows, { key: 'operator', dir: 'ascending' });
    expect(byOperator.at(-1)?.operator).toBeNull();
  });

  it('flips the direction of the same column, starts a new one ascending', () => {
    expect(nextSort(null, 'token')).toEqual({ key: 'token', dir: 'ascending' });
    expect(nextSort({ key: 'token', dir: 'ascending' }, 'token').dir).toBe('descending');
    expect(nextSort({ key: 'token', dir: 'descending' }, 'category')).toEqual({
      key: 'category',
      dir: 'ascending',
    });
  });
});

describe('operatorsOf', () => {
  it('lists operators alphabetically with unknown last', () => {
    const ops = operatorsOf(report.rows);
    expect(ops.at(-1)).toBe('unknown');
    expect(ops.slice(0, -1)).toEqual(
      [...ops.slice(0, -1)].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });
});

describe('reportCsv', () => {
  it('writes a header, one line per row, quoting per RFC 4180', () => {
    const csv = reportCsv([row('GPTBot'), row('Bingbot')], report.urls);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'token,category,operator,group,chosen by,why,/,/private/x,decided by (/),crawl-delay,caveats',
    );
    expect(lines[1]).toBe(
      'GPTBot,AI training,OpenAI,lines 1–2,own group,The group at lines 1–2 names GPTBot.,disallowed,disallowed,"rule, line 2",none,',
    );
    expect(lines[2]).toMatch(/^bingbot,Search,Microsoft,lines 11–13,own group,/i);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines).toHaveLength(4);
  });
});
