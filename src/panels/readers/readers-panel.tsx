// The Readers panel: the user's agents × URLs read by four readers, listing only
// the pairs where they disagree, with why in words (core/readers, computed in the
// worker, which loads robots-parser the first time this view asks).

import { useId, type ReactNode } from 'react';
import type { ReaderAnswer } from '../../core/readers/compare-readers.ts';
import { LineButton } from '../../components/index.ts';
import { useEditorCommands, usePlaygroundStore } from '../../state/index.ts';
import './readers.css';
import { formatNumber } from '../../core/numbers.ts';

/** The Readers panel (a region named **Readers**, its table named **Readers** too). */
export function ReadersPanel(): ReactNode {
  const headingId = useId();
  const readers = usePlaygroundStore((s) => s.readers);
  const current = usePlaygroundStore(
    (s) => s.readers !== null && s.readers.revision === s.revision,
  );
  return (
    <section
      className={`panel readers-panel${current ? '' : ' stale'}`}
      aria-labelledby={headingId}
      aria-busy={!current}
    >
      <h2 id={headingId}>Readers</h2>
      <p className="muted">
        The same file read four ways: Google’s parser (the reference), RFC 9309 to the letter, the
        1994 convention (the first matching record and the first matching Disallow, a name matched
        as part of the agent’s, no Allow, no wildcards), and the robots-parser package, a reader
        many JavaScript crawlers use. Only your agents and URLs where they disagree are listed.
      </p>
      <p role="status" className="muted">
        {readers === null
          ? 'Reading the file four ways…'
          : `${count(readers.rows.length, 'pair')} of ${count(readers.compared, 'agent × URL pair')} read differently${current ? '' : ' (updating…)'}.`}
        {readers !== null && readers.total > readers.compared
          ? ` The first ${formatNumber(readers.compared)} of ${formatNumber(readers.total)} pairs were compared.`
          : ''}
        {readers !== null && !readers.peer ? ' robots-parser could not be loaded.' : ''}
      </p>
      {readers !== null && readers.rows.length > 0 ? (
        <div>
          <table className="readers-table" aria-label="Readers">
            <thead>
              <tr>
                <th scope="col">Agent</th>
                <th scope="col">URL</th>
                <th scope="col">Google</th>
                <th scope="col">RFC 9309</th>
                <th scope="col">1994</th>
                <th scope="col">robots-parser</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {readers.rows.map((r) => (
                <tr key={`${r.agent}\u0000${r.url}`}>
                  <th scope="row">{r.agent}</th>
                  <td>
                    <code>{r.url}</code>
                  </td>
                  <Answer answer={r.google} />
                  <Answer answer={r.rfc} />
                  <Answer answer={r.legacy} />
                  <Answer answer={r.peer} />
                  <td className="readers-why">
                    {r.why.map((w) => (
                      <p key={w}>{w}</p>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

function count(n: number, noun: string): string {
  return `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`;
}

function Answer(props: { answer: ReaderAnswer | null }): ReactNode {
  const editor = useEditorCommands();
  const a = props.answer;
  if (a === null || a.allowed === null) return <td className="muted">no answer</td>;
  return (
    <td className={a.allowed ? 'allowed' : 'disallowed'}>
      {a.allowed ? 'Allowed' : 'Disallowed'}
      {a.line !== null ? (
        <>
          {' ('}
          <LineButton line={a.line} onJump={editor.revealLine} />)
        </>
      ) : null}
    </td>
  );
}
