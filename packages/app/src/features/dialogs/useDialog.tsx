import { Fragment, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The props of a feature's dialog dispatcher (UserActionDialog, CompanyActionDialog,
 * SignActionDialog): the open dialog, an action with what it acts on, and how to close it.
 */
export interface ActionDialogProps<Dialog> {
  dialog: Dialog;
  onClose: () => void;
}

/** What an opener's render function gets: the payload it was opened with, and its close. */
export interface OpenDialog<Payload> {
  payload: Payload;
  close: () => void;
  /** False only while a dialog opened with `keepMounted` is closed (it animates out). */
  show: boolean;
}

export interface DialogControl<Payload> {
  /** Opens the dialog with its payload: a fresh dialog, replacing any open one. */
  open: (payload: Payload) => void;
  close: () => void;
  isOpen: boolean;
  /** The open dialog, drawn by `dialog`, for the opener to place once; null when closed. */
  render: (dialog: (open: OpenDialog<Payload>) => ReactNode) => ReactNode;
}

export interface DialogOptions {
  /**
   * Keeps the last dialog mounted after it closes, with `show` false, so that a dialog which
   * animates its own closing (the jump box) can; nothing is mounted before the first opening.
   */
  keepMounted?: boolean;
}

interface Openings<Payload> {
  /**
   * Counts every opening, closed ones too: as the key, it mounts each opening afresh, even when
   * one closes and the next opens in the same event (no render between them to unmount it).
   */
  opening: number;
  /** `pathname`: the page it was opened on; it belongs to that page alone. */
  current: { payload: Payload; show: boolean; pathname: string } | null;
}

/**
 * How every dialog of the app is opened: row and card actions through their dispatcher, a
 * confirmation with what it confirms, a form with no payload, the jump box. One open at a
 * time per opener; each opening starts afresh (empty fields, no state of the last one) and,
 * unless kept mounted, unmounts on closing. A dialog belongs to the page that opened it: a
 * navigation to another path (a link, Back, Ctrl-K to another company, whose page the same
 * screen shows) closes it, never carrying it over to a page it was not opened on. A change of
 * the query alone (a search, a filter, a page of the list beside a run's panel) keeps it.
 */
export function useDialog<Payload = void>({
  keepMounted = false,
}: DialogOptions = {}): DialogControl<Payload> {
  const { pathname } = useLocation();
  const [openings, setOpenings] = useState<Openings<Payload>>({ opening: 0, current: null });
  // Left behind by a navigation: closed in this very render, so it never shows on the new page.
  if (openings.current && openings.current.pathname !== pathname)
    setOpenings({ opening: openings.opening, current: null });
  const { opening } = openings;
  const current = openings.current?.pathname === pathname ? openings.current : null;
  const open = useCallback(
    (payload: Payload) =>
      setOpenings((last) => ({
        opening: last.opening + 1,
        current: { payload, show: true, pathname },
      })),
    [pathname],
  );
  const close = useCallback(
    () =>
      setOpenings((last) => ({
        ...last,
        current: keepMounted && last.current ? { ...last.current, show: false } : null,
      })),
    [keepMounted],
  );
  return {
    open,
    close,
    isOpen: current?.show ?? false,
    render: (dialog) =>
      current && (
        <Fragment key={opening}>
          {dialog({ payload: current.payload, close, show: current.show })}
        </Fragment>
      ),
  };
}
