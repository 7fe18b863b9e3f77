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
 * `onClose` when the user closes it: on Escape at once (the `cancel` event), on
 * any other close when the `close` event arrives, unless the dialog has been
 * opened again since.
 */
export function useModalDialog(open: boolean, onClose: () => void): ModalDialogProps {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onCancel: onClose,
    onClose: () => {
      if (!ref.current?.open) onClose();
    },
  };
}
