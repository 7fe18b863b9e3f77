// The question and its answer, always in view: which agent, which URL, and the
// verdict with the line that decided it. The question is the Verdict's own: typing
// asks about what is typed and never edits the Agents or URLs lists ("Add to list"
// copies the agent there). Inputs keep their own text while typing (so spaces
// inside a full User-Agent string survive) and push the trimmed value to the store.

import {
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { FETCH_LABELS, fetchedVerdict, type FetchStatus } from '../../core/fetch-outcome.ts';
import type { Decision } from '../../core/types.ts';
import {
  selectDecision,
  selectAgents,
  selectEngineError,
  selectEngineTroubled,
  selectHideAnswer,
  selectIsAnswerCurrent,
  selectHasPractice,
  selectSelectedAgent,
  selectSelectedUrl,
  selectSentPath,
  sameExpectation,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  useFollowedDraft,
  type GroupSummary,
} from '../../state/index.ts';
// From its own module: the components' face also brings LinkField and its stylesheet,
// which the always-visible Verdict does not show.
import { looseUrlNote, sentUrlNote } from '../../components/loose-url.ts';
import { LineButton } from '../../components/line-button.tsx';
import { formatNumber } from '../../core/numbers.ts';

const orEmpty = (value: string | null): string => value ?? '';
const sameTrimmed = (draft: string, value: string | null): boolean =>
  draft.trim() === (value ?? '');

function useDraftInput(
  stored: string | null,
  commit: (value: string) => void,
): [string, (value: string) => void] {
  // Spaces around the value are the user's while they type (a full User-Agent
  // string has them inside, too); another panel's change replaces the text.
  const [draft, setDraft] = useFollowedDraft(stored, orEmpty, sameTrimmed);
  return [
    draft,
    (value) => {
      setDraft(value);
      if (value.trim() !== '') commit(value.trim());
    },
  ];
}

// The sentence about what a crawler does in practice: only a few registry crawlers
// need it, so it is not part of the first visit's JavaScript.
const PracticeText = lazy(() => import('./practice-text.tsx'));

// What the Verdict says when the engine has trouble: fetched the first time it has.
const EngineNote = lazy(() => import('./engine-note.tsx'));

// The registry suggestions, fetched the first time the agent box is used: they are
// not part of the first visit's JavaScript.
let suggestions: Promise<ComponentType<{ id: string }>> | null = null;
function loadSuggestions(): Promise<ComponentType<{ id: string }>> {
  suggestions ??= import('../../components/agent-suggestions.tsx').then(
    (m) => m.AgentSuggestions,
    (error: unknown) => {
      suggestions = null;
      throw error;
    },
  );
  return suggestions;
}

/** The Verdict panel: **User agent** and **URL** inputs, and the **Verdict** status. */
export function VerdictPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const agent = usePlaygroundStore(selectSelectedAgent);
  const url = usePlaygroundStore(selectSelectedUrl);
  const agents = usePlaygroundStore(selectAgents);
  const hidden = usePlaygroundStore(selectHideAnswer);
  const agentId = useId();
  const urlId = useId();
  const listId = useId();
  const [Suggestions, setSuggestions] = useState<ComponentType<{ id: string }> | null>(null);
  const wantSuggestions = (): void => {
    if (Suggestions) return;
    loadSuggestions().then(
      (component) => setSuggestions(() => component),
      // Offline or a new release: the box works without suggestions.
      () => {},
    );
  };

  const [agentDraft, setAgentDraft] = useDraftInput(agent, (value) =>
    store.getState().selectAgent(value),
  );
  const [urlDraft, setUrlDraft] = useDraftInput(url, (value) => store.getState().selectUrl(value));
  const typedAgent = agentDraft.trim();
  const listed =
    typedAgent === '' || agents.some((a) => a.toLowerCase() === typedAgent.toLowerCase());

  const [expanded, setExpanded] = useState(false);
  return (
    <section className={`panel verdict-panel${expanded ? ' expanded' : ''}`} aria-label="Question">
      <div className="query-fields">
        <div className="field">
          <label htmlFor={agentId}>User agent</label>
          <div className="row">
            <input
              id={agentId}
              type="text"
              list={listId}
              value={agentDraft}
              spellCheck={false}
              autoComplete="off"
              placeholder="Googlebot, or a full User-Agent string"
              onFocus={wantSuggestions}
              onPointerEnter={wantSuggestions}
              onChange={(e) => setAgentDraft(e.target.value)}
            />
            <button
              type="button"
              disabled={listed}
              title={listed ? 'Already in the Agents list' : `Add ${typedAgent} to the Agents list`}
              onClick={() => store.getState().addAgent(typedAgent)}
            >
              Add to list
            </button>
          </div>
          {Suggestions ? <Suggestions id={listId} /> : null}
        </div>
        <div className="field">
          <label htmlFor={urlId}>URL</label>
          <input
            id={urlId}
            type="text"
            value={urlDraft}
            spellCheck={false}
            autoComplete="off"
            placeholder="https://example.com/path or /path"
            onChange={(e) => setUrlDraft(e.target.value)}
          />
        </div>
      </div>
      {hidden ? (
        <div role="status" aria-label="Verdict" className="verdict pending">
          <p className="muted">The answer shows once the lesson’s question is answered.</p>
        </div>
      ) : (
        <VerdictStatus
          agent={agentDraft.trim() === '' ? null : agent}
          url={urlDraft.trim() === '' ? null : url}
          expanded={expanded}
          onExpand={setExpanded}
        />
      )}
    </section>
  );
}

