// Turns the runs of the UI benchmark into its bars, one table per file, and the
// closing line. A bar is met for a row when every run of that row meets it.

/** The bars, in the order the tables show them. */
export const BARS = [
  {
    id: 'long-tasks',
    label: 'no long task over 50 ms while typing',
    met: (run) => run.observesLongTasks && Math.max(0, ...run.longTasks) <= 50,
  },
  {
    id: 'verdict',
    label: 'Verdict median ≤ 100 ms after a keystroke',
    met: (run) => !run.verdictMs.includes(null) && median(run.verdictMs) <= 100,
  },
  {
    id: 'open',
    label: 'panel open ≤ 200 ms',
    met: (run) => run.openMs !== null && run.openMs <= 200,
  },
  {
    id: 'bytes',
    label: 'a one-character edit moves ≤ 64 KiB from worker to page',
    met: (run) => Math.max(0, ...run.perKeyBytes) <= 64 * 1024,
  },
];

/** The middle value of `xs` (the upper one for an even count); NaN when empty. */
export function median(xs) {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
}

const max = (xs) => {
  const s = xs.filter((x) => x !== null);
  return s.length ? Math.max(...s) : NaN;
};

const ms = (x) => (Number.isNaN(x) ? '—' : String(Math.round(x)));
const bytes = (x) => {
  if (Number.isNaN(x)) return '—';
  if (x < 1024) return `${x} B`;
  return x < 1024 * 1024 ? `${(x / 1024).toFixed(1)} K` : `${(x / 1024 / 1024).toFixed(2)} M`;
};

/** How many runs of `row` meet `bar`, as `ok 3/3` or `FAIL 1/3`. */
function verdictOf(bar, runs) {
  const n = runs.filter((r) => bar.met(r)).length;
  return `${n === runs.length ? 'ok' : 'FAIL'} ${n}/${runs.length}`;
}

/** The figures of one row (a position × panel), pooled over its runs. */
function rowCells(row) {
  const { runs } = row;
  const all = (key) => runs.flatMap((r) => r[key]);
  const [lt, verdict, open, moved] = BARS.map((bar) => verdictOf(bar, runs));
  const timeouts = all('verdictMs').filter((x) => x === null).length;
  const panelMs = all('panelMs');
  const late = panelMs.filter((x) => x === null).length;
  return [
    row.position,
    row.panel,
    String(all('longTasks').length),
    ms(max(all('longTasks'))),
    lt,
    ms(median(all('verdictMs'))),
    ms(max(all('verdictMs'))) + (timeouts ? ` (${timeouts} lost)` : ''),
    verdict,
    ms(median(runs.map((r) => r.openMs))),
    ms(max(runs.map((r) => r.openMs))),
    open,
    bytes(median(all('replyBytes'))),
    bytes(max(all('replyBytes'))),
    bytes(max(all('perKeyBytes'))),
    moved,
    bytes(median(all('perKeySent'))),
    panelMs.length ? ms(median(panelMs)) : 'n/a',
    panelMs.length ? ms(max(panelMs)) + (late ? ` (${late} late)` : '') : 'n/a',
    ...(hasCpu([row]) ? cpuCells(runs) : []),
  ];
}

/** True when the runs of `rows` carry CPU figures (BENCH_CPU). */
const hasCpu = (rows) => rows.some((row) => row.runs.some((r) => r.cpu));

// Main-thread CPU time while typing, over the runs: the longest task, the tasks over
// 50 ms of CPU (all runs), and the CPU time per keystroke (median of the runs).
function cpuCells(runs) {
  const figures = runs.map((r) => r.cpu).filter((c) => c);
  return [
    ms(max(figures.map((c) => c.longestMs))),
    String(figures.reduce((sum, c) => sum + c.over50, 0)),
    ms(median(figures.map((c) => c.perKeyMs))),
  ];
}

const CPU_HEAD = [
  ['CPU ms', '', ''],
  ['task max', '>50', 'per key'],
];

const HEAD = [
  [
    '',
    '',
    'long tasks',
    '',
    '',
    'Verdict ms',
    '',
    '',
    'open ms',
    '',
    '',
    'worker→page',
    '',
    '',
    '',
    'page→wkr',
    'panel ms',
  ],
  [
    'pos',
    'panel',
    'n',
    'max',
    '≤50',
    'med',
    'max',
    'med≤100',
    'med',
    'max',
    '≤200',
    'reply med',
    'reply max',
    'key max',
    '≤64K',
    'key med',
    'med',
    'max',
  ],
];

/** The table of one file: a header and one line per row, columns aligned. */
export function formatTable(rows) {
  const head = hasCpu(rows)
    ? HEAD.map((h, i) => [...h, ...Array(HEAD[1].length - h.length).fill(''), ...CPU_HEAD[i]])
    : HEAD;
  const lines = [head[1], ...rows.map(rowCells)];
  const widths = head[1].map((_, c) => Math.max(...lines.map((l) => (l[c] ?? '').length)));
  // The group titles sit over their first column.
  const titles = head[1].map((_, c) => head[0][c] ?? '');
  const pad = (cells) =>
    cells
      .map((x, c) => x.padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  return [
    pad(titles.map((t, c) => t.slice(0, Math.max(widths[c], t.length)))),
    ...lines.map(pad),
  ].join('\n');
}

/**
 * The closing lines: which bars every measured row met in all its runs, which not
 * (with the rows that missed them). Returns `{ text, ok }`.
 */
export function summarise(rows) {
  const runs = rows[0]?.runs.length ?? 0;
  const met = [];
  const missed = [];
  for (const bar of BARS) {
    const failing = rows.filter((row) => !row.runs.every((r) => bar.met(r)));
    if (failing.length === 0) met.push(bar.label);
    else
      missed.push(
        `${bar.label} (missed by ${failing.length} of ${rows.length} rows: ${failing
          .map((r) => `${r.file}/${r.position}/${r.panel}`)
          .join(', ')})`,
      );
  }
  const text = [
    `Bars met in ${runs} of ${runs} runs on every row: ${met.length ? met.join('; ') : 'none'}.`,
    ...(missed.length ? [`Not met: ${missed.join('; ')}.`] : []),
  ].join('\n');
  return { text, ok: missed.length === 0 };
}
