// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_FONT_URLS } from '@admin-hub/ui/theme-fonts';
import { isSignedInVisit } from '../auth/sessionHint.ts';
import { preloadFonts } from './preloadSignedIn.ts';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('preloading a signed-in visit', () => {
  afterEach(() => document.head.replaceChildren());

  it('preloads the four woff2 files of the theme, in CORS mode as fonts are fetched', () => {
    preloadFonts();
    expect(THEME_FONT_URLS).toHaveLength(4);
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual([...THEME_FONT_URLS]);
    for (const link of preloads()) {
      expect(link.getAttribute('href')).toMatch(/inter-latin-\d00-normal\.woff2$/);
      expect(link.as).toBe('font');
      expect(link.type).toBe('font/woff2');
      expect(link.crossOrigin).toBe('anonymous');
    }
  });

  it('counts a visit with the session cookie or back from signing in, no other', () => {
    expect(isSignedInVisit('/admin/users', 'theme=dark')).toBe(false);
    expect(isSignedInVisit('/admin/users', 'auth0.abc.is.authenticated=true')).toBe(true);
    expect(isSignedInVisit('/login', '')).toBe(true);
  });
});
