// The Compare panel: the file as it is now against another version of it — pasted
// into the Other version editor, opened from a file, the saved draft, or a
// playground link's file. The worker compares the two for every agent of interest
// at every URL of interest (core/compare) and the region **Changes** lists each
// verdict that flips, with the deciding line on both sides; beside it, CodeMirror's
// merge view shows the text that changed.

import { useId, useRef, useState, type ReactNode } from 'react';
import { undecidedWhy, type VerdictSide } from '../../core/compare.ts';
import { counted, LineButton } from '../../components/index.ts';
import type { TextFileReader } from '../../components/file-reader.ts';
import { useResolvedScheme } from '../../components/scheme.ts';
import {
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type CompareBlock,
  type CompareReply,
} from '../../state/index.ts';
import { MergeEditorsView, type MergeEditors } from './merge-editors.tsx';
import './compare.css';
import { formatNumber } from '../../core/numbers.ts';

/** Where the panel can take the other version from, handed over by the app. */
export interface CompareSources {
  readFile: TextFileReader;
  /** The draft this browser saved last (`null`: none saved). */
  readDraft: () => Promise<string | null>;
  /** The file a playground link carries, or why it cannot be read. */
  readLink: (link: string) => Promise<{ ok: true; text: string } | { ok: false; message: string }>;
}

const READING: Readonly<Record<string, string>> = { google: 'Google’s', rfc: 'RFC 9309’s' };

/** Agents named in a block's heading before the rest are counted. */
const NAMED_AGENTS = 8;

/** The Compare panel: the Other version editor, its sources, and the region **Changes**. */
export function ComparePanel(props: { sources: CompareSources }): ReactNode {
  const headingId = useId();
  const linkId = useId();
  const api = usePlaygroundStoreApi();
  const otherText = usePlaygroundStore((s) => s.otherText);
  const source = usePlaygroundStore((s) => s.otherSource);
  const scheme = useResolvedScheme(usePlaygroundStore((s) => s.theme));
  const [note, setNote] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const editors = useRef<MergeEditors | null>(null);

  const take = (text: string, from: string): void => {
    setNote(null);
    api.getState().setOtherText(text, from);
  };
  const openFile = async (chosen: File): Promise<void> => {
    const result = await props.sources.readFile(chosen);
    if (result.ok) take(result.text, chosen.name);
    else setNote(result.message);
  };
  const openDraft = async (): Promise<void> => {
    const draft = await props.sources.readDraft();
    if (draft === null) setNote('This browser has no saved draft to compare with.');
    else take(draft, 'the saved draft');
  };
  const openLink = async (): Promise<void> => {
    const result = await props.sources.readLink(link.trim());
    if (result.ok) take(result.text, 'a shared link');
    else setNote(result.message);
  };

  return (
    <section className="panel compare-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Compare</h2>
      <p className="muted">
        Set another version of this file beside it — the live file, last week’s, a colleague’s — to
        see every verdict the change flips, for your agents, every crawler the playground knows and
        every name either file gives a group. Paste it on the left, or take it from:
      </p>
      <div className="compare-sources">
        <button type="button" onClick={() => take(api.getState().text, 'a copy of this file')}>
          Copy this file
        </button>
        <button type="button" onClick={() => file.current?.click()}>
          Open a file…
        </button>
        <input
          ref={file}
          type="file"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void openFile(chosen);
          }}
        />
        <button type="button" onClick={() => void openDraft()}>
          Use the saved draft
        </button>
        {otherText === '' ? null : (
          <button type="button" onClick={() => take('', '')}>
            Clear the other version
          </button>
        )}
      </div>
      <form
        className="compare-link"
        onSubmit={(event) => {
          event.preventDefault();
          void openLink();
        }}
      >
        <label htmlFor={linkId}>Playground link</label>
        <input
          id={linkId}
          type="url"
          value={link}
          placeholder="https://…#s=…"
          spellCheck={false}
          onChange={(event) => setLink(event.target.value)}
        />
        <button type="submit" disabled={link.trim() === ''}>
          Use the link’s file
        </button>
      </form>
      {note !== null ? (
        <p role="alert" className="compare-note">
          {note}
        </p>
      ) : null}
      <p className="compare-sides muted">
        Left: the other version{source ? ` (${source})` : ''}. Right: this file, as the editor holds
        it.
      </p>
      <MergeEditorsView scheme={scheme} onReady={(e) => (editors.current = e)} />
      <Changes revealOther={(line) => editors.current?.revealOther(line)} />
    </section>
  );
}

