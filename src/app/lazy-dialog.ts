// A dialog that is not part of the first visit's JavaScript: its module is fetched
// the first time the dialog is opened, and it is mounted from then on (closed or
// open), so reopening it does not fetch again.

import { useCallback, useState, type ComponentType } from 'react';

/** What useLazyDialog gives the component that shows the dialog. */
export interface LazyDialog<P> {
  /** The dialog's component, null until its module has arrived. */
  Dialog: ComponentType<P> | null;
  /** Whether the dialog is asked to be open. */
  open: boolean;
  /** Opens the dialog, fetching its module the first time. */
  show: () => void;
  /** Closes the dialog. */
  close: () => void;
}

/**
 * A dialog loaded by `load` on first `show()`. A failed fetch leaves it closed
 * (nothing to show), so the next `show()` tries again.
 */
export function useLazyDialog<P>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<P> | null>(null);
  const show = useCallback(() => {
    setOpen(true);
    load().then(
      (component) => setDialog(() => component),
      () => setOpen(false),
    );
  }, [load]);
  const close = useCallback(() => setOpen(false), []);
  return { Dialog, open, show, close };
}
