// "Open from a site…": where a person looks for fetching a live robots.txt, the
// page says why it cannot (./site-file.ts), gives the one-line command that
// fetches the file to the clipboard, and opens the clipboard's text in the editor.
// Nothing here makes a network request: the site's name stays in this page.

import { useId, useState, type ReactNode } from 'react';
import { LinkField } from '../components/link-field.tsx';
import { readClipboardText, type ClipboardReader } from '../share/index.ts';
import { useModalDialog } from './modal-dialog.ts';
import { fetchCommands, robotsUrlFor } from './site-file.ts';

/** Props of OpenFromSiteDialog. */
export interface OpenFromSiteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens the clipboard's text in the editor. */
  onText: (text: string) => void;
  /** Where "Paste from clipboard" reads; default `navigator.clipboard`, `null` for none. */
  clipboard?: ClipboardReader | null;
}

/** The dialog; `open` controls it, `onClose` is called when it closes. */
export function OpenFromSiteDialog(props: OpenFromSiteDialogProps): ReactNode {
  const { open, onClose, onText } = props;
  const siteId = useId();
  const [site, setSite] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = (): void => {
    setRefusal(null);
    onClose();
  };
  const modal = useModalDialog(open, close);

  const robotsUrl = robotsUrlFor(site);

  const paste = async (): Promise<void> => {
    const result = await readClipboardText(props.clipboard);
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    setRefusal(null);
    onText(result.text);
    close();
  };

  return (
    <dialog {...modal} aria-labelledby="open-from-site-title" className="open-from-site">
      <h2 id="open-from-site-title">Open a robots.txt from a site</h2>
      <p>
        This page cannot fetch the file for you: browsers do not let a page read files from other
        sites, and the playground sends nothing to any server, so your text never leaves this
        browser. Fetch it with one command instead, then paste it here.
      </p>
      <div className="field">
        <label htmlFor={siteId}>Site</label>
        <input
          id={siteId}
          type="text"
          value={site}
          spellCheck={false}
          autoComplete="off"
          placeholder="example.com"
          onChange={(e) => setSite(e.target.value)}
        />
      </div>
      {robotsUrl !== null ? (
        <>
          <p>
            The file is at <code>{robotsUrl}</code>. Run the command for your system in a terminal;
            it copies the file to the clipboard:
          </p>
          {fetchCommands(robotsUrl).map((c) => (
            <LinkField
              key={c.system}
              label={`${c.system} command`}
              button={`Copy ${c.system} command`}
              what={`${c.system} command`}
              url={c.command}
            />
          ))}
        </>
      ) : site.trim() !== '' ? (
        <p className="muted">Type a site such as example.com or https://example.com.</p>
      ) : null}
      <p>
        <button type="button" className="primary" onClick={() => void paste()}>
          Paste from clipboard
        </button>{' '}
        <span className="muted">
          or click in the editor and press Ctrl+V (⌘V on a Mac) to paste it yourself.
        </span>
      </p>
      {refusal !== null ? (
        <p role="alert" className="open-from-site-refusal">
          {refusal}
        </p>
      ) : null}
      <form method="dialog">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
