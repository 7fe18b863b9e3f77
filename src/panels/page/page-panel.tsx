// The Page panel: what happens after the fetch. The user pastes the page's
// response headers and/or its HTML head; the panel reads their robots rules
// (X-Robots-Tag, robots meta tags, data-nosnippet) and says, for each crawler of
// interest, whether robots.txt lets it fetch the Verdict's URL, whether it then
// reads those rules, and what they make of the page. The text stays in this
// panel: it is neither saved nor sent, and the HTML is never put into the page.

import { useId, useMemo, useState, type ReactNode } from 'react';
import { InlineCode, counted } from '../../components/index.ts';
import { fetchedVerdict } from '../../core/fetch-outcome.ts';
import { pageCrawlers } from '../../core/page-crawlers.ts';
import {
  PAGE_RULES,
  combinePageRules,
  describeReading,
  lintPageDirectives,
  type PageDirective,
  type PageFinding,
  type PageSeverity,
} from '../../core/page-directives.ts';
import {
  selectAgents,
  selectSelectedAgent,
  selectSelectedUrl,
  selectVerdict,
  usePlaygroundStore,
} from '../../state/index.ts';
import { readPageInput } from './page-input.ts';
import './page.css';

/** How many crawlers the table lists at most (the user's agents first). */
export const MAX_CRAWLERS = 50;

const EXAMPLE = `X-Robots-Tag: noindex
X-Robots-Tag: googlebot: max-snippet:50
<meta name="robots" content="nofollow">`;

// Kept while the panel is closed and opened again; never stored or sent.
let kept = '';

/** The Page panel (a region named **Page**). */
export function PagePanel(): ReactNode {
  const headingId = useId();
  const helpId = useId();
  const [text, setText] = useState(kept);
  const input = useMemo(() => readPageInput(text), [text]);
  return (
    <section className="panel page-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Page</h2>
      <p className="muted">
        robots.txt decides whether a crawler may fetch a URL; the page itself then says what the
        crawler may do with it. Paste the page’s response headers, its HTML head, or both, and see
        what each crawler makes of the Verdict’s URL.
      </p>
      <label className="page-input">
        Page directives
        <textarea
          value={text}
          rows={8}
          spellCheck={false}
          placeholder={EXAMPLE}
          aria-describedby={helpId}
          onChange={(e) => {
            kept = e.target.value;
            setText(e.target.value);
          }}
        />
      </label>
      <p id={helpId} className="muted page-help">
        Header lines (<code>X-Robots-Tag: …</code>, any case) come first; everything from the first
        line that starts with <code>&lt;</code> is read as HTML, for its{' '}
        <code>&lt;meta name content&gt;</code> tags and <code>data-nosnippet</code>. Nothing in it
        runs, and it stays in this tab.
      </p>
      <section className="page-result" aria-label="Page result">
        <PageCrawlers directives={input.directives} findings={input.findings} />
        <h3>What the page says</h3>
        <PageFound directives={input.directives} nosnippet={input.nosnippet} />
      </section>
    </section>
  );
}

/** The crawlers of interest: the user's agents, the Verdict's agent, then a few well-known ones. */
function useCrawlers(): string[] {
  const agents = usePlaygroundStore(selectAgents);
  const selected = usePlaygroundStore(selectSelectedAgent);
  return useMemo(() => {
    const list = [...agents];
    if (selected !== null && !list.includes(selected)) list.push(selected);
    list.push(...pageCrawlers(list));
    return list.slice(0, MAX_CRAWLERS);
  }, [agents, selected]);
}

