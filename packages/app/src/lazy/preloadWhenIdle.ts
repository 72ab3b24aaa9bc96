/**
 * Fetches code the page will likely need soon (a dialog's forms) once the browser is idle, so
 * it stays out of the first screen's download yet is there by the time a user opens it.
 * Returns the cancel for an effect's cleanup.
 */
export function preloadWhenIdle(preload: () => Promise<unknown>): () => void {
  const start = () => void preload().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(start, 200);
  return () => window.clearTimeout(handle);
}
