// Numbers as every message, panel and report prints them: thousands separated
// with commas (`12,000`). A panel may print thousands of counts and line numbers
// per keystroke, so whole numbers, nearly all of them, are grouped by hand (a few
// tens of nanoseconds); the rest go to one kept formatter (about 1 µs a call, where
// the number method that makes a formatter each time costs about 10 µs in
// Chromium). The formatter is made on first use (the browser's first one takes
// ~20 ms to load its locale data).

let english: Intl.NumberFormat | null = null;

/** `n` with thousands separators (`12,000`), in English. */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) {
    const digits = String(n < 0 ? -n : n);
    let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
    for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
    return n < 0 ? `-${out}` : out;
  }
  return (english ??= new Intl.NumberFormat('en')).format(n);
}
