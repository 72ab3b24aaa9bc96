import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { loadDropdown, useDropdown, type Dropdown } from './useDropdown.ts';

export interface DeferredDropdown {
  /** null until loaded: render DropdownTogglePlaceholder with `requestOpen` meanwhile. */
  Dropdown: Dropdown | null;
  /** The placeholder was clicked: open the menu as it mounts (`defaultShow`; a menu that controls its show sets it in `onOpen`). */
  openOnMount: boolean;
  /** For the real toggle's `ref`: it takes focus back from the placeholder it replaces. */
  toggleRef: React.RefObject<HTMLButtonElement | null>;
  requestOpen: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A menu whose Dropdown may not be loaded yet (see useDropdown): a click on its placeholder
 * toggle loads it and opens the menu as it arrives, with focus where the click left it.
 */
export function useDeferredDropdown(): DeferredDropdown {
  const Dropdown = useDropdown();
  const [request, setRequest] = useState<{ focused: boolean } | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (Dropdown && request?.focused) toggleRef.current?.focus();
  }, [Dropdown, request]);
  return {
    Dropdown,
    openOnMount: request !== null,
    toggleRef,
    requestOpen: (event) => {
      setRequest({ focused: document.activeElement === event.currentTarget });
      loadDropdown().catch(() => setRequest(null));
    },
  };
}
