// The worker's brain as a pure handler: one request in, exactly one reply out.
//
// Parse once, compile once, evaluate many: the session keeps the last analysed
// text compiled and answers the Verdict, lint, agent × URL queries, narrations
// and reports against it, each its own request, so the page can ask for the
// quick answer first. A query in the other
// mode makes core parse that mode once and cache it on the compiled file
// (compiledForMode): the two modes read some lines differently. A report runs
// every registry crawler against the held file and adds what it amounts to.
// Any exception becomes an `error` reply: the page never waits for silence.
//
// The lists of a query or a report can make a lot of work: 50 agents × 200 URLs
// of 8 KB against rules such as `*a*a…` cost evaluations of O(pattern × path)
// each (core/pattern.ts never backtracks, so no single one is long). A query or
// report stops once it has spent `budgetMs` evaluating and answers the part it
// did, in request order, with `truncated` saying how much; meanwhile it calls
// `progress` every `progressMs`, so the page knows the worker is busy, not dead.

import {
  chooseGroups,
  compileRobots,
  compiledForMode,
  evaluate,
  evaluatePractice,
  groupStartLines,
  LINE_KINDS,
  outlineRobots,
  parseRobots,
  pathFromUrl,
  practicalReading,
  readAgent,
  sentPathFromUrl,
  urlOfPath,
} from '../core/index';
import { explainDecision } from '../core/explain/index';
import { fixAllBriefs, lintRobots } from '../core/lint/index';
import type { LintOptions } from '../core/lint/index.ts';
import { CATEGORY_KEYS, crawlersByCategory } from '../core/registry/index';
// The worker's own copy of the sources, sent with a reply that cites one: the page
// never loads them for the Verdict.
import { CRAWLER_SOURCES } from '../core/registry/crawler-sources';
import {
  categorySummary,
  contentSignals,
  crawlerReport,
  policySummary,
  proposeGroup,
  reportUrls,
} from '../core/report/index';
import type { CrawlerRow } from '../core/report/types.ts';
import type { CompiledRobots, PracticalReading } from '../core/index.ts';
import type { Decision, Mode, ParsedRobots } from '../core/types.ts';
import type {
  AheadMessage,
  AgentSelection,
  AnalysisSummary,
  AnalyzeRequest,
  CompareBlock,
  CompareRequest,
  ErrorReply,
  ExplainRequest,
  ReadersRequest,
  ExpectRequest,
  GroupSummary,
  LintReply,
  LintRequest,
  LoadRequest,
  PracticeSummary,
  QueryCell,
  CategoryProposal,
  DecisionsReply,
  QueryRequest,
  ReportReply,
  ReportRequest,
  RobotsDiagnostic,
  TokenSelection,
  Truncation,
  VerdictReply,
  VerdictRequest,
  WorkerReply,
  WorkerRequest,
} from './protocol.ts';
import {
  COMPARE_FLIPS_PER_BLOCK,
  COMPARE_MAX_FLIPS,
  encodeLineKinds,
  READERS_MAX_PAIRS,
} from './protocol';
import { compareReaders, type PeerFactory } from '../core/readers/compare-readers.ts';
import {
  checkSitemap,
  sitemapFindings,
  SITEMAP_SAMPLE_URLS,
} from '../core/sitemap/check-sitemap.ts';
import { readSitemap, type XmlSitemapReader } from '../core/sitemap/read-sitemap.ts';
import type { SitemapReply, SitemapRequest } from './protocol.ts';
import { checkExpectations } from '../core/expectations/index.ts';
import { compareCompiled, type AgentFlips, type VerdictFlip } from '../core/compare.ts';

/** A text parsed and compiled, and what it took. */
interface Made {
  text: string;
  mode: Mode;
  limitBytes: number | undefined;
  parsed: ParsedRobots;
  compiled: CompiledRobots;
  parseMs: number;
  compileMs: number;
}

