// The Matrix: every agent × URL verdict of the page's mode, live as the file is
// edited. Each cell says "allowed"/"disallowed" with its deciding line and is a
// button that opens the Explain panel for that pair. The grid can be copied as
// CSV or Markdown.
//
// Only the rows and columns in view are rendered (a link may ask for 1,000 × 1,000):
// left-out rows and columns keep their space as hidden spacers, the table states
// its full size (aria-rowcount/colcount, aria-rowindex/colindex), and arrow keys,
// Home/End and Tab move between cells, scrolling the next one into view.

import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  selectAgents,
  selectIsDecisionsCurrent,
  selectMode,
  selectSelectedAgent,
  selectSelectedUrl,
  selectUrls,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type PlaygroundState,
  type Verdict,
} from '../../state/index.ts';
// Straight from its module, which the first visit's JavaScript leaves out.
import { selectDecisionsCut } from '../../state/engine-selectors.ts';
import { counted, CutNote } from '../../components/index.ts';
import { useVirtualRows, windowPieces } from '../../components/virtual-list.ts';
import { cellText, matrixCsv, matrixMarkdown } from './matrix-export.ts';
import { matrixGrid, matrixOf, type MatrixCell, type MatrixGrid } from './matrix-grid.ts';
import './matrix.css';

type CopyFormat = 'CSV' | 'Markdown';

interface CopyState {
  message: string;
  failed: boolean;
  /** The text that could not be copied, offered for manual selection. */
  text: string | null;
  format: CopyFormat | null;
}

const IDLE: CopyState = { message: '', failed: false, text: null, format: null };

/** Width of a verdict column, px (cells do not wrap, so every column is this wide). */
export const CELL_WIDTH = 150;
/** Width of the agent column, px (matrix.css says the same). */
const CORNER_WIDTH = 180;
/** Height of a row before it is measured, px. */
export const ROW_HEIGHT = 42;

// The worker's reply itself: cells are read from it through maps (./matrix-grid.ts).
const selectDecisionsReply = (s: PlaygroundState): PlaygroundState['decisions'] => s.decisions;
const same = Object.is;

interface Focus {
  row: number;
  col: number;
}

