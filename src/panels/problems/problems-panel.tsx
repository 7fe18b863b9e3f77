// The Problems panel: the worker's lint findings for the current text, counted by
// severity, filterable, each with a jump to its line, its fixes and a link to its
// rule's page in the catalogue. Fixes apply only to the revision they were
// computed on (their offsets are into that text), so while the editor is ahead of
// the analysis the list is marked as updating and fixes wait.

import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { fixAll, type LintRuleId, type LintSeverity } from '../../core/lint/index.ts';
import {
  selectAnalysis,
  selectDiagnostics,
  selectIsAnalysisCurrent,
  useEditorCommands,
  usePlaygroundStore,
  type RobotsDiagnostic,
  type TextEdit,
} from '../../state/index.ts';
import {
  SEVERITIES,
  countBySeverity,
  filterDiagnostics,
  indexDiagnostics,
  severityCountLabel,
  type IndexedDiagnostic,
} from './filter.ts';
import { InlineCode } from '../../components/index.ts';
import { RuleDocs } from './rule-docs.tsx';
import { SEVERITY_ICON, SeverityBadge } from './severity-badge.tsx';
import './problems.css';

/** How many entries are rendered at first, and added by each "Show more". */
export const PAGE_SIZE = 200;

const ALL_SEVERITIES: ReadonlySet<LintSeverity> = new Set(SEVERITIES);

/** The Problems panel (a region named **Problems**). */
export function ProblemsPanel(): ReactNode {
  const headingId = useId();
  const filterId = useId();
  const fixAllHintId = useId();
  const commands = useEditorCommands();
  const analysis = usePlaygroundStore(selectAnalysis);
  const diagnostics = usePlaygroundStore(selectDiagnostics);
  const current = usePlaygroundStore(selectIsAnalysisCurrent);
  // The text matters only while it is the analysed one (Fix-all's offsets are into
  // it); null otherwise, so typing ahead of the worker does not re-render the panel.
  const analysedText = usePlaygroundStore((s) => (selectIsAnalysisCurrent(s) ? s.text : null));

  const [severities, setSeverities] = useState<ReadonlySet<LintSeverity>>(ALL_SEVERITIES);
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [docs, setDocs] = useState<{ focus: LintRuleId | null } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const refocusAt = useRef<number | null>(null);

  // Typing in the filter box stays responsive with thousands of entries.
  const deferredQuery = useDeferredValue(query);
  const counts = useMemo(() => countBySeverity(diagnostics), [diagnostics]);
  const indexed = useMemo(() => indexDiagnostics(diagnostics), [diagnostics]);
  const shown = useMemo(
    () => filterDiagnostics(indexed, { severities, query: deferredQuery }),
    [indexed, severities, deferredQuery],
  );
  // Offsets of fixes are into the analysed text: only offer Fix-all when it is the editor's.
  const all = useMemo(
    () => (analysedText === null ? null : fixAll(analysedText, diagnostics)),
    [analysedText, diagnostics],
  );

  useEffect(() => setLimit(PAGE_SIZE), [severities, deferredQuery]);

  // After a fix the entry disappears with the next analysis: keep the keyboard
  // user in the list, on the entry that took its place.
  useEffect(() => {
    const at = refocusAt.current;
    if (!current || at === null) return;
    refocusAt.current = null;
    const jumps = list.current?.querySelectorAll<HTMLElement>('button.jump');
    const target = jumps && jumps.length > 0 ? jumps[Math.min(at, jumps.length - 1)] : undefined;
    (target ?? document.getElementById(headingId))?.focus();
  }, [current, diagnostics, headingId]);

  const applyFix = useCallback(
    (edits: readonly TextEdit[], index: number | null): void => {
      if (!current || edits.length === 0) return;
      refocusAt.current = index;
      commands.applyEdits(edits);
    },
    [current, commands],
  );

  const openDocs = useCallback((id: LintRuleId | null, from: HTMLElement | null): void => {
    returnFocus.current = from;
    setDocs({ focus: id });
  }, []);
  const closeDocs = (): void => {
    setDocs(null);
    const el = returnFocus.current;
    returnFocus.current = null;
    // The list is only hidden while the docs are open, so its buttons still exist.
    queueMicrotask(() => el?.focus());
  };

  const toggleSeverity = (severity: LintSeverity): void => {
    setSeverities((prev) => {
      const next = new Set(prev);
      if (next.has(severity)) next.delete(severity);
      else next.add(severity);
      return next;
    });
  };

  const filtered = shown.length !== diagnostics.length;
  const visible = shown.slice(0, limit);

  return (
    <section
      className={`panel problems-panel${current ? '' : ' stale'}`}
      aria-labelledby={headingId}
      aria-busy={!current}
    >
      <div className="problems-head">
        <h2 id={headingId} tabIndex={-1}>
          Problems
        </h2>
        <span className="problems-state" role="status">
          {analysis === null ? 'Reading the file…' : current ? '' : 'Updating…'}
        </span>
        <button
          type="button"
          className="link-button"
          onClick={(e) => openDocs(null, e.currentTarget)}
          aria-expanded={docs !== null}
        >
          Rule reference
        </button>
      </div>

      {docs ? <RuleDocs focus={docs.focus} onClose={closeDocs} /> : null}

      <div className="problems-body" hidden={docs !== null}>
        <div className="problems-toolbar">
          <div className="severity-filter" role="group" aria-label="Show severities">
            {SEVERITIES.map((sev) => (
              <button
                key={sev}
                type="button"
                className={`sev-toggle sev-${sev}`}
                aria-pressed={severities.has(sev)}
                title={severities.has(sev) ? `Hide ${sev}s` : `Show ${sev}s`}
                onClick={() => toggleSeverity(sev)}
              >
                <span className="sev-icon" aria-hidden="true">
                  {SEVERITY_ICON[sev]}
                </span>
                {severityCountLabel(sev, counts[sev])}
              </button>
            ))}
          </div>
          <div className="text-filter">
            <label htmlFor={filterId} className="visually-hidden">
              Filter problems
            </label>
            <input
              id={filterId}
              type="search"
              value={query}
              spellCheck={false}
              autoComplete="off"
              placeholder="Filter by text or rule id"
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && query !== '') {
                  e.preventDefault();
                  setQuery('');
                }
              }}
            />
          </div>
        </div>

        {all && all.edits.length > 0 ? (
          <div className="fix-all">
            <button
              type="button"
              className="primary"
              aria-describedby={fixAllHintId}
              onClick={() => applyFix(all.edits, 0)}
            >
              {all.label}
            </button>
            <span id={fixAllHintId} className="muted">
              Applies the mechanical fixes only, as one change (undo with Ctrl+Z).
            </span>
          </div>
        ) : null}

        {analysis !== null && diagnostics.length === 0 ? (
          <p className="problems-empty">
            <span aria-hidden="true">✓ </span>
            {current ? 'No problems found.' : 'No problems in the last analysis.'}
          </p>
        ) : null}
        {diagnostics.length > 0 && shown.length === 0 ? (
          <p className="problems-empty">
            No problem matches the filter.{' '}
            <button
              type="button"
              onClick={() => {
                setQuery('');
                setSeverities(ALL_SEVERITIES);
              }}
            >
              Clear filter
            </button>
          </p>
        ) : null}
        {filtered && shown.length > 0 ? (
          <p className="muted problems-count">
            Showing {shown.length.toLocaleString('en')} of {diagnostics.length.toLocaleString('en')}
          </p>
        ) : null}

        <ProblemList
          listRef={list}
          items={visible}
          stale={!current}
          onJump={commands.revealLine}
          onFix={applyFix}
          onRule={openDocs}
        />

        {shown.length > visible.length ? (
          <p className="show-more">
            <button type="button" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              Show {Math.min(PAGE_SIZE, shown.length - visible.length).toLocaleString('en')} more
            </button>{' '}
            <span className="muted">
              {(shown.length - visible.length).toLocaleString('en')} not shown
            </span>
          </p>
        ) : null}
      </div>
    </section>
  );
}