/** The region **Changes**: the verdicts that flip, by agent. */
function Changes(props: { revealOther: (line: number) => void }): ReactNode {
  const headingId = useId();
  const otherText = usePlaygroundStore((s) => s.otherText);
  const reply = usePlaygroundStore((s) => s.comparison);
  const current = usePlaygroundStore(
    (s) =>
      s.comparison !== null &&
      s.comparison.revision === s.revision &&
      s.comparison.otherRevision === s.otherRevision &&
      s.comparison.mode === s.mode,
  );
  if (otherText === '') {
    return (
      <section className="compare-changes" aria-labelledby={headingId}>
        <h3 id={headingId}>Changes</h3>
        <p role="status" className="muted">
          No other version yet: paste one on the left or take one from above.
        </p>
      </section>
    );
  }
  return (
    <section
      className={`compare-changes${current ? '' : ' stale'}`}
      aria-labelledby={headingId}
      aria-busy={!current}
    >
      <h3 id={headingId}>
        Changes
        {reply === null ? null : <>: {headline(reply)}</>}
      </h3>
      {reply === null ? (
        <p role="status" className="muted">
          Comparing…
        </p>
      ) : (
        <Comparison reply={reply} revealOther={props.revealOther} />
      )}
    </section>
  );
}

function headline(reply: CompareReply): string {
  const some = reply.complete ? '' : 'at least ';
  if (reply.count === 0) return reply.complete ? 'no verdict changes' : 'no verdict changes yet';
  return `${some}${counted(reply.count, 'verdict')} ${reply.count === 1 ? 'changes' : 'change'}`;
}

function Comparison(props: {
  reply: CompareReply;
  revealOther: (line: number) => void;
}): ReactNode {
  const r = props.reply;
  const probes = r.urls - r.givenUrls;
  const sent = r.blocks.reduce((n, b) => n + b.flips.length, 0);
  return (
    <>
      <p role="status" className="muted">
        {counted(r.compared, 'agent')} × {counted(r.urls, 'URL')} compared in{' '}
        {READING[r.mode] ?? r.mode} reading: your agents, every name either file gives a group, *
        and the registry’s crawlers; your {counted(r.givenUrls, 'URL')} and{' '}
        {counted(probes, 'path')} that the rules of either file match.
        {r.complete
          ? ''
          : ` The time ran out after ${formatNumber(r.compared)} of ${formatNumber(r.agents)} agents: the rest were not compared.`}
        {r.otherCut
          ? ' The other version is longer than the engine reads: like Google, only its start is compared.'
          : ''}
      </p>
      {r.blocks.length === 0 ? null : (
        <ul className="compare-blocks" aria-label="Verdicts that flip, by agent">
          {r.blocks.map((block) => (
            <Block key={block.agents[0]} block={block} revealOther={props.revealOther} />
          ))}
        </ul>
      )}
      {r.moreBlocks > 0 || sent < r.count ? (
        <p className="muted">
          {r.moreBlocks > 0
            ? `${counted(r.moreBlocks, 'more set')} of agents with changes ${r.moreBlocks === 1 ? 'is' : 'are'} not listed; `
            : ''}
          {`${formatNumber(r.count - sent)} of the ${formatNumber(r.count)} changed verdicts are counted but not listed. The command line’s diff lists them all.`}
        </p>
      ) : null}
    </>
  );
}

function agentsInWords(agents: readonly string[]): string {
  const named = agents.slice(0, NAMED_AGENTS).join(', ');
  const more = agents.length - NAMED_AGENTS;
  return more > 0 ? `${named} and ${formatNumber(more)} more` : named;
}

function Block(props: { block: CompareBlock; revealOther: (line: number) => void }): ReactNode {
  const b = props.block;
  const headingId = useId();
  const editor = useEditorCommands();
  return (
    <li className="compare-block">
      <h4 id={headingId}>
        {agentsInWords(b.agents)}: {counted(b.total, 'verdict')}{' '}
        {b.total === 1 ? 'changes' : 'change'}
      </h4>
      <table className="compare-flips">
        <thead>
          <tr>
            <th scope="col">URL</th>
            <th scope="col">Other version</th>
            <th scope="col">This file</th>
          </tr>
        </thead>
        <tbody>
          {b.flips.map((flip) => (
            <tr key={flip.url}>
              <th scope="row">
                <code>{flip.url}</code>
              </th>
              <td>
                <Side side={flip.before} onJump={props.revealOther} of="the other version" />
              </td>
              <td>
                <Side
                  side={flip.after}
                  onJump={(line) => editor.revealLine(line, { select: true })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {b.total > b.flips.length ? (
        <p className="muted">and {counted(b.total - b.flips.length, 'more URL')}</p>
      ) : null}
    </li>
  );
}

function Side(props: {
  side: VerdictSide;
  onJump: (line: number) => void;
  of?: string;
}): ReactNode {
  const s = props.side;
  const verdict = s.allowed ? 'Allowed' : 'Disallowed';
  if (s.deciding === null) {
    return (
      <span className={s.allowed ? 'allowed' : 'disallowed'}>
        {verdict}: {undecidedWhy(s)}
      </span>
    );
  }
  return (
    <span className={s.allowed ? 'allowed' : 'disallowed'}>
      {verdict} by{' '}
      <LineButton
        line={s.deciding.line}
        onJump={props.onJump}
        {...(props.of ? { of: props.of } : {})}
      />
      : <code>{s.deciding.text.trim()}</code>
    </span>
  );
}
