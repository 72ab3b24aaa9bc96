/** The open form's popstate handler; one form is open at a time. */
let holder: ((event: PopStateEvent) => void) | null = null;
let listening = false;

/**
 * Puts the hold's popstate listener first on the window: listeners run in the order they were
 * added, and only one added before the router's can keep a popstate from it. The app calls this
 * before it renders its router; a form calls it too, for pages without one (stories).
 */
export function listenToHistoryFirst(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => holder?.(event));
}

/** Makes `handler` the one that hears popstate first; returns the undo. */
export function holdPopState(handler: (event: PopStateEvent) => void): () => void {
  holder = handler;
  return () => {
    if (holder === handler) holder = null;
  };
}
