// Numbers as every message, panel and report prints them: thousands separated
// with commas (`12,000`). One formatter serves them all: the number method that
// writes them costs about 10 µs a call in Chromium against under 1 µs for a kept
// formatter, and a panel may print thousands of counts per keystroke. It is made
// on first use (the browser's first one takes ~20 ms to load its locale data).

let english: Intl.NumberFormat | null = null;

/** `n` with thousands separators (`12,000`), in English. */
export function formatNumber(n: number): string {
  return (english ??= new Intl.NumberFormat('en')).format(n);
}