interface Held {
  revision: number;
  /** The analysed text: group proposals are edits into it. */
  text: string;
  parsed: ParsedRobots;
  compiled: CompiledRobots;
}

/** Options of createSession; every field is for tests or wiring. */
export interface SessionOptions {
  /** The lint step (`options`: a lint request's sitemap findings). Default: core's lintRobots with every rule on. */
  lint?: (parsed: ParsedRobots, options: LintOptions) => RobotsDiagnostic[];
  /** Clock in milliseconds. Default `performance.now`. */
  now?: () => number;
  /** Time a query or report may spend evaluating before it answers the part done. Default 1000 ms. */
  budgetMs?: number;
  /** Time a sitemap check may spend before it answers the URLs done: 50,000 fit. Default 1800 ms. */
  sitemapBudgetMs?: number;
  /** Time a comparison of two versions may spend before it answers the agents done. Default 1000 ms. */
  compareBudgetMs?: number;
  /** Called with the request's id during a long query or report, at most every `progressMs`. Default: none. */
  progress?: (id: number) => void;
  /** Default 100 ms. */
  progressMs?: number;
}

/** A session: `handle` never throws and returns the one reply to its request. */
export interface Session {
  handle(request: unknown): WorkerReply;
  /**
   * For an `analyze` request: holds its text now (parsed and compiled), so the
   * questions queued behind it can be answered before its outline is made, and
   * returns the function that makes its one reply (`handle` does both at once).
   * `null` for any other request. Never throws.
   */
  begin?(request: unknown): (() => WorkerReply) | null;
  /**
   * Parses and compiles a text sent ahead of its analysis (AheadMessage), for the
   * next `analyze` of the same text and mode to take over. Never throws: a text
   * that fails is parsed again by its analysis, which then says why.
   */
  prepare?(message: AheadMessage): void;
  /**
   * Gives the session the robots-parser package's reader for `readers` requests
   * (the worker loads it on the first such request); without it that column is empty.
   */
  usePeer?(peer: PeerFactory): void;
  /** Gives the session its sitemap XML reader (the worker loads it on the first `sitemap` request). */
  useXml?(xml: XmlSitemapReader): void;
}

// The path used when only the group selection matters: selection does not depend
// on the URL (RFC 9309 §2.2.1 picks groups by product token alone).
const SELECTION_PROBE = '/';

/** The group proposals of every category that has registry crawlers, both rules. */
function proposalsOf(text: string, parsed: ParsedRobots): CategoryProposal[] {
  const proposals: CategoryProposal[] = [];
  for (const category of CATEGORY_KEYS) {
    if (crawlersByCategory(category).length === 0) continue;
    proposals.push({
      category,
      disallow: proposeGroup(text, parsed, category, { rule: 'disallow' }),
      allow: proposeGroup(text, parsed, category, { rule: 'allow' }),
    });
  }
  return proposals;
}

