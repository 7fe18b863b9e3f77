// The Share panel: the link to the whole state (a read-only **Share link** field and a
// **Copy link** button), how well that link will travel, and a Markdown report for a
// bug tracker or a forum. Copying the link also keeps it in the address bar, unless
// the user turned that off (the **Keep the link in the address bar up to date**
// checkbox); until then the text stays out of the address bar. Links too long to travel come with a way around them: the
// file as a download plus a link without the text.

import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  copyText,
  formatMarkdownReport,
  LIVE_LINK_MAX_TEXT,
  linkSizeReport,
  type LinkSizeReport,
} from '../../share/index.ts';
import { selectLiveLinkOn, usePlaygroundStore, usePlaygroundStoreApi } from '../../state/index.ts';
import { selectMarkdownVerdicts, selectShareable } from './selectors.ts';
import { buildLink, useShareLink, type ShareLink } from './use-share-link.ts';
import { downloadRobotsTxt } from '../../components/index.ts';
import './share.css';

type Notice = { tone: 'done' | 'failed'; text: string } | null;

/** The Share panel (no props; reads the store). */
export function SharePanel(): ReactNode {
  const store = usePlaygroundStoreApi();
  const shareable = usePlaygroundStore(selectShareable);
  const large = usePlaygroundStore((s) => s.text.length > LIVE_LINK_MAX_TEXT);
  const liveLink = usePlaygroundStore(selectLiveLinkOn);
  const withoutText = usePlaygroundStore((s) => ({ ...selectShareable(s), text: '' }));
  const location = globalThis.location;
  const link = useShareLink(shareable, location);
  const bare = useShareLink(withoutText, location);
  const size = link.state === 'ready' ? linkSizeReport(link.url) : null;
  const tooBig = link.state === 'failed' || size?.level !== 'ok';
  const [notice, setNotice] = useState<Notice>(null);
  const linkField = useRef<HTMLInputElement>(null);
  const bareField = useRef<HTMLInputElement>(null);
  const linkId = useId();
  const bareId = useId();
  const sizeId = useId();

  // The link of the state as it is now, even if the field is a keystroke behind.
  const freshLink = async (): Promise<ShareLink> =>
    buildLink(selectShareable(store.getState()), location);

  const copy = async (
    text: string,
    what: string,
    field: RefObject<HTMLInputElement | null> | null,
  ): Promise<void> => {
    const result = await copyText(text);
    if (result.ok) {
      setNotice({ tone: 'done', text: `${what} copied to the clipboard.` });
      return;
    }
    setNotice({ tone: 'failed', text: `${what} was not copied. ${result.message}` });
    // Selected, the text is one keystroke from the clipboard.
    field?.current?.focus();
    field?.current?.select();
  };

  const copyLink = async (): Promise<void> => {
    const fresh = await freshLink();
    if (fresh.state !== 'ready') {
      setNotice({
        tone: 'failed',
        text: 'The link was not copied: this state is too large for a link.',
      });
      return;
    }
    // Asking for a link is asking for the address bar to hold it, unless turned off.
    store.getState().linkCopied();
    await copy(fresh.url, 'The link', linkField);
  };

  const copyMarkdown = async (): Promise<void> => {
    const s = store.getState();
    const fresh = await freshLink();
    const url =
      fresh.state === 'ready' && linkSizeReport(fresh.url).level !== 'too-long' ? fresh.url : '';
    const markdown = formatMarkdownReport({
      text: s.text,
      mode: s.mode,
      verdicts: selectMarkdownVerdicts(s),
      link: url,
    });
    await copy(markdown, 'The Markdown report', null);
  };

  return (
    <section className="panel share-panel" aria-labelledby={`${linkId}-h`}>
      <h2 id={`${linkId}-h`}>Share</h2>
      <p className="muted">
        The link holds the file, the user agents and URLs with the one being asked about, the
        reading mode, the declared host and the open panel. It stays in your browser: the part after{' '}
        <code>#</code> is never sent to a server. The address bar, and so the browser&apos;s
        history, holds your text only while the link is kept there (below); copying the link turns
        that on the first time.
        {large && liveLink
          ? ' This file is large, so the address bar does not follow your edits: copy its link here.'
          : null}
      </p>
      <div className="field">
        <label htmlFor={linkId}>Share link</label>
        <input
          ref={linkField}
          id={linkId}
          type="text"
          readOnly
          className="mono"
          value={link.url}
          placeholder={link.state === 'pending' ? 'Building the link…' : 'No link for this state'}
          aria-describedby={sizeId}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <div className="share-actions">
        <button type="button" onClick={() => void copyLink()} disabled={link.state === 'failed'}>
          Copy link
        </button>
        <button type="button" onClick={() => void copyMarkdown()}>
          Copy as Markdown
        </button>
      </div>
      <label className="share-live">
        <input
          type="checkbox"
          checked={liveLink}
          onChange={(e) => store.getState().setLiveLink(e.target.checked)}
        />{' '}
        Keep the link in the address bar up to date
      </label>
      <SizeLine id={sizeId} link={link} size={size} />
      {tooBig ? (
        <div className="share-fallback">
          <p>Share the file as a file instead, and the rest as a short link:</p>
          <button
            type="button"
            onClick={() => {
              const { text, lineEnd } = store.getState();
              downloadRobotsTxt(text, lineEnd);
            }}
          >
            Download robots.txt
          </button>
          <div className="field">
            <label htmlFor={bareId}>Link without the text</label>
            <input
              ref={bareField}
              id={bareId}
              type="text"
              readOnly
              className="mono"
              value={bare.url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <button
            type="button"
            disabled={bare.state !== 'ready'}
            onClick={() => void copy(bare.url, 'The link without the text', bareField)}
          >
            Copy the short link
          </button>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="share-notice">
        {notice?.tone === 'done' ? notice.text : ''}
      </p>
      {notice?.tone === 'failed' ? (
        <p role="alert" className="share-notice failed">
          {notice.text}
        </p>
      ) : null}
    </section>
  );
}

function SizeLine(props: { id: string; link: ShareLink; size: LinkSizeReport | null }): ReactNode {
  const { id, link, size } = props;
  if (link.state === 'failed') {
    return (
      <p id={id} className="share-size too-long">
        <strong>No link:</strong> {link.message}
      </p>
    );
  }
  if (!size) return <p id={id} className="share-size muted" />;
  const label = size.level === 'ok' ? 'Fine' : size.level === 'long' ? 'Long' : 'Too long';
  return (
    <p id={id} className={`share-size ${size.level}`}>
      <strong>{label}:</strong> {size.message}
    </p>
  );
}
