// One measured run: a fresh browser context and page opened on a link that holds
// the file, 10 agents and 100 URLs; a click on the panel's tab (timed); the cursor
// put at the end of the probe rule as a person would (Ctrl+End, or Ctrl+Alt+G to go
// to a line); two warm-up keystrokes (the first edit of a shared link saves the
// draft once); then `keys` keystrokes that each flip the Verdict, one at a time:
// press, wait until the Verdict shows the new word, then until the open panel is no
// longer marked as updating (or `panelTimeoutMs` passes), then the next.
import { installProbe } from './in-page.mjs';
import { PROBE_RULE } from './files.mjs';
import { TRACE_CATEGORIES, cpuFigures, mainThreadTasks } from './cpu.mjs';

const VERDICT_TIMEOUT_MS = 10_000;
// BENCH_TRACE=1 prints each step of a run to stderr (to see where a slow page stalls).
const trace = process.env.BENCH_TRACE
  ? (step) => process.stderr.write(`    ${new Date().toISOString().slice(11, 23)} ${step}\n`)
  : () => {};
const LOAD_TIMEOUT_MS = 60_000;

/**
 * Measures one run of `panel` with the page opened at `link` and the probe rule on
 * 1-based line `probeLine` (`position` is `end` or `middle`). Returns the raw
 * figures of the run; throws when the page never shows the file's verdict.
 */
export async function measureRun(
  browser,
  { link, position, probeLine, panel, keys, panelTimeoutMs, cpu = false },
) {
  const phases = {};
  let mark = Date.now();
  const phase = (name) => {
    const now = Date.now();
    phases[name] = now - mark;
    mark = now;
    trace(`${name} done in ${phases[name]} ms`);
  };
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    await page.goto(link);
    const { tab, selector, sizes, pending, busy } = panel;
    const check = { tab, selector, sizes, pending, busy };
    if (
      !(await page.evaluate(
        ([ms]) => window.__uiBench.settle('Disallowed', null, ms),
        [LOAD_TIMEOUT_MS],
      ))
    ) {
      throw new Error('the Verdict never showed Disallowed for the probe');
    }

    phase('load');
    await page.evaluate(([c, ms]) => window.__uiBench.armOpen(c, ms), [check, LOAD_TIMEOUT_MS]);
    await page.getByRole('tab', { name: panel.tab, exact: true }).click();
    const open = await within(
      page.evaluate(() => window.__uiBench.result()),
      LOAD_TIMEOUT_MS + 5000,
      `the click on ${panel.tab}`,
    );
    trace(`open: ${JSON.stringify(open)}`);
    await page.evaluate(
      ([c, ms]) => window.__uiBench.settle('Disallowed', c, ms),
      [check, LOAD_TIMEOUT_MS],
    );

    phase('open');
    await placeCursor(page, position, probeLine);
    phase('cursor');

    // The panel's own wait only means something when it marks itself as updating.
    const keyCheck = panel.busy ? check : null;
    // The benchmark's own work in the page (sizing messages), left out of long tasks.
    const own = [];
    const press = async (i) => {
      const word = i % 2 === 0 ? 'Allowed' : 'Disallowed';
      await page.evaluate(
        ([w, c, v, p]) => window.__uiBench.armKey(w, c, v, p),
        [word, keyCheck, VERDICT_TIMEOUT_MS, panelTimeoutMs],
      );
      if (i % 2 === 0) await page.keyboard.type('y');
      else await page.keyboard.press('Backspace');
      const stroke = await within(
        page.evaluate(() => window.__uiBench.result()),
        VERDICT_TIMEOUT_MS + panelTimeoutMs + 5000,
        `keystroke ${i}`,
      );
      trace(`key ${i}: ${JSON.stringify(stroke)}`);
      own.push(await page.evaluate(() => window.__uiBench.drain()));
      return stroke;
    };
    await press(0);
    await press(1);

    phase('warm-up');
    // Tracing costs the page some time of its own: only when CPU figures are asked for.
    if (cpu) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const from = await page.evaluate(() => window.__uiBench.now());
    const strokes = [];
    for (let i = 0; i < keys; i++) strokes.push(await press(i));
    const to = await page.evaluate(() => window.__uiBench.now());
    const traced = cpu ? JSON.parse((await browser.stopTracing()).toString('utf8')) : null;
    phase('typing');

    await page.evaluate(() => window.__uiBench.drain());
    const [longTasks, replies, requests, observes] = await page.evaluate(
      ([f, t, skip]) => [
        window.__uiBench.longTasks(f, t, skip),
        window.__uiBench.messages(f, t, true),
        window.__uiBench.messages(f, t, false),
        window.__uiBench.observesLongTasks(),
      ],
      [from, to, own],
    );
    return {
      phases,
      openMs: open.openMs,
      longTasks,
      observesLongTasks: observes,
      verdictMs: strokes.map((s) => s.verdictMs),
      panelMs: panel.busy ? strokes.map((s) => s.panelMs) : [],
      replyBytes: replies.map((m) => m.bytes),
      replyTypes: countTypes(replies),
      perKeyBytes: perKeystroke(strokes, replies, to),
      perKeySent: perKeystroke(strokes, requests, to),
      cpu: traced ? cpuFigures(mainThreadTasks(traced.traceEvents ?? []), keys) : null,
    };
  } finally {
    await context.close();
  }
}

// The cursor goes after `/zz` on the probe rule, by keyboard; the active-line mark
// confirms it is there before anything is measured.
async function placeCursor(page, position, probeLine) {
  await page.locator('.cm-content[aria-label="robots.txt"] .cm-line').first().click();
  if (position === 'end') {
    await page.keyboard.press('Control+End');
  } else {
    await page.keyboard.press('Control+Alt+g');
    const field = page.locator('.cm-goto-line input[name="line"]');
    await field.fill(`${probeLine}:${PROBE_RULE.length}`);
    await field.press('Enter');
  }
  await page
    .locator('.cm-activeLine', { hasText: PROBE_RULE })
    .waitFor({ timeout: 10_000 })
    .catch(() => {
      throw new Error(`the cursor is not on the probe rule (line ${probeLine})`);
    });
}

// Rejects when `promise` has not settled after `ms` (an input event never arrived).
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from the page in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// Bytes per keystroke: every message between its keydown and the next one's.
function perKeystroke(strokes, messages, end) {
  return strokes.map((s, i) => {
    const until = strokes[i + 1]?.t0 ?? end;
    return messages.filter((m) => m.t >= s.t0 && m.t < until).reduce((sum, m) => sum + m.bytes, 0);
  });
}

function countTypes(messages) {
  const out = {};
  for (const m of messages) out[m.type] = (out[m.type] ?? 0) + 1;
  return out;
}
