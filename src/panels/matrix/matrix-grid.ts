// The Matrix's cells read from the worker's decisions through maps: agent, URL and
// mode positions are looked up once per decisions reply, so a cell costs O(1)
// however long the lists are (a link may ask for 1,000 agents × 1,000 URLs).
// Cells are read on demand (only the ones on screen); the whole grid is built
// only for an export. Pure.

import type { Decision, Mode } from '../../core/types.ts';
import type { Matrix, PlaygroundState, Verdict } from '../../state/index.ts';

type Decisions = NonNullable<PlaygroundState['decisions']>;

/** One cell: the page mode's decision, whether the other mode disagrees, and whether it is of the current text. */
export interface MatrixCell {
  verdict: Verdict | null;
  /** True when another mode answered and answered differently. */
  disagree: boolean;
  /**
   * The registry crawler's verdict in practice (the worker's QueryCell.practice),
   * set only when it differs from `verdict`; with who documents it.
   */
  practice: (Verdict & { operator: string | null }) | null;
}

/** Reads cells of a decisions reply by agent and URL. */
export interface MatrixGrid {
  /** The cell for `agent` × `url` in the grid's mode; an unanswered pair has a `null` verdict. */
  cell(agent: string, url: string): MatrixCell;
  /** The path a crawler requests for `url` when it differs from the typed one, else `null`. */
  sent(url: string): string | null;
}

const PENDING: MatrixCell = { verdict: null, disagree: false, practice: null };

function verdictOf(decision: Decision, current: boolean): Verdict {
  return {
    allowed: decision.allowed,
    line: decision.rule?.line ?? null,
    reason: decision.reason,
    mode: decision.mode,
    current,
  };
}

function positions(list: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  list.forEach((x, i) => {
    if (!out.has(x)) out.set(x, i);
  });
  return out;
}

/**
 * A grid over `decisions` in `mode`; `current` marks its verdicts as of the current
 * text. O(agents + URLs) to build, O(modes) per cell. `null` decisions answer pending.
 */
export function matrixGrid(decisions: Decisions | null, mode: Mode, current: boolean): MatrixGrid {
  if (decisions === null) return { cell: () => PENDING, sent: () => null };
  const agents = positions(decisions.agents);
  const urls = positions(decisions.urls);
  const m = decisions.modes.indexOf(mode);
  const modes = decisions.modes.length;
  const width = decisions.urls.length;
  const operators = new Map<string, string | null>();
  for (const s of decisions.selections) {
    if (s.mode === mode && s.practice) operators.set(s.agent, s.practice.operator);
  }
  return {
    sent(url) {
      const u = urls.get(url);
      // The sent form depends on the URL alone: any agent's cell holds it.
      return u === undefined ? null : (decisions.cells[u * modes]?.sent ?? null);
    },
    cell(agent, url) {
      const a = agents.get(agent);
      const u = urls.get(url);
      if (a === undefined || u === undefined || m < 0) return PENDING;
      const base = (a * width + u) * modes;
      const cell = decisions.cells[base + m];
      const decision: Decision | null | undefined = cell?.decision;
      if (!decision) return PENDING;
      let disagree = false;
      for (let k = 0; k < modes; k++) {
        const other = decisions.cells[base + k]?.decision;
        if (other && other.allowed !== decision.allowed) disagree = true;
      }
      const practised = cell?.practice;
      const practice =
        practised && practised.allowed !== decision.allowed
          ? { ...verdictOf(practised, current), operator: operators.get(agent) ?? null }
          : null;
      return { verdict: verdictOf(decision, current), disagree, practice };
    },
  };
}

/** The whole grid as the export functions take it (every agent × every URL). */
export function matrixOf(
  grid: MatrixGrid,
  agents: readonly string[],
  urls: readonly string[],
): Matrix {
  return {
    agents,
    urls,
    rows: agents.map((agent) => urls.map((url) => grid.cell(agent, url).verdict)),
  };
}
