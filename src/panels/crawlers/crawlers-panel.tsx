// The Crawlers panel: every registry crawler read against the file by the worker
// (the `report` reply): a per-category summary, the file's Content-Signal values,
// and one table row per token with its group, verdicts, Crawl-delay and caveats,
// filterable, sortable by any column and exportable as CSV. Clicking a token
// makes it the selected agent of the other panels.
//
// Every crawler keeps its row (its token and its verdict at /, so find-in-page
// and a screen reader's row count cover the whole registry), but only the rows
// in view, and a few either side, get their other cells; and of the URL columns
// after the first, only those in view, and two either side, are filled (the others
// share one empty cell each side, spanning them, so cells stay under their
// headers, and every column keeps its header, so each can be sorted from the
// keyboard).

import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { CATEGORY_KEYS, CRAWLERS, type CrawlerCategory } from '../../core/registry/index.ts';
import { CAVEATS, type CrawlerCaveat, type CrawlerRow } from '../../core/report/index.ts';
import {
  selectCategoryCounts,
  selectContentSignals,
  selectIsReportCurrent,
  selectReport,
  selectReportMs,
  selectReportRows,
  selectReportUrls,
  usePlaygroundStore,
  usePlaygroundStoreApi,
} from '../../state/index.ts';
// Straight from its module, which the first visit's JavaScript leaves out.
import { selectReportCut } from '../../state/engine-selectors.ts';
import { counted, CutNote, SearchInput } from '../../components/index.ts';
import { useVirtualRows } from '../../components/virtual-list.ts';
import {
  CAVEAT_CODES,
  CAVEAT_LABELS,
  NO_FILTERS,
  categoryText,
  decidedText,
  groupText,
  delayText,
  filterRows,
  nextSort,
  operatorText,
  operatorsOf,
  reportCsv,
  sortRows,
  verdictWord,
  type RowFilters,
  type SortKey,
  type SortState,
  type VerdictFilter,
} from './crawler-table.ts';
import { ContentSignalTable } from './content-signal-table.tsx';
import './crawlers.css';
import { formatNumber } from '../../core/numbers.ts';

/** The CSV file name offered by the download button. */
export const CSV_FILE_NAME = 'robots-crawlers.csv';

/**
 * Height of a row before it is measured, px: two lines of text (a verdict and its
 * source) as the panel's CSS lays them out. An estimate close to the real height
 * keeps the first report's render the last one: rows measured at their estimate
 * move no other row in or out of view.
 */
export const ROW_HEIGHT = 41;

/** Height of the header row, px, as the panel's CSS lays it out. */
const HEADER_HEIGHT = 26;

/**
 * The height the table will take, px: its header and `count` rows at their estimate,
 * or, before any report (`null`), every registry crawler's.
 */
function rowsHeight(count: number | null): number {
  return HEADER_HEIGHT + (count ?? CRAWLERS.length) * ROW_HEIGHT;
}

/**
 * Width of each URL column after the first, px: the columns are windowed at this
 * size, which the panel's CSS gives them (`th.url-col`).
 */
export const URL_COLUMN_WIDTH = 150;

/**
 * Where the URL columns after the first start, px, before it is measured: the
 * token, `/` and Decided-by columns as the registry's tokens and the panel's CSS
 * lay them out (about 380 px). Close to the real offset, the first report's
 * columns in view are the ones measuring finds, so the table is not laid out and
 * painted a second time as the panel opens.
 */
const LEAD_ESTIMATE = 380;

