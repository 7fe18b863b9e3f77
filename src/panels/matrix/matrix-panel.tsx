// The Matrix: every agent × URL verdict of the page's mode, live as the file is
// edited. Each cell says "allowed"/"disallowed" with its deciding line and is a
// button that opens the Explain panel for that pair. The grid can be copied as
// CSV or Markdown.

import { useState, type ReactNode } from 'react';
import {
  selectIsDecisionsCurrent,
  selectMatrix,
  selectMode,
  selectSelectedAgent,
  selectSelectedUrl,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type PlaygroundState,
  type Verdict,
} from '../../state/index.ts';
import { counted } from '../../components/index.ts';
import { cellText, matrixCsv, matrixMarkdown } from './matrix-export.ts';
import './matrix.css';

type CopyFormat = 'CSV' | 'Markdown';

interface CopyState {
  message: string;
  failed: boolean;
  /** The text that could not be copied, offered for manual selection. */
  text: string | null;
  format: CopyFormat | null;
}

const IDLE: CopyState = { message: '', failed: false, text: null, format: null };

/** The Matrix panel: a table named **Matrix** and the copy buttons. */
export function MatrixPanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const matrix = usePlaygroundStore(selectMatrix);
  const current = usePlaygroundStore(selectIsDecisionsCurrent);
  const mode = usePlaygroundStore(selectMode);
  const selectedAgent = usePlaygroundStore(selectSelectedAgent);
  const selectedUrl = usePlaygroundStore(selectSelectedUrl);
  const disagreements = usePlaygroundStore((s) =>
    s.agents.map((a) => s.urls.map((u) => modesDisagree(s.decisions, a, u))),
  );
  const [copy, setCopy] = useState<CopyState>(IDLE);

  const copyAs = async (format: CopyFormat): Promise<void> => {
    const text = format === 'CSV' ? matrixCsv(matrix) : matrixMarkdown(matrix);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('the clipboard is not available here');
      await navigator.clipboard.writeText(text);
      setCopy({ message: `Copied the matrix as ${format}.`, failed: false, text: null, format });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      setCopy({
        message: `Could not copy as ${format} (${why}). The text is below: select it and copy it by hand.`,
        failed: true,
        text,
        format,
      });
    }
  };

  const open = (agent: string, url: string): void => {
    const s = store.getState();
    s.selectAgent(agent);
    s.selectUrl(url);
    s.setPanel('explain');
  };

  const empty = matrix.agents.length === 0 || matrix.urls.length === 0;
  return (
    <section className="panel matrix-panel" aria-label="Agents × URLs">
      <div className="matrix-head">
        <h2>Matrix</h2>
        <span className="muted small">
          {counted(matrix.agents.length, 'agent')} × {counted(matrix.urls.length, 'URL')} ·{' '}
          {mode === 'google' ? 'Google reference parser' : 'strict RFC 9309'}
          {current ? '' : ' · updating…'}
        </span>
        <div className="matrix-actions" role="group" aria-label="Copy the matrix">
          <button type="button" disabled={empty} onClick={() => void copyAs('CSV')}>
            Copy as CSV
          </button>
          <button type="button" disabled={empty} onClick={() => void copyAs('Markdown')}>
            Copy as Markdown
          </button>
        </div>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={copy.failed ? 'copy-status failed' : 'copy-status'}
      >
        {copy.message}
      </p>
      {copy.failed && copy.text !== null ? (
        <textarea
          className="copy-fallback"
          readOnly
          rows={Math.min(10, matrix.agents.length + 3)}
          aria-label={`Matrix as ${copy.format ?? 'text'}`}
          value={copy.text}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
      {empty ? (
        <p className="muted">Add agents (Agents panel) and URLs (URLs panel) to fill the matrix.</p>
      ) : (
        <div className="matrix-scroll">
          <table className="matrix" aria-label="Matrix" aria-busy={!current}>
            <thead>
              <tr>
                <th scope="col" className="corner">
                  Agent \ URL
                </th>
                {matrix.urls.map((url) => (
                  <th key={url} scope="col" className={url === selectedUrl ? 'current' : ''}>
                    <code>{url}</code>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.agents.map((agent, a) => (
                <tr key={agent}>
                  <th
                    scope="row"
                    className={agent === selectedAgent ? 'current' : ''}
                    title={agent}
                  >
                    {agent}
                  </th>
                  {matrix.urls.map((url, u) => (
                    <Cell
                      key={url}
                      agent={agent}
                      url={url}
                      verdict={matrix.rows[a]?.[u] ?? null}
                      disagree={disagreements[a]?.[u] ?? false}
                      selected={agent === selectedAgent && url === selectedUrl}
                      onOpen={open}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted small legend">
        Click a cell to see the explanation step by step. <span aria-hidden="true">≠</span> marks a
        URL where Google’s parser and strict RFC 9309 answer differently.
      </p>
    </section>
  );
}

function modesDisagree(
  decisions: PlaygroundState['decisions'],
  agent: string,
  url: string,
): boolean {
  if (!decisions) return false;
  const a = decisions.agents.indexOf(agent);
  const u = decisions.urls.indexOf(url);
  if (a < 0 || u < 0 || decisions.modes.length < 2) return false;
  const base = (a * decisions.urls.length + u) * decisions.modes.length;
  const answers = decisions.modes.map((_, m) => decisions.cells[base + m]?.decision?.allowed);
  return answers.some((x) => x !== undefined && x !== answers[0]);
}

function Cell(props: {
  agent: string;
  url: string;
  verdict: Verdict | null;
  disagree: boolean;
  selected: boolean;
  onOpen: (agent: string, url: string) => void;
}): ReactNode {
  const { agent, url, verdict, disagree, selected } = props;
  if (!verdict) {
    return (
      <td className="cell pending">
        <span className="muted">…</span>
      </td>
    );
  }
  const word = verdict.allowed ? 'allowed' : 'disallowed';
  const detail = cellText(verdict).slice(word.length + 2, -1);
  return (
    <td className={`cell ${word}${selected ? ' selected' : ''}${verdict.current ? '' : ' stale'}`}>
      <button
        type="button"
        aria-label={`${agent} × ${url}: ${cellText(verdict)}${disagree ? ', the other reading mode disagrees' : ''}. Explain`}
        onClick={() => props.onOpen(agent, url)}
      >
        <span className="word">{word}</span>
        <span className="detail">
          {detail}
          {disagree ? (
            <span className="disagree" title="Google and strict RFC 9309 answer differently">
              {' '}
              ≠
            </span>
          ) : null}
        </span>
      </button>
    </td>
  );
}
