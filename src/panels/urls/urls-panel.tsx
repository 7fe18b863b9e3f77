// The URL panel: the URLs to check (one per line), the host the file is served
// from, and for the selected agent (or every agent) each URL's verdict, the
// deciding rule, every matching rule by priority, the reason the winner won, the
// exact path compared and what each `*` consumed. Rules are buttons that reveal
// their line in the editor. Only the cards in view are rendered, and each reads
// its decisions from maps built once per worker reply.

import { memo, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CandidateRule, Decision, Mode } from '../../core/types.ts';
import {
  selectAgents,
  selectHost,
  selectIsDecisionsCurrent,
  selectMode,
  selectSelectedAgent,
  selectSelectedUrl,
  selectUrls,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  useFollowedDraft,
  type PlaygroundState,
  type PracticeSummary,
} from '../../state/index.ts';
// Straight from its module, which the first visit's JavaScript leaves out.
import { selectDecisionsCut } from '../../state/engine-selectors.ts';
import { CutNote, looseUrlNote, sentUrlNote } from '../../components/index.ts';
import { useVirtualRows, windowPadding } from '../../components/virtual-list.ts';
import { decisionLookup, type Check, type DecisionLookup } from './decision-lookup.ts';
import {
  candidateOutcome,
  droppedFragment,
  hostMismatch,
  kindWord,
  outcomeText,
  ROBOTS_TXT,
  splitUrls,
  winnerReason,
} from './url-facts.ts';
import './urls.css';

const ALL = '\u0000all';

/** Height of a result card before it is measured, px (one agent's check). */
export const CARD_HEIGHT = 180;
/** Space between cards, px (urls.css says the same). */
const CARD_GAP = 8;

// The worker's reply itself: checks read it through maps (./decision-lookup.ts).
const selectDecisionsReply = (s: PlaygroundState): PlaygroundState['decisions'] => s.decisions;

const MODE_NAMES: Readonly<Record<Mode, string>> = {
  google: 'Google reference parser',
  rfc: 'strict RFC 9309',
};

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

const joinLines = (urls: readonly string[]): string => urls.join('\n');
const sameUrlList = (draft: string, urls: readonly string[]): boolean =>
  sameList(splitUrls(draft), urls);
const sameTrimmedHost = (draft: string, host: string): boolean => draft.trim() === host;

/** The URL panel: a textbox labelled **URLs** and one result card per URL. */
export function UrlsPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const urls = usePlaygroundStore(selectUrls);
  const agents = usePlaygroundStore(selectAgents);
  const selectedAgent = usePlaygroundStore(selectSelectedAgent);
  const host = usePlaygroundStore(selectHost);
  // The user's own layout (blank lines, spaces) stays while it means the same list;
  // a change from another panel replaces it.
  const [draft, setDraft] = useFollowedDraft(urls, joinLines, sameUrlList);
  const [hostDraft, setHostDraft] = useFollowedDraft(host, String, sameTrimmedHost);
  const [scope, setScope] = useState<string>('');
  const urlsId = useId();
  const urlsHint = useId();
  const hostId = useId();
  const hostHint = useId();
  const scopeId = useId();

  const all = scope === ALL;
  const shown = all ? agents : selectedAgent !== null ? [selectedAgent] : [];

  return (
    <section className="panel urls-panel" aria-label="URL checks">
      <h2>URLs and the rule that decides each</h2>
      <DecisionsCutNote />
      <div className="urls-fields">
        <div className="field urls-field">
          <label htmlFor={urlsId}>URLs</label>
          <textarea
            id={urlsId}
            rows={Math.min(8, Math.max(3, urls.length + 1))}
            value={draft}
            spellCheck={false}
            aria-describedby={urlsHint}
            placeholder={'/\n/private/report.pdf\nhttps://example.com/search?q=robots'}
            onChange={(e) => {
              setDraft(e.target.value);
              store.getState().setUrls(splitUrls(e.target.value));
            }}
          />
          <span id={urlsHint} className="hint">
            One per line: full URLs or paths. The fragment (#…) is never compared.
          </span>
        </div>
        <div className="urls-side">
          <div className="field">
            <label htmlFor={hostId}>Host this robots.txt is served from</label>
            <input
              id={hostId}
              type="text"
              value={hostDraft}
              spellCheck={false}
              autoComplete="off"
              placeholder="example.com"
              aria-describedby={hostHint}
              onChange={(e) => {
                setHostDraft(e.target.value);
                store.getState().setHost(e.target.value);
              }}
            />
            <span id={hostHint} className="hint">
              URLs on another host, scheme or port get a note.
            </span>
          </div>
          <div className="field">
            <label htmlFor={scopeId}>Check as</label>
            <select id={scopeId} value={all ? ALL : ''} onChange={(e) => setScope(e.target.value)}>
              <option value="">
                {selectedAgent !== null ? `Selected agent (${selectedAgent})` : 'Selected agent'}
              </option>
              <option value={ALL}>All {agents.length} agents</option>
            </select>
          </div>
        </div>
      </div>
      {urls.length === 0 ? (
        <p className="muted">Type a URL or a path above to see which rule decides it.</p>
      ) : shown.length === 0 ? (
        <p className="muted">Add an agent (User agent above, or the Agents panel) to check URLs.</p>
      ) : (
        <UrlResults urls={urls} agents={shown} showAgent={all} />
      )}
    </section>
  );
}

