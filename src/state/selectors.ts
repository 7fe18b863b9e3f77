// Named selectors: the only way panels read the store. Each returns plain data
// built from references already in the store, so the hook's structural equality
// (./equal.ts) keeps re-renders to real changes. Lines are 1-based.

import type { Cuts, Decision, DecisionReason, LineKind, Mode } from '../core/types.ts';
import type {
  AgentSelection,
  AnalysisSummary,
  ExplanationReply,
  GroupSummary,
  PracticeSummary,
  QueryCell,
  RobotsDiagnostic,
  TokenSelection,
} from '../worker/protocol.ts';
import { lineKindAt } from '../worker/protocol';
import type {
  DecisionsSlice,
  PanelId,
  PersistStatus,
  PlaygroundState,
  Theme,
  WorkerStatus,
} from './types.ts';

type Selector<T> = (state: PlaygroundState) => T;

const NO_GROUPS: readonly GroupSummary[] = [];
const NO_DIAGNOSTICS: readonly RobotsDiagnostic[] = [];

/** The editor text. */
export const selectText: Selector<string> = (s) => s.text;
/** The document revision (incremented on each edit). */
export const selectRevision: Selector<number> = (s) => s.revision;
/** The reading mode of the whole page. */
export const selectMode: Selector<Mode> = (s) => s.mode;
/** The host declared for the file, `''` if none. */
export const selectHost: Selector<string> = (s) => s.host;
/** The agent list. */
export const selectAgents: Selector<readonly string[]> = (s) => s.agents;
/** The Verdict's agent (in the agent list or not), or `null`. */
export const selectSelectedAgent: Selector<string | null> = (s) => s.selectedAgent;
/** The URL list. */
export const selectUrls: Selector<readonly string[]> = (s) => s.urls;
/** The Verdict's URL (in the URL list or not), or `null`. */
export const selectSelectedUrl: Selector<string | null> = (s) => s.selectedUrl;
/** True while the answer to the Verdict's question is kept back (see SelectionSlice.hideAnswer). */
export const selectHideAnswer: Selector<boolean> = (s) => s.hideAnswer;
/** The open panel. */
export const selectPanel: Selector<PanelId> = (s) => s.panel;
/** The theme setting (`'system'` follows the OS). */
export const selectTheme: Selector<Theme> = (s) => s.theme;
/** Whether the editor wraps long lines. */
export const selectSoftWrap: Selector<boolean> = (s) => s.softWrap;
/** True when the address bar follows the state (the user turned it on, or copied a link). */
export const selectLiveLinkOn: Selector<boolean> = (s) => s.liveLink === 'on';
/** The worker's health. */
export const selectWorkerStatus: Selector<WorkerStatus> = (s) => s.worker;
/** Whether the draft is being saved locally. */
export const selectPersistStatus: Selector<PersistStatus> = (s) => s.persist;

/** The latest applied analysis (possibly of an older revision), or `null`. */
export const selectAnalysis: Selector<AnalysisSummary | null> = (s) => s.analysis;

/** True when the shown analysis is of the current text. */
export const selectIsAnalysisCurrent: Selector<boolean> = (s) =>
  s.analysis !== null && s.analysisRevision === s.revision;

/** The groups of the latest analysis, in file order (empty before any). */
export const selectGroups: Selector<readonly GroupSummary[]> = (s) =>
  s.analysis?.groups ?? NO_GROUPS;

/** The latest lint findings (see selectIsLintCurrent). */
export const selectDiagnostics: Selector<readonly RobotsDiagnostic[]> = (s) =>
  s.lint?.diagnostics ?? NO_DIAGNOSTICS;

/** True when the shown findings are of the current text (their fixes' offsets are into it). */
export const selectIsLintCurrent: Selector<boolean> = (s) =>
  s.lint !== null && s.lint.revision === s.revision;

/** The distinct agent tokens the file names (lower-cased, `*` excluded), in file order. */
export const selectFileTokens: Selector<string[]> = (s) =>
  (s.analysis?.tokens ?? []).map((t) => t.token);

/** The group at `index`, or `null`. */
export const selectGroup =
  (index: number): Selector<GroupSummary | null> =>
  (s) =>
    s.analysis?.groups[index] ?? null;

