// The Problems panel: the worker's lint findings for the current text, counted by
// severity, filterable, grouped by rule (errors and warnings first and open, info
// groups closed until asked for), each with a jump to its line, its fixes and a
// link to its rule's page in the catalogue. Fixes apply only to the revision they
// were computed on (their offsets are into that text), so while the editor is
// ahead of the analysis the list is marked as updating and fixes wait. The list
// renders only the rows in view (thousands of findings cost what one screenful
// costs); counts, filters and Fix-all cover every entry. Fix-all says what it
// fixes and leaves info fixes to the user's choice.

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
import {
  fixAllFindings,
  fixesOf,
  summariseFixAll,
  type LintRuleId,
  type LintSeverity,
} from '../../core/lint/index.ts';
import {
  selectDiagnostics,
  selectIsLintCurrent,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type RobotsDiagnostic,
  type TextEdit,
} from '../../state/index.ts';
import {
  SEVERITIES,
  countBySeverity,
  filterDiagnostics,
  indexDiagnostics,
  severityCountLabel,
} from './filter.ts';
import {
  countsInWords,
  fixAllLabel,
  fixedRules,
  groupDiagnostics,
  problemRows,
  toggleLabel,
  type ProblemGroup,
  type ProblemRow,
} from './groups.ts';
import { InlineCode, SearchInput } from '../../components/index.ts';
import { useVirtualRows, windowPadding } from '../../components/virtual-list.ts';
import type { VirtualItem } from '@tanstack/react-virtual';
import { RuleDocs } from './rule-docs.tsx';
import { SEVERITY_ICON, SeverityBadge } from './severity-badge.tsx';
import './problems.css';
import { formatNumber } from '../../core/numbers.ts';

/** An entry's height before it is measured, px (one line of message, no fixes). */
const ENTRY_HEIGHT = 66;

/** A group header's height before it is measured, px. */
const HEADER_HEIGHT = 40;

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
  const store = usePlaygroundStoreApi();

  const [severities, setSeverities] = useState<ReadonlySet<LintSeverity>>(ALL_SEVERITIES);
  const [query, setQuery] = useState('');
  const [docs, setDocs] = useState<{ focus: LintRuleId | null } | null>(null);
  // Groups the user opened or closed; the others are open when they hold errors
  // or warnings, or while a text filter is on.
  const [toggled, setToggled] = useState<ReadonlyMap<LintRuleId, boolean>>(() => new Map());
  const [includeInfo, setIncludeInfo] = useState(false);
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
  const groups = useMemo(() => groupDiagnostics(shown), [shown]);
  // A text filter asks for matching findings: show them, in closed groups too.
  const searching = deferredQuery.trim() !== '';
  const rows = useMemo(
    () => problemRows(groups, (g) => toggled.get(g.id) ?? (g.severity !== 'info' || searching)),
    [groups, toggled, searching],
  );
  const toggleGroup = useCallback((id: LintRuleId, open: boolean): void => {
    setToggled((prev) => new Map(prev).set(id, !open));
  }, []);
  // Offsets of fixes are into the analysed text: only offer Fix-all when it is the
  // editor's. Errors and warnings are listed first, so an info fix never takes
  // their place in a clash; info fixes join only when the user asks. What each plan
  // fixes comes with the findings (the worker works it out beside the lint); the
  // fix itself is made from the findings when the button is pressed.
  const plans = usePlaygroundStore((s) =>
    selectIsLintCurrent(s) ? (s.lint?.fixAll ?? null) : null,
  );
  const plan = plans ? (includeInfo ? plans.all : plans.serious) : null;
  const infoFixes = plans?.all.bySeverity.info ?? 0;
  const fixAll = (): void => {
    // The findings and the text they are about, as the store holds them now.
    const state = store.getState();
    if (!selectIsLintCurrent(state)) return;
    const findings = fixAllFindings(selectDiagnostics(state), includeInfo);
    applyFix(summariseFixAll(state.text, findings).fix.edits, 0);
  };

  // After a fix the entry disappears with the next analysis: keep the keyboard
  // user in the list, on the entry that took its place (the list brings it into
  // view and focuses it), or on the heading when the list is empty.
  useEffect(() => {
    const at = refocusAt.current;
    if (!current || at === null) return;
    refocusAt.current = null;
    if (rows.length === 0) document.getElementById(headingId)?.focus();
    else setRefocus(Math.min(at, rows.length - 1));
  }, [current, rows, headingId]);

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
            <SearchInput
              id={filterId}
              value={query}
              onValue={setQuery}
              placeholder="Filter by text or rule id"
            />
          </div>
        </div>

        {plan && (plan.edits > 0 || infoFixes > 0) ? (
          <div className="fix-all">
            {plan.edits > 0 ? (
              <button
                type="button"
                // Loud only for errors and warnings: info fixes are tidying.
                className={
                  plan.bySeverity.error + plan.bySeverity.warning > 0 ? 'primary' : undefined
                }
                aria-describedby={fixAllHintId}
                onClick={fixAll}
              >
                {fixAllLabel(plan.bySeverity)}
              </button>
            ) : null}
            {infoFixes > 0 ? (
              <label className="fix-info">
                <input
                  type="checkbox"
                  checked={includeInfo}
                  onChange={(e) => setIncludeInfo(e.target.checked)}
                />
                Include {formatNumber(infoFixes)} info {infoFixes === 1 ? 'fix' : 'fixes'}
              </label>
            ) : null}
            {plan.edits > 0 ? (
              <span id={fixAllHintId} className="muted">
                Applies the mechanical fixes only, as one change (undo with Ctrl+Z):{' '}
                {fixedRules(plan.byRule)}.
              </span>
            ) : null}
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
            Showing {formatNumber(shown.length)} of {formatNumber(diagnostics.length)}
          </p>
        ) : null}

        <ProblemList
          rows={rows}
          groups={groups.length}
          stale={!current}
          focusIndex={refocus}
          onFocused={clearRefocus}
          onJump={commands.revealLine}
          onFix={applyFix}
          onRule={openDocs}
          onToggle={toggleGroup}
        />
      </div>
    </section>
  );
}