/** Creates a session holding no file yet. */
export function createSession(options: SessionOptions = {}): Session {
  const lint = options.lint ?? lintRobots;
  const now = options.now ?? (() => performance.now());
  const budgetMs = options.budgetMs ?? 1000;
  const progressMs = options.progressMs ?? 100;
  const sitemapBudgetMs = options.sitemapBudgetMs ?? 1800;
  const compareBudgetMs = options.compareBudgetMs ?? 1000;
  let held: Held | null = null;

  // The time a request started; `over()` says whether its budget is spent, and
  // tells the page the worker is still at it now and then.
  function clockFor(id: number, budget = budgetMs): Clock {
    const start = now();
    let beat = start;
    return {
      over() {
        const t = now();
        if (options.progress && t - beat >= progressMs) {
          beat = t;
          options.progress(id);
        }
        return t - start > budget;
      },
    };
  }

  // A text sent ahead of its analysis, parsed and compiled (see prepare).
  let ahead: Made | null = null;

  function make(text: string, mode: Mode, limitBytes: number | undefined): Made {
    const t0 = now();
    const parsed = parseRobots(text, withLimit({ mode }, limitBytes));
    const t1 = now();
    const compiled = compileRobots(parsed);
    const t2 = now();
    return { text, mode, limitBytes, parsed, compiled, parseMs: t1 - t0, compileMs: t2 - t1 };
  }

  // Held only once every step succeeded, so a failed analysis leaves no
  // half-built file for later queries. The text sent ahead is taken over when it
  // is this one (the same string, as the port rebuilds it from an empty change).
  function hold(
    request: AnalyzeRequest | LoadRequest,
  ): Held & { parseMs: number; compileMs: number } {
    const early = ahead;
    ahead = null;
    const { parsed, compiled, parseMs, compileMs } =
      early !== null &&
      early.text === request.text &&
      early.mode === request.mode &&
      early.limitBytes === request.limitBytes
        ? early
        : make(request.text, request.mode, request.limitBytes);
    held = { revision: request.revision, text: request.text, parsed, compiled };
    return { ...held, parseMs, compileMs };
  }

  function load(request: LoadRequest): WorkerReply {
    const { parsed, parseMs, compileMs } = hold(request);
    return {
      type: 'loaded',
      id: request.id,
      revision: request.revision,
      loadMs: parseMs + compileMs,
      groupStarts: groupStartLines(parsed),
    };
  }

  function analyze(request: AnalyzeRequest): WorkerReply {
    const t0 = now();
    return outline(request, hold(request), t0);
  }

  // The analysis reply of `request`, from the parse `hold` made of its text.
  function outline(
    request: AnalyzeRequest,
    { parsed, compiled, parseMs, compileMs }: Held & { parseMs: number; compileMs: number },
    t0: number,
  ): WorkerReply {
    // The outline reads what the parse kept, so the keystroke path neither reads
    // the text twice nor builds an object per line; lint and explanations build
    // those on their own request.
    const { lineCount, kinds, groups } = outlineRobots(parsed);
    const tokens = selectTokens(groups, compiled);
    const summary: AnalysisSummary = {
      mode: parsed.mode,
      lineCount,
      totalLines: parsed.cuts.beyondLimit ? countLines(request.text) : lineCount,
      bytes: parsed.bytes,
      limitBytes: parsed.limitBytes,
      bom: parsed.bom,
      lineKinds: encodeLineKinds(kinds, LINE_KINDS),
      groups,
      starGroups: groups.filter((group) => group.star).map((group) => group.index),
      sitemaps: parsed.sitemaps,
      cuts: parsed.cuts,
      orphanRules: parsed.orphanRules,
      tokens,
      timing: { parseMs, compileMs, totalMs: now() - t0 },
    };
    return { type: 'analysis', id: request.id, revision: request.revision, summary };
  }

  function heldFor(kind: string, revision: number): Held {
    if (!held) throw new Error('No text has been analysed yet.');
    if (revision !== held.revision) {
      throw new Error(
        `${kind} for revision ${revision}, but the worker holds revision ${held.revision}.`,
      );
    }
    return held;
  }

  function verdict(request: VerdictRequest): WorkerReply {
    const { compiled } = heldFor('Verdict', request.revision);
    const t0 = now();
    const agents = [request.agent];
    const urls = [request.url];
    const { cells, selections } = decide(compiled, agents, urls, request.modes, UNBOUNDED);
    const reply: VerdictReply = {
      type: 'verdict',
      id: request.id,
      revision: request.revision,
      agents,
      urls,
      modes: request.modes,
      cells,
      selections,
      elapsedMs: 0,
    };
    reply.elapsedMs = now() - t0;
    return reply;
  }

  function lintHeld(request: LintRequest): WorkerReply {
    const { parsed, text } = heldFor('Lint', request.revision);
    const t0 = now();
    const diagnostics = lint(parsed, request.sitemap ? { sitemap: request.sitemap } : {});
    const lintMs = now() - t0;
    const reply: LintReply = {
      type: 'lint',
      id: request.id,
      revision: request.revision,
      mode: parsed.mode,
      diagnostics,
      fixAll: fixAllBriefs(text, diagnostics),
      lintMs,
    };
    return reply;
  }

  function query(request: QueryRequest): WorkerReply {
    const { compiled } = heldFor('Query', request.revision);
    const t0 = now();
    const { cells, selections, truncated } = decide(
      compiled,
      request.agents,
      request.urls,
      request.modes,
      clockFor(request.id),
    );
    const reply: DecisionsReply = {
      type: 'decisions',
      id: request.id,
      revision: request.revision,
      agents: request.agents,
      urls: request.urls,
      modes: request.modes,
      cells,
      selections,
      elapsedMs: now() - t0,
    };
    if (truncated) reply.truncated = truncated;
    return reply;
  }

  function report(request: ReportRequest): WorkerReply {
    const { text, compiled } = heldFor('Report', request.revision);
    const t0 = now();
    // The file as read in the requested mode (parsed once per mode, then cached).
    const c = compiledForMode(compiled, request.mode);
    const { urls, rows, truncated } = reportInChunks(c, request.urls, clockFor(request.id));
    const t1 = now();
    const categories = categorySummary(rows);
    const summary = request.summary !== false;
    const policy = summary ? policySummary(c.parsed, c, rows) : null;
    const signals = summary ? contentSignals(c.parsed) : null;
    const t2 = now();
    const proposals = summary ? proposalsOf(text, c.parsed) : null;
    const t3 = now();
    const reply: ReportReply = {
      type: 'report',
      id: request.id,
      revision: request.revision,
      mode: c.mode,
      urls,
      rows,
      categories,
      policy,
      signals,
      proposals,
      timing: {
        rowsMs: t1 - t0,
        summaryMs: t2 - t1,
        proposalsMs: proposals === null ? 0 : t3 - t2,
        totalMs: t3 - t0,
      },
    };
    if (truncated) reply.truncated = truncated;
    return reply;
  }

  function explain(request: ExplainRequest): WorkerReply {
    const { compiled } = heldFor('Explain', request.revision);
    const { agent, url, mode } = request;
    const otherMode: Mode = mode === 'google' ? 'rfc' : 'google';
    // Narrated as the Verdict answers: for what a crawler sends.
    const sent = sentPathFromUrl(url);
    const asked = sent === null ? url : urlOfPath(sent);
    return {
      type: 'explanation',
      id: request.id,
      revision: request.revision,
      agent,
      url,
      mode,
      ...explainDecision(compiled, agent, asked, mode),
      other: { mode: otherMode, decision: tryEvaluate(compiled, agent, asked, otherMode) },
      typed:
        sent === null
          ? null
          : { path: pathFromUrl(url), sent, decision: tryEvaluate(compiled, agent, url, mode) },
    };
  }

  let peer: PeerFactory | null = null;

  function readers(request: ReadersRequest): WorkerReply {
    const { compiled } = heldFor('Readers', request.revision);
    // The pairs compared are bounded: robots-parser answers a few tens of thousands a second.
    const agents: string[] = [];
    const urls = request.urls.slice(0, READERS_MAX_PAIRS);
    let pairs = 0;
    for (const agent of request.agents) {
      if (pairs + urls.length > READERS_MAX_PAIRS) break;
      agents.push(agent);
      pairs += urls.length;
    }
    const { rows, compared } = compareReaders(compiled, agents, urls, peer);
    return {
      type: 'readers',
      id: request.id,
      revision: request.revision,
      rows,
      compared,
      total: request.agents.length * request.urls.length,
      peer: peer !== null,
    };
  }

  let xml: XmlSitemapReader | null = null;

  function sitemap(request: SitemapRequest): WorkerReply {
    const { compiled } = heldFor('Sitemap', request.revision);
    const read = readSitemap(request.sitemap, xml);
    const reply: SitemapReply = {
      type: 'sitemap',
      id: request.id,
      revision: request.revision,
      mode: request.mode,
      kind: read.ok ? read.kind : null,
      problem: read.ok ? null : read.message,
      listed: read.ok ? read.urls.length : 0,
      dropped: read.ok ? read.dropped : 0,
      children: read.ok && read.kind === 'index' ? read.urls.slice(0, SITEMAP_SAMPLE_URLS) : [],
      check: null,
      findings: [],
    };
    // An index lists other sitemaps, which are not fetched: nothing to check.
    if (!read.ok || read.kind === 'index') return reply;
    const clock = clockFor(request.id, sitemapBudgetMs);
    reply.check = checkSitemap(compiled, read.urls, request.agents, request.mode, () =>
      clock.over(),
    );
    reply.findings = sitemapFindings(reply.check);
    if (reply.check.checked < reply.check.total) {
      reply.truncated = { done: reply.check.checked, total: reply.check.total };
    }
    return reply;
  }

  // The other version of the last `compare`, kept while it stays the same: a
  // keystroke in the analysed text then parses only that text.
  let other: { text: string; limitBytes: number; mode: Mode; compiled: CompiledRobots } | null =
    null;

  function compare(request: CompareRequest): WorkerReply {
    const { parsed, compiled } = heldFor('Compare', request.revision);
    const t0 = now();
    const limitBytes = parsed.limitBytes;
    if (
      other === null ||
      other.text !== request.other ||
      other.limitBytes !== limitBytes ||
      other.mode !== request.mode
    ) {
      const parsedOther = parseRobots(request.other, { mode: request.mode, limitBytes });
      other = {
        text: request.other,
        limitBytes,
        mode: request.mode,
        compiled: compileRobots(parsedOther),
      };
    }
    const clock = clockFor(request.id, compareBudgetMs);
    const result = compareCompiled(other.compiled, compiled, {
      mode: request.mode,
      agents: request.agents,
      urls: request.urls,
      registry: true,
      over: () => clock.over(),
    });
    const { blocks, moreBlocks } = compareBlocks(result.changes);
    return {
      type: 'compare',
      id: request.id,
      revision: request.revision,
      otherRevision: request.otherRevision,
      mode: result.mode,
      agents: result.agents.length,
      compared: result.compared,
      urls: result.urls.length,
      givenUrls: new Set(request.urls).size,
      count: result.count,
      blocks,
      moreBlocks,
      complete: result.complete,
      otherCut: other.compiled.parsed.cuts.beyondLimit !== null,
      elapsedMs: now() - t0,
    };
  }

  function expect(request: ExpectRequest): WorkerReply {
    const { compiled } = heldFor('Expectations', request.revision);
    const t0 = now();
    // The engine's decisions stay here: a row needs the verdict, the line and why.
    const rows = checkExpectations(compiled, request.expectations, { mode: request.mode }).map(
      (r) => ({
        expectation: r.expectation,
        pass: r.pass,
        actual: r.actual,
        mode: r.mode,
        line: r.deciding?.line ?? null,
        lineText: r.deciding?.text ?? null,
        why: r.why,
      }),
    );
    return {
      type: 'expect',
      id: request.id,
      revision: request.revision,
      rows,
      elapsedMs: now() - t0,
    };
  }

  function failure(head: ReturnType<typeof headOf>, error: unknown): ErrorReply {
    return {
      type: 'error',
      id: head.id,
      revision: head.revision,
      request: head.type,
      message: messageOf(error),
    };
  }

  return {
    begin(request) {
      const head = headOf(request);
      if (head.type !== 'analyze') return null;
      const t0 = now();
      try {
        const made = hold(request as AnalyzeRequest);
        return () => {
          try {
            return outline(request as AnalyzeRequest, made, t0);
          } catch (error) {
            return failure(head, error);
          }
        };
      } catch (error) {
        return () => failure(head, error);
      }
    },
    prepare(message) {
      ahead = null;
      try {
        ahead = make(message.text, message.mode, undefined);
      } catch {
        // Its analysis parses it again and replies with the error.
      }
    },
    usePeer(next) {
      peer = next;
    },
    useXml(next) {
      xml = next;
    },
    handle(request) {
      const head = headOf(request);
      try {
        if (head.type === 'analyze') return analyze(request as AnalyzeRequest);
        if (head.type === 'load') return load(request as LoadRequest);
        if (head.type === 'verdict') return verdict(request as VerdictRequest);
        if (head.type === 'lint') return lintHeld(request as LintRequest);
        if (head.type === 'query') return query(request as QueryRequest);
        if (head.type === 'report') return report(request as ReportRequest);
        if (head.type === 'explain') return explain(request as ExplainRequest);
        if (head.type === 'readers') return readers(request as ReadersRequest);
        if (head.type === 'sitemap') return sitemap(request as SitemapRequest);
        if (head.type === 'expect') return expect(request as ExpectRequest);
        if (head.type === 'compare') return compare(request as CompareRequest);
        throw new Error('Unknown request.');
      } catch (error) {
        return failure(head, error);
      }
    },
  };
}

