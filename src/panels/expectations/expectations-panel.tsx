// The Expectations panel: unit tests for the robots.txt. Each row says an agent may
// (or may not) fetch a URL; the worker checks every row on every edit, and a failing
// row says so in words and names the line that now decides. The list can be written
// and read as the expectations file the command line runs (core/expectations).

import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  formatExpectation,
  formatExpectations,
  parseExpectations,
  type ExpectationError,
} from '../../core/expectations/index.ts';
import {
  expectationChecks,
  selectIsExpectCurrent,
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type ExpectRow,
} from '../../state/index.ts';
import { counted, LineButton } from '../../components/index.ts';
import { ExpectationForm } from './expectation-form.tsx';
import './expectations.css';
import { formatNumber } from '../../core/numbers.ts';

const READING: Readonly<Record<string, string>> = { google: 'Google', rfc: 'RFC 9309' };

/** The Expectations panel (a region named **Expectations**, its rows in a table of that name). */
export function ExpectationsPanel(): ReactNode {
  const headingId = useId();
  const store = usePlaygroundStoreApi();
  const expectations = usePlaygroundStore((s) => s.expectations);
  const check = usePlaygroundStore((s) => s.expectCheck);
  const current = usePlaygroundStore(selectIsExpectCurrent);
  const checks = useMemo(
    () => expectationChecks({ expectations, expectCheck: check }),
    [expectations, check],
  );
  const [editing, setEditing] = useState<number | null>(null);
  const failing = checks.filter((c) => c !== null && !c.pass).length;
  const checked = checks.filter((c) => c !== null).length;
  const waiting = checked < expectations.length || !current;
  return (
    <section
      className="panel expectations-panel"
      aria-labelledby={headingId}
      aria-busy={expectations.length > 0 && waiting}
    >
      <h2 id={headingId}>Expectations</h2>
      <p className="muted">
        What the file must keep allowing or disallowing, checked on every edit. Add one from the
        Verdict (<strong>Expect this</strong>) or a Matrix cell, or below.
      </p>
      <p role="status" className="muted">
        {expectations.length === 0
          ? 'No expectations yet.'
          : `${counted(expectations.length, 'expectation')}: ${failing === 0 ? 'none fails' : `${formatNumber(failing)} ${failing === 1 ? 'fails' : 'fail'}`}${waiting ? ' (checking…)' : '.'}`}
      </p>
      <ExpectationForm
        label="Add an expectation"
        action="Add"
        onSubmit={(e) => store.getState().addExpectation(e)}
      />
      {expectations.length > 0 ? (
        <div className="expectations-scroll">
          <table className="expectations-table" aria-label="Expectations">
            <thead>
              <tr>
                <th scope="col">Result</th>
                <th scope="col">Expected</th>
                <th scope="col">Agent</th>
                <th scope="col">URL</th>
                <th scope="col">Reading</th>
                <th scope="col">Deciding line</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {expectations.map((e, i) =>
                editing === i ? (
                  <tr key={`${i}:${formatExpectation(e)}`}>
                    <td colSpan={7}>
                      <ExpectationForm
                        label={`Edit expectation ${i + 1}`}
                        action="Save"
                        initial={e}
                        onSubmit={(next) => {
                          store.getState().replaceExpectation(i, next);
                          setEditing(null);
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    </td>
                  </tr>
                ) : (
                  <tr key={`${i}:${formatExpectation(e)}`}>
                    <Result row={checks[i] ?? null} />
                    <td>{e.expected}</td>
                    <th scope="row">{e.agent}</th>
                    <td>
                      <code>{e.url}</code>
                    </td>
                    <td>{e.mode ? READING[e.mode] : 'the page’s'}</td>
                    <Deciding row={checks[i] ?? null} />
                    <td className="expectation-actions">
                      <button
                        type="button"
                        aria-label={`Edit expectation ${i + 1}`}
                        onClick={() => setEditing(i)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        aria-label={`Delete expectation ${i + 1}`}
                        onClick={() => {
                          store.getState().removeExpectation(i);
                          setEditing(null);
                        }}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      ) : null}
      <AsText />
    </section>
  );
}

function Result(props: { row: ExpectRow | null }): ReactNode {
  const { row } = props;
  if (row === null) return <td className="muted">checking…</td>;
  return (
    <td className={row.pass ? 'holds' : 'fails'}>
      <span className="word">{row.pass ? 'holds' : 'fails'}</span>
      {row.pass ? null : <span className="muted"> (it is {row.actual})</span>}
    </td>
  );
}

function Deciding(props: { row: ExpectRow | null }): ReactNode {
  const editor = useEditorCommands();
  const { row } = props;
  if (row === null) return <td />;
  return (
    <td className="expectation-why">
      {row.line !== null ? (
        <p>
          <LineButton line={row.line} onJump={(n) => editor.revealLine(n, { select: true })} />
          {row.lineText !== null ? (
            <>
              : <code>{row.lineText}</code>
            </>
          ) : null}
        </p>
      ) : (
        <p>no rule decides: allowed by default</p>
      )}
      {row.pass ? null : <p className="muted">{row.why}</p>}
    </td>
  );
}

/** The list as the expectations file: shown to copy, edited and applied whole. */
function AsText(): ReactNode {
  const id = useId();
  const store = usePlaygroundStoreApi();
  const expectations = usePlaygroundStore((s) => s.expectations);
  const [text, setText] = useState<string | null>(null);
  const [errors, setErrors] = useState<readonly ExpectationError[]>([]);
  if (text === null) {
    return (
      <p>
        <button
          type="button"
          onClick={() => {
            setText(formatExpectations(expectations));
            setErrors([]);
          }}
        >
          Edit as text
        </button>
      </p>
    );
  }
  const apply = (): void => {
    const read = parseExpectations(text);
    if (read.errors.length > 0) {
      setErrors(read.errors);
      return;
    }
    store.getState().setExpectations(read.expectations.map(({ line: _line, ...e }) => e));
    setText(null);
    setErrors([]);
  };
  return (
    <div className="expectations-text">
      <label htmlFor={id}>Expectations file</label>
      <p className="muted small" id={`${id}-help`}>
        One a line: <code>allow</code> or <code>disallow</code>, the agent, the URL, and optionally{' '}
        <code>google</code> or <code>rfc</code>; <code>#</code> starts a comment. Applying replaces
        the list.
      </p>
      <textarea
        id={id}
        rows={8}
        spellCheck={false}
        value={text}
        aria-describedby={`${id}-help`}
        aria-invalid={errors.length > 0}
        onChange={(e) => setText(e.target.value)}
      />
      {errors.length > 0 ? (
        <ul role="alert" className="expectation-error">
          {errors.slice(0, 20).map((e) => (
            <li key={e.line}>
              Line {e.line}: {e.message}.
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <button type="button" onClick={apply}>
          Apply
        </button>{' '}
        <button type="button" onClick={() => setText(null)}>
          Cancel
        </button>
      </p>
    </div>
  );
}