/** The result cards, one per URL; only those in view (and a few either side) are rendered. */
// What changes on every keystroke (whether the answers are of the current text, and
// how much of them the engine answered) is read by the parts that show it, so the
// fields above do not render again: an input rendered again costs the browser form
// bookkeeping each time.
function DecisionsCutNote(): ReactNode {
  const cut = usePlaygroundStore(selectDecisionsCut);
  return <CutNote cut={cut} noun="agent × URL check" />;
}

function UrlResults(props: {
  urls: readonly string[];
  agents: readonly string[];
  showAgent: boolean;
}): ReactNode {
  const { urls, agents, showAgent } = props;
  const busy = !usePlaygroundStore(selectIsDecisionsCurrent);
  const scrollRef = useRef<HTMLDivElement>(null);
  const decisions = usePlaygroundStore(selectDecisionsReply, Object.is);
  const lookup = useMemo(() => decisionLookup(decisions), [decisions]);
  const selectedUrl = usePlaygroundStore(selectSelectedUrl);
  const host = usePlaygroundStore(selectHost);
  const { virtualizer, measureRef } = useVirtualRows({
    count: urls.length,
    scrollRef,
    estimateSize: () => CARD_HEIGHT * Math.max(1, agents.length),
    getItemKey: useCallback((i: number) => urls[i] ?? i, [urls]),
    gap: CARD_GAP,
    overscan: 2,
    measure: true,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div className="url-results-scroll" ref={scrollRef}>
      <ol
        className="url-results"
        aria-label="URL results"
        aria-busy={busy}
        style={windowPadding(virtualizer, items)}
      >
        {items.map((item) => {
          const url = urls[item.index] ?? '';
          return (
            <UrlCard
              key={url}
              url={url}
              index={item.index}
              count={urls.length}
              measureRef={measureRef}
              agents={agents}
              showAgent={showAgent}
              selected={url === selectedUrl}
              host={host}
              lookup={lookup}
            />
          );
        })}
      </ol>
    </div>
  );
}

const UrlCard = memo(function UrlCard(props: {
  url: string;
  index: number;
  count: number;
  measureRef: (element: Element | null) => void;
  agents: readonly string[];
  showAgent: boolean;
  selected: boolean;
  host: string;
  lookup: DecisionLookup;
}): ReactNode {
  const { url, agents, showAgent, selected, lookup } = props;
  const store = usePlaygroundStoreApi();
  const mismatch = hostMismatch(url, props.host);
  return (
    <li
      ref={props.measureRef}
      data-index={props.index}
      aria-setsize={props.count}
      aria-posinset={props.index + 1}
      className={`url-card${selected ? ' selected' : ''}`}
      aria-label={url}
    >
      <div className="url-head">
        <button
          type="button"
          className="url-select"
          aria-pressed={selected}
          aria-label={`Select ${url}`}
          onClick={() => store.getState().selectUrl(url)}
        >
          <code>{url}</code>
        </button>
        <button
          type="button"
          className="remove"
          aria-label={`Remove ${url}`}
          onClick={() => {
            const s = store.getState();
            s.setUrls(s.urls.filter((u) => u !== url));
          }}
        >
          ×
        </button>
      </div>
      {mismatch ? <p className="note warn">{mismatch}</p> : null}
      {agents.map((agent) => (
        <AgentCheck
          key={agent}
          agent={agent}
          url={url}
          showAgent={showAgent}
          google={lookup(agent, url, 'google')}
          rfc={lookup(agent, url, 'rfc')}
        />
      ))}
    </li>
  );
});

function RuleButton(props: { rule: CandidateRule; url: string; agent: string }): ReactNode {
  const { rule } = props;
  const editor = useEditorCommands();
  const store = usePlaygroundStoreApi();
  return (
    <button
      type="button"
      className="rule-link"
      aria-label={`Line ${rule.line}: ${kindWord(rule.kind)}: ${rule.pattern} (go to the line)`}
      onClick={() => {
        const s = store.getState();
        s.selectAgent(props.agent);
        s.selectUrl(props.url);
        editor.revealLine(rule.line);
      }}
    >
      <span className="line-no">line {rule.line}</span>{' '}
      <code>
        {kindWord(rule.kind)}: {rule.pattern}
      </code>
    </button>
  );
}

function wildcardText(rule: CandidateRule): string {
  if (rule.wildcards.length === 0) return '—';
  return rule.wildcards
    .map(
      (w, i) =>
        `${rule.wildcards.length > 1 ? `*${i + 1} ` : '* '}= ${w === '' ? '(nothing)' : `“${w}”`}`,
    )
    .join(', ');
}

function AgentCheck(props: {
  agent: string;
  url: string;
  showAgent: boolean;
  google: Check | null;
  rfc: Check | null;
}): ReactNode {
  const { agent, url, showAgent } = props;
  const mode = usePlaygroundStore(selectMode);
  const google = props.google?.decision ?? null;
  const rfc = props.rfc?.decision ?? null;
  const check = mode === 'google' ? props.google : props.rfc;
  const decision = check?.decision ?? null;
  const disagree = google !== null && rfc !== null && google.allowed !== rfc.allowed;
  if (!decision) {
    return (
      <div className="agent-check">
        {showAgent ? <h3 className="check-agent">{agent}</h3> : null}
        <p className="muted">Reading the file…</p>
      </div>
    );
  }
  const verdict = decision.allowed ? 'allowed' : 'disallowed';
  const fragment = droppedFragment(url);
  const rule = decision.rule;
  const pathOnly = decision.path.split('?')[0] ?? decision.path;
  const loose = looseUrlNote(url, decision.path);
  const encoded = sentUrlNote(url, check?.sent);
  const practice = check?.practice?.decision ? check.practice : null;
  const inPractice = practice?.decision
    ? practice.decision.allowed
      ? 'allowed'
      : 'disallowed'
    : null;
  const differs = inPractice !== null && inPractice !== verdict;
  return (
    <div
      className="agent-check"
      aria-label={`${agent}: ${verdict}${differs ? `, ${inPractice} in practice` : ''}`}
    >
      <div className="check-head">
        {showAgent ? <span className="check-agent">{agent}</span> : null}
        <span className={`verdict-badge ${verdict}`}>{verdict}</span>
        {differs ? (
          <span className={`verdict-badge practice ${inPractice}`}>
            <span aria-hidden="true">≠ </span>
            {inPractice} in practice
          </span>
        ) : null}
        <span className="muted small">{MODE_NAMES[mode]}</span>
      </div>
      <dl className="facts">
        <dt>Path compared</dt>
        <dd>
          <code className="path">{decision.path}</code>
          {fragment ? (
            <span className="muted">
              {' '}
              (fragment <code>{fragment}</code> dropped)
            </span>
          ) : null}
          {encoded ? <p className="note info">{encoded}</p> : null}
          {loose ? <p className="note warn">{loose}</p> : null}
        </dd>
        <dt>Deciding rule</dt>
        <dd>
          {rule ? (
            <>
              <RuleButton rule={rule} url={url} agent={agent} />{' '}
              <span className="muted">priority {rule.priority}</span>
            </>
          ) : (
            <span className="muted">none</span>
          )}
        </dd>
        <dt>Why</dt>
        <dd>{winnerReason(decision)}</dd>
      </dl>
      {decision.candidates.length > 0 ? (
        <CandidateTable decision={decision} url={url} agent={agent} />
      ) : null}
      <ul className="notes">
        {pathOnly === ROBOTS_TXT ? (
          <li className="note info">
            This is the robots.txt file itself. Crawlers fetch it to read the rules; RFC 9309 §2.2.2
            says “The /robots.txt URI is implicitly allowed”, while Google’s parser applies the
            rules to it like any other path.
          </li>
        ) : null}
        {practice?.decision ? (
          <PracticeNote summary={practice.summary} decision={practice.decision} />
        ) : null}
        {disagree && google && rfc ? <ModesNote google={google} rfc={rfc} /> : null}
      </ul>
    </div>
  );
}

function CandidateTable(props: { decision: Decision; url: string; agent: string }): ReactNode {
  const { decision, url, agent } = props;
  return (
    <table className="candidates" aria-label={`Matching rules for ${url}`}>
      <thead>
        <tr>
          <th scope="col">Rule</th>
          <th scope="col">Priority</th>
          <th scope="col">
            What <code>*</code> matched
          </th>
          <th scope="col">Outcome</th>
        </tr>
      </thead>
      <tbody>
        {decision.candidates.map((c) => {
          const outcome = candidateOutcome(decision, c);
          return (
            <tr key={`${c.line}${c.via ?? ''}`} className={outcome}>
              <td>
                <RuleButton rule={c} url={url} agent={agent} />
                {c.via === 'index-html' ? (
                  <span className="muted small"> (index.html rule)</span>
                ) : null}
              </td>
              <td className="num">{c.priority}</td>
              <td className="wild">{wildcardText(c)}</td>
              <td>{outcomeText(outcome, decision.rule)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function answer(d: Decision): string {
  const word = d.allowed ? 'allowed' : 'disallowed';
  if (d.rule) return `${word} by line ${d.rule.line} (${kindWord(d.rule.kind)}: ${d.rule.pattern})`;
  if (d.reason === 'robots-txt') return `${word}: /robots.txt is implicitly allowed`;
  if (d.reason === 'no-group') return `${word}: no group applies`;
  return `${word}: no rule matches`;
}

function ModesNote(props: { google: Decision; rfc: Decision }): ReactNode {
  return (
    <li className="note warn" aria-label="The reading modes disagree">
      The two readings disagree on this URL. {MODE_NAMES.google}:{' '}
      <strong>{answer(props.google)}</strong>. {MODE_NAMES.rfc}:{' '}
      <strong>{answer(props.rfc)}</strong>. Switch with “Reading mode” at the top.
    </li>
  );
}

function PracticeNote(props: { summary: PracticeSummary; decision: Decision }): ReactNode {
  const { summary: p, decision } = props;
  const by = `documented by ${p.operator ?? 'its operator'}`;
  return (
    <li className="note info" aria-label="What the crawler does in practice">
      In practice{' '}
      {p.source ? (
        <a href={p.source} target="_blank" rel="noreferrer">
          ({by})
        </a>
      ) : (
        `(${by})`
      )}
      :{' '}
      {p.via === 'fallback'
        ? `${p.crawler} follows the ${p.token ?? ''} group when no group names it, not the * group`
        : `${p.crawler} ignores the * group, and no group names it`}
      , so it is <strong>{answer(decision)}</strong>.
    </li>
  );
}