interface ProblemListProps {
  rows: readonly ProblemRow[];
  /** How many groups the rows hold. */
  groups: number;
  stale: boolean;
  /** A row to bring into view and focus (its jump or toggle button), or null. */
  focusIndex: number | null;
  /** Called once the row of `focusIndex` has focus. */
  onFocused: () => void;
  onJump: (line: number) => void;
  onFix: (edits: readonly TextEdit[], index: number) => void;
  onRule: (id: LintRuleId, from: HTMLElement) => void;
  onToggle: (id: LintRuleId, open: boolean) => void;
}

/**
 * The rows in view, in their own scroll box: a list of rule groups, each a
 * header and a list of its entries; the outer list's padding stands in for the
 * rows left out above and below, and each group and entry says where it stands.
 * The row holding focus stays rendered wherever the list is scrolled. Memoised so
 * typing in the editor does not re-render it.
 */
const ProblemList = memo(function ProblemList(props: ProblemListProps): ReactNode {
  const { rows: all, stale, focusIndex, onFocused } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const keep = [focused, focusIndex].filter((i): i is number => i !== null);
  const { virtualizer, measureRef } = useVirtualRows({
    count: all.length,
    scrollRef,
    estimateSize: (i) => (all[i]?.kind === 'group' ? HEADER_HEIGHT : ENTRY_HEIGHT),
    getItemKey: useCallback((i: number) => rowKey(all[i], i), [all]),
    keep,
    measure: true,
  });

  useEffect(() => {
    if (focusIndex === null) return;
    virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
    // The row renders with the scroll; focus it once it is in the DOM.
    const frame = requestAnimationFrame(() => {
      const at = `[data-index="${focusIndex}"]`;
      const target = scrollRef.current?.querySelector<HTMLElement>(
        `${at} button.jump, ${at} button.group-toggle`,
      );
      target?.focus();
      onFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusIndex, onFocused, virtualizer]);

  if (all.length === 0) return null;
  const rendered = virtualizer.getVirtualItems();
  // The rendered rows in runs of one group each: a group's list item holds its
  // header (when in view) and the entries in view.
  const runs: { group: ProblemGroup; groupIndex: number; rows: VirtualItem[] }[] = [];
  let groupIndex = -1;
  for (const item of rendered) {
    const row = all[item.index];
    if (!row) continue;
    if (row.kind === 'group') groupIndex = row.groupIndex;
    else groupIndex = groupOfEntry(all, item.index);
    const last = runs[runs.length - 1];
    const previous = last?.rows[last.rows.length - 1];
    if (last && last.groupIndex === groupIndex && previous && previous.index === item.index - 1) {
      last.rows.push(item);
    } else {
      runs.push({ group: row.group, groupIndex, rows: [item] });
    }
  }
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
        style={windowPadding(virtualizer, rendered)}
      >
        {runs.map((run, r) => {
          const { group } = run;
          // Keyed by rule, so a group keeps its elements (and focus) while rows
          // above it open or close; a second run of it (a kept row) needs its own key.
          const again = r > 0 && runs[r - 1]?.group.id === group.id;
          const entries = run.rows.filter((item) => all[item.index]?.kind === 'entry');
          const header = run.rows.find((item) => all[item.index]?.kind === 'group');
          const headerRow = header ? all[header.index] : undefined;
          return (
            <li
              key={again ? `${group.id}:${run.rows[0]?.index ?? 0}` : group.id}
              className={`problem-group sev-${group.severity}`}
              aria-setsize={props.groups}
              aria-posinset={run.groupIndex + 1}
            >
              {header && headerRow?.kind === 'group' ? (
                <GroupHeader
                  group={group}
                  index={header.index}
                  open={headerRow.open}
                  measureRef={measureRef}
                  onRule={props.onRule}
                  onToggle={props.onToggle}
                />
              ) : null}
              {entries.length > 0 ? (
                <ol
                  className="problem-group-list"
                  aria-label={`${group.id}: ${countsInWords(group.counts)}`}
                >
                  {entries.map((item) => {
                    const row = all[item.index];
                    if (row?.kind !== 'entry') return null;
                    return (
                      <ProblemEntry
                        key={item.key}
                        diagnostic={row.item.diagnostic}
                        index={item.index}
                        position={row.position}
                        count={group.items.length}
                        measureRef={measureRef}
                        stale={stale}
                        onJump={props.onJump}
                        onFix={props.onFix}
                        onRule={props.onRule}
                      />
                    );
                  })}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
});

/** The index of the group whose entry is row `index`: the header above it. */
function groupOfEntry(rows: readonly ProblemRow[], index: number): number {
  const row = rows[index];
  if (row?.kind !== 'entry') return -1;
  const header = rows[index - row.position - 1];
  return header?.kind === 'group' ? header.groupIndex : -1;
}

function rowKey(row: ProblemRow | undefined, index: number): string {
  if (!row) return String(index);
  if (row.kind === 'group') return `group:${row.group.id}`;
  const d = row.item.diagnostic;
  return `${d.from}:${d.to}:${d.id}:${row.position}`;
}

/**
 * A group's header: its severity, the rule's title and id (a link to its page),
 * its count, and the button that shows or hides its entries.
 */
const GroupHeader = memo(function GroupHeader(props: {
  group: ProblemGroup;
  index: number;
  open: boolean;
  measureRef: (element: Element | null) => void;
  onRule: (id: LintRuleId, from: HTMLElement) => void;
  onToggle: (id: LintRuleId, open: boolean) => void;
}): ReactNode {
  const { group, open } = props;
  const n = group.items.length;
  return (
    <div className="problem-group-head" ref={props.measureRef} data-index={props.index}>
      <SeverityBadge severity={group.severity} />
      <h3 className="problem-group-title">
        <InlineCode text={group.title} />{' '}
        <span className="problem-group-count">{countsInWords(group.counts)}</span>
      </h3>
      <button
        type="button"
        className="rule-link"
        title={`About ${group.id}`}
        aria-label={`${group.id} (about this rule)`}
        onClick={(e) => props.onRule(group.id, e.currentTarget)}
      >
        {group.id}
      </button>
      <button
        type="button"
        className="group-toggle"
        aria-expanded={open}
        onClick={() => props.onToggle(group.id, open)}
      >
        {toggleLabel(open, n)} <span className="visually-hidden">of {group.id}</span>
      </button>
    </div>
  );
});

/** One finding: its severity, rule, line and message (a jump to the line), and its fixes. */
const ProblemEntry = memo(function ProblemEntry(props: {
  diagnostic: RobotsDiagnostic;
  /** Its row in the whole list. */
  index: number;
  /** Its place in its group, from 0. */
  position: number;
  /** How many findings its group holds. */
  count: number;
  measureRef: (element: Element | null) => void;
  stale: boolean;
  onJump: (line: number) => void;
  onFix: (edits: readonly TextEdit[], index: number) => void;
  onRule: (id: LintRuleId, from: HTMLElement) => void;
}): ReactNode {
  const { diagnostic: d, index, stale } = props;
  const fixes = fixesOf(d);
  return (
    <li
      className={`problem sev-${d.severity}`}
      ref={props.measureRef}
      data-index={index}
      aria-setsize={props.count}
      aria-posinset={props.position + 1}
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
      {fixes.length > 0 ? (
        <div className="fixes" role="group" aria-label={`Fixes for line ${d.line}`}>
          {fixes.map((fix, k) => (
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
