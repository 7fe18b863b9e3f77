// The Agents panel: the agent list with the group each agent reads and why, the
// token read from a full User-Agent string, registry facts beyond RFC 9309, one-
// click presets and the file's own tokens, and who reads the group under the
// editor's cursor. Adding to the list never changes the Verdict's question;
// selecting a row asks the Verdict about that agent, and the editor marks its
// groups (it follows the store's selectedAgent). Only the agent rows in view are rendered,
// and they read their selections from maps built once per worker reply.

import {
  memo,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { CATEGORIES, PRESETS, suggestCrawler } from '../../core/registry/index.ts';
import {
  selectAgents,
  selectAnalysis,
  selectGroupAtLine,
  selectMode,
  selectSelectedAgent,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type AgentGroups,
  type AnalysisSummary,
  type GroupSummary,
  type PlaygroundState,
} from '../../state/index.ts';
import type { Mode } from '../../core/types.ts';
import { useVirtualRows, windowPadding } from '../../components/virtual-list.ts';
import { AGENT_SUGGESTION_COUNT, AgentSuggestions } from '../../components/agent-suggestions.tsx';
import { agentLookup, groupReaders, type AgentLookup } from './agent-lookup.ts';
import {
  crawlerOf,
  displayToken,
  groupLinesText,
  joinWords,
  registryFacts,
  selectionReasonText,
  tokenNote,
} from './agent-facts.ts';
import './agents.css';

/** Height of an agent row before it is measured, px. */
export const ROW_HEIGHT = 72;
/** Space between rows, px (agents.css says the same). */
const ROW_GAP = 6;

// The worker's reply itself: rows read its selections through maps (./agent-lookup.ts).
const selectDecisionsReply = (s: PlaygroundState): PlaygroundState['decisions'] => s.decisions;

/** The selections of the page's mode, as a lookup rebuilt only when a reply or the mode changes. */
function useAgentLookup(analysis: AnalysisSummary | null): AgentLookup {
  const decisions = usePlaygroundStore(selectDecisionsReply, Object.is);
  const mode = usePlaygroundStore(selectMode);
  return useMemo(() => agentLookup(decisions, analysis, mode), [decisions, analysis, mode]);
}

/** The Agents panel: a region named **Agents**. */
export function AgentsPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const agents = usePlaygroundStore(selectAgents);
  const analysis = usePlaygroundStore(selectAnalysis);
  const lookup = useAgentLookup(analysis);
  const [announce, setAnnounce] = useState('');

  const addMany = (tokens: readonly string[], what: string): void => {
    const s = store.getState();
    const known = new Set(s.agents.map((a) => a.toLowerCase()));
    const fresh = tokens.filter((t) => !known.has(t.toLowerCase()));
    s.setAgents([...s.agents, ...fresh]);
    setAnnounce(
      fresh.length === 0
        ? `Every agent of ${what} is already in the list.`
        : `Added ${fresh.length} agent${fresh.length === 1 ? '' : 's'} from ${what}.`,
    );
  };

  return (
    <section className="panel agents-panel" aria-label="Agents">
      <h2>Agents and the groups they read</h2>
      <AddAgentForm onAnnounce={setAnnounce} />
      <Presets onAdd={addMany} />
      {analysis ? <FileTokens analysis={analysis} agents={agents} onAdd={addMany} /> : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {agents.length === 0 ? (
        <p className="muted">No agents yet: add one above or pick a preset.</p>
      ) : (
        <AgentList agents={agents} analysis={analysis} lookup={lookup} />
      )}
      {analysis ? <CursorGroup analysis={analysis} agents={agents} lookup={lookup} /> : null}
    </section>
  );
}

/** The agent rows; only those in view (and a few either side) are rendered. */
function AgentList(props: {
  agents: readonly string[];
  analysis: AnalysisSummary | null;
  lookup: AgentLookup;
}): ReactNode {
  const { agents, analysis, lookup } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedAgent = usePlaygroundStore(selectSelectedAgent);
  const mode = usePlaygroundStore(selectMode);
  const { virtualizer, measureRef } = useVirtualRows({
    count: agents.length,
    scrollRef,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: useCallback((i: number) => agents[i] ?? i, [agents]),
    gap: ROW_GAP,
    measure: true,
  });
  const items = virtualizer.getVirtualItems();
  return (
    <div className="agent-list-scroll" ref={scrollRef}>
      <ul className="agent-list" aria-label="Agent list" style={windowPadding(virtualizer, items)}>
        {items.map((item) => {
          const agent = agents[item.index] ?? '';
          return (
            <AgentRow
              key={agent}
              agent={agent}
              index={item.index}
              count={agents.length}
              measureRef={measureRef}
              analysis={analysis}
              selection={lookup(agent)}
              selected={agent === selectedAgent}
              mode={mode}
            />
          );
        })}
      </ul>
    </div>
  );
}

// Memoised (its one prop is a state setter): an input re-rendered with the panel
// on every keystroke costs the browser milliseconds of form bookkeeping each time.
const AddAgentForm = memo(function AddAgentForm(props: {
  onAnnounce: (message: string) => void;
}): ReactNode {
  const store = usePlaygroundStoreApi();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const value = draft.trim();
    if (value === '') return;
    store.getState().addAgent(value);
    props.onAnnounce(`Added ${value}.`);
    setDraft('');
  };
  return (
    <form className="add-agent" onSubmit={submit}>
      <div className="field">
        <label htmlFor={inputId}>Add agent</label>
        <div className="row">
          <input
            id={inputId}
            type="text"
            list={listId}
            value={draft}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={hintId}
            placeholder="Bingbot, GPTBot, or a full User-Agent string"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" disabled={draft.trim() === ''}>
            Add
          </button>
        </div>
        <span id={hintId} className="hint">
          Suggestions come from the crawler registry ({AGENT_SUGGESTION_COUNT} tokens).
        </span>
        <AgentSuggestions id={listId} />
      </div>
    </form>
  );
});

