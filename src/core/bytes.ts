// Sizes in words, as the page shows them (the status bar, file and draft messages):
// binary units, one decimal below 10 KiB and from 1 MiB on.

/** `1.2 KiB`, `512 B`, `3.4 MiB`. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}
