// The fields of one expectation (agent, URL, expected verdict, reading), for adding
// a row and for editing one; what they hold is read as the expectations file reads
// a line, so a row can always be written to the file and read back.

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  formatExpectation,
  parseExpectations,
  type Expectation,
  type ExpectedVerdict,
} from '../../core/expectations/index.ts';
import type { Mode } from '../../core/types.ts';

/** The expectation the fields describe, or why they do not describe one (in words). */
export function readFields(fields: {
  agent: string;
  url: string;
  expected: ExpectedVerdict;
  mode: Mode | '';
}): Expectation | string {
  const agent = fields.agent.trim();
  const url = fields.url.trim();
  if (agent === '') return 'Type the agent, a product token such as GPTBot.';
  if (/\s/.test(agent)) return 'The agent is one word: a product token such as GPTBot.';
  if (url === '') return 'Type a URL or a path that starts with /.';
  if (/\s/.test(url)) return 'The URL is one word: write a space as %20.';
  const e: Expectation = { expected: fields.expected, agent, url };
  if (fields.mode !== '') e.mode = fields.mode;
  const read = parseExpectations(formatExpectation(e));
  const bad = read.errors[0];
  return bad === undefined ? e : `${bad.message}.`;
}

/** The fields and their submit button (`action`: its text, e.g. "Add" or "Save"). */
export function ExpectationForm(props: {
  initial?: Expectation;
  action: string;
  /** The form's accessible name. */
  label: string;
  onSubmit: (expectation: Expectation) => void;
  onCancel?: () => void;
}): ReactNode {
  const id = useId();
  const [agent, setAgent] = useState(props.initial?.agent ?? '');
  const [url, setUrl] = useState(props.initial?.url ?? '');
  const [expected, setExpected] = useState<ExpectedVerdict>(
    props.initial?.expected ?? 'disallowed',
  );
  const [mode, setMode] = useState<Mode | ''>(props.initial?.mode ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const read = readFields({ agent, url, expected, mode });
    if (typeof read === 'string') {
      setError(read);
      return;
    }
    setError(null);
    props.onSubmit(read);
    if (!props.initial) {
      setAgent('');
      setUrl('');
    }
  };
  return (
    <form className="expectation-form" aria-label={props.label} onSubmit={submit}>
      <label htmlFor={`${id}-agent`}>Agent</label>
      <input
        id={`${id}-agent`}
        value={agent}
        spellCheck={false}
        autoComplete="off"
        placeholder="GPTBot"
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(e) => setAgent(e.target.value)}
      />
      <label htmlFor={`${id}-url`}>Path or address</label>
      <input
        id={`${id}-url`}
        value={url}
        spellCheck={false}
        autoComplete="off"
        placeholder="/blog/"
        aria-invalid={error !== null}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(e) => setUrl(e.target.value)}
      />
      <label htmlFor={`${id}-expected`}>Expected</label>
      <select
        id={`${id}-expected`}
        value={expected}
        onChange={(e) => setExpected(e.target.value as ExpectedVerdict)}
      >
        <option value="allowed">allowed</option>
        <option value="disallowed">disallowed</option>
      </select>
      <label htmlFor={`${id}-mode`}>Reading</label>
      <select id={`${id}-mode`} value={mode} onChange={(e) => setMode(e.target.value as Mode | '')}>
        <option value="">the page’s</option>
        <option value="google">Google</option>
        <option value="rfc">RFC 9309</option>
      </select>
      <button type="submit">{props.action}</button>
      {props.onCancel ? (
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      ) : null}
      {error !== null ? (
        <p id={`${id}-error`} className="expectation-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
