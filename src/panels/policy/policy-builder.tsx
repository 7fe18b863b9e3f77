// The policy builder: decide per registry category (as every other crawler,
// allow, disallow, or allow except some paths), name the paths every crawler must
// avoid and the sitemaps, and get a file that states those decisions
// (core/report/policy-builder.ts writes it and checks it with the engine). The
// change against the editor's file is listed line by line (@codemirror/merge's
// diff), and the file is applied as one undoable edit.

import { diff } from '@codemirror/merge';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  CATEGORIES,
  CATEGORY_KEYS,
  CRAWLERS,
  type CrawlerCategory,
} from '../../core/registry/index.ts';
import {
  buildPolicy,
  openPlan,
  type CategoryPlan,
  type PolicyCaveat,
  type PolicyPlan,
} from '../../core/report/policy-builder.ts';
import { selectText, useEditorCommands, usePlaygroundStore } from '../../state/index.ts';

/** How many paths a list keeps: each one is a probe for every registry crawler. */
export const MAX_PATHS = 100;

/** A category's choice in the form: `'same'` follows every other crawler. */
type Choice = 'same' | CategoryPlan['decision'];

interface FormState {
  others: { decision: CategoryPlan['decision']; paths: string };
  categories: Partial<Record<CrawlerCategory, { decision: Choice; paths: string }>>;
  shared: string;
  sitemaps: string;
}

const START: FormState = {
  others: { decision: 'allow', paths: '' },
  categories: {},
  shared: '',
  sitemaps: '',
};

/** One path per line (commas too), blanks dropped, at most MAX_PATHS. */
function linesOf(text: string): { list: string[]; cut: boolean } {
  const list = text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return { list: list.slice(0, MAX_PATHS), cut: list.length > MAX_PATHS };
}

function planOf(form: FormState): { plan: PolicyPlan; cut: boolean } {
  let cut = false;
  const paths = (text: string): string[] => {
    const r = linesOf(text);
    cut ||= r.cut;
    return r.list;
  };
  const plan: PolicyPlan = {
    ...openPlan(),
    others: { decision: form.others.decision, paths: paths(form.others.paths) },
    shared: paths(form.shared),
    sitemaps: linesOf(form.sitemaps).list,
  };
  for (const key of CATEGORY_KEYS) {
    const c = form.categories[key];
    if (c && c.decision !== 'same')
      plan.categories[key] = { decision: c.decision, paths: paths(c.paths) };
  }
  return { plan, cut };
}

const CAVEAT_WORDS: Record<PolicyCaveat['reason'], string> = {
  'token-cut':
    'Not valid product tokens (RFC 9309 §2.2.1): Google’s parser cannot read a line naming them, so they follow *',
  'may-ignore': 'Their operators say they may not obey robots.txt (or skip part of it)',
  'never-fetches':
    'Control tokens: they never fetch, their group only says how other crawlers’ content may be used',
};

/** The policy builder (a region named **Build a file from decisions**; no name of its own may contain "Policy", the panel's). */
export function PolicyBuilder(): ReactNode {
  const headingId = useId();
  const commands = useEditorCommands();
  const text = usePlaygroundStore(selectText);
  const [form, setForm] = useState<FormState>(START);
  const [done, setDone] = useState('');
  const { plan, cut } = useMemo(() => planOf(form), [form]);
  const built = useMemo(() => buildPolicy(plan), [plan]);
  // Compared only on request: on a large file a diff on every keystroke would be felt.
  const [compare, setCompare] = useState(false);
  const changes = useMemo(
    () => (compare ? lineChanges(text, built.text) : null),
    [compare, text, built.text],
  );

  const setCategory = (
    key: CrawlerCategory,
    next: Partial<{ decision: Choice; paths: string }>,
  ) => {
    setDone('');
    setForm((f) => ({
      ...f,
      categories: {
        ...f.categories,
        [key]: { decision: 'same', paths: '', ...f.categories[key], ...next },
      },
    }));
  };
  const apply = (): void => {
    commands.applyEdits([{ from: 0, to: text.length, insert: built.text }]);
    setDone('The file now holds the built policy. Undo with Ctrl+Z.');
  };

  return (
    <section className="policy-builder" aria-labelledby={headingId}>
      <h3 id={headingId}>Build a file from decisions</h3>
      <p className="muted">
        Decide for each kind of crawler, and the builder writes a file that says so: one group per
        decision, the shared paths repeated in each (a crawler reads one group only), a comment on
        each. It checks the file with the engine for every known crawler.
      </p>
      <fieldset className="builder-choice">
        <legend>Every other crawler (the * group)</legend>
        <DecisionRadios
          name={`${headingId}-others`}
          value={form.others.decision}
          same={false}
          onChange={(decision) => {
            setDone('');
            setForm((f) => ({
              ...f,
              others: { ...f.others, decision: decision as CategoryPlan['decision'] },
            }));
          }}
        />
        {form.others.decision === 'custom' ? (
          <PathsField
            label="Paths every other crawler may not fetch"
            value={form.others.paths}
            onChange={(paths) => setForm((f) => ({ ...f, others: { ...f.others, paths } }))}
          />
        ) : null}
      </fieldset>
      {CATEGORY_KEYS.map((key) => {
        const c = form.categories[key] ?? { decision: 'same' as Choice, paths: '' };
        return (
          <fieldset key={key} className="builder-choice">
            <legend>{CATEGORIES[key].label}</legend>
            <DecisionRadios
              name={`${headingId}-${key}`}
              value={c.decision}
              same
              onChange={(decision) => setCategory(key, { decision })}
            />
            {c.decision === 'custom' ? (
              <PathsField
                label={`Paths ${CATEGORIES[key].label} crawlers may not fetch`}
                value={c.paths}
                onChange={(paths) => setCategory(key, { paths })}
              />
            ) : null}
          </fieldset>
        );
      })}
      <PathsField
        label="Paths every crawler must avoid"
        value={form.shared}
        onChange={(shared) => {
          setDone('');
          setForm((f) => ({ ...f, shared }));
        }}
      />
      <PathsField
        label="Sitemaps"
        value={form.sitemaps}
        onChange={(sitemaps) => setForm((f) => ({ ...f, sitemaps }))}
      />
      {cut ? (
        <p role="status">Each list keeps its first {MAX_PATHS} paths; the rest are left out.</p>
      ) : null}

      <h4>The built file</h4>
      <pre className="builder-file" aria-label="Built file" tabIndex={0}>
        {built.text}
      </pre>
      <h4>Against the file in the editor</h4>
      <label>
        <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />{' '}
        List the lines that would change
      </label>
      {changes === null ? null : changes.length === 0 ? (
        <p>The editor already holds this file.</p>
      ) : (
        <ul className="builder-changes" aria-label="Changes to the file">
          {changes.slice(0, 60).map((c, i) => (
            <li key={i} className={c.kind}>
              <span className="builder-mark">{c.kind === 'added' ? '+ added' : '− removed'}</span>{' '}
              <code>{c.line === '' ? '(blank line)' : c.line}</code>
            </li>
          ))}
          {changes.length > 60 ? <li>and {changes.length - 60} more changed lines</li> : null}
        </ul>
      )}
      <button type="button" onClick={apply} disabled={text === built.text}>
        Replace the file with this policy
      </button>
      <p role="status" className="muted">
        {done}
      </p>
      <Caveats caveats={built.caveats} />
    </section>
  );
}

