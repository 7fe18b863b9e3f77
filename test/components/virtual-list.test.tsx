// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVirtualRows } from '../../src/components/virtual-list.ts';

afterEach(cleanup);

// jsdom has no ResizeObserver: this one records what is observed and lets the test
// report sizes as the browser would after its layout.
const observed = new Map<Element, (entries: ResizeObserverEntry[]) => void>();
class FakeResizeObserver {
  constructor(private readonly callback: (entries: ResizeObserverEntry[]) => void) {}
  observe(target: Element): void {
    observed.set(target, this.callback);
  }
  unobserve(target: Element): void {
    observed.delete(target);
  }
  disconnect(): void {
    for (const [target, callback] of observed)
      if (callback === this.callback) observed.delete(target);
  }
}
beforeEach(() => {
  observed.clear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function entry(target: Element, height: number): ResizeObserverEntry {
  const box = [{ blockSize: height, inlineSize: 300 }];
  return { target, borderBoxSize: box } as unknown as ResizeObserverEntry;
}

function List(props: { count: number }): ReactNode {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { virtualizer, measureRef } = useVirtualRows({
    count: props.count,
    scrollRef,
    estimateSize: () => 20,
    measure: true,
  });
  return (
    <div ref={scrollRef}>
      <p data-testid="total">{virtualizer.getTotalSize()}</p>
      <ul>
        {virtualizer.getVirtualItems().map((item) => (
          <li key={item.key} data-index={item.index} ref={measureRef}>
            Row {item.index}
          </li>
        ))}
      </ul>
    </div>
  );
}

describe('useVirtualRows with measured rows', () => {
  it('reads no size while rendering: rows keep their estimate until the observer reports', () => {
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<List count={1000} />);
    expect(screen.getByTestId('total').textContent).toBe(String(1000 * 20));
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => observed.has(row))).toBe(true);
    expect(offsetHeight).not.toHaveBeenCalled();
    expect(rect.mock.contexts.filter((row) => row instanceof HTMLLIElement)).toEqual([]);

    const first = rows[0] as HTMLElement;
    act(() => observed.get(first)?.([entry(first, 55)]));
    expect(screen.getByTestId('total').textContent).toBe(String(999 * 20 + 55));
  });
});

describe('keys of a long list', () => {
  function Keyed(props: { rows: readonly string[]; note: string; keyOf: (i: number) => string }) {
    const scrollRef = useRef<HTMLDivElement>(null);
    const { virtualizer } = useVirtualRows({
      count: props.rows.length,
      scrollRef,
      estimateSize: () => 20,
      getItemKey: props.keyOf,
    });
    return (
      <div ref={scrollRef}>
        <p>{props.note}</p>
        <ul>
          {virtualizer.getVirtualItems().map((item) => (
            <li key={item.key}>{props.rows[item.index]}</li>
          ))}
        </ul>
      </div>
    );
  }

  it('are read again only when the key function changes, not on every render', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `row ${i}`);
    const keyOf = vi.fn((i: number) => rows[i] ?? String(i));
    const view = render(<Keyed rows={rows} note="first" keyOf={keyOf} />);
    expect(keyOf.mock.calls.length).toBeGreaterThanOrEqual(rows.length);
    const read = keyOf.mock.calls.length;
    // A render for something else (a panel marked as updating while a person types).
    view.rerender(<Keyed rows={rows} note="updating" keyOf={keyOf} />);
    expect(screen.getByText('updating')).toBeTruthy();
    expect(keyOf.mock.calls.length).toBe(read);
    // New rows come with a new key function: every key is read again.
    const next = [...rows, 'row 2000'];
    const nextKeyOf = vi.fn((i: number) => next[i] ?? String(i));
    view.rerender(<Keyed rows={next} note="updated" keyOf={nextKeyOf} />);
    expect(nextKeyOf.mock.calls.length).toBeGreaterThanOrEqual(next.length);
  });
});
