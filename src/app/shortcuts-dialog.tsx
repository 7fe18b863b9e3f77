// The keyboard shortcut list (F1 or the header button), a native <dialog> so
// focus is trapped and Escape closes it. The app fetches this module when the list
// is first asked for.

import type { ReactNode } from 'react';
import { ROBOTS_SHORTCUTS, formatShortcut } from '../editor/shortcuts.ts';
import { useModalDialog } from './modal-dialog.ts';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The shortcuts dialog; `open` controls it, `onClose` is called when it closes. */
export function ShortcutsDialog(props: { open: boolean; onClose: () => void }): ReactNode {
  const modal = useModalDialog(props.open, props.onClose);
  return (
    <dialog {...modal} aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {ROBOTS_SHORTCUTS.map((s) => (
            <tr key={s.key + s.description}>
              <td>
                <kbd>{formatShortcut(s, MAC)}</kbd>
              </td>
              <td>{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">
        Tab and Shift+Tab always move focus in and out of the editor; press Escape first to close a
        completion list or the search panel.
      </p>
      <form method="dialog">
        <button type="submit" className="primary">
          Close
        </button>
      </form>
    </dialog>
  );
}