function PageCrawlers(props: {
  directives: readonly PageDirective[];
  findings: readonly PageFinding[];
}): ReactNode {
  const { directives } = props;
  const url = usePlaygroundStore(selectSelectedUrl);
  const crawlers = useCrawlers();
  const status = usePlaygroundStore((s) => s.fetchStatus);
  const mode = usePlaygroundStore((s) => s.mode);
  // A simulated answer to the robots.txt fetch (the Fetch tab) decides as it does there.
  const mayFetch = usePlaygroundStore((s) =>
    crawlers.map((agent) => {
      const v = url === null ? null : selectVerdict(agent, url)(s);
      return v === null ? null : fetchedVerdict(status, mode, v.allowed).allowed;
    }),
  );
  const rows = crawlers.map((agent, i) => ({ agent, mayFetch: mayFetch[i] ?? null }));
  const findings = [...lintPageDirectives(directives, rows), ...props.findings];
  if (url === null) return <p>Ask about a URL in the Verdict to see who reads this page.</p>;
  return (
    <>
      <p>
        For <code>{url}</code>, the Verdict’s URL, read as robots.txt says now.
      </p>
      <table className="page-table" aria-label="Page result by crawler">
        <thead>
          <tr>
            <th scope="col">Crawler</th>
            <th scope="col">robots.txt</th>
            <th scope="col">Reads the page’s rules</th>
            <th scope="col">What it does with the page</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CrawlerRow key={row.agent} {...row} directives={directives} />
          ))}
        </tbody>
      </table>
      <h3>Findings</h3>
      {findings.length === 0 ? (
        <p className="muted">No problems with these rules.</p>
      ) : (
        <ul className="page-findings" aria-label="Page findings">
          {findings.map((f, i) => (
            <li key={i} className={`page-finding sev-${f.severity}`}>
              <strong>{SEVERITY_WORD[f.severity]}:</strong> <InlineCode text={f.message} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const SEVERITY_WORD: Record<PageSeverity, string> = {
  error: 'Error',
  warning: 'Warning',
  info: 'Note',
};

function CrawlerRow(props: {
  agent: string;
  mayFetch: boolean | null;
  directives: readonly PageDirective[];
}): ReactNode {
  const { agent, mayFetch, directives } = props;
  const reading = combinePageRules(directives, agent);
  if (mayFetch === null) {
    return (
      <tr>
        <th scope="row">{agent}</th>
        <td colSpan={3}>reading…</td>
      </tr>
    );
  }
  if (!mayFetch) {
    return (
      <tr className="page-blocked">
        <th scope="row">{agent}</th>
        <td className="disallowed">Disallowed</td>
        <td>No: it never fetches the page</td>
        <td>
          {reading.index ? (
            'Reads none of the page’s rules; the URL can still be indexed from links elsewhere.'
          ) : (
            <strong>
              The noindex is never seen: robots.txt keeps {agent} out, so it never reads it, and the
              URL can still be indexed from links elsewhere.
            </strong>
          )}
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <th scope="row">{agent}</th>
      <td className="allowed">Allowed</td>
      <td>
        {reading.applied.length === 0
          ? 'Yes; none of them is for it'
          : `Yes: ${counted(reading.applied.length, 'directive')} for it`}
      </td>
      <td>{describeReading(reading).join(' ')}</td>
    </tr>
  );
}

function PageFound(props: { directives: readonly PageDirective[]; nosnippet: number }): ReactNode {
  const { directives, nosnippet } = props;
  return (
    <>
      {directives.length === 0 ? (
        <p className="muted">
          No robots rules found: every crawler that fetches the page may index it, follow its links
          and show snippets.
        </p>
      ) : (
        <ul className="page-directives">
          {directives.map((d, i) => (
            <li key={i}>
              {d.source.kind === 'header' ? (
                <>
                  <code>X-Robots-Tag</code> on line {d.source.line}
                </>
              ) : (
                <code>{`<meta name="${d.source.name}">`}</code>
              )}
              , for {d.agent === null ? 'every crawler' : d.agent}:{' '}
              {d.rules.length === 0
                ? 'no rules'
                : d.rules.map((r, j) => (
                    <span key={j}>
                      {j > 0 ? ', ' : null}
                      <code title={PAGE_RULES[r.name]?.text}>{r.text}</code>
                      {r.known ? null : ' (unknown)'}
                    </span>
                  ))}
            </li>
          ))}
        </ul>
      )}
      {nosnippet > 0 ? (
        <p>
          {nosnippet === 1 ? '1 element carries' : `${nosnippet} elements carry`}{' '}
          <code>data-nosnippet</code>: Google keeps their text out of snippets.
        </p>
      ) : null}
    </>
  );
}
