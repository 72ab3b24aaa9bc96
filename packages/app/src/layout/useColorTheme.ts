import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ColorThemeChoice, ColorThemeControl } from '@admin-hub/ui/AppShell';

/** Where the choice is kept on this browser; layout/themeScript.js (inlined in index.html) reads it before the first paint. */
export const COLOR_THEME_STORAGE_KEY = 'admin-hub:color-theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): ColorThemeChoice {
  try {
    const value = localStorage.getItem(COLOR_THEME_STORAGE_KEY);
    if (value === 'light' || value === 'dark') return value;
  } catch {
    // Storage blocked: the system's theme, and the choice lasts for this page only.
  }
  return 'system';
}

function store(choice: ColorThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(COLOR_THEME_STORAGE_KEY);
    else localStorage.setItem(COLOR_THEME_STORAGE_KEY, choice);
  } catch {
    // As above.
  }
}

function apply(choice: ColorThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && window.matchMedia(DARK_QUERY).matches);
  const theme = dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-bs-theme', theme);
  // layout/themeScript.js (inlined in index.html) set the browser's colours of the first paint: they follow the theme.
  document.documentElement.style.colorScheme = theme;
}

/**
 * The profile menu's theme: light, dark or the system's (the default), remembered on this browser.
 * layout/themeScript.js (inlined in index.html) sets the theme of the first paint; this changes it when the user chooses, when
 * the system's changes (for 'system'), and when another tab chooses.
 */
export function useColorTheme(): ColorThemeControl {
  const [choice, setChoice] = useState(storedChoice);

  useEffect(() => {
    const fromAnotherTab = (event: StorageEvent) => {
      if (event.key !== COLOR_THEME_STORAGE_KEY && event.key !== null) return;
      const next = storedChoice();
      apply(next);
      setChoice(next);
    };
    window.addEventListener('storage', fromAnotherTab);
    return () => window.removeEventListener('storage', fromAnotherTab);
  }, []);

  useEffect(() => {
    if (choice !== 'system') return;
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => apply('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [choice]);

  const onChange = useCallback((next: ColorThemeChoice) => {
    store(next);
    apply(next);
    setChoice(next);
  }, []);

  return useMemo(() => ({ choice, onChange }), [choice, onChange]);
}