/** The Crawlers panel (a region named **Crawlers** holding the table named **Crawlers**). */
export function CrawlersPanel(): ReactNode {
  const headingId = useId();
  const legendId = useId();
  const store = usePlaygroundStoreApi();
  const report = usePlaygroundStore(selectReport);
  const cut = usePlaygroundStore(selectReportCut);
  const current = usePlaygroundStore(selectIsReportCurrent);
  const rows = usePlaygroundStore(selectReportRows);
  const urls = usePlaygroundStore(selectReportUrls);
  const counts = usePlaygroundStore(selectCategoryCounts);
  const signals = usePlaygroundStore(selectContentSignals);
  const reportMs = usePlaygroundStore(selectReportMs);

  const [filters, setFilters] = useState<RowFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState | null>(null);
  const [notice, setNotice] = useState('');
  const [showWhy, setShowWhy] = useState(false);
  const query = useDeferredValue(filters.query);

  const scrollRef = useRef<HTMLDivElement>(null);
  const operators = useMemo(() => operatorsOf(rows), [rows]);
  const shown = useMemo(() => {
    const kept = filterRows(rows, { ...filters, query });
    return sort === null ? kept : sortRows(kept, sort);
  }, [rows, filters, query, sort]);

  const onSort = useCallback((key: SortKey) => setSort((s) => nextSort(s, key)), []);
  const onSelect = useCallback(
    (token: string) => {
      const s = store.getState();
      s.addAgent(token);
      s.selectAgent(token);
      setNotice(`${token} is now the selected agent.`);
    },
    [store],
  );
  const set = <K extends keyof RowFilters>(key: K, value: RowFilters[K]): void =>
    setFilters((f) => ({ ...f, [key]: value }));
  const setQuery = useCallback(
    (value: string) => setFilters((f) => (f.query === value ? f : { ...f, query: value })),
    [],
  );

  const csv = (): string => reportCsv(shown, urls);
  const download = (): void => {
    const url = URL.createObjectURL?.(new Blob([csv()], { type: 'text/csv' }));
    if (!url) {
      setNotice('Downloading is not available here; use Copy CSV.');
      return;
    }
    const a = document.createElement('a');
    a.href = url;
    a.download = CSV_FILE_NAME;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setNotice(`Downloaded ${counted(shown.length, 'row')} as ${CSV_FILE_NAME}.`);
  };
  const copy = async (): Promise<void> => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('the clipboard is not available here');
      await navigator.clipboard.writeText(csv());
      setNotice(`Copied ${counted(shown.length, 'row')} as CSV.`);
    } catch (error) {
      setNotice(`Could not copy: ${error instanceof Error ? error.message : String(error)}.`);
    }
  };

  const { virtualizer, measureRef } = useVirtualRows({
    count: shown.length,
    scrollRef,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: useCallback((i: number) => shown[i]?.token ?? i, [shown]),
    measure: true,
  });
  const inView = new Set(virtualizer.getVirtualItems().map((item) => item.index));
  const sizes = virtualizer.measurementsCache;

  // The URL columns after the first, windowed; the columns before them (token,
  // verdict at /, deciding rule) are measured, as their width follows the content.
  const tableRef = useRef<HTMLTableElement>(null);
  const firstUrlRef = useRef<HTMLTableCellElement>(null);
  const [lead, setLead] = useState(LEAD_ESTIMATE);
  // Read when the header cells before it change size (reported after the browser's
  // own layout), not on every render: a layout read then would lay the whole table
  // out again on each keystroke.
  const [rootUrl, firstUrl] = urls;
  useLayoutEffect(() => {
    const table = tableRef.current;
    const first = firstUrlRef.current;
    if (!table || !first) return;
    const measure = (): void => {
      const at = first.getBoundingClientRect().left - table.getBoundingClientRect().left;
      setLead((was) => (Math.abs(at - was) >= 1 ? at : was));
    };
    if (typeof ResizeObserver !== 'function') {
      measure();
      return;
    }
    const sizes = new ResizeObserver(measure);
    for (let cell = first.previousElementSibling; cell; cell = cell.previousElementSibling) {
      sizes.observe(cell);
    }
    sizes.observe(table);
    return () => sizes.disconnect();
  }, [rootUrl, firstUrl]);
  const { virtualizer: columns } = useVirtualRows({
    count: Math.max(0, urls.length - 1),
    scrollRef,
    estimateSize: () => URL_COLUMN_WIDTH,
    horizontal: true,
    overscan: 2,
    scrollMargin: lead,
  });
  const shownColumns = columns.getVirtualItems().map((item) => item.index + 1);
  const urlWindow: UrlWindow = {
    columns: shownColumns,
    before: shownColumns[0] === undefined ? urls.length - 1 : shownColumns[0] - 1,
    after: urls.length - 1 - (shownColumns.at(-1) ?? urls.length - 1),
  };

  const filtered = shown.length !== rows.length;
  return (
    <section
      className={`panel crawlers-panel${current ? '' : ' stale'}`}
      aria-labelledby={headingId}
      aria-busy={!current}
    >
      <div className="crawlers-head">
        <h2 id={headingId}>Crawlers</h2>
        <span className="muted crawlers-state" role="status">
          {report === null
            ? 'Reading every known crawler…'
            : current
              ? reportMs === null
                ? ''
                : `${counted(rows.length, 'crawler')} × ${counted(urls.length, 'URL')} in ${Math.round(reportMs)} ms`
              : 'Updating…'}
        </span>
      </div>
      <CutNote cut={cut} noun="URL" />

      {counts.length > 0 ? (
        <ul className="category-summary" aria-label="Allowed at / by category">
          {counts.map((c) => (
            <li key={c.category}>
              <button
                type="button"
                className="category-count"
                aria-pressed={filters.category === c.category}
                onClick={() =>
                  set('category', filters.category === c.category ? 'all' : c.category)
                }
              >
                <span className="label">{c.label}</span>{' '}
                <span className="count">
                  {c.allowedAtRoot}/{c.total}
                </span>{' '}
                <span className="visually-hidden">allowed at /</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {counts.length > 0 ? (
        <p className="muted summary-hint">
          Allowed at / per category; a category button filters the table to it.
        </p>
      ) : null}

      {report !== null ? <ContentSignalTable signals={signals} /> : null}

      <div className="crawlers-toolbar" role="group" aria-label="Filter crawlers">
        <label className="field-inline">
          <span>Search token</span>
          <SearchInput value={filters.query} onValue={setQuery} placeholder="e.g. bot" />
        </label>
        <label className="field-inline">
          <span>Category</span>
          <select
            value={filters.category}
            onChange={(e) => set('category', e.target.value as CrawlerCategory | 'all')}
          >
            <option value="all">All categories</option>
            {CATEGORY_KEYS.map((k) => (
              <option key={k} value={k}>
                {categoryText(k)}
              </option>
            ))}
          </select>
        </label>
        <label className="field-inline">
          <span>Operator</span>
          <select value={filters.operator} onChange={(e) => set('operator', e.target.value)}>
            <option value="all">All operators</option>
            {operators.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <label className="field-inline">
          <span>Verdict</span>
          <select
            value={filters.verdict}
            onChange={(e) => set('verdict', e.target.value as VerdictFilter)}
          >
            <option value="all">Any verdict</option>
            <option value="allowed">Allowed at /</option>
            <option value="disallowed">Disallowed at /</option>
            <option value="some-disallowed">Disallowed for some URL</option>
          </select>
        </label>
        <ExplainGroups checked={showWhy} onChange={setShowWhy} />
        <div className="export">
          <button type="button" onClick={download} disabled={shown.length === 0}>
            Download CSV
          </button>
          <button type="button" onClick={() => void copy()} disabled={shown.length === 0}>
            Copy CSV
          </button>
        </div>
      </div>

      <p className="muted crawlers-count" aria-live="polite">
        {report === null
          ? ''
          : filtered
            ? `Showing ${formatNumber(shown.length)} of ${counted(rows.length, 'crawler')}.`
            : `${counted(rows.length, 'crawler')}.`}
        {filtered ? (
          <>
            {' '}
            <button type="button" className="link-button" onClick={() => setFilters(NO_FILTERS)}>
              Clear filters
            </button>
          </>
        ) : null}
      </p>
      <p className="visually-hidden" role="status">
        {notice}
      </p>

      <div
        className="crawlers-scroll"
        ref={scrollRef}
        style={
          {
            '--rows-height': `${rowsHeight(report === null ? null : shown.length)}px`,
          } as CSSProperties
        }
      >
        <table
          ref={tableRef}
          className="crawlers-table"
          aria-label="Crawlers"
          aria-rowcount={shown.length + 1}
        >
          <thead>
            <tr aria-rowindex={1}>
              <SortHeader label="Crawler" sortKey="token" sort={sort} onSort={onSort} />
              {urls.slice(0, 1).map((url) => (
                <SortHeader key={url} label={url} sortKey="url:0" sort={sort} onSort={onSort} />
              ))}
              <SortHeader label="Decided by" sortKey="decided" sort={sort} onSort={onSort} />
              {urls.slice(1).map((url, i) => (
                <SortHeader
                  key={url}
                  label={url}
                  sortKey={`url:${i + 1}`}
                  sort={sort}
                  onSort={onSort}
                  className="url-col"
                  cellRef={i === 0 ? firstUrlRef : undefined}
                />
              ))}
              <SortHeader label="Group" sortKey="group" sort={sort} onSort={onSort} />
              <SortHeader label="Category" sortKey="category" sort={sort} onSort={onSort} />
              <SortHeader label="Operator" sortKey="operator" sort={sort} onSort={onSort} />
              <SortHeader label="Crawl-delay" sortKey="delay" sort={sort} onSort={onSort} />
              <SortHeader label="Caveats" sortKey="caveats" sort={sort} onSort={onSort} />
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) =>
              // One component in and out of view, so a row that crosses the view's edge
              // keeps its elements: a click or focus on its token button is not lost.
              inView.has(i) ? (
                <Row
                  key={row.token}
                  row={row}
                  index={i}
                  urlWindow={urlWindow}
                  measureRef={measureRef}
                  legendId={legendId}
                  showWhy={showWhy}
                  onSelect={onSelect}
                />
              ) : (
                <Row
                  key={row.token}
                  row={row}
                  index={i}
                  outOfView={{ height: sizes[i]?.size ?? ROW_HEIGHT }}
                  onSelect={onSelect}
                />
              ),
            )}
          </tbody>
        </table>
      </div>
      {report !== null && shown.length === 0 ? (
        <p className="crawlers-empty">No crawler matches the filters.</p>
      ) : null}

      <CaveatLegend idPrefix={legendId} />
    </section>
  );
}

// Memoised on a state setter, like SearchInput: the table's report changes on every
// keystroke, the checkbox does not.
const ExplainGroups = memo(function ExplainGroups(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}): ReactNode {
  const { onChange } = props;
  return (
    <label className="check-inline">
      <input type="checkbox" checked={props.checked} onChange={(e) => onChange(e.target.checked)} />
      Explain groups
    </label>
  );
});

function SortHeader(props: {
  label: string;
  sortKey: SortKey;
  sort: SortState | null;
  onSort: (key: SortKey) => void;
  className?: string;
  cellRef?: Ref<HTMLTableCellElement> | undefined;
}): ReactNode {
  const { label, sortKey, sort, onSort } = props;
  const active = sort?.key === sortKey;
  const dir = active ? sort.dir : 'none';
  return (
    <th ref={props.cellRef} scope="col" aria-sort={dir} className={props.className}>
      <button type="button" className="sort" onClick={() => onSort(sortKey)}>
        {label}
        <span className="sort-mark" aria-hidden="true">
          {dir === 'ascending' ? '▲' : dir === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The token's cell, a button that selects the crawler in the other panels. */
function TokenCell(props: { token: string; onSelect: (token: string) => void }): ReactNode {
  const { token, onSelect } = props;
  return (
    // A plain cell, not a row header: the contract is "the token in the first
    // cell", and cell indexes then line up with the column headers.
    <td className="token-cell">
      <button
        type="button"
        className="token"
        title={`Select ${token} in the other panels`}
        onClick={() => onSelect(token)}
      >
        {token}
      </button>
    </td>
  );
}

/**
 * Which URL columns after the first have body cells: `columns` (indexes into the
 * report's URLs, ascending), with `before` and `after` columns left out either side.
 */
interface UrlWindow {
  columns: readonly number[];
  before: number;
  after: number;
}

// Row props are equal when the same kind of row shows the same columns, compared by
// value (the window and the out-of-view size are new objects on each render).
function sameRow(a: RowProps, b: RowProps): boolean {
  if (a.row !== b.row || a.index !== b.index || a.onSelect !== b.onSelect) return false;
  if ('outOfView' in a || 'outOfView' in b) {
    if (!('outOfView' in a) || !('outOfView' in b)) return false;
    return a.outOfView.height === b.outOfView.height;
  }
  if (a.measureRef !== b.measureRef || a.legendId !== b.legendId || a.showWhy !== b.showWhy) {
    return false;
  }
  const x = a.urlWindow;
  const y = b.urlWindow;
  return (
    x.before === y.before &&
    x.after === y.after &&
    x.columns.length === y.columns.length &&
    x.columns.every((c, i) => c === y.columns[i])
  );
}

// The URL columns left out of a row: one empty cell spanning the run, so the
// cells after it stay under their headers (as a screen reader reads the table,
// by column span); no cell at all for an empty run. A cell for each column left
// out would be two thousand elements to create as the panel opens.
function gapCell(key: string, count: number): ReactNode {
  return count === 0 ? null : <td key={key} className="gap" colSpan={count} aria-hidden="true" />;
}

/** A crawler's row in view (every cell of the columns in view), or out of view. */
type RowProps = {
  row: CrawlerRow;
  index: number;
  onSelect: (token: string) => void;
} & (
  | {
      urlWindow: UrlWindow;
      measureRef: (element: Element | null) => void;
      legendId: string;
      showWhy: boolean;
    }
  | { outOfView: { height: number } }
);

/**
 * One crawler; memoised on its row object, which the report reply keeps stable,
 * and on the columns in view (compared by value, so scrolling down re-renders
 * only the rows that come into view).
 */
const Row = memo(function Row(props: RowProps): ReactNode {
  const { row, onSelect } = props;
  const root = row.verdicts[0];
  if ('outOfView' in props) {
    // Out of view: its token and its verdict at /, at the height the row had (or is
    // estimated to have), so the scroll box keeps its size. No cell stands in for the
    // rest of the row: a cell spanning every other column would be laid out and
    // painted for each of the two hundred rows.
    // The estimated height is the CSS's; only a measured one differs.
    const { height } = props.outOfView;
    return (
      <tr
        className="out-of-view"
        aria-rowindex={props.index + 2}
        style={height === ROW_HEIGHT ? undefined : { height }}
      >
        <TokenCell token={row.token} onSelect={onSelect} />
        <VerdictCell verdict={root} />
      </tr>
    );
  }
  const { legendId, showWhy } = props;
  return (
    <tr ref={props.measureRef} data-index={props.index} aria-rowindex={props.index + 2}>
      <TokenCell token={row.token} onSelect={onSelect} />
      <VerdictCell verdict={root} />
      <td className="decided">{decidedText(root)}</td>
      {gapCell('before', props.urlWindow.before)}
      {props.urlWindow.columns.map((u) => (
        <VerdictCell key={u} verdict={row.verdicts[u]} withSource />
      ))}
      {gapCell('after', props.urlWindow.after)}
      <td className="group-cell">
        <span className="group-short">{groupText(row)}</span>
        {showWhy ? <span className="why">{row.selection.text}</span> : null}
      </td>
      <td>{categoryText(row.category)}</td>
      <td>{operatorText(row)}</td>
      <td>{delayText(row)}</td>
      <td className="caveats">
        {row.caveats.length === 0 ? (
          <span className="muted">none</span>
        ) : (
          <ul>
            {row.caveats.map((c) => (
              <li key={c}>
                <span className={`caveat caveat-${c}`} aria-describedby={`${legendId}-${c}`}>
                  {CAVEAT_LABELS[c]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}, sameRow);

function VerdictCell(props: {
  verdict: CrawlerRow['verdicts'][number] | undefined;
  withSource?: boolean;
}): ReactNode {
  const { verdict, withSource } = props;
  if (!verdict) return <td />;
  return (
    <td className={`verdict-cell ${verdict.allowed ? 'allowed' : 'disallowed'}`}>
      {verdictWord(verdict)}
      {withSource ? (
        <span className="source">
          {verdict.fromRule && verdict.line !== null ? `line ${verdict.line}` : 'by default'}
        </span>
      ) : null}
    </td>
  );
}

/** The caveat labels with their explanations: visible, and the rows' accessible descriptions. */
function CaveatLegend(props: { idPrefix: string }): ReactNode {
  return (
    <section className="caveat-legend" aria-label="What the caveats mean">
      <h3>Caveats</h3>
      <dl>
        {CAVEAT_CODES.map((c: CrawlerCaveat) => (
          <div key={c}>
            <dt>
              <span className={`caveat caveat-${c}`}>{CAVEAT_LABELS[c]}</span>
            </dt>
            <dd id={`${props.idPrefix}-${c}`}>{CAVEATS[c]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
