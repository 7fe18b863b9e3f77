// The Crawlers table as data: the words each cell shows, filtering, sorting by
// any column, and the CSV export (RFC 4180 quoting). Pure: the panel renders
// what these functions return, and tests check them without a DOM.

import { CATEGORIES, CATEGORY_KEYS, type CrawlerCategory } from '../../core/registry/index.ts';
import type {
  CrawlerCaveat,
  CrawlerRow,
  CrawlerVerdict,
  CrawlerVia,
} from '../../core/report/index.ts';
import { CAVEATS } from '../../core/report/index.ts';

/** Short visible labels of the caveat codes (CAVEATS holds the explanations). */
export const CAVEAT_LABELS: Readonly<Record<CrawlerCaveat, string>> = {
  'may-ignore-robots': 'may ignore robots.txt',
  'never-fetches': 'never fetches',
  'fallback-used': 'fallback used',
  'token-cut': 'token cut',
  'low-confidence': 'low confidence',
};

/** The caveat codes in the order CAVEATS lists them. */
export const CAVEAT_CODES = Object.keys(CAVEATS) as readonly CrawlerCaveat[];

/**
 * A sortable column: the fixed ones, or `url:<i>` for the verdict at
 * `report.urls[i]` (`url:0` is `/`).
 */
export type SortKey =
  'token' | 'category' | 'operator' | 'group' | 'decided' | 'delay' | 'caveats' | `url:${number}`;

/** The sort in force; `aria-sort` takes `dir` as is. */
export interface SortState {
  key: SortKey;
  dir: 'ascending' | 'descending';
}

/** Which verdicts the table keeps: any, allowed or disallowed at `/`, or disallowed for some URL. */
export type VerdictFilter = 'all' | 'allowed' | 'disallowed' | 'some-disallowed';

/** The table's filters; `'all'` keeps every row. */
export interface RowFilters {
  category: CrawlerCategory | 'all';
  /** An operator name, `'unknown'` for rows without one, or `'all'`. */
  operator: string;
  verdict: VerdictFilter;
  /** Case-insensitive substring of the token; `''` keeps every row. */
  query: string;
}

/** Filters that keep every row. */
export const NO_FILTERS: RowFilters = {
  category: 'all',
  operator: 'all',
  verdict: 'all',
  query: '',
};

/** What the operator column shows for a row without a known operator. */
export const UNKNOWN_OPERATOR = 'unknown';

/** The category's table label (`AI training`). */
export function categoryText(category: CrawlerCategory): string {
  return CATEGORIES[category].label;
}

/** The operator, or `unknown`. */
export function operatorText(row: CrawlerRow): string {
  return row.operator ?? UNKNOWN_OPERATOR;
}

const VIA_TEXT: Readonly<Record<CrawlerVia, string>> = {
  'own-group': 'own group',
  fallback: 'fallback',
  star: '* group',
  'ignores-star': 'ignores *',
  'no-group': 'no group',
};

/** How the group was chosen, in two or three words (`fallback to Googlebot`). */
export function viaText(row: CrawlerRow): string {
  const { via, token } = row.selection;
  return via === 'fallback' && token !== null ? `fallback to ${token}` : VIA_TEXT[via];
}

/** The selected groups' line ranges (`lines 4–6`, `lines 1–2, 8–9`), or `no group`. */
export function linesText(row: CrawlerRow): string {
  const ranges = row.selection.ranges;
  if (ranges.length === 0) return 'no group';
  const parts = ranges.map((r) =>
    r.startLine === r.endLine ? `${r.startLine}` : `${r.startLine}–${r.endLine}`,
  );
  const single = ranges.length === 1 && ranges[0]?.startLine === ranges[0]?.endLine;
  return `${single ? 'line' : 'lines'} ${parts.join(', ')}`;
}

/**
 * The Group column: where the group is and how it was chosen (`lines 2–4 · fallback
 * to Googlebot`); a crawler no group reaches reads just `no group`.
 */
export function groupText(row: CrawlerRow): string {
  const lines = linesText(row);
  const via = viaText(row);
  return lines === via ? lines : `${lines} · ${via}`;
}

/** `allowed` or `disallowed`. */
export function verdictWord(verdict: CrawlerVerdict | undefined): string {
  if (!verdict) return '';
  return verdict.allowed ? 'allowed' : 'disallowed';
}

/** Where the verdict came from: `rule, line 2` or `allow by default`. */
export function decidedText(verdict: CrawlerVerdict | undefined): string {
  if (!verdict) return '';
  return verdict.fromRule && verdict.line !== null
    ? `rule, line ${verdict.line}`
    : 'allow by default';
}

