// The Fetch panel: the answer the server gave to the robots.txt request, chosen
// with the Fetch status control, and what it does to the user's agents and URLs,
// read by RFC 9309 and by Google side by side (src/core/fetch-outcome.ts holds
// every statement and its source). The simulation stays on when the user moves to
// another tab; the Verdict says so and can end it.

import { useId, type ReactNode } from 'react';
import {
  FETCH_LABELS,
  FETCH_STATUSES,
  fetchedVerdict,
  isFetchStatus,
  type FetchStatus,
} from '../../core/fetch-outcome.ts';
import {
  FETCH_LIMITS,
  fetchOutcome,
  type FetchReading,
  type FetchSource,
} from '../../core/fetch-readings.ts';
import type { Mode } from '../../core/types.ts';
import {
  selectAgents,
  selectUrls,
  selectVerdict,
  usePlaygroundStore,
  usePlaygroundStoreApi,
} from '../../state/index.ts';
import './fetch.css';
import { formatNumber } from '../../core/numbers.ts';

/** How many agents × URLs the table lists before it says how many it left out. */
export const MAX_ROWS = 200;

const KIB = 1024;

/** The Fetch panel (a region named **Fetch**). */
export function FetchPanel(): ReactNode {
  const headingId = useId();
  const store = usePlaygroundStoreApi();
  const status = usePlaygroundStore((s) => s.fetchStatus);
  const bytes = usePlaygroundStore((s) => s.analysis?.bytes ?? null);
  const limit = usePlaygroundStore((s) => s.analysis?.limitBytes ?? null);
  const outcome = fetchOutcome(status);
  return (
    <section className="panel fetch-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Fetch</h2>
      <p className="muted">
        A crawler reads the rules only after it fetched the file. Choose how the server answered the
        request for robots.txt: a missing file opens the site, an unreachable one closes it.
      </p>
      <label className="fetch-status">
        Fetch status{' '}
        <select
          value={status}
          onChange={(e) => {
            const next = e.target.value;
            if (isFetchStatus(next)) store.getState().setFetchStatus(next);
          }}
        >
          {FETCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {FETCH_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="fetch-readings">
        <Reading title="RFC 9309" reading={outcome.rfc} />
        <Reading title="Google (as Google documents it)" reading={outcome.google} />
      </div>
      <FetchVerdicts status={status} />
      <h3>Size and caching, whatever the answer</h3>
      <ul className="fetch-limits">
        <li>
          {bytes === null || limit === null
            ? 'The file is being read.'
            : bytes > limit
              ? `This file is ${kib(bytes)}: past ${kib(limit)}, Google ignores the rest, and the playground reads it the same way.`
              : `This file is ${kib(bytes)}, within the ${kib(limit)} that crawlers read.`}
        </li>
        <li>
          <strong>RFC 9309:</strong> {FETCH_LIMITS.rfc.size} {FETCH_LIMITS.rfc.cache}{' '}
          <SourceLink source={FETCH_LIMITS.rfc.source} />
        </li>
        <li>
          <strong>Google:</strong> {FETCH_LIMITS.google.size} {FETCH_LIMITS.google.cache}{' '}
          <SourceLink source={FETCH_LIMITS.google.source} />
        </li>
      </ul>
    </section>
  );
}

function kib(bytes: number): string {
  return `${(bytes / KIB).toLocaleString('en', { maximumFractionDigits: 1 })} KiB`;
}

function Reading(props: { title: string; reading: FetchReading }): ReactNode {
  const { title, reading } = props;
  const effect =
    reading.effect === 'file'
      ? 'The rules apply'
      : reading.effect === 'allow-all'
        ? 'Everything is allowed'
        : 'Everything is disallowed';
  return (
    <section className={`fetch-reading effect-${reading.effect}`} aria-label={title}>
      <h3>{title}</h3>
      <p>
        <strong>{effect}.</strong> {reading.text}
      </p>
      {reading.later ? <p className="muted">If it goes on: {reading.later}</p> : null}
      <p className="fetch-source">
        Source: <SourceLink source={reading.source} />
      </p>
    </section>
  );
}

function SourceLink(props: { source: FetchSource }): ReactNode {
  return (
    <a href={props.source.url} target="_blank" rel="noreferrer noopener">
      {props.source.title}
    </a>
  );
}

/** The user's agents × URLs: the file's own verdict, then each reading's under the answer. */
function FetchVerdicts(props: { status: FetchStatus }): ReactNode {
  const agents = usePlaygroundStore(selectAgents);
  const urls = usePlaygroundStore(selectUrls);
  const pairs: [string, string][] = [];
  let total = 0;
  for (const agent of agents) {
    for (const url of urls) {
      total++;
      if (pairs.length < MAX_ROWS) pairs.push([agent, url]);
    }
  }
  if (total === 0) {
    return <p className="muted">Add agents and URLs in their tabs to see their verdicts here.</p>;
  }
  return (
    <>
      <h3>Your agents and URLs</h3>
      <table className="fetch-table" aria-label="Fetch verdicts">
        <thead>
          <tr>
            <th scope="col">Agent</th>
            <th scope="col">URL</th>
            <th scope="col">The file’s rules</th>
            <th scope="col">RFC 9309</th>
            <th scope="col">Google</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(([agent, url]) => (
            <FetchRow key={`${agent}\u0000${url}`} agent={agent} url={url} status={props.status} />
          ))}
        </tbody>
      </table>
      {total > pairs.length ? (
        <p className="muted">
          The first {formatNumber(MAX_ROWS)} of {formatNumber(total)} pairs are shown.
        </p>
      ) : null}
    </>
  );
}

function FetchRow(props: { agent: string; url: string; status: FetchStatus }): ReactNode {
  const { agent, url, status } = props;
  const google = usePlaygroundStore(selectVerdict(agent, url, 'google'));
  const rfc = usePlaygroundStore(selectVerdict(agent, url, 'rfc'));
  const mode = usePlaygroundStore((s) => s.mode);
  const own = mode === 'rfc' ? rfc : google;
  return (
    <tr>
      <th scope="row">{agent}</th>
      <td>
        <code>{url}</code>
      </td>
      <td>{own === null ? 'reading…' : word(own.allowed)}</td>
      <ReadingCell status={status} mode="rfc" allowed={rfc?.allowed ?? null} />
      <ReadingCell status={status} mode="google" allowed={google?.allowed ?? null} />
    </tr>
  );
}

function ReadingCell(props: {
  status: FetchStatus;
  mode: Mode;
  allowed: boolean | null;
}): ReactNode {
  const { status, mode, allowed } = props;
  if (allowed === null) return <td>reading…</td>;
  const v = fetchedVerdict(status, mode, allowed);
  return (
    <td className={v.allowed ? 'allowed' : 'disallowed'}>
      {word(v.allowed)}
      {v.overridden ? <span className="muted"> (by the answer, not the rules)</span> : null}
    </td>
  );
}

function word(allowed: boolean): string {
  return allowed ? 'Allowed' : 'Disallowed';
}
