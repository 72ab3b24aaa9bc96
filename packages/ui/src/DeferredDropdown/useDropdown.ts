import { useEffect, useSyncExternalStore } from 'react';
import type DropdownComponent from 'react-bootstrap/Dropdown';

export type Dropdown = typeof DropdownComponent;

/**
 * react-bootstrap's Dropdown, loaded after the first paint. It brings Popper and the menu's
 * hooks: the signed-in users list's first load was 237.4 kB gzip with it, 225.3 kB without. The
 * menus of the first screen (the profile menu, the sort menu, the rows') are closed when it
 * appears, so their toggles are drawn without it (DropdownTogglePlaceholder) and the code
 * arrives while the list's data does.
 */
let dropdown: Dropdown | null = null;
let loading: Promise<Dropdown> | null = null;
const listeners = new Set<() => void>();

export function loadDropdown(): Promise<Dropdown> {
  loading ??= import('react-bootstrap/Dropdown').then(
    (module) => {
      dropdown = module.default;
      for (const listener of listeners) listener();
      return dropdown;
    },
    (error: unknown) => {
      // A failed chunk (offline, a new deployment): the next open tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Dropdown once loaded, else null (and its loading is started). */
export function useDropdown(): Dropdown | null {
  const current = useSyncExternalStore(
    subscribe,
    () => dropdown,
    () => dropdown,
  );
  useEffect(() => {
    // Ignored here: a toggle's click asks again (useDeferredDropdown).
    if (!current) loadDropdown().catch(() => undefined);
  }, [current]);
  return current;
}

/** For what renders only inside an open menu, which exists only once the Dropdown is loaded. */
export function useLoadedDropdown(): Dropdown {
  const current = useDropdown();
  if (!current) throw new Error('A menu item rendered before its Dropdown was loaded');
  return current;
}