/** The Crawl-delay in effect and whether the operator honours it (`3 s, ignored`), or `none`. */
export function delayText(row: CrawlerRow): string {
  const d = row.crawlDelay;
  if (d === null) return 'none';
  const value = d.seconds === null ? `“${d.value}”` : `${d.seconds} s`;
  const honoured =
    d.honoured === 'yes' ? 'honoured' : d.honoured === 'no' ? 'ignored' : 'support unknown';
  return `${value}, ${honoured}`;
}

/** The rows `filters` keep, in their order. */
export function filterRows(rows: readonly CrawlerRow[], filters: RowFilters): CrawlerRow[] {
  const query = filters.query.trim().toLowerCase();
  return rows.filter((row) => {
    if (filters.category !== 'all' && row.category !== filters.category) return false;
    if (filters.operator !== 'all' && operatorText(row) !== filters.operator) return false;
    if (query !== '' && !row.token.toLowerCase().includes(query)) return false;
    const root = row.verdicts[0];
    switch (filters.verdict) {
      case 'allowed':
        return root?.allowed === true;
      case 'disallowed':
        return root?.allowed === false;
      case 'some-disallowed':
        return row.verdicts.some((v) => !v.allowed);
      default:
        return true;
    }
  });
}

type Key = string | number;

function keyOf(row: CrawlerRow, key: SortKey): Key {
  switch (key) {
    case 'token':
      return row.token.toLowerCase();
    case 'category':
      return CATEGORY_KEYS.indexOf(row.category);
    case 'operator':
      // Rows without an operator sort after every named one.
      return row.operator === null ? '\uffff' : row.operator.toLowerCase();
    case 'group':
      return row.selection.ranges[0]?.startLine ?? Number.MAX_SAFE_INTEGER;
    case 'decided': {
      const v = row.verdicts[0];
      return v?.fromRule && v.line !== null ? v.line : Number.MAX_SAFE_INTEGER;
    }
    case 'delay':
      return row.crawlDelay === null ? Number.MAX_SAFE_INTEGER : (row.crawlDelay.seconds ?? -1);
    case 'caveats':
      return row.caveats.length;
    default: {
      // Disallowed first when ascending: what a site owner usually looks for.
      const v = row.verdicts[Number(key.slice(4))];
      return v === undefined ? 2 : v.allowed ? 1 : 0;
    }
  }
}

/**
 * The rows sorted by `sort`; ties keep the incoming (registry) order, so every
 * sort is stable and deterministic. Returns a new array.
 */
export function sortRows(rows: readonly CrawlerRow[], sort: SortState): CrawlerRow[] {
  const keyed = rows.map((row, i) => ({ row, i, k: keyOf(row, sort.key) }));
  const sign = sort.dir === 'ascending' ? 1 : -1;
  keyed.sort((a, b) => {
    if (a.k < b.k) return -sign;
    if (a.k > b.k) return sign;
    return a.i - b.i;
  });
  return keyed.map((x) => x.row);
}

/** The next sort when a header is activated: a new column sorts ascending, the same one flips. */
export function nextSort(current: SortState | null, key: SortKey): SortState {
  if (current?.key === key) {
    return { key, dir: current.dir === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, dir: 'ascending' };
}

/** Compares names as English readers sort them; made once (localeCompare makes one per call). */
const BY_NAME = new Intl.Collator('en');

/** The operators of `rows`, alphabetically, `unknown` last when present. */
export function operatorsOf(rows: readonly CrawlerRow[]): string[] {
  const named = new Set<string>();
  let unknown = false;
  for (const row of rows) {
    if (row.operator === null) unknown = true;
    else named.add(row.operator);
  }
  const out = [...named].sort(BY_NAME.compare);
  if (unknown) out.push(UNKNOWN_OPERATOR);
  return out;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as CSV, as the table shows them: token, category, operator, group
 * lines, how chosen, why (the selection sentence), a verdict column per URL,
 * decided by (for `/`), Crawl-delay, caveats. CRLF line ends, header row first.
 */
export function reportCsv(rows: readonly CrawlerRow[], urls: readonly string[]): string {
  const header = [
    'token',
    'category',
    'operator',
    'group',
    'chosen by',
    'why',
    ...urls,
    'decided by (/)',
    'crawl-delay',
    'caveats',
  ];
  const lines = [header];
  for (const row of rows) {
    lines.push([
      row.token,
      categoryText(row.category),
      operatorText(row),
      linesText(row),
      viaText(row),
      row.selection.text,
      ...urls.map((_, i) => verdictWord(row.verdicts[i])),
      decidedText(row.verdicts[0]),
      delayText(row),
      row.caveats.map((c) => CAVEAT_LABELS[c]).join('; '),
    ]);
  }
  return lines.map((l) => l.map(csvField).join(',')).join('\r\n') + '\r\n';
}
