// Windowed rendering for the panels' long lists and tables (TanStack Virtual):
// only the rows in view, plus a few either side, are in the DOM. Two things the
// library leaves to us: an element without a size (a hidden panel, jsdom in
// tests) must still show a first screenful, and a measured height of 0 must not
// make every row "fit". Reads no store and knows no panel.

import {
  measureElement as measureWithLibrary,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';

/** The viewport assumed while the scroll box has no size yet (or never will, as in jsdom): px. */
export const FALLBACK_VIEWPORT: Rect = { width: 1200, height: 800 };

/** Options of useVirtualRows. */
export interface VirtualRowsOptions {
  /** How many rows (or columns, with `horizontal`). */
  count: number;
  /** The scroll box the rows live in. */
  scrollRef: { readonly current: HTMLElement | null };
  /** The height (width, with `horizontal`) of row `index` before it is measured, px. */
  estimateSize: (index: number) => number;
  /**
   * A stable key for row `index`; default the index. Keep the function while the
   * rows stay (useCallback over them): a new one has the list read every row's
   * key and place again, which on a list of thousands costs a keystroke its frame.
   */
  getItemKey?: (index: number) => string | number;
  /** Space between rows, px, as the CSS lays them out; default 0. */
  gap?: number;
  /** Rows rendered beyond each edge of the view; default 6. */
  overscan?: number;
  /** Columns instead of rows; default false. */
  horizontal?: boolean;
  /**
   * Space in the scroll box before the first item (leading columns that are not
   * windowed), px; default 0. Items' `start` and `end` then count from the box's
   * edge, and getTotalSize() leaves this space out.
   */
  scrollMargin?: number;
  /** Indexes kept rendered wherever the view is (the focused cell's row), so focus is never dropped. */
  keep?: readonly number[];
  /**
   * Measure each rendered row's real size (attach `measureRef`); default false,
   * for rows of a fixed size.
   */
  measure?: boolean;
}

/** What a windowed list renders: the virtualizer, and a ref callback for measured rows. */
export interface VirtualRows {
  virtualizer: Virtualizer<HTMLElement, Element>;
  /** Pass as `ref` (with `data-index`) to rows whose size varies; a no-op without `measure`. */
  measureRef: (element: Element | null) => void;
}

/**
 * A row (or column) virtualizer for `count` items in `scrollRef`'s box. Zero sizes
 * (a box not laid out, an unmeasurable row) fall back to FALLBACK_VIEWPORT and the
 * estimate, so the first screenful always renders. Never throws.
 */
export function useVirtualRows(options: VirtualRowsOptions): VirtualRows {
  const { estimateSize, horizontal = false, measure = false } = options;
  const keep = useRef<readonly number[]>([]);
  keep.current = options.keep ?? [];
  const estimate = useRef(estimateSize);
  estimate.current = estimateSize;

  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count: options.count,
    getScrollElement: () => options.scrollRef.current,
    estimateSize,
    overscan: options.overscan ?? 6,
    gap: options.gap ?? 0,
    horizontal,
    scrollMargin: options.scrollMargin ?? 0,
    initialRect: FALLBACK_VIEWPORT,
    ...(options.getItemKey ? { getItemKey: options.getItemKey } : {}),
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.width === 0 || rect.height === 0 ? FALLBACK_VIEWPORT : rect),
      ),
    measureElement: (element, entry, instance) => {
      const index = Number(element.getAttribute('data-index'));
      // Called from a row's ref, during React's commit, there is no observer entry:
      // reading the size then would lay the page out once per row. The row keeps its
      // size for now, and the resize observer, which runs after the browser's own
      // layout, reports the real one.
      if (entry === undefined) {
        const known = Number.isFinite(index) ? instance.measurementsCache[index] : undefined;
        if (known !== undefined) return known.size;
      }
      const size = measureWithLibrary(element, entry, instance);
      if (size > 0) return size;
      return estimate.current(Number.isFinite(index) ? index : 0);
    },
    rangeExtractor: (range: Range) => withKept(range, keep.current),
  });

  const measureRef = useCallback(
    (element: Element | null) => {
      if (measure && element) virtualizer.measureElement(element);
    },
    [measure, virtualizer],
  );
  return { virtualizer, measureRef };
}

/** The indexes of `range` (with its overscan) plus `kept` ones inside the list, ascending. */
export function withKept(range: Range, kept: readonly number[]): number[] {
  const start = Math.max(0, range.startIndex - range.overscan);
  const end = Math.min(range.count - 1, range.endIndex + range.overscan);
  const out: number[] = [];
  for (let i = start; i <= end; i++) out.push(i);
  const extra = kept.filter((k) => k >= 0 && k < range.count && (k < start || k > end));
  if (extra.length === 0) return out;
  return [...new Set([...out, ...extra])].sort((a, b) => a - b);
}

/**
 * The padding that stands in for the rows left out above and below the rendered
 * `items` of `virtualizer`, for a list that keeps its rendered rows in flow.
 */
export function windowPadding(
  virtualizer: Virtualizer<HTMLElement, Element>,
  items: readonly VirtualItem[],
): { paddingTop: number; paddingBottom: number } {
  const first = items[0];
  const last = items[items.length - 1];
  return {
    paddingTop: first?.start ?? 0,
    paddingBottom: last ? virtualizer.getTotalSize() - last.end : 0,
  };
}

/** One piece of a windowed run: a rendered item, or the space of the items left out before it. */
export type WindowPiece =
  { kind: 'item'; item: VirtualItem } | { kind: 'gap'; key: string; size: number };

/**
 * The rendered `items` with a gap before each run of left-out items and one at the
 * end up to `total` px, so a table can keep its rows in flow (spacer rows or cells)
 * instead of positioning them. Gaps of 0 px are left out.
 */
export function windowPieces(items: readonly VirtualItem[], total: number): WindowPiece[] {
  const out: WindowPiece[] = [];
  let end = 0;
  for (const item of items) {
    if (item.start > end)
      out.push({ kind: 'gap', key: `gap-${item.index}`, size: item.start - end });
    out.push({ kind: 'item', item });
    end = Math.max(end, item.end);
  }
  if (total > end) out.push({ kind: 'gap', key: 'gap-end', size: total - end });
  return out;
}
