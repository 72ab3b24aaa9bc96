// The colour theme, set before the first paint: a classic script inlined into <head> by the build
// (vite.security.ts), so it runs before the stylesheet applies and the body shows, and blocks
// nothing (no request); the CSP allows it by its hash alone (scripts/security-headers.mjs).
// 'light' or 'dark' as chosen in the profile menu, otherwise the system's (useColorTheme.ts writes
// the choice under the same key).
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('admin-hub:color-theme');
  } catch {
    // Storage blocked: follow the system.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var theme = dark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-bs-theme', theme);
  // The page's own canvas in the browser's colours until a stylesheet paints it: where the styles
  // come after the first paint (the demo's dev server adds them from its scripts), a dark visitor
  // otherwise saw a white frame. A property set from script, which the CSP allows.
  document.documentElement.style.colorScheme = theme;
})();
