// What the benchmark runs inside the page, installed before the app's own scripts
// (page.addInitScript). It records, without adding work on the paths it measures:
//   - every long task (PerformanceObserver 'longtask', from the page's start);
//   - every message the engine worker posts to the page and every message the page
//     posts to it, with its time; sizes are computed only when asked (`drain`, after
//     each keystroke has been answered), in a task of their own that the benchmark
//     leaves out of the long tasks, and the messages are let go then;
//   - for one user action at a time (a keystroke, a click on a tab), the time from
//     the input event to the first animation frame in which the Verdict, or the open
//     panel, shows the result. The DOM is read in the frame after each change to it.
// The function is serialised into the page: it must not refer to anything outside.

/** Installs `window.__uiBench` in the page. */
export function installProbe() {
  const longTasks = [];
  const replies = [];
  const requests = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the figures say 0, the report says why.
  }

  const Native = window.Worker;
  window.Worker = class MeasuredWorker extends Native {
    constructor(url, options) {
      super(url, options);
      // Added before the app's own listener, so it sees every reply first.
      this.addEventListener('message', (event) => {
        replies.push({ t: performance.now(), data: event.data });
      });
    }
    postMessage(message, transfer) {
      requests.push({ t: performance.now(), data: message });
      return transfer === undefined
        ? super.postMessage(message)
        : super.postMessage(message, transfer);
    }
  };

  // JSON length is the size proxy: the replies are plain structured-clone data, mostly
  // ASCII, so one character is one byte. Binary parts count their byte length; Maps and
  // Sets count as the arrays they hold.
  const sizeOf = (data) => {
    let binary = 0;
    const json = JSON.stringify(data, (_key, value) => {
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        binary += value.byteLength;
        return null;
      }
      if (value instanceof Map) return [...value];
      if (value instanceof Set) return [...value];
      return value;
    });
    return (json === undefined ? 0 : json.length) + binary;
  };

  const verdictWord = () => {
    const el = document.querySelector('[role="status"][aria-label="Verdict"]');
    const text = el?.textContent ?? '';
    if (text.includes('Disallowed')) return 'Disallowed';
    return text.includes('Allowed') ? 'Allowed' : null;
  };

  // The open panel shows its content: an element matches `selector` inside the tab
  // panel, each of `sizes` ([selector, attribute, at least]) states the full size,
  // none of `pending` texts is shown, and (when `busy`) nothing in it is aria-busy.
  const panelReady = (check) => {
    const tab = document.querySelector('[role="tab"][aria-selected="true"]');
    if (!tab || !tab.textContent.startsWith(check.tab)) return false;
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    if (!panel || panel.querySelector(check.selector) === null) return false;
    for (const [selector, attribute, least] of check.sizes) {
      if (!(Number(panel.querySelector(selector)?.getAttribute(attribute)) >= least)) return false;
    }
    if (check.pending.some((text) => panel.textContent.includes(text))) return false;
    return !check.busy || panel.querySelector('[aria-busy="true"]') === null;
  };

  // Resolves with the time of the first frame at which `ready()` holds, or null after
  // `timeoutMs`. The DOM is read in the frame after each change to it, and only
  // then: polling every frame would keep the browser drawing 60 frames a second
  // while the page waits for a worker, work a person's browser does not do and
  // that takes the machine from the page being measured.
  const frameWhen = (ready, timeoutMs) =>
    new Promise((resolve) => {
      let frame = 0;
      const finish = (at) => {
        observer.disconnect();
        clearTimeout(timer);
        cancelAnimationFrame(frame);
        resolve(at);
      };
      const check = () => {
        frame = 0;
        const now = performance.now();
        if (ready()) finish(now);
      };
      const observer = new MutationObserver(() => {
        if (frame === 0) frame = requestAnimationFrame(check);
      });
      const timer = setTimeout(() => finish(null), timeoutMs);
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      // What is on screen now may already be the answer.
      frame = requestAnimationFrame(check);
    });

  // The input event that starts an action: its timeStamp is when the browser got it,
  // so time spent waiting for a busy main thread is counted too.
  const nextEvent = (type) =>
    new Promise((resolve) => {
      window.addEventListener(type, (e) => resolve(e.timeStamp), { capture: true, once: true });
    });

  let pending = null;

  window.__uiBench = {
    now: () => performance.now(),

    /** Waits for the Verdict to show `word` and the page to be idle. */
    async settle(word, check, timeoutMs) {
      const shown = await frameWhen(
        () => verdictWord() === word && (check === null || panelReady(check)),
        timeoutMs,
      );
      if (shown === null) return false;
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
      }
      return true;
    },

    /** Arms a keystroke: the next keydown starts the clock. */
    armKey(word, check, verdictTimeoutMs, panelTimeoutMs) {
      pending = (async () => {
        const t0 = await nextEvent('keydown');
        const verdictAt = await frameWhen(() => verdictWord() === word, verdictTimeoutMs);
        const panelAt =
          verdictAt === null || check === null
            ? null
            : await frameWhen(() => panelReady(check), panelTimeoutMs);
        return {
          t0,
          verdictMs: verdictAt === null ? null : verdictAt - t0,
          panelMs: panelAt === null ? null : panelAt - t0,
        };
      })();
    },

    /** Arms a tab click: the next click starts the clock, the panel's content stops it. */
    armOpen(check, timeoutMs) {
      pending = (async () => {
        const t0 = await nextEvent('click');
        const at = await frameWhen(() => panelReady(check), timeoutMs);
        return { t0, openMs: at === null ? null : at - t0 };
      })();
    },

    /** The result of the armed action. */
    result: () => pending,

    /**
     * Long tasks that started in [from, to): their durations in ms. A task that
     * holds one of the `skip` intervals (`drain`'s, the benchmark's own) is left out.
     */
    longTasks: (from, to, skip = []) =>
      longTasks
        .filter((e) => e.start >= from && e.start < to)
        .filter((e) => !skip.some((s) => e.start <= s.from && s.to <= e.start + e.ms))
        .map((e) => e.ms),

    /**
     * Sizes every message not sized yet and lets its data go. Returns the interval
     * this took, `{ from, to }` in performance.now() ms, so the long task it makes
     * can be told apart from the app's.
     */
    drain() {
      const from = performance.now();
      for (const m of [...replies, ...requests]) {
        if (m.data === undefined) continue;
        m.bytes = sizeOf(m.data);
        m.type = typeof m.data?.type === 'string' ? m.data.type : '?';
        m.data = undefined;
      }
      return { from, to: performance.now() };
    },

    /** Sized messages in [from, to), as `{ t, bytes, type }`; `fromWorker` picks the side. */
    messages(from, to, fromWorker) {
      return (fromWorker ? replies : requests)
        .filter((m) => m.t >= from && m.t < to && m.data === undefined)
        .map((m) => ({ t: m.t, bytes: m.bytes, type: m.type }));
    },

    /** True when the browser reports long tasks at all. */
    observesLongTasks: () => PerformanceObserver.supportedEntryTypes.includes('longtask'),
  };
}