/** The Matrix panel: a table named **Matrix** and the copy buttons. */
export function MatrixPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const agents = usePlaygroundStore(selectAgents);
  const urls = usePlaygroundStore(selectUrls);
  const decisions = usePlaygroundStore(selectDecisionsReply, same);
  const current = usePlaygroundStore(selectIsDecisionsCurrent);
  const cut = usePlaygroundStore(selectDecisionsCut);
  const mode = usePlaygroundStore(selectMode);
  const [copy, setCopy] = useState<CopyState>(IDLE);
  const grid = useMemo(() => matrixGrid(decisions, mode, current), [decisions, mode, current]);

  const copyAs = async (format: CopyFormat): Promise<void> => {
    const matrix = matrixOf(grid, agents, urls);
    const text = format === 'CSV' ? matrixCsv(matrix) : matrixMarkdown(matrix);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('the clipboard is not available here');
      await navigator.clipboard.writeText(text);
      setCopy({ message: `Copied the matrix as ${format}.`, failed: false, text: null, format });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      setCopy({
        message: `Could not copy as ${format} (${why}). The text is below: select it and copy it by hand.`,
        failed: true,
        text,
        format,
      });
    }
  };

  const open = useCallback(
    (agent: string, url: string): void => {
      const s = store.getState();
      s.selectAgent(agent);
      s.selectUrl(url);
      s.setPanel('explain');
    },
    [store],
  );

  const expect = useCallback(
    (agent: string, url: string, allowed: boolean): void => {
      store.getState().addExpectation({ expected: allowed ? 'allowed' : 'disallowed', agent, url });
    },
    [store],
  );

  const empty = agents.length === 0 || urls.length === 0;
  return (
    <section className="panel matrix-panel" aria-label="Agents × URLs">
      <div className="matrix-head">
        <h2>Matrix</h2>
        <span className="muted small">
          {counted(agents.length, 'agent')} × {counted(urls.length, 'URL')} ·{' '}
          {mode === 'google' ? 'Google reference parser' : 'strict RFC 9309'}
          {current ? '' : ' · updating…'}
        </span>
        <div className="matrix-actions" role="group" aria-label="Copy the matrix">
          <button type="button" disabled={empty} onClick={() => void copyAs('CSV')}>
            Copy as CSV
          </button>
          <button type="button" disabled={empty} onClick={() => void copyAs('Markdown')}>
            Copy as Markdown
          </button>
        </div>
      </div>
      <CutNote cut={cut} noun="agent × URL check" />
      <p
        role="status"
        aria-live="polite"
        className={copy.failed ? 'copy-status failed' : 'copy-status'}
      >
        {copy.message}
      </p>
      {copy.failed && copy.text !== null ? (
        <textarea
          className="copy-fallback"
          readOnly
          rows={Math.min(10, agents.length + 3)}
          aria-label={`Matrix as ${copy.format ?? 'text'}`}
          value={copy.text}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
      {empty ? (
        <p className="muted">Add agents (Agents panel) and URLs (URLs panel) to fill the matrix.</p>
      ) : (
        <MatrixTable
          agents={agents}
          urls={urls}
          grid={grid}
          busy={!current}
          onOpen={open}
          onExpect={expect}
        />
      )}
      <p className="muted small legend">
        Click a cell to see the explanation step by step; its <strong>Expect</strong> button (shown
        while the cell is pointed at or has the focus) adds the verdict to the Expectations.{' '}
        <span aria-hidden="true">≠</span> marks a URL where Google’s parser and strict RFC 9309
        answer differently; <span aria-hidden="true">†</span> a crawler that, as its operator
        documents, answers otherwise in practice (a fallback group, or ignoring *).
      </p>
    </section>
  );
}

/** The cell a key moves to from `at` in a `rows` × `cols` grid, or `null` when the key is not ours. */
export function nextCell(
  at: Focus,
  key: string,
  shift: boolean,
  rows: number,
  cols: number,
  page: number,
): Focus | null {
  const clamp = (row: number, col: number): Focus => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    col: Math.max(0, Math.min(cols - 1, col)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col);
    case 'ArrowDown':
      return clamp(at.row + 1, at.col);
    case 'ArrowLeft':
      return clamp(at.row, at.col - 1);
    case 'ArrowRight':
      return clamp(at.row, at.col + 1);
    case 'PageUp':
      return clamp(at.row - page, at.col);
    case 'PageDown':
      return clamp(at.row + page, at.col);
    case 'Home':
      return clamp(at.row, 0);
    case 'End':
      return clamp(at.row, cols - 1);
    case 'Tab': {
      // Tab walks every cell in reading order, rendered or not; past either end it leaves the table.
      const i = at.row * cols + at.col + (shift ? -1 : 1);
      if (i < 0 || i >= rows * cols) return null;
      return { row: Math.floor(i / cols), col: i % cols };
    }
    default:
      return null;
  }
}

