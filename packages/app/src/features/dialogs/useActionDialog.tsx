import { useCallback, useState } from 'react';

/**
 * Which one dialog a screen has open, and for what (a row action and its user). A screen renders
 * its dialog once, from this state; opening another replaces it.
 */
export function useOpenDialog<Dialog>() {
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return { open, show: setOpen, close };
}