/** Whether a request's time is up (see clockFor). */
interface Clock {
  over(): boolean;
}

// The Verdict's one agent × URL is always answered whole.
const UNBOUNDED: Clock = { over: () => false };

// URLs a report evaluates between two looks at the clock.
const REPORT_CHUNK = 8;

/**
 * The crawler report of `urls` (`/` first, see reportUrls), a few URLs at a time
 * until `clock` is over: the rows then hold the verdicts of the URLs done, and
 * `truncated` counts the URLs (`/` included) done of all.
 */
function reportInChunks(
  c: CompiledRobots,
  urls: readonly string[],
  clock: Clock,
): { urls: string[]; rows: CrawlerRow[]; truncated: Truncation | null } {
  const all = reportUrls(urls).slice(1);
  // `/` and the first chunk: crawlerReport adds `/` to every chunk, kept only here.
  const first = crawlerReport(c, all.slice(0, REPORT_CHUNK));
  const rows = first.rows;
  let done = Math.min(all.length, REPORT_CHUNK);
  while (done < all.length && !clock.over()) {
    const next = crawlerReport(c, all.slice(done, done + REPORT_CHUNK));
    next.rows.forEach((row, i) => rows[i]?.verdicts.push(...row.verdicts.slice(1)));
    done = Math.min(all.length, done + REPORT_CHUNK);
  }
  return {
    urls: ['/', ...all.slice(0, done)],
    rows,
    truncated: done < all.length ? { done: done + 1, total: all.length + 1 } : null,
  };
}