interface ProblemListProps {
  listRef: RefObject<HTMLOListElement | null>;
  items: readonly IndexedDiagnostic[];
  stale: boolean;
  onJump: (line: number) => void;
  onFix: (edits: readonly TextEdit[], index: number) => void;
  onRule: (id: LintRuleId, from: HTMLElement) => void;
}

/** The rendered entries; memoised so typing in the editor does not re-render them. */
const ProblemList = memo(function ProblemList(props: ProblemListProps): ReactNode {
  const { items, stale } = props;
  if (items.length === 0) return null;
  return (
    <ol className="problem-list" ref={props.listRef}>
      {items.map((x, i) => (
        <ProblemEntry
          key={`${x.diagnostic.from}:${x.diagnostic.to}:${x.diagnostic.id}:${i}`}
          diagnostic={x.diagnostic}
          index={i}
          stale={stale}
          onJump={props.onJump}
          onFix={props.onFix}
          onRule={props.onRule}
        />
      ))}
    </ol>
  );
});

const ProblemEntry = memo(function ProblemEntry(props: {
  diagnostic: RobotsDiagnostic;
  index: number;
  stale: boolean;
  onJump: (line: number) => void;
  onFix: (edits: readonly TextEdit[], index: number) => void;
  onRule: (id: LintRuleId, from: HTMLElement) => void;
}): ReactNode {
  const { diagnostic: d, index, stale } = props;
  return (
    <li className={`problem sev-${d.severity}`}>
      <div className="problem-meta">
        <SeverityBadge severity={d.severity} />
        <button
          type="button"
          className="rule-link"
          title={`About ${d.id}`}
          aria-label={`${d.id} (about this rule)`}
          onClick={(e) => props.onRule(d.id, e.currentTarget)}
        >
          {d.id}
        </button>
      </div>
      <button
        type="button"
        className="jump"
        title={`Go to line ${d.line}`}
        onClick={() => props.onJump(d.line)}
      >
        <span className="line">line {d.line}</span>{' '}
        <span className="message">
          <InlineCode text={d.message} />
        </span>
      </button>
      {d.fixes && d.fixes.length > 0 ? (
        <div className="fixes" role="group" aria-label={`Fixes for line ${d.line}`}>
          {d.fixes.map((fix, k) => (
            <button
              key={k}
              type="button"
              aria-disabled={stale}
              title={stale ? 'Waiting for the updated analysis' : undefined}
              onClick={() => props.onFix(fix.edits, index)}
            >
              <InlineCode text={fix.label} />
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
});
