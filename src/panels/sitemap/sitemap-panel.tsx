// The Sitemap panel: the user pastes or opens a sitemap (XML urlset, sitemap
// index, or one URL a line); the worker reads it and checks every URL against the
// file for every registry crawler and the user's agents (core/sitemap). Only the
// disallowed URLs are shown, grouped by the deciding line with counts, since
// they are what needs a decision. Nothing is fetched: the text stays in the page.

import { useId, useRef, useState, type ReactNode } from 'react';
import type { SitemapBlock, SitemapCrawler } from '../../core/sitemap/check-sitemap.ts';
import {
  useEditorCommands,
  usePlaygroundStore,
  usePlaygroundStoreApi,
  type SitemapReply,
} from '../../state/index.ts';
import type { TextFileReader } from '../../components/file-reader.ts';
import './sitemap.css';
import { formatNumber } from '../../core/numbers.ts';

/** Reads an opened file as text, or says why it cannot (the app's file reader). */
export type SitemapFileReader = TextFileReader;

/** Crawlers named per kind before the rest are counted. */
const NAMED_PER_KIND = 6;

/**
 * The Sitemap panel: the textbox **Sitemap**, a file button, and the region
 * **Sitemap check**. `readFile` is the app's file reader (panels never import app/).
 */
export function SitemapPanel(props: { readFile: SitemapFileReader }): ReactNode {
  const headingId = useId();
  const resultId = useId();
  const api = usePlaygroundStoreApi();
  const text = usePlaygroundStore((s) => s.sitemapText);
  const reply = usePlaygroundStore((s) => s.sitemap);
  const current = usePlaygroundStore(
    (s) => s.sitemap !== null && s.sitemap.revision === s.revision,
  );
  const [note, setNote] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const open = async (file: File): Promise<void> => {
    const result = await props.readFile(file);
    if (result.ok) {
      setNote(null);
      api.getState().setSitemapText(result.text);
    } else {
      setNote(
        /gzip/.test(result.message)
          ? `${result.name} is gzip-compressed, which is not read here: unpack it first (gunzip) and open the .xml.`
          : result.message,
      );
    }
  };

  return (
    <section className="panel sitemap-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Sitemap</h2>
      <p className="muted">
        Paste a sitemap (XML <code>urlset</code> or <code>sitemapindex</code>, or one URL a line) to
        see which of its URLs this file disallows, for which crawlers, and by which line. It is read
        in this page only: nothing is fetched or sent.
      </p>
      <label className="sitemap-input">
        Sitemap
        <textarea
          value={text}
          rows={6}
          spellCheck={false}
          onChange={(event) => {
            setNote(null);
            api.getState().setSitemapText(event.target.value);
          }}
        />
      </label>
      <div className="sitemap-actions">
        <button type="button" onClick={() => input.current?.click()}>
          Open a sitemap file…
        </button>
        <input
          ref={input}
          type="file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void open(file);
          }}
        />
      </div>
      {note !== null ? (
        <p role="alert" className="sitemap-note">
          {note}
        </p>
      ) : null}
      {text === '' ? null : (
        <section
          className={`sitemap-check${current ? '' : ' stale'}`}
          aria-labelledby={resultId}
          aria-busy={!current}
        >
          <h3 id={resultId}>Sitemap check</h3>
          {reply === null ? (
            <p role="status" className="muted">
              Reading the sitemap…
            </p>
          ) : (
            <SitemapResult reply={reply} />
          )}
        </section>
      )}
    </section>
  );
}

function SitemapResult(props: { reply: SitemapReply }): ReactNode {
  const r = props.reply;
  if (r.problem !== null) return <p role="status">{r.problem}</p>;
  const dropped =
    r.dropped > 0
      ? ` ${count(r.dropped, 'more URL')} past the protocol’s 50,000 ${r.dropped === 1 ? 'is' : 'are'} not checked, as crawlers ignore them.`
      : '';
  if (r.kind === 'index') {
    return (
      <>
        <p role="status">
          A sitemap index of {count(r.listed, 'sitemap')}. Their URLs are not checked: the
          playground fetches nothing, so open each sitemap here to check it.{dropped}
        </p>
        <ul className="sitemap-urls">
          {r.children.map((url) => (
            <li key={url}>
              <code>{url}</code>
            </li>
          ))}
        </ul>
        {r.listed > r.children.length ? (
          <p className="muted">and {count(r.listed - r.children.length, 'more')}</p>
        ) : null}
      </>
    );
  }
  const check = r.check;
  if (check === null) return null;
  const partial =
    check.checked < check.total
      ? ` Only the first ${formatNumber(check.checked)} of ${formatNumber(check.total)} URLs were checked in the time allowed.`
      : '';
  return (
    <>
      <p role="status">
        {count(check.total, 'URL')} listed; {count(check.disallowed, 'URL')}{' '}
        {check.disallowed === 1 ? 'is' : 'are'} disallowed for at least one crawler.{partial}
        {dropped}
      </p>
      {check.lines > check.blocks.length ? (
        <p className="muted">
          The {check.blocks.length} of {formatNumber(check.lines)} lines and crawler sets that stop
          the most URLs are shown.
        </p>
      ) : null}
      {check.blocks.length > 0 ? (
        <ul className="sitemap-blocks" aria-label="Disallowed URLs by line">
          {check.blocks.map((block) => (
            <Block
              key={`${block.line} ${block.classes.join(',')}`}
              block={block}
              crawlers={block.classes.flatMap((k) => check.classes[k] ?? [])}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Block(props: { block: SitemapBlock; crawlers: SitemapCrawler[] }): ReactNode {
  const b = props.block;
  const editor = useEditorCommands();
  return (
    <li className="sitemap-block">
      <p>
        <button
          type="button"
          className="link-button"
          aria-label={`Line ${b.line}: show it in the editor`}
          onClick={() => editor.revealLine(b.line, { select: true })}
        >
          Line {b.line}
        </button>{' '}
        disallows {count(b.count, 'URL')} for {crawlersInWords(props.crawlers)}.
      </p>
      <ul className="sitemap-urls">
        {b.urls.map((url) => (
          <li key={url}>
            <code>{url}</code>
          </li>
        ))}
      </ul>
      {b.count > b.urls.length ? (
        <p className="muted">and {count(b.count - b.urls.length, 'more URL')}</p>
      ) : null}
    </li>
  );
}

/** `GPTBot, CCBot (AI training); Googlebot (Search)`, a few named per kind. */
function crawlersInWords(crawlers: readonly SitemapCrawler[]): string {
  const byKind = new Map<string, string[]>();
  for (const c of crawlers) {
    const list = byKind.get(c.kind);
    if (list) list.push(c.token);
    else byKind.set(c.kind, [c.token]);
  }
  return [...byKind]
    .map(([kind, tokens]) => {
      const named = tokens.slice(0, NAMED_PER_KIND).join(', ');
      const more =
        tokens.length > NAMED_PER_KIND ? ` and ${tokens.length - NAMED_PER_KIND} more` : '';
      return `${named}${more} (${kind})`;
    })
    .join('; ');
}

function count(n: number, noun: string): string {
  return `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`;
}