/**
 * Every agent × URL × mode decision (agent-major, then URL, then mode) and every
 * agent's selection per mode, until `clock` is over: then the cells and
 * selections done so far, and `truncated` counting agent × URL pairs. Agents that select the same groups for the same
 * reason get the same answer for a URL, so each URL is evaluated once per such
 * selection and mode (most agents of a file usually fall to the `*` group); only
 * the agent's own reading differs between their decisions. A registry crawler
 * that follows other groups in practice (core's practicalReading) gets that
 * answer too, shared the same way.
 */
function decide(
  compiled: CompiledRobots,
  agents: readonly string[],
  urls: readonly string[],
  modes: readonly Mode[],
  clock: Clock,
): { cells: QueryCell[]; selections: AgentSelection[]; truncated: Truncation | null } {
  const total = agents.length * urls.length;
  const cells: QueryCell[] = [];
  const selections: AgentSelection[] = [];
  const shared = new Map<string, Map<string, QueryCell>>();
  const practised = new Map<string, Map<string, Decision | null>>();
  // RFC 9309 §2.2.2 matches the path a crawler requests: as a browser encodes it.
  const sent = urls.map((url) => sentPathFromUrl(url));
  for (let a = 0; a < agents.length; a++) {
    const agent = agents[a] as string;
    const byMode: Map<string, QueryCell>[] = [];
    const practice: ({
      reading: PracticalReading;
      answers: Map<string, Decision | null>;
    } | null)[] = [];
    let reading: AgentSelection['reading'] | null = null;
    for (const mode of modes) {
      const probe = evaluate(compiled, agent, SELECTION_PROBE, { mode });
      const { reason, groups } = probe.selection;
      reading = probe.agent;
      const selection: AgentSelection = { agent, mode, reading, reason, groups };
      const practical = practicalReading(compiledForMode(compiled, mode), agent);
      if (practical !== null) {
        selection.practice = practiceSummary(practical);
        const key = `${mode} ${practical.choice.via} ${practical.choice.groups.join(',')}`;
        let answers = practised.get(key);
        if (answers === undefined) practised.set(key, (answers = new Map()));
        practice.push({ reading: practical, answers });
      } else {
        practice.push(null);
      }
      selections.push(selection);
      const key = `${mode} ${reason} ${groups.join(',')}`;
      let answers = shared.get(key);
      if (answers === undefined) shared.set(key, (answers = new Map()));
      byMode.push(answers);
    }
    for (let u = 0; u < urls.length; u++) {
      // At least one pair is always answered, so every reply moves the page on.
      if ((a > 0 || u > 0) && clock.over()) {
        return { cells, selections, truncated: { done: a * urls.length + u, total } };
      }
      const url = urls[u] as string;
      const sentPath = sent[u] ?? null;
      const asked = sentPath === null ? url : urlOfPath(sentPath);
      for (let m = 0; m < modes.length; m++) {
        const mode = modes[m] as Mode;
        const answers = byMode[m] as Map<string, QueryCell>;
        const known = answers.get(url);
        let cell: QueryCell;
        if (known !== undefined) {
          cell = sameAnswer(known, agent, reading);
        } else {
          try {
            cell = { agent, url, mode, decision: evaluate(compiled, agent, asked, { mode }) };
          } catch (error) {
            // One unreadable URL must not blank the whole matrix.
            cell = { agent, url, mode, decision: null, error: messageOf(error) };
          }
          if (sentPath !== null) cell.sent = sentPath;
          answers.set(url, cell);
        }
        const p = practice[m];
        if (p) {
          // A copy: the shared protocol cell may serve agents without this practice.
          cell = { ...cell, practice: practiceAnswer(compiled, mode, p, url, asked) };
        }
        cells.push(cell);
      }
    }
  }
  return { cells, selections, truncated: null };
}