/** The group whose line range holds `line`, or `null` (blank lines between groups, orphans). */
export const selectGroupAtLine =
  (line: number): Selector<GroupSummary | null> =>
  (s) =>
    s.analysis?.groups.find((g) => g.startLine <= line && line <= g.endLine) ?? null;

/** What `line` is, or `null` when it was not parsed. */
export const selectLineKind =
  (line: number): Selector<LineKind | null> =>
  (s) =>
    s.analysis ? lineKindAt(s.analysis.lineKinds, line) : null;

/** The cell of `reply` for `agent` × `url` × `mode`, or undefined when it does not hold one. */
function cellIn(
  reply: DecisionsSlice['decisions'] | DecisionsSlice['verdict'],
  agent: string,
  url: string,
  mode: Mode,
): QueryCell | undefined {
  if (!reply) return undefined;
  const a = reply.agents.indexOf(agent);
  const u = reply.urls.indexOf(url);
  const m = reply.modes.indexOf(mode);
  if (a < 0 || u < 0 || m < 0) return undefined;
  return reply.cells[(a * reply.urls.length + u) * reply.modes.length + m];
}

/**
 * The freshest answer for `agent` × `url` in `mode` (default: the page's): the
 * Verdict's own reply while it is at least as new as the agents × URLs, else
 * theirs; with the revision it was made for. `null` while unanswered.
 */
export const selectAnswer =
  (agent: string, url: string, mode?: Mode): Selector<Answer | null> =>
  (s) => {
    const m = mode ?? s.mode;
    const v = s.verdict;
    const d = s.decisions;
    if (v && (!d || v.revision >= d.revision)) {
      const cell = cellIn(v, agent, url, m);
      if (cell) return answerOf(cell, v.revision);
    }
    const cell = cellIn(d, agent, url, m);
    return cell && d ? answerOf(cell, d.revision) : null;
  };

/** An answer as selectAnswer gives it. */
export interface Answer {
  decision: Decision | null;
  /** The revision the answer was made for. */
  revision: number;
  /** QueryCell.sent, when the URL goes out in another form. */
  sent?: string;
  /** True when the answer also has a reading in practice (see selectPractice). */
  practice?: true;
}

function answerOf(cell: QueryCell, revision: number): Answer {
  const answer: Answer = { decision: cell.decision, revision };
  if (cell.sent !== undefined) answer.sent = cell.sent;
  if (cell.practice !== undefined) answer.practice = true;
  return answer;
}

/** True when the answer for `agent` × `url` (page's mode) also has a reading in practice. */
export const selectHasPractice =
  (agent: string, url: string): Selector<boolean> =>
  (s) =>
    selectAnswer(agent, url)(s)?.practice === true;

/**
 * The path a crawler requests for `url` when it differs from the typed one (the
 * worker's QueryCell.sent, which the answer for `agent` × `url` is about), else
 * `null`.
 */
export const selectSentPath =
  (agent: string, url: string): Selector<string | null> =>
  (s) =>
    selectAnswer(agent, url)(s)?.sent ?? null;

/**
 * What the registry crawler `agent` does in practice for `url` in `mode` (default:
 * the page's), from the same reply as selectAnswer, when the operator documents
 * a reading the protocol does not make (see the worker's PracticeSummary); `null`
 * otherwise and while unanswered.
 */
export const selectPractice =
  (
    agent: string,
    url: string,
    mode?: Mode,
  ): Selector<{ summary: PracticeSummary; decision: Decision | null } | null> =>
  (s) => {
    const m = mode ?? s.mode;
    const v = s.verdict;
    const d = s.decisions;
    const reply = v && (!d || v.revision >= d.revision) && cellIn(v, agent, url, m) ? v : d;
    const cell = cellIn(reply, agent, url, m);
    if (!reply || cell?.practice === undefined) return null;
    const summary = reply.selections.find((x) => x.agent === agent && x.mode === m)?.practice;
    return summary ? { summary, decision: cell.practice } : null;
  };

/**
 * The full decision for `agent` × `url` in `mode` (default: the page's mode), or
 * `null` while the worker has not answered that question. May be of an older
 * revision: see selectIsAnswerCurrent.
 */
