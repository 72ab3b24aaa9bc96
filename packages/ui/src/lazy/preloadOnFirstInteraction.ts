/**
 * Fetches code the page may need next (a dialog's forms) at the person's first pointer or key
 * press on it: a menu click comes before the choice of an action, which is time enough to load
 * it, and a page only looked at never downloads it. Returns the cancel for an effect's cleanup.
 */
export function preloadOnFirstInteraction(preload: () => Promise<unknown>): () => void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const start = () => {
    stop();
    void preload().catch(() => undefined);
  };
  const stop = () => events.forEach((type) => window.removeEventListener(type, start, true));
  events.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
  return stop;
}
