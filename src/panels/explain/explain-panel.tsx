// The Explain panel: the selected agent × URL narrated step by step, as RFC 9309
// reads it — 1. pick the group (§2.2.1), 2. pick the winning rule (§2.2.2,
// §2.2.3), 3. default allow — each step pointing at the lines it uses, then the
// misconception notes this file triggers.

import { useId, type ReactNode } from 'react';
import type { Decision, Mode } from '../../core/types.ts';
import {
  selectAgents,
  selectAnalysis,
  selectExplanation,
  selectIsExplanationCurrent,
  selectSelectedAgent,
  selectSelectedUrl,
  selectUrls,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type AgentLineSummary,
  type AnalysisSummary,
  type ExplanationReply,
  type GroupSummary,
} from '../../state/index.ts';
import type { RuleRow } from '../../core/explain/index.ts';
import { counted } from '../../components/index.ts';
import './explain.css';
import { formatNumber } from '../../core/numbers.ts';

const MODE_NAMES: Readonly<Record<Mode, string>> = {
  google: 'Google reference parser',
  rfc: 'strict RFC 9309',
};

const RFC_URL = 'https://www.rfc-editor.org/rfc/rfc9309.html';

function Cite(props: { section: string; anchor: string }): ReactNode {
  return (
    <a className="cite" href={`${RFC_URL}#${props.anchor}`} target="_blank" rel="noreferrer">
      RFC 9309 §{props.section}
    </a>
  );
}

function LineButton(props: { line: number; label?: string; children?: ReactNode }): ReactNode {
  const editor = useEditorCommands();
  return (
    <button
      type="button"
      className="line-btn"
      aria-label={props.label ?? `Go to line ${props.line}`}
      onClick={() => editor.revealLine(props.line)}
    >
      {props.children ?? `line ${props.line}`}
    </button>
  );
}

function GroupButton(props: { group: GroupSummary | undefined }): ReactNode {
  const g = props.group;
  if (!g) return null;
  return (
    <LineButton line={g.startLine} label={`Go to the group on lines ${g.startLine}–${g.endLine}`}>
      lines {g.startLine}–{g.endLine}
    </LineButton>
  );
}

function ruleText(kind: 'allow' | 'disallow', value: string): string {
  return `${kind === 'allow' ? 'Allow' : 'Disallow'}: ${value}`;
}

// The Verdict's question may be in neither list: it is offered first, so the picker
// shows what is explained.
function withQuestion(list: readonly string[], asked: string | null): readonly string[] {
  return asked === null || list.includes(asked) ? list : [asked, ...list];
}