function Presets(props: { onAdd: (tokens: readonly string[], what: string) => void }): ReactNode {
  return (
    <div className="chip-row" role="group" aria-label="Presets">
      <span className="chip-label">Presets</span>
      {PRESETS.map((p) => (
        <button
          key={p.id}
          type="button"
          className="chip"
          title={`${p.description} (${p.tokens.join(', ')})`}
          // The visible words in the same order (no bracket between them), so a
          // person who says what they see is understood by voice control.
          aria-label={`Add preset ${p.label}, ${p.tokens.length} agents`}
          onClick={() => props.onAdd(p.tokens, `the preset ${p.label}`)}
        >
          + {p.label} <span className="count">{p.tokens.length}</span>
        </button>
      ))}
    </div>
  );
}

function FileTokens(props: {
  analysis: AnalysisSummary;
  agents: readonly string[];
  onAdd: (tokens: readonly string[], what: string) => void;
}): ReactNode {
  const { analysis, agents } = props;
  // displayToken scans every group: once per analysis, not once per render.
  const spelled = useMemo(
    () => analysis.tokens.map((t) => displayToken(t.token, analysis.groups)),
    [analysis],
  );
  const missing = useMemo(() => {
    const inList = new Set(agents.map((a) => a.toLowerCase()));
    return spelled.filter((t) => t !== '' && !inList.has(t.toLowerCase()));
  }, [spelled, agents]);
  if (analysis.tokens.length === 0) return null;
  return (
    <div className="chip-row" role="group" aria-label="Tokens in this file">
      <span className="chip-label">In this file</span>
      {missing.length === 0 ? (
        <span className="muted">every token the file names is in the list</span>
      ) : (
        <>
          {missing.map((t) => (
            <button
              key={t}
              type="button"
              className="chip"
              aria-label={`Add ${t}`}
              onClick={() => props.onAdd([t], t)}
            >
              + {t}
            </button>
          ))}
          {missing.length > 1 ? (
            <button
              type="button"
              className="chip strong"
              onClick={() => props.onAdd(missing, 'this file')}
            >
              Add all {missing.length}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

function LineLink(props: { line: number; children?: ReactNode; label?: string }): ReactNode {
  const editor = useEditorCommands();
  return (
    <button
      type="button"
      className="line-link"
      aria-label={props.label ?? `Go to line ${props.line}`}
      onClick={() => editor.revealLine(props.line)}
    >
      {props.children ?? `line ${props.line}`}
    </button>
  );
}

const AgentRow = memo(function AgentRow(props: {
  agent: string;
  index: number;
  count: number;
  measureRef: (element: Element | null) => void;
  analysis: AnalysisSummary | null;
  selection: AgentGroups | null;
  selected: boolean;
  mode: Mode;
}): ReactNode {
  const { agent, analysis, selection, selected, mode } = props;
  const store = usePlaygroundStoreApi();
  const groups: readonly GroupSummary[] = analysis?.groups ?? [];
  const reading = selection?.reading ?? null;
  const token = reading?.token ?? agent;
  const note = reading ? tokenNote(reading) : null;
  const crawler = crawlerOf(reading, agent);
  // A near miss (`Googlebott`) reads the `*` group silently: offer the real name.
  const suggestion = crawler || token === '' ? null : suggestCrawler(token);
  const facts = crawler && selection && analysis ? registryFacts(crawler, selection, analysis) : [];
  const lines = selection ? groupLinesText(groups, selection.groups) : null;
  const first = selection ? groups[selection.groups[0] ?? -1] : undefined;

  return (
    <li
      ref={props.measureRef}
      data-index={props.index}
      aria-setsize={props.count}
      aria-posinset={props.index + 1}
      className={`agent-row${selected ? ' selected' : ''}`}
    >
      <div className="agent-head">
        <button
          type="button"
          className="agent-select"
          aria-pressed={selected}
          aria-label={`Select ${agent}`}
          onClick={() => store.getState().selectAgent(agent)}
        >
          <span className="agent-name">{agent}</span>
        </button>
        <span className={`lines-badge${selection?.groups.length ? '' : ' none'}`}>
          {lines ?? 'reading…'}
        </span>
        {first ? (
          <LineLink line={first.startLine} label={`Show the group of ${agent}`}>
            Show
          </LineLink>
        ) : null}
        <button
          type="button"
          className="remove"
          aria-label={`Remove ${agent}`}
          onClick={() => store.getState().removeAgent(agent)}
        >
          ×
        </button>
      </div>
      {selection ? (
        <p className="agent-reason">
          {withCode(
            capitalise(selectionReasonText(selection.reason, groups, selection.groups, token)),
          )}
          {mode === 'rfc' ? ' (strict RFC 9309 reading).' : '.'}
        </p>
      ) : (
        <p className="agent-reason muted">Waiting for the engine…</p>
      )}
      {note ? (
        <p className="agent-token">
          {note.fullString ? 'Full User-Agent string: the product token is ' : 'Product token: '}
          <code>{note.token || '(none)'}</code>
          {note.cutFrom !== null ? (
            <>
              {' '}
              — <code>{note.cutFrom}</code> is not a valid RFC 9309 token (letters, <code>-</code>{' '}
              and <code>_</code> only), so it is cut to <code>{note.token || '(nothing)'}</code>
            </>
          ) : null}
          .
        </p>
      ) : null}
      {suggestion ? (
        <p className="agent-token">
          <code>{token}</code> is not a crawler the registry knows. Did you mean{' '}
          <button
            type="button"
            className="link-button"
            aria-label={`Ask about ${suggestion.name} instead of ${agent}`}
            onClick={() => {
              const s = store.getState();
              s.setAgents(s.agents.map((a) => (a === agent ? suggestion.name : a)));
              s.selectAgent(suggestion.name);
            }}
          >
            {suggestion.name}
          </button>
          ?
        </p>
      ) : null}
      {crawler ? (
        <div className="registry" aria-label={`Registry facts about ${crawler.token}`}>
          <p className="registry-head">
            <span className="tag">Registry, not RFC</span> {crawler.operator ?? 'Unknown operator'}{' '}
            · {CATEGORIES[crawler.category].label}
            {crawler.sourceKind === 'community-list' ? ' · community list' : ''}
          </p>
          {facts.length > 0 ? (
            <ul>
              {facts.map((f) => (
                <li key={f.kind} className={`fact ${f.kind}`}>
                  {withCode(f.text)}
                  {f.groups[0] !== undefined && groups[f.groups[0]] ? (
                    <>
                      {' '}
                      <LineLink line={groups[f.groups[0]]?.startLine ?? 1} />
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Renders `text` with each backtick-quoted part as code. */
function withCode(text: string): ReactNode {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function CursorGroup(props: {
  analysis: AnalysisSummary;
  agents: readonly string[];
  lookup: AgentLookup;
}): ReactNode {
  const { analysis, agents, lookup } = props;
  const line = usePlaygroundStore((s) => s.cursorLine);
  const group = usePlaygroundStore(selectGroupAtLine(line));
  const index = group?.index ?? -1;
  const readers = useMemo(
    () => groupReaders(lookup, index, agents, analysis),
    [lookup, index, agents, analysis],
  );
  const names = group ? group.agents.map((a) => (a.star ? '*' : a.value)) : [];
  return (
    <section className="cursor-group" aria-label="Group at the cursor">
      <h3>Group at the cursor</h3>
      {!group ? (
        <p className="muted">
          Line {line} is in no group. Put the cursor inside a group in the editor to see who reads
          it.
        </p>
      ) : (
        <>
          <p>
            Line {line} is in the group on {groupLinesText(props.analysis.groups, [group.index])}{' '}
            (User-agent: {joinWords(names)}).
          </p>
          <p>
            <strong>Read by:</strong>{' '}
            {readers.readers.length > 0
              ? joinWords(readers.readers.map((r) => displayToken(r, props.analysis.groups)))
              : 'none of the listed agents'}
            {group.star ? ', and every agent no other group names.' : '.'}
          </p>
          {group.star ? (
            <p>
              <strong>Not reached:</strong>{' '}
              {readers.shadowed.length > 0
                ? withCode(
                    `${joinWords(readers.shadowed.map((r) => displayToken(r, props.analysis.groups)))} — named by their own group, so no rule of this \`*\` group applies to them (RFC 9309 §2.2.1).`,
                  )
                : 'no named agent; every listed agent reads this group.'}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