function MatrixTable(props: {
  agents: readonly string[];
  urls: readonly string[];
  grid: MatrixGrid;
  busy: boolean;
  onOpen: (agent: string, url: string) => void;
  onExpect: (agent: string, url: string, allowed: boolean) => void;
}): ReactNode {
  const { agents, urls, grid, onOpen, onExpect } = props;
  const selectedAgent = usePlaygroundStore(selectSelectedAgent);
  const selectedUrl = usePlaygroundStore(selectSelectedUrl);
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const pendingFocus = useRef<Focus | null>(null);

  const { virtualizer: rowsV, measureRef } = useVirtualRows({
    count: agents.length,
    scrollRef,
    estimateSize: () => ROW_HEIGHT,
    measure: true,
    keep: focus ? [focus.row] : [],
  });
  const { virtualizer: colsV } = useVirtualRows({
    count: urls.length,
    scrollRef,
    estimateSize: () => CELL_WIDTH,
    horizontal: true,
    overscan: 2,
    keep: focus ? [focus.col] : [],
  });
  const rowPieces = windowPieces(rowsV.getVirtualItems(), rowsV.getTotalSize());
  const colPieces = windowPieces(colsV.getVirtualItems(), colsV.getTotalSize());

  // A cell reached by a key may only now be rendered: focus it once it is.
  useLayoutEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    const button = tableRef.current?.querySelector<HTMLButtonElement>(
      `button[data-cell="${want.row}:${want.col}"]`,
    );
    if (button) {
      pendingFocus.current = null;
      button.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const at = cellOf(event.target);
    if (!at) return;
    // Tab goes from a cell to its Expect button, and from there on to the next cell.
    const onCell = (event.target as HTMLElement).dataset.cell !== undefined;
    if (event.key === 'Tab' && onCell !== event.shiftKey && hasExpect(event.target)) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 1);
    const next = nextCell(at, event.key, event.shiftKey, agents.length, urls.length, page);
    if (!next) return;
    event.preventDefault();
    if (next.row === at.row && next.col === at.col) return;
    pendingFocus.current = next;
    rowsV.scrollToIndex(next.row, { align: 'auto' });
    colsV.scrollToIndex(next.col, { align: 'auto' });
    setFocus(next);
  };

  const colGap = (piece: { key: string; size: number }): ReactNode => (
    <td key={piece.key} className="gap" aria-hidden="true" style={{ width: piece.size }} />
  );

  return (
    <div className="matrix-scroll" ref={scrollRef}>
      <table
        ref={tableRef}
        className="matrix"
        aria-label="Matrix"
        aria-busy={props.busy}
        aria-rowcount={agents.length + 1}
        aria-colcount={urls.length + 1}
        style={{ width: CORNER_WIDTH + colsV.getTotalSize() }}
      >
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className="corner" aria-colindex={1}>
              Agent \ URL
            </th>
            {colPieces.map((p) => {
              if (p.kind === 'gap') return colGap(p);
              const url = urls[p.item.index] ?? '';
              const sent = grid.sent(url);
              return (
                <th
                  key={url}
                  scope="col"
                  aria-colindex={p.item.index + 2}
                  className={url === selectedUrl ? 'current' : ''}
                  style={{ width: CELL_WIDTH }}
                  title={sent === null ? url : `${url}, compared as ${sent}`}
                >
                  <code>{url}</code>
                  {sent === null ? null : (
                    <span className="sent">
                      compared as <code>{sent}</code>
                    </span>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            const at = cellOf(e.target);
            if (at && (at.row !== focus?.row || at.col !== focus.col)) setFocus(at);
          }}
        >
          {rowPieces.map((rp) => {
            if (rp.kind === 'gap') {
              return (
                <tr key={rp.key} className="gap" aria-hidden="true" style={{ height: rp.size }}>
                  <td colSpan={colPieces.length + 1} />
                </tr>
              );
            }
            const a = rp.item.index;
            const agent = agents[a] ?? '';
            return (
              <tr key={agent} ref={measureRef} data-index={a} aria-rowindex={a + 2}>
                <th
                  scope="row"
                  aria-colindex={1}
                  className={agent === selectedAgent ? 'current' : ''}
                  title={agent}
                >
                  {agent}
                </th>
                {colPieces.map((cp) => {
                  if (cp.kind === 'gap') return colGap(cp);
                  const u = cp.item.index;
                  const url = urls[u] ?? '';
                  const { verdict, disagree, practice } = grid.cell(agent, url);
                  return (
                    <Cell
                      key={url}
                      agent={agent}
                      url={url}
                      row={a}
                      col={u}
                      verdict={verdict}
                      disagree={disagree}
                      practice={practice}
                      sent={grid.sent(url)}
                      selected={agent === selectedAgent && url === selectedUrl}
                      onOpen={onOpen}
                      onExpect={onExpect}
                    />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The row and column of the cell button (or its Expect button) `target` is, or `null`. */
function cellOf(target: EventTarget): Focus | null {
  if (!(target instanceof HTMLElement)) return null;
  const at = (target.dataset.cell ?? target.dataset.expect)?.split(':');
  if (!at || at.length !== 2) return null;
  return { row: Number(at[0]), col: Number(at[1]) };
}

// Whether the cell of `target` (a cell's button or its Expect button) has an Expect button.
function hasExpect(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement && target.closest('td')?.querySelector('[data-expect]') != null
  );
}

const Cell = memo(
  function Cell(props: {
    agent: string;
    url: string;
    row: number;
    col: number;
    verdict: Verdict | null;
    disagree: boolean;
    practice: MatrixCell['practice'];
    sent: string | null;
    selected: boolean;
    onOpen: (agent: string, url: string) => void;
    onExpect: (agent: string, url: string, allowed: boolean) => void;
  }): ReactNode {
    const { agent, url, verdict, disagree, practice, sent, selected } = props;
    const style = { width: CELL_WIDTH };
    if (!verdict) {
      return (
        <td className="cell pending" aria-colindex={props.col + 2} style={style}>
          <span className="muted">…</span>
        </td>
      );
    }
    const word = verdict.allowed ? 'allowed' : 'disallowed';
    const detail = cellText(verdict).slice(word.length + 2, -1);
    const inPractice = practice ? `${practice.allowed ? 'allowed' : 'disallowed'} in practice` : '';
    // The practical reading first: it is shown right after the verdict.
    const notes = [
      practice ? `${inPractice} (documented by ${practice.operator ?? 'its operator'})` : '',
      disagree ? 'the other reading mode disagrees' : '',
      sent === null ? '' : `compared as ${sent}`,
    ].filter((note) => note !== '');
    return (
      <td
        className={`cell ${word}${selected ? ' selected' : ''}${verdict.current ? '' : ' stale'}`}
        aria-colindex={props.col + 2}
        style={style}
      >
        <button
          type="button"
          data-cell={`${props.row}:${props.col}`}
          // The cell's visible words, in order and unbracketed, begin the name after
          // the agent and URL (voice control users say what they see); the marks
          // (≠, †) are spelt out instead.
          aria-label={`${agent} × ${url}: ${[word, detail, ...notes].join(', ')}. Explain`}
          onClick={() => props.onOpen(agent, url)}
        >
          <span className="word">{word}</span>{' '}
          <span className="detail">
            {detail}
            {disagree ? (
              <span
                className="disagree"
                aria-hidden="true"
                title="Google and strict RFC 9309 answer differently"
              >
                {' '}
                ≠
              </span>
            ) : null}
          </span>
          {practice ? (
            <>
              {' '}
              <span
                className="practice"
                title={`documented by ${practice.operator ?? 'its operator'}`}
              >
                <span aria-hidden="true">† </span>
                {inPractice}
              </span>
            </>
          ) : null}
        </button>
        {/* The expectations file names an agent and a URL by one word each. */}
        {/\s/.test(agent + url) ? null : (
          <button
            type="button"
            className="cell-expect"
            data-expect={`${props.row}:${props.col}`}
            aria-label={`Expect ${agent} × ${url} ${word}`}
            onClick={() => props.onExpect(agent, url, verdict.allowed)}
          >
            Expect
          </button>
        )}
      </td>
    );
  },
  (a, b) =>
    a.agent === b.agent &&
    a.url === b.url &&
    a.row === b.row &&
    a.col === b.col &&
    a.disagree === b.disagree &&
    a.sent === b.sent &&
    a.selected === b.selected &&
    (a.practice === null || b.practice === null
      ? a.practice === b.practice
      : a.practice.operator === b.practice.operator && sameVerdict(a.practice, b.practice)) &&
    a.onOpen === b.onOpen &&
    a.onExpect === b.onExpect &&
    sameVerdict(a.verdict, b.verdict),
);

function sameVerdict(a: Verdict | null, b: Verdict | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.allowed === b.allowed &&
    a.line === b.line &&
    a.reason === b.reason &&
    a.mode === b.mode &&
    a.current === b.current
  );
}