/** The Explain panel: a region named **Explain** with the three steps and the notes. */
export function ExplainPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const agents = usePlaygroundStore(selectAgents);
  const urls = usePlaygroundStore(selectUrls);
  const agent = usePlaygroundStore(selectSelectedAgent);
  const url = usePlaygroundStore(selectSelectedUrl);
  const analysis = usePlaygroundStore(selectAnalysis);
  const current = usePlaygroundStore(selectIsExplanationCurrent);
  const explanation = usePlaygroundStore((s) =>
    agent !== null && url !== null ? selectExplanation(agent, url)(s) : null,
  );
  const agentId = useId();
  const urlId = useId();

  return (
    <section className="panel explain-panel" aria-label="Explain" aria-busy={!current}>
      <h2>How the answer is reached</h2>
      <div className="explain-pick">
        <div className="field">
          <label htmlFor={agentId}>Explain for agent</label>
          <select
            id={agentId}
            value={agent ?? ''}
            onChange={(e) => store.getState().selectAgent(e.target.value)}
          >
            {withQuestion(agents, agent).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={urlId}>Explain for URL</label>
          <select
            id={urlId}
            value={url ?? ''}
            onChange={(e) => store.getState().selectUrl(e.target.value)}
          >
            {withQuestion(urls, url).map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
      </div>
      {agent === null || url === null ? (
        <p className="muted">Pick an agent and a URL to see how a crawler decides.</p>
      ) : !explanation || !analysis ? (
        <p className="muted">Reading the file…</p>
      ) : (
        <Narration explanation={explanation} analysis={analysis} agent={agent} url={url} />
      )}
    </section>
  );
}

function Narration(props: {
  explanation: ExplanationReply;
  analysis: AnalysisSummary;
  agent: string;
  url: string;
}): ReactNode {
  const { explanation, analysis, agent, url } = props;
  const { decision: d, notes } = explanation;
  const verdict = d.allowed ? 'allowed' : 'disallowed';
  return (
    <>
      <p className={`explain-summary ${verdict}`}>
        <code>{agent}</code> asking for <code>{url}</code>:{' '}
        <strong className="word">{verdict}</strong>{' '}
        <span className="muted">({MODE_NAMES[d.mode]})</span>
      </p>
      <ol className="steps">
        <GroupStep decision={d} analysis={analysis} />
        <RuleStep explanation={explanation} />
        <DefaultStep decision={d} />
      </ol>
      <ModeComparison explanation={explanation} />
      <TypedReading explanation={explanation} />
      {notes.length > 0 ? (
        <section className="misconceptions" aria-label="Common misreadings">
          <h3>Common misreadings, as they apply to this file</h3>
          <ul>
            {notes.map((n) => (
              <li key={n.id} className="misconception">
                <strong>{n.title}.</strong> {n.text}{' '}
                {n.lines.map((l) => (
                  <LineButton key={l} line={l} />
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Step(props: {
  n: number;
  title: string;
  cites: readonly { section: string; anchor: string }[];
  children?: ReactNode;
}): ReactNode {
  const id = useId();
  return (
    <li className="step" aria-labelledby={id}>
      <h3 id={id}>
        <span className="step-n">{props.n}</span> {props.title}
        <span className="cites">
          {props.cites.map((c) => (
            <Cite key={c.section} section={c.section} anchor={c.anchor} />
          ))}
        </span>
      </h3>
      <div className="step-body">{props.children}</div>
    </li>
  );
}

function agentLineNote(a: AgentLineSummary, mode: Mode): string | null {
  if (a.star || a.validToken) return null;
  if (mode === 'rfc') return 'not a valid token: strict RFC 9309 ignores this line';
  return a.token
    ? `not a valid token: Google reads it as “${a.token}”`
    : 'not a valid token: names no crawler';
}

// A generated file can hold thousands of User-agent lines and rules for one agent;
// the narration names the first few and counts the rest, so it stays readable.
const MAX_LINES = 10;
const MAX_RULES = 100;

function MoreItem(props: { count: number; what: string }): ReactNode {
  return props.count > 0 ? (
    <li className="muted">
      and {formatNumber(props.count)} more {props.what}
    </li>
  ) : null;
}

function GroupStep(props: { decision: Decision; analysis: AnalysisSummary }): ReactNode {
  const { decision: d, analysis } = props;
  const groups = analysis.groups;
  const token = d.agent.token;
  const key = token.toLowerCase();
  const selected = d.selection.groups;
  const written = d.agent.input.trim();
  const allLines = groups.flatMap((g) => g.agents.map((a) => ({ a, g })));
  const naming = allLines.filter(({ a }) => !a.star && a.token === key && key !== '');
  const stars = allLines.filter(({ a }) => a.star);
  const others = allLines.length - naming.length - stars.length;
  const invalid = allLines.filter(({ a }) => !a.star && !a.validToken);

  let conclusion: ReactNode;
  switch (d.selection.reason) {
    case 'exact':
      conclusion = (
        <>
          Exactly one group names <code>{token}</code>: the group on{' '}
          <GroupButton group={groups[selected[0] ?? -1]} />. Its rules, and only its rules, apply.
        </>
      );
      break;
    case 'merged':
      conclusion = (
        <>
          {formatNumber(selected.length)} groups name <code>{token}</code> (
          {selected.slice(0, MAX_LINES).map((i, k) => (
            <span key={i}>
              {k > 0 ? ', ' : ''}
              <GroupButton group={groups[i]} />
            </span>
          ))}
          {selected.length > MAX_LINES
            ? ` and ${formatNumber(selected.length - MAX_LINES)} more`
            : ''}
          ). Their rules are combined into one group, as if written together.
        </>
      );
      break;
    case 'star':
      conclusion = (
        <>
          No group names <code>{token || written}</code>, so it falls back to the <code>*</code>{' '}
          group on{' '}
          {selected.slice(0, MAX_LINES).map((i, k) => (
            <span key={i}>
              {k > 0 ? ' and ' : ''}
              <GroupButton group={groups[i]} />
            </span>
          ))}
          {selected.length > MAX_LINES
            ? ` and ${formatNumber(selected.length - MAX_LINES)} more groups`
            : ''}
          {selected.length > 1 ? ', merged' : ''}.
        </>
      );
      break;
    case 'none':
      conclusion = (
        <>
          No group names <code>{token || written}</code> and the file has no <code>*</code> group:
          there are no rules for this agent at all.
        </>
      );
      break;
  }

  return (
    <Step n={1} title="Pick the group" cites={[{ section: '2.2.1', anchor: 'section-2.2.1' }]}>
      <p>
        {written !== token ? (
          <>
            The agent was given as <code>{written}</code>; the product token compared with the file
            is <code>{token || '(none)'}</code>
            {written.includes(' ') || written.includes('/')
              ? ' (a crawler is matched by its product token, not by its full User-Agent string)'
              : ' (only letters, - and _ form a valid token; the rest is cut)'}
            .{' '}
          </>
        ) : (
          <>
            The product token is <code>{token}</code>.{' '}
          </>
        )}
        Tokens are compared case-insensitively with each User-agent line.
      </p>
      <ul className="ua-lines">
        {naming.slice(0, MAX_LINES).map(({ a }) => (
          <li key={a.line} className="match">
            <LineButton line={a.line} /> <code>User-agent: {a.value}</code> — names it
          </li>
        ))}
        <MoreItem count={naming.length - MAX_LINES} what="lines that name it" />
        {stars.slice(0, MAX_LINES).map(({ a }) => (
          <li key={a.line}>
            <LineButton line={a.line} /> <code>User-agent: *</code> — the group for every agent no
            other group names
          </li>
        ))}
        <MoreItem count={stars.length - MAX_LINES} what="User-agent: * lines" />
        {invalid
          .filter(({ a }) => a.token !== key)
          .slice(0, 3)
          .map(({ a }) => (
            <li key={a.line} className="warn">
              <LineButton line={a.line} /> <code>User-agent: {a.value}</code> —{' '}
              {agentLineNote(a, d.mode)}
            </li>
          ))}
        {others > 0 ? (
          <li className="muted">
            {others} other User-agent line{others === 1 ? '' : 's'} name other crawlers.
          </li>
        ) : null}
      </ul>
      <p className="conclusion">{conclusion}</p>
    </Step>
  );
}

function RuleStep(props: { explanation: ExplanationReply }): ReactNode {
  const { decision: d, matched, unmatched, unmatchedTotal } = props.explanation;
  const ruleCount = matched.length + unmatchedTotal;
  const wild = d.candidates.some((c) => c.wildcards.length > 0 || c.pattern.endsWith('$'));
  const cites = [{ section: '2.2.2', anchor: 'section-2.2.2' }];
  if (wild) cites.push({ section: '2.2.3', anchor: 'section-2.2.3' });
  const winner = d.rule;
  const tie = winner
    ? d.candidates.find(
        (c) => c.priority === winner.priority && c.kind !== winner.kind && c.line !== winner.line,
      )
    : undefined;
  const runnerUp = winner
    ? d.candidates.find((c) => c.priority > 0 && c.line !== winner.line)
    : undefined;

  return (
    <Step n={2} title="Pick the winning rule" cites={cites}>
      {d.selection.groups.length === 0 ? (
        <p>There is no group, so there is no rule to compare.</p>
      ) : ruleCount === 0 ? (
        <p>The selected group has no Allow or Disallow rules.</p>
      ) : (
        <>
          <p>
            The path compared is <code className="path">{d.path}</code> (query kept, fragment
            dropped). A rule matches when its pattern matches the path from its start;{' '}
            {formatNumber(ruleCount)} rule
            {ruleCount === 1 ? '' : 's'} in the group, {formatNumber(matched.length)} match
            {matched.length === 1 ? 'es' : ''}.
          </p>
          {matched.length > 0 ? (
            <RuleTable rows={matched} decision={d} caption="Rules that match" />
          ) : null}
          {unmatchedTotal > 0 ? (
            <details className="unmatched">
              <summary>
                {unmatchedTotal === 1
                  ? '1 rule that does'
                  : `${formatNumber(unmatchedTotal)} rules that do`}{' '}
                not match
              </summary>
              <RuleTable
                rows={unmatched}
                total={unmatchedTotal}
                decision={d}
                caption="Rules that do not match"
              />
            </details>
          ) : null}
          <p className="conclusion">
            {!winner ? (
              matched.length > 0 ? (
                <>Only empty rules match, and an empty rule never decides.</>
              ) : (
                <>No rule matches this path.</>
              )
            ) : tie ? (
              <>
                <LineButton line={winner.line} /> and <LineButton line={tie.line} /> tie at{' '}
                {counted(winner.priority, 'character')}: when an Allow and a Disallow are equally
                specific, <strong>Allow wins</strong> (the least restrictive rule).
              </>
            ) : runnerUp ? (
              <>
                The longest match wins: <LineButton line={winner.line} /> with {winner.priority}{' '}
                characters beats <LineButton line={runnerUp.line} /> with {runnerUp.priority}. Where
                a rule sits in the group does not matter.
              </>
            ) : (
              <>
                Only <LineButton line={winner.line} /> matches, so it decides:{' '}
                <strong>{d.allowed ? 'allowed' : 'disallowed'}</strong>.
              </>
            )}
          </p>
          {wild ? (
            <p className="muted">
              <code>*</code> matches any run of characters (even none) and a final <code>$</code>{' '}
              anchors the pattern at the end of the path; the length counts every character of the
              pattern, <code>*</code> and <code>$</code> included.
            </p>
          ) : null}
        </>
      )}
    </Step>
  );
}

function RuleTable(props: {
  rows: readonly RuleRow[];
  /** How many rows there are, when `rows` holds only the first of them. Default: `rows.length`. */
  total?: number;
  decision: Decision;
  caption: string;
}): ReactNode {
  const { decision } = props;
  const byLine = new Map(decision.candidates.map((c) => [c.line, c]));
  // The deciding rule is always listed, wherever it sits.
  const rows = props.rows.filter((r, i) => i < MAX_RULES || r.decides);
  const hidden = (props.total ?? props.rows.length) - rows.length;
  return (
    <table className="rule-table" aria-label={props.caption}>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Rule</th>
          <th scope="col">Length</th>
          <th scope="col">
            <code>*</code> matched
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const c = byLine.get(row.rule.line);
          return (
            <tr
              key={row.rule.line}
              className={row.decides ? 'decides' : row.matched ? 'match' : ''}
            >
              <td>
                <LineButton line={row.rule.line}>{row.rule.line}</LineButton>
              </td>
              <td>
                <code>{ruleText(row.rule.kind, row.rule.value)}</code>
                {row.decides ? <span className="decides-tag"> decides</span> : null}
              </td>
              <td className="num">{row.rule.priority}</td>
              <td className="wild">
                {c && c.wildcards.length > 0
                  ? c.wildcards.map((w) => (w === '' ? '(nothing)' : `“${w}”`)).join(', ')
                  : '—'}
              </td>
            </tr>
          );
        })}
        {hidden > 0 ? (
          <tr className="muted">
            <td colSpan={4}>and {formatNumber(hidden)} more rules</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

function DefaultStep(props: { decision: Decision }): ReactNode {
  const d = props.decision;
  let body: ReactNode;
  switch (d.reason) {
    case 'rule':
      body = (
        <p>
          A rule decided, so the default is not needed:{' '}
          <strong>{d.allowed ? 'allowed' : 'disallowed'}</strong> by{' '}
          <LineButton line={d.rule?.line ?? 1} />.
        </p>
      );
      break;
    case 'no-matching-rule':
      body = (
        <p>
          No rule decided, so the URL is <strong>allowed by default</strong>: a crawler may fetch
          anything the rules do not disallow.
        </p>
      );
      break;
    case 'no-group':
      body = (
        <p>
          No group applies, so nothing restricts this agent: <strong>allowed</strong>.
        </p>
      );
      break;
    case 'robots-txt':
      body = (
        <p>
          The URL is <code>/robots.txt</code> itself, which is <strong>implicitly allowed</strong>{' '}
          whatever the rules say.
        </p>
      );
      break;
  }
  return (
    <Step
      n={3}
      title="Default allow"
      cites={[
        { section: '2.2.2', anchor: 'section-2.2.2' },
        { section: '2.3', anchor: 'section-2.3' },
      ]}
    >
      {body}
      <p className="muted">
        The answer holds for URLs on the scheme, host and port this robots.txt is served from; other
        hosts have their own file.
      </p>
    </Step>
  );
}

function answerText(d: Decision): string {
  const word = d.allowed ? 'allowed' : 'disallowed';
  return d.rule ? `${word} by line ${d.rule.line}` : `${word} (${d.reason.replace(/-/g, ' ')})`;
}

// The other reading comes with the narration, computed by the worker for the same
// revision, so the two answers compared are always of one text.
function ModeComparison(props: { explanation: ExplanationReply }): ReactNode {
  const { mode, decision, other } = props.explanation;
  const otherDecision = other.decision;
  if (!otherDecision) return null;
  const disagree = decision.allowed !== otherDecision.allowed;
  return (
    <p className={`mode-compare${disagree ? ' disagree' : ''}`}>
      {disagree ? (
        <>
          <strong>The readings disagree:</strong> {MODE_NAMES[mode]} says {answerText(decision)};{' '}
          {MODE_NAMES[other.mode]} says {answerText(otherDecision)}. Switch with “Reading mode” at
          the top.
        </>
      ) : (
        <>
          {MODE_NAMES[other.mode]} gives the same answer ({answerText(otherDecision)}).
        </>
      )}
    </p>
  );
}

// The narration is of the URL a crawler sends; the library itself compares the
// path exactly as given (google-specific: no encoding), which can answer otherwise.
function TypedReading(props: { explanation: ExplanationReply }): ReactNode {
  const typed = props.explanation.typed;
  if (!typed?.decision) return null;
  return (
    <p className="typed-reading">
      Compared as <code>{typed.sent}</code>, the URL a crawler requests. As typed,{' '}
      <code>{typed.path}</code> would be {answerText(typed.decision)} in the library’s literal
      reading, which compares the path exactly as given.
    </p>
  );
}
