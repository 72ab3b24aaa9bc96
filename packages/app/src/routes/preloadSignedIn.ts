import { THEME_FONT_URLS } from '@admin-hub/ui/theme-fonts';
import { AppSplashScreen } from '../auth/AppSplashScreen.tsx';
import { LOGIN_CALLBACK_PATH } from '../auth/Auth0AuthProvider.tsx';
import { hasSessionCookie } from '../auth/sessionHint.ts';
import { lazyComponent } from '../lazy/lazyComponent.tsx';
import { matchAppRoute } from './matchAppRoute.ts';

/**
 * Everything a signed-in session needs (store, layout, routes, toasts) in a chunk of its own,
 * which a visitor on the way to sign in never downloads. The splash shows while it loads.
 */
export const LazySignedInApp = lazyComponent(
  () => import('./SignedInApp.tsx').then((m) => m.SignedInApp),
  AppSplashScreen,
);

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
 * For a visitor whose session is about to be restored (the SDK's session cookie is there) or
 * who is coming back from signing in: fetches the signed-in part, the screen of `pathname` and
 * the fonts the signed-in screens use while the configuration is read and the session checked.
 * Anyone else is only sent to sign in and downloads none of it. True when it preloads.
 */
export function preloadSignedInVisit(pathname: string, cookies: string): boolean {
  if (!hasSessionCookie(cookies) && pathname !== LOGIN_CALLBACK_PATH) return false;
  preloadFonts();
  // A failure is reported where the code is rendered, which tries again.
  const later = () => undefined;
  LazySignedInApp.preload().catch(later);
  matchAppRoute(pathname)?.route.Screen.preload().catch(later);
  return true;
}