// The crawler's answer in practice for `url` (compared as `asked`), shared by
// every agent of the same practical groups in the same mode.
function practiceAnswer(
  compiled: CompiledRobots,
  mode: Mode,
  practice: { reading: PracticalReading; answers: Map<string, Decision | null> },
  url: string,
  asked: string,
): Decision | null {
  const known = practice.answers.get(url);
  if (known !== undefined) return withCrawler(known, practice.reading);
  let decision: Decision | null;
  try {
    const c = compiledForMode(compiled, mode);
    decision = evaluatePractice(c, practice.reading.crawler, practice.reading.choice, asked);
  } catch {
    decision = null;
  }
  practice.answers.set(url, decision);
  return decision;
}

function withCrawler(decision: Decision | null, practice: PracticalReading): Decision | null {
  if (decision === null || decision.agent.input === practice.crawler.token) return decision;
  return { ...decision, agent: { ...decision.agent, input: practice.crawler.token } };
}

function practiceSummary({ crawler, choice }: PracticalReading): PracticeSummary {
  return {
    crawler: crawler.token,
    operator: crawler.operator,
    via: choice.via,
    token: choice.token,
    groups: choice.groups,
    source: CRAWLER_SOURCES.get(crawler.token)?.[0] ?? null,
  };
}

// `known`'s answer for another agent with the same selection: only the reading of
// the agent differs.
function sameAnswer(
  known: QueryCell,
  agent: string,
  reading: AgentSelection['reading'] | null,
): QueryCell {
  if (known.decision === null || reading === null) return { ...known, agent };
  return { ...known, agent, decision: { ...known.decision, agent: reading } };
}