function VerdictStatus(props: {
  agent: string | null;
  url: string | null;
  /** Whether the whole verdict is shown, beyond the box's fixed height. */
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
}): ReactNode {
  const { agent, url, expanded, onExpand } = props;
  const decision = usePlaygroundStore((s) =>
    agent !== null && url !== null ? selectDecision(agent, url)(s) : null,
  );
  const current = usePlaygroundStore((s) =>
    agent !== null && url !== null ? selectIsAnswerCurrent(agent, url)(s) : false,
  );
  const sent = usePlaygroundStore((s) =>
    agent !== null && url !== null ? selectSentPath(agent, url)(s) : null,
  );
  const practiced = usePlaygroundStore((s) =>
    agent !== null && url !== null ? selectHasPractice(agent, url)(s) : false,
  );
  const failed = usePlaygroundStore(selectEngineError);
  const fetchStatus = usePlaygroundStore((s) => s.fetchStatus);
  const troubled = usePlaygroundStore(selectEngineTroubled) || failed !== null;
  const [box, clipped] = useClipped();
  // Blank text is no robots.txt at all, which a newcomer should read in words. Read
  // only when no group decides: a search of a text the editor has just made reads
  // it whole first (a 500 KiB copy on each keystroke).
  const noFile = usePlaygroundStore((s) => decision?.reason === 'no-group' && !/\S/.test(s.text));
  // Only the line ranges of the selected groups: comparing every group of a large
  // file on each store update would cost more than the rest of the render.
  const where = usePlaygroundStore((s) =>
    decision ? linesOf(s.analysis?.groups ?? [], decision.selection.groups) : '',
  );

  let body: ReactNode;
  let tone = 'pending';
  const checking = <p className="verdict-note checking">Checking the edited file…</p>;
  if (agent === null || url === null) {
    body = (
      <p className="muted">Type a user agent and a URL to see whether the agent may fetch it.</p>
    );
  } else if (!decision) {
    const reading = <p className="muted">Reading the file…</p>;
    body = troubled ? (
      <Suspense fallback={reading}>
        <EngineNote failed={failed} unanswered />
      </Suspense>
    ) : (
      reading
    );
  } else {
    // A simulated answer to the robots.txt fetch may decide instead of the rules.
    const fetched = fetchedVerdict(fetchStatus, decision.mode, decision.allowed);
    tone = fetched.allowed ? 'allowed' : 'disallowed';
    const loose = looseUrlNote(url, decision.path);
    const encoded = sentUrlNote(url, sent ?? undefined);
    body = (
      <>
        {/* Why the answer is not of the current text yet, in words: the fading
            says it too, but not to everyone. Shown only when checking takes a
            moment, so typing does not make it flicker. */}
        {current ? null : troubled ? (
          <Suspense fallback={checking}>
            <EngineNote failed={failed} />
          </Suspense>
        ) : (
          checking
        )}
        {fetched.overridden ? (
          <p>
            <span className="word">{fetched.allowed ? 'Allowed' : 'Disallowed'}</span> —{' '}
            {fetched.why}.
          </p>
        ) : null}
        <VerdictText
          decision={decision}
          where={where}
          protocol={practiced}
          noFile={noFile}
          rulesOnly={fetched.overridden}
        />
        {practiced ? (
          <Suspense fallback={null}>
            <PracticeText agent={agent} url={url} />
          </Suspense>
        ) : null}
        {encoded ? <p>{encoded}</p> : null}
        {loose ? <p>{loose}</p> : null}
      </>
    );
  }
  return (
    <div className="verdict-box">
      <div
        ref={box}
        role="status"
        aria-label="Verdict"
        aria-busy={!current}
        // Open, it scrolls when taller than its cap, so the keyboard can scroll it too.
        tabIndex={expanded ? 0 : undefined}
        className={`verdict ${tone}${current ? '' : ' stale'}${expanded ? ' expanded' : ''}`}
      >
        {body}
      </div>
      {/* The box keeps one height so the tabs below never move as the sentence
          grows; what does not fit is never cut silently: the button says so and
          shows it all (a screen reader reads the whole status either way). */}
      {fetchStatus !== '200' ? <FetchNote status={fetchStatus} /> : null}
      {decision && url !== null && current ? <ExpectThis decision={decision} url={url} /> : null}
      {clipped || expanded ? (
        <button
          type="button"
          className="verdict-more"
          aria-expanded={expanded}
          onClick={() => onExpand(!expanded)}
        >
          {expanded ? 'Show less' : 'Show all'}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Whether the element's content is taller than its box, kept up to date as either
 * changes. Measured only when the browser reports a size change (after its own
 * layout), never during a render: reading sizes then would lay out the whole page
 * on every keystroke.
 */
function useClipped(): [RefObject<HTMLDivElement | null>, boolean] {
  const box = useRef<HTMLDivElement>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = (): void => setClipped(el.scrollHeight > el.clientHeight + 1);
    if (typeof ResizeObserver !== 'function' || typeof MutationObserver !== 'function') {
      check();
      return;
    }
    const sizes = new ResizeObserver(check);
    sizes.observe(el);
    for (const child of el.children) sizes.observe(child);
    // The sentences come and go as the answer changes: each new one is watched too.
    const children = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) sizes.observe(node);
      }
    });
    children.observe(el, { childList: true });
    return () => {
      children.disconnect();
      sizes.disconnect();
    };
  }, []);
  return [box, clipped];
}