function DecisionRadios(props: {
  name: string;
  value: Choice;
  same: boolean;
  onChange: (value: Choice) => void;
}): ReactNode {
  const options: [Choice, string][] = [
    ...(props.same ? ([['same', 'As every other crawler']] as [Choice, string][]) : []),
    ['allow', 'Allow everything'],
    ['disallow', 'Disallow everything'],
    ['custom', 'Allow, except some paths'],
  ];
  return (
    <div className="builder-radios">
      {options.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />{' '}
          {label}
        </label>
      ))}
    </div>
  );
}

function PathsField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <label className="builder-paths">
      <span>{props.label}</span>
      <textarea
        rows={2}
        value={props.value}
        spellCheck={false}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder="one per line"
      />
    </label>
  );
}

/** The crawlers whose operators document honouring Crawl-delay (the registry's word). */
const CRAWL_DELAY_READERS = CRAWLERS.filter((c) => c.crawlDelay === 'yes').map((c) => c.token);

function Caveats(props: { caveats: readonly PolicyCaveat[] }): ReactNode {
  const byReason = new Map<PolicyCaveat['reason'], string[]>();
  for (const c of props.caveats)
    byReason.set(c.reason, [...(byReason.get(c.reason) ?? []), c.token]);
  return (
    <>
      <h4>What no file can promise</h4>
      <ul className="builder-caveats">
        {[...byReason].map(([reason, tokens]) => (
          <li key={reason}>
            {CAVEAT_WORDS[reason]}: {tokens.join(', ')}.
          </li>
        ))}
        <li>Crawlers that skip the * group are named in the groups above, with a comment.</li>
        <li>
          No Crawl-delay is written: only some crawlers document honouring it (
          {CRAWL_DELAY_READERS.join(', ') || 'none in the registry'}), and Google ignores it.
        </li>
      </ul>
    </>
  );
}

// Distinct lines a diff can tell apart: one UTF-16 unit each, surrogates left out.
const MAX_DIFF_LINES = 0xffff - 0x100 - 0x800;

/** A changed line of the editor's file (`removed`) or of the built one (`added`). */
interface LineChange {
  kind: 'added' | 'removed';
  line: string;
}

/** The lines that differ between `before` and `after`, in order (removed before added). */
export function lineChanges(before: string, after: string): LineChange[] {
  const a = before.split(/\r\n|\r|\n/);
  const b = after.split(/\r\n|\r|\n/);
  // diff() compares strings; one UTF-16 unit per distinct line (surrogates skipped)
  // makes it a line diff. Past the units there are, every line counts as changed.
  const codes = new Map<string, string>();
  const code = (line: string): string => {
    let c = codes.get(line);
    if (c === undefined) {
      const n = 0x100 + codes.size;
      c = String.fromCharCode(n < 0xd800 ? n : n + 0x800);
      codes.set(line, c);
    }
    return c;
  };
  const out: LineChange[] = [];
  if (a.length + b.length > MAX_DIFF_LINES) {
    for (const line of a) out.push({ kind: 'removed', line });
    for (const line of b) out.push({ kind: 'added', line });
    return out;
  }
  for (const ch of diff(a.map(code).join(''), b.map(code).join(''), { timeout: 200 })) {
    for (let i = ch.fromA; i < ch.toA; i++) out.push({ kind: 'removed', line: a[i] ?? '' });
    for (let i = ch.fromB; i < ch.toB; i++) out.push({ kind: 'added', line: b[i] ?? '' });
  }
  return out;
}
