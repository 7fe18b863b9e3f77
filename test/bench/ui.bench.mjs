// npm run bench:ui — "instant feedback on any file", measured in the built app in
// headless Chromium. Two files, (a) the generated 491 KiB file (180 groups × 60
// rules) and (b) ~20,000 short lines in 50 `*` groups with `*`/`$` rules and 1,600+
// lint findings; on each, typing at the END and in the MIDDLE of the file with one
// panel on screen (Agents, URLs, Matrix, Problems, Crawlers), 10 agents and 100 URLs
// loaded through a `#s=` link. Each row is run BENCH_RUNS times (3), each run in a
// fresh browser context and page. Figures and bars:
//   - main-thread long tasks while typing (count, longest; bar: none over 50 ms);
//   - Verdict latency, keydown to the frame showing the flipped word (median, max;
//     bar: the run's median ≤ 100 ms);
//   - panel open time, click on the tab to the frame showing its content and, for
//     panels that mark it, no longer updating (bar ≤ 200 ms);
//   - bytes per worker reply while typing, as JSON length of the message (median,
//     max per reply, max per keystroke; bar: one keystroke moves ≤ 64 KiB from the
//     worker to the page); for information, what the page sends per keystroke and
//     how long the open panel takes to catch up with an edit.
// Env: BENCH_FILE=a|b, BENCH_POSITION=end|middle, BENCH_PANEL=Crawlers (comma lists),
// BENCH_RUNS (3), BENCH_KEYS (keystrokes per run, 12), BENCH_JSON=path (raw figures),
// BENCH_CPU=1 (also the main thread's CPU time while typing, from a trace: what the
// page costs whatever the machine's load; ./ui/cpu.mjs), E2E_OUT_DIR (the build to
// serve, default dist), CHROMIUM_PATH.
// Exits 0 only when every measured row met every bar in every run.
import { writeFileSync } from 'node:fs';
import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { benchFiles, withProbe } from './ui/files.mjs';
import { countFindings, playgroundLink } from './ui/link.mjs';
import { PANELS, START_PANEL } from './ui/panels.mjs';
import { measureRun } from './ui/run.mjs';
import { formatTable, summarise } from './ui/report.mjs';

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const list = (name, all) => {
  const raw = process.env[name];
  if (!raw) return all;
  const wanted = raw.split(',').map((s) => s.trim().toLowerCase());
  const chosen = all.filter((x) => wanted.includes(x.toLowerCase()));
  if (chosen.length === 0) throw new Error(`${name}=${raw} matches none of ${all.join(', ')}`);
  return chosen;
};
const count = (name, fallback) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
};

const files = benchFiles();
const fileIds = list('BENCH_FILE', Object.keys(files));
const positions = list('BENCH_POSITION', ['end', 'middle']);
const panels = list(
  'BENCH_PANEL',
  PANELS.map((p) => p.tab),
).map((tab) => PANELS.find((p) => p.tab === tab));
const runs = count('BENCH_RUNS', 3);
// Keystrokes alternate between flipping to Allowed and back, so keep it even.
const keys = count('BENCH_KEYS', 12);
const panelTimeoutMs = 3000;
const cpu = Boolean(process.env.BENCH_CPU);

const started = Date.now();
const server = await preview({
  build: { outDir: process.env.E2E_OUT_DIR ?? 'dist' },
  preview: { port: 0, host: '127.0.0.1', strictPort: false },
  logLevel: 'warn',
});
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: EXECUTABLE, headless: true, args: FLAGS });

const allRows = [];
try {
  console.log(
    `UI bench, ${new Date().toISOString()}: ${runs} run(s) × ${keys} keystrokes per row, build ${process.env.E2E_OUT_DIR ?? 'dist'}`,
  );
  for (const id of fileIds) {
    const file = files[id];
    const rows = [];
    for (const position of positions) {
      const { text, probeLine } = withProbe(file, position);
      const link = await playgroundLink(base, {
        text,
        agents: file.agents,
        urls: file.urls,
        panel: START_PANEL,
      });
      if (position === positions[0]) {
        const findings = countFindings(text);
        // The Problems rows are meant to show a list of over a thousand findings.
        if (id === 'b' && findings < 1000)
          throw new Error(`file (b) has only ${findings} findings`);
        console.log(
          `\nfile (${id}) ${file.title}: ${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB, ` +
            `${text.split('\n').length.toLocaleString('en')} lines, ` +
            `${findings.toLocaleString('en')} lint findings, ` +
            `${file.agents.length} agents × ${file.urls.length} URLs, link ${(link.length / 1024).toFixed(0)} KiB`,
        );
      }
      for (const panel of panels) {
        const row = { file: id, position, panel: panel.tab, runs: [] };
        for (let r = 0; r < runs; r++) {
          row.runs.push(
            await measureRun(browser, {
              link,
              position,
              probeLine,
              panel,
              keys,
              panelTimeoutMs,
              cpu,
            }),
          );
        }
        rows.push(row);
        const phases = Object.entries(row.runs.at(-1).phases)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
          .join(', ');
        process.stderr.write(
          `  done ${id}/${position}/${panel.tab} (${Math.round((Date.now() - started) / 1000)} s; last run, s: ${phases})\n`,
        );
      }
    }
    console.log(formatTable(rows));
    allRows.push(...rows);
  }
  const { text, ok } = summarise(allRows);
  console.log(
    `\nBytes: JSON.stringify length of each message (≈ bytes for this ASCII data; K = KiB); ` +
      `"key" sums one keystroke's messages. Panel ms: keydown until the open panel is no longer ` +
      `marked as updating (Agents has no such mark: n/a). ` +
      `Wall time ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  if (allRows.some((row) => row.runs.some((r) => !r.observesLongTasks))) {
    console.log('This browser does not report long tasks: the long-task bar cannot be met.');
  }
  console.log(text);
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify(allRows, null, 1));
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.close();
}