// The comparisons beside a narration: left out (`null`) when the URL cannot be read,
// which the narration itself explains.
function tryEvaluate(
  compiled: CompiledRobots,
  agent: string,
  url: string,
  mode: Mode,
): Decision | null {
  try {
    return evaluate(compiled, agent, url, { mode });
  } catch {
    return null;
  }
}

function withLimit(
  options: { mode: Mode },
  limitBytes: number | undefined,
): { mode: Mode; limitBytes?: number } {
  return limitBytes === undefined ? options : { ...options, limitBytes };
}

// Each token the file names, with the groups evaluate() would select for it:
// from the name index, so no rule is merged or ordered on the keystroke path.
function selectTokens(groups: readonly GroupSummary[], compiled: CompiledRobots): TokenSelection[] {
  const seen = new Set<string>();
  const out: TokenSelection[] = [];
  for (const group of groups) {
    for (const agent of group.agents) {
      if (agent.star || agent.token === '' || seen.has(agent.token)) continue;
      seen.add(agent.token);
      const { reason, groups: selected } = chooseGroups(compiled, readAgent(agent.token).token);
      out.push({ token: agent.token, reason, groups: selected });
    }
  }
  return out;
}

/**
 * The flips of a comparison as the page lists them: agents that share one list of
 * flips (core/compare gives them the same array) make one block, and the blocks
 * hold at most COMPARE_MAX_FLIPS flips in all, COMPARE_FLIPS_PER_BLOCK each.
 */
