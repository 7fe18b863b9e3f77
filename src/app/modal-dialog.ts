// A native <dialog> shown as a modal while a React `open` prop says so. The
// browser closes the element itself on Escape and reports it with a `close` event
// one task later; a dialog asked to open again within that task (F1 pressed right
// after Escape) must open, and the late event must not close it again.

import { useEffect, useRef, type RefObject } from 'react';

/** What the <dialog> element takes from useModalDialog. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
  onCancel: () => void;
  onClose: () => void;
}

/**
 * Keeps a <dialog> open as a modal exactly while `open` is true, and calls
 * `onClose` once when the user closes it: on Escape at once (the `cancel`
 * event), on any other close (a form's `method="dialog"` button) when the
 * `close` event arrives. A `close` event that follows a close already reported,
 * or asked for by `open` turning false, or that arrives once the dialog is open
 * again, is not reported.
 */
export function useModalDialog(open: boolean, onClose: () => void): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  // Whether `open` still says open: a close event is news only then.
  const asked = useRef(open);
  asked.current = open;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onCancel: () => {
      asked.current = false;
      onClose();
    },
    onClose: () => {
      if (asked.current && !ref.current?.open) {
        asked.current = false;
        onClose();
      }
    },
  };
}
