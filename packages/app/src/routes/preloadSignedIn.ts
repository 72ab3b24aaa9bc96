import { THEME_FONT_URLS } from '@admin-hub/ui/theme-fonts';

/** Asks for the theme's font files now rather than when the first signed-in screen lays out. */
export function preloadFonts(urls: readonly string[] = THEME_FONT_URLS): void {
  for (const href of urls) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', href });
    // Fonts are fetched in CORS mode: a preload without it would not be reused.
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}

/**
 * Fetches the signed-in part and the screen of `pathname` while the session is restored. Only
 * for a signed-in visit (`isSignedInVisit` of auth/sessionHint). Called by the entry, which
 * holds no React: the modules are imported as they are (LazySignedInApp then finds its own
 * loaded), so the app's chunk, the signed-in part and the screen download side by side.
 */
export function preloadSignedInCode(pathname: string): void {
  // A failure is reported where the code is rendered, which tries again.
  const later = () => undefined;
  import('./SignedInApp.tsx').catch(later);
  // The route tree that finds the screen comes with the signed-in part: matching here, before
  // it, would bring React Router into the entry (some 30 kB compressed, measured). The screen
  // then loads while the session is still being restored, which takes longer than both.
  import('./routeTree.ts').then(({ preloadScreenAt }) => preloadScreenAt(pathname)).catch(later);
}
