// The Policy view: what the file's policy amounts to in plain words, per registry
// category and per path family (the worker's policySummary), the Content-Signal
// preferences, and "what changes if a group is added": pick a category, see which
// tokens a new group would name and the file around it, and apply it as one
// undoable edit; and a builder that writes a whole file from per-category decisions. Proposals are edits into the text of the report's revision, so
// they are offered only while the editor holds that text.

import { useId, useMemo, useState, type ReactNode } from 'react';
import { CATEGORIES, type CrawlerCategory } from '../../core/registry/index.ts';
import type { CategoryPolicy, GroupProposal, PathException } from '../../core/report/index.ts';
import {
  selectIsReportForText,
  selectPolicy,
  selectProposals,
  selectReport,
  selectText,
  useEditorCommands,
  usePlaygroundStore,
} from '../../state/index.ts';
import { PolicyBuilder } from './policy-builder.tsx';
// Straight from its module, which the first visit's JavaScript leaves out.
import { selectReportCut } from '../../state/engine-selectors.ts';
import { CutNote } from '../../components/index.ts';
import { previewEdit } from './preview.ts';
import './policy.css';
import { formatNumber } from '../../core/numbers.ts';

/**
 * How many path families a category lists before a "show all" button. A large
 * file holds back hundreds (linkedin's: over 1,000 elements across categories),
 * and laying them all out is most of what opening the panel cost.
 */
export const FAMILY_LIMIT = 8;

/** The category the proposal picker starts on: the question site owners ask most. */
export const DEFAULT_CATEGORY: CrawlerCategory = 'ai-training';

type SkipReason = GroupProposal['skipped'][number]['reason'];

const SKIP_REASON: Readonly<Record<SkipReason, string>> = {
  'token-cut': 'not valid product tokens (RFC 9309 §2.2.1), so no User-agent line can name them',
  'low-confidence': 'weakly sourced registry entries',
};

function skippedBy(proposal: GroupProposal): [SkipReason, string[]][] {
  const by = new Map<SkipReason, string[]>();
  for (const s of proposal.skipped) by.set(s.reason, [...(by.get(s.reason) ?? []), s.token]);
  return [...by];
}

