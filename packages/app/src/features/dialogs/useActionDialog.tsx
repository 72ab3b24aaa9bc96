import { useCallback, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * The props of a feature's dialog dispatcher (UserActionDialog, CompanyActionDialog,
 * SignActionDialog): the open dialog, an action with what it acts on, and how to close it.
 */
export interface ActionDialogProps<Dialog> {
  dialog: Dialog;
  onClose: () => void;
}

export interface ActionDialog<Dialog> {
  /** Opens the dialog of an action; it replaces any other open one. */
  show: (dialog: Dialog) => void;
  /** The one open dialog, for the screen to render once wherever it likes; null when closed. */
  dialog: ReactNode;
}

/**
 * How every action hook shows its dialogs: one open at a time, rendered by the feature's
 * dispatcher (a lazy component where the dialogs' code is fetched on first need), and
 * unmounted when it closes, so each opening starts afresh.
 */
export function useActionDialog<Dialog>(
  Dispatcher: ComponentType<ActionDialogProps<Dialog>>,
): ActionDialog<Dialog> {
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return {
    show: setOpen,
    dialog: open === null ? null : <Dispatcher dialog={open} onClose={close} />,
  };
}
