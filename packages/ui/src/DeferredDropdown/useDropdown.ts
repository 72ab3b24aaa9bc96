import { startTransition, useEffect, useState } from 'react';
import type DropdownComponent from 'react-bootstrap/Dropdown';
import { lazyImport } from '../lazy/lazyImport.ts';

export type Dropdown = typeof DropdownComponent;

/**
 * react-bootstrap's Dropdown, out of the first load. It brings Popper and the menu hooks: the
 * signed-in users list's first load was 237.4 kB gzip with it, 225.3 kB without. The menus of the
 * first screen (the profile menu, the sort menu, the rows') are closed when it appears, so their
 * toggles are drawn without it (DropdownTogglePlaceholder).
 *
 * It is loaded when a person first opens a menu, not in the background after the first paint:
 * loaded so, its download and the forty row menus' second render raised Lighthouse's mobile
 * blocking time (score 60 → 55, median of three, `npm run bench`). A pointer over a toggle or
 * focus on it downloads it ahead (`preloadDropdown`) without yet putting it on screen, so no
 * toggle is replaced between a press and its release. It arrives through lazyImport, so a failed
 * download is retried as a screen's is.
 */
let dropdown: Dropdown | null = null;
const listeners = new Set<() => void>();

/** Downloads the Dropdown's code (ahead of a click), leaving the menus as they are. */
export const preloadDropdown = lazyImport(() =>
  import('react-bootstrap/Dropdown').then((module) => module.default),
);

/** Loads the Dropdown and hands it to every menu on screen. */
export function loadDropdown(): Promise<Dropdown> {
  return preloadDropdown().then((loaded) => {
    if (!dropdown) {
      dropdown = loaded;
      for (const listener of listeners) listener();
    }
    return loaded;
  });
}

/**
 * The Dropdown once loaded, else null. The menus take it in a transition: forty rows' menus
 * replacing their placeholders are rendered in slices that leave the main thread free.
 */
export function useDropdown(): Dropdown | null {
  // Wrapped: a component is a function, which useState would call as an initializer.
  const [current, setCurrent] = useState<Dropdown | null>(() => dropdown);
  useEffect(() => {
    if (current) return undefined;
    const arrived = () => startTransition(() => setCurrent(() => dropdown));
    listeners.add(arrived);
    // Loaded between this render and its effect.
    if (dropdown) arrived();
    return () => {
      listeners.delete(arrived);
    };
  }, [current]);
  return current;
}

/** For what renders only inside an open menu, which exists only once the Dropdown is loaded. */
export function useLoadedDropdown(): Dropdown {
  const current = useDropdown();
  if (!current) throw new Error('A menu item rendered before its Dropdown was loaded');
  return current;
}