export function compareBlocks(changes: readonly AgentFlips[]): {
  blocks: CompareBlock[];
  moreBlocks: number;
} {
  const byFlips = new Map<VerdictFlip[], CompareBlock>();
  const all: CompareBlock[] = [];
  for (const change of changes) {
    const block = byFlips.get(change.flips);
    if (block) {
      block.agents.push(change.agent);
      continue;
    }
    const made = { agents: [change.agent], flips: change.flips, total: change.flips.length };
    byFlips.set(change.flips, made);
    all.push(made);
  }
  const blocks: CompareBlock[] = [];
  let room = COMPARE_MAX_FLIPS;
  for (const block of all) {
    if (room <= 0) break;
    const flips = block.flips.slice(0, Math.min(COMPARE_FLIPS_PER_BLOCK, room));
    room -= flips.length;
    blocks.push({ ...block, flips });
  }
  return { blocks, moreBlocks: all.length - blocks.length };
}

const REQUEST_TYPES: ReadonlySet<WorkerRequest['type']> = new Set([
  'analyze',
  'load',
  'verdict',
  'lint',
  'query',
  'report',
  'explain',
  'readers',
  'sitemap',
  'expect',
  'compare',
]);

function headOf(request: unknown): {
  type: WorkerRequest['type'] | 'unknown';
  id: number;
  revision: number;
} {
  const r = (typeof request === 'object' && request !== null ? request : {}) as {
    type?: unknown;
    id?: unknown;
    revision?: unknown;
  };
  return {
    type: REQUEST_TYPES.has(r.type as WorkerRequest['type'])
      ? (r.type as WorkerRequest['type'])
      : 'unknown',
    id: typeof r.id === 'number' ? r.id : -1,
    revision: typeof r.revision === 'number' ? r.revision : -1,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Lines of `text` as the parser splits them (LF, CR or CRLF end a line). */
function countLines(text: string): number {
  let lines = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) lines++;
    else if (c === 13) {
      lines++;
      if (text.charCodeAt(i + 1) === 10) i++;
    }
  }
  return lines;
}