/** The Policy panel (a region named **Policy**). */
export function PolicyPanel(): ReactNode {
  const headingId = useId();
  const report = usePlaygroundStore(selectReport);
  const policy = usePlaygroundStore(selectPolicy);
  // A report made for the Crawlers table alone has no policy: one with it is on its way.
  const forText = usePlaygroundStore(selectIsReportForText) && policy !== null;
  const cut = usePlaygroundStore(selectReportCut);

  return (
    <section
      className={`panel policy-panel${forText ? '' : ' stale'}`}
      aria-labelledby={headingId}
      aria-busy={!forText}
    >
      <div className="policy-head">
        <h2 id={headingId}>Policy</h2>
        <span className="muted policy-state" role="status">
          {report === null || policy === null
            ? 'Reading every known crawler…'
            : forText
              ? ''
              : 'Updating…'}
        </span>
      </div>
      <CutNote cut={cut} noun="URL" />
      {policy === null ? null : (
        <>
          <h3>What the file does</h3>
          <ul className="policy-categories" aria-label="Policy by category">
            {policy.categories.map((c) => (
              <CategoryEntry key={c.category} policy={c} />
            ))}
          </ul>
          {policy.signals.length > 0 ? (
            <>
              <h3>Content-Signal</h3>
              <ul className="policy-signals">
                {policy.signals.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Proposals />
        </>
      )}
      <PolicyBuilder />
    </section>
  );
}

function Codes(props: { patterns: readonly string[] }): ReactNode {
  return props.patterns.map((p, i) => (
    <span key={p}>
      {i === 0 ? '' : i === props.patterns.length - 1 ? ' and ' : ', '}
      <code>{p}</code>
    </span>
  ));
}

/** A family and the parts an Allow reopens in it (and a Disallow closes again). */
function Family(props: { exception: PathException }): ReactNode {
  const { family, reopened, closedAgain } = props.exception;
  return (
    <>
      <code>{family}</code>
      {reopened.length > 0 ? (
        <>
          {' except '}
          <Codes patterns={reopened} />
          {closedAgain.length > 0 ? (
            <>
              {' (but not '}
              <Codes patterns={closedAgain} />)
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function CategoryEntry(props: { policy: CategoryPolicy }): ReactNode {
  const { policy: c } = props;
  const listId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? c.exceptions : c.exceptions.slice(0, FAMILY_LIMIT);
  const hidden = c.exceptions.length - shown.length;
  return (
    <li className={`policy-category stance-${c.stance}`}>
      <div className="policy-category-head">
        <strong>{c.label}</strong>
        <span className={`stance stance-${c.stance}`}>{c.badge}</span>
      </div>
      <p className="sentence">{c.sentence}</p>
      {c.exceptions.length > 0 ? (
        <p className="families" id={listId}>
          <span className="muted">Path families held back: </span>
          {shown.map((e, i) => (
            <span key={[e.family, ...e.reopened, '', ...e.closedAgain].join(' ')}>
              {i > 0 ? ', ' : ''}
              <Family exception={e} /> ({e.crawlers} {e.crawlers === 1 ? 'crawler' : 'crawlers'})
            </span>
          ))}
          {hidden > 0 || all ? (
            <>
              {hidden > 0 ? ` and ${formatNumber(hidden)} more ` : ' '}
              <button
                type="button"
                className="link-button"
                aria-expanded={all}
                aria-controls={listId}
                onClick={() => setAll(!all)}
              >
                {all ? 'Show fewer' : `Show all ${formatNumber(c.exceptions.length)}`}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

function Proposals(): ReactNode {
  const headingId = useId();
  const hintId = useId();
  const commands = useEditorCommands();
  const proposals = usePlaygroundStore(selectProposals);
  const forText = usePlaygroundStore(selectIsReportForText);
  const text = usePlaygroundStore(selectText);
  const [category, setCategory] = useState<CrawlerCategory>(DEFAULT_CATEGORY);
  const [rule, setRule] = useState<'disallow' | 'allow'>('disallow');
  const [applied, setApplied] = useState('');

  const entry = proposals.find((p) => p.category === category) ?? proposals[0];
  const proposal = entry ? entry[rule] : null;
  const edit = proposal?.edit ?? null;
  // Offsets are into the report's text: a preview of any other text would lie.
  const preview = useMemo(
    () => (edit !== null && forText ? previewEdit(text, edit) : null),
    [edit, forText, text],
  );
  if (!entry || !proposal) return null;
  const label = CATEGORIES[entry.category].label;

  const apply = (): void => {
    if (edit === null || !forText) return;
    commands.applyEdits([edit]);
    setApplied(
      `Added a group naming ${proposal.tokens.length} ${label} ${proposal.tokens.length === 1 ? 'token' : 'tokens'}. Undo with Ctrl+Z.`,
    );
  };

  return (
    <section className="proposals" aria-labelledby={headingId}>
      <h3 id={headingId}>What changes if a group is added</h3>
      <div className="proposal-controls">
        <label className="field-inline">
          <span>Category</span>
          <select
            value={entry.category}
            onChange={(e) => {
              setCategory(e.target.value as CrawlerCategory);
              setApplied('');
            }}
          >
            {proposals.map((p) => (
              <option key={p.category} value={p.category}>
                {CATEGORIES[p.category].label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="rule-choice">
          <legend>Rule of the new group</legend>
          <label>
            <input
              type="radio"
              name={`${headingId}-rule`}
              checked={rule === 'disallow'}
              onChange={() => setRule('disallow')}
            />{' '}
            <code>Disallow: /</code> (block them)
          </label>
          <label>
            <input
              type="radio"
              name={`${headingId}-rule`}
              checked={rule === 'allow'}
              onChange={() => setRule('allow')}
            />{' '}
            <code>Allow: /</code> (allow them by name)
          </label>
        </fieldset>
      </div>

      {proposal.tokens.length === 0 ? (
        <p className="proposal-none">
          Every {label} crawler{' '}
          {proposal.skipped.length > 0 ? 'a User-agent line can name' : 'the registry knows'} is
          already named by a group (or follows its fallback token’s group): a new group would change
          nothing.
        </p>
      ) : (
        <>
          <p>
            A new group would name {proposal.tokens.length} {label}{' '}
            {proposal.tokens.length === 1 ? 'token' : 'tokens'} that no group names yet:
          </p>
          <ul className="proposal-tokens" aria-label="Tokens the new group would name">
            {proposal.tokens.map((t) => (
              <li key={t}>
                <code>{t}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      {skippedBy(proposal).map(([reason, tokens]) => (
        <p key={reason} className="muted proposal-skipped">
          Left out, {SKIP_REASON[reason]}:{' '}
          {tokens.map((t, i) => (
            <span key={t}>
              {i > 0 ? ', ' : ''}
              <code>{t}</code>
            </span>
          ))}
          .
        </p>
      ))}

      {preview !== null && preview.lines.length > 0 ? (
        <figure className="proposal-preview">
          <figcaption>The file with the new group (added lines marked +)</figcaption>
          {/* Long lines scroll sideways: focusable, so the keyboard can scroll it. */}
          <pre aria-label="Preview of the file with the new group" tabIndex={0}>
            {preview.before > 0 ? (
              <span className="omitted">
                … {preview.before} {preview.before === 1 ? 'line' : 'lines'} before
                {'\n'}
              </span>
            ) : null}
            {preview.lines.map((l) => (
              <span key={l.line} className={l.added ? 'added' : 'same'}>
                <span className="ln" aria-hidden="true">
                  {String(l.line).padStart(4)}
                </span>
                <span className="mark">{l.added ? '+ ' : '  '}</span>
                {l.text}
                {'\n'}
              </span>
            ))}
            {preview.after > 0 ? (
              <span className="omitted">
                … {preview.after} {preview.after === 1 ? 'line' : 'lines'} after
              </span>
            ) : null}
          </pre>
        </figure>
      ) : null}

      {edit !== null ? (
        <p className="proposal-apply">
          <button
            type="button"
            className="primary"
            aria-disabled={!forText}
            aria-describedby={hintId}
            onClick={apply}
          >
            Add this group to the file
          </button>{' '}
          <span id={hintId} className="muted">
            {forText
              ? 'One change in the editor; undo with Ctrl+Z.'
              : 'Waiting for the analysis of the current text.'}
          </span>
        </p>
      ) : null}
      <p className="proposal-applied" role="status">
        {applied}
      </p>
    </section>
  );
}
