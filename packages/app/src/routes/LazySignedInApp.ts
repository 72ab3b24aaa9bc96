import { AppSplashScreen } from '../auth/AppSplashScreen.tsx';
import { lazyComponent } from '@admin-hub/ui/lazy';

/**
 * Everything a signed-in session needs (store, layout, routes, toasts) in a chunk of its own,
 * which a visitor on the way to sign in never downloads. The splash shows while it loads; a
 * signed-in visit has the entry fetch it ahead (`preloadSignedInCode`).
 */
export const LazySignedInApp = lazyComponent(
  () => import('./SignedInApp.tsx').then((m) => m.SignedInApp),
  AppSplashScreen,
);