export const selectDecision =
  (agent: string, url: string, mode?: Mode): Selector<Decision | null> =>
  (s) =>
    selectAnswer(agent, url, mode)(s)?.decision ?? null;

/** True when the answer shown for `agent` × `url` (page's mode) is of the current text. */
export const selectIsAnswerCurrent =
  (agent: string, url: string): Selector<boolean> =>
  (s) =>
    selectAnswer(agent, url)(s)?.revision === s.revision;

/**
 * The worker's narration of `agent` × `url` in `mode` (default: the page's), or
 * `null` while it has not answered that question. May be of an older revision:
 * see selectIsExplanationCurrent.
 */
export const selectExplanation =
  (agent: string, url: string, mode?: Mode): Selector<ExplanationReply | null> =>
  (s) => {
    const e = s.explanation;
    return e && e.agent === agent && e.url === url && e.mode === (mode ?? s.mode) ? e : null;
  };

/** True when the shown narration is of the current text. */
export const selectIsExplanationCurrent: Selector<boolean> = (s) =>
  s.explanation !== null && s.explanation.revision === s.revision;

/** True when the shown decisions are of the current text. */
export const selectIsDecisionsCurrent: Selector<boolean> = (s) =>
  s.decisions !== null && s.decisions.revision === s.revision;

/** The short answer for one agent and URL: what the Verdict panel and the matrix show. */
export interface Verdict {
  allowed: boolean;
  /** The deciding rule's line, or `null` when no rule decided. */
  line: number | null;
  reason: DecisionReason;
  mode: Mode;
  /** False while the answer is for an older revision of the text. */
  current: boolean;
}

/** The verdict for `agent` × `url` (mode default: the page's), or `null` when unanswered. */
export const selectVerdict =
  (agent: string, url: string, mode?: Mode): Selector<Verdict | null> =>
  (s) => {
    const answer = selectAnswer(agent, url, mode)(s);
    const decision = answer?.decision;
    if (!answer || !decision) return null;
    return {
      allowed: decision.allowed,
      line: decision.rule?.line ?? null,
      reason: decision.reason,
      mode: decision.mode,
      current: answer.revision === s.revision,
    };
  };

/** The verdict for the Verdict's agent and URL, or `null`. */
export const selectSelectedVerdict: Selector<Verdict | null> = (s) =>
  s.selectedAgent === null || s.selectedUrl === null
    ? null
    : selectVerdict(s.selectedAgent, s.selectedUrl)(s);

/** How the engine read `agent` and which groups it selects, or `null` if unknown yet. */
export interface AgentGroups {
  reason: TokenSelection['reason'];
  groups: number[];
  /** The engine's reading (token extracted from a full UA string); `null` when only the file's token list knew it. */
  reading: AgentSelection['reading'] | null;
  /**
   * The groups a registry crawler follows in practice, as the worker found them,
   * when they are not these (a documented fallback, ignoring `*`); absent otherwise.
   */
  practice?: PracticeSummary;
}

/** `selection` as AgentGroups: its reason, groups, reading and practice. */
export function agentGroupsOf(selection: AgentSelection): AgentGroups {
  const { reason, groups, reading, practice } = selection;
  return practice ? { reason, groups, reading, practice } : { reason, groups, reading };
}

/**
 * The selection of `agent` in `mode` (default: the page's): from the worker's
 * answer for the agent list, else from the file's own token list (exact,
 * lower-cased), else `null`.
 */
export const selectAgentGroups =
  (agent: string, mode?: Mode): Selector<AgentGroups | null> =>
  (s) => {
    const m = mode ?? s.mode;
    const v = s.verdict;
    const d = s.decisions;
    const newer = v && (!d || v.revision >= d.revision) ? [v, d] : [d, v];
    let hit: AgentSelection | undefined;
    for (const reply of newer) {
      hit ??= reply?.selections.find((x) => x.agent === agent && x.mode === m);
    }
    if (hit) return agentGroupsOf(hit);
    if (s.analysis?.mode !== m) return null;
    const token = s.analysis.tokens.find((t) => t.token === agent.trim().toLowerCase());
    return token ? { reason: token.reason, groups: token.groups, reading: null } : null;
  };