/** How many group ranges the verdict names before it only counts the rest. */
const MAX_RANGES = 3;

/** How many characters of a pattern or path the verdict shows before it cuts them. */
const MAX_SHOWN = 200;

export function linesOf(groups: readonly GroupSummary[], indices: readonly number[]): string {
  // A generated file can merge thousands of groups for one agent: naming each would
  // make a status of hundreds of kilobytes that a screen reader reads out whole.
  const ranges = indices.slice(0, MAX_RANGES + 1).flatMap((i) => {
    const g = groups[i];
    // Always `lines A–B`, so `line N` in the verdict names only the deciding rule.
    return g ? [`lines ${g.startLine}–${g.endLine}`] : [];
  });
  if (indices.length <= MAX_RANGES) return ranges.join(' and ');
  const rest = indices.length - MAX_RANGES;
  return `${ranges.slice(0, MAX_RANGES).join(', ')} and ${formatNumber(rest)} more groups`;
}

/** `text` cut to MAX_SHOWN characters with an ellipsis, never inside a surrogate pair. */
export function clipForDisplay(text: string): string {
  if (text.length <= MAX_SHOWN) return text;
  let end = MAX_SHOWN;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}… (${formatNumber(text.length)} characters)`;
}

/** `line N` of the deciding rule, as a control that selects that line in the editor. */
export function LineJump(props: { line: number }): ReactNode {
  const editor = useEditorCommands();
  return <LineButton line={props.line} onJump={(n) => editor.revealLine(n, { select: true })} />;
}

/**
 * The verdict in words: what decided, and which group the agent read; `protocol`
 * labels it as the protocol's reading, when a reading in practice follows. `noFile`
 * (default false) says the text is blank, so no group is no file rather than a gap.
 */
export function VerdictText(props: {
  decision: Decision;
  where: string;
  protocol?: boolean;
  noFile?: boolean;
  /** Set when a simulated fetch answer decides: the rules' verdict is said to be theirs alone. */
  rulesOnly?: boolean;
}): ReactNode {
  const { decision: d, where } = props;
  const word = d.allowed ? 'Allowed' : 'Disallowed';
  let why: ReactNode;
  switch (d.reason) {
    case 'rule': {
      const r = d.rule;
      why = r ? (
        <>
          <LineJump line={r.line} />
          {`: ${r.kind === 'allow' ? 'Allow' : 'Disallow'}: ${clipForDisplay(r.pattern)}${
            r.via === 'index-html' ? ' (Google also reads it as the directory itself)' : ''
          }`}
        </>
      ) : (
        ''
      );
      break;
    }
    case 'no-matching-rule':
      why = `no rule in the group on ${where} matches ${clipForDisplay(d.path)}, so it is allowed by default`;
      break;
    case 'no-group':
      // RFC 9309 §2.2.1: with no groups at all, no rules apply.
      why = props.noFile
        ? 'no robots.txt yet: with no rules, everything is allowed'
        : 'no group names this agent and there is no * group, so everything is allowed';
      break;
    case 'robots-txt':
      why = 'RFC 9309 §2.2.2: /robots.txt itself is always allowed';
      break;
  }
  const selection =
    d.selection.reason === 'exact'
      ? `${clipForDisplay(d.agent.token)} is named in the group on ${where}.`
      : d.selection.reason === 'merged'
        ? `${clipForDisplay(d.agent.token)} is named in several groups (${where}), which merge.`
        : d.selection.reason === 'star'
          ? `No group names ${clipForDisplay(d.agent.token) || 'this agent'}, so it reads the * group on ${where}.`
          : '';
  return (
    <>
      <p className={props.rulesOnly ? 'muted' : undefined}>
        {props.rulesOnly ? 'By the file’s rules alone: ' : ''}
        {props.protocol ? 'By the protocol: ' : ''}
        {props.rulesOnly ? word : <span className="word">{word}</span>} — {why}
      </p>
      <p className="muted">
        Path compared: <code>{clipForDisplay(d.path)}</code>. {selection}
        {d.agent.token !== d.agent.input
          ? ` (Product token read from the input: ${clipForDisplay(d.agent.token) || 'none'}.)`
          : ''}
      </p>
    </>
  );
}

/**
 * Adds the Verdict's answer to the Expectations as it stands: the agent's product
 * token and the URL as typed (or the path compared, when the typed one is not one
 * word), checked in the page's reading.
 */
function ExpectThis(props: { decision: Decision; url: string }): ReactNode {
  const store = usePlaygroundStoreApi();
  const { decision: d } = props;
  const url = /^(\/|https?:\/\/)\S*$/i.test(props.url) ? props.url : d.path;
  const expectation = {
    expected: d.allowed ? ('allowed' as const) : ('disallowed' as const),
    agent: d.agent.token,
    url,
  };
  const listed = usePlaygroundStore((s) =>
    s.expectations.some((e) => sameExpectation(e, expectation)),
  );
  return (
    <button
      type="button"
      className="verdict-expect"
      disabled={listed || expectation.agent === ''}
      title={listed ? 'Already in the Expectations' : 'Add this answer to the Expectations'}
      onClick={() => store.getState().addExpectation(expectation)}
    >
      Expect this
    </button>
  );
}

/** Says, on every tab, that the fetch of the file is simulated, and ends it. */
function FetchNote(props: { status: FetchStatus }): ReactNode {
  const store = usePlaygroundStoreApi();
  return (
    <p className="verdict-fetch-note">
      Simulated fetch of robots.txt: {FETCH_LABELS[props.status]} (Fetch tab).{' '}
      <button type="button" onClick={() => store.getState().setFetchStatus('200')}>
        Stop simulating
      </button>
    </p>
  );
}
