import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COLOR_THEME_STORAGE_KEY } from './useColorTheme.ts';

const SCRIPT = readFileSync(new URL('./themeScript.js', import.meta.url), 'utf8');

/** Runs themeScript.js as the browser does before the first paint; returns the theme it set. */
function firstPaintTheme(stored: string | null | Error, systemDark: boolean): string | undefined {
  const attributes: Record<string, string> = {};
  const window = {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored;
        return key === COLOR_THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && systemDark,
    }),
  };
  const style = { colorScheme: '' };
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
      style,
    },
  };
  runInNewContext(SCRIPT, { window, document });
  // The browser's own colours (the canvas before a stylesheet paints) are the theme's.
  expect(style.colorScheme).toBe(attributes['data-bs-theme']);
  return attributes['data-bs-theme'];
}

describe('themeScript.js (inlined in index.html), the theme of the first paint', () => {
  it("follows the system when nothing is stored under useColorTheme's key", () => {
    expect(firstPaintTheme(null, true)).toBe('dark');
    expect(firstPaintTheme(null, false)).toBe('light');
  });

  it('keeps a stored choice over the system', () => {
    expect(firstPaintTheme('dark', false)).toBe('dark');
    expect(firstPaintTheme('light', true)).toBe('light');
  });

  it('follows the system when storage is blocked or holds something else', () => {
    expect(firstPaintTheme(new Error('SecurityError'), true)).toBe('dark');
    expect(firstPaintTheme('sepia', false)).toBe('light');
  });
});
