// The unstyled entry, like the toast host's: one toast queue, and no injected <style> (CSP).
import type * as ReactToastify from 'react-toastify/unstyled';
import { ACCESS_TOKEN_ERROR } from '../api/baseQuery.ts';

/** Where toasts go: react-toastify in the app, a spy in tests. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;
const demandListeners = new Set<() => void>();
/** Toasts raised while no toast host is mounted, shown once one is. */
let waiting: ((toastify: Toastify) => void)[] = [];
let hostMounted = false;

/**
 * react-toastify (about 9 KiB gzip) loads with the first toast, not with the first screen, and
 * the app mounts its toast host once toasts are wanted (`toastsWanted`). Toasts raised before
 * the host is there wait here rather than in react-toastify's own queue: that queue is handed to
 * the first container that subscribes, and under StrictMode (the demo's dev server) that first
 * container is thrown away at once, taking the first toast with it.
 */
function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify/unstyled');
    demandListeners.forEach((listener) => listener());
  }
  return toastify;
}

function show(raise: (toastify: Toastify) => void) {
  void loadToastify().then((loaded) => {
    if (hostMounted) raise(loaded);
    else waiting.push(raise);
  });
}

/**
 * For the toast host's effect: from the next task on (after StrictMode's second mount), toasts
 * go straight to its container, and the waiting ones are shown. Returns the effect's cleanup.
 */
export function toastHostMounted(): () => void {
  const timer = setTimeout(() => {
    hostMounted = true;
    void loadToastify().then((loaded) => {
      const raised = waiting;
      waiting = [];
      raised.forEach((raise) => raise(loaded));
    });
  }, 0);
  return () => {
    clearTimeout(timer);
    hostMounted = false;
  };
}

/** Whether a toast was raised yet, for `useSyncExternalStore`: the host mounts from then on. */
export const toastsWanted = {
  subscribe: (listener: () => void): (() => void) => {
    demandListeners.add(listener);
    return () => demandListeners.delete(listener);
  },
  getSnapshot: (): boolean => toastify !== undefined,
};

export const toastNotifier: Notifier = {
  success: (message) => {
    show(({ toast }) => toast.success(message));
  },
  error: (message) => {
    // Every request of a failed sign-in fails the same way: one toast says it, not one per request.
    show(({ toast }) =>
      toast.error(
        message,
        message === ACCESS_TOKEN_ERROR ? { toastId: ACCESS_TOKEN_ERROR } : undefined,
      ),
    );
  },
};
