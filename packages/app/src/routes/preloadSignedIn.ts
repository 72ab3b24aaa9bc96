/**
 * Starts loading the theme's font faces (the stylesheet's @font-face rules, ui's _fonts.scss)
 * now rather than when text first needs each weight. These are the stylesheet's own requests, so
 * nothing is fetched twice: a `<link rel="preload">` for the same file, still in flight when the
 * text asked for it, was fetched again (seen at 150 ms RTT, 1.6 Mbit/s).
 */
export function preloadFonts(faces: Iterable<FontFace> = document.fonts): void {
  for (const face of faces) {
    // A face that fails is the stylesheet's to meet: the text keeps its fallback (swap).
    if (face.status === 'unloaded') face.load().catch(() => undefined);
  }
}

/**
 * Fetches the signed-in part and the screen of `pathname` while the session is restored. Only
 * for a signed-in visit (`isSignedInVisit` of auth/sessionHint). Called by the entry, which
 * holds no React: the modules are imported as they are (LazySignedInApp then finds its own
 * loaded), so the app's chunk, the signed-in part and the screen download side by side.
 * Settles (never rejects) once the signed-in part and the screen are in, or have failed.
 */
export function preloadSignedInCode(pathname: string): Promise<void> {
  // A failure is reported where the code is rendered, which tries again.
  const later = () => undefined;
  return Promise.all([
    import('./SignedInApp.tsx').catch(later),
    // The route tree that finds the screen comes with the signed-in part: matching here, before
    // it, would bring React Router into the entry (some 30 kB compressed, measured). The screen
    // then loads while the session is still being restored, which takes longer than both.
    import('./routeTree.ts').then(({ preloadScreenAt }) => preloadScreenAt(pathname)).catch(later),
  ]).then(later);
}
