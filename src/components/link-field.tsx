// A read-only field holding a link, a button that copies it, and the outcome in
// words: a polite status when it was copied, an alert (with the link selected for
// a manual copy) when the clipboard refused.

import { useId, useRef, useState, type ReactNode } from 'react';
import { copyText } from '../share/index.ts';
import './components.css';

/** Props of LinkField; `what` names the link in the messages ("example link"). */
export interface LinkFieldProps {
  label: string;
  button: string;
  what: string;
  url: string;
}

/** The labelled link, its copy button and the copy outcome. */
export function LinkField(props: LinkFieldProps): ReactNode {
  const { label, button, what, url } = props;
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const copy = async (): Promise<void> => {
    const result = await copyText(url);
    setNotice(
      result.ok
        ? { ok: true, text: `The ${what} was copied to the clipboard.` }
        : { ok: false, text: `The ${what} was not copied. ${result.message}` },
    );
    if (!result.ok) {
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <div className="link-field">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          ref={field}
          id={id}
          type="text"
          readOnly
          className="mono"
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <button type="button" onClick={() => void copy()}>
        {button}
      </button>
      <p role="status" aria-live="polite" className="link-notice">
        {notice?.ok ? notice.text : ''}
      </p>
      {notice && !notice.ok ? (
        <p role="alert" className="link-notice failed">
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