/** The groups `agent` reads (see selectAgentGroups), in file order; empty when none or unknown. */
export const selectGroupsForAgent =
  (agent: string, mode?: Mode): Selector<GroupSummary[]> =>
  (s) => {
    const selection = selectAgentGroups(agent, mode)(s);
    const groups = s.analysis?.groups ?? NO_GROUPS;
    if (!selection) return [];
    return selection.groups.flatMap((i) => (groups[i] ? [groups[i]] : []));
  };

/** Who reads a group: the agents (list and file tokens) that select it, and those a `*` group misses. */
export interface GroupReaders {
  /** Agents from the list, then file tokens not in it, that select the group. */
  readers: string[];
  /** For a `*` group: named agents that do not read it because they have their own group. */
  shadowed: string[];
}

/** Who reads group `index` (in the page's mode). */
export const selectGroupReaders =
  (index: number): Selector<GroupReaders> =>
  (s) => {
    const readers: string[] = [];
    const shadowed: string[] = [];
    const isStar = s.analysis?.groups[index]?.star ?? false;
    const seen = new Set<string>();
    const names = [...s.agents, ...(s.analysis?.tokens ?? []).map((t) => t.token)];
    for (const name of names) {
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const selection = selectAgentGroups(name)(s);
      if (!selection) continue;
      if (selection.groups.includes(index)) readers.push(name);
      else if (isStar && (selection.reason === 'exact' || selection.reason === 'merged')) {
        shadowed.push(name);
      }
    }
    return { readers, shadowed };
  };

/** The agents × URLs grid of verdicts in the page's mode (`null` cells: not answered yet). */
export interface Matrix {
  agents: readonly string[];
  urls: readonly string[];
  /** `rows[a][u]` is the verdict for `agents[a]` × `urls[u]`. */
  rows: (Verdict | null)[][];
}

/** The matrix for the agent and URL lists. */
export const selectMatrix: Selector<Matrix> = (s) => ({
  agents: s.agents,
  urls: s.urls,
  rows: s.agents.map((agent) => s.urls.map((url) => selectVerdict(agent, url)(s))),
});

/** What the status line shows. */
export interface StatusLine {
  /** Lines (the whole text's) and UTF-8 bytes of the analysed text; `null` before the first analysis. */
  lines: number | null;
  bytes: number | null;
  limitBytes: number | null;
  /** Worker time of the last analysis, in milliseconds. */
  lastAnalysisMs: number | null;
  /** Set when the file exceeds the parse limit. */
  beyondLimit: Cuts['beyondLimit'];
  /** True while the analysis shown is of an older revision. */
  pending: boolean;
}

/** The status line's figures. */
export const selectStatusLine: Selector<StatusLine> = (s) => ({
  lines: s.analysis?.totalLines ?? null,
  bytes: s.analysis?.bytes ?? null,
  limitBytes: s.analysis?.limitBytes ?? null,
  lastAnalysisMs: s.lastAnalysisMs,
  beyondLimit: s.analysis?.cuts.beyondLimit ?? null,
  pending: !selectIsAnalysisCurrent(s) && selectEngineError(s) === null,
});

/**
 * What the engine could not do for the current text (an analysis or a question
 * that failed in the worker), or `null`. An edit makes a new text, which is tried
 * afresh, so a failure about an older revision is not shown.
 */
export const selectEngineError: Selector<string | null> = (s) =>
  s.analysisError !== null && s.analysisErrorRevision === s.revision ? s.analysisError : null;

/**
 * True once the engine has had trouble worth words (restarting, stopped, a
 * question given up on, a restart); what exactly is read by the modules that say it.
 */
export const selectEngineTroubled: Selector<boolean> = (s) =>
  // Restarting or stopped comes with a crash, and so with a restart counted.
  s.worker.restarts > 0 || s.worker.stopped.length > 0;

/** The worker banner's text, or `null` when no banner should show. */
export const selectWorkerBanner: Selector<string | null> = (s) =>
  s.worker.message !== null && !s.worker.dismissed ? s.worker.message : null;

/** The message of a failed local save, or `null`. */
export const selectPersistError: Selector<string | null> = (s) =>
  s.persist.state === 'failed' ? s.persist.message : null;

/** Where a save that worked is kept, when it matters (local storage only), or `null`. */
export const selectPersistNote: Selector<string | null> = (s) =>
  s.persist.state === 'saved' ? s.persist.message : null;
