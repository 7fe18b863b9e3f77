// The Problems panel: the worker's lint findings for the current text, counted by
// severity, filterable, each with a jump to its line, its fixes and a link to its
// rule's page in the catalogue. Fixes apply only to the revision they were
// computed on (their offsets are into that text), so while the editor is ahead of
// the analysis the list is marked as updating and fixes wait. The list renders only
// the entries in view (thousands of findings cost what one screenful costs);
// counts, filters and Fix-all cover every entry.

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
} from 'react';
import { fixAll, type LintRuleId, type LintSeverity } from '../../core/lint/index.ts';
import {
  selectDiagnostics,
  selectIsLintCurrent,
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
import { useVirtualRows, windowPadding } from '../../components/virtual-list.ts';
import { RuleDocs } from './rule-docs.tsx';
import { SEVERITY_ICON, SeverityBadge } from './severity-badge.tsx';
import './problems.css';

/** An entry's height before it is measured, px (one line of message, no fixes). */
const ENTRY_HEIGHT = 66;

const ALL_SEVERITIES: ReadonlySet<LintSeverity> = new Set(SEVERITIES);

/** The Problems panel (a region named **Problems**). */
export function ProblemsPanel(): ReactNode {
  const headingId = useId();
  const filterId = useId();
  const fixAllHintId = useId();
  const commands = useEditorCommands();
  const linted = usePlaygroundStore((s) => s.lint !== null);
  const diagnostics = usePlaygroundStore(selectDiagnostics);
  const current = usePlaygroundStore(selectIsLintCurrent);
  // The text matters only while it is the linted one (Fix-all's offsets are into
  // it); null otherwise, so typing ahead of the worker does not re-render the panel.
  const analysedText = usePlaygroundStore((s) => (selectIsLintCurrent(s) ? s.text : null));

  const [severities, setSeverities] = useState<ReadonlySet<LintSeverity>>(ALL_SEVERITIES);
  const [query, setQuery] = useState('');
  const [docs, setDocs] = useState<{ focus: LintRuleId | null } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const refocusAt = useRef<number | null>(null);
  const [refocus, setRefocus] = useState<number | null>(null);

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

  // After a fix the entry disappears with the next analysis: keep the keyboard
  // user in the list, on the entry that took its place (the list brings it into
  // view and focuses it), or on the heading when the list is empty.
  useEffect(() => {
    const at = refocusAt.current;
    if (!current || at === null) return;
    refocusAt.current = null;
    if (shown.length === 0) document.getElementById(headingId)?.focus();
    else setRefocus(Math.min(at, shown.length - 1));
  }, [current, shown, headingId]);

  const clearRefocus = useCallback(() => setRefocus(null), []);

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
          {!linted ? 'Reading the file…' : current ? '' : 'Updating…'}
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

        {linted && diagnostics.length === 0 ? (
          <p className="problems-empty">
            <span aria-hidden="true">✓ </span>
            {current ? 'No problems found.' : 'No problems in the last check.'}
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
          items={shown}
          stale={!current}
          focusIndex={refocus}
          onFocused={clearRefocus}
          onJump={commands.revealLine}
          onFix={applyFix}
          onRule={openDocs}
        />
      </div>
    </section>
  );
}

interface ProblemListProps {
  items: readonly IndexedDiagnostic[];
  stale: boolean;
  /** An entry to bring into view and focus (its jump button), or null. */
  focusIndex: number | null;
  /** Called once the entry of `focusIndex` has focus. */
  onFocused: () => void;
  onJump: (line: number) => void;
  onFix: (edits: readonly TextEdit[], index: number) => void;
  onRule: (id: LintRuleId, from: HTMLElement) => void;
}

/**
 * The entries in view, in their own scroll box; the list's padding stands in for
 * the entries left out above and below, and each entry says where it stands in
 * the whole list. The entry holding focus stays rendered wherever the list is
 * scrolled. Memoised so typing in the editor does not re-render it.
 */
const ProblemList = memo(function ProblemList(props: ProblemListProps): ReactNode {
  const { items, stale, focusIndex, onFocused } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const keep = [focused, focusIndex].filter((i): i is number => i !== null);
  const { virtualizer, measureRef } = useVirtualRows({
    count: items.length,
    scrollRef,
    estimateSize: () => ENTRY_HEIGHT,
    getItemKey: (i) => entryKey(items[i], i),
    keep,
    measure: true,
  });

  useEffect(() => {
    if (focusIndex === null) return;
    virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
    // The entry renders with the scroll; focus it once it is in the DOM.
    const frame = requestAnimationFrame(() => {
      const jump = scrollRef.current?.querySelector<HTMLElement>(
        `[data-index="${focusIndex}"] button.jump`,
      );
      jump?.focus();
      onFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusIndex, onFocused, virtualizer]);

  if (items.length === 0) return null;
  const rows = virtualizer.getVirtualItems();
  return (
    <div
      className="problem-list-scroll"
      ref={scrollRef}
      onFocus={(e) => {
        const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
        const index = row ? Number(row.dataset.index) : NaN;
        setFocused(Number.isInteger(index) ? index : null);
      }}
    >
      <ol
        className="problem-list"
        aria-label="Problem list"
        style={windowPadding(virtualizer, rows)}
      >
        {rows.map((row) => {
          const x = items[row.index];
          if (!x) return null;
          return (
            <ProblemEntry
              key={row.key}
              diagnostic={x.diagnostic}
              index={row.index}
              count={items.length}
              measureRef={measureRef}
              stale={stale}
              onJump={props.onJump}
              onFix={props.onFix}
              onRule={props.onRule}
            />
          );
        })}
      </ol>
    </div>
  );
});

function entryKey(x: IndexedDiagnostic | undefined, index: number): string {
  const d = x?.diagnostic;
  return d ? `${d.from}:${d.to}:${d.id}:${index}` : String(index);
}

const ProblemEntry = memo(function ProblemEntry(props: {
  diagnostic: RobotsDiagnostic;
  index: number;
  count: number;
  measureRef: (element: Element | null) => void;
  stale: boolean;
  onJump: (line: number) => void;
  onFix: (edits: readonly TextEdit[], index: number) => void;
  onRule: (id: LintRuleId, from: HTMLElement) => void;
}): ReactNode {
  const { diagnostic: d, index, stale } = props;
  return (
    <li
      className={`problem sev-${d.severity}`}
      ref={props.measureRef}
      data-index={index}
      aria-setsize={props.count}
      aria-posinset={index + 1}
    >
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
              title={stale ? 'Waiting for the updated check' : undefined}
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
