import { useCallback, useRef, useState } from 'react';

export interface Busy {
  /** An action started by `run` has not settled yet. */
  busy: boolean;
  /**
   * Starts `action` unless one is still running, in which case it does nothing: a second click or
   * Enter that arrives before React has rendered the disabled button is refused here.
   */
  run: (action: () => Promise<unknown>) => Promise<void>;
}

/**
 * The one way a dialog or control is busy while its call runs (a form's submit, a confirmation,
 * the MFA switch): it locks the dialog, disables the button and shows its spinner.
 */
export function useBusy(): Busy {
  const [busy, setBusy] = useState(false);
  // State alone answers only after a render; the ref refuses a start in the same task.
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
